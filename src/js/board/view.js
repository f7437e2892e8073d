// The board, drawn as SVG: squares, pieces, coordinates, the last move, a
// king in check, a selected piece and where it may go. The one renderer of
// the package: <style12-board> draws with it, and so does the demo page.
//
//   import { createBoardView } from 'style12/board';
//   const view = createBoardView(container, { interactive: true, onActivate(square) { ... } });
//   view.render({ board: record.board, whiteBottom: !record.flip, lastMove: ['e2', 'e4'] });
//
// Each square is a group carrying data-square ("e4") and, when a piece
// stands on it, data-piece ("wQ"), so what is drawn can be read back. An
// interactive board is an ARIA grid with one tab stop (a roving tabindex):
// the arrow keys move between squares, Enter or Space activates one, Escape
// is passed on; each square's name says the square and its piece.
import { findCell, neighbour, squareLabel, squaresOf } from './model.js';
import { pieceElement } from './pieces.js';

const SVG = 'http://www.w3.org/2000/svg';
// Square size in SVG units; large so text sizes stay ordinary numbers.
const U = 100;
const KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

function svgElement(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value !== null && value !== undefined && value !== false) node.setAttribute(name, String(value));
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function setChanged(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

// Gradient ids must be unique in their document (a page may hold several boards).
let views = 0;

/**
 * Draws boards into `container` (its children are replaced by the board's
 * <svg>). Options:
 * - `interactive`: squares take focus and report activation (default false:
 *   a picture, role img).
 * - `coordinates`: rank numbers and file letters on the edge squares (default true).
 * - `attributePrefix`: put before the data attribute names ('board-' gives
 *   data-board-square); <style12-board> uses it so a page's own
 *   [data-square] selectors, which pierce open shadow roots in test tools,
 *   find only the page's board.
 * - `onActivate(square, event)`: a click, Enter or Space on a square.
 * - `onEscape(event)`: Escape pressed on the board; return false when it
 *   had nothing to undo, so the key goes on to the page.
 */
export function createBoardView(container, {
  interactive = false, coordinates = true, attributePrefix = '', onActivate = null, onEscape = null,
} = {}) {
  const names = {
    square: `data-${attributePrefix}square`,
    piece: `data-${attributePrefix}piece`,
    dest: `data-${attributePrefix}dest`,
  };
  const glowId = `style12-check-glow-${++views}`;
  const svg = svgElement('svg', { class: 'board-svg', part: 'board', viewBox: `0 0 ${8 * U} ${8 * U}` });
  container.replaceChildren(svg);
  const defs = svgElement('defs', null,
    svgElement('radialGradient', { id: glowId },
      svgElement('stop', { offset: '0%', 'stop-color': '#ff1a1a', 'stop-opacity': '1' }),
      svgElement('stop', { offset: '30%', 'stop-color': '#e60000', 'stop-opacity': '0.85' }),
      svgElement('stop', { offset: '75%', 'stop-color': '#a90000', 'stop-opacity': '0' })));
  // What is on the board now: its layout, and per square the group drawn
  // and what it was drawn from.
  const drawn = { layout: null, squares: null, keys: new Map(), groups: new Map() };
  let rows = squaresOf([]);
  // The square holding the board's one tab stop.
  let cursor = null;

  const squareOf = (node) => node?.closest?.(`[${names.square}]`)?.getAttribute(names.square) ?? null;
  const groupOf = (square) => svg.querySelector(`[${names.square}="${square}"]`);
  const hasFocus = () => svg.contains(svg.getRootNode().activeElement);

  function moveCursor(square, { focus = false } = {}) {
    if (!interactive || !findCell(rows, square)) return;
    groupOf(cursor)?.setAttribute('tabindex', '-1');
    cursor = square;
    const group = groupOf(square);
    group?.setAttribute('tabindex', '0');
    if (focus) group?.focus();
  }

  if (interactive) {
    svg.addEventListener('click', (event) => {
      const square = squareOf(event.target);
      if (!square) return;
      moveCursor(square);
      onActivate?.(square, event);
    });
    svg.addEventListener('keydown', (event) => {
      const square = squareOf(event.target);
      if (!square || event.altKey || event.ctrlKey || event.metaKey) return;
      if (KEYS.has(event.key)) {
        moveCursor(neighbour(rows, square, event.key), { focus: true });
      } else if (event.key === 'Enter' || event.key === ' ') {
        onActivate?.(square, event);
      } else if (event.key === 'Escape') {
        // Escape with nothing to undo is left to the page.
        if (!onEscape || onEscape(event) === false) return;
      } else {
        return;
      }
      // The board's keys stay on the board: a page's own arrow keys (through
      // its lines, say) must not also act.
      event.preventDefault();
      event.stopPropagation();
    });
  }

  /**
   * Draws a position. `board`: rank strings, top rank first, '-' for empty
   * (any size: 8x8, 10x8, ...). `whiteBottom`: orientation. `lastMove`:
   * squares to mark. `check`: the square of a king in check; `checkmate`
   * marks it as mate. `selected`: a square whose piece is picked. `dests`:
   * where it may go, as `{ to, kind }` (kind 'move', 'capture' or 'castle',
   * as board-model's destinationsOf() gives them) or as square names.
   * `label`: what the board's accessible name says after "Board: ".
   * `stale`: draw faded. `focus`: a square to put the tab stop on.
   */
  function render({
    board, whiteBottom = true, lastMove = [], check = null, checkmate = false, selected = null, dests = [],
    label = '', stale = false, focus = null,
  }) {
    const refocus = interactive && hasFocus();
    rows = squaresOf(board, whiteBottom);
    const height = rows.length;
    const width = rows[0].length;
    const targets = new Map(dests.map((d) => (typeof d === 'string' ? [d, { to: d, kind: 'move' }] : [d.to, d])));
    // Set only when changed: setting the same viewBox or class again
    // lays out or restyles the whole board.
    setChanged(svg, 'viewBox', `0 0 ${width * U} ${height * U}`);
    setChanged(svg, 'class', stale ? 'board-svg stale' : 'board-svg');
    setChanged(svg, 'role', interactive ? 'grid' : 'img');
    setChanged(svg, 'aria-label', label ? `Board: ${label}` : 'Board');
    if (!findCell(rows, cursor)) cursor = null;
    cursor = focus && findCell(rows, focus) ? focus : cursor ?? selected ?? rows[height - 1][0].name;

    // Stepping through a game changes a few squares: only those are made
    // again, so a step costs the page little style, layout and paint.
    const layout = `${width}x${height} ${whiteBottom} ${rows[0][0].name}`;
    if (layout !== drawn.layout) {
      drawn.layout = layout;
      drawn.keys = new Map();
      drawn.groups = new Map();
      drawn.squares = svgElement('g', { class: 'rows' });
      const coords = svgElement('g', { class: 'coords', 'aria-hidden': 'true' });
      for (const cells of rows) {
        drawn.squares.append(svgElement('g', {
          class: 'squares', role: interactive ? 'row' : null, 'aria-label': interactive ? `rank ${cells[0].name.slice(1)}` : null,
        }));
        if (!coordinates) continue;
        for (const { name, row, col, light } of cells) {
          // Rank numbers in the left column's corners, files along the bottom.
          const on = light ? 'on-light' : 'on-dark';
          if (col === 0) coords.append(svgElement('text', { x: 5, y: row * U + 22, class: `coord ${on}` }, name.slice(1)));
          if (row === height - 1) coords.append(svgElement('text', { x: (col + 1) * U - 5, y: height * U - 6, class: `coord file ${on}` }, name[0]));
        }
      }
      svg.replaceChildren(defs, drawn.squares, coords);
    }
    rows.forEach((cells, row) => {
      const rank = drawn.squares.children[row];
      for (const cell of cells) {
        const dest = targets.get(cell.name) ?? null;
        const marks = {
          dest, last: lastMove.includes(cell.name), selected: selected === cell.name, check: check === cell.name, checkmate,
        };
        const key = `${cell.code ?? ''}|${cell.letter}|${dest ? dest.kind : ''}|${marks.last}|${marks.selected}|${marks.check}|${checkmate}`;
        if (drawn.keys.get(cell.name) === key) continue;
        const group = squareGroup(cell, marks);
        const old = drawn.groups.get(cell.name);
        if (old) old.replaceWith(group);
        else rank.append(group);
        drawn.keys.set(cell.name, key);
        drawn.groups.set(cell.name, group);
      }
    });
    if (interactive) {
      for (const [name, group] of drawn.groups) {
        const tabindex = name === cursor ? '0' : '-1';
        if (group.getAttribute('tabindex') !== tabindex) group.setAttribute('tabindex', tabindex);
      }
    }
    if (refocus) groupOf(cursor)?.focus();
  }

  // One square: its colour, the marks on it, its piece and, on an
  // interactive board, its name and focus ring.
  function squareGroup({ name, row, col, light, code, letter }, { dest, last, selected: isSelected, check: inCheck, checkmate: mate }) {
    const shade = light ? 'light' : 'dark';
    const cell = { name, row, col, light, code, letter };
    const group = svgElement('g', {
      [names.square]: name,
      [names.piece]: code,
      [names.dest]: dest ? 'true' : null,
      transform: `translate(${col * U} ${row * U})`,
      role: interactive ? 'gridcell' : null,
      tabindex: interactive ? '-1' : null,
      'aria-label': interactive ? squareLabel(cell, { selected: isSelected, dest }) : null,
      'aria-selected': interactive ? String(isSelected) : null,
    }, svgElement('rect', { class: `sq sq-${shade}`, part: `square ${shade}`, width: U, height: U }));
    if (last) group.append(svgElement('rect', { class: 'sq-last', part: 'last', width: U, height: U }));
    if (isSelected) group.append(svgElement('rect', { class: 'sq-selected', width: U, height: U }));
    if (inCheck) {
      group.append(svgElement('rect', { class: mate ? 'sq-check mate' : 'sq-check', width: U, height: U, fill: `url(#${glowId})` }));
    }
    if (code) {
      group.append(pieceElement(code, { width: U, height: U, class: 'piece', part: 'piece' }));
    } else if (letter !== '-') {
      // A letter the board has no drawing for (a variant's piece).
      group.append(svgElement('text', { x: U / 2, y: U * 0.68, class: 'unknown-piece' }, letter));
    }
    if (dest) {
      group.append(dest.kind === 'move'
        ? svgElement('circle', { class: 'dest', cx: U / 2, cy: U / 2, r: U * 0.15 })
        : svgElement('circle', { class: `dest ${dest.kind}`, cx: U / 2, cy: U / 2, r: U / 2 - 5 }));
    }
    if (interactive) group.append(svgElement('rect', { class: 'sq-focus', x: 3, y: 3, width: U - 6, height: U - 6 }));
    return group;
  }

  render({ board: Array(8).fill('--------') });
  return {
    /** The board's <svg>. */
    element: svg,
    render,
    /** Puts the tab stop on a square and focuses it. */
    focus(square = cursor) {
      moveCursor(square, { focus: true });
    },
    /** The square holding the tab stop. */
    get cursor() {
      return cursor;
    },
  };
}
