// The page's only reader of server output: a Worker that runs the package's
// stream over the bytes, in slices, and sends the page a compact index of
// every line (kind, line number, game, a one-line summary) as it goes. It
// keeps what it needs to answer for any line later (the board as the stream
// gave it, the raw line), so the page holds rows, never events.

import { load } from '../lib/full-browser.mjs';
import { KIND, rowSummary } from './row-summary.js';
import { bytesToText } from './byte-text.js';
import { createGameRows } from './game-rows.js';
import { Column, lastAtOrBefore } from './row-columns.js';

const SLICE_BYTES = 256 * 1024;
const BLOB_PART_BYTES = 4 * 1024 * 1024;
const POST_EVERY_MS = 80;
// The most rows one post carries: the page copies each post's texts into
// its lists in one task, which must stay well under 50 ms.
const ROWS_PER_POST = 4096;
// The most games one answer to the page carries: the page reads each
// answer in one task (a 100 MB log has 47,000 games).
const GAMES_PER_ANSWER = 2000;

let s12 = null;
let session = null;
const queue = [];
let running = false;
// The search worker's port (search-worker.js): it gets every row the page
// gets, with its text for searching.
let searchPort = null;

// One run of input: the stream, the raw bytes by line, and per event what a
// detail view needs later.
function newSession(id, label) {
  session?.stream.free();
  return {
    id,
    label,
    stream: s12.createStream(),
    // The raw bytes in pieces as pushed, kept as bytes (outside the
    // script heap, and read as text only for the lines asked for), and
    // where each piece and each line starts.
    pieces: [],
    pieceStarts: [],
    blob: null,            // the file the input began with, read again for lines
    textLength: 0,
    lineStarts: [0],
    lastByte: -1,          // the previous piece's last byte, for CR LF across pieces
    rows: 0,
    events: [],            // per row: what the detail view needs (compact)
    rowLines: new Column(Int32Array),   // per row: its line (a text row keeps no more)
    posted: 0,             // rows the page has been sent
    lastBoardOfGame: new Map(),   // gameId -> row of its newest board
    boardsOfGame: new Map(),      // gameId -> rows of its boards
    laterHoldings: new Map(),     // gameId -> a <b1> record after its newest board
    receivedAt: [],        // per pushed piece: [first line, time]
    batch: emptyBatch(),
    lastPost: 0,
    bytesDone: 0,
    bytesTotal: 0,
    cancelled: false,
    ended: false,
    games: null,           // the stream's games, as last asked
    gamesStale: false,     // events came after they were asked
    gamesAt: 0,
    gamesCost: 0,
    gameRows: createGameRows(),   // the Games list's rows, changed ones sent on request
  };
}

// The stream's games, asked of it once per change (a day's log has
// thousands: asking on every selected line would cost more than the rest).
// While a file is read the list may be a little behind: asking costs more
// as the log grows (2.2 s for 47,000 games at 100 MB), and asking at each
// of the page's refreshes would stall the reading. It is asked again when
// it lacks a game wanted, once the cost has been paid back tenfold in
// reading, and at the end.
function gamesOf(s, { wanted = null } = {}) {
  const now = performance.now();
  const fresh = s.games !== null && !s.gamesStale;
  const recent = s.games !== null && !s.ended && now - s.gamesAt < 10 * s.gamesCost
    && (wanted === null || s.games.some((g) => g.id === wanted));
  if (!fresh && !recent) {
    s.games = s.stream.games();
    s.gamesStale = false;
    s.gamesCost = performance.now() - now;
    s.gamesAt = performance.now();
  }
  return s.games;
}

// The games changed since the page last asked (all of them when the page
// asks afresh), the stream's list asked only when some game still lacks
// what only it knows (its variant and plies) and as gamesOf allows.
function gameChanges(s, { afresh = false }) {
  if (afresh) s.gameRows.resend();
  if (s.gameRows.hasUnfilled() || s.gamesStale) s.gameRows.merge(gamesOf(s));
  return s.gameRows.take(GAMES_PER_ANSWER);
}

