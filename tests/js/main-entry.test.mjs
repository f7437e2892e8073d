// style12: the main entry, a standalone module of its own (no Emscripten
// glue) with every function but the descriptions; style12/full has those
// too, through the glue. The two must give the same answers: every
// transcript's events, games, PGN and BPGN, and the rules, compared here.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { load } from 'style12';
import * as full from 'style12/full';
import { G107_LINES } from './support.mjs';

const require = createRequire(import.meta.url);
const s12 = await load();
const everything = await full.load();

const MAIN = ['parseStyle12', 'tryParseStyle12', 'parseHoldings', 'toFen', 'formatHoldings', 'parseFen', 'validate',
  'formatStyle12', 'encodeStyle12', 'clockAt', 'createStream', 'legalMoves', 'dests', 'perft', 'san', 'parseSan', 'play',
  'inCheck', 'createTimeseal', 'toChessground', 'transformStream', 'events', 'variants', 'connect', 'readCapture', 'isCapture',
  'Style12Error'];
const FULL_ONLY = ['describeStyle12', 'describeHoldings'];

const dir = new URL('../fixtures/transcripts/', import.meta.url);
const transcripts = readdirSync(dir).filter((n) => n.endsWith('.fics')).sort();

// Everything a stream gives for the bytes, read as a user reads it.
function session(module, bytes) {
  const stream = module.createStream();
  const events = [...stream.push(bytes), ...stream.end()];
  const games = stream.games();
  const pgn = stream.pgn();
  const each = games.map((g) => stream.pgn(g.id));
  const bpgn = games.filter((g) => g.partnerId !== null).map((g) => stream.bpgn(g.id));
  stream.free();
  // Errors are compared by their data: the two entries have a Style12Error class each.
  return JSON.parse(JSON.stringify({ events, games, pgn, each, bpgn }));
}

