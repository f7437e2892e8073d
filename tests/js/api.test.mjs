// The functions of the loaded module, each field and each error path,
// checked against values worked out by hand from real server lines.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { load, Style12Error } from 'style12';
import { G107_G4_FEN, G107_G4_RECORD, G107_LINES } from './support.mjs';

const s12 = await load();

// FICS "help style12": Newton (White) has played 2.Ke2, Black to move.
const FICS_HELP = '<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 0 7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0';
const FICS_HELP_FEN = 'rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2';
// Live FICS with the ms ivariable: 33 fields, clocks in milliseconds (pychess).
const MS_LINE = G107_LINES[3];
const MS_LINE_FEN = G107_G4_FEN;
// The help example extended to 33 fields (ictk).
const DOC_33 = `${FICS_HELP} 1 123`;
// xboard's backend.c comment: 32 fields, clock ticking but no lag.
const XBOARD_32 = '<12> r-b---k- pp----pp ---bP--- ---p---- q------- ------P- P--Q--BP -----R-K W -1 0 0 0 0 0 0 paf MaxII 0 2 12 21 25 234 174 24 Q/d7-a4 (0:06) Qxa4 0 0';
// A bughouse drop (macbeth).
const DROP = '<12> r--k-b-n ppp-pppP --bpp-b- ---pp--N -------- --P--PB- PPP-pPPP R---R-K- W -1 0 0 0 0 0 408 CarlosFenix mandevil 0 2 0 43 28 48 31 27 B/@@-g6 (0:25) B@g6 0 1 0';
// Black castled long (macbeth), the board seen with Black at the bottom.
const CASTLED = '<12> --kr-bnr ppp-pppp --nqb--- ---p---- ---P-B-- --NQ---P PPP-PPP- R---KBNR W -1 1 1 0 0 1 345 GuestTVTH GuestPYFX -1 5 0 39 39 282 288 6 o-o-o (0:03) O-O-O 1 1 0';
// 2...Qh4# (pychess).
const MATE = '<12> rnb-kbnr pppp-ppp -------- ----p--- ------Pq -----P-- PPPPP--P RNBQKBNR W -1 1 1 1 1 1 107 gbtami ggbtami -1 5 0 39 39 297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304';
// A wild/3 game stored with relation -4 (pychess).
const STARTPOS = '<12> nqbrknrn pppppppp -------- -------- -------- -------- PPPPPPPP NQBRKNRN W -1 0 0 0 0 0 17 kurushi mgatto -4 3 0 39 39 169403 45227 1 none (0:00.000) none 0 1 0';
// No blank after the tag (raptor).
const NO_SPACE = '<12>rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 100 guestBLARG guestcday 1 10 0 39 39 600 600 1 P/e2-e4 (0:00) e4 1 0 0';
// Edited from the help example (no corpus line has a promotion): 1...e8=Q+ by White.
const PROMOTION = '<12> ----Q--- ------kp -------- -------- -------- -------- -------- ----K--- B -1 0 0 0 0 0 9 Newton Einstein 0 3 0 9 1 16 26 47 P/e7-e8=Q (0:02) e8=Q+ 0 1 228';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const RECORD_KEYS = [
  'board', 'sideToMove', 'doublePushFile', 'castling', 'halfmoveClock', 'gameNumber', 'white',
  'black', 'relation', 'initialTime', 'increment', 'whiteStrength', 'blackStrength', 'whiteTime',
  'blackTime', 'whiteTimeMs', 'blackTimeMs', 'timeUnit', 'moveNumber', 'lastMove', 'lastMoveInfo',
  'lastMoveTime', 'lastMoveTimeMs', 'lastMoveSan', 'flip', 'clockTicking', 'lagMs', 'extra', 'fen',
  'truncated', 'spaceAfterTag',
].sort();

// Asserts that fn throws a Style12Error whose properties include `expected`.
function throwsStyle12(fn, expected) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof Style12Error, `expected a Style12Error, got ${error}`);
    for (const [key, value] of Object.entries(expected)) {
      assert.deepEqual(error[key], value, `${key} of ${error.code}: ${error.message}`);
    }
    return true;
  });
}

describe('load()', () => {
  test('returns the same module on a second call', async () => {
    const again = await load();
    assert.equal(again, s12);
  });

  test('gives a frozen module with every documented function', () => {
    assert.ok(Object.isFrozen(s12));
    for (const name of ['parseStyle12', 'tryParseStyle12', 'parseHoldings', 'toFen', 'parseFen',
      'validate', 'formatStyle12', 'formatHoldings', 'encodeStyle12']) {
      assert.equal(typeof s12[name], 'function', name);
    }
    assert.equal(s12.Style12Error, Style12Error);
  });
});

