// Wires the page together: the input sources feed a Session, and the
// selected line of it is shown on the board, in the field table and lists.

import { load } from '../lib/browser.mjs';
import '../lib/element.mjs';
import { $, h, replace } from './dom.js';
import { Session } from './session.js';
import { renderFields } from './fields.js';
import { createPositionView } from './position-view.js';
import { createGamesView, createLogView } from './stream-view.js';
import { createReplay } from './replay.js';
import { createLive } from './live.js';
import { EXAMPLES, bindFileInputs, fetchExample } from './sources.js';
import { plural } from './format.js';

const state = {
  s12: null,
  session: null,
  selected: -1,
  frame: null,
  follow: true,
  manualFlip: false,
  // Example and file text is kept as it came (LF CR line ends and all); a
  // textarea would turn each CR into a line of its own.
  source: { text: '', label: '' },
};

const ui = {
  engine: $('#engine-status'),
  input: $('#input'),
  example: $('#example'),
  sourceLabel: $('#source-label'),
  fields: $('#fields'),
  lineMeta: $('#line-meta'),
  log: $('#log'),
  logCount: $('#log-count'),
  problems: $('#problems'),
  showText: $('#show-text'),
  follow: $('#follow'),
  flip: $('#flip'),
  fen: $('#fen'),
  copy: $('#copy-fen'),
  copyStatus: $('#copy-status'),
};

let position;
let logView;
let gamesView;
let replay;
let live;

function isBoardish(item) {
  return item.event.type === 'style12' || item.event.type === 'error';
}

// The line to show when following: the newest board, or a bad line.
function latestIndex(session) {
  for (let i = session.events.length - 1; i >= 0; i--) {
    if (isBoardish(session.events[i])) return i;
  }
  return session.events.length - 1;
}

// The core's reading of a line, field by field, for board and holdings
// lines and lines that failed as one of them; null for other lines.
function describe(event, line) {
  const board = event.type === 'style12' || (event.type === 'error' && line.includes('<12>'));
  const holdings = event.type === 'holdings' || (event.type === 'error' && line.includes('<b1>'));
  if (!board && !holdings) return null;
  const description = board ? state.s12.describeStyle12(line) : state.s12.describeHoldings(line);
  return { kind: board ? 'style12' : 'holdings', ...description };
}

// The game a line belongs to, so that a holdings line or a bad board line
// shows its own game's board even when games are interleaved.
function gameKeyOf(session, item, description) {
  const { event } = item;
  if (event.type === 'holdings') return event.gameId ?? session.keyOfGameNumber(event.record.gameNumber);
  if (event.type === 'error' && description?.kind === 'style12') {
    const number = description.fields.find((f) => f.name === 'gameNumber' && f.state === 'good');
    if (number) return session.keyOfGameNumber(Number(number.text));
  }
  return null;
}

let renderQueued = false;
function scheduleRender() {
  if (renderQueued) return;
  renderQueued = true;
  requestAnimationFrame(() => {
    renderQueued = false;
    render();
  });
}

function render() {
  const session = state.session;
  const item = session?.events[state.selected] ?? null;
  let frame = null;
  let staleNote = null;
  let line = '';
  let description = null;
  if (item) {
    line = session.lineText(item.event.line);
    description = describe(item.event, line);
    const key = gameKeyOf(session, item, description);
    // A bad board line of a game with no board before it shows no board,
    // rather than another game's.
    const ownGameOnly = item.event.type === 'error' && key !== null;
    frame = item.frame ?? session.frameFor(item.index, key) ?? (ownGameOnly ? null : session.frameFor(item.index));
    if (item.event.type === 'error') {
      const game = description?.fields.find((f) => f.name === 'gameNumber' && f.state === 'good')?.text;
      staleNote = frame
        ? `Line ${item.event.line} could not be read; the board shows line ${frame.line}, the last position before it.`
        : game !== undefined
          ? `Line ${item.event.line} could not be read, and no board of game ${game} came before it.`
          : `Line ${item.event.line} could not be read, and no position came before it.`;
    }
  }
  state.frame = frame;
  const games = session?.games() ?? [];
  const game = frame ? games.find((g) => g.id === frame.gameId) ?? null : null;
  let shown = null;
  if (frame) {
    // The words for the board's own line, from the core.
    const own = frame.eventIndex === item.index && description ? description : describe(session.events[frame.eventIndex].event, session.lineText(frame.line));
    // A <b1> line after the board shows that board with its pockets, as
    // it stood when the line came, however many boards followed.
    const holdings = item.event.type === 'holdings' && frame.eventIndex < item.index
      && frame.record.gameNumber === item.event.record.gameNumber && item.event.fen === null ? item.event.record : undefined;
    shown = { ...frame, ...(holdings ? session.viewWith(frame, holdings) : session.view(frame)), description: own };
  }
  // A live game's newest board: its clocks tick until the next one.
  const ticking = Boolean(frame && session.live && session.isLatest(frame) && !game?.result);
  position.render({ frame: shown, game, manualFlip: state.manualFlip, staleNote, ticking });
  renderFields(ui.fields, ui.lineMeta, item ? { item, line, description } : null);
  gamesView.render(games, frame?.gameId ?? null);
  renderProblems();
}

function renderProblems() {
  const errors = state.session?.errors() ?? [];
  const lines = state.session?.events.length ?? 0;
  replace(ui.logCount, lines ? `(${lines})` : '');
  ui.problems.hidden = errors.length === 0;
  if (!errors.length) return;
  const first = errors[0];
  replace(ui.problems,
    h('span', { class: 'problems-icon', 'aria-hidden': 'true' }, '!'),
    h('span', null, `${plural(errors.length, 'line')} could not be read. First: line ${first.event.line}, ${first.event.error.code}.`),
    h('button', { type: 'button', class: 'button small', 'data-jump': first.index }, 'Show it'));
}

