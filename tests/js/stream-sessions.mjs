// The stream tests' sessions: real lines of the corpus
// (tests/fixtures/real-lines.tsv) wrapped the way servers send them (prompts,
// LF CR and CR LF line ends, bells, NULs, telnet negotiation, timeseal
// pings, FICS block mode, wrapped continuation lines), the module they run
// on, and small helpers. Every expected value was worked out by hand from
// the lines themselves.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { G164_LINES, G223_LINES, interleave, loadWatchingMemory, real } from './support.mjs';

// The WebAssembly memory is taken from the instance load() makes, as in
// memory.test.mjs: the engine's WebAssembly.instantiate is watched while the
// package loads.
export const { s12, memories } = await loadWatchingMemory('style12');
// Game summaries without whose clock runs (tested on its own in time-unit.test.mjs).
export const noClock = (games) => games.map(({ clockRunning, ...rest }) => rest);

// ---------------------------------------------------------------------------
// Real lines (support.mjs finds them by how they end).

// pychess ficsplay.py: game 107, gbtami (White) vs ggbtami, 5 0, ms clocks;
// 1. f3 e5 2. g4 Qh4#, seen by gbtami.
export const G107 = {
  start: real('107 gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0'),
  f3: real('gbtami ggbtami -1 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) f3 0 0 0'),
  e5: real('gbtami ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0'),
  g4: real('297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296'),
  qh4: real('297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304'),
  // The same game number again from the start, then 1. f3 (Black's view).
  again: real('107 gbtami ggbtami -1 5 0 39 39 300000 300000 1 none (0:00.000) none 1 0 0'),
  againF3: real('107 gbtami ggbtami 1 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) f3 1 0 0'),
};
export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const G107_FEN = {
  f3: 'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1',
  e5: 'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2',
  g4: 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2',
  qh4: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
};

// FatICS crazyhouse, game 1, GuestABCD vs admin, 3 0: 1. e4 d5 2. exd5.
// A: as GuestABCD sees it, B: as admin sees it (flipped).
export const ZH = {
  startA: real('GuestABCD admin 1 3 0 24 24 180 180 1 none (0:00) none 0 0 0'),
  startB: real('GuestABCD admin -1 3 0 24 24 180 180 1 none (0:00) none 1 0 0'),
  empty: real('<b1> game 1 white [] black []'),
  e4A: real('GuestABCD admin -1 3 0 24 24 180 180 1 P/e2-e4 (0:00) e4 0 0 0'),
  e4B: real('GuestABCD admin 1 3 0 24 24 180 180 1 P/e2-e4 (0:00) e4 1 0 0'),
  d5A: real('GuestABCD admin 1 3 0 24 24 180 180 2 P/d7-d5 (0:00) d5 0 1 0'),
  d5B: real('GuestABCD admin -1 3 0 24 24 180 180 2 P/d7-d5 (0:00) d5 1 1 0'),
  passed: real('<b1> game 1 white [P] black [] <- WP'),
  exd5A: real('P/e4-d5 (0:00) exd5 0 1 0'),
  pawn: real('<b1> game 1 white [P] black []'),
  exd5B: real('P/e4-d5 (0:00) exd5 1 1 0'),
};
export const ZH_FEN = {
  e4: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  d5: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  exd5: 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2',
  exd5Pockets: 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2',
};

// The FICS help file's example, game 7, 31 and 33 fields.
export const NEWTON = real('7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0');
export const NEWTON_33 = real('7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0 1 123');
export const NEWTON_FEN = 'rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2';
// Not a number in field 17 (gameNumber): '#' at byte 92.
export const NEWTON_BAD = NEWTON.replace(' 7 Newton', ' #7 Newton');
// Cut short after field 28 (the verbose move), as FICS's fixed buffer does.
export const NEWTON_CUT = NEWTON_33.slice(0, NEWTON_33.indexOf(' (0:06)'));

