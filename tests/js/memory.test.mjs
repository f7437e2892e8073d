// A million calls leave the WebAssembly heap as it was. The module does not
// expose its memory, so the engine's own WebAssembly.instantiate is watched
// while load() runs and the exported WebAssembly.Memory is taken from the
// instance it makes. Memory can only grow, and growing detaches the old
// buffer: a leak of even a few bytes a call shows as growth of a 1 MiB heap.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWatchingMemory } from './support.mjs';

const { s12, memories } = await loadWatchingMemory('style12');

const LINE = '<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296';
const FEN = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2';
const BAD_LINE = LINE.replace(' 107 ', ' #107 ');
const HOLDINGS = '<b1> game 107 white [P] black []';
const CRAZYHOUSE_FEN = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQ~KBNR[Nb] b KQkq g3 0 2';

describe('the WebAssembly heap', () => {
  test('is the one memory of the instance load() made', () => {
    assert.equal(memories.length, 1);
    assert.ok(memories[0].buffer.byteLength > 0);
  });

  test('does not grow over a million parseStyle12 calls mixed with the other calls', { timeout: 300000 }, () => {
    const [memory] = memories;
    // Warm up, so buffers the engine keeps for reuse are already sized.
    for (let i = 0; i < 2000; i++) {
      s12.parseStyle12(LINE);
      s12.tryParseStyle12(BAD_LINE);
      s12.parseFen(CRAZYHOUSE_FEN);
      s12.toFen(LINE, { holdings: HOLDINGS });
    }
    const buffer = memory.buffer;
    const size = buffer.byteLength;

    let record;
    let failures = 0;
    let badCalls = 0;
    for (let i = 0; i < 1_000_000; i++) {
      record = s12.parseStyle12(LINE);
      if (i % 2 === 0) {
        switch ((i >> 1) % 3) {
          case 0: badCalls++; if (!s12.tryParseStyle12(BAD_LINE).ok) failures++; break;
          case 1: s12.parseFen(FEN); break;
          default: s12.toFen(LINE); break;
        }
      }
    }
    for (let i = 0; i < 20000; i++) {
      s12.formatStyle12(record);
      s12.parseHoldings(HOLDINGS);
      s12.validate(FEN);
      s12.toFen(record, { holdings: HOLDINGS, enPassant: 'legal', castling: 'shredder' });
      badCalls += 2;
      try {
        s12.parseStyle12(BAD_LINE);
      } catch {
        failures++;
      }
      try {
        s12.parseFen('x');
      } catch {
        failures++;
      }
    }
    for (let i = 0; i < 2000; i++) s12.encodeStyle12(FEN, { white: 'gbtami', black: 'ggbtami' });

    assert.equal(failures, badCalls);
    assert.equal(record.fen, FEN);
    assert.equal(memory.buffer.byteLength, size, 'the heap grew');
    assert.equal(memory.buffer, buffer, 'the heap was replaced');
  });

  test('is seen to grow when a call needs more room, so the check above can fail', () => {
    const [memory] = memories;
    const size = memory.buffer.byteLength;
    const result = s12.tryParseStyle12(`<12> ${'-'.repeat(4 * 1024 * 1024)}`);
    assert.equal(result.ok, false);
    assert.ok(memory.buffer.byteLength > size);
  });
});

describe('returned values', () => {
  // Every object and array reachable from a value.
  function* objectsIn(value, seen = new Set()) {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    yield value;
    for (const child of Object.values(value)) yield* objectsIn(child, seen);
  }

  const values = () => {
    const values = {
      record: s12.parseStyle12(LINE),
      ok: s12.tryParseStyle12(LINE),
      failed: s12.tryParseStyle12(BAD_LINE),
      holdings: s12.parseHoldings('<b1> game 52 white [NB] black [N] <- BN'),
      position: s12.parseFen(CRAZYHOUSE_FEN),
      validation: s12.validate('8/8/8/8/8/8/8/8 w - - 0 1'),
    };
    try {
      s12.parseFen('x');
    } catch (error) {
      values.error = error;
    }
    return values;
  };

  test('have no delete method to call: nothing is left to free', () => {
    let count = 0;
    for (const [name, value] of Object.entries(values())) {
      for (const object of objectsIn(value)) {
        count++;
        assert.equal('delete' in object, false, `${name} has a delete member`);
        assert.equal(typeof object.delete, 'undefined', name);
      }
    }
    assert.ok(count >= 20, `only ${count} objects looked at`);
  });

  test('are plain data that survive JSON unchanged', () => {
    for (const [name, value] of Object.entries(values())) {
      if (value instanceof Error) continue;
      // structuredClone throws on functions; JSON drops undefined and NaN.
      assert.deepEqual(JSON.parse(JSON.stringify(value)), structuredClone(value), name);
    }
  });
});