describe('style12 (the main entry)', () => {
  test('resolves to its own entries and loads a module of its own, not style12/full\'s', async () => {
    if (typeof import.meta.resolve === 'function') assert.ok(import.meta.resolve('style12').endsWith('/dist/node.mjs'));
    assert.ok(Object.isFrozen(s12));
    assert.deepEqual(Object.keys(s12).sort(), [...MAIN].sort());
    assert.equal(await load(), s12);
    assert.notEqual(s12, everything);
    const cjs = await require('style12').load();
    assert.deepEqual(Object.keys(cjs).sort(), [...MAIN].sort());
  });

  test('leaves out what style12/full adds, which style12/full has', () => {
    for (const name of FULL_ONLY) {
      assert.equal(s12[name], undefined, name);
      assert.equal(typeof everything[name], 'function', name);
    }
    for (const name of MAIN) assert.notEqual(everything[name], undefined, name);
  });

  test('an error from any entry is a Style12Error to every entry', async () => {
    const core = await import('style12/core');
    const { Style12Error: CjsError } = require('style12/full');
    const errors = [s12, everything, await core.load()].map((module) => {
      try {
        module.parseStyle12('<12> x');
      } catch (error) {
        return error;
      }
      return null;
    });
    for (const error of errors) {
      for (const Class of [s12.Style12Error, full.Style12Error, core.Style12Error, CjsError]) {
        assert.ok(error instanceof Class, `${error} is a ${Class.name}`);
      }
      assert.ok(error instanceof Error);
      assert.equal(error.code, 'BAD_BOARD_SIZE');
    }
    assert.notEqual(s12.Style12Error, everything.Style12Error, 'each entry has its own copy of the class');
    assert.ok(!(new Error('x') instanceof s12.Style12Error));
    assert.ok(!(null instanceof s12.Style12Error) && !({ code: 'BAD_NUMBER' } instanceof s12.Style12Error));
    // A subclass of it is tested as any class is.
    class Mine extends s12.Style12Error {}
    const mine = new Mine({ code: 'BAD_NUMBER', message: 'mine' });
    assert.ok(mine instanceof Mine && mine instanceof s12.Style12Error && mine instanceof everything.Style12Error);
    assert.ok(!(errors[0] instanceof Mine));
  });

  test('its .wasm imports only the three functions the package\'s loader gives it', () => {
    const module = new WebAssembly.Module(readFileSync(new URL('../../dist/style12.wasm', import.meta.url)));
    const imports = WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`).sort();
    assert.deepEqual(imports, ['env.emscripten_notify_memory_growth', 'env.s12_out_of_memory', 'wasi_snapshot_preview1.proc_exit']);
  });

  for (const name of transcripts) {
    test(`${name}: the same events, games, PGN and BPGN as style12/full`, () => {
      const bytes = readFileSync(new URL(name, dir));
      const mine = session(s12, bytes);
      assert.ok(mine.events.length > 0 && mine.pgn.length > 0, 'the transcript gives events and games');
      assert.deepEqual(mine, session(everything, bytes));
    });
  }

  test('the transcripts have bughouse matches, so BPGN was compared', () => {
    const bughouse = transcripts.map((name) => session(s12, readFileSync(new URL(name, dir)))).flatMap((s) => s.bpgn);
    assert.ok(bughouse.filter((text) => /\[Variant "bughouse"\]/i.test(text)).length >= 2, bughouse.join('\n'));
  });

  test('PGN with text beyond ASCII comes back whole', () => {
    const stream = s12.createStream({ site: 'Schachklub Köln ♞' });
    stream.push(`${G107_LINES.join('\n')}\n`);
    const pgn = stream.pgn();
    stream.free();
    assert.match(pgn, /\[Site "Schachklub Köln ♞"\]/);
  });

  test('gives the rules, the lines it writes and timeseal as style12/full does', () => {
    const fens = [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
      'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
      '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1',
      'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Nn] w KQkq - 2 3',
    ];
    for (const fen of fens) {
      const variant = fen.includes('[') ? 'crazyhouse' : 'chess';
      assert.deepEqual(s12.dests(fen, { variant }), everything.dests(fen, { variant }), fen);
      assert.equal(s12.inCheck(fen, { variant }), everything.inCheck(fen, { variant }), fen);
      assert.deepEqual(s12.legalMoves(fen, { variant }), everything.legalMoves(fen, { variant }), fen);
      assert.equal(s12.perft(fen, 2, { variant }), everything.perft(fen, 2, { variant }), fen);
      assert.deepEqual(s12.toChessground(fen, { variant }), everything.toChessground(fen, { variant }), fen);
      assert.deepEqual(s12.validate(fen, { variant }), everything.validate(fen, { variant }), fen);
      assert.equal(s12.encodeStyle12(fen), everything.encodeStyle12(fen), fen);
    }
    assert.equal(s12.inCheck(fens[2]), true);
    assert.equal(s12.play(fens[0], 'Nf3'), everything.play(fens[0], 'g1f3'));
    assert.equal(s12.san(fens[0], 'g1f3'), 'Nf3');
    const record = s12.parseStyle12(G107_LINES[3]);
    assert.equal(s12.formatStyle12(record), everything.formatStyle12(record));
    assert.deepEqual(s12.toChessground(record), everything.toChessground(record));
    const now = () => 1234567;
    const [mine, theirs] = [s12.createTimeseal({ now }), everything.createTimeseal({ now })];
    assert.equal(mine.hello, theirs.hello);
    assert.deepEqual(mine.encode('observe 1'), theirs.encode('observe 1'));
  });

  test('a position no game can go on from is UNPLAYABLE_POSITION with its problems', () => {
    const fen = 'k7/8/8/8/8/8/8/R6K w - - 0 1';
    assert.throws(() => s12.dests(fen), { code: 'UNPLAYABLE_POSITION', problems: ['OPPOSITE_CHECK'] });
    assert.throws(() => s12.inCheck('8/8/8/8/8/8/8/8 w - - 0 1'), { code: 'UNPLAYABLE_POSITION' });
    assert.throws(() => s12.dests('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'nonesuch' }), { code: 'BAD_VARIANT' });
  });
});
