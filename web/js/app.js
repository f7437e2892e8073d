// Wires the page together. Input (a file, an example, a paste, typing, a
// replay, a live connection) goes to the index worker, which reads it with
// the package's stream; the page keeps the worker's rows and shows the
// selected one: its board, its game's moves, its fields and the games.

import { load } from '../lib/full-browser.mjs';
import '../lib/element.mjs';
import { $, h, replace } from './dom.js';
import { LogIndex } from './log-index.js';
import { FLAG, KIND } from './row-summary.js';
import { renderFields } from './fields.js';
import { createBytesView } from './bytes-view.js';
import { bindCopyLines } from './copy-lines.js';
import { createPositionView } from './position-view.js';
import { createLinesView } from './lines-view.js';
import { createGamesView } from './games-view.js';
import { createReplay } from './replay.js';
import { createInputModes } from './input-modes.js';
import { createLive } from './live.js';
import { EXAMPLES, bindFileInputs, fetchExample } from './sources.js';
import { captureSource } from './capture-source.js';
import { bytesToText, textToBytes } from './byte-text.js';
import { plural } from './format.js';
import { createAnnouncer } from './announce.js';
import { createPlaceWriter, readPlace } from './url-state.js';
import { bindGoToLine } from './go-to-line.js';
import { createBookmarks } from './bookmarks.js';
import { createBoardCompare } from './board-compare.js';
import { createRememberedFile, rememberedFile } from './remembered-file.js';
import { bindNavigationKeys } from './navigation-keys.js';
import { warmFonts } from './font-warmup.js';

// A paste larger than this is read as it came and not put in the box.
const BOX_LIMIT = 64 * 1024;

const state = {
  s12: null,
  index: null,
  follow: true,
  paused: false,
  manualFlip: false,
  detail: null,
  detailToken: 0,
  games: [],
  // The input as it came (bytes or text), for a replay of it; a capture's
  // received chunks with their times; latin1: the text stands for bytes,
  // one character a byte.
  source: { blob: null, text: '', label: '', capture: null, latin1: false },
};

const ui = {
  engine: $('#engine-status'),
  inputPanel: $('#input-panel'),
  input: $('#input'),
  example: $('#example'),
  sourceLabel: $('#source-label'),
  fields: $('#fields'),
  lineMeta: $('#line-meta'),
  log: $('#log'),
  logCount: $('#log-count'),
  gamesCount: $('#games-count'),
  problems: $('#problems'),
  showText: $('#show-text'),
  filter: $('#line-filter'),
  search: $('#line-search'),
  follow: $('#follow'),
  flip: $('#flip'),
  fen: $('#fen'),
  copy: $('#copy-fen'),
  copyStatus: $('#copy-status'),
  moves: $('#moves'),
  boardPane: $('.board-pane'),
  match: $('#match'),
  matchCaption: $('#match-caption'),
  matchBoard: $('#match-board'),
  debugger: $('#main'),
  load: $('#load'),
  loadProgress: $('#load-progress'),
  loadStatus: $('#load-status'),
  loadCancel: $('#load-cancel'),
  gotoForm: $('#goto-form'),
  gotoLine: $('#goto-line'),
};

let position;
let bytesView;
let copyLines;
let lines;
let gamesView;
let replay;
let live;
let announce;
let goToLine;
let bookmarks;
let compare;
let remembered;
const placeWriter = createPlaceWriter();
// The place the address asked for, put back once its input is read.
const restore = { place: null, session: -1 };

// ---- Showing the selected row --------------------------------------------

// Details of the rows beside the shown one, asked for ahead once the
// input has been read: a step to one of them draws in the same frame as
// the list's step, without a round trip to the worker.
const ahead = { session: -1, details: new Map(), asked: new Set() };
const AHEAD_KEPT = 16;

function forgetAhead() {
  ahead.session = -1;
  ahead.details.clear();
  ahead.asked.clear();
}

function askAhead() {
  const index = state.index;
  if (!index.ended || index.live) return;
  if (ahead.session !== index.session) {
    forgetAhead();
    ahead.session = index.session;
  }
  for (const row of lines.neighbours()) {
    if (row === null || ahead.details.has(row) || ahead.asked.has(row)) continue;
    ahead.asked.add(row);
    index.detail(row).then((detail) => {
      ahead.asked.delete(row);
      if (ahead.session !== index.session || detail.missing) return;
      ahead.details.set(row, detail);
      while (ahead.details.size > AHEAD_KEPT) ahead.details.delete(ahead.details.keys().next().value);
    }, () => ahead.asked.delete(row));
  }
}

