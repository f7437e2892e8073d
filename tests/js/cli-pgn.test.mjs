// The style12 command over whole sessions, run as users run it (node
// dist/cli.mjs): pgn from a file or standard input, read back with
// chessops; json giving the events createStream gives; fen adding pockets
// from <b1> lines. Sessions are built from real lines of the corpus
// (tests/fixtures/real-lines.tsv); expected values were worked out by hand.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeFen } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { load } from 'style12';
import { spawn } from 'node:child_process';
import { CLI, file, jsonLines, outputLines, run } from './cli-support.mjs';
import { G107_LINES, G164_LAST, G164_LINES, real } from './support.mjs';

const s12 = await load();

// ---------------------------------------------------------------------------
// Real lines (support.mjs finds them by how they end).

// Game 107: 1. f3 e5 2. g4 Qh4#.
const G107 = G107_LINES;
const G107_LAST = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
// The FICS help example, with '#' in its game number: an error at byte 92.
const NEWTON = real('7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0');
const NEWTON_BAD = NEWTON.replace(' 7 Newton', ' #7 Newton');
// FatICS crazyhouse as GuestABCD saw it: 1. e4 d5 2. exd5.
const ZH = {
  start: real('GuestABCD admin 1 3 0 24 24 180 180 1 none (0:00) none 0 0 0'),
  empty: real('<b1> game 1 white [] black []'),
  e4: real('GuestABCD admin -1 3 0 24 24 180 180 1 P/e2-e4 (0:00) e4 0 0 0'),
  d5: real('GuestABCD admin 1 3 0 24 24 180 180 2 P/d7-d5 (0:00) d5 0 1 0'),
  passed: real('<b1> game 1 white [P] black [] <- WP'),
  exd5: real('P/e4-d5 (0:00) exd5 0 1 0'),
  pawn: real('<b1> game 1 white [P] black []'),
};
const OTHER_HOLDINGS = real('<b1> game 26 white [P] black [P]');
const ZH_FEN = {
  start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
  e4: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  d5: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  exd5: 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2',
  exd5Pockets: 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2',
};

// A FICS session: LF CR line ends, a prompt after every line.
const fics = (lines) => `${lines.map((line) => `${line}\n\rfics% `).join('')}`;

const GAMES_SESSION = fics([
  'Creating: gbtami (1502) ggbtami (1507) unrated blitz 5 0', // 1
  '{Game 107 (gbtami vs. ggbtami) Creating unrated blitz match.}', // 2
  G107[0], G164_LINES[0], G107[1], G164_LINES[1], G107[2], G164_LINES[2], G107[3], G164_LINES[3], G107[4], // 3-11
  '{Game 107 (gbtami vs. ggbtami) gbtami checkmated} 0-1', // 12
  G164_LINES[4], // 13
]);

// Every event of the input through createStream, as the json command
// writes it: a board's or <b1> line's record fields at top level, a
// checked board's move and check, and its anomalies.
function streamEvents(input) {
  const stream = s12.createStream();
  return { events: [...stream.push(input), ...stream.end()], stream };
}

function asJson(event) {
  switch (event.type) {
    case 'style12':
    case 'holdings':
      return {
        type: event.type, line: event.line, ...(event.gameId ? { gameId: event.gameId } : {}), ...event.record,
        // What the stream knows beyond the line, where it knows it.
        ...Object.fromEntries(['fen', 'pockets', 'passed', 'boardLine', 'move', 'check']
          .filter((key) => event[key] !== null && event[key] !== undefined).map((key) => [key, event[key]])),
        // And the fields that contradict the board or its game, when any.
        ...(event.anomalies?.length ? { anomalies: event.anomalies } : {}),
      };
    default:
      return event;
  }
}

const viaJson = (events) => JSON.parse(JSON.stringify(events.map(asJson)));

// Each game of a PGN replayed by chessops; the FEN it ends at.
function replayAll(pgn) {
  return parsePgn(pgn).map((game) => {
    const pos = startingPosition(game.headers).unwrap();
    for (const node of game.moves.mainline()) {
      const move = parseSan(pos, node.san);
      assert.ok(move, `${node.san} is legal`);
      pos.play(move);
    }
    return { headers: game.headers, fen: makeFen(pos.toSetup()) };
  });
}

const TRANSCRIPTS = fileURLToPath(new URL('../fixtures/transcripts/', import.meta.url));
const transcriptFiles = existsSync(TRANSCRIPTS)
  ? readdirSync(TRANSCRIPTS).filter((name) => !name.startsWith('.') && !name.endsWith('.md') && statSync(join(TRANSCRIPTS, name)).isFile())
  : [];

// ---------------------------------------------------------------------------

