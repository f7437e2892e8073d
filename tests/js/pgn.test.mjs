// The PGN a stream writes, read back by real PGN readers: chessops (chess
// and crazyhouse) and chess.js (chess). Each game is replayed move by move
// from the position its tags give, and must reach the last position the
// stream saw. Sessions are built from real lines of the corpus
// (tests/fixtures/real-lines.tsv); the values expected were worked out by
// hand from those lines.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { makeFen, parseFen } from 'chessops/fen';
import { parseComment, parsePgn, parseVariant, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { setupPosition } from 'chessops/variant';
import { load } from 'style12';
import {
  G107_LINES, G164_LAST, G164_LINES, G223_LINES, LECTURE_LINES, interleave, real,
} from './support.mjs';

const s12 = await load();

// ---------------------------------------------------------------------------
// Real lines (support.mjs finds them by how they end).

// pychess ficsplay.py, game 107: 1. f3 e5 2. g4 Qh4#, ms clocks.
const G107 = G107_LINES;
const G107_END = '{Game 107 (gbtami vs. ggbtami) gbtami checkmated} 0-1';
const G107_LAST = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';

// FatICS crazyhouse, game 1: 1. e4 d5 2. exd5. B: admin's boards; A:
// GuestABCD's, with the "<- WP" line the capture brings.
const ZH = {
  startB: real('GuestABCD admin -1 3 0 24 24 180 180 1 none (0:00) none 1 0 0'),
  empty: real('<b1> game 1 white [] black []'),
  e4B: real('GuestABCD admin 1 3 0 24 24 180 180 1 P/e2-e4 (0:00) e4 1 0 0'),
  d5B: real('GuestABCD admin -1 3 0 24 24 180 180 2 P/d7-d5 (0:00) d5 1 1 0'),
  pawn: real('<b1> game 1 white [P] black []'),
  exd5B: real('P/e4-d5 (0:00) exd5 1 1 0'),
  startA: real('GuestABCD admin 1 3 0 24 24 180 180 1 none (0:00) none 0 0 0'),
  e4A: real('GuestABCD admin -1 3 0 24 24 180 180 1 P/e2-e4 (0:00) e4 0 0 0'),
  d5A: real('GuestABCD admin 1 3 0 24 24 180 180 2 P/d7-d5 (0:00) d5 0 1 0'),
  passed: real('<b1> game 1 white [P] black [] <- WP'),
  exd5A: real('P/e4-d5 (0:00) exd5 0 1 0'),
};
const ZH_LAST = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2';

const G223_AT_49 = '8/6kp/8/6P1/5bP1/1b3P2/1p3K2/1B1q4 b - - 0 49';
const G223_LAST = '8/6kp/8/6P1/4PbP1/8/1p1q4/6K1 b - - 0 52';

const LECTURE_START = 'rq2k1nr/pp1b1ppp/3bp3/3N4/6Q1/3B4/PP3PPP/R1B1R1K1 b kq - 2 13';
const LECTURE_LAST = 'rq3knr/pp1b1pp1/3bp3/3N3p/6Q1/3B4/PP1B1PPP/R3R1K1 w - h6 0 15';

// ---------------------------------------------------------------------------
// Helpers.

// A session as FICS sends it: LF CR line ends, a prompt after each line.
const fics = (lines) => `${lines.map((line) => `${line}\n\rfics% `).join('')}`;

function streamOf(input) {
  const stream = s12.createStream();
  const events = [...stream.push(input), ...stream.end()];
  return { stream, events, games: stream.games() };
}

const SEVEN_TAGS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];

// A FEN's placement (promotion marks dropped), pockets (letters sorted, or
// null) and side to move.
function parts(fen) {
  const [placement, turn] = fen.split(' ');
  const match = /^([^[]*)(?:\[([^\]]*)\])?$/.exec(placement);
  return {
    board: match[1].replace(/~/g, ''),
    pockets: match[2] === undefined ? null : [...match[2]].sort().join(''),
    turn,
  };
}

// The comments of the movetext after the last move (or before any move).
function trailingComments(game) {
  const nodes = [...game.moves.mainline()];
  return nodes.length ? nodes[nodes.length - 1].comments ?? [] : game.comments ?? [];
}