// A row followed while input comes in has just moved the whole list: its
// board and fields are drawn in the frame after the list's, not in the
// same one (which the two together would make long).
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function show(row, { afterPaint = false } = {}) {
  const token = ++state.detailToken;
  if (afterPaint) await afterNextPaint();
  if (token !== state.detailToken) return;
  let detail = ahead.session === state.index.session ? ahead.details.get(row) : undefined;
  if (!detail) {
    try {
      detail = await state.index.detail(row);
    } catch {
      return;  // a newer session took over
    }
  }
  if (token !== state.detailToken || detail.missing) return;
  state.detail = detail;
  render();
  askAhead();
}

// The board is drawn in the frame the step asks for, and what else the
// line shows (its fields and bytes, the moves, a partner board, the games
// list's mark) once that frame is painted: all of it in one frame made the
// frame too long for a step through the list, above all while a file is
// read.
let restOfDetail = 0;

function render() {
  const detail = state.detail;
  const token = ++restOfDetail;
  // (Only when set: writing the class of the page's frame costs a style pass.)
  if (ui.debugger.classList.contains('is-previous')) ui.debugger.classList.remove('is-previous');
  if (!detail) {
    position.render({ frame: null, game: null, manualFlip: state.manualFlip });
    renderFields(ui.fields, ui.lineMeta, null);
    bytesView.clear();
    replace(ui.moves);
    gamesView.render(state.games, null);
    return;
  }
  const { frame, game } = detail;
  const shownFrame = frame ? { ...frame, description: frame.description ? { kind: 'style12', ...frame.description } : null } : null;
  // A live game's newest board: its clocks tick until the next one.
  const ticking = Boolean(frame && state.index.live && detail.latest && !game?.result);
  position.render({ frame: shownFrame, game, manualFlip: state.manualFlip, staleNote: detail.staleNote, ticking });
  // The board on screen, for the page benchmark.
  ui.boardPane.dataset.boardRow = String(detail.row);
  afterNextPaint().then(() => {
    if (token === restOfDetail && state.detail === detail) renderRestOf(detail);
  });
}

function renderRestOf(detail) {
  const { frame, game, event } = detail;
  const ownRecord = event.type === 'style12' ? frame?.record : event.record;
  const item = { event: { ...event, record: ownRecord ?? null } };
  renderFields(ui.fields, ui.lineMeta, {
    item, line: detail.lineText, description: detail.description,
    anomalies: event.type === 'style12' ? frame?.anomalies ?? null : null,
  });
  bytesView.show(detail.line, detail.lineBytes);
  copyLines.selected(detail.line);
  renderMoves(detail);
  renderMatch(detail);
  gamesView.render(state.games, frame?.gameId ?? game?.id ?? null);
  // The whole detail on screen, for tests and the page benchmark.
  ui.boardPane.dataset.row = String(detail.row);
  ui.boardPane.dataset.session = String(state.index.session);
  if (lines.filter().show === 'game') lines.setFilter({ game: currentGame() });
}

function currentGame() {
  return state.detail?.frame?.gameId ?? state.detail?.game?.id ?? null;
}

// The game's moves beside the board, the shown one marked. The list is
// made again only for another game (or more moves of it): stepping
// through a game only moves the mark.
const shownMoves = { session: -1, game: null, rows: [] };

// A move's button; a board sent more than once says so, and selecting any
// of its lines marks it.
function moveItem({ row, repeats }) {
  const label = state.index.move(row);
  if (!repeats.length) return h('li', null, h('button', { type: 'button', class: 'move-button', 'data-row': row }, label));
  const times = repeats.length + 1;
  return h('li', null, h('button', {
    type: 'button', class: 'move-button', 'data-row': row, 'data-repeats': repeats.join(' '),
    title: `sent ${times} times: lines ${[row, ...repeats].map((r) => state.index.line(r)).join(', ')}`,
  }, label, h('span', { class: 'move-repeats' }, ` ×${times}`)));
}

function renderMoves(detail) {
  const index = state.index;
  const gameId = detail.game?.id ?? null;
  const rows = detail.moves.map((m) => m.row);
  const same = shownMoves.session === index.session && shownMoves.game === gameId;
  if (!same || rows.length < shownMoves.rows.length) {
    replace(ui.moves);
    shownMoves.rows = [];
  }
  Object.assign(shownMoves, { session: index.session, game: gameId });
  // The last move may have been sent again since it was drawn.
  const lastDrawn = shownMoves.rows.length - 1;
  const lastButton = ui.moves.children[lastDrawn]?.firstChild;
  if (lastButton && (lastButton.dataset.repeats ?? '') !== detail.moves[lastDrawn].repeats.join(' ')) {
    ui.moves.children[lastDrawn].replaceWith(moveItem(detail.moves[lastDrawn]));
  }
  ui.moves.append(...detail.moves.slice(shownMoves.rows.length).map(moveItem));
  shownMoves.rows = rows;
  ui.moves.querySelector('[aria-current]')?.removeAttribute('aria-current');
  const shownRow = detail.frame?.row ?? -1;
  const current = shownRow >= 0
    ? ui.moves.querySelector(`[data-row="${shownRow}"]`) ?? ui.moves.querySelector(`[data-repeats~="${shownRow}"]`) : null;
  if (!current) return;
  current.setAttribute('aria-current', 'true');
  revealMove(current);
}

