// Copy of lines as text: the selected one, a range of line numbers (typed,
// or chosen in the list with shift and a click or the arrow keys), or the
// lines the list shows through its filters. The worker holds the text and
// gives it (see copyLines in index-worker.js); the clipboard gets it, and
// the status says what went there, or that the browser refused.

import { plural } from './format.js';
import { replace } from './dom.js';

const STATUS_MS = 4000;

/**
 * ui: { list, line, range, from, to, shown, status } elements; source: {
 * index(), selectedLine(), shownLines() } of the page. Returns {
 * selected(line) }, told each line the page shows.
 */
export function bindCopyLines(ui, source) {
  let timer = null;

  function say(text) {
    clearTimeout(timer);
    replace(ui.status, text);
    timer = setTimeout(() => replace(ui.status), STATUS_MS);
  }

  async function copy(request, what) {
    const index = source.index();
    let answer;
    try {
      answer = await index.request({ type: 'copyLines', ...request });
    } catch (error) {
      say(`Could not read the lines: ${error.message}`);
      return;
    }
    if (!answer.count) {
      say('No such lines.');
      return;
    }
    try {
      await navigator.clipboard.writeText(answer.text);
      say(`Copied ${typeof what === 'function' ? what(answer.count) : what}.`);
    } catch {
      say('The browser did not allow the copy.');
    }
  }

  ui.line.addEventListener('click', () => {
    const line = source.selectedLine();
    if (line === null) say('No line selected.');
    else copy({ numbers: [line] }, `line ${line}`);
  });

  // The range opens on the selected line.
  ui.range.addEventListener('toggle', () => {
    if (!ui.range.open) return;
    const line = source.selectedLine();
    if (line !== null && !ui.from.value) ui.from.value = String(line);
    if (line !== null && !ui.to.value) ui.to.value = String(line);
  });

  ui.range.querySelector('form').addEventListener('submit', (event) => {
    event.preventDefault();
    const from = Number(ui.from.value);
    const to = Number(ui.to.value);
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from) {
      say('Give a first line of 1 or more and a last line at or after it.');
      return;
    }
    // The worker stops at the last line there is.
    copy({ from, to }, (count) => (count > 1 ? `lines ${from} to ${from + count - 1}` : `line ${from}`));
  });

  // A selection made with shift held extends a range from the line
  // selected before it, as in a file manager.
  const EXTENDING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);
  let extending = false;
  let anchor = null;
  let last = null;
  document.addEventListener('keydown', (event) => {
    extending = event.shiftKey && EXTENDING_KEYS.has(event.key) && ui.list.contains(event.target);
  }, { capture: true });
  document.addEventListener('pointerdown', (event) => {
    extending = event.shiftKey && ui.list.contains(event.target);
  }, { capture: true });

  function selected(line) {
    if (line === last) return;
    last = line;
    if (!extending || anchor === null || line === null) {
      anchor = line;
      return;
    }
    ui.from.value = String(Math.min(anchor, line));
    ui.to.value = String(Math.max(anchor, line));
    ui.range.open = true;
    say(`Lines ${ui.from.value} to ${ui.to.value} chosen: Copy copies them.`);
  }

  ui.shown.addEventListener('click', () => {
    const lines = source.shownLines();
    if (!lines.length) say('The list shows no lines.');
    else copy({ numbers: lines }, `the ${plural(lines.length, 'line')} shown`);
  });

  return { selected };
}
