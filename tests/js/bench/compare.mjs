// Before and after a change, paired in one run: the package as it was (a
// checkout of an earlier commit, built with `npm run build`) and as it is,
// each row of `npm run bench:js` measured for both in the same rounds, so a
// slow moment of the machine slows both alike. Then the native benchmark of
// both checkouts (when each has `npm run bench`'s build), taking turns.
//
//   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build && npm run bench -- --benchmark_filter=none)
//   npm run bench:compare -- /tmp/before
//
// For each row: the ratio against the plain JavaScript reader before and
// after (what bench:js prints) and its change, and after's time against
// before's directly (below 1: faster now).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Chess as ChessopsChess } from 'chessops/chess';
import { parseFen as chessopsParseFen } from 'chessops/fen';
import * as plainJs from '../pure-js-style12.mjs';
import { Bench, median, pairedRatio } from './timing.mjs';
import { chunksOf, corpusLines, sessionBytes } from './inputs.mjs';
import * as readBefore from './read-record.mjs?before';
import * as readAfter from './read-record.mjs?after';
import * as readPlain from './read-record.mjs?plain';

const beforeDir = process.argv[2];
if (!beforeDir || !existsSync(resolve(beforeDir, 'dist/node.mjs'))) {
  console.error('usage: node tests/js/bench/compare.mjs <checkout of the earlier commit, built with npm run build>');
  process.exit(2);
}
const afterDir = new URL('../../../', import.meta.url).pathname;
const before = await (await import(pathToFileURL(resolve(beforeDir, 'dist/node.mjs')).href)).load();
const after = await (await import(new URL('dist/node.mjs', pathToFileURL(afterDir)).href)).load();

const lines = corpusLines();
const session = sessionBytes(4 * 1024 * 1024);
const chunks = chunksOf(session.bytes, 16 * 1024);
const decoder = new TextDecoder();
const fens = lines.map((line) => after.parseStyle12(line).fen);
const playable = fens.filter((fen) => {
  try {
    after.legalMoves(fen);
  } catch {
    return false;
  }
  return ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).isOk;
});
for (const line of lines) {
  if (before.parseStyle12(line).fen !== after.parseStyle12(line).fen) {
    console.error(`bench:compare: before and after give different FENs for\n  ${line}`);
    process.exit(1);
  }
}

const bench = new Bench({ warmupMs: 300, sampleMs: 150, rounds: 11 });
const side = (s12, read, name) => {
  const streamPass = (pick) => {
    const stream = s12.createStream();
    let acc = 0;
    const take = (events) => {
      for (const e of events) acc += pick(e);
    };
    for (const chunk of chunks) take(stream.push(chunk));
    take(stream.end());
    stream.free?.();
    return acc;
  };
  const perLine = { items: lines.length, unit: 'line' };
  return {
    parse: bench.add(`${name} parseStyle12(line).fen`, () => lines.reduce((acc, line) => acc + s12.parseStyle12(line).fen.length, 0), perLine),
    toFen: bench.add(`${name} toFen(line)`, () => lines.reduce((acc, line) => acc + s12.toFen(line).length, 0), perLine),
    streamAll: bench.add(`${name} stream, all fields`, () => streamPass((e) => (e.type === 'style12' ? read.readRecord(e.record) : read.readOtherEvent(e))),
      { items: 1, unit: 'pass' }),
    streamFen: bench.add(`${name} stream, fen only`, () => streamPass((e) => (e.type === 'style12' ? e.fen.length : 1)), { items: 1, unit: 'pass' }),
    legalMoves: bench.add(`${name} legalMoves(fen)`, () => playable.reduce((acc, fen) => acc + s12.legalMoves(fen).length, 0), { items: playable.length, unit: 'FEN' }),
    dests: bench.add(`${name} dests(fen)`, () => playable.reduce((acc, fen) => acc + s12.dests(fen).size, 0), { items: playable.length, unit: 'FEN' }),
  };
};
const plain = {
  line: bench.add('plain JS parse + FEN', () => lines.reduce((acc, line) => acc + plainJs.parseStyle12(line).fen.length, 0), { items: lines.length, unit: 'line' }),
  session: bench.add('decode + split + plain JS, all fields', () => {
    const boards = plainJs.readBoards(decoder.decode(session.bytes));
    let acc = 0;
    for (const board of boards) acc += readPlain.readRecord(board);
    return acc;
  }, { items: 1, unit: 'pass' }),
  dests: bench.add('chessops parseFen+fromSetup+allDests', () => playable.reduce(
    (acc, fen) => acc + ChessopsChess.fromSetup(chessopsParseFen(fen).unwrap()).unwrap().allDests().size, 0), { items: playable.length, unit: 'FEN' }),
};
const was = side(before, readBefore, 'before');
const now = side(after, readAfter, 'after');
await bench.run();

const against = { parse: plain.line, toFen: plain.line, streamAll: plain.session, streamFen: plain.session, legalMoves: plain.dests, dests: plain.dests };
console.log(`bench:compare — before ${resolve(beforeDir)}, after ${afterDir}; Node ${process.version}; median of 11 rounds, rows taking turns`);
console.log(`${''.padEnd(24)} ${'ratio before'.padStart(12)} ${'ratio after'.padStart(12)} ${'change'.padStart(8)} ${'after/before time'.padStart(18)}`);
for (const key of Object.keys(against)) {
  const r0 = pairedRatio(was[key], against[key]).median;
  const r1 = pairedRatio(now[key], against[key]).median;
  const direct = pairedRatio(was[key], now[key]).median;
  console.log(`${key.padEnd(24)} ${r0.toFixed(2).padStart(11)}× ${r1.toFixed(2).padStart(11)}× ${`${((r1 / r0 - 1) * 100).toFixed(1)}%`.padStart(8)} ${direct.toFixed(3).padStart(18)}`);
}

// The native benchmark of both checkouts, taking turns.
const binary = (dir) => resolve(dir, 'build/release/tests/bench/style12_bench');
if (!existsSync(binary(beforeDir)) || !existsSync(binary(afterDir))) {
  console.log('\nnative: not built in both checkouts (npm run bench builds it)');
} else {
  const runs = { before: {}, after: {} };
  for (let round = 0; round < 5; round++) {
    for (const [name, dir] of [['before', beforeDir], ['after', afterDir]]) {
      const run = spawnSync(binary(dir), ['--benchmark_filter=^(Parse|ParseAndFen/legal_ep:0|WireParse|StreamSession|StreamWireSession|LegalMoves)$',
        '--benchmark_format=json', '--benchmark_min_time=0.3'], { encoding: 'utf8', maxBuffer: 1 << 24 });
      if (run.status !== 0) throw new Error(`bench:compare: ${binary(dir)} failed: ${run.stderr}`);
      for (const b of JSON.parse(run.stdout).benchmarks) (runs[name][b.name] ??= []).push(b.cpu_time);
    }
  }
  console.log('\nnative (cpu time, median of 5 turns each):');
  for (const name of Object.keys(runs.after)) {
    const t0 = median(runs.before[name] ?? [NaN]);
    const t1 = median(runs.after[name]);
    console.log(`  ${name.padEnd(28)} before ${t0.toFixed(0).padStart(10)} ns  after ${t1.toFixed(0).padStart(10)} ns  ${`${((t1 / t0 - 1) * 100).toFixed(1)}%`.padStart(7)}`);
  }
}
console.log(`(checksum ${bench.sink})`);
