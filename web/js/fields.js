// The "Fields" panel: the selected line as sent, its tokens, and a table
// with one row per field, the faulty one marked aria-invalid.

import { h, replace } from './dom.js';
import { holdingsRows, style12Rows } from './decode.js';

function rawLine(line, rows, badField) {
  // Show what was sent token by token; the faulty token is marked.
  const pre = h('pre', { class: 'raw-line', 'aria-label': 'The line as sent' });
  const tokens = rows.filter((r) => r.token).map((r) => ({ ...r.token, n: r.n }));
  const code = h('code');
  const tag = tokens[0];
  const textBefore = tag ? line.slice(0, line.indexOf(tag.text)) : line;
  if (textBefore) code.append(h('span', { class: 'raw-prefix' }, textBefore));
  tokens.forEach((token, i) => {
    if (i) code.append(' ');
    code.append(h('span', { class: token.n === badField ? 'raw-token bad' : 'raw-token', 'data-raw-field': token.n }, token.text));
  });
  if (badField && !tokens.some((t) => t.n === badField)) {
    code.append(' ', h('span', { class: 'raw-token missing', title: 'a field is missing here' }, '⟂'));
  }
  pre.append(code);
  return pre;
}

function errorBox(error) {
  const where = [
    error.field ? `field ${error.field}${error.fieldName ? ` (${error.fieldName})` : ''}` : null,
    error.column !== null && error.column !== undefined ? `column ${error.column}` : null,
  ].filter(Boolean).join(' · ');
  return h('div', { class: 'error-box' },
    h('p', { class: 'error-head' }, h('span', { class: 'code-chip' }, error.code), where ? ` ${where}` : ''),
    h('p', { class: 'error-message' }, error.message));
}

function table(rows, error, caption, truncated = false) {
  const body = h('tbody');
  for (const row of rows) {
    const invalid = error && error.field === row.n;
    const tr = h('tr', { 'data-field': row.n, 'data-key': row.key, class: invalid ? 'invalid' : null, 'aria-invalid': invalid ? 'true' : null });
    const raw = row.token
      ? h('code', { class: 'raw' }, row.token.text)
      : h('span', { class: 'absent' }, 'missing');
    const meaning = invalid
      ? h('td', { class: 'meaning' }, h('strong', { class: 'error-text' }, error.message))
      : h('td', { class: 'meaning' }, row.token ? row.meaning
        : h('span', { class: 'absent' }, truncated ? 'cut off: the server ended the line early' : 'not sent'));
    tr.append(
      h('td', { class: 'num' }, String(row.n)),
      h('th', { scope: 'row', class: 'name' }, row.label, row.key !== 'board' && row.key !== 'tag' && row.key !== 'extra'
        ? h('span', { class: 'key' }, row.key) : null),
      h('td', { class: 'rawcell' }, raw),
      meaning,
    );
    body.append(tr);
  }
  return h('table', { class: 'fields' },
    h('caption', { class: 'visually-hidden' }, caption),
    h('thead', null, h('tr', null,
      h('th', { scope: 'col', class: 'num' }, '#'),
      h('th', { scope: 'col' }, 'Field'),
      h('th', { scope: 'col' }, 'Raw'),
      h('th', { scope: 'col' }, 'Meaning'))),
    body);
}

function note(text) {
  return h('p', { class: 'empty-note' }, text);
}

// selection: { item, line } from the app; item.event is a stream event.
export function renderFields(root, meta, selection) {
  if (!selection) {
    replace(meta, 'No line selected');
    replace(root, note('Paste a <12> line above, pick an example, or open a log file.'));
    return;
  }
  const { item, line } = selection;
  const { event } = item;
  const lineLabel = `Line ${event.line}`;
  if (event.type === 'style12' || (event.type === 'error' && line.includes('<12>'))) {
    const record = event.type === 'style12' ? event.record : null;
    const error = event.type === 'error' ? event.error : null;
    const rows = style12Rows(line.includes('<12>') ? line : '', record) ?? [];
    replace(meta, `${lineLabel} · board line`, record ? ` · game ${record.gameNumber}` : '',
      record?.truncated ? ' · cut short by the server' : '');
    replace(root, rawLine(line, rows, error?.field ?? null), error ? errorBox(error) : null,
      h('div', { class: 'table-wrap' }, table(rows, error, `Fields of line ${event.line}`, Boolean(record?.truncated))));
    return;
  }
  if (event.type === 'holdings' || (event.type === 'error' && line.includes('<b1>'))) {
    const record = event.type === 'holdings' ? event.record : null;
    const error = event.type === 'error' ? event.error : null;
    const rows = holdingsRows(line, record) ?? [];
    replace(meta, `${lineLabel} · holdings line`, record ? ` · game ${record.gameNumber}` : '');
    replace(root, rawLine(line, rows, error?.field ?? null), error ? errorBox(error) : null,
      h('div', { class: 'table-wrap' }, table(rows, error, `Fields of line ${event.line}`)));
    return;
  }
  if (event.type === 'error') {
    replace(meta, `${lineLabel} · could not be read`);
    replace(root, h('pre', { class: 'raw-line' }, h('code', null, line)), errorBox(event.error));
    return;
  }
  if (event.type === 'gameEnd') {
    replace(meta, `${lineLabel} · game end`);
    replace(root, h('pre', { class: 'raw-line' }, h('code', null, line)),
      note(`Game ${event.gameNumber} (${event.white} vs. ${event.black}) ended: ${event.reason}. Result ${event.result}.`));
    return;
  }
  replace(meta, `${lineLabel} · server text`);
  replace(root, h('pre', { class: 'raw-line' }, h('code', null, event.text ?? line)),
    note('Not a board line: the server sent this as text. The position shown is the last one before it.'));
}
