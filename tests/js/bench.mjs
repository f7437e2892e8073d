// Speed of the style12 package from JavaScript, each figure beside a plain
// JavaScript reader doing the same work, measured in the same run:
//
//   1. parseStyle12(line) with its fen read, against the plain reader's
//      parse + FEN of the same line (aim: at least 3 times as fast);
//   2. toFen(line), against the same (aim: 5 times);
//   3. createStream() push + end over raw session bytes, every field of
//      every board read and the other events touched, against splitting the
//      same bytes into lines and the plain reader on each board line (aim: 2);
//   4. the same stream reading only the FEN of each board (aim: 4);
//
// rows 1 and 2 on the board lines of the corpus and on lines mixing 33
// fields (FICS, with the lag field) with 31 or 32 (ICC, older servers);
// rows 3 and 4 in 16 KiB chunks, as a socket or file read delivers them, and
// as one buffer. Then FEN checking: chess.js beside style12.
//
//   node tests/js/bench.mjs        (npm run bench:js)
//
// Only the package's public API is used. The plain reader must give the
// FEN style12 gives on every line it is timed on, or the benchmark stops.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Chess } from 'chess.js';
import { Chess as ChessopsChess } from 'chessops/chess';
import { parseFen as chessopsParseFen } from 'chessops/fen';
import { load } from 'style12';
import * as plainJs from './pure-js-style12.mjs';
import { Bench, pairedRatio } from './bench/timing.mjs';
import { chunksOf, corpusLines, fieldCount, lineEnds, mixedLagLines, sessionBytes } from './bench/inputs.mjs';
// The same reader twice, so each side has its own copy (see the module).
import * as readStyle12 from './bench/read-record.mjs?style12';
import * as readPlain from './bench/read-record.mjs?plain';

const WARMUP_MS = 300;
const SAMPLE_MS = 150;
const ROUNDS = 11;
const SESSION_BYTES = 4 * 1024 * 1024;
const CHUNK_BYTES = 16 * 1024;
const AIMS = { parse: 3, toFen: 5, streamAll: 2, streamFen: 4, legalMoves: 1.5, perftVsNative: 2.5 };

// style12's own module: what a page downloads with load().
const s12 = await load();

// ---- Inputs -----------------------------------------------------------------

const lines = corpusLines();
const mixed = mixedLagLines(lines);
const session = sessionBytes(SESSION_BYTES);
const sessionChunks = chunksOf(session.bytes, CHUNK_BYTES);
const sessionWhole = [session.bytes];
const ends = lineEnds(session.bytes.subarray(0, session.copyBytes));
const fens = lines.map((line) => s12.parseStyle12(line).fen);
const byteLength = (strings) => strings.reduce((n, s) => n + Buffer.byteLength(s), 0);
const decoder = new TextDecoder();

// ---- Streams: what push() and end() hand back --------------------------------

const NO_EVENTS = [];
// An array of events today; any iterable, or nothing, is taken as well.
function eventsOf(out) {
  if (out === null || typeof out !== 'object') return NO_EVENTS;
  return Array.isArray(out) ? out : Array.from(out);
}

function streamPass(chunks, read) {
  const stream = s12.createStream();
  let acc = 0;
  for (let i = 0; i < chunks.length; i++) acc += read(eventsOf(stream.push(chunks[i])));
  acc += read(eventsOf(stream.end()));
  stream.free?.();
  return acc;
}

// Every field of every board, the fields of every other event.
function readEverything(events) {
  let acc = 0;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'style12') acc += readStyle12.readRecord(e.record) + e.line + (e.gameId === null ? 0 : e.gameId);
    else acc += readStyle12.readOtherEvent(e);
  }
  return acc;
}

// The FEN of every board as the stream gives it (event.fen: the board with
// its game's pockets; a reader that wants only FENs reads this and never
// makes the stream build a record); the other events only counted.
function readFens(events) {
  let acc = 0;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    acc += e.type === 'style12' ? e.fen.length : 1;
  }
  return acc;
}

