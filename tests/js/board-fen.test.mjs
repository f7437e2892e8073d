// fenBoard (style12/board) reads the placement and pockets of a FEN without
// WebAssembly, for <style12-board>; the core's parseFen is the reader of
// record. Here the two agree on every FEN of the fixtures: the same board
// and pockets where the core reads the FEN, the same code and column where
// the core refuses its placement.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fenBoard } from '../../dist/board.mjs';
import { Style12Error, load } from '../../dist/node.mjs';

const s12 = await load();
const rows = (name) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
  .split('\n').filter((row) => row !== '' && !row.startsWith('#')).map((row) => row.split('\t'));

const PLACEMENT_CODES = new Set(['FEN_EMPTY', 'FEN_BAD_PIECE', 'FEN_BAD_RANK_WIDTH', 'FEN_BAD_BOARD_SIZE', 'FEN_BAD_POCKET']);

function coreRead(fen) {
  try {
    return { position: s12.parseFen(fen) };
  } catch (error) {
    assert.ok(error instanceof Style12Error, String(error));
    return { error };
  }
}

// Every FEN of the fixtures: the valid ones, the problem ones (they parse),
// the refused ones, and those the core writes for real server lines.
const fens = [
  ...rows('fen-valid.tsv').map((r) => r[0]),
  ...rows('fen-problems.tsv').map((r) => r[0]),
  ...rows('fen-syntax.tsv').map((r) => r[0]),
  ...rows('line-fen.tsv').flatMap((r) => [r[2], r[3]]),
];

describe('fenBoard beside the core\'s parseFen', () => {
  test('the fixtures hold FENs of each kind', () => {
    assert.ok(fens.length > 250, String(fens.length));
    assert.ok(fens.some((fen) => fen.includes('[')), 'pockets in brackets');
  });

  test('the same board and pockets wherever the core reads the FEN', () => {
    let compared = 0;
    for (const fen of fens) {
      const { position } = coreRead(fen);
      if (!position) continue;
      const drawn = fenBoard(fen);
      assert.deepEqual(drawn.board, position.board, fen);
      assert.deepEqual(drawn.pockets, position.pockets ?? null, fen);
      compared++;
    }
    assert.ok(compared > 200, String(compared));
  });

  test('the same code and column wherever the core refuses the placement', () => {
    let compared = 0;
    for (const fen of fens) {
      const { error } = coreRead(fen);
      if (!error || !PLACEMENT_CODES.has(error.code)) continue;
      assert.throws(() => fenBoard(fen), (thrown) => {
        assert.ok(thrown instanceof Style12Error);
        assert.equal(thrown.code, error.code, `${fen}: ${thrown.message}`);
        assert.equal(thrown.column, error.column, `${fen}: ${thrown.message}`);
        assert.equal(thrown.field, 1);
        assert.equal(thrown.fieldName, 'placement');
        return true;
      }, fen);
      compared++;
    }
    assert.ok(compared >= 10, String(compared));
  });

  test('a nine-segment FEN holds its pockets after the board; a wide board keeps its ranks', () => {
    assert.deepEqual(fenBoard('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qq w - - 0 1').pockets, { white: 'Q', black: 'Q' });
    assert.deepEqual(fenBoard('rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKB~NR[PNppq] b KQkq - 0 2').pockets, { white: 'PN', black: 'PPQ' });
    assert.equal(fenBoard('10/10/10/10/10/10/10/10 w - - 0 1').board[0], '----------');
  });
});
