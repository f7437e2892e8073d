// What a real FICS server sends that the model once got wrong, through the
// package: the double-push field after a bughouse drop, the halfmove clocks
// after a takeback, the pockets of a board in a game with drops, a game end
// of other players, and the anomalies each of these leaves on its board
// (events, describeStyle12, style12 lint).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { load } from 'style12/full';
import { file, run } from './cli-support.mjs';

const s12 = await load();
const transcript = (name) => readFileSync(new URL(`../fixtures/transcripts/${name}`, import.meta.url));

// uhlin/fics after a pawn drop in bughouse: the double-push field is 0 (the
// a-file), where no pawn has moved.
const BUG_DROP = '<12> rnbqkbnr pppp-ppp -------- ----P--- ---p---- -------- PPP-PPPP RNBQKBNR W 0 1 1 1 1 0 2 BugTwo BugOne -1 2 0 40 39 119 119 3 P/@@-d4 (0:01) P@d4 1';

// A game of knight moves, then a takeback of two half-moves and the same two
// moves again; FICS sends -2, -1, 0 as the halfmove clock of those three.
function takebackSession() {
  const line = (board, side, halfmove, move, verbose, san) =>
    `<12> ${board} ${side} -1 1 1 1 1 ${halfmove} 5 alice bob 1 5 0 39 39 300 300 ${move} ${verbose} (0:01) ${san} 0\n`;
  const start = 'rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR';
  const nf3 = 'rnbqkbnr pppppppp -------- -------- -------- -----N-- PPPPPPPP RNBQKB-R';
  const nf6 = 'rnbqkb-r pppppppp -----n-- -------- -------- -----N-- PPPPPPPP RNBQKB-R';
  const nc3 = 'rnbqkb-r pppppppp -----n-- -------- -------- --N--N-- PPPPPPPP R-BQKB-R';
  const nc6 = 'r-bqkb-r pppppppp --n--n-- -------- -------- --N--N-- PPPPPPPP R-BQKB-R';
  return `<12> ${start} W -1 1 1 1 1 0 5 alice bob 1 5 0 39 39 300 300 1 none (0:00) none 0\n`
    + line(nf3, 'B', 1, 1, 'N/g1-f3', 'Nf3') + line(nf6, 'W', 2, 2, 'N/g8-f6', 'Nf6')
    + line(nc3, 'B', 3, 2, 'N/b1-c3', 'Nc3') + line(nc6, 'W', 4, 3, 'N/b8-c6', 'Nc6')
    + line(nf6, 'W', -2, 2, 'N/g8-f6', 'Nf6') + line(nc3, 'B', -1, 2, 'N/b1-c3', 'Nc3')
    + line(nc6, 'W', 0, 3, 'N/b8-c6', 'Nc6');
}

function events(input) {
  const stream = s12.createStream();
  const all = [...stream.push(input), ...stream.end()];
  const games = stream.games();
  const pgn = stream.pgn();
  stream.free();
  return { all, games, pgn };
}

describe('en passant only after a double push', () => {
  test('the bughouse drop line: no a6, and the field is an anomaly', () => {
    assert.equal(s12.toFen(BUG_DROP), 'rnbqkbnr/pppp1ppp/8/4P3/3p4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 3');
    assert.deepEqual(s12.validate(s12.toFen(BUG_DROP), { variant: 'bughouse' }).problems, []);
    // In a bughouse game, as the server announced it: the strengths count
    // the pieces in hand, and only the double-push field is wrong.
    const [, board] = events(`{Game 2 (BugTwo vs. BugOne) Creating unrated bughouse match.}\n${BUG_DROP}\n`).all;
    assert.deepEqual(board.anomalies, [{
      code: 'EP_WITHOUT_DOUBLE_PUSH', field: 11,
      message: 'the double-push file is 0 (the a-file), but no pawn there can just have moved two squares',
    }]);
    // With nothing said of the game, it is chess, where 40 is not the material.
    const [alone] = events(`${BUG_DROP}\n`).all;
    assert.deepEqual(alone.anomalies.map((a) => a.code), ['EP_WITHOUT_DOUBLE_PUSH', 'STRENGTH_MISMATCH']);
    assert.equal(alone.anomalies[1].message, 'White\'s strength is 40, but the material on the board is 39 (P 1, N and B 3, R 5, Q 9)');
  });
  test('a real double push still gives its square, legal capture or not', () => {
    const e4 = '<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 1 a b 0 1 0 39 39 60 60 1 P/e2-e4 (0:00) e4 0';
    assert.match(s12.toFen(e4), / b KQkq e3 0 1$/);
    assert.match(s12.toFen(e4, { enPassant: 'legal' }), / b KQkq - 0 1$/);
    const [board] = events(`${e4}\n`).all;
    assert.deepEqual(board.anomalies, []);
    assert.ok(Object.isFrozen(board.anomalies));  // one shared empty list
  });
});

describe('the halfmove clock after a takeback', () => {
  test('is the game\'s own: 2, 3, 4 where FICS sends -2, -1, 0', () => {
    const { all, games } = events(takebackSession());
    const boards = all.filter((e) => e.type === 'style12');
    assert.deepEqual(boards.slice(5).map((e) => e.fen.split(' ')[4]), ['2', '3', '4']);
    assert.deepEqual(boards.slice(5).map((e) => e.anomalies.map((a) => `${a.code} ${a.field}`)),
      [['NEGATIVE_HALFMOVE 16'], ['NEGATIVE_HALFMOVE 16'], ['HALFMOVE_MISMATCH 16']]);
    assert.equal(boards[7].anomalies[0].message, 'the halfmove clock is 0; the game counts 4');
    assert.equal(games[0].plies, 4);
    for (const e of boards) assert.deepEqual(s12.validate(e.fen).problems, [], e.fen);
  });
});

