// The full module's functions: the per-line ones, streams, and lines
// described field by field.

import { expectString, makeCoreApi, timeUnitOption } from './core-api.js';
import { Style12Stream } from './stream.js';

// One row of a description: cells apart by '\x1f' (see describe_wire.h).
function errorOf(cells, at, message) {
  if (!cells[at]) return null;
  const column = Number(cells[at + 3]);
  return {
    code: cells[at], field: Number(cells[at + 1]) || null, fieldName: cells[at + 2] || null,
    column: column >= 0 ? column : null, message,
  };
}

function description(text) {
  const rows = text.split('\x1e');
  const head = rows[0].split('\x1f');
  const fields = [];
  for (let k = 1; k < rows.length; k++) {
    const c = rows[k].split('\x1f');
    const state = c[5];
    const column = Number(c[3]);
    fields.push({
      field: Number(c[0]), name: c[1], rank: Number(c[2]) || null,
      column: column >= 0 ? column : null, text: state === 'missing' ? null : c[4],
      state, words: c[10], error: errorOf(c, 6, c[10]),
    });
  }
  return { ok: head[0] === '1', prefix: head[1], error: errorOf(head, 2, head[6]), fields };
}

export function makeApi(engine) {
  const m = engine.module;

  function createStream(options) {
    timeUnitOption(options);
    return new Style12Stream(engine, options);
  }

  /** A Style 12 line field by field: place, number, name, words, state. */
  function describeStyle12(line) {
    expectString(line, 'the line');
    return description(engine.call(() => m.describeStyle12(line)));
  }

  /** A <b1> line field by field. */
  function describeHoldings(line) {
    expectString(line, 'the <b1> line');
    return description(engine.call(() => m.describeHoldings(line)));
  }

  return { ...makeCoreApi(engine), createStream, describeStyle12, describeHoldings };
}