function emptyBatch() {
  return { kinds: [], lines: [], games: [], numbers: [], flags: [], texts: [], moves: [], times: [] };
}

// Line starts as the stream counts lines: CR, LF, CR LF or LF CR end one.
function indexLines(s, piece) {
  const base = s.textLength;
  let prev = s.lastByte;
  for (let i = 0; i < piece.length; i++) {
    const c = piece[i];
    if (c === 10 || c === 13) {
      // The second byte of a CR LF or LF CR pair ends no line of its own.
      if ((prev === 13 && c === 10) || (prev === 10 && c === 13)) {
        s.lineStarts[s.lineStarts.length - 1] = base + i + 1;
        prev = -1;
        continue;
      }
      s.lineStarts.push(base + i + 1);
    }
    prev = c;
  }
  s.lastByte = prev;
}

// The text between two offsets, one character a byte: read again from
// the file when the input is one (a large log is not kept twice, once on
// disk and once here), else from the pieces kept.
async function textBetween(s, start, end) {
  let out = '';
  if (s.blob !== null && start < s.blob.size) {
    out = bytesToText(new Uint8Array(await s.blob.slice(start, Math.min(end, s.blob.size)).arrayBuffer()));
    if (end <= s.blob.size) return out;
    start = s.blob.size;
  }
  for (let i = lastAtOrBefore(s.pieceStarts, start); i < s.pieces.length && s.pieceStarts[i] < end; i++) {
    const from = Math.max(0, start - s.pieceStarts[i]);
    const to = Math.min(s.pieces[i].length, end - s.pieceStarts[i]);
    out += bytesToText(s.pieces[i].subarray(from, to));
  }
  return out;
}

const withoutEnd = (text) => text.replace(/[\r\n]+$/, '');

async function lineText(s, n) {
  const start = s.lineStarts[n - 1];
  if (start === undefined) return '';
  return withoutEnd(await textBetween(s, start, s.lineStarts[n] ?? s.textLength));
}

// The line with its line end, one character a byte: the bytes view's.
async function lineWithEnd(s, n) {
  const start = s.lineStarts[n - 1];
  if (start === undefined) return '';
  return textBetween(s, start, s.lineStarts[n] ?? s.textLength);
}

// Lines as text to copy: each without its line end, joined by LF, and read
// as UTF-8 (a chat line in UTF-8 copies as its characters, not its bytes).
// Lines near each other are read in one go.
async function textToCopy(s, { from, to, numbers }) {
  // The last line is the one after the last line end only when it has text.
  const starts = s.lineStarts;
  const last = starts[starts.length - 1] === s.textLength ? starts.length - 1 : starts.length;
  const wanted = numbers ?? Array.from({ length: Math.max(0, Math.min(to, last) - from + 1) }, (_, i) => from + i);
  const lines = [];
  const startOf = (n) => starts[n - 1] ?? s.textLength;
  const endOf = (n) => starts[n] ?? s.textLength;
  for (let i = 0; i < wanted.length;) {
    let j = i;
    while (j + 1 < wanted.length && wanted[j + 1] > wanted[j] && startOf(wanted[j + 1]) - endOf(wanted[j]) < 65536) j++;
    const base = startOf(wanted[i]);
    const span = await textBetween(s, base, Math.max(base, endOf(wanted[j])));
    for (let k = i; k <= j; k++) lines.push(withoutEnd(span.slice(startOf(wanted[k]) - base, endOf(wanted[k]) - base)));
    i = j + 1;
  }
  const text = lines.join('\n');
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return { text: new TextDecoder('utf-8').decode(bytes), count: wanted.length };
}

