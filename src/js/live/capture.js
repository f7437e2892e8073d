// A live session's capture: every chunk received and every line sent, each
// with its time, as plain 7-bit text that a person can read, diff and
// attach to a bug report, and that `style12 json|lint|pgn` and the demo
// page read back. The format, version 1:
//
//   #style12-capture 1
//   # 3 entries (212 bytes) dropped before this
//   # ws://127.0.0.1:5001/ opened 2026-11-28T09:30:00.000Z
//   < 2026-11-28T09:30:00.120Z "\n\rfreechess.org\n\rlogin: "
//   > 2026-11-28T09:30:00.300Z "guest"
//   > 2026-11-28T09:30:00.310Z -
//   * 2026-11-28T09:31:00.000Z "closed: code 1006"
//
// One entry a line: a direction, one space, the time (ISO 8601, UTC, with
// milliseconds), one space, the data. Directions: `<` bytes received, as
// the transport gave them once timeseal's ping requests are taken out (the
// bytes the stream was given); `>` a line sent, before sealing, without its
// line end; `*` a note of the session (state changes, connections closed,
// reconnects). The data is a JSON string in which each code point is one
// byte (U+0000-U+00FF) and every control or non-ASCII one is escaped, so
// the file is 7-bit whatever was received; a sent line and a note are the
// bytes of their UTF-8. A password sent is `-`: withheld. Lines starting
// with `#` are comments; the first is the magic and the version. When the
// capture outgrew its limit, its oldest entries were dropped, and the
// comment after the first line says how many.
// This file reads captures (readCapture, isCapture, and the CLI's
// receivedChunks); capture-writer.js writes them, loaded with a session's
// connections.

import { misuse } from '../base/errors.js';

const MAGIC = '#style12-capture';
const VERSION = 1;
/** The first line of a capture, with its line end. */
export const HEADER = `${MAGIC} ${VERSION}\n`;
const DIRECTIONS = { '<': 'received', '>': 'sent', '*': 'note' };
const ENTRY = /^([<>*]) (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z) /;
const utf8Decoder = new TextDecoder();

function badCapture(lineNumber, column, message) {
  return misuse('BAD_CAPTURE', `capture line ${lineNumber}, column ${column}: ${message}`);
}

// The data of an entry from `at` (a JSON string of byte code points) as
// bytes; the column of anything wrong.
function readData(line, at, lineNumber) {
  const fail = (column, message) => badCapture(lineNumber, column + 1, message);
  if (line[at] !== '"') throw fail(at, `expected the data as a string in double quotes${line[at] === undefined ? ', found the end of the line' : ''}`);
  const out = new Uint8Array(line.length);
  let n = 0;
  let i = at + 1;
  for (;;) {
    if (i >= line.length) throw fail(i, 'expected the closing double quote, found the end of the line');
    const c = line.charCodeAt(i);
    if (c === 0x22) break;
    if (c < 0x20 || c > 0x7e) throw fail(i, `found character ${c}: the data is 7-bit text, every other byte escaped (\\u0080)`);
    if (c !== 0x5c) {
      out[n++] = c;
      i += 1;
      continue;
    }
    const e = line[i + 1];
    const simple = { '"': 0x22, '\\': 0x5c, '/': 0x2f, b: 0x08, f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09 }[e];
    if (simple !== undefined) {
      out[n++] = simple;
      i += 2;
      continue;
    }
    const hex = e === 'u' ? line.slice(i + 2, i + 6) : '';
    if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw fail(i, 'expected an escape such as \\n, \\" or \\u00e9');
    const code = parseInt(hex, 16);
    if (code > 0xff) throw fail(i, `found \\u${hex}: each code point is one byte, \\u0000 to \\u00ff`);
    out[n++] = code;
    i += 6;
  }
  if (i + 1 !== line.length) throw fail(i + 1, 'expected the end of the line after the closing double quote');
  return out.slice(0, n);
}

