// Positions: toFen, parseFen and validate (api-lines.mjs has the lines).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CASTLED, DROP, FICS_HELP, FICS_HELP_FEN, MS_LINE, MS_LINE_FEN, s12, START_FEN, STARTPOS, throwsStyle12,
} from './api-lines.mjs';

describe('toFen', () => {
  // Edited from the help example: 1.e4 a6 2.e5 d5, so exd6 e.p. is legal.
  const EP_LEGAL = '<12> rnbqkbnr -pp-pppp p------- ---pP--- -------- -------- PPPP-PPP RNBQKBNR W 3 1 1 1 1 0 7 Newton Einstein 1 2 12 39 39 119 122 3 P/d7-d5 (0:06) d5 0';

  test('gives the FEN of a line', () => {
    assert.equal(s12.toFen(FICS_HELP), FICS_HELP_FEN);
    assert.equal(s12.toFen(MS_LINE), MS_LINE_FEN);
  });

  test('takes the options parseStyle12 takes: allowTruncated for a line cut short', () => {
    const cut = '<12> rnbqkbnr pppppppp -------- -------- -------- -----P-- PPPPP-PP RNBQKBNR B -1 1 1 1 1 0 107 Capablanca1921 Alekhine1927 0 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) ';
    assert.throws(() => s12.toFen(cut), { code: 'MISSING_FIELD' });
    const fen = 'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1';
    assert.equal(s12.toFen(cut, { allowTruncated: true }), fen);
    assert.equal(s12.parseStyle12(cut, { allowTruncated: true }).fen, fen);
  });

  test('null options are no options, in every function that takes them', () => {
    assert.equal(s12.parseStyle12(FICS_HELP, null).fen, FICS_HELP_FEN);
    assert.equal(s12.toFen(FICS_HELP, null), FICS_HELP_FEN);
    assert.equal(s12.validate(FICS_HELP_FEN, null).valid, true);
    assert.equal(s12.toFen(s12.encodeStyle12(FICS_HELP_FEN, null)), FICS_HELP_FEN);
    assert.equal(s12.toChessground(FICS_HELP_FEN, null).turnColor, 'black');
    assert.equal(s12.legalMoves(FICS_HELP_FEN, null).length > 0, true);
    assert.equal(s12.createStream(null).push(`${FICS_HELP}\n`)[0].fen, FICS_HELP_FEN);
    assert.equal(typeof s12.createTimeseal(null).encode('x').length, 'number');
  });

  test('gives the FEN of a record', () => {
    assert.equal(s12.toFen(s12.parseStyle12(FICS_HELP)), FICS_HELP_FEN);
  });

  test('gives the FEN of what a record changed by hand now says', () => {
    const record = s12.parseStyle12(FICS_HELP);
    const board = record.board.map((rank, k) => (k === 3 ? '---Q----' : rank));
    assert.equal(s12.toFen({ ...record, board }), 'rnbqkb1r/pppppppp/5n2/3Q4/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2');
    const castling = { ...record.castling, blackLong: false };
    assert.equal(s12.toFen({ ...record, castling }), 'rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b k - 0 2');
  });

  test('adds pockets from a <b1> line', () => {
    assert.equal(s12.toFen(MS_LINE, { holdings: '<b1> game 107 white [P] black []' }),
      'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR[P] b KQkq g3 0 2');
  });

  test('adds pockets from a holdings record', () => {
    const holdings = s12.parseHoldings('<b1> game 107 white [PN] black [BQ]');
    assert.equal(s12.toFen(MS_LINE, { holdings }),
      'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR[PNbq] b KQkq g3 0 2');
  });

  test('adds pockets from a holdings record to a record too, in one call', () => {
    const holdings = s12.parseHoldings('<b1> game 107 white [Q] black [pp]');
    assert.equal(s12.toFen(s12.parseStyle12(MS_LINE), { holdings }),
      'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR[Qpp] b KQkq g3 0 2');
  });

  test('names what is wrong with a holdings record', () => {
    const holdings = s12.parseHoldings('<b1> game 107 white [P] black []');
    const record = s12.parseStyle12(MS_LINE);
    for (const target of [MS_LINE, record]) {
      throwsStyle12(() => s12.toFen(target, { holdings: { ...holdings, white: 'P1' } }),
        { code: 'BAD_HOLDINGS', fieldName: 'white' });
      throwsStyle12(() => s12.toFen(target, { holdings: { ...holdings, gameNumber: 108 } }),
        { code: 'HOLDINGS_OTHER_GAME' });
      throwsStyle12(() => s12.toFen(target, { holdings: { ...holdings, passed: { color: 'x', piece: 'N' } } }),
        { code: 'BAD_HOLDINGS', fieldName: 'passed' });
      assert.throws(() => s12.toFen(target, { holdings: { white: 'P' } }), TypeError);
    }
  });

  test('adds nothing for holdings: null', () => {
    assert.equal(s12.toFen(MS_LINE, { holdings: null }), MS_LINE_FEN);
  });

  test('throws the error of a bad <b1> line', () => {
    throwsStyle12(() => s12.toFen(MS_LINE, { holdings: '<b1> bad' }), { code: 'BAD_HOLDINGS' });
  });

  test("writes the en passant square after any double push with enPassant 'always'", () => {
    assert.equal(s12.toFen(MS_LINE, { enPassant: 'always' }), MS_LINE_FEN);
    assert.equal(s12.toFen(EP_LEGAL, { enPassant: 'always' }), 'rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3');
  });

  test("writes the en passant square only when a capture is legal with enPassant 'legal'", () => {
    assert.equal(s12.toFen(MS_LINE, { enPassant: 'legal' }), 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2');
    assert.equal(s12.toFen(EP_LEGAL, { enPassant: 'legal' }), 'rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3');
  });

  test("writes castling as KQkq with 'xfen' and as rook files with 'shredder'", () => {
    assert.equal(s12.toFen(FICS_HELP, { castling: 'xfen' }), FICS_HELP_FEN);
    assert.equal(s12.toFen(FICS_HELP, { castling: 'shredder' }), 'rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b ha - 0 2');
    assert.equal(s12.toFen(MS_LINE, { castling: 'shredder' }), 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b HAha g3 0 2');
  });

  test('names the rooks of a wild board in Shredder-FEN', () => {
    // The kurushi wild/3 board with every castling flag set: rooks on d and g.
    const line = STARTPOS.replace('W -1 0 0 0 0', 'W -1 1 1 1 1');
    assert.equal(s12.toFen(line), 'nqbrknrn/pppppppp/8/8/8/8/PPPPPPPP/NQBRKNRN w KQkq - 0 1');
    assert.equal(s12.toFen(line, { castling: 'shredder' }), 'nqbrknrn/pppppppp/8/8/8/8/PPPPPPPP/NQBRKNRN w GDgd - 0 1');
  });

  test('throws BAD_OPTION for a bad enPassant or castling option', () => {
    throwsStyle12(() => s12.toFen(FICS_HELP, { enPassant: 'sometimes' }),
      { code: 'BAD_OPTION', field: null, fieldName: 'enPassant', column: null });
    throwsStyle12(() => s12.toFen(FICS_HELP, { castling: 'fide' }),
      { code: 'BAD_OPTION', field: null, fieldName: 'castling', column: null });
  });

  test('throws the parse error of a bad line', () => {
    throwsStyle12(() => s12.toFen(FICS_HELP.replace(' 7 ', ' #7 ')), { code: 'BAD_NUMBER', field: 17 });
  });

  test('throws TypeError for something that is neither a line nor a record', () => {
    assert.throws(() => s12.toFen(42), TypeError);
    assert.throws(() => s12.toFen(null), TypeError);
  });
});

describe('parseFen', () => {
  test('reads every field of a crazyhouse position', () => {
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQ~KBNR[Nb] b KQkq g3 0 2';
    assert.deepEqual(s12.parseFen(fen), {
      board: ['rnbqkbnr', 'pppp-ppp', '--------', '----p---', '------P-', '-----P--', 'PPPPP--P', 'RNBQKBNR'],
      width: 8,
      height: 8,
      turn: 'b',
      castling: 'KQkq',
      castlingClaims: 'HAha',
      enPassant: 'g3',
      halfmoveClock: 0,
      fullmoveNumber: 2,
      pockets: { white: 'N', black: 'B' },
      promoted: ['d1'],
      fen,
    });
  });

  test('gives null pockets, no promoted squares and a null en passant square when there are none', () => {
    const position = s12.parseFen(FICS_HELP_FEN);
    assert.equal(position.pockets, null);
    assert.deepEqual(position.promoted, []);
    assert.equal(position.enPassant, null);
    assert.equal(position.castling, 'kq');
    assert.equal(position.castlingClaims, 'ha');
    assert.equal(position.fen, FICS_HELP_FEN);
  });

  test('keeps every castling claim, possible or not, beside the canonical field', () => {
    const position = s12.parseFen('4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1');
    assert.equal(position.castling, 'K');
    assert.equal(position.castlingClaims, 'HAha');
    assert.equal(position.fen, '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    assert.equal(s12.parseFen('4k3/8/8/8/8/8/8/4K2R w - - 0 1').castlingClaims, '');
  });

  test('reads pockets written as a ninth segment and writes them in brackets', () => {
    const position = s12.parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/PNq w KQkq - 0 1');
    assert.deepEqual(position.pockets, { white: 'PN', black: 'Q' });
    assert.equal(position.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PNq] w KQkq - 0 1');
  });

  test('reads empty pockets as empty strings', () => {
    assert.deepEqual(s12.parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1').pockets,
      { white: '', black: '' });
  });

  test('reads the FEN of a record back to itself', () => {
    for (const line of [FICS_HELP, MS_LINE, DROP, CASTLED, STARTPOS]) {
      const { fen } = s12.parseStyle12(line);
      assert.equal(s12.parseFen(fen).fen, fen);
    }
  });

  const base = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
  const cases = [
    { code: 'FEN_EMPTY', fen: '', field: 1, column: 0 },
    { code: 'FEN_BAD_PIECE', fen: base.replace('pppppppp', 'ppppp?pp'), field: 1, at: '?' },
    { code: 'FEN_BAD_RANK_WIDTH', fen: base.replace('/8/4P3', '/9/4P3'), field: 1, at: '9' },
    { code: 'FEN_BAD_BOARD_SIZE', fen: 'bad fen', field: 1, column: 0 },
    { code: 'FEN_BAD_POCKET', fen: base.replace('RNBQKBNR', 'RNBQKBNR[P1]'), field: 1, at: '1]' },
    { code: 'FEN_BAD_SIDE_TO_MOVE', fen: base.replace(' b ', ' x '), field: 2, fieldName: 'sideToMove', at: 'x' },
    { code: 'FEN_BAD_CASTLING', fen: base.replace('KQkq', 'KQkz'), field: 3, fieldName: 'castling', at: 'z' },
    { code: 'FEN_BAD_EN_PASSANT', fen: base.replace('e3', 'e9'), field: 4, fieldName: 'enPassant', at: 'e9' },
    { code: 'FEN_BAD_HALFMOVE_CLOCK', fen: base.replace('e3 0 1', 'e3 x 1'), field: 5, fieldName: 'halfmoveClock', at: 'x' },
    { code: 'FEN_BAD_FULLMOVE_NUMBER', fen: base.replace('e3 0 1', 'e3 0 x'), field: 6, fieldName: 'fullmoveNumber', at: 'x' },
    { code: 'FEN_TOO_MANY_FIELDS', fen: `${base} extra`, field: 6, at: 'extra' },
  ];
  for (const c of cases) {
    test(`throws ${c.code} with the column of the bad text`, () => {
      const expected = { code: c.code, field: c.field };
      if (c.fieldName) expected.fieldName = c.fieldName;
      if (c.column !== undefined) expected.column = c.column;
      if (c.at !== undefined) expected.column = c.fen.indexOf(c.at);
      throwsStyle12(() => s12.parseFen(c.fen), expected);
    });
  }

  test('throws TypeError for input that is not a string', () => {
    assert.throws(() => s12.parseFen({}), TypeError);
    assert.throws(() => s12.parseFen(undefined), TypeError);
  });
});

describe('validate', () => {
  test('finds no problem in the start position', () => {
    assert.deepEqual(s12.validate(START_FEN), { valid: true, problems: [], messages: [] });
  });

  test('lists every problem with one message each, in the same order', () => {
    const result = s12.validate('8/8/8/8/8/8/8/8 w - - 0 1');
    assert.equal(result.valid, false);
    assert.deepEqual(result.problems, ['EMPTY_BOARD', 'NO_WHITE_KING', 'NO_BLACK_KING']);
    assert.equal(result.messages.length, result.problems.length);
    assert.equal(result.messages[1], 'White has no king.');
    assert.equal(result.messages[2], 'Black has no king.');
  });

  test('reports the documented problem codes', () => {
    const cases = [
      ['4k3/8/8/8/8/8/8/P3K3 w - - 0 1', 'PAWN_ON_BACKRANK'],
      ['4k3/8/8/8/8/8/8/4K3 w K - 0 1', 'BAD_CASTLING_RIGHTS'],
      ['4k3/8/8/8/8/8/8/4K3 w - e6 0 1', 'BAD_EN_PASSANT'],
      ['4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1', 'OPPOSITE_CHECK'],
      ['rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1', 'NO_BLACK_KING'],
    ];
    for (const [fen, problem] of cases) {
      const result = s12.validate(fen);
      assert.deepEqual(result.problems, [problem], fen);
      assert.equal(result.valid, false);
      assert.equal(result.messages.length, 1);
      assert.match(result.messages[0], /^[A-Z].*\.$/);
    }
  });

  test('takes a Position and keeps its castling claims', () => {
    // The canonical FEN drops the impossible claims; the Position keeps them.
    const position = s12.parseFen('4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1');
    assert.deepEqual(s12.validate(position.fen).problems, []);
    assert.deepEqual(s12.validate(position).problems, ['BAD_CASTLING_RIGHTS']);
  });

  test('takes a crazyhouse Position with pockets and promoted pieces', () => {
    const position = s12.parseFen('r~nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PNq] w KQkq - 0 1');
    assert.deepEqual(s12.validate(position, { variant: 'crazyhouse' }), { valid: true, problems: [], messages: [] });
  });

  test('lets the variant switch off the rules it allows', () => {
    const noBlackKing = 'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1';
    assert.deepEqual(s12.validate(noBlackKing, { variant: 'chess' }).problems, ['NO_BLACK_KING']);
    assert.deepEqual(s12.validate(noBlackKing, { variant: 'suicide' }).problems, []);
    for (const variant of ['chess', 'chess960', 'crazyhouse', 'bughouse', 'suicide', 'losers', 'atomic', 'wild']) {
      assert.equal(s12.validate(START_FEN, { variant }).valid, true, variant);
    }
  });

  test('throws BAD_VARIANT for an unknown variant', () => {
    throwsStyle12(() => s12.validate(START_FEN, { variant: 'xiangqi' }), { code: 'BAD_VARIANT' });
    throwsStyle12(() => s12.validate(START_FEN, { variant: 'Chess' }), { code: 'BAD_VARIANT' });
  });

  test('throws the FEN error of a bad FEN', () => {
    throwsStyle12(() => s12.validate('bad fen'), { code: 'FEN_BAD_BOARD_SIZE' });
  });

  test('throws TypeError for something that is neither a FEN nor a Position', () => {
    assert.throws(() => s12.validate(42), TypeError);
    assert.throws(() => s12.validate(null), TypeError);
  });
});