function absorb(s, events) {
  const timeOf = (line) => timeOfLine(s, line);
  if (events.length) s.gamesStale = true;
  for (const event of events) {
    const row = s.rows++;
    const summary = rowSummary(event);
    const b = s.batch;
    b.kinds.push(summary.kind);
    b.lines.push(event.line ?? 0);
    b.games.push(event.gameId ?? -1);
    b.numbers.push(summary.gameNumber ?? -1);
    b.flags.push(summary.flags);
    b.texts.push(summary.text);
    b.moves.push(summary.move);
    b.times.push(timeOfLine(s, event.line ?? 0) ?? NaN);
    s.rowLines.ensure(row + 1);
    s.rowLines.data[row] = event.line ?? 0;
    s.events.push(keep(s, event, row));
    s.gameRows.add(event, summary.flags, timeOf);
  }
}

// A line the client sent (a capture's): a row of its own at its place in
// time, with no line number of the server's text.
function addSent(s, text, at) {
  s.rows++;
  const b = s.batch;
  b.kinds.push(KIND.sent);
  b.lines.push(0);
  b.games.push(-1);
  b.numbers.push(-1);
  b.flags.push(0);
  b.texts.push(text);
  b.moves.push('');
  b.times.push(at ?? NaN);
  s.rowLines.ensure(s.rows);
  s.events.push({ type: 'sent', line: 0, gameId: null, text, at });
  post(s);
}

// What is kept of an event for later: boards as the stream gave them (the
// record is read again from the line when asked for), the rest as it is.
function keep(s, event, row) {
  switch (event.type) {
    case 'style12': {
      const { gameId, fen, pockets, passed, move, check, anomalies, record } = event;
      if (gameId !== null) {
        s.lastBoardOfGame.set(gameId, row);
        let rows = s.boardsOfGame.get(gameId);
        if (!rows) s.boardsOfGame.set(gameId, rows = []);
        rows.push(row);
      }
      s.laterHoldings.delete(gameId);
      return {
        type: 'style12', line: event.line, gameId, gameNumber: record.gameNumber, fen, pockets, passed, move, check,
        anomalies: anomalies?.length ? anomalies : null, timeUnit: record.timeUnit, resync: null,
        // The game's board this one came after, for a bad line's view.
      };
    }
    case 'resync': {
      const last = event.gameId !== null ? s.lastBoardOfGame.get(event.gameId) : undefined;
      if (last !== undefined && s.events[last]?.line === event.line) s.events[last].resync = event.reason;
      return { type: 'resync', line: event.line, gameId: event.gameId, gameNumber: event.gameNumber, reason: event.reason };
    }
    case 'holdings': {
      // The core pairs a <b1> line with its game (null: none it knows).
      const gameId = event.gameId ?? null;
      const last = gameId !== null ? s.lastBoardOfGame.get(gameId) : undefined;
      if (event.fen !== null && last !== undefined && s.events[last].line === event.boardLine) {
        // This line completes that board: its FEN and pockets now.
        s.events[last].fen = event.fen;
        s.events[last].pockets = event.pockets;
      } else if (gameId !== null) {
        // Pockets that changed after the game's newest board (a piece
        // passed from the partner board): that board shows them.
        s.laterHoldings.set(gameId, event.record);
      }
      return { type: 'holdings', line: event.line, gameId, record: event.record, fen: event.fen, boardLine: event.boardLine };
    }
    case 'error':
      return { type: 'error', line: event.line, error: event.error, gameId: event.gameId ?? null };
    case 'gameEnd':
      return {
        type: 'gameEnd', line: event.line, gameId: event.gameId, gameNumber: event.gameNumber, white: event.white, black: event.black,
        result: event.result, reason: event.reason,
      };
    default:
      // Most rows of a log are server text: one shared object, the line
      // in rowLines (eventAt).
      if (event.type === 'text' && (event.gameId ?? null) === null) return TEXT_ROW;
      return { type: event.type, line: event.line, gameId: event.gameId ?? null };
  }
}

