// The JavaScript stack running out in the middle of a call, in every entry:
// calls made at each of the 1,500 depths nearest the stack limit, round
// after round, each one either giving the right value or throwing a
// RangeError, and afterwards the module as it was: the same values, its
// stack pointer and its live blocks as before, a stream made before the
// storm reading the rest of a real session as a fresh one does. A stream
// pushed a line at a time in the storm either takes a line or throws; when
// it throws, it either took nothing or is freed and says STREAM_FREED:
// what it gave is never short of a line or given twice.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { G107_G4_FEN, G107_G4_RECORD, G107_LINES, exportNamed, loadWatchingMemory } from './support.mjs';

const ROUNDS = 20;
const DEPTHS = 1500;

const FEN = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const LINE = G107_LINES[3];
const SESSION = readFileSync(new URL('../fixtures/transcripts/standard-game.fics', import.meta.url));
// The session a line at a time (each with its line end), as a socket may
// deliver it.
const SESSION_LINES = [];
for (let at = 0; at < SESSION.length;) {
  const end = SESSION.indexOf(0x0a, at);
  const next = end < 0 ? SESSION.length : end + 1;
  SESSION_LINES.push(SESSION.subarray(at, next));
  at = next;
}

// A stream's events as text, to compare (a board's record included).
const shown = (events) => events.map((event) => JSON.stringify(event));

/**
 * `act()` at each of the DEPTHS depths nearest the limit of the stack, on
 * the way back from a recursion that ran into it; `rounds` times.
 */
function storm(act, rounds) {
  for (let round = 0; round < rounds; round++) {
    let deepest = 0;
    const down = (depth) => {
      deepest = depth;
      try {
        down(depth + 1);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
      }
      if (depth + DEPTHS > deepest) act();
    };
    down(0);
  }
}

/**
 * Calls checked in a storm: `checks` are [call, test of its value]. What
 * is counted is written without calls of its own, which at the limit of
 * the stack would throw in turn.
 */
function counted(checks) {
  const tally = { ran: 0, overflowed: 0, wrong: [], unexpected: [] };
  const act = () => {
    for (let k = 0; k < checks.length; k++) {
      try {
        const value = checks[k][0]();
        if (checks[k][1](value)) tally.ran++;
        else tally.wrong[tally.wrong.length] = k;
      } catch (error) {
        if (error instanceof RangeError) tally.overflowed++;
        else tally.unexpected[tally.unexpected.length] = error;
      }
    }
  };
  return { tally, act };
}

function assertTally(tally) {
  assert.deepEqual(tally.unexpected.slice(0, 3).map(String), [], `${tally.unexpected.length} calls threw something other than a RangeError`);
  assert.deepEqual(tally.wrong.slice(0, 3), [], `${tally.wrong.length} calls gave a wrong value`);
  assert.ok(tally.overflowed > 0 && tally.ran > 0, `${tally.overflowed} calls overflowed, ${tally.ran} ran: the storm missed the limit`);
}

/**
 * A stream pushed the session a line at a time, one push at each depth:
 * a push that throws a RangeError is tried again; a stream freed, which
 * says STREAM_FREED, is left for a new one. Every stream, done or not,
 * with the lines it took and the events it gave.
 */
function sessionPusher(s12) {
  const runs = [];
  let run = null;
  const act = () => {
    try {
      if (run === null) {
        run = { stream: s12.createStream(), taken: 0, events: [], freed: false };
        runs[runs.length] = run;
      }
      const events = run.stream.push(SESSION_LINES[run.taken]);
      run.taken++;
      for (let k = 0; k < events.length; k++) run.events[run.events.length] = events[k];
      if (run.taken === SESSION_LINES.length) run = null;
    } catch (error) {
      if (error instanceof s12.Style12Error && error.code === 'STREAM_FREED') {
        run.freed = true;
        run = null;
      } else if (!(error instanceof RangeError)) {
        throw error;
      }
    }
  };
  return { runs, act };
}

// Each stream of the storm gave what a fresh stream gives for the lines
// it took; one still usable reads the rest of the session as well.
function assertRuns(s12, runs, expected) {
  const freed = runs.filter((run) => run.freed).length;
  const whole = runs.filter((run) => !run.freed && run.taken === SESSION_LINES.length).length;
  assert.ok(whole > 0, `no stream took the whole session (${runs.length} streams, ${freed} freed)`);
  for (const run of runs) {
    const fresh = s12.createStream();
    const prefix = [];
    for (let k = 0; k < run.taken; k++) prefix.push(...fresh.push(SESSION_LINES[k]));
    fresh.free();
    assert.deepEqual(shown(run.events), shown(prefix), `a stream that took ${run.taken} lines`);
    if (run.freed) {
      assert.throws(() => run.stream.push(SESSION_LINES[0]), { code: 'STREAM_FREED' });
      continue;
    }
    const rest = [];
    for (let k = run.taken; k < SESSION_LINES.length; k++) rest.push(...run.stream.push(SESSION_LINES[k]));
    assert.deepEqual(shown([...run.events, ...rest, ...run.stream.end()]), expected);
    run.stream.free();
  }
}

