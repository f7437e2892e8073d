// The Games list: one row per game of the session, drawn virtually (a
// day's log has thousands), each with a thumbnail made only when its row
// is in sight; PGN and BPGN downloads named after the players and game.
// Games that look alike (the same players, the same number) are told apart
// by their lines in the input, first time, relation and problems. The
// worker sends only the games that changed: they are merged in place.

import { h } from './dom.js';
import { plural } from './format.js';
import { createVirtualList } from './virtual-list.js';
import { thumbnail } from './thumbnail.js';

const ROW_HEIGHT = 74;   // as .game-row in panels.css

// Where the game is in the input: "lines 12–340", or "line 12".
function lineRange(game) {
  return game.firstLine === game.lastLine ? `line ${game.firstLine}` : `lines ${game.firstLine}–${game.lastLine}`;
}

function safeName(text) {
  return String(text).replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40) || 'game';
}

/** The file name of a game's PGN: players, game number and id. */
export function pgnFileName(game, extension = 'pgn') {
  return `${safeName(game.white ?? 'white')}-vs-${safeName(game.black ?? 'black')}-game${game.gameNumber ?? 'unknown'}-${game.id}.${extension}`;
}

export function createGamesView(root, { onSelect, pgnOne, pgnAll, bpgnOne, getIndex, getSelectedGame, ranksOf }) {
  let games = [];
  let positions = new Map();   // game id -> its place in games
  let selectedId = null;
  let urls = [];

  function thumbOf(fen) {
    let canvas;
    try {
      canvas = thumbnail(ranksOf(fen));
    } catch {
      canvas = thumbnail([]);  // a FEN the package cannot read: an empty board
    }
    canvas.dataset.fen = fen;
    return canvas;
  }

  function renderRow(position) {
    const game = games[position];
    const kind = [game.variant ?? 'variant not yet known', game.plies === null ? null : plural(game.plies, 'ply', 'plies'), game.relationWords]
      .filter(Boolean).join(' · ');
    return h('div', { class: 'game-row', id: `game-${game.id}` }, h('button', {
      type: 'button',
      class: 'game-button',
      'data-game-id': game.id,
      'aria-pressed': game.id === selectedId ? 'true' : 'false',
    },
    game.fen ? thumbOf(game.fen) : thumbOf(''),
    h('span', { class: 'game-number' }, game.gameNumber === null ? '#?' : `#${game.gameNumber}`),
    h('span', { class: 'game-players' }, h('span', { class: 'game-white' }, game.white ?? '?'), ' – ', h('span', { class: 'game-black' }, game.black ?? '?')),
    h('span', { class: 'game-meta' }, kind),
    h('span', { class: 'game-where' },
      h('span', { class: 'game-lines' }, lineRange(game)),
      ' · ',
      h('span', { class: game.problems ? 'game-problems has-problems' : 'game-problems' }, game.problems ? plural(game.problems, 'problem') : 'no problems'),
      // Last: on a phone the time is what gives way.
      game.firstTime === null ? null : h('time', { class: 'game-time', datetime: new Date(game.firstTime).toISOString() }, ` · ${new Date(game.firstTime).toLocaleTimeString()}`)),
    h('span', { class: game.result ? 'game-result' : 'game-result live' }, game.result ?? 'in progress')));
  }

  // A drawn row shows its game again (the list keeps its element).
  function redrawAt(position) {
    const element = list.element(position);
    if (!element) return;
    const fresh = renderRow(position);
    element.id = fresh.id;
    element.replaceChildren(...fresh.childNodes);
  }

  const list = createVirtualList(root, { rowHeight: ROW_HEIGHT, renderRow, role: 'listitem' });

  async function download(link, make, name) {
    for (const url of urls) URL.revokeObjectURL(url);
    urls = [];
    const text = await make();
    const url = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
    urls = [url];
    link.href = url;
    link.download = name;
  }

  // The file is made from the worker's stream when the link is pressed;
  // the link is then followed once it has its blob.
  function bindDownload(link, make) {
    link.addEventListener('click', async (event) => {
      if (link.dataset.ready === 'true') {
        link.dataset.ready = 'false';
        return;
      }
      event.preventDefault();
      const made = make();
      if (!made) return;
      await download(link, made.text, made.name);
      link.dataset.ready = 'true';
      link.click();
    });
  }

  const selectedGame = () => games[positions.get(getSelectedGame())] ?? null;
  bindDownload(pgnOne, () => {
    const game = selectedGame();
    return game ? { text: () => getIndex().pgn(game.id), name: pgnFileName(game) } : null;
  });
  bindDownload(bpgnOne, () => {
    const game = selectedGame();
    return game ? { text: () => getIndex().pgn(game.id, { bpgn: true }), name: pgnFileName(game, 'bpgn') } : null;
  });
  bindDownload(pgnAll, () => ({ text: () => getIndex().pgn(null), name: `${safeName(getIndex().label || 'session')}-games.pgn` }));

  root.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-game-id]');
    if (button) onSelect(Number(button.dataset.gameId));
  });

  return {
    // A new list (the page asks the worker for one now and then) is drawn
    // again; the same list only moves the pressed state.
    render(list_, id) {
      selectedId = id;
      const game = list_ === games ? games[positions.get(id)] ?? null : list_.find((g) => g.id === id) ?? null;
      pgnOne.hidden = !game;
      bpgnOne.hidden = !game || game.variant !== 'bughouse';
      pgnAll.hidden = list_.length < 2;
      if (list_ !== games) {
        games = list_;
        positions = new Map(games.map((g, i) => [g.id, i]));
        list.setCount(games.length, { changedFrom: 0 });
      }
      for (const row of list.rows()) {
        const button = row.querySelector('button[data-game-id]');
        const pressed = Number(button?.dataset.gameId) === id ? 'true' : 'false';
        if (button && button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
      }
      root.classList.toggle('is-empty', games.length === 0);
    },
    /**
     * Games changed or new since the last answer, merged in: a known game
     * keeps its place and is drawn again only when in sight; new games go
     * at the end. Returns whether any game was new.
     */
    merge(changed) {
      let added = false;
      for (const game of changed) {
        const position = positions.get(game.id);
        if (position === undefined) {
          positions.set(game.id, games.length);
          games.push(game);
          added = true;
        } else {
          games[position] = game;
          redrawAt(position);
        }
      }
      if (added) list.setCount(games.length);
      return added;
    },
    reveal(id) {
      const position = positions.get(id) ?? -1;
      if (position >= 0) list.select(position, { notify: false });
    },
    games: () => games,
  };
}
