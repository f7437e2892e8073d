// What a careless caller gets: a TypeError for a value of the wrong type,
// or a Style12Error with one documented code a kind of misuse, and never a
// whole input quoted back in a message.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from 'style12/full';
import { load as loadCore } from 'style12/core';
import { G107_LINES } from './support.mjs';

const s12 = await load();
const core = await loadCore();
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const HUGE = 'x'.repeat(10 * 1024 * 1024);

describe('option values', () => {
  // Names every object inherits, and values that only convert to a word.
  const inherited = ['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf'];
  for (const [name, values] of [
    ['timeUnit', [...inherited, ['seconds'], ['milliseconds'], { toString: () => 'seconds' }]],
    ['enPassant', [...inherited, ['legal']]],
    ['castling', [...inherited, ['shredder']]],
  ]) {
    test(`${name}: only its own words, not ${values.length} look-alikes`, () => {
      for (const value of values) {
        const calls = name === 'timeUnit'
          ? [() => s12.parseStyle12(G107_LINES[3], { timeUnit: value }), () => core.tryParseStyle12(G107_LINES[3], { timeUnit: value }),
            () => s12.createStream({ timeUnit: value })]
          : [() => s12.toFen(G107_LINES[3], { [name]: value }), () => core.toFen(G107_LINES[3], { [name]: value }),
            () => s12.createStream({ [name]: value })];
        for (const call of calls) {
          assert.throws(call, { name: 'Style12Error', code: 'BAD_OPTION', fieldName: name }, `${name}: ${String(value)}`);
        }
      }
    });
  }

  test('the words themselves still work', () => {
    assert.equal(s12.parseStyle12(G107_LINES[3], { timeUnit: 'seconds' }).whiteTimeMs, 297338000);
    assert.equal(s12.toFen(G107_LINES[3], { enPassant: 'legal', castling: 'shredder' }),
      'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b HAha - 0 2');
  });
});

describe('messages', () => {
  const short = (call) => {
    let error = null;
    try {
      call();
    } catch (caught) {
      error = caught;
    }
    assert.ok(error instanceof s12.Style12Error, `expected a Style12Error, got ${error}`);
    assert.ok(error.message.length < 300, `a message of ${error.message.length} characters: ${error.message.slice(0, 120)}...`);
    return error;
  };

  test('quote at most 40 characters of a 10 MB input', () => {
    assert.match(short(() => s12.san(START, HUGE)).message, /^'x{40}\.\.\.' is not a move in UCI form/);
    assert.match(short(() => s12.parseSan(START, HUGE)).message, /^'x{40}\.\.\.' is not a move in SAN/);
    assert.match(short(() => s12.san(START, `e2e4${HUGE}`)).message, /'e2e4x{36}\.\.\.'/);
    assert.match(short(() => s12.legalMoves(START, { variant: HUGE })).message, /^variant: found 'x{40}\.\.\.', expected/);
    assert.match(short(() => s12.parseStyle12(G107_LINES[3], { timeUnit: HUGE })).message, /^timeUnit: found 'x{40}\.\.\.', expected 'auto', 'seconds' or 'milliseconds'$/);
    assert.match(short(() => s12.toFen(G107_LINES[3], { enPassant: HUGE })).message, /^enPassant: found 'x{40}\.\.\.'/);
    assert.match(short(() => s12.createStream({ date: HUGE })).message, /^date: found 'x{40}\.\.\.'/);
    short(() => s12.parseStyle12(`<12> ${HUGE}`));
    short(() => s12.parseFen(HUGE));
  });

  test('escape control characters', () => {
    assert.match(short(() => s12.parseSan(START, 'N\x1b[31mf3')).message, /^'N\\x1b\[31mf3' is not a move in SAN/);
    assert.match(short(() => s12.toFen(G107_LINES[3], { castling: 'a\nb' })).message, /found 'a\\x0ab'/);
  });
});

describe('misuse codes', () => {
  test('perft: a depth out of range is BAD_ARGUMENT, a depth of the wrong type a TypeError', () => {
    assert.throws(() => s12.perft(START, 2.5), { name: 'Style12Error', code: 'BAD_ARGUMENT', fieldName: 'depth' });
    assert.throws(() => s12.perft(START, 2n), TypeError);
  });

  test('a freed stream: STREAM_FREED from every call', () => {
    const stream = s12.createStream();
    stream.free();
    for (const call of [() => stream.push('x'), () => stream.end(), () => stream.flush(), () => stream.games(), () => stream.pgn(),
      () => stream.bpgn(1)]) {
      assert.throws(call, { name: 'Style12Error', code: 'STREAM_FREED', message: 'the stream was freed' });
    }
  });
});

describe('describeStyle12', () => {
  test('reads lines up to the stream\'s limit, 64 KiB, and no longer', () => {
    const line = G107_LINES[3];
    const long = `${line} ${'0 '.repeat(40_000)}`;
    for (const d of [s12.describeStyle12(long), s12.describeHoldings(`<b1> game 1 white [${'P'.repeat(70_000)}] black []`)]) {
      assert.equal(d.ok, false);
      assert.equal(d.error.code, 'LINE_TOO_LONG');
      assert.equal(d.error.column, 65536);
      assert.deepEqual(d.fields, []);
    }
    const atLimit = `${line} ${'x'.repeat(65536 - line.length - 1)}`;
    assert.equal(s12.describeStyle12(atLimit).fields.at(-1).text.length, 65536 - line.length - 1);
  });
});
