// The style12 command: server output in, JSON Lines or FENs out; or one
// Style 12 line built from a FEN. Exit status: 0 all good, 1 some input
// line was bad, 2 usage or I/O error.
import { readFile } from 'node:fs/promises';
import { load } from './node.js';

const USAGE = `usage: style12 <command> [options]

  style12 json [FILE] [--text] [--ms]   one JSON object per event (JSON Lines)
  style12 fen [FILE] [--ms] [--legal-ep] [--shredder]
                                        one FEN per <12> line
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

async function readInput(file) {
  try {
    return file === undefined || file === '-' ? await readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file ?? 'standard input'}: ${error.message}`);
  }
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

// Servers end lines with LF, CR LF or LF CR.
const splitLines = (text) => text.split(/\r\n|\n\r|\r|\n/);

// A board or holdings line: the tag after nothing but prompts ("fics% ").
const BOARD = /^[\s\x07]*(?:[!-;=?-~]{1,40}[%>$#]\s*)*<12>/;
const HOLDINGS = /^[\s\x07]*(?:[!-;=?-~]{1,40}[%>$#]\s*)*<b1>/;

function errorObject(e) {
  return { code: e.code, field: e.field, fieldName: e.fieldName, column: e.column, message: e.message };
}

function json(s12, lines, flags, out) {
  const options = { timeUnit: flags.ms ? 'milliseconds' : 'auto' };
  let bad = false;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (BOARD.test(text)) {
      const result = s12.tryParseStyle12(text, options);
      if (result.ok) {
        out.push(JSON.stringify({ type: 'style12', line, ...result.value }));
      } else {
        bad = true;
        out.push(JSON.stringify({ type: 'error', line, error: result.error }));
      }
    } else if (HOLDINGS.test(text)) {
      try {
        out.push(JSON.stringify({ type: 'holdings', line, ...s12.parseHoldings(text) }));
      } catch (error) {
        bad = true;
        out.push(JSON.stringify({ type: 'error', line, error: errorObject(error) }));
      }
    } else if (flags.text && text !== '') {
      out.push(JSON.stringify({ type: 'text', line, text }));
    }
  });
  return bad;
}

function fen(s12, lines, flags, out, err) {
  const options = {
    timeUnit: flags.ms ? 'milliseconds' : 'auto',
    enPassant: flags['legal-ep'] ? 'legal' : 'always',
    castling: flags.shredder ? 'shredder' : 'xfen',
  };
  let bad = false;
  const report = (index, error) => {
    bad = true;
    err.push(`line ${index + 1}: ${error.message}`);
  };
  // A <b1> line right before or after a board of the same game gives its pockets.
  const holdingsAt = (index, game) => {
    if (index < 0 || index >= lines.length || !HOLDINGS.test(lines[index])) return null;
    try {
      const holdings = s12.parseHoldings(lines[index]);
      return holdings.gameNumber === game ? holdings : null;
    } catch {
      return null;
    }
  };
  lines.forEach((text, index) => {
    if (HOLDINGS.test(text)) {
      try {
        s12.parseHoldings(text);
      } catch (error) {
        report(index, error);
      }
      return;
    }
    if (!BOARD.test(text)) return;
    const result = s12.tryParseStyle12(text, options);
    if (!result.ok) {
      report(index, result.error);
      return;
    }
    const game = result.value.gameNumber;
    const holdings = holdingsAt(index - 1, game) ?? holdingsAt(index + 1, game);
    out.push(s12.toFen(text, { ...options, holdings }));
  });
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
  if (!['json', 'fen', 'encode'].includes(command)) throw new UsageError(`unknown command '${command}'`);
  const s12 = await load();
  const out = [];
  const err = [];
  let bad;
  if (command === 'encode') {
    if (file !== undefined) throw new UsageError('encode takes no FILE');
    try {
      bad = encode(s12, flags, out);
    } catch (error) {
      if (!(error instanceof s12.Style12Error)) throw error;
      err.push(error.message);
      bad = true;
    }
  } else {
    const lines = splitLines(await readInput(file));
    if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    bad = command === 'json' ? json(s12, lines, flags, out) : fen(s12, lines, flags, out, err);
  }
  if (out.length) process.stdout.write(`${out.join('\n')}\n`);
  if (err.length) process.stderr.write(`${err.join('\n')}\n`);
  return bad ? 1 : 0;
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
