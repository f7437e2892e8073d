// Streams release their memory when told to, and a module whose memory runs
// out throws an error the caller can catch, then keeps working once memory
// is freed. Its own file: the module here fills its memory on purpose.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Style12Error } from 'style12';
import { G107_LINES, loadWatchingMemory } from './support.mjs';

const { s12, memories } = await loadWatchingMemory('style12');
const [memory] = memories;
const BOARDS = `${G107_LINES.join('\n')}\n`;
const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');

function stillWorks() {
  assert.equal(s12.parseStyle12(G107_LINES[3]).whiteTimeMs, 297338);
  const stream = s12.createStream();
  const events = [...stream.push(BOARDS), ...stream.end()];
  assert.equal(events.filter((e) => e.type === 'style12').length, 5);
  assert.equal(stream.games()[0].plies, 4);
  stream.free();
}

describe('free() and [Symbol.dispose]', () => {
  test('10,000 streams made, used and freed in one loop leave the module working and its heap as it was', () => {
    // Warm up, so the heap has what one stream needs.
    for (let i = 0; i < 100; i++) {
      const stream = s12.createStream();
      stream.push(BOARDS);
      stream.end();
      stream.free();
    }
    const size = memory.buffer.byteLength;
    for (let i = 0; i < 10_000; i++) {
      const stream = s12.createStream();
      assert.equal(stream.push(BOARDS).length, 5);  // board lines are not held back
      stream.free();
    }
    assert.equal(memory.buffer.byteLength, size, 'the heap grew');
    stillWorks();
  });

  test('a freed stream says so, and freeing twice does nothing', () => {
    const stream = s12.createStream();
    stream.free();
    stream.free();
    assert.throws(() => stream.push(BOARDS), /the stream was freed/);
    assert.throws(() => stream.end(), /the stream was freed/);
    assert.throws(() => stream.games(), /the stream was freed/);
  });

  test('[Symbol.dispose] frees the stream, as `using` would', () => {
    const stream = s12.createStream();
    stream.push(BOARDS);
    stream[dispose]();
    assert.throws(() => stream.pgn(), /the stream was freed/);
  });
});

describe('memory that runs out', () => {
  test('is a Style12Error OUT_OF_MEMORY, never an abort, and the module works again once memory is freed', { timeout: 120_000 }, () => {
    // Each of these streams keeps an 8 MiB input buffer: the 1 GiB heap
    // fills after about 120 of them.
    const big = new Uint8Array(8 * 1024 * 1024).fill(0x7a);
    const streams = [];
    let error = null;
    for (let i = 0; i < 200 && error === null; i++) {
      try {
        const stream = s12.createStream();
        streams.push(stream);
        stream.push(big);
      } catch (caught) {
        error = caught;
      }
    }
    assert.ok(error instanceof Style12Error, `expected a Style12Error, got ${error}`);
    assert.equal(error.code, 'OUT_OF_MEMORY');
    assert.match(error.message, /memory/);

    // Out of memory in the middle of a push: the stream's events no longer
    // fit. The stream is then broken, and says so.
    const many = new TextEncoder().encode(BOARDS.repeat(5000));
    let inside = null;
    for (const stream of streams) {
      try {
        stream.push(many);
      } catch (caught) {
        inside = caught;
        assert.throws(() => stream.push(BOARDS), (again) => again.code === 'OUT_OF_MEMORY');
        break;
      }
    }
    assert.ok(inside instanceof Style12Error && inside.code === 'OUT_OF_MEMORY', `expected OUT_OF_MEMORY, got ${inside}`);

    for (const stream of streams) stream.free();
    stillWorks();
    // The stack survived the calls that ran out: many more calls still run.
    for (let i = 0; i < 100_000; i++) s12.parseStyle12(G107_LINES[i % 5]);
    stillWorks();
  });
});
