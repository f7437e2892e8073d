// The style12 command: server output in, JSON Lines, FENs, PGN or its
// anomalies out; or one Style 12 line built from a FEN. Exit status: 0 all
// good, 1 some input line was bad (or, for lint, some field contradicts its
// board or game), 2 usage or I/O error. A reader that goes away (`| head`)
// ends it quietly with 0.
import { createReadStream, existsSync, readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_ORIGINS, parseAddress, startBridge } from '../node/bridge.js';
import { readSymbolMap, symbolizeTrace, wasmFunctions } from '../node/symbolize.js';
import { Style12Error, load } from 'style12';
import { receivedChunks } from '../live/capture.js';

const USAGE = `usage: style12 <command> [options]

  style12 json [FILE] [--text] [--ms]   one JSON object per event (JSON Lines)
  style12 fen [FILE] [--ms] [--legal-ep] [--shredder]
                                        one FEN per <12> line
  style12 pgn [FILE] [--ms]             every game seen, as PGN
  style12 lint [FILE] [--ms]            every field that contradicts its board or
                                        its game, game by game, and a summary
  style12 encode --fen FEN [--white NAME] [--black NAME] [--game N]
                 [--relation N] [--initial-time MIN] [--increment SEC]
                 [--white-time T] [--black-time T] [--move MOVE]
                 [--move-time M:SS] [--san SAN] [--flip]
                                        one Style 12 line for a position
  style12 symbolize [FILE]              a stack trace with its WebAssembly
                                        frames named (the C++ functions)
  style12 --version                     the package's version
  style12 help                          this text
  style12 bridge --to HOST:PORT [--listen 127.0.0.1:5001] [--timeseal]
                 [--allow-origin ORIGIN ...] [--ping SECONDS]
                 [--handshake SECONDS]
                                        WebSocket clients to a chess server:
                                        one TCP connection each, bytes both
                                        ways; --timeseal seals their lines;
                                        a client silent to pings for --ping
                                        (30, 0: none) and a connection with
                                        no session after --handshake (10)
                                        are closed

FILE defaults to standard input. --ms reads clocks as milliseconds.`;

// A mistake in how the command was called: the usage follows the message.
class UsageError extends Error {}
// Input that cannot be read: the message alone.
class InputError extends Error {}

const flag = { type: 'boolean' };
const value = { type: 'string' };
const OPTIONS = {
  json: { text: flag, ms: flag },
  fen: { ms: flag, 'legal-ep': flag, shredder: flag },
  pgn: { ms: flag },
  lint: { ms: flag },
  symbolize: {},
  encode: {
    fen: value, white: value, black: value, game: value, relation: value, 'initial-time': value,
    increment: value, 'white-time': value, 'black-time': value, move: value, 'move-time': value, san: value,
    flip: flag,
  },
  bridge: {
    to: value, listen: value, timeseal: flag, 'allow-origin': { type: 'string', multiple: true }, ping: value, handshake: value,
  },
};

// "--relation -1": a negative number is the option's value, not an option.
function negativeValues(args, options) {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    const name = args[i].startsWith('--') ? args[i].slice(2) : null;
    if (name && options[name]?.type === 'string' && /^-\d/.test(args[i + 1] ?? '')) {
      out.push(`${args[i]}=${args[++i]}`);
    } else {
      out.push(args[i]);
    }
  }
  return out;
}