function select(index, { follow = false } = {}) {
  state.selected = index;
  state.follow = follow;
  ui.follow.checked = follow;
  logView.select(index, { notify: false, scroll: true });
  scheduleRender();
}

// A new run of input replaces the lists and the view.
function startSession(label) {
  state.session?.close();
  state.session = new Session(state.s12, label, { live: label.startsWith('Live:') });
  state.selected = -1;
  state.follow = true;
  ui.follow.checked = true;
  logView.reset();
  scheduleRender();
  return state.session;
}

// Feeding callbacks for one source; once another source has taken over,
// late events of this one (a socket closing) change nothing.
function sourceOwner(stopOthers) {
  let mine = null;
  return {
    start: (label) => {
      stopOthers();
      mine = startSession(label);
    },
    feed: (chunk) => {
      if (mine && mine === state.session) feed(chunk);
    },
    finish: () => {
      if (mine && mine === state.session) finish();
      mine = null;
    },
  };
}

function absorb(items) {
  if (!items.length) return;
  logView.append(items);
  if (state.follow) select(latestIndex(state.session), { follow: true });
  else scheduleRender();
}

function feed(chunk) {
  if (state.session) absorb(state.session.push(chunk));
}

function finish() {
  if (state.session) absorb(state.session.end());
  scheduleRender();
}

function parseWhole(text, label) {
  replay.cancel();
  live.disconnect();
  startSession(label);
  if (text) {
    absorb(state.session.push(text));
    absorb(state.session.end());
  }
  if (!state.session.events.length) scheduleRender();
}

function useSource(text, label, { fillTextarea = true } = {}) {
  state.source = { text, label };
  // Shown with plain line ends; parsed as it came.
  if (fillTextarea) ui.input.value = text.replace(/\r\n|\n\r|\r/g, '\n');
  replace(ui.sourceLabel, label ? `Showing: ${label}.` : '');
  parseWhole(text, label);
}

function bindInput() {
  let timer = null;
  ui.input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      ui.example.value = '';
      useSource(ui.input.value, '', { fillTextarea: false });
    }, 120);
  });

  for (const example of EXAMPLES) ui.example.append(h('option', { value: example.id }, example.label));
  ui.example.addEventListener('change', async () => {
    if (!ui.example.value) return;
    try {
      const { text, label } = await fetchExample(ui.example.value);
      useSource(text, label);
    } catch (error) {
      replace(ui.sourceLabel, `Could not load the example: ${error.message}`);
    }
  });

  $('#clear').addEventListener('click', () => {
    ui.example.value = '';
    useSource('', '');
    ui.input.focus();
  });

  bindFileInputs({
    button: $('#open-file'),
    input: $('#file-input'),
    dropZone: $('#drop-zone'),
    onText: (text, name) => {
      ui.example.value = '';
      useSource(text, name);
    },
    onError: (message) => replace(ui.sourceLabel, message),
  });
}

function bindViews() {
  position = createPositionView(state.s12);
  logView = createLogView(ui.log, {
    onSelect: (index) => {
      state.selected = index;
      state.follow = false;
      ui.follow.checked = false;
      scheduleRender();
    },
  });
  gamesView = createGamesView($('#games'), {
    pgnOne: $('#pgn-one'),
    pgnAll: $('#pgn-all'),
    getSession: () => state.session,
    getSelectedGame: () => state.frame?.gameId ?? null,
    onSelect: (id) => {
      const events = state.session?.events ?? [];
      for (let i = events.length - 1; i >= 0; i--) {
        if (events[i].frame?.gameId === id) {
          select(i);
          return;
        }
      }
    },
  });

  ui.showText.addEventListener('change', () => logView.setShowText(ui.showText.checked));
  ui.follow.addEventListener('change', () => {
    state.follow = ui.follow.checked;
    if (state.follow && state.session) select(latestIndex(state.session), { follow: true });
  });
  ui.problems.addEventListener('click', (event) => {
    const button = event.target.closest('[data-jump]');
    if (button) select(Number(button.dataset.jump));
  });
  ui.flip.addEventListener('click', () => {
    state.manualFlip = !state.manualFlip;
    ui.flip.setAttribute('aria-pressed', String(state.manualFlip));
    scheduleRender();
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
    getText: () => state.source.text,
    ...sourceOwner(() => live.disconnect()),
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
    ...sourceOwner(() => replay.cancel()),
    s12: { createTimeseal: (options) => state.s12.createTimeseal(options) },
  });
}

async function main() {
  try {
    state.s12 = await load();
  } catch (error) {
    ui.engine.dataset.state = 'error';
    replace(ui.engine, `The parser did not load: ${error.message}`);
    return;
  }
  ui.engine.dataset.state = 'ready';
  replace(ui.engine, 'Parser ready');
  bindViews();
  bindStreams();
  bindInput();
  // On a phone the board matters more than the stream controls: fold them.
  if (window.matchMedia('(max-width: 700px)').matches) {
    for (const details of document.querySelectorAll('details.mode')) details.open = false;
  }
  document.body.classList.add('ready');
  // Start with something on the board: the first example.
  try {
    const { text, label } = await fetchExample('standard');
    if (!ui.input.value) {
      ui.example.value = 'standard';
      useSource(text, label);
    }
  } catch {
    parseWhole('', '');
  }
}

main();