// All the events of a session, for the checks below.
function collect(chunks) {
  const stream = s12.createStream();
  const events = [];
  for (const chunk of chunks) events.push(...eventsOf(stream.push(chunk)));
  events.push(...eventsOf(stream.end()));
  const games = stream.games().length;
  stream.free?.();
  return { events, games };
}

// ---- The plain reader agrees with style12 -----------------------------------

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

function checkLines(name, input) {
  let mismatches = 0;
  for (const line of input) {
    const style12 = s12.parseStyle12(line).fen;
    const fen = plainJs.parseStyle12(line).fen;
    if (fen !== style12 || fen !== s12.toFen(line)) {
      if (++mismatches <= 5) console.error(`FEN mismatch on a ${name} line:\n  line:     ${line}\n  style12:  ${style12}\n  plain JS: ${fen}`);
    }
  }
  if (mismatches > 0) fail(`the plain reader disagrees with style12 on ${mismatches} FEN(s) of the ${name} lines; fix it before comparing speeds`);
}
checkLines('corpus', lines);
checkLines('mixed', mixed.lines);

// Checked in a function of its own: what the checks hold (every event of
// two passes, every board of the plain reader) is garbage before any row is
// timed, instead of a heap that every garbage collection of every row
// would go through again.
function checkSession() {
  const sessionText = decoder.decode(session.bytes);
  const plainBoards = plainJs.readBoards(sessionText);
  const plainLines = sessionText.split(/[\r\n]+/).filter((line) => line.length > 0).length;
  const chunked = collect(sessionChunks);
  const whole = collect(sessionWhole);
  const counts = {};
  for (const e of chunked.events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  const streamBoards = chunked.events.filter((e) => e.type === 'style12');
  const cutShort = streamBoards.filter((e) => e.record.truncated).length;
  const wholeBoards = whole.events.filter((e) => e.type === 'style12').length;

  {
    const streamFens = streamBoards.filter((e) => !e.record.truncated).map((e) => e.record.fen);
    let mismatches = Math.abs(streamFens.length - plainBoards.length);
    for (let k = 0; k < Math.min(streamFens.length, plainBoards.length); k++) {
      if (streamFens[k] !== plainBoards[k].fen) {
        if (++mismatches <= 5) console.error(`FEN mismatch on session board ${k}:\n  style12:  ${streamFens[k]}\n  plain JS: ${plainBoards[k].fen}`);
      }
    }
    if (mismatches > 0) {
      fail(`the plain reader and the stream disagree on the session: ${plainBoards.length} boards against ` +
        `${streamFens.length} whole boards from the stream, ${mismatches} difference(s); fix it before comparing speeds`);
    }
  }
  const oddities = [];
  if (chunked.events.length !== whole.events.length || streamBoards.length !== wholeBoards) {
    oddities.push(`the stream gave ${chunked.events.length} events (${streamBoards.length} boards) in ${CHUNK_BYTES / 1024} KiB chunks ` +
      `but ${whole.events.length} (${wholeBoards} boards) from one buffer`);
  } else {
    for (let k = 0; k < whole.events.length; k++) {
      const a = chunked.events[k];
      const b = whole.events[k];
      if (a.type !== b.type || a.line !== b.line || (a.type === 'style12' && a.record.fen !== b.record.fen)) {
        oddities.push(`event ${k} differs between chunks (${a.type}, line ${a.line}) and one buffer (${b.type}, line ${b.line})`);
        break;
      }
    }
  }
  return {
    counts, cutShort, wholeBoards, oddities, games: chunked.games, plainLines,
    streamBoards: streamBoards.length, plainBoards: plainBoards.length,
  };
}
const checked = checkSession();
const { counts, cutShort, oddities, plainLines } = checked;

let chessJsRejects = 0;
for (const fen of fens) {
  try {
    new Chess(fen);
  } catch {
    chessJsRejects++;
  }
}

// ---- What is measured -------------------------------------------------------

const bench = new Bench({ warmupMs: WARMUP_MS, sampleMs: SAMPLE_MS, rounds: ROUNDS });
const rows = {};

function perLineRows(key, title, input) {
  const opts = { items: input.length, bytes: byteLength(input), section: title };
  rows[`${key}.parse`] = bench.add('style12 parseStyle12(line).fen', () => {
    let acc = 0;
    for (let k = 0; k < input.length; k++) acc += s12.parseStyle12(input[k]).fen.length;
    return acc;
  }, opts);
  rows[`${key}.toFen`] = bench.add('style12 toFen(line)', () => {
    let acc = 0;
    for (let k = 0; k < input.length; k++) acc += s12.toFen(input[k]).length;
    return acc;
  }, opts);
  rows[`${key}.plain`] = bench.add('plain JS parse + FEN', () => {
    let acc = 0;
    for (let k = 0; k < input.length; k++) acc += plainJs.parseStyle12(input[k]).fen.length;
    return acc;
  }, opts);
}
perLineRows('corpus', `per line: the ${lines.length} corpus lines`, lines);
perLineRows('mixed', `per line: ${mixed.lines.length} lines, with and without the lag field in turn`, mixed.lines);

{
  const opts = { items: checked.streamBoards, bytes: session.bytes.length, unit: 'board', section: 'raw session bytes (figures per board line)' };
  const kib = `${CHUNK_BYTES / 1024} KiB`;
  rows.streamAllChunks = bench.add(`stream, all fields, ${kib} chunks`, () => streamPass(sessionChunks, readEverything), opts);
  rows.streamAllWhole = bench.add('stream, all fields, one buffer', () => streamPass(sessionWhole, readEverything), opts);
  rows.streamFenChunks = bench.add(`stream, fen only, ${kib} chunks`, () => streamPass(sessionChunks, readFens), opts);
  rows.streamFenWhole = bench.add('stream, fen only, one buffer', () => streamPass(sessionWhole, readFens), opts);
  rows.plainSession = bench.add('decode + split + plain JS, all fields', () => {
    const boards = plainJs.readBoards(decoder.decode(session.bytes));
    let acc = 0;
    for (let k = 0; k < boards.length; k++) acc += readPlain.readRecord(boards[k]);
    return acc;
  }, opts);
}

{
  const opts = { items: fens.length, bytes: byteLength(fens), unit: 'FEN', section: 'checking a FEN (corpus FENs)' };
  bench.add('chess.js new Chess(fen)', () => {
    let acc = 0;
    for (let k = 0; k < fens.length; k++) acc += new Chess(fens[k]).moveNumber();
    return acc;
  }, opts);
  bench.add('style12 validate(fen)', () => {
    let acc = 0;
    for (let k = 0; k < fens.length; k++) acc += s12.validate(fens[k]).problems.length + 1;
    return acc;
  }, opts);
  bench.add('style12 parseFen(fen)', () => {
    let acc = 0;
    for (let k = 0; k < fens.length; k++) acc += s12.parseFen(fens[k]).fullmoveNumber;
    return acc;
  }, opts);
}

// The rules: legal moves from a FEN, style12 beside chessops, on the corpus
// FENs both accept as playable chess.
const playable = fens.filter((fen) => {
  try {
    s12.legalMoves(fen);
  } catch {
    return false;
  }
  return ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).isOk;
});
{
  const opts = { items: playable.length, bytes: byteLength(playable), unit: 'FEN', section: `legal moves (${playable.length} playable corpus FENs)` };
  rows.chessopsDests = bench.add('chessops parseFen+fromSetup+allDests', () => {
    let acc = 0;
    for (let k = 0; k < playable.length; k++) {
      acc += ChessopsChess.fromSetup(chessopsParseFen(playable[k]).unwrap()).unwrap().allDests().size;
    }
    return acc;
  }, opts);
  rows.legalMoves = bench.add('style12 legalMoves(fen), with SAN', () => {
    let acc = 0;
    for (let k = 0; k < playable.length; k++) acc += s12.legalMoves(playable[k]).length;
    return acc;
  }, opts);
  rows.dests = bench.add('style12 dests(fen)', () => {
    let acc = 0;
    for (let k = 0; k < playable.length; k++) acc += s12.dests(playable[k]).size;
    return acc;
  }, opts);
}
const PERFT_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
rows.perft = bench.add('style12 perft(start, 4) in wasm', () => s12.perft(PERFT_START, 4),
  { items: 197281, bytes: null, unit: 'node', section: 'perft (leaves counted in bulk at the last ply)' });

