// The per-line API: load(), parseStyle12 and its errors, tryParseStyle12,
// Style12Error, and <b1> lines read and written (api-lines.mjs has the lines).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { load, Style12Error } from 'style12';
import { G107_G4_RECORD } from './support.mjs';
import {
  CASTLED, DOC_33, DROP, FICS_HELP, FICS_HELP_FEN, MATE, MS_LINE, NO_SPACE, PROMOTION, RECORD_KEYS, s12,
  STARTPOS, throwsStyle12, XBOARD_32,
} from './api-lines.mjs';

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

  test('gives whole numbers beyond 32 bits exactly', () => {
    // Most numbers are small whole ones and the reader keeps those as
    // int32; these must not be cut to 32 bits on the way.
    const line = FICS_HELP.replace(' 7 Newton Einstein 1 2 12 39 39 119 122 2 ',
      ' 4294967297 Newton Einstein 1 2 12 39 39 3000000000 -2147483649 2 ').replace('(0:06)', '(0:06.250)');
    const record = s12.parseStyle12(line);
    assert.equal(record.gameNumber, 4294967297);
    assert.equal(record.timeUnit, 'milliseconds');
    assert.equal(record.whiteTime, 3000000000);
    assert.equal(record.whiteTimeMs, 3000000000);
    assert.equal(record.blackTime, -2147483649);
    assert.equal(record.blackTimeMs, -2147483649);
    assert.equal(record.lastMoveTimeMs, 6250);
    const events = s12.createStream().push(`${line}\n`);
    assert.equal(events[0].record.gameNumber, 4294967297);
    assert.equal(events[0].record.blackTimeMs, -2147483649);
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

describe('the ranks of records', () => {
  // The module numbers each distinct rank it reads, up to a fixed count, and
  // the package makes one string per number: past that count, and across
  // calls, every record must still hold its own line's ranks.
  test('are the line\'s own, for thousands of distinct ranks read twice over', async () => {
    const core = await (await import('style12/core')).load();
    const full = await (await import('style12/full')).load();
    const pieces = '-pnbrqkPNBRQK';
    let seed = 12;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 16;
    };
    const lines = [];
    for (let n = 0; n < 1500; n++) {
      const ranks = [];
      for (let k = 0; k < 8; k++) {
        let rank = '';
        for (let f = 0; f < 8; f++) rank += pieces[next() % pieces.length];
        ranks.push(rank);
      }
      lines.push({ ranks, line: FICS_HELP.replace(/^<12> (\S+ ){8}/, `<12> ${ranks.join(' ')} `) });
    }
    assert.ok(new Set(lines.flatMap((l) => l.ranks)).size > 4096, 'more distinct ranks than the module numbers');
    for (const api of [s12, core, full]) {
      for (let pass = 0; pass < 2; pass++) {
        for (const { ranks, line } of lines) assert.deepEqual(api.parseStyle12(line).board, ranks, line);
      }
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
