// style12/board as the package ships it (dist/board.mjs): what it works out
// without a DOM (squares, names, destinations from the core's legal moves,
// check from SAN), its colours' contrast, and that the package carries its
// pieces and never reaches into the demo page.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import {
  COORD_COLORS, PIECE_SVG, SQUARE_COLORS, checkMark, clockFace, clockText, destinationWords, destinationsOf, lastMoveSquares, moveCount,
  squareLabel, squaresOf,
} from '../../dist/board.mjs';
import { load } from '../../dist/node.mjs';

const root = new URL('../../', import.meta.url);
const s12 = await load();

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the package and its subpath', () => {
  test('style12/board is in the exports map, with its types', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    assert.deepEqual(pkg.exports['./board'], { types: './dist/board.d.ts', default: './dist/board.mjs' });
    readFileSync(new URL('dist/board.d.ts', root));
  });

  test('style12/element imports in Node, where it defines nothing', async () => {
    const { Style12Board } = await import('../../dist/element.mjs');
    assert.equal(typeof Style12Board, 'function');
    assert.equal(globalThis.customElements, undefined);
  });

  test('the element imports the board module rather than a second renderer', () => {
    const element = readFileSync(new URL('dist/element.mjs', root), 'utf8');
    assert.match(element, /from\s*"\.\/board\.mjs"/);
    assert.doesNotMatch(element, /<svg xmlns/, 'no piece drawings of its own');
  });

  test('the pieces ship inside the bundle, and nothing in the package points into web/', () => {
    assert.deepEqual(Object.keys(PIECE_SVG).sort(), ['bB', 'bK', 'bN', 'bP', 'bQ', 'bR', 'wB', 'wK', 'wN', 'wP', 'wQ', 'wR']);
    for (const svg of Object.values(PIECE_SVG)) assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    for (const file of readdirSync(new URL('dist/', root))) {
      if (!/\.(mjs|cjs|js|d\.ts|d\.cts)$/.test(file)) continue;
      const text = readFileSync(new URL(`dist/${file}`, root), 'utf8');
      assert.doesNotMatch(text, /web\/assets|\.\.\/web\//, `dist/${file}`);
    }
    for (const file of readdirSync(new URL('src/js/', root), { recursive: true })) {
      if (!/\.(mjs|cjs|js|ts)$/.test(file)) continue;
      const text = readFileSync(new URL(`src/js/${file}`, root), 'utf8');
      assert.doesNotMatch(text, /from\s+['"][./]*web\//, `src/js/${file}`);
    }
  });
});

describe('clocks', () => {
  test('read one way for the element and the page: exact text, and a face with tenths in the last twenty seconds', () => {
    assert.equal(clockText(297338), '4:57.338');
    assert.equal(clockText(297000), '4:57');
    assert.equal(clockText(297000, { fraction: 'always' }), '4:57.000');
    assert.equal(clockText(3723000), '1:02:03');
    assert.equal(clockText(-1500), '−0:01.500');
    assert.equal(clockText(null), '—');
    assert.equal(clockFace(297338), '4:57');
    assert.equal(clockFace(20000), '0:20');
    assert.equal(clockFace(19999), '0:19.9');
    assert.equal(clockFace(400), '0:00.4');
    assert.equal(clockFace(-2500), '−0:02');
    assert.equal(clockFace(undefined), '—');
  });
});

describe('colours', () => {
  test('coordinates reach 4.5:1 on both squares', () => {
    // The numbers board-style.js quotes: 5.79:1 on the light squares, 5.26:1 on the dark.
    const onLight = contrast(COORD_COLORS.onLight, SQUARE_COLORS.light);
    const onDark = contrast(COORD_COLORS.onDark, SQUARE_COLORS.dark);
    assert.equal(onLight.toFixed(2), '5.79');
    assert.equal(onDark.toFixed(2), '5.26');
    assert.ok(onLight >= 4.5 && onDark >= 4.5);
    // The old coordinates (#946f51 on light, #f0d9b5 on dark) did not.
    assert.ok(contrast('#f0d9b5', SQUARE_COLORS.dark) < 4.5);
  });
});

describe('squares', () => {
  test('a1 is dark and h1 light on any board size; flipped, h1 is top left', () => {
    const rows = squaresOf(['rnbqkbnr', 'pppppppp', '--------', '--------', '--------', '--------', 'PPPPPPPP', 'RNBQKBNR']);
    const a1 = rows[7][0];
    assert.deepEqual([a1.name, a1.light, a1.code], ['a1', false, 'wR']);
    assert.deepEqual([rows[7][7].name, rows[7][7].light], ['h1', true]);
    assert.equal(squaresOf(rows.map(() => '--------'), false)[0][0].name, 'h1');
    const wide = squaresOf(Array(8).fill('----------'));
    assert.deepEqual([wide[7][0].name, wide[7][0].light, wide[0][9].name], ['a1', false, 'j8']);
  });

  test('each square\'s name says the square and its piece', () => {
    const rows = squaresOf(['----k---', '--------', '--------', '--------', '----Q---', '--------', '--------', '----K---']);
    const e4 = rows[4][4];
    assert.equal(squareLabel(e4), 'e4, white queen');
    assert.equal(squareLabel(e4, { selected: true }), 'e4, white queen, selected');
    assert.equal(squareLabel(rows[4][5], { dest: { kind: 'move' } }), 'f4, empty, a legal move');
    assert.equal(squareLabel(rows[0][4], { dest: { kind: 'capture' } }), 'e8, black king, a legal capture');
  });
});

describe('destinations from the core\'s legal moves', () => {
  test('castling in chess: one move, to the king\'s square; the rook is no destination', () => {
    const fen = 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
    const dests = destinationsOf(s12.legalMoves(fen), { from: 'e1' });
    assert.equal(moveCount(dests), 3);
    assert.deepEqual(dests.map(destinationWords), ['e2', 'f1', 'g1 (O-O)']);
    assert.deepEqual(dests.map((d) => d.kind), ['move', 'move', 'castle']);
    // chessground's dests (the core's dests()) also list the rook: four squares for three moves.
    assert.deepEqual([...s12.dests(fen).get('e1')].sort(), ['e2', 'f1', 'g1', 'h1']);
  });

  test('castling in Chess960: onto the rook, marked as castling, never as a capture', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    const dests = destinationsOf(s12.legalMoves(fen, { variant: 'chess960' }), { from: 'e1' });
    const kinds = Object.fromEntries(dests.map((d) => [d.to, d.kind]));
    assert.equal(kinds.h1, 'castle');
    assert.equal(kinds.a1, 'castle');
    assert.equal(moveCount(dests), 7);
    assert.ok(!dests.some((d) => d.kind === 'capture'));
  });

  test('promotions count each, on each square', () => {
    const fen = '3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    const dests = destinationsOf(s12.legalMoves(fen), { from: 'e7' });
    assert.equal(moveCount(dests), 8);
    assert.deepEqual(dests.map(destinationWords), ['d8 (=Q, =R, =B, =N)', 'e8 (=Q, =R, =B, =N)']);
    assert.deepEqual(dests.map((d) => d.kind), ['capture', 'move']);
  });

  test('drops from a pocket', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1';
    const dests = destinationsOf(s12.legalMoves(fen, { variant: 'crazyhouse' }), { drop: 'N' });
    assert.equal(dests.length, 32);
    assert.equal(destinationsOf(s12.legalMoves(fen, { variant: 'crazyhouse' }), { drop: 'Q' }).length, 0);
  });
});

