// The "Lines" list (every event of the stream, selectable by mouse or arrow
// keys) and the "Games" list with PGN downloads.

import { h, replace } from './dom.js';
import { passedInWords, plural } from './format.js';

const KIND_LABELS = {
  style12: 'board', holdings: 'holdings', gameEnd: 'game end', text: 'text', error: 'error', resync: 'does not follow',
};

// The move in the core's SAN when it checked the board against the one
// before, else as the server wrote it.
function moveLabel(record, move) {
  if (!record.lastMove) return 'start';
  const served = record.lastMoveSan && record.lastMoveSan !== 'none' ? record.lastMoveSan : record.lastMove;
  const san = move?.san ?? served;
  if (record.moveNumber === null) return san;
  return record.sideToMove === 'b' ? `${record.moveNumber}. ${san}` : `${record.moveNumber - 1}… ${san}`;
}

function summary(event) {
  switch (event.type) {
    case 'style12': {
      const r = event.record;
      return [h('span', { class: 'log-game' }, `#${r.gameNumber}`), ' ', h('span', { class: 'log-move' }, moveLabel(r, event.move)),
        ' ', h('span', { class: 'log-names' }, `${r.white} – ${r.black}`), r.truncated ? ' (cut short)' : '',
        event.check?.reconstructed ? ' (after a missed move, rebuilt)' : ''];
    }
    case 'holdings': {
      const r = event.record;
      return [h('span', { class: 'log-game' }, `#${r.gameNumber}`), ` White [${r.white}] Black [${r.black}]`,
        r.passed ? ` · ${passedInWords(r.passed)}` : ''];
    }
    case 'resync':
      return [h('span', { class: 'log-game' }, `#${event.gameNumber}`), ` this board does not follow from the one before: ${event.reason}`];
    case 'gameEnd':
      return [h('span', { class: 'log-game' }, `#${event.gameNumber}`), ` ${event.reason} · ${event.result}`];
    case 'error':
      return [h('span', { class: 'log-code' }, event.error.code), ' ', event.error.message];
    default:
      return event.text;
  }
}

export function createLogView(root, { onSelect }) {
  let selected = -1;
  let showText = true;

  function option(index) {
    return root.querySelector(`[data-index="${index}"]`);
  }

  // The list scrolls to show the line, and only the list: scrollIntoView
  // would move the whole page away from the board as lines arrive.
  function reveal(li) {
    const box = root.getBoundingClientRect();
    const item = li.getBoundingClientRect();
    if (item.top < box.top) root.scrollTop -= box.top - item.top;
    else if (item.bottom > box.bottom) root.scrollTop += item.bottom - box.bottom;
  }

  function navigable() {
    return [...root.children].filter((li) => showText || !li.classList.contains('kind-text'));
  }

  function select(index, { scroll = true, notify = true } = {}) {
    option(selected)?.setAttribute('aria-selected', 'false');
    selected = index;
    const li = option(index);
    if (li) {
      li.setAttribute('aria-selected', 'true');
      root.setAttribute('aria-activedescendant', li.id);
      if (scroll) reveal(li);
    } else {
      root.removeAttribute('aria-activedescendant');
    }
    if (notify) onSelect(index);
  }

  root.addEventListener('click', (event) => {
    const li = event.target.closest('[data-index]');
    if (li) select(Number(li.dataset.index), { scroll: false });
  });

  root.addEventListener('keydown', (event) => {
    const items = navigable();
    if (!items.length) return;
    const at = items.findIndex((li) => Number(li.dataset.index) === selected);
    const page = 10;
    const moves = {
      ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1, PageDown: at + page, PageUp: at - page,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(items.length - 1, at < 0 && event.key === 'ArrowUp' ? items.length - 1 : moves[event.key]));
    select(Number(items[next].dataset.index));
  });

  return {
    reset() {
      root.replaceChildren();
      selected = -1;
      root.removeAttribute('aria-activedescendant');
    },
    append(items) {
      const fragment = document.createDocumentFragment();
      for (const { index, event } of items) {
        fragment.append(h('li', {
          id: `line-item-${index}`,
          role: 'option',
          'aria-selected': 'false',
          'data-index': index,
          'data-line': event.line,
          class: `log-item kind-${event.type}`,
        },
        h('span', { class: 'log-line' }, String(event.line)),
        h('span', { class: 'log-kind' }, KIND_LABELS[event.type] ?? event.type),
        h('span', { class: 'log-text' }, summary(event))));
      }
      root.append(fragment);
    },
    select,
    selected: () => selected,
    setShowText(value) {
      showText = value;
      root.classList.toggle('hide-text', !value);
    },
  };
}

function safeName(text) {
  return String(text).replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'game';
}

export function createGamesView(root, { onSelect, pgnOne, pgnAll, getSession, getSelectedGame }) {
  let urls = [];

  function download(link, text, name) {
    for (const url of urls) URL.revokeObjectURL(url);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
    urls = [url];
    link.href = url;
    link.download = name;
  }

  // The blob is made when the link is used, so a replay does not churn URLs.
  pgnOne.addEventListener('click', () => {
    const session = getSession();
    const game = session?.games().find((g) => g.id === getSelectedGame());
    if (game) download(pgnOne, session.pgn(game.id), `${safeName(game.white)}-${safeName(game.black)}-game${game.gameNumber}.pgn`);
  });
  pgnAll.addEventListener('click', () => {
    const session = getSession();
    if (session) download(pgnAll, session.pgn(), 'style12-games.pgn');
  });

  root.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-game-id]');
    if (button) onSelect(Number(button.dataset.gameId));
  });

  // What the list shows, to draw it again only when a game changed: a
  // selection alone only moves the pressed state (with hundreds of games,
  // drawing every thumbnail on each arrow key took a second).
  let drawn = null;
  const signature = (games) => games.map((g) => `${g.id}\t${g.gameNumber}\t${g.fen}\t${g.result}\t${g.plies}\t${g.variant}\t${g.white}\t${g.black}`).join('\n');

  return {
    render(games, selectedId) {
      pgnOne.hidden = !games.some((g) => g.id === selectedId);
      pgnAll.hidden = games.length < 2;
      if (!games.length) {
        drawn = null;
        replace(root, h('li', { class: 'empty-note' }, 'No games yet.'));
        return;
      }
      const now = signature(games);
      if (now === drawn) {
        for (const button of root.querySelectorAll('button[data-game-id]')) {
          button.setAttribute('aria-pressed', Number(button.dataset.gameId) === selectedId ? 'true' : 'false');
        }
        return;
      }
      drawn = now;
      replace(root, games.map((game) => h('li', null, h('button', {
        type: 'button',
        class: 'game-button',
        'data-game-id': game.id,
        'aria-pressed': game.id === selectedId ? 'true' : 'false',
      },
      h('style12-board', { class: 'game-thumb', fen: game.fen, bare: '', 'aria-hidden': 'true' }),
      h('span', { class: 'game-number' }, `#${game.gameNumber}`),
      h('span', { class: 'game-players' }, h('span', { class: 'game-white' }, game.white), ' – ', h('span', { class: 'game-black' }, game.black)),
      h('span', { class: 'game-meta' }, `${game.variant} · ${plural(game.plies, 'ply', 'plies')}`),
      h('span', { class: game.result ? 'game-result' : 'game-result live' }, game.result ?? 'in progress')))));
    },
  };
}