// A board mangled by em-dashes: its first rank starts at byte 5 with a byte
// that is no square.
export const EM_DASH = real('zerowin Hutnik 0 1 0 0 10 13 26 52 Q/e1-h1 (0:00) Qh1# 0 1 818');
export const OTHER_HOLDINGS = real('<b1> game 26 white [P] black [P]');

export const G223_FEN = [
  '8/6kp/8/6p1/2b2bPP/3p1P2/1p6/1B1K4 b - - 0 46',
  '8/6kp/8/6p1/5bPP/1b1p1P2/1p6/1B1K4 w - - 1 47',
  '8/6kp/8/6p1/5bPP/1b1p1P2/1p6/1B2K3 b - - 2 47',
  '8/6kp/8/6p1/5bPP/1b3P2/1p1p4/1B2K3 w - - 0 48',
  '8/6kp/8/6p1/5bPP/1b3P2/1p1p1K2/1B6 b - - 1 48',
  '8/6kp/8/6P1/5bP1/1b3P2/1p3K2/1B1q4 b - - 0 49',
  '8/6kp/8/6P1/5bP1/1b3P2/1p1q1K2/1B6 w - - 1 50',
  '8/6kp/8/6P1/5bP1/1b3P2/1p1q4/1B4K1 b - - 2 50',
  '8/6kp/8/3b2P1/5bP1/5P2/1p1q4/1B4K1 w - - 3 51',
  '8/6kp/8/3b2P1/4BbP1/5P2/1p1q4/6K1 b - - 4 51',
  '8/6kp/8/6P1/4bbP1/5P2/1p1q4/6K1 w - - 0 52',
  '8/6kp/8/6P1/4PbP1/8/1p1q4/6K1 b - - 0 52',
];

export const G164_FEN = [
  START,
  'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1',
  'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2',
  'rnbqkb1r/pppppppp/5n2/6B1/3P4/8/PPP1PPPP/RN1QKBNR b KQkq - 2 2',
  'rnbqkb1r/pppp1ppp/4pn2/6B1/3P4/8/PPP1PPPP/RN1QKBNR w KQkq - 0 3',
];

export const LECTURE_LAST_FEN = 'rq3knr/pp1b1pp1/3bp3/3N3p/6Q1/3B4/PP1B1PPP/R3R1K1 w - h6 0 15';

// Bughouse game 329, GenyaG vs cday: the start, its <b1>, and Black
// receiving a pawn from the partner board.
export const BUG = {
  start: real('GenyaG cday -1 2 0 39 39 120000 120000 1 none (0:00.000) none 1 1 0'),
  empty: real('<b1> game 329 white [] black []'),
  passed: real('<b1> game 329 white [] black [P] <- BP'),
};

// ---------------------------------------------------------------------------
// Helpers.

export const encoder = new TextEncoder();
export const LFCR = '\n\r';
export const CRLF = '\r\n';
export const IAC = 0xff;

