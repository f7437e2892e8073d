// createStream(): the games a session makes of its events: games(), pgn(),
// <b1> lines with their boards, and the PGN tags the session gives. The
// sessions are in stream-sessions.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { G164_LINES, G223_LINES, LECTURE_LINES } from './support.mjs';
import {
  BLOCKS, BUG, FICS_GAME, G107, G107_FEN, G164_FEN, G223_FEN, gamesOf, INTERLEAVED, LECTURE_LAST_FEN,
  NEWTON_FEN, noClock, runWhole, s12, ZH, ZH_FEN,
} from './stream-sessions.mjs';

describe('games()', () => {
  test('lists each game once, oldest first, with stable unique ids', () => {
    const stream = s12.createStream();
    stream.push(INTERLEAVED.text.slice(0, INTERLEAVED.text.length >> 1));
    const early = stream.games();
    stream.push(INTERLEAVED.text.slice(INTERLEAVED.text.length >> 1));
    stream.end();
    const games = stream.games();
    assert.deepEqual(games, stream.games());
    assert.deepEqual(games.map((g) => [g.id, g.gameNumber, g.white, g.black]),
      [[1, 223, 'HUGOABEL', 'megracia'], [2, 164, 'ahanft', 'EnnMal']]);
    for (const game of early) assert.equal(games.find((g) => g.gameNumber === game.gameNumber).id, game.id);
    assert.equal(new Set(games.map((g) => g.id)).size, games.length);
  });

  test('two observed games interleaved are kept apart', () => {
    const games = runWhole(INTERLEAVED.text).games;
    assert.deepEqual(noClock(games), [
      { id: 1, gameNumber: 223, white: 'HUGOABEL', black: 'megracia', variant: 'chess', plies: 4, result: null, fen: G223_FEN[4], partnerId: null },
      { id: 2, gameNumber: 164, white: 'ahanft', black: 'EnnMal', variant: 'chess', plies: 4, result: null, fen: G164_FEN[4], partnerId: null },
    ]);
  });

  test('a game from its start to its end', () => {
    const games = runWhole(FICS_GAME.text).games;
    assert.deepEqual(noClock(games), [
      { id: 1, gameNumber: 107, white: 'gbtami', black: 'ggbtami', variant: 'chess', plies: 4, result: '0-1', fen: G107_FEN.qh4, partnerId: null },
    ]);
  });

  test('result is null while the game goes on, then the result of its end line', () => {
    assert.equal(gamesOf([G107.start, G107.f3])[0].result, null);
    assert.equal(gamesOf([G107.start, '{Game 107 (gbtami vs. ggbtami) Game aborted on move 1} *'])[0].result, '*');
    assert.equal(gamesOf([G164_LINES[0], G164_LINES[1], '{Game 164 (ahanft vs. EnnMal) Game drawn by mutual agreement} 1/2-1/2'])[0].result, '1/2-1/2');
    // An end line for a game never seen changes nothing.
    assert.deepEqual(gamesOf(['{Game 5 (A vs. B) B resigns} 1-0']), []);
  });

  test('a takeback rewinds: plies go down, the FEN goes back', () => {
    const lines = [G107.start, G107.f3, G107.e5, G107.g4];
    assert.deepEqual(gamesOf(lines).map((g) => [g.plies, g.fen]), [[3, G107_FEN.g4]]);
    assert.deepEqual(gamesOf([...lines, G107.e5]).map((g) => [g.plies, g.fen]), [[2, G107_FEN.e5]]);
    assert.deepEqual(gamesOf([...lines, G107.e5, G107.g4]).map((g) => [g.plies, g.fen]), [[3, G107_FEN.g4]]);
    assert.deepEqual(gamesOf([...lines, G107.f3]).map((g) => [g.plies, g.fen]), [[1, G107_FEN.f3]]);
    assert.deepEqual(gamesOf([...lines, G107.e5, G107.g4, G107.qh4]).map((g) => [g.id, g.plies, g.fen]), [[1, 4, G107_FEN.qh4]]);
  });

  test('a board sent again is not a move, at the game end or before', () => {
    const end = '{Game 107 (gbtami vs. ggbtami) gbtami checkmated} 0-1';
    const twice = [G107.start, G107.f3, G107.f3, G107.e5, G107.e5, G107.g4, G107.qh4];
    assert.deepEqual(gamesOf(twice).map((g) => [g.plies, g.result]), [[4, null]]);
    assert.deepEqual(gamesOf([...twice, end, G107.qh4]).map((g) => [g.id, g.plies, g.result, g.fen]),
      [[1, 4, '0-1', G107_FEN.qh4]]);
  });

  test('a game number used again after a game end is a new game', () => {
    const end = '{Game 107 (gbtami vs. ggbtami) gbtami checkmated} 0-1';
    const lines = [G107.start, G107.f3, G107.e5, G107.g4, G107.qh4, end, G107.qh4, G107.again, G107.againF3];
    const stream = s12.createStream();
    const events = [...stream.push(lines.map((l) => `${l}\n`).join('')), ...stream.end()];
    assert.deepEqual(events.filter((e) => e.type !== 'text').map((e) => [e.type, e.line, e.gameId]), [
      ['style12', 1, 1], ['style12', 2, 1], ['style12', 3, 1], ['style12', 4, 1], ['style12', 5, 1],
      ['gameEnd', 6, 1], ['style12', 7, 1], ['style12', 8, 2], ['style12', 9, 2],
    ]);
    assert.deepEqual(noClock(stream.games()), [
      { id: 1, gameNumber: 107, white: 'gbtami', black: 'ggbtami', variant: 'chess', plies: 4, result: '0-1', fen: G107_FEN.qh4, partnerId: null },
      { id: 2, gameNumber: 107, white: 'gbtami', black: 'ggbtami', variant: 'chess', plies: 1, result: null, fen: G107_FEN.f3, partnerId: null },
    ]);
  });

  test('a game observed from the middle counts the moves seen since', () => {
    const games = gamesOf(G223_LINES.slice(5));
    assert.deepEqual(noClock(games), [
      { id: 1, gameNumber: 223, white: 'HUGOABEL', black: 'megracia', variant: 'chess', plies: 6, result: null, fen: G223_FEN[11], partnerId: null },
    ]);
  });

  test('an examined game that goes back before its first board starts again from there', () => {
    const games = gamesOf(LECTURE_LINES);
    assert.deepEqual(noClock(games), [
      { id: 1, gameNumber: 1, white: 'LectureBot', black: 'LectureBot', variant: 'chess', plies: 3, result: null, fen: LECTURE_LAST_FEN, partnerId: null },
    ]);
  });

  test('crazyhouse: a <b1> line after its board gives the pockets', () => {
    const games = gamesOf([ZH.startB, ZH.empty, ZH.e4B, ZH.d5B, ZH.exd5B, ZH.pawn]);
    assert.deepEqual(noClock(games), [
      { id: 1, gameNumber: 1, white: 'GuestABCD', black: 'admin', variant: 'crazyhouse', plies: 3, result: null, fen: ZH_FEN.exd5Pockets, partnerId: null },
    ]);
  });

  test('crazyhouse: a <b1> line before its board gives the same', () => {
    const games = gamesOf([ZH.startB, ZH.empty, ZH.e4B, ZH.d5B, ZH.pawn, ZH.exd5B]);
    assert.deepEqual(games.map((g) => [g.variant, g.plies, g.fen]), [['crazyhouse', 3, ZH_FEN.exd5Pockets]]);
  });

  test('bughouse: a piece passed from the partner board', () => {
    // FICS sends the board again after a passed piece, in the same block.
    const games = gamesOf([BUG.start, BUG.empty, BUG.passed, BUG.start]);
    assert.deepEqual(noClock(games), [
      { id: 1, gameNumber: 329, white: 'GenyaG', black: 'cday', variant: 'bughouse', plies: 0, result: null,
        fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[p] w KQkq - 0 1', partnerId: null },
    ]);
  });

  test('crazyhouse: a capture\'s "<- WP" <b1> line (FatICS, FICS) keeps the game crazyhouse', {
  }, () => {
    const games = gamesOf([ZH.startA, ZH.empty, ZH.e4A, ZH.d5A, ZH.passed, ZH.exd5A, ZH.pawn]);
    assert.deepEqual(games.map((g) => [g.variant, g.plies, g.fen]), [['crazyhouse', 3, ZH_FEN.exd5Pockets]]);
  });

  test('games seen in the session with every kind of line', () => {
    assert.deepEqual(noClock(runWhole(BLOCKS.text).games), [
      { id: 1, gameNumber: 1, white: 'GuestABCD', black: 'admin', variant: 'crazyhouse', plies: 3, result: '*', fen: ZH_FEN.exd5Pockets, partnerId: null },
      { id: 2, gameNumber: 7, white: 'Newton', black: 'Einstein', variant: 'chess', plies: 0, result: '*', fen: NEWTON_FEN, partnerId: null },
    ]);
  });
});

describe('pgn()', () => {
  test('pgn(id) is one game; pgn() is all of them, one after another', () => {
    const { stream } = runWhole(INTERLEAVED.text);
    const [a, b] = stream.games();
    const first = stream.pgn(a.id);
    const second = stream.pgn(b.id);
    assert.match(first, /^\[Event "\?"\]\n/);
    assert.match(first, /\[White "HUGOABEL"\]/);
    assert.match(second, /\[White "ahanft"\]/);
    assert.equal(stream.pgn(), `${first}\n${second}`);
    assert.ok(first.endsWith('*\n'));
    assert.ok(second.endsWith('*\n'));
  });

  test('an unknown id gives nothing; an id that is no integer throws', () => {
    const { stream } = runWhole(FICS_GAME.text);
    assert.equal(stream.pgn(99), '');
    assert.throws(() => stream.pgn('1'), TypeError);
    assert.throws(() => stream.pgn(1.5), TypeError);
    assert.equal(s12.createStream().pgn(), '');
  });

  test('a finished game from its start', () => {
    const { stream } = runWhole(FICS_GAME.text);
    const now = new Date();
    const today = `${now.getFullYear()}.${String(now.getMonth() + 1).padStart(2, '0')}.${String(now.getDate()).padStart(2, '0')}`;
    assert.equal(stream.pgn(1), [
      '[Event "FICS unrated blitz game"]',
      '[Site "?"]',
      `[Date "${today}"]`,
      '[Round "-"]',
      '[White "gbtami"]',
      '[Black "ggbtami"]',
      '[Result "0-1"]',
      '[WhiteElo "1502"]',
      '[BlackElo "1507"]',
      '[TimeControl "300+0"]',
      '[Termination "normal"]',
      '',
      '1. f3 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} 2. g4 {[%clk 0:04:57]} Qh4#',
      '{[%clk 0:04:55] gbtami checkmated} 0-1',
      '',
    ].join('\n'));
  });
});

describe('createStream: <b1> lines and their boards', () => {
  const ZH = readFileSync(new URL('../fixtures/transcripts/crazyhouse.fics', import.meta.url));

  test('a board carries its game\'s FEN with pockets, and the piece passed ahead of it', () => {
    const { events } = runWhole(ZH);
    const exd5 = events.find((e) => e.type === 'style12' && e.line === 14);
    assert.equal(exd5.fen, 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2');
    assert.equal(exd5.record.fen, 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2');
    assert.deepEqual(exd5.pockets, { white: 'P', black: '' });
    assert.deepEqual(exd5.passed, { color: 'w', piece: 'P' });
    // The game was announced as crazyhouse: its first board has the
    // pockets of the <b1> line after it, empty.
    const first = events.find((e) => e.type === 'style12');
    assert.deepEqual(first.pockets, { white: '', black: '' });
    assert.equal(first.passed, null);
    assert.equal(first.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1');
    assert.equal(first.record.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  test('a plain <b1> line after its board completes it: the board\'s line and its FEN with the pockets', () => {
    const { events } = runWhole(ZH);
    const holdings = events.filter((e) => e.type === 'holdings');
    const completes = holdings.filter((e) => e.fen !== null);
    assert.equal(completes.length, 10);
    const first = holdings[0];
    assert.equal(first.boardLine, 6);
    assert.equal(first.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1');
    assert.deepEqual(first.pockets, { white: '', black: '' });
    const passed = holdings.find((e) => e.record.passed !== null);
    assert.equal(passed.fen, null);
    assert.equal(passed.boardLine, null);
    assert.equal(passed.pockets, null);
  });

  test('the FEN options of the stream reach its events', () => {
    const stream = s12.createStream({ enPassant: 'legal', castling: 'shredder' });
    const events = [...stream.push(FICS_GAME.text), ...stream.end()];
    const g4 = events.find((e) => e.type === 'style12' && e.record.lastMoveSan === 'g4');
    assert.equal(g4.fen, 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b HAha - 0 2');
    assert.equal(g4.record.fen, 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2');
    stream.free();
  });
});

describe('PGN tags from the session', () => {
  test('Site and Date as the stream\'s options give them', () => {
    const stream = s12.createStream({ site: 'freechess.org', date: '2026.11.23' });
    stream.push(FICS_GAME.text);
    stream.end();
    assert.match(stream.pgn(1), /\[Site "freechess\.org"\]\n\[Date "2026\.11\.23"\]\n/);
    assert.throws(() => s12.createStream({ site: 42 }), TypeError);
    stream.free();
  });

  test('a Date that PGN cannot hold is refused; a site is text, never tags', () => {
    for (const date of ['yesterday', '2026-11-23', '2026.11.23\n[X "y"]', '']) {
      assert.throws(() => s12.createStream({ date }), { code: 'BAD_OPTION', fieldName: 'date' }, date);
    }
    s12.createStream({ date: '2026.??.??' }).free();
    const stream = s12.createStream({ site: 'a\n[X "y"]' });
    stream.push(FICS_GAME.text);
    stream.end();
    assert.match(stream.pgn(1), /\[Site "a \[X \\"y\\"\]"\]\n\[Date /);
    stream.free();
  });
});

describe('boards checked against their game', () => {
  test('each board after the first carries the move that led to it, in the core\'s SAN', () => {
    const stream = s12.createStream();
    const events = [...stream.push([G107.start, G107.f3, G107.e5].map((l) => `${l}\n`).join('')), ...stream.end()];
    assert.deepEqual(events.map((e) => [e.type, e.move, e.check]), [
      ['style12', null, null],
      ['style12', { uci: 'f2f3', san: 'f3' }, { gap: 0, reconstructed: false }],
      ['style12', { uci: 'e7e5', san: 'e5' }, { gap: 0, reconstructed: false }],
    ]);
    stream.free();
  });

  test('a board no move explains: a resync event after it, and the game goes on from it', () => {
    // Black's pawn shown on e4 after "P/e7-e5": no legal move leads there.
    const jumped = G107.e5.replace('----p--- -------- -----P--', '-------- ----p--- -----P--');
    assert.notEqual(jumped, G107.e5);
    const stream = s12.createStream();
    const events = [...stream.push([G107.start, G107.f3, jumped].map((l) => `${l}\n`).join('')), ...stream.end()];
    assert.deepEqual(events.map((e) => e.type), ['style12', 'style12', 'style12', 'resync']);
    assert.deepEqual(events[2].move, null);
    assert.deepEqual(events[2].check, { gap: 0, reconstructed: false });
    const { type, gameId, gameNumber, line, reason } = events[3];
    assert.deepEqual({ type, gameId, gameNumber, line }, { type: 'resync', gameId: events[2].gameId, gameNumber: 107, line: 3 });
    assert.equal(reason, 'no legal move leads from the previous board to this one (the server\'s move is P/e7-e5)');
    const [game] = stream.games();
    assert.equal(game.plies, 2);
    // (No en passant square: no black pawn stands where "e5" would put it.)
    assert.equal(game.fen, 'rnbqkbnr/pppp1ppp/8/8/4p3/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2');
    const pgn = stream.pgn(game.id).replace(/\s+/g, ' ');
    assert.match(pgn, /1\. f3 \{\[%clk 0:05:00\] the boards no longer follow from each other \(no legal move leads from the previous board to this one \(the server's move is P\/e7-e5\)\); the game went on to rnbqkbnr\/pppp1ppp\/8\/8\/4p3\/5P2\/PPPPP1PP\/RNBQKBNR w KQkq - 0 2\} \*/);
    stream.free();
  });

  test('a board sent again and a takeback are not checked as moves', () => {
    const stream = s12.createStream();
    const events = [...stream.push([G107.start, G107.f3, G107.f3, G107.start].map((l) => `${l}\n`).join('')), ...stream.end()];
    assert.deepEqual(events.map((e) => e.check), [null, { gap: 0, reconstructed: false }, null, null]);
    assert.equal(stream.games()[0].plies, 0);
    stream.free();
  });
});

describe('keepFinished and forget(): a stream that runs for days', () => {
  const transcript = (name) => readFileSync(new URL(`../fixtures/transcripts/${name}`, import.meta.url));

  test('the events are the same whatever is kept; games() holds the newest finished games, whole', () => {
    // Two observed games, one ended and one adjourned, again and again
    // under the same numbers, as a server reuses them.
    const bytes = transcript('two-observed-games.fics');
    const all = s12.createStream();
    const kept = s12.createStream({ keepFinished: 2 });
    for (let pass = 0; pass < 30; pass++) {
      assert.deepEqual(kept.push(bytes), all.push(bytes));
      assert.ok(kept.games().length <= 4, `pass ${pass}: ${kept.games().length} games`);
    }
    assert.deepEqual(kept.end(), all.end());
    const games = kept.games();
    assert.equal(all.games().length, 60);
    assert.deepEqual(games.map((g) => g.id), [58, 59, 60].filter((id) => games.some((g) => g.id === id)));
    for (const game of games) assert.equal(kept.pgn(game.id), all.pgn(game.id));
    assert.equal(kept.pgn(1), '');
    kept.free();
    all.free();
  });

  test('keepFinished: 0 keeps only the games going on', () => {
    const stream = s12.createStream({ keepFinished: 0 });
    stream.push(FICS_GAME.text);
    assert.deepEqual(stream.games(), []);
    assert.equal(stream.pgn(), '');
  });

  test('forget(id): a finished game leaves the list; one going on is recorded from its last position', () => {
    const stream = s12.createStream();
    const [first, second] = [[G107.start, G107.f3, G107.e5].join('\n'), [G107.g4, G107.qh4].join('\n')];
    const id = stream.push(`${first}\n`).at(-1).gameId;
    const fen = stream.games()[0].fen;
    assert.equal(stream.games()[0].plies, 2);
    assert.equal(stream.forget(id), true);
    assert.equal(stream.games()[0].plies, 0);
    const events = stream.push(`${second}\n`);
    assert.deepEqual(events.filter((e) => e.type === 'style12').map((e) => e.gameId), [id, id]);
    assert.equal(stream.games()[0].plies, 2);
    assert.match(stream.pgn(id), new RegExp(`\\[FEN "${fen.replace(/[/]/g, '\\/')}"\\]`));
    assert.equal(stream.forget(id + 1), false);
    assert.throws(() => stream.forget('1'), TypeError);
  });

  test('a keepFinished that is not a whole number from 0 up is refused, naming the option', () => {
    for (const bad of [-1, 1.5, '3', null, NaN]) {
      assert.throws(() => s12.createStream({ keepFinished: bad }), (error) => error.code === 'BAD_OPTION' && /keepFinished/.test(error.message), String(bad));
    }
    s12.createStream({ keepFinished: Infinity }).free();
  });
});