// Only the list scrolls to the shown move, never the pane around it. It
// is measured in the next frame, once the step's changes are laid out:
// measuring now would lay the page out twice per step.
let moveToReveal = null;
function revealMove(element) {
  if (moveToReveal === null) {
    requestAnimationFrame(() => {
      const current = moveToReveal;
      moveToReveal = null;
      if (!current?.isConnected) return;
      const top = current.offsetTop - ui.moves.offsetTop;
      if (top < ui.moves.scrollTop || top + current.offsetHeight > ui.moves.scrollTop + ui.moves.clientHeight) {
        ui.moves.scrollTop = Math.max(0, top - ui.moves.clientHeight / 2);
      }
    });
  }
  moveToReveal = element;
}

// A bughouse board's partner beside it, as it stood at the same line,
// turned so that each side's partner sits across the table.
function renderMatch(detail) {
  const partner = detail.partner;
  ui.match.hidden = !partner;
  ui.boardPane.classList.toggle('has-match', Boolean(partner));
  if (!partner) return;
  const { game, fen, line } = partner;
  replace(ui.matchCaption, h('strong', null, `Partner board: game ${game.gameNumber}`), ` · ${game.white} – ${game.black} · line ${line}`);
  const record = detail.frame?.record;
  const whiteBottom = record ? (record.flip === true) === state.manualFlip : true;
  // Each attribute set draws the element again: only those that changed.
  const set = (name, value) => {
    if (ui.matchBoard.getAttribute(name) !== value) ui.matchBoard.setAttribute(name, value);
  };
  set('flip', whiteBottom ? 'true' : 'false');
  set('aria-label', `Board of the partner game ${game.gameNumber}, ${game.white} against ${game.black}`);
  set('fen', fen);
}

// ---- Sessions ----------------------------------------------------------------

function select(row, { follow = false, notify = true } = {}) {
  state.follow = follow;
  ui.follow.checked = follow;
  lines.selectRow(row, { notify: false });
  if (notify) show(row, { afterPaint: follow });
  selected(row);
}

// ---- Places to come back to: the address, bookmarks, a comparison ------------

function selected(row) {
  bookmarks.selected();
  compare.show(row);
  writePlace();
}

// The input by a name that finds it again: an example's id or a file's name.
function sourceName() {
  if (state.source.blob instanceof File) return { file: state.source.blob.name };
  const example = EXAMPLES.find((e) => e.id === ui.example.value);
  if (example && state.index.label === example.label) return { example: example.id };
  return {};
}

function writePlace() {
  if (restore.place) return;  // the address still holds the place to go back to
  const filter = lines.filter();
  const row = lines.selectedRow();
  placeWriter.write({
    ...sourceName(),
    line: !state.follow && row >= 0 && row < state.index.count ? state.index.line(row) : null,
    show: filter.show,
    search: filter.search,
  });
}

// The whole input is read: its bookmarks, the file kept when the user
// chose so, and the place the address asked for.
function inputRead() {
  const name = sourceName();
  bookmarks.useInput(name.file ? `file:${name.file}` : name.example ? `example:${name.example}` : null);
  remembered.opened(state.source.blob instanceof File ? state.source.blob : null);
  const place = restore.place;
  const sameInput = place && (!place.example || place.example === name.example) && (!place.file || place.file === name.file);
  if (place && restore.session === state.index.session && !sameInput) {
    restore.place = null;
    replace($('#goto-status'), `The address names ${place.file ?? place.example}, which this browser does not keep: open it to see line ${place.line ?? 1}.`);
  } else if (place && restore.session === state.index.session) {
    // In the next frame: the list takes its last rows in this one, and a
    // line near the end could not be scrolled to before.
    const session = state.index.session;
    requestAnimationFrame(() => {
      if (session === state.index.session) restorePlace(place);
      restore.place = null;
      writePlace();
    });
    return;
  } else if (place) {
    restore.place = null;  // another input came first
  }
  writePlace();
}

function restorePlace(place) {
  if (place.show) {
    ui.filter.value = place.show;
    lines.setFilter({ show: place.show, game: currentGame() });
  }
  if (place.search) {
    ui.search.value = place.search;
    lines.setFilter({ search: place.search });
  }
  if (place.line) {
    ui.gotoLine.value = String(place.line);
    ui.gotoForm.requestSubmit();
  }
}