// Where the movetext stops: half-moves that never came, or a board no move
// explains (a resync).
const GAP = /(?:half-moves? (?:was|were) not seen|the boards no longer follow from each other \(.*\)); the game went on to (.*)$/;

// Reads one game's PGN with chessops and replays it. Returns what was read.
function replay(pgn) {
  const games = parsePgn(pgn);
  assert.equal(games.length, 1, 'one game in the PGN');
  const [game] = games;
  const headers = game.headers;
  // chessops knows no wild: FICS plays it by chess's rules from the start
  // the FEN tag gives, castling a king on e1 with its rook in the corner,
  // as chess does (and as the FEN's rights say).
  const wild = headers.get('Variant') === 'Wild';
  const start = startingPosition(wild ? new Map([...headers].filter(([key]) => key !== 'Variant')) : headers);
  assert.ok(start.isOk, `a starting position from the tags: ${start.isErr ? start.error.message : ''}`);
  // The same position built by hand from the FEN tag, when there is one.
  if (headers.has('FEN')) {
    const rules = wild ? 'chess' : parseVariant(headers.get('Variant'));
    const built = setupPosition(rules, parseFen(headers.get('FEN')).unwrap()).unwrap();
    assert.equal(makeFen(built.toSetup()), makeFen(start.value.toSetup()));
  }
  const pos = start.value;
  const sans = [];
  const clocks = [];
  for (const node of game.moves.mainline()) {
    const move = parseSan(pos, node.san);
    assert.ok(move, `${node.san} is legal in ${makeFen(pos.toSetup())}`);
    pos.play(move);
    sans.push(node.san);
    const clock = (node.comments ?? []).map((c) => parseComment(c).clock).find((c) => c !== undefined);
    clocks.push(clock ?? null);
  }
  const gap = trailingComments(game).map((c) => GAP.exec(c.replace(/\s+/g, ' ').trim())).find(Boolean);
  return { game, headers, sans, clocks, fen: makeFen(pos.toSetup()), gapFen: gap ? gap[1] : null };
}

// Everything every PGN must do, for one game of a stream.
function checkGame(stream, summary) {
  const pgn = stream.pgn(summary.id);
  for (const line of pgn.split('\n')) assert.ok(line.length <= 80, `line of ${line.length} columns: ${line}`);
  const read = replay(pgn);
  const { headers } = read;

  assert.deepEqual([...headers.keys()].slice(0, 7), SEVEN_TAGS, 'the Seven Tag Roster first, in order');
  assert.equal(headers.get('White'), summary.white);
  assert.equal(headers.get('Black'), summary.black);
  assert.equal(headers.get('Result'), summary.result ?? '*');
  assert.match(pgn.trimEnd(), new RegExp(`${(summary.result ?? '*').replace(/[*]/g, '\\*')}$`), 'the movetext ends with the result');
  // Time odds: each side's control in a tag of its own, and no TimeControl.
  const odds = headers.has('WhiteTimeControl');
  if (odds) {
    assert.equal(headers.has('TimeControl'), false);
    assert.match(headers.get('WhiteTimeControl'), /^\d+\+\d+$/);
    assert.match(headers.get('BlackTimeControl'), /^\d+\+\d+$/);
  } else {
    assert.match(headers.get('TimeControl'), /^(\d+\+\d+|-)$/);
  }
  assert.equal(headers.has('SetUp'), headers.has('FEN'));
  if (headers.has('SetUp')) assert.equal(headers.get('SetUp'), '1');
  if (summary.variant === 'chess') assert.equal(headers.has('Variant'), false);
  else assert.ok(headers.has('Variant'));
  if (odds || headers.get('TimeControl') !== '-') {
    assert.ok(read.clocks.every((c) => Number.isInteger(c)), 'a [%clk] comment after every move');
    assert.match(pgn, /^(?!.*\[%clk (?!\d+:\d\d:\d\d\])).*$/s, '[%clk h:mm:ss]');
  }

  if (read.gapFen !== null) {
    // A gap: the moves before it replay, and the comment names the last position.
    assert.equal(read.gapFen, summary.fen);
  } else {
    const got = parts(read.fen);
    const want = parts(summary.fen);
    assert.equal(got.board, want.board, 'the last position seen');
    assert.equal(got.turn, want.turn, 'the side to move');
    if (summary.variant === 'crazyhouse') assert.equal(got.pockets, want.pockets ?? '', 'the pockets');
  }
  return { pgn, ...read };
}

