// How clocks are read: 'auto' takes milliseconds when the time-taken field
// has a fraction (FICS with its ms ivariable), seconds otherwise; an
// explicit timeUnit overrides it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from 'style12';
import { G107_LINES } from './support.mjs';

const s12 = await load();

// pychess, live FICS: 2.g4, which took 2.662 s.
const MS_LINE = G107_LINES[3];
// The start of the same game: a fraction of zeros still says milliseconds.
const MS_START = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 107 gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0';
// ictk: White's flag has fallen, 917 ms past zero.
const NEGATIVE_MS = '<12> -------- -------- -------- ----n--p ---kp--- -----p-- -----K-- -------- W -1 0 0 0 0 2 32 mrbishop Hindoo 0 5 0 0 6 -917 13512 62 N/c6-e5 (0:02.211) Ne5 0 1 0';
// FICS help example: seconds.
const FICS_HELP = '<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 0 7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0';
// macbeth: one second past zero, in seconds.
const NEGATIVE_S = '<12> r------- pppbq--- -----r-k ----b--- -PB-Pp-- P------p --PQ--PN ----RRK- W -1 0 0 0 0 0 181 Danimateit WhatKnight 0 2 6 30 30 -1 89 26 P/g4-h3 (0:06) gxh3 0 1 0';
// The doc example extended to 33 fields: lag is always in milliseconds.
const DOC_33 = `${FICS_HELP} 1 123`;

describe('timeUnit auto', () => {
  test('reads milliseconds when the move time has a fraction', () => {
    const record = s12.parseStyle12(MS_LINE);
    assert.equal(record.timeUnit, 'milliseconds');
    assert.equal(record.whiteTime, 297338);
    assert.equal(record.whiteTimeMs, record.whiteTime);
    assert.equal(record.blackTimeMs, 300000);
    assert.equal(record.lastMoveTimeMs, 2662);
  });

  test('reads milliseconds when the fraction is zero', () => {
    const record = s12.parseStyle12(MS_START);
    assert.equal(record.timeUnit, 'milliseconds');
    assert.equal(record.whiteTimeMs, 300000);
    assert.equal(record.lastMoveTimeMs, 0);
  });

  test('reads seconds when the move time has no fraction', () => {
    const record = s12.parseStyle12(FICS_HELP);
    assert.equal(record.timeUnit, 'seconds');
    assert.equal(record.whiteTime, 119);
    assert.equal(record.whiteTimeMs, record.whiteTime * 1000);
    assert.equal(record.blackTimeMs, 122000);
    assert.equal(record.lastMoveTimeMs, 6000);
  });

  test('keeps negative clocks negative in either unit', () => {
    const ms = s12.parseStyle12(NEGATIVE_MS);
    assert.equal(ms.timeUnit, 'milliseconds');
    assert.equal(ms.whiteTime, -917);
    assert.equal(ms.whiteTimeMs, -917);
    assert.equal(ms.blackTimeMs, 13512);
    const seconds = s12.parseStyle12(NEGATIVE_S);
    assert.equal(seconds.timeUnit, 'seconds');
    assert.equal(seconds.whiteTime, -1);
    assert.equal(seconds.whiteTimeMs, -1000);
  });

  test('reads an hours move time with a fraction as milliseconds', () => {
    const record = s12.parseStyle12(FICS_HELP.replace('(0:06)', '(1:02:03.5)'));
    assert.equal(record.timeUnit, 'milliseconds');
    assert.equal(record.whiteTimeMs, 119);
    assert.equal(record.lastMoveTimeMs, ((1 * 60 + 2) * 60 + 3) * 1000 + 500);
  });

  test('is what no option, undefined and "auto" all mean', () => {
    for (const options of [undefined, {}, { timeUnit: undefined }, { timeUnit: null }, { timeUnit: 'auto' }]) {
      assert.equal(s12.parseStyle12(MS_LINE, options).timeUnit, 'milliseconds');
      assert.equal(s12.parseStyle12(FICS_HELP, options).timeUnit, 'seconds');
    }
  });
});

describe('an explicit timeUnit', () => {
  test("'seconds' overrides a fraction in the move time", () => {
    const record = s12.parseStyle12(MS_LINE, { timeUnit: 'seconds' });
    assert.equal(record.timeUnit, 'seconds');
    assert.equal(record.whiteTime, 297338);
    assert.equal(record.whiteTimeMs, 297338000);
    assert.equal(record.blackTimeMs, 300000000);
    assert.equal(record.lastMoveTimeMs, 2662);
  });

  test("'milliseconds' overrides a move time without a fraction", () => {
    const record = s12.parseStyle12(FICS_HELP, { timeUnit: 'milliseconds' });
    assert.equal(record.timeUnit, 'milliseconds');
    assert.equal(record.whiteTime, 119);
    assert.equal(record.whiteTimeMs, 119);
    assert.equal(record.blackTimeMs, 122);
    assert.equal(record.lastMoveTimeMs, 6000);
  });

  test('does not change the lag, which is always in milliseconds', () => {
    assert.equal(s12.parseStyle12(DOC_33, { timeUnit: 'seconds' }).lagMs, 123);
    assert.equal(s12.parseStyle12(DOC_33, { timeUnit: 'milliseconds' }).lagMs, 123);
  });

  test('applies to tryParseStyle12 as well', () => {
    const result = s12.tryParseStyle12(FICS_HELP, { timeUnit: 'milliseconds' });
    assert.equal(result.ok, true);
    assert.equal(result.value.whiteTimeMs, 119);
  });

  test('is kept by formatStyle12, which gives the line back', () => {
    const record = s12.parseStyle12(FICS_HELP, { timeUnit: 'milliseconds' });
    assert.equal(s12.formatStyle12(record), FICS_HELP);
  });
});

