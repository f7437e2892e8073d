// describeStyle12 and describeHoldings: a line field by field, read from
// the description blocks the core fills (describe_wire.cpp). The fields,
// their checks and their words are the core's; this file carries them.

import {
  CALL_REPLY_BLOCKS_ADDRESS, DESCRIPTION_COUNT, DESCRIPTION_ERROR_CODE, DESCRIPTION_ERROR_COLUMN,
  DESCRIPTION_ERROR_FIELD, DESCRIPTION_ERROR_FIELD_NAME, DESCRIPTION_ERROR_MESSAGE, DESCRIPTION_FEN,
  DESCRIPTION_FIELDS_ADDRESS, DESCRIPTION_FLAGS, DESCRIPTION_FLAG_PARSED, DESCRIPTION_PREFIX,
  FIELD_DESCRIPTION_ANOMALY_CODE, FIELD_DESCRIPTION_ANOMALY_MESSAGE, FIELD_DESCRIPTION_BYTES,
  FIELD_DESCRIPTION_COLUMN, FIELD_DESCRIPTION_ERROR_CODE, FIELD_DESCRIPTION_ERROR_COLUMN,
  FIELD_DESCRIPTION_ERROR_FIELD, FIELD_DESCRIPTION_ERROR_FIELD_NAME, FIELD_DESCRIPTION_FIELD,
  FIELD_DESCRIPTION_NAME, FIELD_DESCRIPTION_RANK, FIELD_DESCRIPTION_STATE, FIELD_DESCRIPTION_TEXT,
  FIELD_DESCRIPTION_WORDS, FIELD_STATE_WORDS,
} from '../wire/generated/layout.js';
import { readUtf8 } from '../base/text.js';

/** The input's line (a <b1> line when `holdings`) described by the core. */
export function describeLine(engine, line, holdings) {
  const length = engine.write(line);
  if (engine.call(engine.calls.describe, engine.wire, length, holdings ? 1 : 0) !== 0) throw engine.failure();
  engine.reply();
  const i = engine.i32;
  const t = engine.texts;
  // Output texts are read by their bytes: words and messages may quote a
  // line that is not ASCII.
  const text = (slot) => {
    const at = i[slot];
    const n = i[slot + 1];
    if (n < 0) return null;
    return at < t.length ? t.span(at, n) : readUtf8(engine.heap, t.outAddress + at - t.length, n);
  };
  const column = (value) => (value >= 0 ? value : null);
  const d = i[engine.replyAt / 4 + CALL_REPLY_BLOCKS_ADDRESS] >> 2;
  const parsed = (i[d + DESCRIPTION_FLAGS] & DESCRIPTION_FLAG_PARSED) !== 0;
  const message = text(d + DESCRIPTION_ERROR_MESSAGE);
  const fields = [];
  for (let k = 0, b = i[d + DESCRIPTION_FIELDS_ADDRESS] >> 2; k < i[d + DESCRIPTION_COUNT]; k++, b += FIELD_DESCRIPTION_BYTES >> 2) {
    const field = i[b + FIELD_DESCRIPTION_FIELD];
    const words = text(b + FIELD_DESCRIPTION_WORDS);
    const code = text(b + FIELD_DESCRIPTION_ERROR_CODE);
    const anomaly = text(b + FIELD_DESCRIPTION_ANOMALY_CODE);
    fields.push({
      field, name: text(b + FIELD_DESCRIPTION_NAME), rank: i[b + FIELD_DESCRIPTION_RANK] || null,
      column: column(i[b + FIELD_DESCRIPTION_COLUMN]), text: text(b + FIELD_DESCRIPTION_TEXT),
      state: FIELD_STATE_WORDS[i[b + FIELD_DESCRIPTION_STATE]], words,
      error: code === null ? null : {
        code, field: i[b + FIELD_DESCRIPTION_ERROR_FIELD] || null, fieldName: text(b + FIELD_DESCRIPTION_ERROR_FIELD_NAME),
        column: column(i[b + FIELD_DESCRIPTION_ERROR_COLUMN]), message: words,
      },
      anomaly: anomaly === null ? null : { code: anomaly, field, message: text(b + FIELD_DESCRIPTION_ANOMALY_MESSAGE) },
    });
  }
  const code = text(d + DESCRIPTION_ERROR_CODE);
  return {
    ok: parsed, prefix: text(d + DESCRIPTION_PREFIX),
    error: code === null ? null : {
      code, field: i[d + DESCRIPTION_ERROR_FIELD] || null, fieldName: text(d + DESCRIPTION_ERROR_FIELD_NAME),
      column: column(i[d + DESCRIPTION_ERROR_COLUMN]), message,
    },
    fields, fen: text(d + DESCRIPTION_FEN),
  };
}