// chess.js reads the same PGN to the same position.
function chessJsFen(pgn) {
  const chess = new Chess();
  chess.loadPgn(pgn);
  return chess.fen();
}

// ---------------------------------------------------------------------------

describe('a game from its start to checkmate (game 107)', () => {
  const { stream, games } = streamOf(fics([...G107, G107_END]));

  test('is one game that ends 0-1', () => {
    assert.deepEqual(games.map((g) => [g.gameNumber, g.result, g.plies, g.fen]), [[107, '0-1', 4, G107_LAST]]);
  });

  test('reads back with chessops, move by move, to the mate', () => {
    const read = checkGame(stream, games[0]);
    assert.deepEqual(read.sans, ['f3', 'e5', 'g4', 'Qh4#']);
    assert.deepEqual(read.clocks, [300, 300, 297, 295]);
    assert.equal(read.headers.get('TimeControl'), '300+0');
    assert.equal(read.headers.has('FEN'), false);
    assert.equal(read.headers.has('Variant'), false);
    assert.equal(read.headers.get('Termination'), 'normal');
    assert.equal(read.fen, G107_LAST);
  });

  test('reads back with chess.js to the same position, checkmate', () => {
    const pgn = stream.pgn(games[0].id);
    const chess = new Chess();
    chess.loadPgn(pgn);
    assert.equal(chess.fen(), G107_LAST);
    assert.equal(chess.isCheckmate(), true);
    assert.deepEqual(chess.history(), ['f3', 'e5', 'g4', 'Qh4#']);
  });
});

describe('crazyhouse (FatICS game 1)', () => {
  const lines = [ZH.startB, ZH.empty, ZH.e4B, ZH.d5B, ZH.pawn, ZH.exd5B];
  const { stream, games } = streamOf(fics(lines));

  test('replays with chessops to the position and pockets seen', () => {
    assert.deepEqual(games.map((g) => [g.variant, g.plies, g.fen]), [['crazyhouse', 3, ZH_LAST]]);
    const read = checkGame(stream, games[0]);
    assert.equal(read.headers.get('Variant'), 'Crazyhouse');
    assert.equal(read.headers.get('TimeControl'), '180+0');
    assert.deepEqual(read.sans, ['e4', 'd5', 'exd5']);
    assert.deepEqual(read.clocks, [180, 180, 180]);
    assert.equal(read.fen, ZH_LAST);
  });

  test('the <b1> line after the last board gives the same PGN as before it', () => {
    const after = streamOf(fics([ZH.startB, ZH.empty, ZH.e4B, ZH.d5B, ZH.exd5B, ZH.pawn])).stream;
    assert.equal(after.pgn(), stream.pgn());
  });

  test('a game from the initial position has no FEN tag', {
  }, () => {
    const { headers } = replay(stream.pgn());
    assert.equal(headers.has('FEN'), false);
    assert.equal(headers.has('SetUp'), false);
  });

  test('a capture\'s "<- WP" <b1> line keeps the PGN readable as crazyhouse', {
  }, () => {
    const other = streamOf(fics([ZH.startA, ZH.empty, ZH.e4A, ZH.d5A, ZH.passed, ZH.exd5A, ZH.pawn]));
    const read = checkGame(other.stream, other.games[0]);
    assert.equal(read.headers.get('Variant'), 'Crazyhouse');
    assert.equal(read.fen, ZH_LAST);
  });
});

