// Writing what JavaScript hands the core (a record, the fields given of
// one, holdings, a position) into the blocks and the input it reads them
// from: the other half of reader.js.

import { HOLDINGS_BLACK, HOLDINGS_GAME_NUMBER, HOLDINGS_PASSED, HOLDINGS_WHITE } from './generated/layout.js';
import { num, setSpans } from './record-hand.js';

export { num, present, setSpans, text } from './record-hand.js';
// writeRecord(engine, record, given, prefix, suffix): a record (or the
// fields given of one) into the board block and its texts into the input;
// GIVEN: the field bits by key, for encodeStyle12. Both generated from
// wire.json (scripts/wire/records.mjs).
export { writeStyle12 as writeRecord, STYLE12_GIVEN as GIVEN } from './generated/records.js';

/** Every field bit: a whole record. */
export const ALL_FIELDS = -1;

export function expectRecord(record) {
  if (!record || typeof record !== 'object' || !Array.isArray(record.board)) {
    throw new TypeError('style12: expected a Style 12 record');
  }
}

/**
 * Writes a holdings record into the holdings block and its two texts into
 * the input; returns the length written.
 */
export function writeHoldings(engine, holdings) {
  if (!holdings || typeof holdings.white !== 'string' || typeof holdings.black !== 'string') {
    throw new TypeError('style12: expected a holdings record');
  }
  const { length, spans } = engine.writeAll([holdings.white, holdings.black]);
  engine.views();
  const i = engine.i32;
  const b = engine.holdingsAt >> 2;
  engine.f64[(b >> 1) + HOLDINGS_GAME_NUMBER] = num(holdings.gameNumber);
  setSpans(i, b, [HOLDINGS_WHITE, HOLDINGS_BLACK], spans);
  // A passed piece the core cannot write crosses as '?' and is named there.
  const passed = holdings.passed;
  const colour = passed?.color === 'w' ? 87 : passed?.color === 'b' ? 66 : 63;
  const code = typeof passed?.piece === 'string' && passed.piece.length === 1 ? passed.piece.charCodeAt(0) : 63;
  const piece = code < 128 ? code : 63;
  i[b + HOLDINGS_PASSED] = passed === null || passed === undefined ? 0 : (colour << 8) | piece;
  return length;
}