describe('parseStyle12', () => {
  test('reads every field of the FICS help example', () => {
    const record = s12.parseStyle12(FICS_HELP);
    assert.deepEqual({ ...record }, {
      board: ['rnbqkb-r', 'pppppppp', '-----n--', '--------', '----P---', '--------', 'PPPPKPPP', 'RNBQ-BNR'],
      sideToMove: 'b',
      doublePushFile: -1,
      castling: { whiteShort: false, whiteLong: false, blackShort: true, blackLong: true },
      halfmoveClock: 0,
      gameNumber: 7,
      white: 'Newton',
      black: 'Einstein',
      relation: 1,
      initialTime: 2,
      increment: 12,
      whiteStrength: 39,
      blackStrength: 39,
      whiteTime: 119,
      blackTime: 122,
      whiteTimeMs: 119000,
      blackTimeMs: 122000,
      timeUnit: 'seconds',
      moveNumber: 2,
      lastMove: 'K/e1-e2',
      lastMoveInfo: {
        piece: 'K', from: 'e1', to: 'e2', promotion: null, castling: null,
        drop: false, check: false, checkmate: false,
      },
      lastMoveTime: '0:06',
      lastMoveTimeMs: 6000,
      lastMoveSan: 'Ke2',
      flip: false,
      clockTicking: null,
      lagMs: null,
      extra: [],
      fen: FICS_HELP_FEN,
      truncated: false,
      spaceAfterTag: true,
    });
  });

  test('reads every field of a live 33-field line with millisecond clocks', () => {
    const record = s12.parseStyle12(MS_LINE);
    assert.deepEqual({ ...record }, G107_G4_RECORD);
  });

  test('gives records with exactly the documented fields', () => {
    for (const line of [FICS_HELP, MS_LINE, XBOARD_32, DROP]) {
      assert.deepEqual(Object.keys(s12.parseStyle12(line)).sort(), RECORD_KEYS);
    }
  });

  test('reads the clock-ticking and lag fields of a 33-field line', () => {
    const record = s12.parseStyle12(DOC_33);
    assert.equal(record.flip, false);
    assert.equal(record.clockTicking, true);
    assert.equal(record.lagMs, 123);
    assert.deepEqual(record.extra, []);
  });

  test('reads a 32-field line: clock ticking sent, lag not', () => {
    const record = s12.parseStyle12(XBOARD_32);
    assert.equal(record.gameNumber, 0);
    assert.equal(record.white, 'paf');
    assert.equal(record.black, 'MaxII');
    assert.equal(record.clockTicking, false);
    assert.equal(record.lagMs, null);
    assert.equal(record.lastMoveSan, 'Qxa4');
    assert.deepEqual(record.lastMoveInfo, {
      piece: 'Q', from: 'd7', to: 'a4', promotion: null, castling: null,
      drop: false, check: false, checkmate: false,
    });
    assert.equal(record.fen, 'r1b3k1/pp4pp/3bP3/3p4/q7/6P1/P2Q2BP/5R1K w - - 0 24');
  });

  test('keeps fields after the 33rd in extra, as sent', () => {
    assert.deepEqual(s12.parseStyle12(`${DOC_33} 7 x`).extra, ['7', 'x']);
  });

  test('decodes a drop: no from square, drop set, strengths as sent', () => {
    const record = s12.parseStyle12(DROP);
    assert.equal(record.lastMove, 'B/@@-g6');
    assert.equal(record.lastMoveSan, 'B@g6');
    assert.deepEqual(record.lastMoveInfo, {
      piece: 'B', from: null, to: 'g6', promotion: null, castling: null,
      drop: true, check: false, checkmate: false,
    });
    assert.equal(record.whiteStrength, 43);
    assert.equal(record.blackStrength, 28);
    assert.equal(record.fen, 'r2k1b1n/ppp1pppP/2bpp1b1/3pp2N/8/2P2PB1/PPP1pPPP/R3R1K1 w - - 0 27');
  });

  test('decodes castling long, with Black at the bottom', () => {
    const record = s12.parseStyle12(CASTLED);
    assert.deepEqual(record.lastMoveInfo, {
      piece: 'K', from: null, to: null, promotion: null, castling: 'long',
      drop: false, check: false, checkmate: false,
    });
    assert.equal(record.flip, true);
    assert.equal(record.relation, -1);
    assert.deepEqual(record.castling, { whiteShort: true, whiteLong: true, blackShort: false, blackLong: false });
    assert.equal(record.halfmoveClock, 1);
    assert.equal(record.fen, '2kr1bnr/ppp1pppp/2nqb3/3p4/3P1B2/2NQ3P/PPP1PPP1/R3KBNR w KQ - 1 6');
  });

  test('marks check and checkmate from the SAN field', () => {
    const mate = s12.parseStyle12(MATE).lastMoveInfo;
    assert.equal(mate.check, true);
    assert.equal(mate.checkmate, true);
    const promotion = s12.parseStyle12(PROMOTION).lastMoveInfo;
    assert.deepEqual(promotion, {
      piece: 'P', from: 'e7', to: 'e8', promotion: 'Q', castling: null,
      drop: false, check: true, checkmate: false,
    });
  });

  test('gives null move fields for "none"', () => {
    const record = s12.parseStyle12(STARTPOS);
    assert.equal(record.lastMove, null);
    assert.equal(record.lastMoveInfo, null);
    assert.equal(record.lastMoveSan, null);
    assert.equal(record.lastMoveTime, '0:00.000');
    assert.equal(record.lastMoveTimeMs, 0);
  });

  test('keeps relation -4 and a wild board without castling rights', () => {
    const record = s12.parseStyle12(STARTPOS);
    assert.equal(record.relation, -4);
    assert.equal(record.fen, 'nqbrknrn/pppppppp/8/8/8/8/PPPPPPPP/NQBRKNRN w - - 0 1');
  });

  test('reads a line without a blank after the tag', () => {
    const record = s12.parseStyle12(NO_SPACE);
    assert.equal(record.spaceAfterTag, false);
    assert.equal(record.board[0], 'rnbqkbnr');
    assert.equal(record.doublePushFile, 4);
    assert.equal(record.flip, true);
    assert.equal(record.fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  });

  test('skips prompts before the tag', () => {
    assert.equal(s12.parseStyle12(`fics% fics% ${FICS_HELP}`).gameNumber, 7);
  });

  test('keeps a line cut short after the clocks when allowTruncated is set', () => {
    const cut = FICS_HELP.slice(0, FICS_HELP.indexOf(' (0:06)'));
    throwsStyle12(() => s12.parseStyle12(cut), { code: 'MISSING_FIELD', field: 29 });
    // The line stops right after the move with no blank behind it: the cut
    // may have fallen inside the move, so it is lost, not guessed.
    const record = s12.parseStyle12(cut, { allowTruncated: true });
    assert.equal(record.truncated, true);
    assert.equal(record.moveNumber, 2);
    assert.equal(record.lastMove, null);
    assert.equal(record.lastMoveTime, null);
    assert.equal(record.lastMoveSan, null);
    assert.equal(record.flip, null);
    assert.equal(record.fen, FICS_HELP_FEN);
    assert.equal(s12.formatStyle12(record), `${cut.slice(0, cut.lastIndexOf(' '))} `);
    // With a blank after it, the move is whole.
    const whole = s12.parseStyle12(`${cut} `, { allowTruncated: true });
    assert.equal(whole.lastMove, 'K/e1-e2');
    assert.equal(s12.formatStyle12(whole), `${cut} `);
  });

  test('throws TypeError for input that is not a string', () => {
    for (const input of [123, null, undefined, {}, ['<12>']]) {
      assert.throws(() => s12.parseStyle12(input), TypeError);
    }
  });
});

describe('errors of parseStyle12', () => {
  const edit = (from, to) => FICS_HELP.replace(from, to);
  const cases = [
    { name: 'a line without the tag', line: 'hello', code: 'NOT_STYLE12', field: 1, column: 0 },
    { name: 'an empty line', line: '', code: 'NOT_STYLE12', field: 1, column: 0 },
    { name: 'a board quoted in a tell', line: `tell foo ${FICS_HELP}`, code: 'TEXT_BEFORE_TAG', field: 1, column: 0 },
    { name: 'a square that is not a piece', line: edit('rnbqkb-r', 'rnbqkb*r'), code: 'BAD_BOARD_SQUARE', field: 2, fieldName: 'board', at: '*' },
    { name: 'a rank of another width', line: edit('rnbqkb-r', 'rnbqkb-'), code: 'BAD_RANK_WIDTH', field: 3, fieldName: 'board', at: 'pppppppp' },
    { name: 'a single rank', line: '<12> r B -1', code: 'BAD_BOARD_SIZE', field: 2, fieldName: 'board', at: 'r' },
    { name: 'a side to move other than W or B', line: edit(' B -1', ' X -1'), code: 'BAD_SIDE_TO_MOVE', field: 10, fieldName: 'sideToMove', at: ' X ', offset: 1 },
    { name: 'a double-push file beyond h', line: edit(' B -1', ' B 9'), code: 'BAD_DOUBLE_PUSH_FILE', field: 11, fieldName: 'doublePushFile', at: ' 9 ', offset: 1 },
    { name: 'a castling flag of 2', line: edit('-1 0 0 1 1', '-1 0 2 1 1'), code: 'BAD_FLAG', field: 13, fieldName: 'castling.whiteLong', at: ' 2 1 1 ', offset: 1 },
    { name: 'a game number that is not an integer', line: edit(' 7 ', ' #7 '), code: 'BAD_NUMBER', field: 17, fieldName: 'gameNumber', at: '#7' },
    { name: 'a clock beyond 64 bits', line: edit(' 119 ', ' 99999999999999999999 '), code: 'NUMBER_OUT_OF_RANGE', field: 25, fieldName: 'whiteTime', at: '99999999999999999999' },
    { name: 'a move without its dash', line: edit('K/e1-e2', 'K/e1e2'), code: 'BAD_MOVE', field: 28, fieldName: 'lastMove', at: 'K/e1e2', offset: 4 },
    { name: 'a move time without a colon', line: edit('(0:06)', '(06)'), code: 'BAD_TIME_TAKEN', field: 29, fieldName: 'lastMoveTime', at: '(06)', offset: 3 },
    { name: 'a name with a control byte', line: edit('Newton', 'New\x01ton'), code: 'BAD_FIELD_TEXT', field: 18, fieldName: 'white', at: '\x01' },
    { name: 'a line that ends before the flip field', line: edit(' Ke2 0', ' Ke2'), code: 'MISSING_FIELD', field: 31, fieldName: 'flip' },
    { name: 'a line that ends before the SAN field', line: edit(' Ke2 0', ''), code: 'MISSING_FIELD', field: 30, fieldName: 'lastMoveSan' },
  ];

  for (const c of cases) {
    test(`reports ${c.name} as ${c.code} in field ${c.field}`, () => {
      const expected = { code: c.code, field: c.field };
      if (c.fieldName) expected.fieldName = c.fieldName;
      if (c.column !== undefined) expected.column = c.column;
      if (c.at !== undefined) expected.column = c.line.indexOf(c.at) + (c.offset ?? 0);
      throwsStyle12(() => s12.parseStyle12(c.line), expected);
      const result = s12.tryParseStyle12(c.line);
      assert.equal(result.ok, false);
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(result.error[key], value, key);
    });
  }

  test('places the column of a missing field at the end of the line', () => {
    const line = FICS_HELP.replace(/ 0$/, '');
    throwsStyle12(() => s12.parseStyle12(line), { code: 'MISSING_FIELD', field: 31, column: line.length });
  });

  test('says in the message what was found and what was expected', () => {
    throwsStyle12(() => s12.parseStyle12(FICS_HELP.replace(' 7 ', ' #7 ')), {
      message: "gameNumber (field 17): found '#7', expected the game number, an integer",
    });
  });
});

describe('tryParseStyle12', () => {
  test('gives { ok: true, value } with the same record parseStyle12 gives', () => {
    const result = s12.tryParseStyle12(FICS_HELP);
    assert.equal(result.ok, true);
    assert.deepEqual(Object.keys(result).sort(), ['ok', 'value']);
    assert.deepEqual({ ...result.value }, { ...s12.parseStyle12(FICS_HELP) });
  });

  test('gives { ok: false, error } with code, field, fieldName, column and message', () => {
    const line = FICS_HELP.replace(' 7 ', ' #7 ');
    const result = s12.tryParseStyle12(line);
    assert.equal(result.ok, false);
    assert.deepEqual(Object.keys(result).sort(), ['error', 'ok']);
    assert.deepEqual(result.error, {
      code: 'BAD_NUMBER',
      field: 17,
      fieldName: 'gameNumber',
      column: line.indexOf('#7'),
      message: "gameNumber (field 17): found '#7', expected the game number, an integer",
    });
    assert.ok(!(result.error instanceof Error), 'the error of a result is plain data');
  });

  test('does not throw for a bad line', () => {
    assert.doesNotThrow(() => s12.tryParseStyle12('<12> rnbqkbnr'));
    assert.equal(s12.tryParseStyle12('<12> rnbqkbnr').ok, false);
  });

  test('throws TypeError for input that is not a string', () => {
    assert.throws(() => s12.tryParseStyle12(null), TypeError);
    assert.throws(() => s12.tryParseStyle12(42), TypeError);
  });

  test('throws BAD_OPTION for a bad timeUnit rather than hiding it in a result', () => {
    throwsStyle12(() => s12.tryParseStyle12(FICS_HELP, { timeUnit: 'minutes' }), { code: 'BAD_OPTION' });
  });
});

describe('Style12Error', () => {
  test('is an Error with name Style12Error and the fields of the failure', () => {
    const line = FICS_HELP.replace(' B -1', ' X -1');
    let caught;
    try {
      s12.parseStyle12(line);
    } catch (error) {
      caught = error;
    }
    assert.ok(caught instanceof Error);
    assert.ok(caught instanceof Style12Error);
    assert.ok(caught instanceof s12.Style12Error);
    assert.equal(caught.name, 'Style12Error');
    assert.equal(caught.constructor.name, 'Style12Error', 'the class keeps its name in the minified package');
    assert.equal(caught.code, 'BAD_SIDE_TO_MOVE');
    assert.equal(caught.field, 10);
    assert.equal(caught.fieldName, 'sideToMove');
    assert.equal(caught.column, line.indexOf(' X ') + 1);
    assert.match(caught.message, /found 'X', expected 'W' or 'B'/);
    assert.match(caught.stack, /Style12Error/);
  });

  test('carries the same fields as the error tryParseStyle12 returns', () => {
    const line = FICS_HELP.replace('K/e1-e2', 'K/e1e2');
    const { error } = s12.tryParseStyle12(line);
    throwsStyle12(() => s12.parseStyle12(line), error);
  });

  test('can be built from a ParseError', () => {
    const error = new Style12Error({ code: 'X', field: 3, fieldName: 'board', column: 9, message: 'm' });
    assert.equal(error.message, 'm');
    assert.equal(error.code, 'X');
    assert.equal(error.field, 3);
    assert.equal(error.fieldName, 'board');
    assert.equal(error.column, 9);
    const bare = new Style12Error({ code: 'Y', message: 'n' });
    assert.equal(bare.field, null);
    assert.equal(bare.fieldName, null);
    assert.equal(bare.column, null);
  });
});

describe('parseHoldings', () => {
  test('reads the help example without a passed piece', () => {
    assert.deepEqual(s12.parseHoldings('<b1> game 6 white [PNBBB] black [PNB]'), {
      gameNumber: 6, white: 'PNBBB', black: 'PNB', passed: null,
    });
  });

  test('reads the passed-piece suffix: Black received a knight', () => {
    assert.deepEqual(s12.parseHoldings('<b1> game 52 white [NB] black [N] <- BN'), {
      gameNumber: 52, white: 'NB', black: 'N', passed: { color: 'b', piece: 'N' },
    });
  });

  test('reads a piece passed to White (FatICS)', () => {
    assert.deepEqual(s12.parseHoldings('<b1> game 1 white [P] black [] <- WP'), {
      gameNumber: 1, white: 'P', black: '', passed: { color: 'w', piece: 'P' },
    });
  });

  test('reads empty holdings', () => {
    assert.deepEqual(s12.parseHoldings('<b1> game 183 white [] black []'), {
      gameNumber: 183, white: '', black: '', passed: null,
    });
  });

  test('matches the colour words without regard to case', () => {
    const expected = { gameNumber: 6, white: 'PNBBB', black: 'PNB', passed: null };
    assert.deepEqual(s12.parseHoldings('<b1> game 6 White [PNBBB] BLACK [PNB]'), expected);
    assert.deepEqual(s12.parseHoldings('<b1> game 6 WHITE [PNBBB] Black [PNB]'), expected);
  });

  test('skips a prompt before the tag', () => {
    assert.equal(s12.parseHoldings('fics% <b1> game 6 white [PNBBB] black [PNB]').gameNumber, 6);
  });

  const cases = [
    { name: 'a line without the tag', line: '<12> game 6', code: 'NOT_HOLDINGS', field: 1, column: 0 },
    { name: 'a game number that is not a number', line: '<b1> game x white [] black []', code: 'BAD_NUMBER', field: 3, fieldName: 'gameNumber', at: 'x' },
    { name: 'a line that ends after "game"', line: '<b1> game', code: 'MISSING_FIELD', field: 3, fieldName: 'gameNumber' },
    { name: 'the colours in the wrong order', line: '<b1> game 6 black [PNB] white [PNBBB]', code: 'BAD_HOLDINGS', field: 4, fieldName: 'white', at: 'black' },
    { name: 'a digit among the pieces', line: '<b1> game 52 white [N1] black [N]', code: 'BAD_HOLDINGS', field: 5, fieldName: 'white', at: '1]' },
    { name: 'a missing closing bracket', line: '<b1> game 6 white [PNBBB] black [PNB', code: 'BAD_HOLDINGS', field: 7, fieldName: 'black', at: ' [PNB', offset: 1 },
    { name: 'a line that ends before the black holdings', line: '<b1> game 6 white [PNBBB]', code: 'MISSING_FIELD', field: 6, fieldName: 'black' },
    { name: 'a passed piece of no colour', line: '<b1> game 6 white [PNBBB] black [PNB] <- XN', code: 'BAD_HOLDINGS', field: 9, fieldName: 'passed', at: 'XN' },
    { name: 'text after the passed piece', line: '<b1> game 6 white [PNBBB] black [PNB] <- BN extra', code: 'TRAILING_DATA', field: null, at: 'extra' },
  ];
  for (const c of cases) {
    test(`reports ${c.name} as ${c.code}`, () => {
      const expected = { code: c.code, field: c.field };
      if (c.fieldName) expected.fieldName = c.fieldName;
      if (c.column !== undefined) expected.column = c.column;
      if (c.at !== undefined) expected.column = c.line.lastIndexOf(c.at) + (c.offset ?? 0);
      throwsStyle12(() => s12.parseHoldings(c.line), expected);
    });
  }

  test('throws TypeError for input that is not a string', () => {
    assert.throws(() => s12.parseHoldings(5), TypeError);
    assert.throws(() => s12.parseHoldings(undefined), TypeError);
  });
});

describe('formatHoldings', () => {
  test('gives back the line of both forms', () => {
    for (const line of ['<b1> game 6 white [PNBBB] black [PNB]', '<b1> game 52 white [NB] black [N] <- BN',
      '<b1> game 1 white [P] black [] <- WP', '<b1> game 329 white [] black []']) {
      assert.equal(s12.formatHoldings(s12.parseHoldings(line)), line);
    }
  });

  test('writes a record built by hand', () => {
    assert.equal(
      s12.formatHoldings({ gameNumber: 182, white: 'PPB', black: 'PQQ', passed: { color: 'b', piece: 'Q' } }),
      '<b1> game 182 white [PPB] black [PQQ] <- BQ',
    );
    assert.equal(s12.formatHoldings({ gameNumber: 26, white: 'P', black: 'P' }), '<b1> game 26 white [P] black [P]');
  });

  test('throws TypeError for something that is not a holdings record', () => {
    assert.throws(() => s12.formatHoldings(null), TypeError);
    assert.throws(() => s12.formatHoldings({ gameNumber: 1, white: 'P' }), TypeError);
    assert.throws(() => s12.formatHoldings('<b1> game 1 white [] black []'), TypeError);
  });

  test('writes only what parseHoldings reads back: pockets of letters, a passed piece of a colour and a letter', () => {
    const bad = (holdings, fieldName) => assert.throws(() => s12.formatHoldings({ gameNumber: 1, white: '', black: '', ...holdings }),
      (e) => e instanceof Style12Error && e.code === 'BAD_HOLDINGS' && e.fieldName === fieldName && e.message.startsWith(`${fieldName}: found`));
    bad({ white: 'ü' }, 'white');
    bad({ white: 'X] black [Q' }, 'white');
    bad({ black: 'P1' }, 'black');
    bad({ passed: { color: 'x', piece: 'N' } }, 'passed');
    bad({ passed: { color: 'w', piece: 'NB' } }, 'passed');
    bad({ passed: { color: 'b', piece: '1' } }, 'passed');
    bad({ passed: { color: 'b', piece: 'Ł' } }, 'passed');  // not read as 'A' (its low byte)
    bad({ passed: {} }, 'passed');
    const line = s12.formatHoldings({ gameNumber: 1, white: 'P', black: '', passed: { color: 'w', piece: 'P' } });
    assert.deepEqual(s12.parseHoldings(line).passed, { color: 'w', piece: 'P' });
  });
});

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

describe('formatStyle12', () => {
  test('gives back the lines it read, byte for byte', () => {
    for (const line of [FICS_HELP, DOC_33, MS_LINE, XBOARD_32, DROP, CASTLED, STARTPOS, NO_SPACE, PROMOTION, `${DOC_33} 7 x`]) {
      assert.equal(s12.formatStyle12(s12.parseStyle12(line)), line);
    }
  });

  test('writes a record that went through JSON', () => {
    const record = JSON.parse(JSON.stringify(s12.parseStyle12(MS_LINE)));
    assert.equal(s12.formatStyle12(record), MS_LINE);
  });

  test('writes a record edited by hand', () => {
    const record = s12.parseStyle12(FICS_HELP);
    assert.equal(s12.formatStyle12({ ...record, white: 'Galileo', whiteTime: 5 }),
      FICS_HELP.replace('Newton', 'Galileo').replace(' 119 ', ' 5 '));
    assert.equal(s12.formatStyle12({ ...record, lastMove: null, lastMoveSan: null }),
      FICS_HELP.replace('K/e1-e2', 'none').replace('Ke2', 'none'));
    assert.equal(s12.formatStyle12({ ...record, clockTicking: true, lagMs: 123 }), DOC_33);
    assert.equal(s12.formatStyle12({ ...record, relation: 7, whiteTime: -917 }),
      FICS_HELP.replace('Einstein 1 ', 'Einstein 7 ').replace(' 119 ', ' -917 '));
  });

  test('writes a record built from nothing', () => {
    const record = {
      board: ['rnbqkb-r', 'pppppppp', '-----n--', '--------', '----P---', '--------', 'PPPPKPPP', 'RNBQ-BNR'],
      sideToMove: 'b', doublePushFile: -1,
      castling: { whiteShort: false, whiteLong: false, blackShort: true, blackLong: true },
      halfmoveClock: 0, gameNumber: 7, white: 'Newton', black: 'Einstein', relation: 1,
      initialTime: 2, increment: 12, whiteStrength: 39, blackStrength: 39, whiteTime: 119,
      blackTime: 122, moveNumber: 2, lastMove: 'K/e1-e2', lastMoveTime: '0:06', lastMoveSan: 'Ke2',
      flip: false,
    };
    assert.equal(s12.formatStyle12(record), FICS_HELP);
  });

  test('throws BAD_FIELD_TEXT for a name with a blank', () => {
    const record = s12.parseStyle12(FICS_HELP);
    throwsStyle12(() => s12.formatStyle12({ ...record, white: 'Isaac Newton' }),
      { code: 'BAD_FIELD_TEXT', field: 18, fieldName: 'white' });
    throwsStyle12(() => s12.formatStyle12({ ...record, black: 'Albert\tEinstein' }),
      { code: 'BAD_FIELD_TEXT', field: 19, fieldName: 'black' });
    throwsStyle12(() => s12.formatStyle12({ ...record, white: '' }),
      { code: 'BAD_FIELD_TEXT', field: 18 });
    throwsStyle12(() => s12.formatStyle12({ ...record, lastMoveSan: 'K e2' }),
      { code: 'BAD_FIELD_TEXT', field: 30, fieldName: 'lastMoveSan' });
  });

  test('throws the error of the core for a bad field value', () => {
    const record = s12.parseStyle12(FICS_HELP);
    throwsStyle12(() => s12.formatStyle12({ ...record, relation: 'x' }),
      { code: 'BAD_NUMBER', field: 20, fieldName: 'relation' });
    throwsStyle12(() => s12.formatStyle12({ ...record, gameNumber: 1.5 }),
      { code: 'BAD_NUMBER', field: 17, fieldName: 'gameNumber' });
    throwsStyle12(() => s12.formatStyle12({ ...record, sideToMove: 'x' }),
      { code: 'BAD_SIDE_TO_MOVE', field: 10 });
    throwsStyle12(() => s12.formatStyle12({ ...record, lastMove: 'K/e1e2' }),
      { code: 'BAD_MOVE', field: 28 });
    throwsStyle12(() => s12.formatStyle12({ ...record, flip: null }),
      { code: 'MISSING_FIELD', field: 31 });
    throwsStyle12(() => s12.formatStyle12({ ...record, white: 'New\x01ton' }),
      { code: 'BAD_FIELD_TEXT', field: 18 });
  });

  test('throws TypeError for something that is not a record', () => {
    assert.throws(() => s12.formatStyle12(null), TypeError);
    assert.throws(() => s12.formatStyle12(FICS_HELP), TypeError);
  });

  test('reads numbers beyond 2^53 as the nearest JavaScript number, as documented', () => {
    const line = FICS_HELP.replace(' 119 ', ' 9007199254740993 ');
    const record = s12.parseStyle12(line);
    assert.equal(record.whiteTime, 9007199254740992);
    assert.equal(s12.formatStyle12(record), line.replace(' 9007199254740993 ', ' 9007199254740992 '));
  });
});

describe('encodeStyle12', () => {
  test('writes the FICS help example from its FEN and the fields a FEN lacks', () => {
    const line = s12.encodeStyle12(FICS_HELP_FEN, {
      gameNumber: 7, white: 'Newton', black: 'Einstein', relation: 1, initialTime: 2, increment: 12,
      whiteTime: 119, blackTime: 122, lastMove: 'K/e1-e2', lastMoveTime: '0:06', lastMoveSan: 'Ke2',
    });
    assert.equal(line, FICS_HELP);
  });

  test('fills in defaults: game 1, White v Black, an isolated position, no move', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
    const line = s12.encodeStyle12(fen);
    assert.equal(line, '<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 1 White Black -3 0 0 39 39 0 0 1 none (0:00) none 0');
    const record = s12.parseStyle12(line);
    assert.equal(record.fen, fen);
    assert.equal(record.relation, -3);
    assert.equal(record.lastMove, null);
  });

  test('writes the fields given', () => {
    const line = s12.encodeStyle12('4k3/8/8/8/8/8/8/4K2R w K - 0 1', {
      white: 'paf', black: 'MaxII', gameNumber: 5, whiteTime: 234, blackTime: 174,
      lastMove: 'P/e2-e4', lastMoveTime: '0:05', lastMoveSan: 'e4', flip: true, clockTicking: true, lagMs: 5,
    });
    const record = s12.parseStyle12(line);
    assert.equal(record.white, 'paf');
    assert.equal(record.black, 'MaxII');
    assert.equal(record.gameNumber, 5);
    assert.equal(record.whiteTime, 234);
    assert.equal(record.blackTime, 174);
    assert.equal(record.lastMove, 'P/e2-e4');
    assert.equal(record.lastMoveTimeMs, 5000);
    assert.equal(record.lastMoveSan, 'e4');
    assert.equal(record.flip, true);
    assert.equal(record.clockTicking, true);
    assert.equal(record.lagMs, 5);
    assert.equal(record.fen, '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  });

  test('computes material strengths from the FEN, pockets included', () => {
    const rook = s12.parseStyle12(s12.encodeStyle12('4k3/8/8/8/8/8/8/4K2R w K - 0 1'));
    assert.equal(rook.whiteStrength, 5);
    assert.equal(rook.blackStrength, 0);
    // 39 on the board; White holds a pawn and a knight, Black a queen.
    const pockets = s12.parseStyle12(s12.encodeStyle12('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PNq] w KQkq - 0 1'));
    assert.equal(pockets.whiteStrength, 43);
    assert.equal(pockets.blackStrength, 48);
  });

  test('keeps the strengths given', () => {
    const record = s12.parseStyle12(s12.encodeStyle12(START_FEN, { whiteStrength: 247, blackStrength: 253 }));
    assert.equal(record.whiteStrength, 247);
    assert.equal(record.blackStrength, 253);
  });

  test('computes the strength not given when only the other one is', () => {
    const record = s12.parseStyle12(s12.encodeStyle12(START_FEN, { whiteStrength: 5 }));
    assert.equal(record.whiteStrength, 5);
    assert.equal(record.blackStrength, 39);
  });

  test('throws the FEN error of a bad FEN', () => {
    const fen = '4k3/8/8/8/8/8/8/4K2R x K - 0 1';
    throwsStyle12(() => s12.encodeStyle12(fen), { code: 'FEN_BAD_SIDE_TO_MOVE', column: fen.indexOf(' x ') + 1 });
    throwsStyle12(() => s12.encodeStyle12(''), { code: 'FEN_EMPTY' });
  });

  test('throws BAD_FIELD_TEXT for a name with a blank', () => {
    throwsStyle12(() => s12.encodeStyle12(START_FEN, { white: 'Isaac Newton' }), { code: 'BAD_FIELD_TEXT', field: 18 });
  });

  test('throws the error of the core for a bad field value', () => {
    throwsStyle12(() => s12.encodeStyle12(START_FEN, { lastMove: 'zzz' }), { code: 'BAD_MOVE', field: 28 });
    throwsStyle12(() => s12.encodeStyle12(START_FEN, { gameNumber: 'x' }), { code: 'BAD_NUMBER', field: 17 });
  });

  test('throws TypeError for a FEN that is not a string', () => {
    assert.throws(() => s12.encodeStyle12(5), TypeError);
    assert.throws(() => s12.encodeStyle12(null), TypeError);
  });
});

describe('names outside ASCII', () => {
  const line = FICS_HELP.replace('Newton', 'Ньютон').replace('Einstein', 'Ainšteinas');

  test('come back intact from parseStyle12 and formatStyle12', () => {
    const record = s12.parseStyle12(line);
    assert.equal(record.white, 'Ньютон');
    assert.equal(record.black, 'Ainšteinas');
    assert.equal(record.lastMoveSan, 'Ke2');
    assert.equal(record.fen, FICS_HELP_FEN);
    assert.equal(s12.formatStyle12(record), line);
  });

  test('shift error columns by bytes, not characters', () => {
    const bad = line.replace(/ 0$/, ' 2');
    const column = Buffer.byteLength(bad) - 1;
    assert.notEqual(column, bad.length - 1);
    throwsStyle12(() => s12.parseStyle12(bad), { code: 'BAD_FLAG', field: 31, column });
  });

  test('can be written into a line by encodeStyle12', () => {
    const encoded = s12.encodeStyle12(START_FEN, { white: 'Ньютон', black: 'Ainšteinas' });
    const record = s12.parseStyle12(encoded);
    assert.equal(record.white, 'Ньютон');
    assert.equal(record.black, 'Ainšteinas');
  });
});
