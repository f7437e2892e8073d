// Square names and variants, each from one place: squares cross from the
// core as one code (file | rank << 4) and read back as names on boards of
// any size up to 16; the variant table is the core's.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from 'style12';
import { FILES, squareName } from 'style12/board';

const s12 = await load();

describe('square names', () => {
  test('the board entry spells them for boards up to 16 wide', () => {
    assert.equal(FILES, 'abcdefghijklmnop');
    assert.equal(squareName(4, 4), 'e4');
    assert.equal(squareName(9, 10), 'j10');
    assert.equal(squareName(15, 16), 'p16');
  });

  test('a move on a 10x10 board reads back with two-digit ranks', () => {
    const ranks = ['r--------k', '----------', '----------', '----------', '----------',
      '----------', '----------', '----------', '----------', 'R--------K'];
    const line = `<12> ${ranks.join(' ')} B -1 0 0 0 0 0 1 A B 0 3 0 0 0 180 180 1 R/a1-a10 (0:01) Ra10 0`;
    const record = s12.parseStyle12(line);
    assert.equal(record.lastMoveInfo.from, 'a1');
    assert.equal(record.lastMoveInfo.to, 'a10');
    const far = s12.parseStyle12(line.replace('R/a1-a10', 'K/j1-j10'));
    assert.equal(far.lastMoveInfo.from, 'j1');
    assert.equal(far.lastMoveInfo.to, 'j10');
  });

  test('the rules name the same squares', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const moves = s12.legalMoves(start);
    assert.equal(moves.length, 20);
    assert.deepEqual(moves.filter((m) => m.from === 'g1').map((m) => m.to).sort(), ['f3', 'h3']);
    const dests = s12.dests('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1');
    assert.deepEqual(dests.get('h1').sort(), ['f1', 'g1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8']);
    assert.ok(dests.get('e1').includes('g1') && dests.get('e1').includes('h1'));
  });
});

describe('variants', () => {
  test('the core\'s table, read-only', () => {
    assert.deepEqual(s12.variants.map((v) => v.name),
      ['chess', 'chess960', 'crazyhouse', 'bughouse', 'suicide', 'losers', 'atomic', 'wild']);
    assert.deepEqual(s12.variants.filter((v) => v.rules).map((v) => v.name),
      ['chess', 'chess960', 'crazyhouse', 'bughouse', 'wild']);
    assert.deepEqual(s12.variants.filter((v) => v.pockets).map((v) => v.name), ['crazyhouse', 'bughouse']);
    assert.deepEqual(s12.variants.filter((v) => !v.standardCastling).map((v) => v.name), ['chess960', 'suicide']);
    assert.deepEqual(s12.variants[1], {
      name: 'chess960', aliases: ['fr'], pgnTag: 'Chess960', standardCastling: false, rules: true, pockets: false,
    });
    assert.equal(s12.variants[0].pgnTag, null);
    assert.ok(Object.isFrozen(s12.variants) && Object.isFrozen(s12.variants[0]));
    assert.throws(() => { s12.variants[0].rules = false; }, TypeError);
  });

  test('every variant the table has rules for plays, and no other', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    for (const v of s12.variants) {
      if (v.rules) assert.equal(s12.legalMoves(start, { variant: v.name }).length, 20, v.name);
      else {
        assert.throws(() => s12.legalMoves(start, { variant: v.name }),
          { code: 'BAD_VARIANT', message: /moves are generated for chess, chess960, crazyhouse, bughouse and wild$/ }, v.name);
      }
    }
  });

  test('toChessground asks the table: an alias plays, a variant without rules does not', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    assert.equal(s12.toChessground(start, { variant: 'fr' }).movable.dests.size, 10);
    assert.equal(s12.toChessground(start, { variant: 'atomic' }).movable.dests.size, 0);
  });
});