// The row to show when following: the newest board, or a bad line.
function latestRow() {
  const index = state.index;
  for (let row = index.count - 1; row >= 0; row--) {
    const kind = index.kind(row);
    if (kind === KIND.style12 || kind === KIND.error) return row;
  }
  return index.count - 1;
}

let followQueued = false;
function followLatest() {
  if (followQueued || !state.follow || state.paused) return;
  followQueued = true;
  // At most a few times a second while a large input is read.
  setTimeout(() => {
    followQueued = false;
    if (!state.follow || state.paused || !state.index.count) return;
    select(latestRow(), { follow: true });
  }, state.index.ended ? 0 : 200);
}

function startSession(label, { live: isLive = false } = {}) {
  state.index.reset(label, { live: isLive });
  forgetAhead();
  state.detail = null;
  state.detailToken++;
  state.games = [];
  state.follow = true;
  state.paused = false;
  heldFrom = -1;
  clearTimeout(showRowsTimer);
  showRowsTimer = null;
  unshownFrom = unshownTo = -1;
  ui.follow.checked = true;
  lines.reset();
  ui.log.dataset.state = 'reading';
  ui.log.dataset.session = String(state.index.session);
  gamesView.render([], null);
  updateCounts();
  // The last input's board and fields stay, in grey, until a line of this
  // one is shown (within a fifth of a second, or at its end): emptied now
  // and filled then, the panes would be laid out whole twice, the second
  // time in the same frame as the list's first rows.
  bytesView.clear();
  ui.debugger.classList.add('is-previous');
}

// Rows read while the view is paused: the lists take them on resume.
let heldFrom = -1;

// While a file is read, rows come every 80 ms: the lists take them at most
// every SHOW_ROWS_EVERY_MS, so the page spends its time on what the user
// does rather than on redrawing counts.
const SHOW_ROWS_EVERY_MS = 250;
let unshownFrom = -1;
let unshownTo = -1;
let rowsShownAt = 0;
let showRowsTimer = null;

function onRows(from, to) {
  if (state.paused) {
    if (heldFrom < 0) heldFrom = from;
    return;
  }
  if (unshownFrom < 0) unshownFrom = from;
  unshownTo = to;
  const wait = rowsShownAt + SHOW_ROWS_EVERY_MS - performance.now();
  if (state.index.live || state.index.ended || wait <= 0) showRows();
  else if (showRowsTimer === null) showRowsTimer = setTimeout(showRows, wait);
}

function showRows() {
  clearTimeout(showRowsTimer);
  showRowsTimer = null;
  if (unshownFrom < 0) return;
  const [from, to] = [unshownFrom, unshownTo];
  unshownFrom = unshownTo = -1;
  rowsShownAt = performance.now();
  // New lines can change what earlier ones show (a game's newest board,
  // its moves): details asked ahead are asked again.
  forgetAhead();
  lines.added(from, to);
  updateCounts();
  updateProgress();
  followLatest();
  refreshGamesSoon();
}

function onEnded() {
  showRows();
  ui.log.dataset.state = 'done';
  updateProgress();
  refreshGames();
  followLatest();
  if (!state.index.count) render();
}

let gamesTimer = null;
function refreshGamesSoon() {
  if (gamesTimer !== null) return;
  gamesTimer = setTimeout(() => {
    gamesTimer = null;
    refreshGames();
  }, state.index.ended ? 0 : 3000);
}

// The worker answers with the games changed since the last answer (a few
// thousand at most): they are merged into the list in place, and the rest
// asked for at once.
async function refreshGames() {
  const session = state.index.session;
  let answer;
  try {
    answer = await state.index.gameList();
  } catch {
    return;
  }
  if (session !== state.index.session) return;
  gamesView.merge(answer.games);
  state.games = gamesView.games();
  // A session with bughouse matches gets a wider board column for the two
  // boards, for all its lines: changing the page's columns as one steps
  // between a match and other games would lay the whole page out each time.
  // (A class, not a :has() rule, which would restyle the page on every step.)
  ui.debugger.classList.toggle('has-match', state.games.some((g) => g.partnerId !== null && g.partnerId !== undefined));
  replace(ui.gamesCount, state.games.length ? `(${state.games.length})` : '');
  gamesView.render(state.games, currentGame());
  if (answer.more) {
    clearTimeout(gamesTimer);
    gamesTimer = setTimeout(() => {
      gamesTimer = null;
      refreshGames();
    }, 0);
  }
}

