// The Lines list: every line of the session as the index has it, through
// the filters (one game, boards only, problems only, server text shown or
// not, a search), drawn virtually. Positions in the list map to rows of
// the index.

import { h } from './dom.js';
import { createVirtualList } from './virtual-list.js';
import { FLAG, KIND, KIND_LABELS, KIND_NAMES, splitCodes } from './row-summary.js';

export const ROW_HEIGHT = 26;

// The filter menu's choices as the no-match message names them.
const SHOW_NAMES = { all: 'all lines', boards: 'boards only', problems: 'errors and anomalies', game: 'this game only' };

const clock = (ms) => {
  const d = new Date(ms);
  const two = (n) => String(n).padStart(2, '0');
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`;
};

/** A gap in words as short as a row allows: +0.412 s, +12.0 s, +3:05. */
function gapText(ms) {
  if (ms < 10_000) return `+${(ms / 1000).toFixed(3)} s`;
  if (ms < 60_000) return `+${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `+${minutes}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
}

// The time since the row before that has a time (the gap a debugging user
// looks for), with the time of day in full on hover and for screen readers.
function timeCell(index, row) {
  const at = index.time(row);
  if (at === null) return h('span', { class: 'log-time' });
  let before = row - 1;
  while (before >= 0 && index.time(before) === null && row - before < 64) before--;
  const previous = before >= 0 ? index.time(before) : null;
  const label = previous === null ? clock(at) : gapText(Math.max(0, at - previous));
  return h('span', { class: 'log-time', title: clock(at), 'aria-label': `at ${clock(at)}` }, label);
}

export function createLinesView(root, { index, onSelect, onChange }) {
  const filter = { show: 'all', game: null, text: true, search: '' };
  // The rows the filters let through, in order; null when they let all.
  let view = null;
  let viewLength = 0;
  let selectedRow = -1;
  // A search asked of the worker and not yet answered: the list keeps what
  // it shows until the answer comes, and new rows wait for it.
  let asked = 0;
  let pending = false;
  // Said in the list's place when the filters let nothing through.
  const empty = h('p', { class: 'log-empty', id: 'log-empty', role: 'status', hidden: '' });
  root.before(empty);

  function passes(row) {
    const kind = index.kind(row);
    if (!filter.text && kind === KIND.text) return false;
    if (filter.show === 'boards' && kind !== KIND.style12) return false;
    if (filter.show === 'problems' && !(index.flag(row) & FLAG.problem)) return false;
    if (filter.show === 'game' && filter.game !== null && index.game(row) !== filter.game) return false;
    if (filter.search) {
      const needle = filter.search;
      if (!index.text(row).toLowerCase().includes(needle) && !index.move(row).toLowerCase().includes(needle)
        && String(index.line(row)) !== needle) return false;
    }
    return true;
  }

  const everything = () => filter.show === 'all' && filter.text && !filter.search;

  function rowAt(position) {
    return view === null ? position : view[position];
  }

  function positionOf(row) {
    if (view === null) return row < index.count ? row : -1;
    let lo = 0;
    let hi = viewLength - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (view[mid] === row) return mid;
      if (view[mid] < row) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  function renderRow(position) {
    const row = rowAt(position);
    const kind = index.kind(row);
    const name = KIND_NAMES[kind];
    const number = index.gameNumber(row);
    const flags = index.flag(row);
    const text = [];
    if (kind === KIND.style12) {
      // A board with anomalies says which, before the players' names.
      const [codes, names] = flags & FLAG.anomaly ? splitCodes(index.text(row)) : ['', index.text(row)];
      text.push(h('span', { class: 'log-game' }, `#${number}`), ' ', h('span', { class: 'log-move' }, index.move(row)), ' ',
        codes ? [h('span', { class: 'log-code' }, codes), ' '] : null, h('span', { class: 'log-names' }, names));
    } else if (kind === KIND.error) {
      text.push(h('span', { class: 'log-code' }, index.move(row)), ' ', index.text(row));
    } else if (kind === KIND.text) {
      text.push(index.text(row));
    } else if (kind === KIND.sent) {
      text.push(h('span', { class: 'log-sent' }, index.text(row)));
    } else {
      text.push(h('span', { class: 'log-game' }, `#${number}`), ` ${index.text(row)}`);
    }
    const sent = kind === KIND.sent;
    return h('div', {
      id: `line-item-${row}`,
      'data-index': row,
      'data-line': index.line(row),
      class: `log-item kind-${name}${flags & FLAG.anomaly ? ' has-anomaly' : ''}${index.hasTimes ? ' has-time' : ''}`,
    },
    // A line sent has no number among the server's lines: an arrow says
    // which way it went.
    h('span', { class: 'log-line' }, sent ? '→' : String(index.line(row))),
    h('span', { class: 'log-kind' }, KIND_LABELS[kind]),
    h('span', { class: 'log-text' }, text),
    index.hasTimes ? timeCell(index, row) : null);
  }

  const list = createVirtualList(root, {
    rowHeight: ROW_HEIGHT,
    renderRow,
    onSelect: (position) => {
      selectedRow = rowAt(position);
      onSelect(selectedRow);
    },
  });

  // A search runs in the worker, which holds every row's text: scanning a
  // million rows here would block the page. The kind and game filters
  // read the flat arrays, a few milliseconds even then.
  function rebuild() {
    const token = ++asked;
    if (filter.search) {
      pending = true;
      const session = index.session;
      index.filterRows({ ...filter }).then(({ rows, upTo }) => {
        if (token !== asked || session !== index.session) return;
        pending = false;
        view = rows.length ? rows : new Int32Array(1024);
        viewLength = rows.length;
        appendPassing(upTo, index.count);
        shown();
      }, () => {
        if (token === asked) pending = false;
      });
      return;
    }
    pending = false;
    if (everything()) {
      view = null;
      viewLength = index.count;
    } else {
      view = new Int32Array(Math.max(1024, index.count));
      viewLength = 0;
      for (let row = 0; row < index.count; row++) if (passes(row)) view[viewLength++] = row;
    }
    shown();
  }

  // The view rebuilt: the list redrawn with the selected line kept and in
  // sight (or the nearest line before it the filters let through).
  function shown() {
    list.setCount(viewLength, { changedFrom: 0 });
    const position = selectedRow >= 0 ? positionOf(selectedRow) : -1;
    list.select(position >= 0 ? position : (selectedRow >= 0 && viewLength ? nearestPosition(selectedRow) : -1),
      { notify: false, scroll: true });
    changed();
  }

  function appendPassing(from, to) {
    for (let row = from; row < to; row++) {
      if (!passes(row)) continue;
      if (viewLength === view.length) {
        const grown = new Int32Array(view.length * 2);
        grown.set(view);
        view = grown;
      }
      view[viewLength++] = row;
    }
  }

  function describeEmpty() {
    const within = filter.show === 'all' ? '' : ` in ${SHOW_NAMES[filter.show]}`;
    const hidden = filter.text ? '' : ' (server text hidden)';
    return filter.search ? `No line matches “${filter.search}”${within}${hidden}.` : `No line to show${within}${hidden}.`;
  }

  function changed() {
    const nothing = viewLength === 0 && index.count > 0 && !pending;
    empty.hidden = !nothing;
    empty.textContent = nothing ? describeEmpty() : '';
    onChange?.();
  }

  // The position of a row, or of the nearest row before it the filters let
  // through.
  function nearestPosition(row) {
    if (view === null) return Math.min(row, viewLength - 1);
    let lo = 0;
    let hi = viewLength - 1;
    let found = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (view[mid] <= row) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  return {
    reset() {
      view = everything() ? null : new Int32Array(1024);
      viewLength = 0;
      selectedRow = -1;
      asked++;
      pending = false;
      list.setCount(0, { changedFrom: 0 });
      list.select(-1, { notify: false });
      changed();
    },
    /** Rows from..to of the index are new: only they are filtered. */
    added(from, to) {
      // A search under way in the worker covers them when it answers.
      if (pending) return;
      const before = viewLength;
      if (view === null) viewLength = to;
      else appendPassing(from, to);
      list.setCount(viewLength, { changedFrom: before });
      if (before === 0 || viewLength === 0) changed();
    },
    setFilter(change) {
      Object.assign(filter, change);
      if (filter.search) filter.search = filter.search.toLowerCase();
      rebuild();
    },
    filter: () => ({ ...filter }),
    /** Selects a row (showing all lines when the filters hide it). */
    selectRow(row, { notify = true } = {}) {
      let position = positionOf(row);
      if (position < 0) {
        // The filters are dropped, and the page's controls say so (onChange).
        Object.assign(filter, { show: 'all', text: true, search: '' });
        selectedRow = row;
        rebuild();
        position = positionOf(row);
      }
      selectedRow = row;
      list.select(position, { notify });
    },
    /** The next row after the selected one that passes `test`. */
    findNext(test, { from = selectedRow, backwards = false } = {}) {
      if (backwards) {
        for (let row = from - 1; row >= 0; row--) if (test(row)) return row;
      } else {
        for (let row = from + 1; row < index.count; row++) if (test(row)) return row;
      }
      return -1;
    },
    moveSelection(step) {
      const position = list.selected();
      list.select(position < 0 ? (step > 0 ? 0 : viewLength - 1) : position + step);
    },
    /** The rows before and after the selected one in the list as filtered (null at an end). */
    neighbours() {
      const position = list.selected();
      if (position < 0) return [];
      return [position - 1, position + 1].map((p) => (p >= 0 && p < viewLength ? rowAt(p) : null));
    },
    selectedRow: () => selectedRow,
    /** The rows the list shows, in order. */
    shownRows: () => (view === null ? Array.from({ length: viewLength }, (_, i) => i) : Array.from(view.subarray(0, viewLength))),
    length: () => viewLength,
    /** Whether the filters let every line through. */
    unfiltered: everything,
    /** Whether a search is waiting for the worker's answer. */
    searching: () => pending,
    focus: () => root.focus(),
  };
}