export function concatBytes(...parts) {
  const arrays = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : Uint8Array.from(part)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

// Every event of the input, pushed in the chunks given, then end().
export function runChunks(chunks) {
  const stream = s12.createStream();
  const events = [];
  for (const chunk of chunks) {
    const out = stream.push(chunk);
    assert.ok(Array.isArray(out));
    events.push(...out);
  }
  events.push(...stream.end());
  return { events, games: stream.games(), pgn: stream.pgn(), stream };
}

export const runWhole = (input) => runChunks([input]);

// The events in a form that reads like the session: type, line, and what
// matters most for the type.
export function summary(event) {
  switch (event.type) {
    case 'style12':
      return ['style12', event.line, event.record.fen, event.gameId];
    case 'holdings': {
      const h = event.record;
      const passed = h.passed ? ` <- ${h.passed.color}${h.passed.piece}` : '';
      return ['holdings', event.line, `game ${h.gameNumber} [${h.white}] [${h.black}]${passed}`, event.gameId];
    }
    case 'gameEnd':
      return ['gameEnd', event.line, `${event.gameNumber} ${event.white} vs ${event.black}: ${event.reason} ${event.result}`, event.gameId];
    case 'text':
      return ['text', event.line, event.text];
    case 'error':
      return ['error', event.line, `${event.error.code} field ${event.error.field} column ${event.error.column}`];
    default:
      return ['unknown', event];
  }
}

// Games from a session of lines ended by LF, after end().
export function gamesOf(lines) {
  return runWhole(lines.map((line) => `${line}\n`).join('')).games;
}

// A seeded PRNG (mulberry32), so every run cuts the input the same way.
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Cut points for an input of `length`: chunk sizes from one byte up to
// whole lines and more, the scale drawn anew for each chunking.
export function randomCuts(length, random) {
  const scale = [2, 7, 40, 300, 5000, 100000][Math.floor(random() * 6)];
  const cuts = [];
  let at = 0;
  while (at < length) {
    at = Math.min(length, at + 1 + Math.floor(random() * scale));
    cuts.push(at);
  }
  return cuts;
}

export function slices(input, cuts) {
  const out = [];
  let from = 0;
  for (const to of cuts) {
    out.push(typeof input === 'string' ? input.slice(from, to) : input.subarray(from, to));
    from = to;
  }
  return out;
}

export const oneByOne = (input) => slices(input, Array.from({ length: input.length }, (_, i) => i + 1));

// ---------------------------------------------------------------------------
// Sessions. Each: the input as bytes, as text when it is valid UTF-8, and
// the events expected, line by line.

// 1. FICS, lines ended by LF CR, a game from its creation to its end.
export const FICS_GAME_LINES = [
  'fics% ', // 1: a prompt alone
  'Creating: gbtami (1502) ggbtami (1507) unrated blitz 5 0', // 2
  '{Game 107 (gbtami vs. ggbtami) Creating unrated blitz match.}', // 3: no result, so text
  '', // 4
  `\x07${G107.start}`, // 5: a bell before the board
  'fics% fics% ', // 6: doubled prompt
  G107.f3, // 7
  `fics% fics% ${G107.e5}`, // 8: a board after a doubled prompt
  '[G]\x00', // 9: a timeseal ping
  `\x00${G107.g4}`, // 10: a NUL before the board
  `fics% \x07${G107.qh4}`, // 11: prompt and bell
  '', // 12
  '{Game 107 (gbtami vs. ggbtami) gbtami checkmated} 0-1', // 13
  'No ratings adjustment done.', // 14
];
export const FICS_GAME = {
  name: 'a FICS game with LF CR line ends, prompts, bells, NULs and a timeseal ping',
  text: `${FICS_GAME_LINES.join(LFCR)}${LFCR}fics% `,
  expected: [
    ['text', 2, 'Creating: gbtami (1502) ggbtami (1507) unrated blitz 5 0'],
    ['text', 3, '{Game 107 (gbtami vs. ggbtami) Creating unrated blitz match.}'],
    ['style12', 5, START, 1],
    ['style12', 7, G107_FEN.f3, 1],
    ['style12', 8, G107_FEN.e5, 1],
    ['style12', 10, G107_FEN.g4, 1],
    ['style12', 11, G107_FEN.qh4, 1],
    ['gameEnd', 13, '107 gbtami vs ggbtami: gbtami checkmated 0-1', 1],
    ['text', 14, 'No ratings adjustment done.'],
  ],
};

// 2. CR LF line ends, FICS block mode with boards inside, a continuation
// line, a tell quoting a board, a broken board, a cut-short board, games
// aborted and adjourned.
export const CHAT_WITH_BOARD = `GuestABCD(U) tells you: look ${ZH.d5B}`;
export const BLOCKS = {
  name: 'CR LF line ends, block mode, a wrapped tell, a broken and a cut-short board',
  text: [
    `${ZH.startB}${CRLF}`, // 1
    `${ZH.empty}${CRLF}`, // 2: <b1> after its board
    'fics% ', // 3: a prompt; the block that follows is on the same line
    `\x1512\x161\x16${ZH.e4B}${CRLF}`, // 3: a board inside a block
    `${ZH.empty}${CRLF}\x17`, // 4: the block's last line
    `fics% ${CRLF}`, // 5
    `${CHAT_WITH_BOARD}${CRLF}`, // 6: a board quoted in a tell is text
    `GuestABCD(U) tells you: this tell is long enough that the server wraps it${CRLF}`, // 7
    `\\   before the end of the line${CRLF}`, // 8: continues line 7
    `${ZH.d5B}${CRLF}`, // 9
    `fics% ${ZH.pawn}${CRLF}`, // 10: <b1> glued after a prompt, before its board
    `\x1513\x161\x16${ZH.exd5B}\x17`, // 11: a block without a line end
    `fics% ${CRLF}`, // 11 still: the prompt after the block
    `${NEWTON_BAD}${CRLF}`, // 12
    `${NEWTON_CUT}${CRLF}`, // 13
    `{Game 1 (GuestABCD vs. admin) Game aborted on move 2} *${CRLF}`, // 14
    `fics% {Game 7 (Newton vs. Einstein) Game adjourned by mutual agreement} *${CRLF}`, // 15
    'fics% ',
  ].join(''),
  expected: [
    ['style12', 1, START, 1],
    ['holdings', 2, 'game 1 [] []', 1],
    ['style12', 3, ZH_FEN.e4, 1],
    ['holdings', 4, 'game 1 [] []', 1],
    ['text', 6, CHAT_WITH_BOARD],
    ['text', 7, 'GuestABCD(U) tells you: this tell is long enough that the server wraps it before the end of the line'],
    ['style12', 9, ZH_FEN.d5, 1],
    ['holdings', 10, 'game 1 [P] []', 1],
    ['style12', 11, ZH_FEN.exd5, 1],
    ['error', 12, 'BAD_NUMBER field 17 column 92'],
    ['style12', 13, NEWTON_FEN, 2],
    ['gameEnd', 14, '1 GuestABCD vs admin: Game aborted on move 2 *', 1],
    ['gameEnd', 15, '7 Newton vs Einstein: Game adjourned by mutual agreement *', 2],
  ],
};

export const SCHRODINGER = NEWTON.replace('Einstein', 'Schrödinger');
export const UTF8 = {
  name: 'names and chat beyond ASCII, a mangled board, mixed line ends',
  text: [
    `**** Starting FICS session as Jörg(U) ****\n`, // 1
    `${EM_DASH}\r`, // 2
    `${SCHRODINGER}${CRLF}`, // 3
    `Jörg(U) tells you: «<12>» ça marche — merci\n`, // 4
    '\n', // 5: empty
    `aics% ${OTHER_HOLDINGS}${LFCR}`, // 6: a <b1> of a game not seen
    '{Game 7 (Newton vs. Schrödinger) Schrödinger resigns} 1-0\n', // 7
  ].join(''),
  expected: [
    ['text', 1, '**** Starting FICS session as Jörg(U) ****'],
    ['error', 2, 'BAD_BOARD_SQUARE field 2 column 5'],
    ['style12', 3, NEWTON_FEN, 1],
    ['text', 4, 'Jörg(U) tells you: «<12>» ça marche — merci'],
    ['holdings', 6, 'game 26 [P] [P]', null],
    ['gameEnd', 7, '7 Newton vs Schrödinger: Schrödinger resigns 1-0', 1],
  ],
};

// 4. Telnet negotiation (bytes only: IAC is not text).
export const TELNET = {
  name: 'telnet negotiation at login and inside a board line',
  bytes: concatBytes(
    'password: ', [IAC, 0xfb, 0x01], LFCR, // 1: IAC WILL ECHO
    [IAC, 0xfc, 0x01], LFCR, // 2: IAC WONT ECHO, then nothing
    '**** Starting FICS session as Jörg(U) ****', LFCR, // 3
    [IAC, 0xf1], 'fics% <12>', [IAC, 0xfa, 0x18, 0x01, IAC, 0xf0], G107.start.slice(4), LFCR, // 4: IAC NOP, IAC SB .. IAC SE
    G107.f3.slice(0, 20), [IAC, IAC], G107.f3.slice(20), LFCR, // 5: IAC IAC inside
    'fics% ',
  ),
  expected: [
    ['text', 1, 'password:'],
    ['text', 3, '**** Starting FICS session as Jörg(U) ****'],
    ['style12', 4, START, 1],
    ['style12', 5, G107_FEN.f3, 1],
  ],
};

// 5. Two observed games interleaved, each board after a prompt, as FICS
// sends moves as they happen.
export const INTERLEAVED_BOARDS = interleave(G223_LINES.slice(0, 5), G164_LINES);
export const INTERLEAVED = {
  name: 'two observed games interleaved',
  text: `${INTERLEAVED_BOARDS.map((board) => `fics% ${LFCR}${board}${LFCR}`).join('')}fics% `,
  expected: [
    ['style12', 2, G223_FEN[0], 1],
    ['style12', 4, G164_FEN[0], 2],
    ['style12', 6, G223_FEN[1], 1],
    ['style12', 8, G164_FEN[1], 2],
    ['style12', 10, G223_FEN[2], 1],
    ['style12', 12, G164_FEN[2], 2],
    ['style12', 14, G223_FEN[3], 1],
    ['style12', 16, G164_FEN[3], 2],
    ['style12', 18, G223_FEN[4], 1],
    ['style12', 20, G164_FEN[4], 2],
  ],
};

// 6. A line over the 64 KiB limit, then lines that parse again.
export const LONG = {
  name: 'a line over 64 KiB between good lines',
  text: `${G107.start}\n${'garbage '.repeat(9000)}\n${G107.f3}\n`,
  expected: [
    ['style12', 1, START, 1],
    ['error', 2, 'LINE_TOO_LONG field null column 65536'],
    ['style12', 3, G107_FEN.f3, 1],
  ],
};

// 7. Crazyhouse and bughouse: <b1> lines before and after boards.
export const HOUSES = {
  name: 'crazyhouse and bughouse boards with their <b1> lines',
  text: [ZH.startB, ZH.empty, ZH.e4B, ZH.d5B, ZH.pawn, ZH.exd5B, BUG.start, BUG.empty, BUG.passed]
    .map((line) => `${line}${LFCR}`).join(''),
  expected: [
    ['style12', 1, START, 1],
    ['holdings', 2, 'game 1 [] []', 1],
    ['style12', 3, ZH_FEN.e4, 1],
    ['style12', 4, ZH_FEN.d5, 1],
    ['holdings', 5, 'game 1 [P] []', 1],
    ['style12', 6, ZH_FEN.exd5, 1],
    ['style12', 7, START, 2],
    ['holdings', 8, 'game 329 [] []', 2],
    ['holdings', 9, 'game 329 [] [P] <- bP', 2],
  ],
};

export const SESSIONS = [FICS_GAME, BLOCKS, UTF8, TELNET, INTERLEAVED, LONG, HOUSES].map((session) => ({
  ...session,
  bytes: session.bytes ?? encoder.encode(session.text),
}));

// Transcripts recorded elsewhere, when present: every file in the folder but its notes.
export const TRANSCRIPTS = fileURLToPath(new URL('../fixtures/transcripts/', import.meta.url));
export const transcriptFiles = existsSync(TRANSCRIPTS)
  ? readdirSync(TRANSCRIPTS).filter((name) => !name.startsWith('.') && !name.endsWith('.md') && statSync(join(TRANSCRIPTS, name)).isFile())
  : [];