function updateCounts() {
  const index = state.index;
  // What the list shows: "17 of 642 lines" through a filter, "642 lines" without.
  const total = index.count.toLocaleString('en');
  let count = '';
  if (index.count && (!lines || lines.unfiltered())) count = `(${total} ${index.count === 1 ? 'line' : 'lines'})`;
  else if (index.count) count = `(${lines.searching() ? '…' : lines.length().toLocaleString('en')} of ${total} lines)`;
  replace(ui.logCount, count);
  const problems = index.errorCount + index.anomalyCount;
  ui.problems.hidden = problems === 0;
  if (!problems) return;
  replace(ui.problems,
    h('span', { class: 'problems-icon', 'aria-hidden': 'true' }, '!'),
    h('span', null, [
      index.errorCount ? `${plural(index.errorCount, 'line')} could not be read` : '',
      index.errorCount && index.anomalyCount ? '; ' : '',
      index.anomalyCount ? `${plural(index.anomalyCount, 'board')} with anomalies` : '',
      '.',
    ].join('')),
    // What a phone shows in the sentence's place (which screen readers still read).
    h('span', { class: 'problems-count', 'aria-hidden': 'true' }, plural(problems, 'problem')),
    h('button', { type: 'button', class: 'button small', 'data-next-problem': '' }, 'Show the first'));
}

function updateProgress() {
  const index = state.index;
  const reading = !index.ended && index.bytesTotal > 0 && !index.live;
  ui.load.hidden = !reading;
  if (!reading) {
    if (index.ended && index.bytesTotal > 512 * 1024) {
      announce(`Read ${plural(index.count, 'line')}${index.cancelled ? ' (cancelled)' : ''}.`);
    }
    return;
  }
  ui.loadProgress.max = index.bytesTotal;
  ui.loadProgress.value = index.bytesDone;
  const mb = (n) => (n / 1048576).toFixed(1);
  replace(ui.loadStatus, `${mb(index.bytesDone)} of ${mb(index.bytesTotal)} MB · ${index.count.toLocaleString('en')} lines`);
}

// Whole input at once: a file or an example (a Blob, read by the worker),
// a paste or typing (text).
function loadWhole(input, label, { collapse = true } = {}) {
  replay.cancel();
  live.disconnect();
  const blob = typeof input === 'string' ? null : input;
  const source = { blob, text: blob ? null : input, label, capture: null, latin1: blob !== null };
  state.source = source;
  replace(ui.sourceLabel, label ? `· ${label}` : '');
  startSession(label);
  // A large session makes room for the debugger; a small one leaves the
  // input as the user left it.
  const size = blob ? blob.size : input.length;
  if (collapse === 'always' || (collapse && size > BOX_LIMIT)) ui.inputPanel.open = false;
  // A text that cannot be a capture goes in at once, as typed.
  if (!blob && !input.startsWith('#')) {
    if (input) state.index.push(input);
    state.index.end();
    return;
  }
  const session = state.index.session;
  captureSource(state.s12, input).then((capture) => {
    if (state.source !== source || state.index.session !== session) return;
    if (capture) loadCapture(source, capture);
    else if (blob) loadBlob(blob);
    else state.index.push(input);
    state.index.end();
  }, (error) => {
    if (state.source !== source || state.index.session !== session) return;
    replace(ui.sourceLabel, `${label}: ${error.message}`);
    state.index.end();
  });
}

function loadBlob(blob) {
  state.index.pushBlob(blob);
  // A small file is shown in the box as well; a large one never is.
  if (blob.size <= BOX_LIMIT) {
    blob.arrayBuffer().then((buffer) => {
      if (state.source.blob === blob) ui.input.value = new TextDecoder('latin1').decode(buffer).replace(/\r\n|\n\r|\r/g, '\n');
    });
  }
}

// A capture is read as what was received, each chunk with the time it came;
// the box shows that text (a small one), and a replay feeds it.
function loadCapture(source, capture) {
  Object.assign(source, { text: capture.text, capture: capture.chunks, latin1: true });
  // In the order they happened: the lines sent fall between the chunks.
  for (const entry of capture.entries) {
    if (entry.sent !== undefined) state.index.sent(entry.sent, entry.at);
    else state.index.push(textToBytes(entry.text), { receivedAt: entry.receivedAt });
  }
  if (capture.text.length <= BOX_LIMIT) ui.input.value = capture.text.replace(/\r\n|\n\r|\r/g, '\n');
}

// Feeding callbacks for one source; once another source has taken over,
// late events of this one (a socket closing) change nothing.
function sourceOwner(stopOthers, { live: isLive = false } = {}) {
  let mine = null;
  return {
    start: (label) => {
      stopOthers();
      startSession(label, { live: isLive });
      replace(ui.sourceLabel, `· ${label}`);
      mine = state.index.session;
    },
    feed: (chunk, meta) => {
      if (mine !== null && mine === state.index.session) state.index.push(chunk, meta);
    },
    finish: () => {
      if (mine !== null && mine === state.index.session) state.index.end();
      mine = null;
    },
  };
}