describe('a game observed from the middle (game 223)', () => {
  test('starts from its FEN, replays with chessops and chess.js', () => {
    const { stream, games } = streamOf(fics(G223_LINES.slice(5)));
    assert.equal(games.length, 1);
    const read = checkGame(stream, games[0]);
    assert.equal(read.headers.get('SetUp'), '1');
    assert.equal(read.headers.get('FEN'), G223_AT_49);
    assert.equal(read.headers.get('TimeControl'), '180+0');
    assert.equal(read.headers.get('Result'), '*');
    assert.deepEqual(read.sans, ['Qd2+', 'Kg1', 'Bd5', 'Be4', 'Bxe4', 'fxe4']);
    assert.deepEqual(read.clocks, [18, 8, 13, 5, 12, 5]);
    assert.equal(read.fen, G223_LAST);
    assert.match(read.pgn, /\n\n49\.\.\. Qd2\+ /);
    assert.equal(chessJsFen(read.pgn), G223_LAST);
  });

  test('with a board missed: the one move that explains it is rebuilt, and the whole game replays', () => {
    const { stream, games } = streamOf(fics(G223_LINES));
    assert.deepEqual(games.map((g) => [g.plies, g.fen, g.result]), [[12, G223_LAST, null]]);
    const read = checkGame(stream, games[0]);
    assert.equal(read.headers.get('FEN'), '8/6kp/8/6p1/2b2bPP/3p1P2/1p6/1B1K4 b - - 0 46');
    assert.deepEqual(read.sans, ['Bb3+', 'Ke1', 'd2+', 'Kf2', 'd1=Q', 'hxg5', 'Qd2+', 'Kg1', 'Bd5', 'Be4', 'Bxe4', 'fxe4']);
    assert.deepEqual(read.clocks, [26, 12, 23, 11, 22, 10, 18, 8, 13, 5, 12, 5]);
    assert.equal(read.fen, G223_LAST);
    assert.equal(read.gapFen, null);
    assert.match(read.pgn.replace(/\s+/g, ' '), /d1=Q \{\[%clk 0:00:22\] not seen; rebuilt from the boards around it\}/);
  });

  test('with a board missed: chess.js reads the PGN too', {
  }, () => {
    const { stream } = streamOf(fics(G223_LINES));
    assert.equal(chessJsFen(stream.pgn()), G223_LAST);
  });
});

describe('a game still going on (game 164)', () => {
  test('has result "*" and replays with chessops and chess.js', () => {
    const { stream, games } = streamOf(fics(G164_LINES));
    assert.deepEqual(games.map((g) => [g.result, g.plies]), [[null, 4]]);
    const read = checkGame(stream, games[0]);
    assert.equal(read.headers.get('Result'), '*');
    assert.equal(read.headers.get('TimeControl'), '420+3');
    assert.equal(read.headers.has('FEN'), false);
    assert.deepEqual(read.sans, ['d4', 'Nf6', 'Bg5', 'e6']);
    assert.deepEqual(read.clocks, [420, 420, 421, 416]);
    assert.ok(read.pgn.trimEnd().endsWith(' *'));
    assert.equal(read.fen, G164_LAST);
    assert.equal(chessJsFen(read.pgn), G164_LAST);
  });
});

describe('an examined game (LectureBot)', () => {
  test('starts from the earliest position gone back to, and replays', () => {
    const { stream, games } = streamOf(fics(LECTURE_LINES));
    assert.equal(games.length, 1);
    const read = checkGame(stream, games[0]);
    assert.equal(read.headers.get('White'), 'LectureBot');
    assert.equal(read.headers.get('FEN'), LECTURE_START);
    assert.equal(read.headers.get('TimeControl'), '-');
    assert.deepEqual(read.sans, ['Kf8', 'Bd2', 'h5']);
    assert.match(read.pgn, /\n\n13\.\.\. Kf8 /);
    assert.equal(parts(read.fen).board, parts(LECTURE_LAST).board);
    assert.equal(chessJsFen(read.pgn).split(' ').slice(0, 2).join(' '), LECTURE_LAST.split(' ').slice(0, 2).join(' '));
  });
});

describe('several games in one stream', () => {
  test('pgn() holds every game, in the order of games(), each replaying', () => {
    const boards = interleave(G223_LINES.slice(5), G164_LINES);
    const { stream, games } = streamOf(fics(boards));
    assert.deepEqual(games.map((g) => g.gameNumber), [223, 164]);
    const all = parsePgn(stream.pgn());
    assert.deepEqual(all.map((g) => g.headers.get('White')), ['HUGOABEL', 'ahanft']);
    for (const game of games) checkGame(stream, game);
    assert.equal(stream.pgn(), games.map((g) => stream.pgn(g.id)).join('\n'));
  });

  test('a takeback leaves no trace, and a reused game number is a second game', () => {
    const lines = [...G107.slice(0, 4), G107[2], G107[3], G107[4], G107_END, G107[4],
      real('107 gbtami ggbtami -1 5 0 39 39 300000 300000 1 none (0:00.000) none 1 0 0')];
    const { stream, games } = streamOf(fics(lines));
    assert.deepEqual(games.map((g) => [g.id, g.plies, g.result]), [[1, 4, '0-1'], [2, 0, null]]);
    const first = checkGame(stream, games[0]);
    assert.deepEqual(first.sans, ['f3', 'e5', 'g4', 'Qh4#']);
    const second = checkGame(stream, games[1]);
    assert.deepEqual(second.sans, []);
    assert.equal(second.headers.get('Result'), '*');
  });
});

