// clockAt(): the clocks a board implies at a later moment. The rule (whose
// clock runs, what it reads later, whether a flag fell) is the core's,
// style12/clock.h, the one GameTracker follows; this file checks the
// arguments and carries the record's numbers across.

import { CALL_REPLY_BLACK_MS, CALL_REPLY_FLAGGED, CALL_REPLY_RUNNING, CALL_REPLY_WHITE_MS } from '../wire/generated/layout.js';
import { expectRecord } from '../wire/writer.js';
import { whole } from '../wire/reader.js';

// 'w', 'b' or 0 as the reply holds them.
const SIDE_OF_CODE = new Map([[0, null], [119, 'w'], [98, 'b']]);

/**
 * The clocks a board implies at a later moment: the side to move's runs
 * from when the board arrived, unless the board says the clock is stopped
 * (field 32), the game is not being played (examined, or a position alone:
 * relations 2, -2, -3, -4 and unknown ones, when field 32 is not sent), or
 * it is untimed. The lag field is the time the server already gave back to
 * the last mover, so it is not taken off again. A clock at or under zero
 * while it runs is a flag fall (the other one only under zero: it fell
 * earlier and nobody called it).
 */
export function makeClockAt(engine) {
  return function clockAt(record, nowMs, receivedAtMs) {
    expectRecord(record);
    if (typeof nowMs !== 'number' || typeof receivedAtMs !== 'number' || !Number.isFinite(nowMs) || !Number.isFinite(receivedAtMs)) {
      throw new TypeError('style12: clockAt(record, nowMs, receivedAtMs) takes two times in milliseconds');
    }
    const ticking = record.clockTicking === null || record.clockTicking === undefined ? -1 : record.clockTicking ? 1 : 0;
    const side = record.sideToMove === 'w' ? 0 : record.sideToMove === 'b' ? 1 : -1;
    engine.call(engine.calls.clockAt, engine.wire, record.relation, ticking, record.initialTime, record.increment, side,
      record.whiteTimeMs ?? 0, record.blackTimeMs ?? 0, nowMs - receivedAtMs);
    engine.views();
    const doubles = engine.replyAt >> 3;
    const words = engine.replyAt >> 2;
    return {
      whiteMs: whole(engine.f64[doubles + CALL_REPLY_WHITE_MS]),
      blackMs: whole(engine.f64[doubles + CALL_REPLY_BLACK_MS]),
      running: SIDE_OF_CODE.get(engine.i32[words + CALL_REPLY_RUNNING]) ?? null,
      flagged: SIDE_OF_CODE.get(engine.i32[words + CALL_REPLY_FLAGGED]) ?? null,
    };
  };
}