describe('marks of the last move', () => {
  const PUSH = '<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296';
  const MATE = '<12> rnb-kbnr pppp-ppp -------- ----p--- ------Pq -----P-- PPPPP--P RNBQKBNR W -1 1 1 1 1 1 107 gbtami ggbtami 1 5 0 39 39 297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304';

  test('check or mate follows the SAN: the core\'s when given, else the server\'s', () => {
    const mate = s12.parseStyle12(MATE);
    assert.deepEqual(checkMark(mate), { square: 'e1', state: 'mate' });
    // The server wrote "Qh4+"; the core, having checked the move, "Qh4#".
    const understated = s12.parseStyle12(MATE.replace(' Qh4# ', ' Qh4+ '));
    assert.deepEqual(checkMark(understated), { square: 'e1', state: 'check' });
    assert.deepEqual(checkMark(understated, 'Qh4#'), { square: 'e1', state: 'mate' });
    assert.deepEqual(checkMark(s12.parseStyle12(PUSH)), { square: null, state: null });
  });

  test('the last move\'s squares; castling marks the king and its rook', () => {
    assert.deepEqual(lastMoveSquares(s12.parseStyle12(MATE)), ['d8', 'h4']);
    const castled = s12.parseStyle12('<12> rnbq-rk- ppppbppp -----n-- ----p--- --B-P--- -----N-- PPPP-PPP RNBQK--R W -1 1 1 0 0 5 12 alice bob -4 3 0 39 39 170 175 5 o-o (0:02) O-O 1 0 0');
    assert.deepEqual(lastMoveSquares(castled), ['g8', 'f8']);
  });
});