function commandLine(argv) {
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('give a command');
  if (command === 'help' || command === '--help' || command === '-h') return { command: 'help' };
  if (command === '--version' || command === '-V' || command === 'version') return { command: 'version' };
  const options = OPTIONS[command];
  if (!options) throw new UsageError(`unknown command '${command}'`);
  let parsed;
  try {
    parsed = parseArgs({ args: negativeValues(rest, options), options: { ...options, help: flag }, allowPositionals: true, strict: true });
  } catch (error) {
    const option = /'(--?[\w-]+)/.exec(error.message)?.[1] ?? '';
    if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const boolean = options[option.replace(/^--?/, '')]?.type === 'boolean' || option === '--help';
      throw new UsageError(boolean ? `${option} takes no value` : `${option} needs a value`);
    }
    if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option '${option}' for ${command}`);
    throw new UsageError(error.message);
  }
  const { values: flags, positionals: files } = parsed;
  if (flags.help) return { command: 'help' };
  if ((command === 'encode' || command === 'bridge') && files.length) throw new UsageError(`${command} takes no FILE`);
  if (files.length > 1) throw new UsageError('give at most one FILE');
  return { command, flags, file: files[0] };
}

// The input as it arrives, in chunks: a file or standard input.
async function* chunks(file) {
  const source = file === undefined || file === '-' ? process.stdin : createReadStream(file);
  try {
    for await (const chunk of source) yield chunk;
  } catch (error) {
    throw new InputError(`cannot read ${file ?? 'standard input'}: ${error.message}`);
  }
}

// The input's chunks, or a capture's received bytes; a broken capture is
// an input error (one line, status 2).
async function* capturedOrAsIs(input, file) {
  try {
    yield* receivedChunks(input);
  } catch (error) {
    if (error?.code === 'BAD_CAPTURE') throw new InputError(`${file ?? 'standard input'}: ${error.message}`);
    throw error;
  }
}

// Every event of the input, in order, through the stream; a live
// session's capture gives what it received, entry by entry.
async function* events(stream, file) {
  for await (const chunk of capturedOrAsIs(chunks(file), file)) yield* stream.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  yield* stream.end();
}

// Which game each game number shows now, to tell when a game is over
// without the server saying so: another game took its number. Ids rise
// from 1 in the order games begin.
function createGameNumbers() {
  const idOf = new Map();      // game number -> the id of its newest game
  const numberOf = new Map();  // game id -> the number its last board had
  return {
    // The game this board's game replaced under its number, if any.
    replaced(event) {
      const number = event.record.gameNumber;
      const before = idOf.get(number);
      idOf.set(number, event.gameId);
      numberOf.set(event.gameId, number);
      if (before === undefined || before === event.gameId) return null;
      // A game resumed under another number has moved on: not over.
      if (numberOf.get(before) !== number) return null;
      numberOf.delete(before);
      return before;
    },
  };
}

function write(text) {
  if (!process.stdout.write(`${text}\n`)) return new Promise((resolve) => process.stdout.once('drain', resolve));
  return null;
}

function report(event) {
  process.stderr.write(`line ${event.line}: ${event.error.message}\n`);
}

const timeUnit = (flags) => (flags.ms ? 'milliseconds' : 'auto');

async function json(s12, file, flags) {
  let bad = false;
  // Nothing here needs a game's plies: none are kept.
  for await (const event of events(s12.createStream({ timeUnit: timeUnit(flags), keepFinished: 0 }), file)) {
    let out;
    switch (event.type) {
      case 'style12':
      case 'holdings':
        // The record's fields at top level, and the tracked game when known;
        // then what the stream knows beyond the line, where it knows it: the
        // game's FEN with its pockets (crazyhouse, bughouse), the pockets
        // and the passed piece, the board a <b1> line completed, and for a
        // board checked against its game the move that led to it, in the
        // core's SAN, and how it was checked.
        out = { type: event.type, line: event.line, ...(event.gameId ? { gameId: event.gameId } : {}), ...event.record };
        for (const key of ['fen', 'pockets', 'passed', 'boardLine', 'move', 'check']) {
          if (event[key] !== null && event[key] !== undefined) out[key] = event[key];
        }
        if (event.anomalies?.length) out.anomalies = event.anomalies;
        break;
      case 'error':
        bad = true;
        out = event;
        break;
      case 'text':
        if (!flags.text) continue;
        out = event;
        break;
      default:
        out = event;
    }
    await write(JSON.stringify(out));
  }
  return bad;
}

// One FEN per board, as the stream gives it: with the pockets of its game,
// or, when a <b1> line right after it completes it, with those.
async function fen(s12, file, flags) {
  const options = {
    timeUnit: timeUnit(flags),
    keepFinished: 0,
    enPassant: flags['legal-ep'] ? 'legal' : 'always',
    castling: flags.shredder ? 'shredder' : 'xfen',
  };
  let bad = false;
  let board = null;  // the last board, printed once the next line shows it is whole
  const flush = async () => {
    if (board !== null) await write(board.fen);
    board = null;
  };
  for await (const event of events(s12.createStream(options), file)) {
    if (event.type === 'style12') {
      await flush();
      board = event;
    } else if (event.type === 'holdings' && board !== null && event.fen !== null && event.boardLine === board.line) {
      board = event;
      await flush();
    } else if (event.type === 'error') {
      bad = true;
      report(event);
    }
  }
  await flush();
  return bad;
}

// Every anomaly, game by game as each game ends (the games left at the
// end of the input last, in the order they began), then a summary: how
// many, in how many games, of which codes. Only games with anomalies not
// yet printed are held: memory stays flat on any input.
async function lint(s12, file, flags) {
  let bad = false;
  const held = new Map();  // game id -> { header, found: [[line, anomaly]] }
  const numbers = createGameNumbers();
  const counts = new Map();
  let total = 0;
  let gamesWithAnomalies = 0;
  let gamesSeen = 0;
  const print = async (id) => {
    const game = held.get(id);
    if (!game) return;
    held.delete(id);
    gamesWithAnomalies++;
    await write(game.header);
    for (const [line, a] of game.found) {
      await write(`  line ${line}: ${a.code} (field ${a.field}): ${a.message}`);
      counts.set(a.code, (counts.get(a.code) ?? 0) + 1);
      total++;
    }
  };
  for await (const event of events(s12.createStream({ timeUnit: timeUnit(flags), keepFinished: 0 }), file)) {
    if (event.type === 'error') {
      bad = true;
      report(event);
    } else if (event.type === 'style12' && event.gameId) {
      gamesSeen = Math.max(gamesSeen, event.gameId);
      const replaced = numbers.replaced(event);
      if (replaced !== null) await print(replaced);
      if (!event.anomalies.length) continue;
      let game = held.get(event.gameId);
      if (!game) held.set(event.gameId, game = { found: [] });
      game.header = `game ${event.record.gameNumber} (${event.record.white} vs. ${event.record.black}):`;
      for (const anomaly of event.anomalies) game.found.push([event.line, anomaly]);
    } else if (event.type === 'gameEnd' && event.gameId) {
      await print(event.gameId);
    }
  }
  for (const id of [...held.keys()].sort((a, b) => a - b)) await print(id);
  const gamesText = `${gamesSeen} game${gamesSeen === 1 ? '' : 's'}`;
  if (total === 0) {
    await write(`no anomalies in ${gamesText}`);
  } else {
    const codes = [...counts].map(([code, n]) => `${code} ${n}`).join(', ');
    await write(`${total} anomal${total === 1 ? 'y' : 'ies'} in ${gamesWithAnomalies} of ${gamesText}: ${codes}`);
  }
  return bad || total > 0;
}

// Each game as PGN once it is over (its end told, or another game under
// its number), then forgotten; the games still going at the end of the
// input last, in the order they began.
async function pgn(s12, file, flags) {
  let bad = false;
  const stream = s12.createStream({ timeUnit: timeUnit(flags) });
  const numbers = createGameNumbers();
  let first = true;
  const print = async (id) => {
    const text = stream.pgn(id);
    stream.forget(id);
    if (!text) return;
    await write(`${first ? '' : '\n'}${text.replace(/\n$/, '')}`);
    first = false;
  };
  for await (const event of events(stream, file)) {
    if (event.type === 'error') {
      bad = true;
      report(event);
    } else if (event.type === 'style12' && event.gameId) {
      const replaced = numbers.replaced(event);
      if (replaced !== null) await print(replaced);
    } else if (event.type === 'gameEnd' && event.gameId && event.result !== '*') {
      // (An adjourned game, '*', may yet be resumed.)
      await print(event.gameId);
    }
  }
  for (const game of stream.games()) await print(game.id);
  stream.free();
  return bad;
}

function encode(s12, flags) {
  if (flags.fen === undefined) throw new UsageError('encode needs --fen FEN');
  const number = (name) => {
    if (flags[name] === undefined) return undefined;
    // Decimal digits only: Number() would take '' as 0 and '0x10' as 16.
    const n = /^-?\d+$/.test(flags[name]) ? Number(flags[name]) : NaN;
    if (!Number.isSafeInteger(n)) throw new UsageError(`--${name} needs a whole number`);
    return n;
  };
  const fields = {
    white: flags.white, black: flags.black, gameNumber: number('game'), relation: number('relation'),
    initialTime: number('initial-time'), increment: number('increment'),
    whiteTime: number('white-time'), blackTime: number('black-time'),
    lastMove: flags.move, lastMoveTime: flags['move-time'], lastMoveSan: flags.san,
    flip: flags.flip,
  };
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return s12.encodeStyle12(flags.fen, fields);
}

// A bridge option in seconds (fractions too); 0 only where it means "none".
function seconds(flags, name, fallback, { zero = false } = {}) {
  if (flags[name] === undefined) return fallback;
  const n = Number(flags[name]);
  if (!/^\d+(\.\d+)?$/.test(flags[name]) || (n === 0 && !zero) || n > 86_400) {
    throw new UsageError(`--${name}: expected a number of seconds${zero ? ' (0: none)' : ' over 0'}, at most 86400, found '${flags[name]}'`);
  }
  return n;
}

// Runs until interrupted; each connection is logged on one line.
async function bridge(flags) {
  if (flags.to === undefined) throw new UsageError('bridge needs --to HOST:PORT');
  const to = parseAddress(flags.to);
  if (!to) throw new UsageError(`--to: expected HOST:PORT, found '${flags.to}'`);
  const listen = parseAddress(flags.listen ?? '127.0.0.1:5001', { anyPort: true });
  if (!listen) throw new UsageError(`--listen: expected HOST:PORT, found '${flags.listen}'`);
  const ping = seconds(flags, 'ping', 30, { zero: true });
  const handshake = seconds(flags, 'handshake', 10);
  const s12 = flags.timeseal ? await load() : null;
  let running;
  try {
    running = await startBridge({
      to, listen, timeseal: flags.timeseal, s12, allowOrigins: flags['allow-origin'] ?? DEFAULT_ORIGINS,
      log: (line) => process.stderr.write(`style12 bridge: ${line}\n`),
      pingInterval: ping * 1000, handshakeTimeout: handshake * 1000,
    });
  } catch (error) {
    throw new InputError(`cannot listen on ${listen.host}:${listen.port}: ${error.code ?? error.message}`);
  }
  process.stderr.write(`style12 bridge: ws://${listen.host}:${running.port}/ -> ${to.host}:${to.port}` +
    `${flags.timeseal ? ' with timeseal' : ''}; origins ${(flags['allow-origin'] ?? DEFAULT_ORIGINS).join(', ')}\n`);
  await new Promise((resolve) => {
    const stop = () => running.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

// The modules beside this file (dist/), each with its symbol map.
function shippedModules() {
  const dist = new URL('./', import.meta.url);
  return readdirSync(dist).filter((name) => name.endsWith('.wasm.symbols')).flatMap((symbols) => {
    const wasm = new URL(symbols.slice(0, -'.symbols'.length), dist);
    if (!existsSync(wasm)) return [];
    return [{
      name: symbols.slice(0, -'.symbols'.length),
      functions: wasmFunctions(readFileSync(wasm)),
      symbols: readSymbolMap(readFileSync(new URL(symbols, dist), 'utf8')),
    }];
  });
}

// 0 when every WebAssembly frame was named (or there was none), 1 when
// the frames match none of the modules: a trace from another version.
async function symbolize(file) {
  const parts = [];
  for await (const chunk of chunks(file)) parts.push(Buffer.from(chunk));
  const text = Buffer.concat(parts).toString('utf8');
  const modules = shippedModules();
  const result = symbolizeTrace(text, modules);
  await write(result.text.replace(/\n$/, ''));
  if (result.frames === 0) {
    process.stderr.write('style12 symbolize: the trace has no WebAssembly frames (wasm-function[N]:0xOFFSET)\n');
    return 0;
  }
  if (result.module === null) {
    process.stderr.write(`style12 symbolize: the trace's ${result.frames} WebAssembly frames match none of this ` +
      `package's modules (${modules.map((m) => m.name).join(', ')}): was it made by another version?\n`);
    return 1;
  }
  return 0;
}

async function main(argv) {
  const { command, flags, file } = commandLine(argv);
  if (command === 'help') {
    await write(USAGE);
    return 0;
  }
  if (command === 'version') {
    // The package's own package.json, beside dist/ where this file is.
    await write(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
    return 0;
  }
  if (command === 'bridge') return bridge(flags);
  if (command === 'symbolize') return symbolize(file);
  const s12 = await load();
  if (command !== 'encode') return (await { json, fen, pgn, lint }[command](s12, file, flags)) ? 1 : 0;
  let line;
  try {
    line = encode(s12, flags);
  } catch (error) {
    if (!(error instanceof s12.Style12Error)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  await write(line);
  return 0;
}

// The reader of standard output went away (`style12 json log | head`):
// nothing more to say, and nothing went wrong. Any other write error (a
// full disk) is an I/O error: one line on stderr and status 2.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  process.stderr.write(`style12: cannot write standard output (${error.code ?? error.message})\n`);
  process.exit(2);
});

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error) => {
    if (error instanceof UsageError) {
      process.stderr.write(`style12: ${error.message}\n\n${USAGE}\n`);
    } else if (error instanceof InputError) {
      process.stderr.write(`style12: ${error.message}\n`);
    } else if (error instanceof Style12Error) {
      // The package's own errors (memory that ran out) say what happened
      // in their message: a trace would only hide it.
      process.stderr.write(`style12: ${error.message} (${error.code})\n`);
    } else {
      process.stderr.write(`style12: ${error.stack ?? error}\n`);
    }
    process.exitCode = 2;
  },
);
