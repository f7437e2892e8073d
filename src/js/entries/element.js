// <style12-board>: a board, its pockets, players and clocks, from a FEN, a
// Style 12 line (a <b1> line may follow it, on the next line) or a record.
// No framework; styles in a constructed stylesheet (no inline styles, so a
// strict Content Security Policy allows it), themed through CSS custom
// properties and ::part().
//
//   <style12-board line="<12> ..."></style12-board>
//   board.record = event.record;   // from a stream
//
// Attributes: fen, line, flip (present: Black at the bottom, whatever the
// line's flip field says), bare (the board alone: no players, clocks or
// pockets, as for a thumbnail). Parts: board, square, light, dark, last, piece,
// player, name, clock, pocket, count, error.
//
// What it downloads is what it uses: a FEN is drawn without WebAssembly
// (its placement and pockets, fenBoard), a line or a record with
// style12/core (its JavaScript and its module), imported when the first
// line comes.
import {
  boardStyleSheet, checkMark, clockFace, createBoardView, fenBoard, lastMoveSquares, pieceElement, pieceName,
} from '../board/index.js';

const CSS = `
:host { display: inline-block; width: var(--style12-size, 360px); font: 14px/1.3 var(--style12-font, system-ui, sans-serif);
  color: var(--style12-text, #222); }
.frame { display: grid; grid-template-columns: 1fr auto; gap: 6px; }
.player { grid-column: 1 / -1; display: flex; justify-content: space-between; align-items: center; }
.clock { font-variant-numeric: tabular-nums; padding: 1px 6px; border-radius: 4px; background: var(--style12-clock-bg, #eee); }
.clock.to-move { background: var(--style12-clock-active, #cfe8d8); }
svg.board-svg { min-width: 0; }
svg.board-svg.alone { grid-column: 1 / -1; }
.pockets { display: flex; flex-direction: column; justify-content: space-between; }
.pocket { display: flex; flex-direction: column; gap: 2px; }
.slot { position: relative; width: calc(var(--style12-size, 360px) / 10); }
.slot svg { width: 100%; height: auto; display: block; }
.count { position: absolute; right: 0; bottom: 0; font-size: 11px; background: var(--style12-count-bg, #333); color: #fff;
  border-radius: 6px; padding: 0 4px; }
.error { color: var(--style12-error, #a00); }
`;

let sheet = null;
function styles() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

// Outside a browser (server-side rendering imports it too) there is no
// HTMLElement: the class then stands on a plain one and nothing is defined.
const ElementBase = globalThis.HTMLElement ?? class {};

export class Style12Board extends ElementBase {
  static observedAttributes = ['fen', 'line', 'flip', 'bare'];