/**
 * One entry: its checks for the storm and, afterwards, what it must
 * still give; `streams` when it has them.
 */
function entry(name, { s12, exports }, { checks, works, streams }) {
  const liveBlocks = exportNamed(exports[0], 's12_live_blocks');
  const stackSave = exportNamed(exports[0], 's12_stack_save');

  test(`${name}: calls at each of the ${DEPTHS} depths nearest the stack limit, ${ROUNDS} rounds; then the module as before`, { timeout: 300_000 }, () => {
    works(s12);
    let before = null;
    let expected = null;
    let first = null;
    let pgn = null;
    // (A date of their own: the day does not change under them.)
    const options = { date: '2026.11.24' };
    if (streams) {
      const fresh = s12.createStream(options);
      expected = shown([...fresh.push(SESSION), ...fresh.end()]);
      pgn = fresh.pgn();
      fresh.free();
      assert.ok(pgn.includes(' 2. g4 ') && pgn.includes(' Qh4#'), pgn);
      // Half the session before the storm, half after.
      before = s12.createStream(options);
      first = shown(before.push(SESSION.subarray(0, SESSION.length >> 1)));
      assert.ok(first.length > 0 && first.length < expected.length);
    }
    const stack = stackSave();
    // The storm in two parts, each checked: the blocks are counted after
    // the first (a call cut short makes the wire let go of all its
    // scratch, some of which only load() made) and must be as many after
    // the second.
    let blocks = null;
    for (const rounds of [5, ROUNDS - 5]) {
      const { tally, act } = counted(checks(s12));
      const pusher = streams ? sessionPusher(s12) : null;
      storm(pusher === null ? act : () => {
        act();
        pusher.act();
      }, rounds);
      // Every error was a RangeError, every value right.
      assertTally(tally);
      works(s12);
      assert.equal(stackSave(), stack, 'the stack pointer moved');
      if (streams) {
        assertRuns(s12, pusher.runs, expected);
        for (const run of pusher.runs) if (run.freed) assert.throws(() => run.stream.games(), { code: 'STREAM_FREED' });
        works(s12);
      }
      if (blocks === null) blocks = liveBlocks();
      else assert.equal(liveBlocks(), blocks, 'blocks were left behind');
    }
    // Many more calls run: nothing sinks.
    for (let k = 0; k < 20_000; k++) assert.equal(s12.toFen(G107_LINES[k % 5]), s12.parseStyle12(G107_LINES[k % 5]).fen);
    if (streams) {
      const rest = [...before.push(SESSION.subarray(SESSION.length >> 1)), ...before.end()];
      assert.deepEqual([...first, ...shown(rest)], expected);
      assert.equal(before.games()[0].plies, 4);
      assert.equal(before.pgn(), pgn);
      before.free();
    }
    works(s12);
  });
}

const isFen = (fen) => (value) => value === fen;
const G4_LEGAL_FEN = G107_G4_FEN.replace(' g3 ', ' - ');

const fullChecks = (s12) => [
  [() => s12.validate(FEN), (value) => value.valid === true],
  [() => s12.toFen(LINE), isFen(G107_G4_FEN)],
  [() => s12.legalMoves(FEN), (value) => value.length === 48 && value[0].san !== undefined],
];
function fullWorks(s12) {
  assert.deepEqual(s12.validate(FEN), { valid: true, problems: [], messages: [] });
  assert.equal(s12.toFen(LINE), G107_G4_FEN);
  assert.equal(s12.toFen(LINE, { enPassant: 'legal' }), G4_LEGAL_FEN);
  assert.deepEqual({ ...s12.parseStyle12(LINE) }, G107_G4_RECORD);
  const moves = s12.legalMoves(FEN);
  assert.equal(moves.length, 48);
  assert.deepEqual(moves.filter((m) => m.san.startsWith('O-O')).map((m) => m.uci).sort(), ['e1c1', 'e1g1']);
  assert.equal(s12.play(FEN, 'e1g1'), 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1');
}

const loaded = {
  style12: await loadWatchingMemory('style12'),
  full: await loadWatchingMemory('style12/full'),
  core: await loadWatchingMemory('style12/core'),
};

describe('the stack running out inside a call', () => {
  entry('style12', loaded.style12, { checks: fullChecks, works: fullWorks, streams: true });
  entry('style12/full', loaded.full, {
    checks: fullChecks,
    works: (s12) => {
      fullWorks(s12);
      assert.equal(s12.describeStyle12(LINE).fields.length, 33);
    },
    streams: true,
  });
  entry('style12/core', loaded.core, {
    checks: (s12) => [
      [() => s12.parseStyle12(LINE), (value) => value.fen === G107_G4_FEN],
      [() => s12.toFen(LINE), isFen(G107_G4_FEN)],
    ],
    works: (s12) => {
      assert.deepEqual({ ...s12.parseStyle12(LINE) }, G107_G4_RECORD);
      assert.equal(s12.toFen(LINE, { enPassant: 'legal' }), G4_LEGAL_FEN);
      assert.equal(s12.toFen(s12.parseStyle12(LINE)), G107_G4_FEN);
    },
    streams: false,
  });
});