const TEXT_ROW = Object.freeze({ type: 'text', gameId: null });

// What is kept of a row's event, with its line.
function eventAt(s, row) {
  const kept = s.events[row];
  return kept === TEXT_ROW ? { type: 'text', line: s.rowLines.data[row], gameId: null } : kept;
}

function post(s, { force = false } = {}) {
  const now = performance.now();
  if (!force && now - s.lastPost < POST_EVERY_MS) return;
  s.lastPost = now;
  while (s.batch.kinds.length > ROWS_PER_POST) postBatch(s, takeRows(s, ROWS_PER_POST));
  postBatch(s, takeRows(s, s.batch.kinds.length));
}

// The first n rows of the batch, taken out of it.
function takeRows(s, n) {
  const b = s.batch;
  if (n === b.kinds.length) {
    s.batch = emptyBatch();
    return b;
  }
  const taken = {};
  for (const key of Object.keys(b)) taken[key] = b[key].splice(0, n);
  return taken;
}

// Many short strings joined into one, and where each ends: a post's
// texts cross to the page (and are kept there) as one string, which costs
// the page one object instead of thousands to copy, keep and collect.
function joined(texts) {
  const ends = new Int32Array(texts.length);
  let at = 0;
  for (let i = 0; i < texts.length; i++) ends[i] = at += texts[i].length;
  return { text: texts.join(''), ends };
}

function postBatch(s, b) {
  if (!b.kinds.length && s.posted === s.rows) return;
  const from = s.posted;
  s.posted += b.kinds.length;
  // The rows the whole input will give, as far as what is read says: the
  // page and the search worker make their columns that size.
  const expectedRows = s.bytesDone > 0 ? Math.ceil((s.rows / s.bytesDone) * s.bytesTotal * 1.1) : 0;
  // The search worker's texts: summary and move, lower-case, per row
  // (lower-casing may change a length, so each row is its own).
  const searched = joined(b.texts.map((text, i) => `${text}\n${b.moves[i]}`.toLowerCase()));
  const forSearch = {
    kinds: Uint8Array.from(b.kinds), games: Int32Array.from(b.games), flags: Uint8Array.from(b.flags), lines: Int32Array.from(b.lines),
  };
  searchPort?.postMessage({ type: 'rows', session: s.id, from, expectedRows, ...forSearch, texts: searched.text, ends: searched.ends },
    [...Object.values(forSearch).map((column) => column.buffer), searched.ends.buffer]);
  const kinds = Uint8Array.from(b.kinds);
  const lines = Int32Array.from(b.lines);
  const games = Int32Array.from(b.games);
  const numbers = Int32Array.from(b.numbers);
  const flags = Uint8Array.from(b.flags);
  const times = Float64Array.from(b.times);
  const texts = joined(b.texts);
  const moves = joined(b.moves);
  postMessage({
    type: 'rows', session: s.id, kinds, lines, games, numbers, flags, times,
    texts: texts.text, textEnds: texts.ends, moves: moves.text, moveEnds: moves.ends,
    bytesDone: s.bytesDone, bytesTotal: s.bytesTotal, upTo: s.posted, expectedRows,
  }, [kinds.buffer, lines.buffer, games.buffer, numbers.buffer, flags.buffer, times.buffer, texts.ends.buffer, moves.ends.buffer]);
}

