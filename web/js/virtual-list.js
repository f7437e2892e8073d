// A listbox of any length in which only the rows in sight exist: rows of
// one height, drawn again as the list scrolls. The selection is a position
// in the list; the caller maps positions to its own rows and draws each
// row. Sizes go through a constructed stylesheet of the list's own (the
// page's Content Security Policy allows no style attributes).

import { h } from './dom.js';

let lists = 0;

// Rows drawn beyond the ends of the view, as a height: a list of tall rows
// (the games, with their thumbnails) draws fewer of them.
const OVERSCAN_PX = 312;

// role: 'option' (a listbox whose rows are selected by click and keys) or
// 'listitem' (a list whose rows hold their own controls).
export function createVirtualList(root, { rowHeight, renderRow, onSelect = () => {}, role = 'option' }) {
  const selectable = role === 'option';
  const overscan = Math.max(2, Math.ceil(OVERSCAN_PX / rowHeight));
  const name = `vlist-${++lists}`;
  root.dataset.vlist = name;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`[data-vlist="${name}"] > .vlist-spacer { height: 0px; }\n[data-vlist="${name}"] .vlist-window { transform: translateY(0px); }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const spacerRule = sheet.cssRules[0].style;
  const windowRule = sheet.cssRules[1].style;
  const rowsWindow = h('div', { class: 'vlist-window', role: 'presentation' });
  const spacer = h('div', { class: 'vlist-spacer', role: 'presentation' }, rowsWindow);
  root.replaceChildren(spacer);
  let count = 0;
  let selected = -1;
  let drawnFrom = 0;
  let drawnTo = 0;
  const drawn = new Map();   // position -> element
  let frame = 0;
  // Where the list is scrolled and how tall it is, as the scroll events and
  // the resize observer last said, and as reveal() sets it: drawing never
  // asks the layout, which the rows added since the last frame would make
  // the browser compute twice a frame (once here, once to paint).
  let viewTop = root.scrollTop;
  let viewHeight = root.clientHeight;

  function schedule() {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      draw();
    });
  }

  // The rows in sight, changed at the ends only: a step of the selection
  // or a little scroll adds and removes a row or two, not all of them.
  // A rule of the list's sheet is set only when its value changes: any
  // change to a sheet restyles the page.
  let spacerHeight = -1;
  function sizeSpacer() {
    if (spacerHeight !== count * rowHeight) {
      spacerHeight = count * rowHeight;
      spacerRule.height = `${spacerHeight}px`;
    }
  }
  function draw() {
    sizeSpacer();
    const top = viewTop;
    const height = viewHeight || rowHeight * 20;
    const inSight = [Math.max(0, Math.floor(top / rowHeight)), Math.min(count, Math.ceil((top + height) / rowHeight))];
    let from = Math.max(0, inSight[0] - overscan);
    let to = Math.min(count, inSight[1] + overscan);
    // A list drawn afresh (a new input, a jump) makes the rows in sight in
    // this frame and those beyond its ends in the next: making them all at
    // once is the longest frame a large file's first rows give.
    const kept = [...drawn.keys()].filter((position) => position >= inSight[0] && position < inSight[1]).length;
    if (kept === 0 && to - from > inSight[1] - inSight[0]) {
      [from, to] = inSight;
      requestAnimationFrame(() => setTimeout(schedule, 0));
    }
    for (const [position, element] of drawn) {
      if (position < from || position >= to) {
        element.remove();
        drawn.delete(position);
      }
    }
    const make = (position) => {
      const element = renderRow(position);
      element.setAttribute('role', role);
      element.dataset.position = String(position);
      if (selectable) element.setAttribute('aria-selected', position === selected ? 'true' : 'false');
      drawn.set(position, element);
      return element;
    };
    if (drawn.size === 0) {
      rowsWindow.replaceChildren();
      const rows = [];
      for (let position = from; position < to; position++) rows.push(make(position));
      rowsWindow.append(...rows);
    } else {
      const first = Math.min(...drawn.keys());
      const last = Math.max(...drawn.keys());
      const before = [];
      for (let position = from; position < first; position++) before.push(make(position));
      if (before.length) rowsWindow.prepend(...before);
      const after = [];
      for (let position = last + 1; position < to; position++) after.push(make(position));
      if (after.length) rowsWindow.append(...after);
    }
    if (from !== drawnFrom) windowRule.transform = `translateY(${from * rowHeight}px)`;
    drawnFrom = from;
    drawnTo = to;
    if (!selectable) return;
    const active = drawn.get(selected);
    if (active) root.setAttribute('aria-activedescendant', active.id);
    else root.removeAttribute('aria-activedescendant');
  }

  function reveal(position) {
    const top = position * rowHeight;
    const bottom = top + rowHeight;
    let to = null;
    if (top < viewTop) to = top;
    else if (bottom > viewTop + viewHeight) to = Math.max(0, bottom - viewHeight);
    if (to === null) return;
    sizeSpacer();
    root.scrollTop = viewTop = to;
  }

  function select(position, { notify = true, scroll = true } = {}) {
    if (count === 0) position = -1;
    else position = Math.max(0, Math.min(count - 1, position));
    drawn.get(selected)?.setAttribute('aria-selected', 'false');
    selected = position;
    drawn.get(selected)?.setAttribute('aria-selected', 'true');
    if (position >= 0 && scroll) reveal(position);
    draw();
    if (notify && position >= 0) onSelect(position);
  }

  root.addEventListener('scroll', () => {
    viewTop = root.scrollTop;
    schedule();
  }, { passive: true });
  // Called once the page is laid out: its size is known without a cost.
  new ResizeObserver(() => {
    viewHeight = root.clientHeight;
    schedule();
  }).observe(root);

  if (selectable) root.addEventListener('click', (event) => {
    const element = event.target.closest('[data-position]');
    if (element) select(Number(element.dataset.position), { scroll: false });
  });

  if (selectable) root.addEventListener('keydown', (event) => {
    if (count === 0) return;
    const page = Math.max(1, Math.floor(viewHeight / rowHeight) - 1);
    const moves = {
      ArrowDown: selected + 1, ArrowUp: selected < 0 ? count - 1 : selected - 1, Home: 0, End: count - 1,
      PageDown: selected + page, PageUp: selected - page,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation();
    select(moves[event.key]);
  });

  return {
    /** The list now has n rows; rows from `changedFrom` on are drawn again. */
    setCount(n, { changedFrom = n } = {}) {
      count = n;
      for (const [position, element] of [...drawn]) {
        if (position >= changedFrom || position >= n) {
          element.remove();
          drawn.delete(position);
        }
      }
      if (selected >= count) selected = count - 1;
      // Sized now, not at the next frame: a select() that follows scrolls
      // to its row, which a list still sized for fewer rows would cut short.
      sizeSpacer();
      schedule();
    },
    /** Everything drawn again (a filter changed). */
    redraw() {
      drawn.clear();
      draw();
    },
    select,
    selected: () => selected,
    count: () => count,
    drawnRange: () => [drawnFrom, drawnTo],
    element: (position) => drawn.get(position) ?? null,
    rows: () => [...drawn.values()],
  };
}
