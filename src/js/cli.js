// The style12 command: server output in, JSON Lines or FENs out; or one
// Style 12 line built from a FEN. Exit status: 0 all good, 1 some input
// line was bad, 2 usage or I/O error.
import { createReadStream } from 'node:fs';
import { load } from './node.js';

const USAGE = `usage: style12 <command> [options]

  style12 json [FILE] [--text] [--ms]   one JSON object per event (JSON Lines)
  style12 fen [FILE] [--ms] [--legal-ep] [--shredder]
                                        one FEN per <12> line
  style12 pgn [FILE] [--ms]             every game seen, as PGN
  style12 encode --fen FEN [--white NAME] [--black NAME] [--game N]
                 [--relation N] [--initial-time MIN] [--increment SEC]
                 [--white-time T] [--black-time T] [--move MOVE]
                 [--move-time M:SS] [--san SAN] [--flip]
                                        one Style 12 line for a position

FILE defaults to standard input. --ms reads clocks as milliseconds.`;

class UsageError extends Error {}

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const flags = {};
  const files = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) {
      files.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (['text', 'ms', 'legal-ep', 'shredder', 'flip', 'help'].includes(name)) {
      flags[name] = true;
    } else {
      if (i + 1 >= rest.length) throw new UsageError(`${arg} needs a value`);
      flags[name] = rest[++i];
    }
  }
  if (files.length > 1) throw new UsageError('give at most one FILE');
  return { command, flags, file: files[0] };
}

// The input as it arrives, in chunks: a file or standard input.
async function* chunks(file) {
  const source = file === undefined || file === '-' ? process.stdin : createReadStream(file);
  try {
    for await (const chunk of source) yield chunk;
  } catch (error) {
    throw new UsageError(`cannot read ${file ?? 'standard input'}: ${error.message}`);
  }
}

// Every event of the input, in order, through one stream.
async function* events(s12, file, options) {
  const stream = s12.createStream(options);
  for await (const chunk of chunks(file)) yield* stream.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  yield* stream.end();
  return stream;
}

function write(text) {
  if (!process.stdout.write(`${text}\n`)) return new Promise((resolve) => process.stdout.once('drain', resolve));
  return null;
}

async function json(s12, file, flags) {
  let bad = false;
  for await (const event of events(s12, file, { timeUnit: flags.ms ? 'milliseconds' : 'auto' })) {
    let out;
    switch (event.type) {
      case 'style12':
      case 'holdings':
        // The record's fields at top level, and the tracked game when known.
        out = { type: event.type, line: event.line, ...(event.gameId ? { gameId: event.gameId } : {}), ...event.record };
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

// One FEN per board, with the pockets of its <b1> line: FICS sends a plain
// <b1> after its board, and one with a passed piece ("<- WP") before the
// board it leads to.
async function fen(s12, file, flags) {
  const options = {
    enPassant: flags['legal-ep'] ? 'legal' : 'always',
    castling: flags.shredder ? 'shredder' : 'xfen',
  };
  let bad = false;
  let pending = null;   // { record, holdings }: a board waiting for its <b1>
  let incoming = null;  // a <b1> with a passed piece: the next board's pockets
  const flush = async () => {
    if (!pending) return;
    const { record, holdings } = pending;
    pending = null;
    const plain = !holdings && options.enPassant === 'always' && options.castling === 'xfen';
    await write(plain ? record.fen : s12.toFen(record, { ...options, holdings }));
  };
  for await (const event of events(s12, file, { timeUnit: flags.ms ? 'milliseconds' : 'auto' })) {
    if (event.type === 'style12') {
      await flush();
      const game = event.record.gameNumber;
      pending = { record: event.record, holdings: incoming?.gameNumber === game ? incoming : null };
      incoming = null;
    } else if (event.type === 'holdings') {
      const held = event.record;
      if (held.passed) {
        await flush();
        incoming = held;
      } else if (pending && pending.record.gameNumber === held.gameNumber) {
        pending.holdings = held;
        await flush();
      }
    } else if (event.type === 'error') {
      bad = true;
      process.stderr.write(`line ${event.line}: ${event.error.message}\n`);
    }
  }
  await flush();
  return bad;
}

async function pgn(s12, file, flags) {
  let bad = false;
  const it = events(s12, file, { timeUnit: flags.ms ? 'milliseconds' : 'auto' });
  let step = await it.next();
  while (!step.done) {
    if (step.value.type === 'error') {
      bad = true;
      process.stderr.write(`line ${step.value.line}: ${step.value.error.message}\n`);
    }
    step = await it.next();
  }
  const text = step.value.pgn();
  if (text) await write(text.replace(/\n$/, ''));
  return bad;
}

function encode(s12, flags, out) {
  if (!flags.fen) throw new UsageError('encode needs --fen FEN');
  const number = (name) => {
    if (flags[name] === undefined) return undefined;
    const value = Number(flags[name]);
    if (!Number.isInteger(value)) throw new UsageError(`--${name} needs a whole number`);
    return value;
  };
  const fields = {
    white: flags.white, black: flags.black, gameNumber: number('game'), relation: number('relation'),
    initialTime: number('initial-time'), increment: number('increment'),
    whiteTime: number('white-time'), blackTime: number('black-time'),
    lastMove: flags.move, lastMoveTime: flags['move-time'], lastMoveSan: flags.san,
    flip: flags.flip ?? undefined,
  };
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  out.push(s12.encodeStyle12(flags.fen, fields));
  return false;
}

async function main(argv) {
  const { command, flags, file } = parseArgs(argv);
  if (command === undefined || command === 'help' || command === '--help' || flags.help) {
    console.log(USAGE);
    return 0;
  }
  const commands = { json, fen, pgn };
  if (command !== 'encode' && !commands[command]) throw new UsageError(`unknown command '${command}'`);
  const s12 = await load();
  if (command !== 'encode') return (await commands[command](s12, file, flags)) ? 1 : 0;
  if (file !== undefined) throw new UsageError('encode takes no FILE');
  try {
    const out = [];
    encode(s12, flags, out);
    process.stdout.write(`${out.join('\n')}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof s12.Style12Error)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error) => {
    if (error instanceof UsageError) {
      process.stderr.write(`style12: ${error.message}\n\n${USAGE}\n`);
    } else {
      process.stderr.write(`style12: ${error.stack ?? error}\n`);
    }
    process.exitCode = 2;
  },
);