// A replay feeds text cut from the source; a source read as bytes goes back
// to its bytes (it was decoded as Latin-1, one character a byte).
function replayOwner(owner) {
  return {
    ...owner,
    feed: (piece, meta) => owner.feed(state.source.latin1 ? textToBytes(piece) : piece, meta),
  };
}

// ---- Input -------------------------------------------------------------------

// The input as text, for a replay: a file is decoded when the replay is
// first asked for (Latin-1: one character a byte, so the replay feeds the
// bytes as they were).
async function sourceText() {
  if (state.source.text === null && state.source.blob) {
    state.source.text = bytesToText(new Uint8Array(await state.source.blob.arrayBuffer()));
  }
  return state.source.text ?? '';
}

function bindInput() {
  let timer = null;
  ui.input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      ui.example.value = '';
      loadWhole(ui.input.value, '', { collapse: false });
    }, 150);
  });
  // A paste is read as it came (line ends and all: a box would turn LF CR
  // into two lines); a large one never goes in the box.
  ui.input.addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (!text) return;
    event.preventDefault();
    clearTimeout(timer);
    ui.example.value = '';
    const big = text.length > BOX_LIMIT;
    ui.input.value = big ? '' : text.replace(/\r\n|\n\r|\r/g, '\n');
    loadWhole(text, big ? `Pasted text (${(text.length / 1048576).toFixed(1)} MB)` : 'Pasted text', { collapse: big });
  });

  for (const example of EXAMPLES) ui.example.append(h('option', { value: example.id }, example.label));
  ui.example.addEventListener('change', async () => {
    if (!ui.example.value) return;
    try {
      const { bytes, label } = await fetchExample(ui.example.value);
      ui.input.value = bytes.byteLength <= BOX_LIMIT ? new TextDecoder('latin1').decode(bytes).replace(/\r\n|\n\r|\r/g, '\n') : '';
      loadWhole(new Blob([bytes]), label);
    } catch (error) {
      replace(ui.sourceLabel, `Could not load the example: ${error.message}`);
    }
  });

  $('#clear').addEventListener('click', () => {
    ui.example.value = '';
    ui.input.value = '';
    loadWhole('', '', { collapse: false });
    ui.input.focus();
  });

  bindFileInputs({
    button: $('#open-file'),
    input: $('#file-input'),
    dropZone: $('#drop-zone'),
    onFile: (file) => {
      ui.example.value = '';
      ui.input.value = '';
      loadWhole(file, file.name);
    },
    onError: (message) => replace(ui.sourceLabel, message),
  });

  ui.loadCancel.addEventListener('click', () => state.index.cancel());
}

// ---- Views and keys ----------------------------------------------------------

function nextProblem(backwards = false) {
  const index = state.index;
  const test = (row) => (index.flag(row) & FLAG.problem) !== 0;
  let row = lines.findNext(test, { backwards });
  if (row < 0) row = lines.findNext(test, { from: backwards ? index.count : -1, backwards });
  if (row >= 0) select(row);
  else announce('No errors or anomalies.');
}

// ← →: the shown game's boards.
function stepMove(step) {
  const detail = state.detail;
  if (!detail?.moves.length) return;
  // From the line selected now (keys pressed faster than the worker
  // answers add up), else the board shown.
  const rows = detail.moves.map((m) => m.row);
  const moveOf = (row) => detail.moves.findIndex((m) => m.row === row || m.repeats.includes(row));
  const chosen = lines.selectedRow();
  const at = moveOf(chosen) >= 0 ? chosen : detail.frame?.row ?? -1;
  let i = moveOf(at);
  if (i < 0) i = step > 0 ? -1 : rows.length;
  const next = rows[Math.max(0, Math.min(rows.length - 1, i + step))];
  if (next !== undefined && next !== at) select(next);
}

function bindKeys() {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"], [role="grid"]')) return;
    // The board handles its own arrows when a square has the focus.
    if (target instanceof Element && target.closest('#board, .pockets')) return;
    switch (event.key) {
      case 'ArrowLeft': stepMove(-1); break;
      case 'ArrowRight': stepMove(1); break;
      case 'ArrowUp': lines.moveSelection(-1); break;
      case 'ArrowDown': lines.moveSelection(1); break;
      case 'n': nextProblem(false); break;
      case 'N': nextProblem(true); break;
      default: return;
    }
    event.preventDefault();
  });
}

