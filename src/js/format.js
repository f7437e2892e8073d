// Records back to lines, on the JavaScript side: a record is plain data a
// user may have built or changed, so it is written out here and the core
// then reads the line back to check it.

import { Style12Error } from './errors.js';

const FIELD_NAMES = { 18: 'white', 19: 'black', 28: 'lastMove', 29: 'lastMoveTime', 30: 'lastMoveSan' };

// Text fields must be one blank-free token, or the line's fields shift.
function token(value, field, mayBeNull) {
  if (value === null || value === undefined) {
    if (mayBeNull) return null;
  } else if (typeof value === 'string' && value !== '' && !/\s/.test(value)) {
    return value;
  }
  const name = FIELD_NAMES[field];
  throw new Style12Error({
    code: 'BAD_FIELD_TEXT', field, fieldName: name, column: null,
    message: `${name} (field ${field}): found ${JSON.stringify(value)}, expected text without blanks`,
  });
}

const flag = (value) => (value ? '1' : '0');

/** The Style 12 line of a record (no check: see formatStyle12). */
export function formatRecord(r) {
  if (!r || !Array.isArray(r.board)) throw new TypeError('style12: expected a Style 12 record');
  const side = r.sideToMove === 'w' ? 'W' : r.sideToMove === 'b' ? 'B' : String(r.sideToMove);
  const c = r.castling ?? {};
  const fields = [
    `<12>${r.spaceAfterTag === false ? '' : ' '}${r.board.join(' ')}`, side, r.doublePushFile,
    flag(c.whiteShort), flag(c.whiteLong), flag(c.blackShort), flag(c.blackLong),
    r.halfmoveClock, r.gameNumber, token(r.white, 18), token(r.black, 19), r.relation,
    r.initialTime, r.increment, r.whiteStrength, r.blackStrength, r.whiteTime, r.blackTime,
  ];
  const moveTime = token(r.lastMoveTime, 29, true);
  const later = [
    r.moveNumber,
    token(r.lastMove, 28, true) ?? 'none',
    moveTime === null ? null : `(${moveTime})`,
    token(r.lastMoveSan, 30, true) ?? 'none',
    r.flip === null || r.flip === undefined ? null : flag(r.flip),
  ];
  if (r.truncated) {
    // A line cut short by the server: as far as its last known field.
    let last = later.length;
    if (r.flip === null || r.flip === undefined) last = 4;
    if (last === 4 && r.lastMoveSan == null) last = 3;
    if (last === 3 && moveTime === null) last = 2;
    if (last === 2 && r.lastMove == null) last = 1;
    if (last === 1 && (r.moveNumber === null || r.moveNumber === undefined)) last = 0;
    fields.push(...later.slice(0, last));
    // A blank after the last field says it is whole (see the core's format).
    return `${fields.join(' ')} `;
  }
  fields.push(...later.map((v) => v ?? ''));
  if (r.clockTicking !== null && r.clockTicking !== undefined) {
    fields.push(flag(r.clockTicking));
    if (r.lagMs !== null && r.lagMs !== undefined) {
      fields.push(r.lagMs);
      if (Array.isArray(r.extra)) fields.push(...r.extra);
    }
  }
  return fields.join(' ');
}

/** The <b1> line of a holdings record, as FICS writes it. */
export function formatHoldings(h) {
  if (!h || typeof h.white !== 'string' || typeof h.black !== 'string') {
    throw new TypeError('style12: expected a holdings record');
  }
  let line = `<b1> game ${h.gameNumber} white [${h.white}] black [${h.black}]`;
  if (h.passed) line += ` <- ${h.passed.color === 'w' ? 'W' : 'B'}${h.passed.piece}`;
  return line;
}