// Native perft from the C++ benchmark, when it is built (npm run bench).
function nativePerft() {
  const binary = new URL('../../build/release/tests/bench/style12_bench', import.meta.url);
  if (!existsSync(binary)) return null;
  const run = spawnSync(binary.pathname, ['--benchmark_filter=^Perft/position:0$', '--benchmark_format=json',
    '--benchmark_repetitions=3', '--benchmark_report_aggregates_only=true'], { encoding: 'utf8' });
  if (run.status !== 0) return null;
  const median = JSON.parse(run.stdout).benchmarks.find((b) => b.aggregate_name === 'median');
  return median ? median.nodes_per_second : null;
}

// ---- Run and report ---------------------------------------------------------

await bench.run();

const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
const pad = (text, width, left = false) => (left ? text.padEnd(width) : text.padStart(width));

console.log(`style12 benchmark — Node ${process.version}, ${process.arch}`);
console.log(`corpus: ${lines.length} <12> lines (categories A, B, C), ${fmtInt(byteLength(lines))} bytes; ` +
  `${lines.filter((l) => fieldCount(l) >= 33).length} with the lag field, ${lines.filter((l) => fieldCount(l) < 33).length} without`);
console.log(`mixed: ${mixed.lines.length} lines, ${mixed.withLag} with the lag field (33 fields), ${mixed.withoutLag} without ` +
  `(31/32 fields: ${mixed.received} as received, ${mixed.dropped} with it dropped), taking turns`);