function bindViews() {
  position = createPositionView(state.s12);
  bytesView = createBytesView({ button: $('#bytes-toggle'), root: $('#bytes') });
  lines = createLinesView(ui.log, {
    index: state.index,
    onSelect: (row) => {
      state.follow = false;
      ui.follow.checked = false;
      show(row);
      selected(row);
    },
    onChange: () => {
      // The controls say what the list shows (a selected line the filters
      // hid drops them).
      const filter = lines.filter();
      if (ui.filter.value !== filter.show) ui.filter.value = filter.show;
      if (ui.showText.checked !== filter.text) ui.showText.checked = filter.text;
      if (!filter.search && ui.search.value.trim()) ui.search.value = '';
      updateCounts();
    },
  });
  gamesView = createGamesView($('#games'), {
    pgnOne: $('#pgn-one'),
    bpgnOne: $('#bpgn-one'),
    pgnAll: $('#pgn-all'),
    getIndex: () => state.index,
    getSelectedGame: () => currentGame(),
    ranksOf: (fen) => state.s12.parseFen(fen).board,
    onSelect: (id) => {
      const index = state.index;
      for (let row = index.count - 1; row >= 0; row--) {
        if (index.game(row) === id && index.kind(row) === KIND.style12) {
          select(row);
          return;
        }
      }
    },
  });

  copyLines = bindCopyLines({
    list: ui.log,
    line: $('#copy-line'), range: $('#copy-range'), from: $('#copy-from'), to: $('#copy-to'), shown: $('#copy-shown'),
    status: $('#copy-lines-status'),
  }, {
    index: () => state.index,
    selectedLine: () => state.detail?.line ?? null,
    // A line the stream made two events of (a board and its resync) once.
    shownLines: () => [...new Set(lines.shownRows().map((row) => state.index.line(row)))],
  });

  ui.moves.addEventListener('click', (event) => {
    const button = event.target.closest('[data-row]');
    if (button) select(Number(button.dataset.row));
  });
  ui.showText.addEventListener('change', () => lines.setFilter({ text: ui.showText.checked }));
  ui.filter.addEventListener('change', () => lines.setFilter({ show: ui.filter.value, game: currentGame() }));
  let searchTimer = null;
  ui.search.addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => lines.setFilter({ search: ui.search.value.trim() }), 150);
  });
  bindPlaces();
  ui.follow.addEventListener('change', () => {
    state.follow = ui.follow.checked;
    if (state.follow && state.index.count) select(latestRow(), { follow: true });
  });
  ui.problems.addEventListener('click', (event) => {
    if (event.target.closest('[data-next-problem]')) nextProblem(false);
  });
  ui.flip.addEventListener('click', () => {
    state.manualFlip = !state.manualFlip;
    ui.flip.setAttribute('aria-pressed', String(state.manualFlip));
    render();
  });
  ui.copy.addEventListener('click', async () => {
    const fen = position.fen();
    if (!fen) return;
    try {
      await navigator.clipboard.writeText(fen);
      replace(ui.copyStatus, 'FEN copied to the clipboard.');
    } catch {
      ui.fen.focus();
      ui.fen.select();
      replace(ui.copyStatus, 'Selected: press Ctrl+C (⌘C) to copy.');
    }
    setTimeout(() => replace(ui.copyStatus), 2500);
  });
}

function bindPlaces() {
  const menu = $('#nav-menu');
  const status = $('#goto-status');
  goToLine = bindGoToLine({ form: ui.gotoForm, input: ui.gotoLine, status }, {
    getIndex: () => state.index,
    onRow: (row) => {
      menu.open = false;
      select(row);
    },
  });
  bookmarks = createBookmarks({
    toggle: $('#bookmark-toggle'), list: $('#bookmarks'), count: $('#bookmark-count'), status, rows: ui.log,
  }, {
    getIndex: () => state.index,
    getSelectedRow: () => lines.selectedRow(),
    onRow: (row) => select(row),
  });
  compare = createBoardCompare({
    pick: $('#compare-pick'), clear: $('#compare-clear'), panel: $('#compare'), title: $('#compare-title'),
    boards: $('#compare-boards'), squares: $('#compare-squares'), fields: $('#compare-fields'), status,
  }, {
    getS12: () => state.s12,
    getIndex: () => state.index,
    getSelectedRow: () => lines.selectedRow(),
    isBoard: (row) => state.index.kind(row) === KIND.style12 || state.index.kind(row) === KIND.error,
  });
  $('#compare-pick').addEventListener('click', () => {
    menu.open = false;
  });
  remembered = createRememberedFile({ checkbox: $('#remember-file'), forget: $('#forget-file'), status: $('#remember-status') });
  bindNavigationKeys({
    goTo: () => {
      menu.open = true;
      goToLine.focus();
    },
    bookmark: () => bookmarks.toggle(),
    nextBookmark: () => bookmarks.next(),
    previousBookmark: () => bookmarks.previous(),
    compare: () => compare.pickBase(),
  });
  // The answer lies over the foot of the list: it goes after a while.
  let statusTimer = null;
  new MutationObserver(() => {
    clearTimeout(statusTimer);
    if (status.textContent) statusTimer = setTimeout(() => replace(status), 8000);
  }).observe(status, { childList: true, characterData: true, subtree: true });
  ui.filter.addEventListener('change', () => writePlace());
  ui.search.addEventListener('input', () => setTimeout(writePlace, 200));
}

