// Lines written: formatStyle12, encodeStyle12, and names outside ASCII
// (api-lines.mjs has the lines).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CASTLED, DOC_33, DROP, FICS_HELP, FICS_HELP_FEN, MS_LINE, NO_SPACE, PROMOTION, s12, START_FEN, STARTPOS,
  throwsStyle12, XBOARD_32,
} from './api-lines.mjs';

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
