// The calls that write lines and read or check positions: formatStyle12,
// formatHoldings, parseFen, validate and encodeStyle12. style12/core leaves
// them out (its module has no exports for them).

import {
  CALL_REPLY_BLOCKS_ADDRESS, CALL_REPLY_COUNT, PROBLEM_BYTES, PROBLEM_CODE, PROBLEM_MESSAGE,
  POSITION_BOARD, POSITION_CASTLING_CLAIMS, POSITION_EN_PASSANT, POSITION_FLAGS,
  POSITION_FLAG_BLACK_TO_MOVE, POSITION_FLAG_HAS_POCKETS, POSITION_FULLMOVE_NUMBER,
  POSITION_HALFMOVE_CLOCK, POSITION_POCKET_BLACK, POSITION_POCKET_WHITE, POSITION_PROMOTED,
} from '../wire/generated/layout.js';
import { expectString } from './core.js';
import { readPosition } from '../wire/reader.js';
import {
  ALL_FIELDS, GIVEN, expectRecord, num, present, setSpans, text, writeHoldings, writeRecord,
} from '../wire/writer.js';

export function makeRecordsApi(engine) {

  function formatStyle12(record) {
    expectRecord(record);
    const { length } = writeRecord(engine, record, ALL_FIELDS);
    if (engine.call(engine.calls.format, engine.wire, length) !== 0) throw engine.failure();
    return engine.output();
  }

  function formatHoldings(holdings) {
    const length = writeHoldings(engine, holdings);
    if (engine.call(engine.calls.formatHoldings, engine.wire, length) !== 0) throw engine.failure();
    return engine.output();
  }

  function parseFen(fen, options) {
    expectString(fen, 'the FEN');
    const variant = options?.variant;
    let length;
    let variantAt;
    if (variant === undefined) {
      length = engine.write(fen);
      variantAt = length;
    } else {
      expectString(variant, 'the variant');
      const { spans, length: n } = engine.writeAll([fen, variant]);
      length = n;
      variantAt = spans[1][0];
    }
    if (engine.call(engine.calls.readFen, engine.wire, length, variantAt) !== 0) throw engine.failure();
    engine.reply();
    return readPosition(engine.i32, engine.f64, engine.positionAt >> 2, engine.texts);
  }

  function validate(fenOrPosition, options) {
    const variant = options?.variant ?? 'chess';
    expectString(variant, 'the variant');
    let length;
    let variantAt;
    let fromPosition = 0;
    if (typeof fenOrPosition === 'string') {
      const { spans, length: n } = engine.writeAll([fenOrPosition, variant]);
      length = n;
      variantAt = spans[1][0];
    } else {
      const p = fenOrPosition;
      if (!p || !Array.isArray(p.board)) throw new TypeError('style12: expected a FEN string or a Position from parseFen');
      const pockets = p.pockets ?? null;
      const promoted = Array.isArray(p.promoted) ? p.promoted.join(' ') : '';
      const { spans, length: n } = engine.writeAll([
        p.board.join(' '), text(p.castlingClaims ?? p.castling ?? ''), text(p.enPassant), promoted,
        pockets ? text(pockets.white) : null, pockets ? text(pockets.black) : null, variant,
      ]);
      length = n;
      variantAt = spans[6][0];
      fromPosition = 1;
      engine.views();
      const i = engine.i32;
      const b = engine.positionAt >> 2;
      setSpans(i, b, [POSITION_BOARD, POSITION_CASTLING_CLAIMS, POSITION_EN_PASSANT, POSITION_PROMOTED,
        POSITION_POCKET_WHITE, POSITION_POCKET_BLACK], spans);
      i[b + POSITION_FLAGS] = (p.turn === 'b' ? POSITION_FLAG_BLACK_TO_MOVE : 0) | (pockets ? POSITION_FLAG_HAS_POCKETS : 0);
      engine.f64[(b >> 1) + POSITION_HALFMOVE_CLOCK] = num(p.halfmoveClock ?? 0);
      engine.f64[(b >> 1) + POSITION_FULLMOVE_NUMBER] = num(p.fullmoveNumber ?? 1);
    }
    if (engine.call(engine.calls.validate, engine.wire, length, variantAt, fromPosition) !== 0) throw engine.failure();
    engine.reply();
    const i = engine.i32;
    const r = engine.replyAt >> 2;
    const t = engine.texts;
    const problems = [];
    const messages = [];
    for (let k = 0, b = i[r + CALL_REPLY_BLOCKS_ADDRESS] >> 2; k < i[r + CALL_REPLY_COUNT]; k++, b += PROBLEM_BYTES >> 2) {
      problems.push(t.span(i[b + PROBLEM_CODE], i[b + PROBLEM_CODE + 1]));
      messages.push(t.span(i[b + PROBLEM_MESSAGE], i[b + PROBLEM_MESSAGE + 1]));
    }
    return { valid: problems.length === 0, problems, messages };
  }

  function encodeStyle12(fen, record) {
    expectString(fen, 'the FEN');
    const fields = record ?? {};
    let given = 0;
    for (const key of Object.keys(GIVEN)) if (present(fields[key])) given |= GIVEN[key];
    const { length, prefixLength } = writeRecord(engine, fields, given, fen);
    if (engine.call(engine.calls.encode, engine.wire, length, prefixLength) !== 0) throw engine.failure();
    return engine.output();
  }

  return { formatStyle12, formatHoldings, parseFen, validate, encodeStyle12 };
}