function bindStreams() {
  replay = createReplay({
    root: $('#replay'),
    play: $('#replay-play'),
    step: $('#replay-step'),
    restart: $('#replay-restart'),
    toEnd: $('#replay-end'),
    speed: $('#replay-speed'),
    unit: $('#replay-unit'),
    progress: $('#replay-progress'),
    status: $('#replay-status'),
  }, {
    getText: sourceText,
    getChunks: async () => state.source.capture,
    // A line the user chose (not the newest, followed) is where a replay
    // takes up the stream, unless the replay itself is what is shown.
    getStartLine: () => (state.follow || state.index.label.startsWith('Replay') ? 1 : state.detail?.line ?? 1),
    ...replayOwner(sourceOwner(() => live.disconnect())),
  });
  const inputModes = createInputModes({
    panel: ui.inputPanel,
    input: ui.input,
    note: $('#live-input-note'),
    sourceLabel: ui.sourceLabel,
    showing: $('#showing-source'),
    paste: $('#mode-paste'),
    replay: $('#mode-replay'),
    live: $('#mode-live'),
    replayMode: $('#replay'),
    replayFirst: $('#replay-play'),
    liveMode: $('#live'),
    liveFirst: $('#ws-url'),
    liveDisconnect: $('#ws-disconnect'),
  });
  live = createLive({
    root: $('#live'),
    url: $('#ws-url'),
    connect: $('#ws-connect'),
    disconnect: $('#ws-disconnect'),
    status: $('#live-status'),
    count: $('#live-count'),
    form: $('#ws-form'),
    command: $('#ws-command'),
    send: $('#ws-send'),
    handle: $('#ws-handle'),
    password: $('#ws-password'),
    timeseal: $('#ws-timeseal'),
  }, {
    ...sourceOwner(() => replay.cancel(), { live: true }),
    pauseView: (paused) => {
      state.paused = paused;
      if (paused || heldFrom < 0) return;
      lines.added(heldFrom, state.index.count);
      heldFrom = -1;
      updateCounts();
      refreshGamesSoon();
      followLatest();
    },
    s12: state.s12,
    describe: (summary) => inputModes.describeLive(summary),
    // A command typed while live: a row of its own among the lines, as in a
    // capture opened later.
    sent: (command, at) => state.index.sent(command, at),
  });
}

async function main() {
  let index;
  try {
    [state.s12] = await Promise.all([
      load(),
      (index = new LogIndex({ onRows: (from, to) => onRows(from, to), onEnded: () => { onEnded(); inputRead(); } })).ready,
    ]);
  } catch (error) {
    ui.engine.dataset.state = 'error';
    replace(ui.engine, `The parser did not load: ${error.message}`);
    return;
  }
  state.index = index;
  announce = createAnnouncer($('#announcer'));
  ui.engine.dataset.state = 'ready';
  replace(ui.engine, 'Parser ready');
  bindViews();
  warmFonts({ lines: ui.log.parentElement, board: ui.boardPane, fields: ui.fields.parentElement, games: $('#games').parentElement });
  bindStreams();
  bindInput();
  bindKeys();
  document.body.classList.add('ready');
  // Start with the input the address names, else the file the user asked
  // to keep, else something on the board: the first example.
  const place = readPlace();
  if (place.line || place.show || place.search) restore.place = place;
  const asked = EXAMPLES.some((e) => e.id === place.example) ? place.example : null;
  const kept = asked ? null : await rememberedFile();
  if (kept && !ui.input.value && !state.index.count) {
    loadWhole(kept, kept.name, { collapse: 'always' });
    restore.session = state.index.session;
    return;
  }
  try {
    const { bytes, label } = await fetchExample(asked ?? 'standard');
    if (!ui.input.value && !state.index.count) {
      ui.example.value = asked ?? 'standard';
      ui.input.value = new TextDecoder('latin1').decode(bytes).replace(/\r\n|\n\r|\r/g, '\n');
      // The first screen is the debugger, the input folded above it.
      loadWhole(new Blob([bytes]), label, { collapse: 'always' });
      restore.session = state.index.session;
    }
  } catch {
    loadWhole('', '');
  }
}

main();