describe('a board\'s pockets in a game with drops', () => {
  test('every board event of the bughouse session has the pockets of the <b1> line after it', () => {
    const { all } = events(transcript('fics-bughouse.fics'));
    let compared = 0;
    all.forEach((e, i) => {
      if (e.type !== 'style12') return;
      const next = all.slice(i + 1).find((n) => n.type === 'holdings' && n.gameId === e.gameId);
      // A game's first board, before the session said the game has pockets
      // (FICS announces bughouse as "wild"), gets them from that event.
      if (!next || next.boardLine !== e.line || e.pockets === null) return;
      assert.deepEqual(e.pockets, next.pockets, `line ${e.line}`);
      assert.equal(e.fen, next.fen, `line ${e.line}`);
      compared++;
    });
    assert.equal(compared, 19);
  });
  test('the two boards of the bughouse match name each other as partners', () => {
    const stream = s12.createStream();
    stream.push(transcript('fics-bughouse.fics'));
    stream.end();
    const games = stream.games();
    assert.deepEqual(games.map((g) => [g.id, g.variant, g.partnerId]), [[1, 'bughouse', 2], [2, 'bughouse', 1]]);
    assert.ok(stream.bpgn(1).includes('[WhiteB '));
  });
  test('a game that is no bughouse board has no partner', () => {
    const stream = s12.createStream();
    stream.push(transcript('fics-played.fics'));
    stream.end();
    assert.deepEqual(stream.games().map((g) => g.partnerId), [null]);
  });
  test('the same when the <b1> line comes in the next chunk', () => {
    const board = '<12> rnbqkbnr pppp-ppp -------- ----P--- ---p---- -------- PPP-PPPP RNBQKBNR W -1 1 1 1 1 0 2 BugTwo BugOne -1 2 0 40 39 119 119 3 P/@@-d4 (0:01) P@d4 1\n';
    const start = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 2 BugTwo BugOne -1 2 0 39 39 120 120 1 none (0:00) none 1\n<b1> game 2 white [] black [p]\n';
    const stream = s12.createStream();
    stream.push(start);
    assert.deepEqual(stream.push(board), []);  // held for its <b1> line
    const [event, holdings] = stream.push('<b1> game 2 white [] black []\n');
    assert.equal(event.type, 'style12');
    assert.deepEqual(event.pockets, { white: '', black: '' });
    assert.equal(holdings.type, 'holdings');
    assert.deepEqual(stream.end(), []);
    stream.free();
  });
});

describe('a game end of other players', () => {
  test('belongs to no game, and the scratch board keeps no result', () => {
    const { all, games, pgn } = events('Starting a game in examine (scratch) mode.\n'
      + '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 1 dave dave 2 0 0 39 39 0 0 1 none (0:00) none 0\n'
      + '{Game 1 (BugOne vs. BugTwo) BugTwo resigns} 1-0\n');
    const end = all.find((e) => e.type === 'gameEnd');
    assert.deepEqual([end.gameNumber, end.white, end.black, end.result, end.gameId], [1, 'BugOne', 'BugTwo', '1-0', null]);
    assert.equal(games.length, 1);
    assert.equal(games[0].result, null);
    assert.match(pgn, /\[TimeControl "-"\]/);
    assert.doesNotMatch(pgn, /%clk/);
  });
});

describe('describeStyle12 and anomalies', () => {
  test('a field that contradicts the board is suspect, with its anomaly', () => {
    const fields = s12.describeStyle12(BUG_DROP).fields;
    const suspect = fields.filter((f) => f.state === 'suspect');
    assert.deepEqual(suspect.map((f) => [f.name, f.text, f.anomaly.code, f.anomaly.field]),
      [['doublePushFile', '0', 'EP_WITHOUT_DOUBLE_PUSH', 11]]);
    assert.ok(fields.filter((f) => f.state !== 'suspect').every((f) => f.anomaly === null));
  });
  test('a negative halfmove clock; strengths only in a game, where its pockets are known', () => {
    // A line alone may be of a game with pockets, whose strengths count
    // the pieces in hand: describe leaves them be.
    const line = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 -2 5 alice bob 1 5 0 40 39 300 300 1 none (0:00) none 0';
    const suspect = s12.describeStyle12(line).fields.filter((f) => f.state === 'suspect');
    assert.deepEqual(suspect.map((f) => [f.name, f.anomaly.code, f.anomaly.message]),
      [['halfmoveClock', 'NEGATIVE_HALFMOVE', 'the halfmove clock is -2; it counts half-moves, from 0']]);
  });
});

describe('style12 lint', () => {
  test('prints each anomaly by game and line with a summary, and exits 1', () => {
    const { status, stdout, stderr } = run(['lint', file('takeback.txt', takebackSession())]);
    assert.equal(stderr, '');
    assert.equal(status, 1);
    assert.equal(stdout, [
      'game 5 (alice vs. bob):',
      '  line 6: NEGATIVE_HALFMOVE (field 16): the halfmove clock is -2; it counts half-moves, from 0',
      '  line 7: NEGATIVE_HALFMOVE (field 16): the halfmove clock is -1; it counts half-moves, from 0',
      '  line 8: HALFMOVE_MISMATCH (field 16): the halfmove clock is 0; the game counts 4',
      '3 anomalies in 1 of 1 game: NEGATIVE_HALFMOVE 2, HALFMOVE_MISMATCH 1',
      '',
    ].join('\n'));
  });
  test('exits 0 and says so when there are none; reads standard input', () => {
    const { status, stdout } = run(['lint'], transcript('fics-played.fics'));
    assert.equal(status, 0);
    assert.equal(stdout, 'no anomalies in 1 game\n');
  });
});
