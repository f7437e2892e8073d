// Speed of the style12 package from JavaScript, side by side in one process:
// a line at a time, a whole session buffer at a time, a plain JavaScript
// parser doing the same work, and FEN checking (chess.js beside style12).
//
//   node tests/js/bench.mjs
//
// Each benchmark is warmed up, then sampled in rounds that take turns over
// all of them (so drift on a noisy machine hits every row alike); the table
// shows the median sample. Every result feeds a checksum printed at the end,
// so no call can be optimised away.

import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { load } from 'style12';
import * as plainJs from './pure-js-style12.mjs';

const WARMUP_MS = 300;
const SAMPLE_MS = 150;
const ROUNDS = 7;
const BULK_BYTES = 4 * 1024 * 1024;
const PER_LINE_AIM = 1.5;
const BULK_AIM = 3;

const s12 = await load();

// ---- Inputs -----------------------------------------------------------------

// The <12> lines of categories A (live FICS/ICC), B (server documentation)
// and C (FatICS output) of the corpus.
const corpusPath = new URL('../fixtures/real-lines.tsv', import.meta.url);
const lines = readFileSync(corpusPath, 'utf8')
  .split('\n')
  .filter((row) => row && !row.startsWith('#'))
  .map((row) => row.split('\t'))
  .filter(([category, , , line]) => ['A', 'B', 'C'].includes(category) && line?.startsWith('<12>'))
  .map((columns) => columns[3]);
if (lines.length === 0) throw new Error('bench: no <12> lines of categories A, B, C in the corpus');
const lineBytes = lines.reduce((n, line) => n + Buffer.byteLength(line), 0);

// A session's worth of board lines: the corpus again and again.
const session = lines.join('\n') + '\n';
const buffer = session.repeat(Math.max(1, Math.round(BULK_BYTES / session.length)));
const bufferBytes = Buffer.byteLength(buffer);
const bufferLines = buffer.split('\n').filter((line) => line.length > 0).length;

const fens = lines.map((line) => s12.parseStyle12(line).fen);
const fenBytes = fens.reduce((n, fen) => n + fen.length, 0);

// ---- The plain JavaScript parser agrees with style12 -----------------------

let fenMismatches = 0;
for (let k = 0; k < lines.length; k++) {
  const fen = plainJs.parseStyle12(lines[k]).fen;
  if (fen !== fens[k] || fen !== s12.toFen(lines[k])) {
    fenMismatches++;
    console.error(`FEN mismatch on corpus line ${k}:\n  line:     ${lines[k]}\n  style12:  ${fens[k]}\n  plain JS: ${fen}`);
  }
}
if (fenMismatches > 0) {
  console.error(`bench: the plain JavaScript parser disagrees with style12 on ${fenMismatches} FEN(s); fix it before comparing speeds`);
  process.exit(1);
}
let chessJsRejects = 0;
for (const fen of fens) {
  try {
    new Chess(fen);
  } catch {
    chessJsRejects++;
  }
}

// ---- Timing -----------------------------------------------------------------

let sink = 0;

const now = () => process.hrtime.bigint();

// Runs `pass` `reps` times; nanoseconds taken.
function timed(pass, reps) {
  const start = now();
  for (let r = 0; r < reps; r++) sink += pass();
  return Number(now() - start);
}

const benchmarks = [];

/**
 * A row of the table. `pass` does one pass over the input and returns a
 * number to accumulate; `items` and `bytes` are what one pass covers.
 */
function bench(name, pass, { items, bytes = null, unit = 'line' }) {
  benchmarks.push({ name, pass, items, bytes, unit, reps: 1, samples: [] });
}