describe('an invalid timeUnit', () => {
  for (const timeUnit of ['minutes', 'ms', 'Seconds', '', 1000]) {
    test(`${JSON.stringify(timeUnit)} throws BAD_OPTION`, () => {
      for (const call of [() => s12.parseStyle12(FICS_HELP, { timeUnit }), () => s12.tryParseStyle12(FICS_HELP, { timeUnit })]) {
        assert.throws(call, (error) => {
          assert.ok(error instanceof s12.Style12Error);
          assert.equal(error.code, 'BAD_OPTION');
          assert.equal(error.field, null);
          assert.equal(error.fieldName, 'timeUnit');
          assert.equal(error.column, null);
          assert.match(error.message, /timeUnit/);
          return true;
        });
      }
    });
  }
});

describe('clockAt: the clocks a board implies later', () => {
  // gbtami vs. ggbtami after 2... Qh4#... use a board with White to move and the clock running.
  const running = s12.parseStyle12('<12> rnbqkbnr pppp-ppp -------- ----p--- -------- -----P-- PPPPP-PP RNBQKBNR W 4 1 1 1 1 0 107 gbtami ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0');
  test('the side to move\'s clock runs from when the board arrived; the other stands', () => {
    assert.deepEqual(s12.clockAt(running, 10_000, 7_500), { whiteMs: 297_500, blackMs: 300_000, running: 'w', flagged: null });
    assert.deepEqual(s12.clockAt(running, 7_000, 7_500), { whiteMs: 300_000, blackMs: 300_000, running: 'w', flagged: null });
  });
  test('a flag falls when the running clock reaches zero', () => {
    assert.deepEqual(s12.clockAt(running, 300_000, 0), { whiteMs: 0, blackMs: 300_000, running: 'w', flagged: 'w' });
    assert.equal(s12.clockAt(running, 301_000, 0).flagged, 'w');
  });
  test('a stopped clock, an examined game and an untimed one do not run', () => {
    const stopped = { ...running, clockTicking: false };
    assert.deepEqual(s12.clockAt(stopped, 10_000, 0), { whiteMs: 300_000, blackMs: 300_000, running: null, flagged: null });
    assert.equal(s12.clockAt({ ...running, clockTicking: null, relation: 2 }, 10_000, 0).running, null);
    assert.equal(s12.clockAt({ ...running, clockTicking: null, relation: 0 }, 10_000, 0).running, 'w');
    assert.equal(s12.clockAt({ ...running, initialTime: 0, increment: 0, whiteTimeMs: 0, blackTimeMs: 0 }, 10_000, 0).flagged, null);
  });
  test('without field 32 only a game being played runs: not the start of a move list (-4), a position alone or an unknown relation', () => {
    // iset startpos sends relation -4 before a move list (help iv_startpos):
    // no live game, so no clock runs, as GameTracker has it too.
    assert.deepEqual(s12.clockAt({ ...running, clockTicking: null, relation: -4 }, 10_000, 0),
      { whiteMs: 300_000, blackMs: 300_000, running: null, flagged: null });
    assert.equal(s12.clockAt({ ...running, clockTicking: null, relation: -3 }, 10_000, 0).running, null);
    assert.equal(s12.clockAt({ ...running, clockTicking: null, relation: -2 }, 10_000, 0).running, null);
    assert.equal(s12.clockAt({ ...running, clockTicking: null, relation: 7 }, 10_000, 0).running, null);
    assert.equal(s12.clockAt({ ...running, clockTicking: null, relation: -1 }, 10_000, 0).whiteMs, 290_000);
    // Field 32 decides when sent, whatever the relation.
    assert.equal(s12.clockAt({ ...running, clockTicking: true, relation: -4 }, 10_000, 0).running, 'w');
    assert.deepEqual(s12.clockAt({ ...running, sideToMove: 'b', clockTicking: true, relation: -4 }, 10_000, 0),
      { whiteMs: 300_000, blackMs: 290_000, running: 'b', flagged: null });
  });
  test('a stopped clock under zero fell earlier; at zero it has not', () => {
    const stopped = { ...running, clockTicking: false, whiteTimeMs: 0, blackTimeMs: -20 };
    assert.deepEqual(s12.clockAt(stopped, 10_000, 0), { whiteMs: 0, blackMs: -20, running: null, flagged: 'b' });
  });
  test('bad arguments are a TypeError', () => {
    assert.throws(() => s12.clockAt(running, '10', 0), TypeError);
    assert.throws(() => s12.clockAt(null, 10, 0), TypeError);
  });
  test('a stream\'s games say whose clock runs', () => {
    const stream = s12.createStream();
    stream.push(`${running.fen ? '' : ''}<12> rnbqkbnr pppp-ppp -------- ----p--- -------- -----P-- PPPPP-PP RNBQKBNR W 4 1 1 1 1 0 107 gbtami ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0\n`);
    assert.equal(stream.games()[0].clockRunning, 'w');
    stream.push('{Game 107 (gbtami vs. ggbtami) gbtami resigns} 0-1\n');
    stream.end();
    assert.equal(stream.games()[0].clockRunning, null);
    stream.free();
  });
});