describe('boards cut short by the server', () => {
  test('a board cut before its move time: the move is the one the boards show', () => {
    const cut = G107[3].slice(0, G107[3].indexOf(' (0:02.662)'));
    const { stream, games } = streamOf(fics([G107[0], G107[1], G107[2], cut, G107[4]]));
    const read = checkGame(stream, games[0]);
    assert.deepEqual(read.sans, ['f3', 'e5', 'g4', 'Qh4#']);
    assert.equal(read.gapFen, null);
    assert.equal(chessJsFen(read.pgn), G107_LAST);
  });

  test('a board cut inside its SAN field: the core writes the SAN whole, mate as #', {
  }, () => {
    const cut = G107[4].slice(0, G107[4].indexOf('Qh4#') + 2);
    const { stream, games, events } = streamOf(fics([G107[0], G107[1], G107[2], G107[3], cut]));
    const read = checkGame(stream, games[0]);
    assert.deepEqual(read.sans, ['f3', 'e5', 'g4', 'Qh4#']);
    const last = events.filter((e) => e.type === 'style12').at(-1);
    assert.equal(last.record.lastMoveSan, null);  // no piece of the server's SAN is kept
    assert.deepEqual(last.move, { uci: 'd8h4', san: 'Qh4#' });
    assert.deepEqual(last.check, { gap: 0, reconstructed: false });
  });
});

// Every transcript: each game's PGN, written from the moves the core
// checked against the boards, replays with chessops (and chess.js, for
// chess) to the last board seen, cut-short lines and missed boards included.
const TRANSCRIPTS = fileURLToPath(new URL('../fixtures/transcripts/', import.meta.url));
const transcriptFiles = readdirSync(TRANSCRIPTS)
  .filter((name) => name.endsWith('.fics') && statSync(join(TRANSCRIPTS, name)).isFile());