describe('style12 pgn', () => {
  const path = file('games.fics', GAMES_SESSION);

  test('prints every game of a FILE as PGN that chessops reads back', () => {
    const { status, stdout, stderr } = run(['pgn', path]);
    assert.equal(status, 0, stderr);
    assert.equal(stderr, '');
    const games = replayAll(stdout);
    assert.deepEqual(games.map((g) => [g.headers.get('White'), g.headers.get('Black'), g.headers.get('Result')]),
      [['gbtami', 'ggbtami', '0-1'], ['ahanft', 'EnnMal', '*']]);
    assert.deepEqual(games.map((g) => g.fen), [G107_LAST, G164_LAST]);
    assert.deepEqual(games.map((g) => g.headers.get('TimeControl')), ['300+0', '420+3']);
  });

  test('prints what createStream().pgn() gives', () => {
    const { stdout } = run(['pgn', path]);
    assert.equal(stdout, streamEvents(GAMES_SESSION).stream.pgn());
    assert.ok(stdout.endsWith('*\n'));
    assert.ok(!stdout.endsWith('\n\n'));
  });

  test('prints a game as soon as it ends, while the input goes on (a live session piped in)', { timeout: 30_000 }, async () => {
    const child = spawn(process.execPath, [CLI, 'pgn'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let stdout = '';
    const printed = new Promise((resolve) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (stdout.includes('0-1\n')) resolve();
      });
    });
    // Up to the next line's first bytes: a line is whole when the next
    // one starts (it could go on with a continuation).
    const cut = GAMES_SESSION.indexOf('<12>', GAMES_SESSION.indexOf('0-1')) + 4;
    child.stdin.write(GAMES_SESSION.slice(0, cut));
    await printed;
    // The game that ended is out; the one going on is not, until the input ends.
    assert.equal(replayAll(stdout).map((g) => g.headers.get('White')).join(), 'gbtami');
    child.stdin.end(GAMES_SESSION.slice(cut));
    await new Promise((resolve) => child.on('close', resolve));
    assert.deepEqual(replayAll(stdout).map((g) => [g.headers.get('White'), g.headers.get('Result')]),
      [['gbtami', '0-1'], ['ahanft', '*']]);
  });

  test('reads standard input when no FILE is given, or FILE is -', () => {
    const fromFile = run(['pgn', path]).stdout;
    for (const args of [['pgn'], ['pgn', '-']]) {
      const { status, stdout, stderr } = run(args, GAMES_SESSION);
      assert.equal(status, 0, stderr);
      assert.equal(stdout, fromFile);
    }
  });

  test('reports a bad line as "line N: message" on stderr, exits 1, and still prints the games', () => {
    // Line 6 is the broken board, after the prompt 'fics% ': its '#' is at byte 6 + 92.
    const input = fics([G107[0], G107[1], G107[2], G107[3], G107[4], NEWTON_BAD, '{Game 107 (gbtami vs. ggbtami) gbtami checkmated} 0-1']);
    const { events } = streamEvents(input);
    const errors = events.filter((e) => e.type === 'error');
    assert.deepEqual(errors.map((e) => [e.line, e.error.code, e.error.field, e.error.column]), [[6, 'BAD_NUMBER', 17, 98]]);

    const { status, stdout, stderr } = run(['pgn'], input);
    assert.equal(status, 1);
    assert.equal(stderr, `line 6: ${errors[0].error.message}\n`);
    assert.match(stderr, /^line 6: .*'#7'/);
    const games = replayAll(stdout);
    assert.equal(games.length, 1);
    assert.equal(games[0].fen, G107_LAST);
    assert.equal(games[0].headers.get('Result'), '0-1');
  });

  test('reports every bad line, in order', () => {
    const input = `${NEWTON_BAD}\n${G164_LINES[0]}\n${G164_LINES[1]}\n${NEWTON_BAD}\n${G164_LINES[2]}\n`;
    const { status, stdout, stderr } = run(['pgn'], input);
    assert.equal(status, 1);
    assert.deepEqual(stderr.split('\n').filter(Boolean).map((l) => l.slice(0, l.indexOf(':'))), ['line 1', 'line 4']);
    assert.deepEqual(replayAll(stdout).map((g) => g.fen), ['rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2']);
  });

  test('prints nothing for input without boards, and exits 0', () => {
    const { status, stdout, stderr } = run(['pgn'], 'fics% \n\rNo ratings adjustment done.\n\r');
    assert.equal(status, 0, stderr);
    assert.equal(stdout, '');
  });
});

