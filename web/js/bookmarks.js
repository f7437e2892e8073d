// Bookmarks: lines the user marked, kept in this browser's storage under
// the input's name (a file's name, an example), so they come back with
// the same input after a reload. Kept as line numbers: rows are numbered
// afresh each time an input is read. A bookmarked line is marked in the
// list too: its row carries a mark a screen reader reads with the row,
// put on each row as the virtual list draws it.

import { h, replace } from './dom.js';
import { KIND, KIND_LABELS } from './row-summary.js';
import { rowAtOrAfter } from './go-to-line.js';

const PREFIX = 'style12.bookmarks:';

function loadLines(name) {
  try {
    const lines = JSON.parse(localStorage.getItem(PREFIX + name) ?? '[]');
    return Array.isArray(lines) ? lines.filter((n) => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];  // storage off, or a value this page did not write
  }
}

function saveLines(name, lines) {
  try {
    if (lines.length) localStorage.setItem(PREFIX + name, JSON.stringify(lines));
    else localStorage.removeItem(PREFIX + name);
    return true;
  } catch {
    return false;
  }
}

function summary(index, row) {
  const kind = index.kind(row);
  const number = index.gameNumber(row);
  const parts = [KIND_LABELS[kind]];
  if (kind === KIND.style12) parts.push(`#${number} ${index.move(row)} ${index.text(row)}`);
  else if (kind === KIND.error) parts.push(`${index.move(row)} ${index.text(row)}`);
  else parts.push(index.text(row));
  return parts.join(' · ');
}

// The mark on a row of the lines list: a ribbon to the eye, a word to a
// screen reader (read first, with the row's own text).
function markRow(element, marked) {
  const mark = element.querySelector(':scope > .log-bookmark');
  element.classList.toggle('bookmarked', marked);
  if (marked && !mark) element.prepend(h('span', { class: 'log-bookmark', title: 'Bookmarked' }, h('span', { class: 'visually-hidden' }, 'bookmarked, ')));
  else if (!marked && mark) mark.remove();
}

export function createBookmarks({ toggle, list, count, status, rows }, { getIndex, getSelectedRow, onRow }) {
  let name = null;
  let lines = [];
  let marked = new Set();
  let markedSession = null;   // the input whose lines `marked` holds

  const isMarked = (element) => marked.has(Number(element.dataset.line));

  // Rows come and go as the list scrolls: each one drawn is marked as it
  // comes, so a bookmarked line keeps its mark when drawn again.
  new MutationObserver((records) => {
    // A new input's rows, drawn before its bookmarks are read, are not
    // marked with the last input's.
    if (!marked.size || getIndex().session !== markedSession) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE && node.classList.contains('log-item') && isMarked(node)) markRow(node, true);
      }
    }
  }).observe(rows, { childList: true, subtree: true });

  function markRows() {
    marked = new Set(lines);
    markedSession = getIndex().session;
    for (const element of rows.querySelectorAll('.log-item')) markRow(element, isMarked(element));
  }

  function rowOf(line) {
    const index = getIndex();
    const row = rowAtOrAfter(index, line);
    return row >= 0 && index.line(row) === line ? row : -1;
  }

  function render() {
    const index = getIndex();
    replace(count, lines.length ? `(${lines.length})` : '');
    replace(list, ...lines.map((line) => {
      const row = rowOf(line);
      return h('li', null, h('button', { type: 'button', class: 'bookmark', 'data-line': line, disabled: row < 0 },
        h('span', { class: 'bookmark-line' }, String(line)), ' ',
        h('span', { class: 'bookmark-text' }, row < 0 ? 'not read yet' : summary(index, row))));
    }));
    if (!lines.length) list.append(h('li', { class: 'bookmark-none' }, 'None yet: b marks the selected line.'));
    markRows();
    updateToggle();
  }

  function updateToggle() {
    const row = getSelectedRow();
    const index = getIndex();
    const marked = row >= 0 && row < index.count && lines.includes(index.line(row));
    toggle.setAttribute('aria-pressed', String(marked));
    toggle.disabled = row < 0;
  }

  function step(direction) {
    const index = getIndex();
    const row = getSelectedRow();
    const here = row >= 0 ? index.line(row) : 0;
    const there = direction > 0 ? lines.find((n) => n > here) ?? lines[0] : [...lines].reverse().find((n) => n < here) ?? lines.at(-1);
    const target = there === undefined ? -1 : rowOf(there);
    if (target >= 0) onRow(target);
    status.textContent = target >= 0 ? `Bookmark: line ${there}.` : 'No bookmarks in this input.';
  }

  list.addEventListener('click', (event) => {
    const button = event.target.closest('[data-line]');
    if (!button) return;
    const row = rowOf(Number(button.dataset.line));
    if (row >= 0) onRow(row);
    // The list lies over the lines: it folds once one is chosen.
    const panel = list.closest('details');
    if (panel) panel.open = false;
  });
  toggle.addEventListener('click', () => api.toggle());

  const api = {
    /** The input read now, by its name (null: an input with none, as typed text): its own bookmarks. */
    useInput(inputName) {
      name = inputName;
      lines = name ? loadLines(name) : [];
      render();
    },
    toggle() {
      const row = getSelectedRow();
      if (row < 0) return;
      const line = getIndex().line(row);
      const had = lines.includes(line);
      lines = had ? lines.filter((n) => n !== line) : [...lines, line].sort((a, b) => a - b);
      const kept = name ? saveLines(name, lines) : false;
      status.textContent = `${had ? 'Removed the bookmark on' : 'Bookmarked'} line ${line}${kept ? '' : ' (not kept after a reload: this input has no name, or storage is off)'}.`;
      render();
    },
    next: () => step(1),
    previous: () => step(-1),
    selected: updateToggle,
    lines: () => [...lines],
  };
  return api;
}