describe('transcripts', () => {
  test('there are transcripts, with cut-short lines and a missed board among them', () => {
    assert.ok(transcriptFiles.length >= 11);
    assert.ok(transcriptFiles.includes('cut-short-and-missed.fics'));
  });
  for (const name of transcriptFiles) {
    test(`${name}: every game's PGN reads back and replays to its last board`, () => {
      const { stream, events, games } = streamOf(new Uint8Array(readFileSync(join(TRANSCRIPTS, name))));
      assert.ok(games.length > 0, 'the transcript holds a game');
      const resyncs = events.filter((e) => e.type === 'resync');
      if (name === 'board-that-does-not-follow.fics') {
        // White's bishop vanishes with the king's move: one resync, and the
        // boards after it are checked from the board shown.
        assert.deepEqual(resyncs.map((e) => [e.line, e.gameNumber]), [[10, 223]]);
        assert.deepEqual(events.filter((e) => e.type === 'style12').map((e) => e.move?.san ?? null), [null, 'Bb3+', null, 'd2+', 'Kf2']);
      } else {
        assert.deepEqual(resyncs, [], 'every board follows from the one before');
      }
      for (const game of games) {
        if (game.variant === 'bughouse') {
          // No PGN reader here plays bughouse: each board's moves are the
          // checked ones, and the match reads back as BPGN.
          const checked = events.filter((e) => e.type === 'style12' && e.gameId === game.id && e.move).map((e) => e.move.san);
          assert.equal(checked.length, game.plies);
          const bpgn = stream.bpgn(game.id);
          assert.equal(parsePgn(bpgn).length, 1);
          for (const line of bpgn.split('\n')) assert.ok(line.length <= 80);
          const tokens = bpgn.slice(bpgn.indexOf('\n\n') + 2).replace(/\{[^}]*\}/g, ' ').trim().split(/\s+/);
          const board = tokens.findIndex((t, i) => /^\d+[Aa]\.$/.test(t) && checked[0] === tokens[i + 1]) >= 0 ? 'Aa' : 'Bb';
          const mine = tokens.filter((t, i) => i > 0 && new RegExp(`^\\d+[${board}]\\.$`).test(tokens[i - 1]));
          assert.deepEqual(mine, checked);
          continue;
        }
        const read = checkGame(stream, game);
        if ((name === 'fics-examined.fics' || name === 'fics-examiners-changing.fics') && game.id === 1) {
          // Examined from history with `forward 6` and `backward 2` (or
          // `forward 3`): the boards jump over moves never seen, and the PGN
          // names the position the game went on to.
          assert.equal(read.gapFen, game.fen);
          continue;
        }
        if (resyncs.length === 0) assert.equal(read.gapFen, null, `game ${game.id} stops short`);
        else assert.equal(read.gapFen, game.fen, 'the PGN stops at the resync and names where the game went on');
        if (game.variant === 'chess' && read.gapFen === null) {
          assert.deepEqual(chessJsFen(read.pgn).split(' ').slice(0, 2), game.fen.split(' ').slice(0, 2));
        }
      }
    });
  }
  test('a bughouse match as BPGN: both boards, moves in the order they came', () => {
    const { stream, games } = streamOf(new Uint8Array(readFileSync(join(TRANSCRIPTS, 'bughouse.fics'))));
    assert.deepEqual(games.map((g) => [g.gameNumber, g.variant, g.plies]), [[10, 'bughouse', 3], [11, 'bughouse', 3]]);
    const bpgn = stream.bpgn(games[1].id);
    assert.equal(bpgn, stream.bpgn(games[0].id), 'the same match from either board');
    assert.match(bpgn, /\[WhiteA "Alpha"\]\n\[BlackA "Beta"\]\n\[WhiteB "Gamma"\]\n\[BlackB "Delta"\]\n/);
    assert.equal(bpgn.slice(bpgn.indexOf('\n\n') + 2).replace(/\{[^}]*\} ?/g, '').replace(/\s+/g, ' ').trim(),
      '1A. e4 1B. d4 1a. d5 2A. exd5 1b. P@e5 2B. dxe5 1-0');
    const zh = streamOf(new Uint8Array(readFileSync(join(TRANSCRIPTS, 'crazyhouse.fics'))));
    assert.equal(zh.stream.bpgn(zh.games[0].id), '', 'no partner board, no BPGN');
    assert.throws(() => stream.bpgn('1'), TypeError);
  });

  test('cut-short lines and a missed board: the move is rebuilt and marked, the SANs are whole', () => {
    const { stream, events, games } = streamOf(new Uint8Array(readFileSync(join(TRANSCRIPTS, 'cut-short-and-missed.fics'))));
    const boards = events.filter((e) => e.type === 'style12');
    assert.deepEqual(boards.map((e) => [e.record.truncated, e.move?.san ?? null, e.check]), [
      [true, null, null],
      [true, 'f3', { gap: 0, reconstructed: false }],
      [true, 'g4', { gap: 1, reconstructed: true }],
      [true, 'Qh4#', { gap: 0, reconstructed: false }],
    ]);
    const read = checkGame(stream, games[0]);
    assert.deepEqual(read.sans, ['f3', 'e5', 'g4', 'Qh4#']);
    assert.match(read.pgn.replace(/\s+/g, ' '), /e5 \{\[%clk 0:05:00\] not seen; rebuilt from the boards around it\}/);
  });
});

describe('a time control no game can have', () => {
  // Found by fuzz_stream: minutes whose seconds overflow 64 bits wrapped,
  // and the PGN said [TimeControl "-9223372036854775756+0"].
  test('is written as unknown, "?"', () => {
    const session = readFileSync(new URL('../fixtures/fuzz-regressions/stream-initial-time-minutes-overflow.txt', import.meta.url), 'utf8');
    const stream = s12.createStream({ date: '2026.11.24' });
    stream.push(session);
    stream.end();
    const pgn = stream.pgn();
    assert.match(pgn, /\[TimeControl "\?"\]/);
    assert.match(pgn, /\n\n1\. e4 \{\[%clk 0:03:00\]\} \*\n$/);
  });
});