console.log(`session: ${fmtInt(session.bytes.length)} bytes = ${session.copies} x the ${session.files} transcripts ` +
  `(${fmtInt(session.copyBytes)} bytes; line ends per copy: ${ends.lfcr} LF CR, ${ends.crlf} CR LF, ${ends.lf} LF, ${ends.cr} CR); ` +
  `${sessionChunks.length} chunks of ${CHUNK_BYTES / 1024} KiB, or one buffer`);
console.log(`  stream: ${fmtInt(checked.streamBoards)} board lines (${fmtInt(cutShort)} cut short), ` +
  `${fmtInt(counts.holdings ?? 0)} <b1>, ${fmtInt(counts.gameEnd ?? 0)} game ends, ${fmtInt(counts.text ?? 0)} other lines, ` +
  `${fmtInt(counts.error ?? 0)} errors; ${fmtInt(checked.games)} games`);
console.log(`  plain reader: ${fmtInt(plainLines)} non-blank lines, ${fmtInt(checked.plainBoards)} boards read, every other line skipped`);
console.log(`plain reader: its FEN equals style12's on all ${lines.length} corpus lines, ${mixed.lines.length} mixed lines ` +
  `and ${fmtInt(checked.plainBoards)} session boards (the stream's ${fmtInt(cutShort)} cut-short boards it skips)`);
console.log(`chess.js accepts ${fens.length - chessJsRejects} of ${fens.length} corpus FENs`);
const probe = s12.createStream();
console.log(`streams: ${typeof probe.free === 'function' ? 'freed with free() after each pass' : 'no free() in this build; left to finalizers'}`);
probe.free?.();
console.log(`median of ${ROUNDS} samples of ~${SAMPLE_MS} ms each, after ${WARMUP_MS} ms of warm-up; rows take turns`);
console.log('');