// One line of a capture (without its line end): an entry, or null for a
// comment or an empty line.
function readLine(line, lineNumber) {
  if (line === '' || line[0] === '#') return null;
  const entry = ENTRY.exec(line);
  if (!entry) {
    if (!'<>*'.includes(line[0])) throw badCapture(lineNumber, 1, `expected '<', '>', '*' or '#', found ${JSON.stringify(line[0])}`);
    throw badCapture(lineNumber, 3, 'expected one space, the time as 2026-11-28T09:30:00.000Z and one space');
  }
  const direction = DIRECTIONS[entry[1]];
  const at = entry[2];
  if (Number.isNaN(Date.parse(at))) throw badCapture(lineNumber, 3, `found the time ${at}, which is no date`);
  const dataAt = entry[0].length;
  if (direction === 'sent' && line.slice(dataAt) === '-') return { direction, at, text: null };
  const bytes = readData(line, dataAt, lineNumber);
  return direction === 'received' ? { direction, at, bytes } : { direction, at, text: utf8Decoder.decode(bytes) };
}

function firstLine(line) {
  if (!line.startsWith(`${MAGIC} `)) throw badCapture(1, 1, `expected '${MAGIC} ${VERSION}' first`);
  const version = line.slice(MAGIC.length + 1);
  if (version !== String(VERSION)) throw badCapture(1, MAGIC.length + 2, `found version ${JSON.stringify(version)}, expected ${VERSION}`);
}

const asText = (textOrBytes) => {
  if (typeof textOrBytes === 'string') return textOrBytes;
  if (textOrBytes instanceof Uint8Array) return new TextDecoder('latin1').decode(textOrBytes);
  throw new TypeError('style12: a capture is a string or a Uint8Array');
};

/** Whether text or bytes start as a capture does. */
export function isCapture(textOrBytes) {
  const head = asText(typeof textOrBytes === 'string' ? textOrBytes.slice(0, MAGIC.length + 1) : textOrBytes.subarray(0, MAGIC.length + 1));
  return head === `${MAGIC} `;
}

/** A capture's entries, in order: { direction, at, bytes } received, { direction, at, text } sent or noted. */
export function readCapture(textOrBytes) {
  const lines = asText(textOrBytes).split('\n');
  firstLine(lines[0].replace(/\r$/, ''));
  const entries = [];
  for (let k = 1; k < lines.length; k++) {
    const entry = readLine(lines[k].replace(/\r$/, ''), k + 1);
    if (entry) entries.push(entry);
  }
  return entries;
}

/**
 * Chunks of bytes (an async iterable) as the stream should be given them:
 * a capture's received bytes, entry by entry, or any other input as it is.
 * A capture is read a line at a time, so its size does not matter.
 */
export async function* receivedChunks(chunks) {
  let pending = new Uint8Array(0);
  let capture = null;   // not known yet
  let lineNumber = 0;
  const latin1 = new TextDecoder('latin1');
  const join = (a, b) => {
    const both = new Uint8Array(a.length + b.length);
    both.set(a);
    both.set(b, a.length);
    return both;
  };
  function* lines(final) {
    let start = 0;
    let end;
    while ((end = pending.indexOf(0x0a, start)) >= 0 || (final && start < pending.length)) {
      if (end < 0) end = pending.length;
      const line = latin1.decode(pending.subarray(start, end)).replace(/\r$/, '');
      start = end + 1;
      lineNumber += 1;
      if (lineNumber === 1) firstLine(line);
      else {
        const entry = readLine(line, lineNumber);
        if (entry?.direction === 'received') yield entry.bytes;
      }
    }
    pending = pending.subarray(Math.min(start, pending.length));
  }
  for await (const chunk of chunks) {
    if (capture === false) {
      yield chunk;
      continue;
    }
    pending = pending.length ? join(pending, chunk) : chunk;
    if (capture === null) {
      if (pending.length < MAGIC.length + 1) continue;
      capture = isCapture(pending);
      if (!capture) {
        yield pending;
        pending = new Uint8Array(0);
        continue;
      }
    }
    yield* lines(false);
  }
  if (capture === null && pending.length) capture = isCapture(pending);
  if (capture === null || (!capture && pending.length === 0)) return;
  if (capture) yield* lines(true);
  else yield pending;
}
