// createStream(): server output in chunks cut anywhere, to events in order
// and whole games. The sessions below are built from real lines of the
// corpus (tests/fixtures/real-lines.tsv) wrapped the way servers send them:
// prompts, LF CR and CR LF line ends, bells, NULs, telnet negotiation,
// timeseal pings, FICS block mode and wrapped continuation lines. Every
// expected value was worked out by hand from the lines themselves.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  G107_G4_RECORD, G164_LINES, G223_LINES, LECTURE_LINES, interleave, loadWatchingMemory, real,
} from './support.mjs';

// The WebAssembly memory is taken from the instance load() makes, as in
// memory.test.mjs: the engine's WebAssembly.instantiate is watched while the
// package loads.
const { s12, memories } = await loadWatchingMemory();
// Game summaries without whose clock runs (tested on its own in time-unit.test.mjs).
const noClock = (games) => games.map(({ clockRunning, ...rest }) => rest);

// ---------------------------------------------------------------------------
// Real lines (support.mjs finds them by how they end).

// pychess ficsplay.py: game 107, gbtami (White) vs ggbtami, 5 0, ms clocks;
// 1. f3 e5 2. g4 Qh4#, seen by gbtami.
const G107 = {
  start: real('107 gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0'),
  f3: real('gbtami ggbtami -1 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) f3 0 0 0'),
  e5: real('gbtami ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0'),
  g4: real('297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296'),
  qh4: real('297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304'),
  // The same game number again from the start, then 1. f3 (Black's view).
  again: real('107 gbtami ggbtami -1 5 0 39 39 300000 300000 1 none (0:00.000) none 1 0 0'),
  againF3: real('107 gbtami ggbtami 1 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) f3 1 0 0'),
};
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const G107_FEN = {
  f3: 'rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1',
  e5: 'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2',
  g4: 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2',
  qh4: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
};