  #record = null;
  // style12/core, once a line asks for it.
  #s12 = null;
  #loading = null;
  #ready = Promise.resolve();
  // The board view, kept from one drawing to the next so that a new
  // position redraws only the squares that changed.
  #board = null;
  #bare = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [boardStyleSheet(), styles()];
  }

  /** Resolves once the board is drawn (with style12/core loaded when a line needs it). */
  get ready() {
    return this.#ready;
  }

  get record() {
    return this.#record;
  }

  set record(value) {
    this.#record = value ?? null;
    this.#render();
  }

  attributeChangedCallback() {
    this.#render();
  }

  // What to draw: { board (ranks, top first), pockets, record or null };
  // undefined while style12/core is still loading for a line.
  #view() {
    if (this.#record) {
      const r = this.#record;
      return { ranks: r.board, pockets: null, record: r, fen: r.fen };
    }
    const line = this.getAttribute('line');
    if (line) {
      const s12 = this.#s12;
      if (s12 === null) {
        this.#loadCore();
        return undefined;
      }
      const [board, holdings] = line.split(/\r?\n/);
      const record = s12.parseStyle12(board.trim());
      if (!holdings?.trim()) return { ranks: record.board, pockets: null, record, fen: record.fen };
      const fen = s12.toFen(record, { holdings: holdings.trim() });
      const held = s12.parseHoldings(holdings.trim());
      return { ranks: record.board, pockets: { white: held.white, black: held.black }, record, fen };
    }
    const fen = this.getAttribute('fen');
    if (fen) {
      const { board, pockets } = fenBoard(fen);
      return { ranks: board, pockets, record: null, fen };
    }
    return null;
  }

  #loadCore() {
    if (this.#loading) return;
    this.#loading = import('style12/core').then(({ load }) => load()).then((s12) => {
      this.#s12 = s12;
      this.#render();
    }, (error) => {
      // Shown where the board would be; `ready` rejects with it.
      this.#showError(error);
      throw error;
    });
    this.#ready = this.#loading;
    this.#loading.catch(() => {});
  }

  #showError(error) {
    this.shadowRoot.replaceChildren(el('p', { part: 'error', class: 'error', role: 'alert', 'data-code': error.code ?? null }, error.message));
  }

  #render() {
    const root = this.shadowRoot;
    let view;
    try {
      view = this.#view();
    } catch (error) {
      this.#showError(error);
      return;
    }
    if (view === undefined) return;
    if (!view) {
      root.replaceChildren();
      return;
    }
    const { ranks, pockets, record } = view;
    const flipped = this.hasAttribute('flip') ? this.getAttribute('flip') !== 'false' : Boolean(record?.flip);
    const bare = this.hasAttribute('bare');
    // The package's board renderer, as the demo page draws with it; its
    // squares are data-board-square here (see attributePrefix).
    if (!this.#board || this.#bare !== bare) {
      this.#board = createBoardView(document.createElement('div'), { attributePrefix: 'board-', coordinates: !bare });
      this.#bare = bare;
    }
    const board = this.#board;
    const check = record ? checkMark(record) : { square: null, state: null };
    board.render({
      board: ranks, whiteBottom: !flipped, lastMove: record ? lastMoveSquares(record) : [],
      check: check.square, checkmate: check.state === 'mate', label: view.fen,
    });
    const svg = board.element;
    const player = (color) => el('div', { class: 'player', part: `player ${color === 'w' ? 'white' : 'black'}` },
      el('span', { part: 'name' }, (color === 'w' ? record?.white : record?.black) ?? (color === 'w' ? 'White' : 'Black')),
      record ? el('span', { class: record.sideToMove === color ? 'clock to-move' : 'clock', part: 'clock' },
        clockFace(color === 'w' ? record.whiteTimeMs : record.blackTimeMs)) : null);
    const pocket = (color) => {
      const held = (color === 'w' ? pockets?.white : pockets?.black) ?? '';
      const list = el('div', { class: 'pocket', part: `pocket ${color === 'w' ? 'white' : 'black'}`, 'data-pocket': held });
      for (const letter of 'PNBRQ') {
        const n = [...held].filter((c) => c === letter).length;
        if (!n) continue;
        list.append(el('div', { class: 'slot', 'data-board-piece': `${color}${letter}`, 'data-count': n, role: 'img',
          'aria-label': `${n} ${color === 'w' ? 'white' : 'black'} ${pieceName(letter)}${n > 1 ? 's' : ''}` },
        pieceElement(`${color}${letter}`, { part: 'piece' }),
          n > 1 ? el('span', { class: 'count', part: 'count' }, String(n)) : null));
      }
      return list;
    };
    svg.classList.toggle('alone', bare || !pockets);
    if (bare) {
      root.replaceChildren(el('div', { class: 'frame' }, svg));
      return;
    }
    const top = flipped ? 'w' : 'b';
    const bottom = flipped ? 'b' : 'w';
    const frame = el('div', { class: 'frame' }, player(top), svg);
    if (pockets) frame.append(el('div', { class: 'pockets' }, pocket(top), pocket(bottom)));
    frame.append(player(bottom));
    root.replaceChildren(frame);
  }
}

if (globalThis.customElements && !customElements.get('style12-board')) customElements.define('style12-board', Style12Board);