function warmUp(b) {
  // Double the repetitions until a run takes long enough to calibrate on.
  let reps = 1;
  let ns = timed(b.pass, reps);
  let spent = ns;
  while (ns < 20e6 && reps < 1 << 24) {
    reps *= 2;
    ns = timed(b.pass, reps);
    spent += ns;
  }
  while (spent < WARMUP_MS * 1e6) spent += timed(b.pass, reps);
  b.reps = Math.max(1, Math.round((reps * SAMPLE_MS * 1e6) / timed(b.pass, reps)));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function runAll() {
  for (const b of benchmarks) warmUp(b);
  for (let round = 0; round < ROUNDS; round++) {
    for (const b of benchmarks) b.samples.push(timed(b.pass, b.reps) / (b.reps * b.items));
  }
  for (const b of benchmarks) {
    b.ns = median(b.samples);
    b.spread = (Math.max(...b.samples) - Math.min(...b.samples)) / b.ns;
  }
}

// ---- What is measured -------------------------------------------------------

// style12, a line at a time: the record carries its FEN.
bench('style12 parseStyle12(line).fen', () => {
  let acc = 0;
  for (let k = 0; k < lines.length; k++) {
    const r = s12.parseStyle12(lines[k]);
    acc += r.fen.length + r.halfmoveClock;
  }
  return acc;
}, { items: lines.length, bytes: lineBytes });

// style12, the FEN alone.
bench('style12 toFen(line)', () => {
  let acc = 0;
  for (let k = 0; k < lines.length; k++) acc += s12.toFen(lines[k]).length;
  return acc;
}, { items: lines.length, bytes: lineBytes });

// The plain JavaScript parser, a line at a time, with its FEN.
bench('plain JS parse + FEN', () => {
  let acc = 0;
  for (let k = 0; k < lines.length; k++) {
    const r = plainJs.parseStyle12(lines[k]);
    acc += r.fen.length + r.halfmoveClock;
  }
  return acc;
}, { items: lines.length, bytes: lineBytes });

// style12 over a whole session buffer.
bench('bulk: split + parseStyle12', () => {
  let acc = 0;
  const parts = buffer.split('\n');
  for (let k = 0; k < parts.length; k++) {
    const line = parts[k];
    if (line.length === 0) continue;
    const r = s12.parseStyle12(line);
    acc += r.fen.length + r.halfmoveClock;
  }
  return acc;
}, { items: bufferLines, bytes: bufferBytes });

// 3b. The streaming API, once it exists. The adapter below counts what
// push() and end() hand back (an array or iterable of events, or a count);
// adjust it here if events arrive some other way.
const hasStream = typeof s12.createStream === 'function';
let streamEvents = null;
function streamPass() {
  let events = 0;
  const count = (out) => {
    if (out == null || typeof out === 'boolean') return;
    if (typeof out === 'number') events += out;
    else if (typeof out.length === 'number') events += out.length;
    else if (typeof out[Symbol.iterator] === 'function') for (const _ of out) events++;
  };
  const st = s12.createStream();
  count(st.push(buffer));
  count(st.end());
  return events;
}
if (hasStream) {
  streamEvents = streamPass();
  bench('bulk: createStream push + end', streamPass, { items: bufferLines, bytes: bufferBytes });
}

// The plain JavaScript parser over the same buffer.
bench('bulk: split + plain JS parse + FEN', () => {
  let acc = 0;
  const parts = buffer.split('\n');
  for (let k = 0; k < parts.length; k++) {
    const line = parts[k];
    if (line.length === 0) continue;
    const r = plainJs.parseStyle12(line);
    acc += r.fen.length + r.halfmoveClock;
  }
  return acc;
}, { items: bufferLines, bytes: bufferBytes });

// Checking a FEN: chess.js builds a position from it; style12 validates
// it (legality problems) or reads it into a Position.
bench('chess.js new Chess(fen)', () => {
  let acc = 0;
  for (let k = 0; k < fens.length; k++) acc += new Chess(fens[k]).moveNumber();
  return acc;
}, { items: fens.length, bytes: fenBytes, unit: 'FEN' });

bench('style12 validate(fen)', () => {
  let acc = 0;
  for (let k = 0; k < fens.length; k++) acc += s12.validate(fens[k]).problems.length + 1;
  return acc;
}, { items: fens.length, bytes: fenBytes, unit: 'FEN' });

bench('style12 parseFen(fen)', () => {
  let acc = 0;
  for (let k = 0; k < fens.length; k++) acc += s12.parseFen(fens[k]).fullmoveNumber;
  return acc;
}, { items: fens.length, bytes: fenBytes, unit: 'FEN' });

// ---- Run and report ---------------------------------------------------------

const started = now();
runAll();
const seconds = Number(now() - started) / 1e9;

const byName = Object.fromEntries(benchmarks.map((b) => [b.name, b]));
const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
const pad = (text, width, right = false) => (right ? text.padEnd(width) : text.padStart(width));

console.log(`style12 benchmark — Node ${process.version}, ${process.arch}`);
console.log(`corpus: ${lines.length} <12> lines (categories A, B, C), ${fmtInt(lineBytes)} bytes, ${fens.length} FENs`);
console.log(`session buffer: ${fmtInt(bufferLines)} lines, ${(bufferBytes / 1048576).toFixed(2)} MB`);
console.log(`plain JS parser: its FEN equals style12's on all ${lines.length} corpus lines`);
console.log(`chess.js accepts ${fens.length - chessJsRejects} of ${fens.length} corpus FENs`);
if (!hasStream) console.log('createStream: not in this build (bulk measured as split + parseStyle12)');
else console.log(`createStream: ${fmtInt(streamEvents)} events for ${fmtInt(bufferLines)} lines`);
console.log(`median of ${ROUNDS} samples of ~${SAMPLE_MS} ms each, after ${WARMUP_MS} ms of warm-up`);
console.log('');

const header = [pad('', 36, true), pad('ns/item', 9), pad('items/s', 12), pad('MB/s', 8), pad('item', 6), pad('spread', 8)];
console.log(header.join(' '));
console.log('-'.repeat(header.join(' ').length));
for (const b of benchmarks) {
  const perSecond = 1e9 / b.ns;
  const mbps = b.bytes === null ? '' : ((b.bytes / b.items) * perSecond / 1e6).toFixed(1);
  console.log([
    pad(b.name, 36, true),
    pad(b.ns.toFixed(0), 9),
    pad(fmtInt(perSecond), 12),
    pad(mbps, 8),
    pad(b.unit, 6),
    pad(`±${(b.spread * 50).toFixed(0)}%`, 8),
  ].join(' '));
}
console.log('');

// How `fast` compares with `slow` against the aim of being `aim` times as fast.
function ratioLine(label, fast, slow, aim) {
  const ratio = slow.ns / fast.ns;
  const needed = slow.ns / aim;
  let verdict;
  if (ratio >= aim) {
    verdict = `meets the aim of at least ${aim}x (${((ratio / aim - 1) * 100).toFixed(0)}% above it)`;
  } else {
    verdict = `short of the aim of at least ${aim}x by ${(aim - ratio).toFixed(2)}x: ` +
      `it needs ${needed.toFixed(0)} ns/line instead of ${fast.ns.toFixed(0)} ` +
      `(${((1 - needed / fast.ns) * 100).toFixed(0)}% less time per line)`;
  }
  console.log(`${label}: ${ratio.toFixed(2)}x — ${verdict}`);
}

console.log('ratios (plain JS time / style12 time):');
ratioLine('  per line, parseStyle12 with fen vs plain JS parse + FEN',
  byName['style12 parseStyle12(line).fen'], byName['plain JS parse + FEN'], PER_LINE_AIM);
ratioLine('  bulk, split + parseStyle12 vs split + plain JS         ',
  byName['bulk: split + parseStyle12'], byName['bulk: split + plain JS parse + FEN'], BULK_AIM);
if (hasStream) {
  ratioLine('  bulk, createStream vs split + plain JS                 ',
    byName['bulk: createStream push + end'], byName['bulk: split + plain JS parse + FEN'], BULK_AIM);
}
console.log('');
console.log(`(spread: half the range of the samples around the median; run took ${seconds.toFixed(1)} s; checksum ${sink})`);