// FatICS crazyhouse, game 1, GuestABCD vs admin, 3 0: 1. e4 d5 2. exd5.
// A: as GuestABCD sees it, B: as admin sees it (flipped).
const ZH = {
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
const ZH_FEN = {
  e4: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  d5: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  exd5: 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2',
  exd5Pockets: 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2',
};

// The FICS help file's example, game 7, 31 and 33 fields.
const NEWTON = real('7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0');
const NEWTON_33 = real('7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0 1 123');
const NEWTON_FEN = 'rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2';
// Not a number in field 17 (gameNumber): '#' at byte 92.
const NEWTON_BAD = NEWTON.replace(' 7 Newton', ' #7 Newton');
// Cut short after field 28 (the verbose move), as FICS's fixed buffer does.
const NEWTON_CUT = NEWTON_33.slice(0, NEWTON_33.indexOf(' (0:06)'));

// A board mangled by em-dashes: its first rank starts at byte 5 with a byte
// that is no square.
const EM_DASH = real('zerowin Hutnik 0 1 0 0 10 13 26 52 Q/e1-h1 (0:00) Qh1# 0 1 818');
const OTHER_HOLDINGS = real('<b1> game 26 white [P] black [P]');

const G223_FEN = [
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

const G164_FEN = [
  START,
  'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1',
  'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2',
  'rnbqkb1r/pppppppp/5n2/6B1/3P4/8/PPP1PPPP/RN1QKBNR b KQkq - 2 2',
  'rnbqkb1r/pppp1ppp/4pn2/6B1/3P4/8/PPP1PPPP/RN1QKBNR w KQkq - 0 3',
];

const LECTURE_LAST_FEN = 'rq3knr/pp1b1pp1/3bp3/3N3p/6Q1/3B4/PP1B1PPP/R3R1K1 w - h6 0 15';

// Bughouse game 329, GenyaG vs cday: the start, its <b1>, and Black
// receiving a pawn from the partner board.
const BUG = {
  start: real('GenyaG cday -1 2 0 39 39 120000 120000 1 none (0:00.000) none 1 1 0'),
  empty: real('<b1> game 329 white [] black []'),
  passed: real('<b1> game 329 white [] black [P] <- BP'),
};

// ---------------------------------------------------------------------------
// Helpers.

const encoder = new TextEncoder();
const LFCR = '\n\r';
const CRLF = '\r\n';
const IAC = 0xff;

function concatBytes(...parts) {
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
function runChunks(chunks) {
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

const runWhole = (input) => runChunks([input]);

// The events in a form that reads like the session: type, line, and what
// matters most for the type.
function summary(event) {
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
function gamesOf(lines) {
  return runWhole(lines.map((line) => `${line}\n`).join('')).games;
}

// A seeded PRNG (mulberry32), so every run cuts the input the same way.
function prng(seed) {
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
function randomCuts(length, random) {
  const scale = [2, 7, 40, 300, 5000, 100000][Math.floor(random() * 6)];
  const cuts = [];
  let at = 0;
  while (at < length) {
    at = Math.min(length, at + 1 + Math.floor(random() * scale));
    cuts.push(at);
  }
  return cuts;
}

function slices(input, cuts) {
  const out = [];
  let from = 0;
  for (const to of cuts) {
    out.push(typeof input === 'string' ? input.slice(from, to) : input.subarray(from, to));
    from = to;
  }
  return out;
}

const oneByOne = (input) => slices(input, Array.from({ length: input.length }, (_, i) => i + 1));

// ---------------------------------------------------------------------------
// Sessions. Each: the input as bytes, as text when it is valid UTF-8, and
// the events expected, line by line.

// 1. FICS, lines ended by LF CR, a game from its creation to its end.
const FICS_GAME_LINES = [
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
const FICS_GAME = {
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
const CHAT_WITH_BOARD = `GuestABCD(U) tells you: look ${ZH.d5B}`;
const BLOCKS = {
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

const SCHRODINGER = NEWTON.replace('Einstein', 'Schrödinger');
const UTF8 = {
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
const TELNET = {
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
const INTERLEAVED_BOARDS = interleave(G223_LINES.slice(0, 5), G164_LINES);
const INTERLEAVED = {
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
const LONG = {
  name: 'a line over 64 KiB between good lines',
  text: `${G107.start}\n${'garbage '.repeat(9000)}\n${G107.f3}\n`,
  expected: [
    ['style12', 1, START, 1],
    ['error', 2, 'LINE_TOO_LONG field null column 65536'],
    ['style12', 3, G107_FEN.f3, 1],
  ],
};

// 7. Crazyhouse and bughouse: <b1> lines before and after boards.
const HOUSES = {
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

const SESSIONS = [FICS_GAME, BLOCKS, UTF8, TELNET, INTERLEAVED, LONG, HOUSES].map((session) => ({
  ...session,
  bytes: session.bytes ?? encoder.encode(session.text),
}));

// Transcripts recorded elsewhere, when present: every file in the folder but its notes.
const TRANSCRIPTS = fileURLToPath(new URL('../fixtures/transcripts/', import.meta.url));
const transcriptFiles = existsSync(TRANSCRIPTS)
  ? readdirSync(TRANSCRIPTS).filter((name) => !name.startsWith('.') && !name.endsWith('.md') && statSync(join(TRANSCRIPTS, name)).isFile())
  : [];

// ---------------------------------------------------------------------------

// First, while the heap is as load() left it.
describe('memory', () => {
  test('64 MB without a line end: one error, the heap stays bounded, the next line parses', { timeout: 300000 }, () => {
    assert.equal(memories.length, 1);
    const [memory] = memories;
    const limit = 16 * 1024 * 1024;
    const random = prng(64);
    // Printable bytes only: no line end, no telnet or block-mode byte.
    const chunk = new Uint8Array(1024 * 1024);
    for (let i = 0; i < chunk.length; i++) chunk[i] = 0x21 + Math.floor(random() * 94);
    const stream = s12.createStream();
    const events = [];
    let largest = memory.buffer.byteLength;
    for (let i = 0; i < 64; i++) {
      events.push(...stream.push(chunk));
      largest = Math.max(largest, memory.buffer.byteLength);
    }
    assert.deepEqual(events, []);
    events.push(...stream.push(`\n${G107.start}\n`));
    events.push(...stream.push(encoder.encode(`${G107.f3}\n`)));
    events.push(...stream.end());
    largest = Math.max(largest, memory.buffer.byteLength);
    assert.deepEqual(events.map(summary), [
      ['error', 1, 'LINE_TOO_LONG field null column 65536'],
      ['style12', 2, START, 1],
      ['style12', 3, G107_FEN.f3, 1],
    ]);
    assert.ok(largest < limit, `the heap grew to ${largest} bytes`);
  });
});

describe('createStream: events in order, with their line numbers', () => {
  for (const session of SESSIONS) {
    test(session.name, () => {
      const { events } = runWhole(session.bytes);
      assert.deepEqual(events.map(summary), session.expected);
      if (session.text !== undefined) assert.deepEqual(runWhole(session.text).events, events);
    });
  }

  test('events have the shape of their type', () => {
    const { events } = runWhole(BLOCKS.text);
    const keys = (type) => events.filter((e) => e.type === type).map((e) => Object.keys(e).sort().join(','));
    for (const k of keys('style12')) assert.equal(k, 'anomalies,check,fen,gameId,line,move,passed,pockets,record,type');
    for (const k of keys('holdings')) assert.equal(k, 'boardLine,fen,gameId,line,pockets,record,type');
    for (const k of keys('gameEnd')) assert.equal(k, 'black,gameId,gameNumber,line,reason,result,type,white');
    for (const k of keys('text')) assert.equal(k, 'line,text,type');
    for (const k of keys('error')) assert.equal(k, 'error,gameId,line,type');
  });

  test('a board event carries the whole record of its line', () => {
    const { events } = runWhole(FICS_GAME.text);
    const g4 = events.find((e) => e.line === 10).record;
    assert.deepEqual({ ...g4 }, G107_G4_RECORD);
    const mate = events.find((e) => e.line === 11).record;
    assert.equal(mate.lastMoveInfo.checkmate, true);
    assert.equal(mate.blackTimeMs, 295763);
  });

  test('an error event says what is wrong, where, and later lines still parse', () => {
    const { events } = runWhole(`${NEWTON_BAD}\n${NEWTON}\n`);
    assert.equal(events.length, 2);
    const [error, board] = events;
    assert.equal(error.type, 'error');
    assert.equal(error.line, 1);
    assert.equal(error.error.code, 'BAD_NUMBER');
    assert.equal(error.error.field, 17);
    assert.equal(error.error.fieldName, 'gameNumber');
    assert.equal(error.error.column, 92);
    assert.equal(NEWTON_BAD[92], '#');
    assert.match(error.error.message, /'#7'/);
    assert.equal(board.type, 'style12');
    assert.equal(board.line, 2);
    assert.equal(board.record.fen, NEWTON_FEN);
  });

  test('an error event names the game its game number field reads, as the stream knows it then', () => {
    // A bad clock in game 107 after its first board: that game. A bad line
    // of a number no game has: none. One whose game number does not read: none.
    const badClock = G107.e5.replace(' 300000 300000 ', ' 30x000 300000 ');
    const { events } = runWhole([G107.start, badClock, NEWTON_BAD, G107.f3].map((l) => `${l}\n`).join(''));
    assert.deepEqual(events.map((e) => e.type), ['style12', 'error', 'error', 'style12']);
    assert.equal(events[1].gameId, events[0].gameId);
    assert.equal(typeof events[1].gameId, 'number');
    assert.equal(events[2].gameId, null);
    const other = runWhole(`${G107.start}\n${G107.e5.replace(' 107 ', ' 108 ').replace(' 300000 300000 ', ' 30x000 300000 ')}\n`).events;
    assert.equal(other[1].type, 'error');
    assert.equal(other[1].gameId, null);
  });

  test('an em-dash board is reported at its first bad byte', () => {
    const { events } = runWhole(`${EM_DASH}\n`);
    assert.deepEqual(events.map((e) => [e.type, e.line]), [['error', 1]]);
    const { error } = events[0];
    assert.equal(error.code, 'BAD_BOARD_SQUARE');
    assert.equal(error.field, 2);
    assert.equal(error.fieldName, 'board');
    assert.equal(error.column, 5);
  });

  test('a text line keeps everything after its prompts', {
  }, () => {
    const { events } = runWhole('fics% \n--> gbtami waves\n');
    assert.deepEqual(events.map(summary), [['text', 2, '--> gbtami waves']]);
  });

  test('a board line is given out with its line end; a text line once the next byte shows it is not continued', () => {
    const stream = s12.createStream();
    assert.deepEqual(stream.push(`${G107.start}\n`).map(summary), [['style12', 1, START, 1]]);
    assert.deepEqual(stream.push('f'), []);
    assert.deepEqual(stream.push('ics% \nGuestABCD(U) tells you: one\n'), []);
    assert.deepEqual(stream.push('\\   two\n'), []);
    assert.deepEqual(stream.push('\\  three\n'), []);
    assert.deepEqual(stream.push('f').map(summary), [['text', 3, 'GuestABCD(U) tells you: one two three']]);
    assert.deepEqual(stream.push('ics% '), []);
    assert.deepEqual(stream.end(), []);
  });

  test('end() gives what was held back, and nothing twice', () => {
    const stream = s12.createStream();
    const first = stream.push(FICS_GAME.text);
    const last = stream.end();
    assert.deepEqual([...first, ...last].map(summary), FICS_GAME.expected);
    assert.deepEqual(stream.end(), []);
    assert.deepEqual(stream.push(''), []);
    assert.deepEqual(s12.createStream().end(), []);
  });

  test('the line limit is 64 KiB: 65536 bytes pass, 65537 do not', () => {
    const fits = 'x'.repeat(65536);
    const { events } = runWhole(`${fits}\n${fits}y\n`);
    assert.deepEqual(events.map((e) => e.type), ['text', 'error']);
    assert.equal(events[0].text, fits);
    assert.equal(events[1].line, 2);
    assert.equal(events[1].error.code, 'LINE_TOO_LONG');
    assert.equal(events[1].error.field, null);
    assert.equal(events[1].error.column, 65536);
    assert.match(events[1].error.message, /65536/);
  });
});

describe('push()', () => {
  test('takes strings and Uint8Arrays (Buffers too), with the same events', () => {
    const text = runWhole(FICS_GAME.text).events;
    assert.deepEqual(runWhole(encoder.encode(FICS_GAME.text)).events, text);
    assert.deepEqual(runWhole(Buffer.from(FICS_GAME.text, 'utf8')).events, text);
    assert.deepEqual(runChunks([FICS_GAME.text.slice(0, 500), encoder.encode(FICS_GAME.text.slice(500))]).events, text);
  });

  test('throws a TypeError for anything else, and the stream goes on', () => {
    const stream = s12.createStream();
    stream.push(G107.start.slice(0, 30));
    for (const bad of [undefined, null, 42, [60, 49, 50, 62], new ArrayBuffer(4), new Uint16Array(2),
      new Int8Array(2), new DataView(new ArrayBuffer(2)), { length: 0 }]) {
      assert.throws(() => stream.push(bad), TypeError);
    }
    const events = [...stream.push(`${G107.start.slice(30)}\n`), ...stream.end()];
    assert.deepEqual(events.map(summary), [['style12', 1, START, 1]]);
  });

  test('flush() gives a text line held back for a continuation, and the stream goes on', () => {
    const stream = s12.createStream();
    assert.deepEqual(stream.push('GuestABCD(U) tells you: one\n'), []);
    assert.deepEqual(stream.flush().map(summary), [['text', 1, 'GuestABCD(U) tells you: one']]);
    assert.deepEqual(stream.flush(), []);
    assert.deepEqual(stream.push('two\n'), []);
    assert.deepEqual([...stream.push(`${G107.start}\n`), ...stream.end()].map(summary),
      [['text', 2, 'two'], ['style12', 3, START, 1]]);
    stream.free();
    assert.throws(() => stream.flush(), /the stream was freed/);
  });

  test('bytes cut inside a character of a name give the name whole', () => {
    const bytes = encoder.encode(`${SCHRODINGER}\n`);
    const at = bytes.indexOf(0xc3); // the first byte of 'ö'
    assert.ok(at > 0);
    const { events } = runChunks([bytes.subarray(0, at + 1), bytes.subarray(at + 1)]);
    assert.equal(events.length, 1);
    assert.equal(events[0].record.black, 'Schrödinger');
    assert.equal(events[0].record.fen, NEWTON_FEN);
  });

  test('text cut between the halves of a surrogate pair keeps the character', () => {
    const text = 'GuestABCD(U) tells you: hi \u{1F600}\n';
    const at = text.indexOf('\u{1F600}') + 1;  // after the first half
    const cuts = [[text], [text.slice(0, at), text.slice(at)], text.split('')];
    for (const chunks of cuts) {
      assert.deepEqual(runChunks(chunks).events.map(summary), [['text', 1, 'GuestABCD(U) tells you: hi \u{1F600}']], `${chunks.length} chunks`);
    }
    // A half that no second half follows is a character that cannot be: U+FFFD, as a whole string gives it.
    const stream = s12.createStream();
    const events = [...stream.push('lone \ud83d'), ...stream.end()];
    assert.deepEqual(events.map(summary), [['text', 1, 'lone \ufffd']]);
    const before = s12.createStream();
    const mixed = [...before.push('x\ud83d'), ...before.push(encoder.encode('y\n')), ...before.end()];
    assert.deepEqual(mixed.map(summary), [['text', 1, 'x\ufffdy']]);
  });
});

describe('board lines cut short by the server', () => {
  const whole = G107.g4; // 33 fields
  const afterMove = whole.slice(0, whole.indexOf(' (0:02.662)'));
  const insideTime = whole.slice(0, whole.indexOf(' (0:02.662)') + ' (0:02.6'.length);
  const lost = {
    lastMoveTime: null, lastMoveTimeMs: null, lastMoveSan: null, flip: null, clockTicking: null, lagMs: null, extra: [],
  };

  for (const [name, line] of [['after field 28', afterMove], ['inside field 29', insideTime]]) {
    test(`cut ${name}: truncated, the fields lost null, FEN and clocks kept`, () => {
      const { events } = runWhole(`${line}\n`);
      assert.equal(events.length, 1);
      const { type, record } = events[0];
      assert.equal(type, 'style12');
      assert.equal(record.truncated, true);
      for (const [key, value] of Object.entries(lost)) assert.deepEqual(record[key], value, key);
      assert.equal(record.fen, G107_FEN.g4);
      assert.equal(record.moveNumber, 2);
      if (name === 'after field 28') {
        // The line stops right after the move, no blank behind it: the cut
        // may have fallen inside the move, so it is lost, not guessed.
        assert.equal(record.lastMove, null);
        assert.equal(record.lastMoveInfo, null);
      } else {
        assert.equal(record.lastMove, 'P/g2-g4');
        assert.deepEqual(record.lastMoveInfo, {
          piece: 'P', from: 'g2', to: 'g4', promotion: null, castling: null, drop: false, check: false, checkmate: false,
        });
      }
      assert.equal(record.whiteTime, 297338);
      assert.equal(record.blackTime, 300000);
      assert.equal(record.gameNumber, 107);
      assert.equal(record.white, 'gbtami');
      assert.equal(record.black, 'ggbtami');
      // Without a move time nothing shows the unit: seconds.
      assert.equal(record.timeUnit, 'seconds');
      assert.equal(record.whiteTimeMs, 297338000);
    });

    test(`cut ${name}: the clocks keep the unit the game's whole lines showed`, () => {
      const { events } = runWhole([G107.start, G107.f3, G107.e5, line].map((l) => `${l}\n`).join(''));
      const { record } = events[3];
      assert.equal(record.truncated, true);
      assert.equal(record.timeUnit, 'milliseconds');
      assert.equal(record.whiteTimeMs, 297338);
      assert.equal(record.blackTimeMs, 300000);
    });
  }

  test('whole lines are not truncated', () => {
    const { events } = runWhole(`${whole}\n${NEWTON}\n`);
    assert.deepEqual(events.map((e) => e.record.truncated), [false, false]);
  });

  test('a line cut before its clocks is an error', () => {
    const { events } = runWhole(`${whole.slice(0, whole.indexOf(' 297338'))}\n${G107.qh4}\n`);
    assert.deepEqual(events.map((e) => [e.type, e.line]), [['error', 1], ['style12', 2]]);
    assert.equal(events[0].error.code, 'MISSING_FIELD');
    assert.equal(events[0].error.field, 25);
  });

  test('the move a cut line lost is the one its board shows', () => {
    const stream = s12.createStream();
    const events = [...stream.push([G107.start, G107.f3, G107.e5, afterMove, G107.qh4].map((l) => `${l}\n`).join('')),
      ...stream.end()];
    const [game] = stream.games();
    assert.equal(game.plies, 4);
    assert.equal(game.fen, G107_FEN.qh4);
    const pgn = stream.pgn(game.id);
    const movetext = pgn.slice(pgn.indexOf('\n\n') + 2).replace(/\s+/g, ' ').trim();
    assert.match(movetext, /^1\. f3 \{\[%clk 0:05:00\]\} e5 \{\[%clk 0:05:00\]\} 2\. g4 \{\[%clk 0:04:57\]\} Qh4# /);
    assert.ok(!movetext.includes('not seen'));
    const boards = events.filter((e) => e.type === 'style12');
    assert.deepEqual(boards.map((e) => e.move?.san ?? null), [null, 'f3', 'e5', 'g4', 'Qh4#']);
    assert.deepEqual(boards.map((e) => e.check), [null, ...Array(4).fill({ gap: 0, reconstructed: false })]);
  });

  test('a line cut inside the SAN field keeps no piece of a SAN', {
  }, () => {
    const qh = G107.qh4.slice(0, G107.qh4.indexOf('Qh4#') + 2);
    const non = G107.start.slice(0, G107.start.indexOf(' none 0 0 0') + ' non'.length);
    const { events } = runWhole(`${qh}\n${non}\n`);
    assert.deepEqual(events.map((e) => [e.type, e.record.truncated, e.record.flip]), [['style12', true, null], ['style12', true, null]]);
    assert.equal(events[0].record.fen, G107_FEN.qh4);
    assert.equal(events[1].record.fen, START);
    assert.deepEqual(events.map((e) => e.record.lastMoveSan), [null, null]);
  });
});

describe('chunking does not change the events', () => {
  const SEED = 0x5eed12;
  const inputs = [];
  for (const session of SESSIONS) {
    inputs.push({ name: `${session.name} (bytes)`, input: session.bytes });
    if (session.text !== undefined) inputs.push({ name: `${session.name} (text)`, input: session.text });
  }
  for (const name of transcriptFiles) {
    inputs.push({ name: `transcript ${name} (bytes)`, input: new Uint8Array(readFileSync(join(TRANSCRIPTS, name))) });
  }

  test('the sessions hold what the chunkings must cut through', () => {
    const utf8 = SESSIONS.find((s) => s.name === UTF8.name);
    assert.ok(utf8.bytes.length > utf8.text.length, 'multi-byte characters');
    assert.ok([...utf8.text].every((c) => c.codePointAt(0) < 0x10000), 'no surrogate pairs for a string cut to split');
    assert.ok(SESSIONS.some((s) => s.bytes.includes(IAC)));
    assert.ok(SESSIONS.some((s) => s.text?.includes(CRLF) && s.text.includes('\x15')));
  });

  for (const { name, input } of inputs) {
    test(`${name}: one push = one-byte pushes = 100 random chunkings`, { timeout: 300000 }, () => {
      const whole = runWhole(input);
      assert.ok(whole.events.length > 0);
      const single = runChunks(oneByOne(input));
      assert.deepEqual(single.events, whole.events, 'one byte at a time');
      assert.deepEqual(single.games, whole.games);
      assert.equal(single.pgn, whole.pgn);
      const random = prng(SEED ^ input.length);
      for (let i = 0; i < 100; i++) {
        const cuts = randomCuts(input.length, random);
        const chunked = runChunks(slices(input, cuts));
        assert.deepEqual(chunked.events, whole.events, `chunking ${i}: cut at ${cuts.slice(0, 20).join(',')}...`);
        assert.deepEqual(chunked.games, whole.games, `chunking ${i}`);
      }
    });
  }
});

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