describe('style12 json', () => {
  // LF CR line ends and FICS block mode, a board inside a block.
  const BLOCKED = [
    '**** Starting FICS session as gbtami ****\n\r', // 1
    '\n\r', // 2
    'fics% ', // 3: the block that follows is on the same line
    '\x155\x1680\x16You are now observing game 164.\n\r', // 3
    'Game 164: ahanft (1436) EnnMal (1502) rated standard 7 3\n\r', // 4
    '\n\r', // 5
    `${G164_LINES[0]}\n\r\x17`, // 6
    `fics% \n\r${G164_LINES[1]}\n\r`, // 7, 8
    `fics% \x156\x161\x16${G164_LINES[2]}\x17`, // 9
    `fics% \n\r${NEWTON_BAD}\n\r`, // 9 (its end), 10
    'fics% ',
  ].join('');

  test('gives the events createStream gives, over LF CR and block mode', () => {
    const { events } = streamEvents(BLOCKED);
    assert.deepEqual(events.map((e) => [e.type, e.line]), [
      ['text', 1], ['text', 3], ['text', 4], ['style12', 6], ['style12', 8], ['style12', 9], ['error', 10],
    ]);
    const { status, stdout } = run(['json', '--text', file('blocked.fics', BLOCKED)]);
    assert.equal(status, 1);
    assert.deepEqual(jsonLines(stdout), viaJson(events));
  });

  test('leaves text events out without --text', () => {
    const { events } = streamEvents(BLOCKED);
    const { stdout } = run(['json'], BLOCKED);
    assert.deepEqual(jsonLines(stdout), viaJson(events.filter((e) => e.type !== 'text')));
  });

  for (const name of transcriptFiles) {
    test(`gives the events createStream gives for ${name}`, () => {
      const bytes = readFileSync(join(TRANSCRIPTS, name));
      const { events } = streamEvents(new Uint8Array(bytes));
      const { status, stdout } = run(['json', '--text', join(TRANSCRIPTS, name)]);
      assert.equal(status, events.some((e) => e.type === 'error') ? 1 : 0);
      assert.deepEqual(jsonLines(stdout), viaJson(events));
    });
  }
});

describe('style12 fen', () => {
  test('adds the pockets of a <b1> line of the same game right after the board', () => {
    const { status, stdout } = run(['fen'], fics([ZH.exd5, ZH.pawn]));
    assert.equal(status, 0);
    assert.deepEqual(outputLines(stdout), [ZH_FEN.exd5Pockets]);
  });

  test('adds the pockets of a <b1> line of the same game right before the board', () => {
    const { status, stdout } = run(['fen'], fics([ZH.passed, ZH.exd5]));
    assert.equal(status, 0);
    assert.deepEqual(outputLines(stdout), [ZH_FEN.exd5Pockets]);
  });

  test('adds no pockets from a <b1> line of another game', () => {
    assert.deepEqual(outputLines(run(['fen'], fics([ZH.exd5, OTHER_HOLDINGS])).stdout), [ZH_FEN.exd5]);
    assert.deepEqual(outputLines(run(['fen'], fics([OTHER_HOLDINGS, ZH.exd5])).stdout), [ZH_FEN.exd5]);
  });

  test('one FEN per board over a crazyhouse game, each with the <b1> line that came with it', () => {
    // As FICS sends it: every board followed by its <b1> line, and the
    // capture's "<- WP" line before the board that shows the capture.
    const { status, stdout } = run(['fen'], fics([ZH.start, ZH.empty, ZH.e4, ZH.empty, ZH.d5, ZH.empty, ZH.passed, ZH.exd5, ZH.pawn]));
    assert.equal(status, 0);
    assert.deepEqual(outputLines(stdout), [
      ZH_FEN.start, ZH_FEN.e4.replace(' ', '[] '), ZH_FEN.d5.replace(' ', '[] '), ZH_FEN.exd5Pockets,
    ]);
  });

  test('a capture\'s "<- WP" <b1> line goes with the board after it, in FatICS\'s order', {
  }, () => {
    // The corpus order of FatICS's lines: no <b1> after e4 and d5. Their
    // game's pockets are known from the <b1> line after the start, so the
    // stream gives them those (empty) pockets.
    const { stdout } = run(['fen'], fics([ZH.start, ZH.empty, ZH.e4, ZH.d5, ZH.passed, ZH.exd5, ZH.pawn]));
    assert.deepEqual(outputLines(stdout), [
      ZH_FEN.start, ZH_FEN.e4.replace(' ', '[] '), ZH_FEN.d5.replace(' ', '[] '), ZH_FEN.exd5Pockets,
    ]);
  });

  if (transcriptFiles.includes('crazyhouse.fics')) {
    // Its last board is a drop (5. N@c3): White's knight leaves the pocket.
    // Before it comes the <b1> line of the board before, after it its own.
    test('a drop gets the <b1> line that follows it, not the one of the board before', {
    }, () => {
      const { stdout } = run(['fen', join(TRANSCRIPTS, 'crazyhouse.fics')]);
      const fens = outputLines(stdout);
      assert.equal(fens[fens.length - 1], 'rnb1kb1r/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR[Ppn] b KQkq - 1 5');
    });
  }
});