const header = [pad('', 40, true), pad('ns/item', 9), pad('items/s', 12), pad('MB/s', 8), pad('item', 6), pad('spread', 7)].join(' ');
console.log(header);
let section = null;
for (const row of bench.rows) {
  if (row.section !== section) {
    section = row.section;
    console.log(`-- ${section} `.padEnd(header.length, '-'));
  }
  const perSecond = 1e9 / row.ns;
  const mbps = row.bytes === null ? '' : (((row.bytes / row.items) * perSecond) / 1e6).toFixed(1);
  console.log([
    pad(row.name, 40, true),
    pad(row.ns.toFixed(0), 9),
    pad(fmtInt(perSecond), 12),
    pad(mbps, 8),
    pad(row.unit, 6),
    pad(`±${(row.spread * 100).toFixed(0)}%`, 7),
  ].join(' '));
}
console.log('');

// How much faster `fast` is than `slow`, against the aim.
function verdict(label, fast, slow, aim) {
  const { median: ratio, low, high } = pairedRatio(fast, slow);
  let text;
  if (ratio >= aim) {
    text = `meets the aim of ≥${aim}×`;
  } else {
    const needed = (fast.ns * ratio) / aim;
    text = `short by ${(aim - ratio).toFixed(2)}× of the aim of ≥${aim}×: it needs ${needed.toFixed(0)} ns/${fast.unit} ` +
      `instead of ${fast.ns.toFixed(0)} (${((1 - needed / fast.ns) * 100).toFixed(0)}% less time)`;
  }
  console.log(`  ${label.padEnd(52)} ${ratio.toFixed(2).padStart(5)}×  (rounds ${low.toFixed(2)}-${high.toFixed(2)}) ${text}`);
}

console.log('ratios (plain JavaScript time / style12 time, the median of the rounds\' own ratios):');
verdict('1. parseStyle12 + fen, corpus lines', rows['corpus.parse'], rows['corpus.plain'], AIMS.parse);
verdict('1. parseStyle12 + fen, mixed lag lines', rows['mixed.parse'], rows['mixed.plain'], AIMS.parse);
verdict('2. toFen, corpus lines', rows['corpus.toFen'], rows['corpus.plain'], AIMS.toFen);
verdict('2. toFen, mixed lag lines', rows['mixed.toFen'], rows['mixed.plain'], AIMS.toFen);
verdict(`3. stream, all fields, ${CHUNK_BYTES / 1024} KiB chunks`, rows.streamAllChunks, rows.plainSession, AIMS.streamAll);
verdict('3. stream, all fields, one buffer', rows.streamAllWhole, rows.plainSession, AIMS.streamAll);
verdict(`4. stream, fen only, ${CHUNK_BYTES / 1024} KiB chunks`, rows.streamFenChunks, rows.plainSession, AIMS.streamFen);
verdict('4. stream, fen only, one buffer', rows.streamFenWhole, rows.plainSession, AIMS.streamFen);
verdict('5. legalMoves (with SAN) vs chessops allDests', rows.legalMoves, rows.chessopsDests, AIMS.legalMoves);
verdict('5. dests vs chessops allDests', rows.dests, rows.chessopsDests, AIMS.legalMoves);
const native = nativePerft();
const wasmRate = 1e9 / rows.perft.ns;
if (native === null) {
  console.log('  6. perft: native benchmark not built (npm run bench builds it); wasm ' +
    `${(wasmRate / 1e6).toFixed(1)} M nodes/s`);
} else {
  const slower = native / wasmRate;
  console.log(`  ${'6. perft, start position: native / wasm'.padEnd(52)} ${slower.toFixed(2).padStart(5)}×  ` +
    `native ${(native / 1e6).toFixed(1)} M nodes/s, wasm ${(wasmRate / 1e6).toFixed(1)} M nodes/s; ` +
    (slower <= AIMS.perftVsNative ? `meets the aim of ≤${AIMS.perftVsNative}×` : `misses the aim of ≤${AIMS.perftVsNative}×`));
}
console.log('');
for (const odd of oddities) console.log(`odd: ${odd}`);
console.log(`(spread: half the range of the samples, against the median; run took ${bench.seconds.toFixed(1)} s; checksum ${bench.sink})`);
