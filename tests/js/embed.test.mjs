// The embedding kit: chessground's configuration from a record or FEN, and
// events from web streams exactly as push() gives them, in any chunking.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chessgroundDests } from 'chessops/compat';
import { parseFen } from 'chessops/fen';
import { Chess } from 'chessops/chess';
import { load } from 'style12';
import { G107_LINES } from './support.mjs';

const s12 = await load();
const SESSION = readFileSync(new URL('../fixtures/transcripts/crazyhouse.fics', import.meta.url));
const mapOf = (m) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]).sort());

describe('toChessground', () => {
  test('a record: placement, side to move, last move, check, orientation, who may move', () => {
    // gbtami (White, relation 1 = my move) after 2... Qh4#.
    const mate = s12.parseStyle12(G107_LINES[4]);
    const config = s12.toChessground(mate);
    assert.equal(config.fen, 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR');
    assert.equal(config.turnColor, 'white');
    assert.deepEqual(config.lastMove, ['d8', 'h4']);
    assert.equal(config.check, true);
    assert.equal(config.orientation, 'white');
    assert.equal(config.movable.color, mate.relation === 1 ? 'white' : mate.relation === -1 ? 'black' : undefined);
    assert.equal(config.movable.dests.size, 0, 'mate: nothing moves');
  });

  test('dests are chessops\' chessground dests; a flipped board is seen from Black', () => {
    const e5 = s12.parseStyle12(G107_LINES[2]);
    const config = s12.toChessground({ ...e5, flip: true, relation: -1 });
    const pos = Chess.fromSetup(parseFen(e5.fen).unwrap()).unwrap();
    assert.deepEqual(mapOf(config.movable.dests), mapOf(chessgroundDests(pos)));
    assert.equal(config.orientation, 'black');
    assert.equal(config.movable.color, 'black', 'the opponent to move: the user plays the other side');
    assert.equal(config.check, false);
  });

  test('a FEN: the side to move may move; a drop\'s last move is its square; observers move nothing', () => {
    const config = s12.toChessground('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    assert.equal(config.movable.color, 'white');
    assert.deepEqual(config.movable.dests.get('e1').sort(), ['c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'a1', 'h1'].sort());
    assert.equal(config.lastMove, undefined);
    const drop = s12.parseStyle12('<12> r--k-b-n ppp-pppP --bpp-b- ---pp--N -P------ P-P-P--- -----PPP RNBQKB-R B -1 1 1 0 0 0 7 a b 0 3 0 43 39 180 180 12 B/@@-g6 (0:01) B@g6 0 1 0');
    const zh = s12.toChessground(drop, { variant: 'bughouse' });
    assert.deepEqual(zh.lastMove, ['g6']);
    assert.equal(zh.movable.color, undefined, 'relation 0: observing');
    assert.throws(() => s12.toChessground(42), TypeError);
  });

  test('who may move, for every relation the help gives and for others', () => {
    const e5 = s12.parseStyle12(G107_LINES[2]);
    assert.equal(e5.sideToMove, 'w');
    const expected = new Map([[-4, undefined], [-3, undefined], [-2, undefined], [-1, 'black'], [0, undefined],
      [1, 'white'], [2, 'both'], [3, undefined], [1.5, undefined], [null, undefined]]);
    for (const [relation, color] of expected) {
      assert.equal(s12.toChessground({ ...e5, relation }).movable.color, color, `relation ${relation}`);
    }
  });

  test('a FEN written with leading blanks, tabs or a line end gives the placement the core reads', () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    for (const given of [` ${fen}`, fen.replaceAll(' ', '\t'), `\n${fen}`, `${fen}\n`]) {
      const config = s12.toChessground(given);
      assert.equal(config.fen, 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R', JSON.stringify(given));
      assert.equal(config.turnColor, 'white');
      assert.equal(config.movable.dests.size, 12);
    }
    const zh = s12.toChessground('rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2', { variant: 'crazyhouse' });
    assert.equal(zh.fen, 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR');
  });
});

describe('web streams', () => {
  const viaPush = () => {
    const stream = s12.createStream();
    const out = [...stream.push(SESSION), ...stream.end()];
    stream.free();
    return JSON.stringify(out);
  };
  const readable = (chunks) => new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  const cuts = (bytes, size) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

  test('pipeThrough(transformStream()) gives the events push() gives, in any chunking', async () => {
    const expected = viaPush();
    for (const size of [1, 7, 64, 4096, SESSION.length]) {
      const out = [];
      const reader = readable(cuts(SESSION, size)).pipeThrough(s12.transformStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        out.push(value);
      }
      assert.equal(JSON.stringify(out), expected, `chunks of ${size}`);
    }
  });

  test('events(readable) iterates the same events; text chunks work too', async () => {
    const out = [];
    for await (const event of s12.events(readable([SESSION.toString('utf8')]))) out.push(event);
    assert.equal(JSON.stringify(out), viaPush());
  });

  test('leaving events() early cancels its source (a fetch body or a socket closes)', async () => {
    let cancelled = null;
    const endless = new ReadableStream({
      pull(controller) {
        controller.enqueue(SESSION);
      },
      cancel(reason) {
        cancelled = reason ?? 'cancelled';
      },
    });
    let seen = 0;
    for await (const event of s12.events(endless)) {
      if (event.type === 'style12' && ++seen === 3) break;
    }
    assert.equal(seen, 3);
    assert.notEqual(cancelled, null, 'the source was cancelled');
    assert.equal(endless.locked, false);
  });

  test("a stream's own writable and readable: pipeTo() in, its events out, end()'s included", async () => {
    const stream = s12.createStream();
    assert.equal(stream.readable, stream.readable, 'made once');
    const piped = readable(cuts(SESSION, 100)).pipeTo(stream.writable);
    const out = [];
    for await (const event of stream.readable) out.push(event);
    await piped;
    stream.free();
    assert.equal(JSON.stringify(out), viaPush());
  });
});