// Bytes in, in slices, letting other messages (a detail, a cancel) in
// between.
async function push(s, bytes, receivedAt, { counted = false, kept = true } = {}) {
  if (!counted) s.bytesTotal += bytes.length;
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    if (s.cancelled || s !== session) return;
    const slice = bytes.subarray(at, Math.min(bytes.length, at + SLICE_BYTES));
    if (receivedAt !== undefined) s.receivedAt.push([s.lineStarts.length, receivedAt]);
    indexLines(s, slice);
    if (kept) {
      s.pieces.push(slice);
      s.pieceStarts.push(s.textLength);
    }
    s.textLength += slice.length;
    absorb(s, s.stream.push(slice));
    s.bytesDone += slice.length;
    post(s);
    if (at + SLICE_BYTES < bytes.length) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function end(s) {
  if (s.ended) return;
  s.ended = true;
  absorb(s, s.stream.end());
  post(s, { force: true });
  postMessage({ type: 'ended', session: s.id, cancelled: s.cancelled, rows: s.rows, lines: s.lineStarts.length });
}

// The time of the last piece that began at or before line n (pieces come in
// order): a capture opened from disk has a piece for every chunk received.
function timeOfLine(s, n) {
  const times = s.receivedAt;
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (times[mid][0] <= n) low = mid + 1;
    else high = mid;
  }
  return low > 0 ? times[low - 1][1] : null;
}

// The record of a board row, read again from its line (in the unit the
// stream read it in).
async function recordOf(s, kept) {
  // The board starts at its tag: prompts and block-mode bytes before it
  // are the stream's to skip.
  const raw = await lineText(s, kept.line);
  const text = raw.slice(Math.max(0, raw.indexOf('<12>')));
  try {
    return s12.parseStyle12(text, { timeUnit: kept.timeUnit, allowTruncated: true });
  } catch {
    return null;
  }
}

async function frameOf(s, row) {
  const kept = s.events[row];
  const record = await recordOf(s, kept);
  if (!record) return null;
  const line = await lineText(s, kept.line);
  return {
    row, line: kept.line, gameId: kept.gameId, record, fen: kept.fen, pockets: kept.pockets, passed: kept.passed,
    move: kept.move, check: kept.check, resync: kept.resync, anomalies: kept.anomalies,
    description: s12.describeStyle12(line), receivedAt: timeOfLine(s, kept.line),
  };
}

