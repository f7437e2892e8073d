// Go to line: a line number of the input, as the list shows them, to the
// row that holds it. Rows are in line order, so a binary search finds it;
// a number no row holds (a blank line, a bare prompt) goes to the
// nearest row after it, and the answer says so.

/** The first row whose line is `line` or after it; -1 past the end. */
export function rowAtOrAfter(index, line) {
  let lo = 0;
  let hi = index.count - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (index.line(mid) >= line) {
      found = mid;
      hi = mid - 1;
    } else {
      lo = mid + 1;
    }
  }
  return found;
}

/**
 * { row, message } for the text typed: row -1 when there is nothing to go
 * to, with a message that says what was wrong and what is expected.
 */
export function findLine(index, typed) {
  const text = typed.trim();
  if (!index.count) return { row: -1, message: 'No lines yet: open a file or an example first.' };
  const first = index.line(0);
  const last = index.line(index.count - 1);
  const range = `lines ${first}–${last}`;
  if (!/^\d+$/.test(text)) return { row: -1, message: `“${text}” is not a line number: type a number from ${first} to ${last}.` };
  const line = Number(text);
  if (line < first || line > last) return { row: -1, message: `No line ${line}: the input has ${range}.` };
  const row = rowAtOrAfter(index, line);
  const shown = index.line(row);
  return { row, message: shown === line ? `Line ${line}.` : `Line ${line} has no row (blank, or only a prompt); showing line ${shown}, the next one.` };
}

/** The form: Enter goes; `g` or Ctrl+G focuses the box. */
export function bindGoToLine({ form, input, status }, { getIndex, onRow }) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const { row, message } = findLine(getIndex(), input.value);
    status.textContent = message;
    status.dataset.state = row < 0 ? 'error' : 'ok';
    input.setAttribute('aria-invalid', String(row < 0));
    if (row >= 0) onRow(row);
  });
  input.addEventListener('input', () => {
    input.removeAttribute('aria-invalid');
    status.textContent = '';
  });
  return {
    focus() {
      input.focus();
      input.select();
    },
  };
}