// The newest board of a game at or before a row.
function boardBefore(s, gameId, row) {
  const rows = s.boardsOfGame.get(gameId);
  if (!rows) return -1;
  let lo = 0;
  let hi = rows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid] <= row) {
      found = rows[mid];
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

// A bad line whose ranks and side to move read: the position they show
// (the description's FEN), and of the rest only what its game says.
function ownBoardFrame(s, row, kept, description, game, gameNumber) {
  let position;
  try {
    position = s12.parseFen(description.fen);
  } catch {
    return null;
  }
  const record = {
    board: position.board, sideToMove: position.turn, flip: null, gameNumber: game?.gameNumber ?? gameNumber,
    white: game?.white ?? null, black: game?.black ?? null, whiteStrength: null, blackStrength: null,
    whiteTimeMs: null, blackTimeMs: null, initialTime: null, increment: null, moveNumber: null,
    lastMove: null, lastMoveInfo: null, lastMoveSan: null, lastMoveTimeMs: null, clockTicking: null, truncated: false,
  };
  return {
    row, line: kept.line, gameId: game?.id ?? null, record, fen: description.fen, pockets: null, passed: null,
    move: null, check: null, resync: null, anomalies: null, description, receivedAt: timeOfLine(s, kept.line),
  };
}

function describeLine(kind, text) {
  try {
    return kind === 'holdings' ? { kind, ...s12.describeHoldings(text) } : { kind, ...s12.describeStyle12(text) };
  } catch {
    return null;
  }
}

// A game's boards, one per position: a board the server sends again
// (a refresh, a second observe) is one move with the rows that repeat it.
function movesOf(s, gameId) {
  const moves = [];
  for (const row of s.boardsOfGame.get(gameId) ?? []) {
    const kept = s.events[row];
    const last = moves[moves.length - 1];
    if (last && s.events[last.row].fen === kept.fen) last.repeats.push(row);
    else moves.push({ row, line: kept.line, repeats: [] });
  }
  return moves;
}

async function detail(s, row) {
  const kept = eventAt(s, row);
  if (!kept) return { type: 'detail', session: s.id, row, missing: true };
  const text = await lineText(s, kept.line);
  let description = null;
  let frame = null;
  let gameId = kept.gameId ?? null;
  let staleNote = null;
  if (kept.type === 'style12') {
    frame = await frameOf(s, row);
    description = frame?.description ? { kind: 'style12', ...frame.description } : null;
    const later = s.lastBoardOfGame.get(kept.gameId) === row ? s.laterHoldings.get(kept.gameId) : undefined;
    if (frame && later) withHoldings(frame, later);
  } else {
    const board = kept.type === 'error' && text.includes('<12>');
    const holdings = kept.type === 'holdings' || (kept.type === 'error' && text.includes('<b1>'));
    if (board) description = describeLine('style12', text);
    else if (holdings) description = describeLine('holdings', text);
    if (kept.type === 'error' && description?.kind === 'style12') {
      // The stream says which game the line is of (by its game number,
      // when that reads); the description, whether its ranks read.
      gameId = kept.gameId;
      const number = description.fields.find((f) => f.name === 'gameNumber' && f.state === 'good');
      const gameNumber = number ? Number(number.text) : null;
      const game = gameId !== null ? gamesOf(s, { wanted: gameId }).find((g) => g.id === gameId) ?? null : null;
      if (description.fen) {
        frame = ownBoardFrame(s, row, kept, description, game, gameNumber);
        staleNote = `Line ${kept.line} could not be read; the board is what its ranks and side to move show, which read.`;
      } else {
        const before = gameId !== null ? boardBefore(s, gameId, row) : -1;
        frame = before >= 0 ? await frameOf(s, before) : null;
        staleNote = frame
          ? `Line ${kept.line} could not be read; the board shows line ${frame.line}, the last position of its game before it.`
          : gameNumber !== null
            ? `Line ${kept.line} could not be read, and no board of game ${gameNumber} came before it.`
            : `Line ${kept.line} could not be read, and no position came before it.`;
      }
    } else if (kept.type === 'holdings') {
      const before = gameId !== null ? boardBefore(s, gameId, row) : -1;
      frame = before >= 0 ? await frameOf(s, before) : null;
      // A <b1> line after its board: that board with these pockets.
      if (frame && kept.fen === null) withHoldings(frame, kept.record);
    } else if (kept.type !== 'error') {
      // Text, a game end, a resync: the last board before it (its game's
      // when it has one).
      const before = gameId !== null ? boardBefore(s, gameId, row) : lastBoardBefore(s, row);
      frame = before >= 0 ? await frameOf(s, before) : null;
    }
  }
  if (frame && gameId === null) gameId = frame.gameId;
  const game = gameId !== null ? gamesOf(s, { wanted: gameId }).find((g) => g.id === gameId) ?? null : null;
  const latest = game ? s.lastBoardOfGame.get(game.id) === frame?.row : false;
  return {
    partner: partnerOf(s, game, row),
    type: 'detail', session: s.id, row, line: kept.line, lineText: text, lineBytes: await lineWithEnd(s, kept.line), event: kept, description, frame, staleNote,
    game, latest, moves: game ? movesOf(s, game.id) : [], receivedAt: timeOfLine(s, kept.line),
  };
}

// The other board of a bughouse match as it stood at this row: the
// stream says which game is the partner.
function partnerOf(s, game, row) {
  if (!game || game.partnerId === null || game.partnerId === undefined) return null;
  const partner = gamesOf(s, { wanted: game.partnerId }).find((g) => g.id === game.partnerId);
  const at = partner ? boardBefore(s, partner.id, row) : -1;
  if (at < 0) return null;
  const kept = s.events[at];
  return { game: partner, fen: kept.fen, line: kept.line, row: at };
}

function withHoldings(frame, holdings) {
  try {
    frame.fen = s12.toFen(frame.record, { holdings: { ...holdings, gameNumber: frame.record.gameNumber } });
  } catch {
    // the board as the stream gave it
  }
  frame.pockets = { white: holdings.white, black: holdings.black };
  frame.passed = holdings.passed ?? frame.passed;
}

function lastBoardBefore(s, row) {
  for (let r = row; r >= 0; r--) if (s.events[r].type === 'style12') return r;
  return -1;
}

async function handle(message) {
  switch (message.type) {
    case 'start':
      session = newSession(message.session, message.label);
      searchPort?.postMessage({ type: 'start', session: message.session });
      break;
    case 'push':
      if (session?.id === message.session && !session.ended) {
        await push(session, new Uint8Array(message.bytes), message.receivedAt);
        post(session, { force: true });
      }
      break;
    case 'sent':
      if (session?.id === message.session) addSent(session, message.text, message.at);
      break;
    case 'pushBlob':
      if (session?.id === message.session && !session.ended) {
        // A file is read a part at a time: a copy of a whole 100 MB log
        // would sit beside what is made of it.
        const { blob } = message;
        const s = session;
        s.bytesTotal += blob.size;
        // A file that is the whole input so far is read again for its
        // lines rather than kept.
        const readAgain = s.textLength === 0 && s.blob === null;
        if (readAgain) s.blob = blob;
        for (let at = 0; at < blob.size && s === session && !s.cancelled; at += BLOB_PART_BYTES) {
          const part = new Uint8Array(await blob.slice(at, at + BLOB_PART_BYTES).arrayBuffer());
          if (s === session) await push(s, part, undefined, { counted: true, kept: !readAgain });
        }
        post(s, { force: true });
      }
      break;
    case 'end':
      if (session?.id === message.session) end(session);
      break;
    case 'games':
      if (session?.id === message.session) postMessage({ type: 'games', session: session.id, request: message.request, ...gameChanges(session, message) });
      break;
    case 'detail':
      if (session?.id === message.session) postMessage({ ...(await detail(session, message.row)), request: message.request });
      break;
    case 'copyLines':
      if (session?.id === message.session) postMessage({ type: 'copyLines', session: session.id, request: message.request, ...(await textToCopy(session, message)) });
      break;
    case 'pgn':
      if (session?.id === message.session) {
        const text = message.bpgn ? session.stream.bpgn(message.gameId) : session.stream.pgn(message.gameId ?? undefined);
        postMessage({ type: 'pgn', session: session.id, request: message.request, text });
      }
      break;
    default:
      break;
  }
}

async function run() {
  if (running) return;
  running = true;
  while (queue.length) {
    const message = queue.shift();
    try {
      await handle(message);
    } catch (error) {
      postMessage({ type: 'failed', session: message.session, request: message.request, message: String(error?.message ?? error) });
    }
  }
  running = false;
}

const ready = load().then((module) => {
  s12 = module;
  postMessage({ type: 'ready' });
}, (error) => postMessage({ type: 'failed', message: `The parser did not load: ${error.message}` }));

self.onmessage = async ({ data }) => {
  if (data.type === 'searchPort') {
    searchPort = data.port;
    return;
  }
  // A cancel acts at once, between slices of the push under way.
  if (data.type === 'cancel') {
    if (session?.id === data.session) session.cancelled = true;
    return;
  }
  // Details jump the queue: the page is waiting for them while a long
  // push goes on.
  if (data.type === 'detail' || data.type === 'games' || data.type === 'copyLines') {
    await ready;
    try {
      if (session) await handle(data);
    } catch (error) {
      // A file changed or removed on disk since it was opened cannot be
      // read again: the page is told, and the rest goes on.
      const why = error?.name === 'NotReadableError' || error?.name === 'NotFoundError'
        ? 'the file can no longer be read (was it changed or moved since it was opened?)' : String(error?.message ?? error);
      postMessage({ type: 'failed', session: data.session, request: data.request, message: why });
    }
    return;
  }
  queue.push(data);
  await ready;
  run();
};
