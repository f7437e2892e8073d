// The "Fields" panel: the selected line as sent, its tokens, and a table
// with one row per field. What each field is, says and gets wrong comes
// from the core (describeStyle12 / describeHoldings); this file only lays
// it out, the faulty fields marked aria-invalid.

import { h, morph, replace, update } from './dom.js';
import { byteName } from './bytes-view.js';
import { accusedFields, problemsOf, problemsSummary } from './line-problems.js';

// Labels for people, by the record's field names.
const LABELS = {
  tag: 'Tag', sideToMove: 'Side to move', doublePushFile: 'Double pawn push',
  'castling.whiteShort': 'White O-O right', 'castling.whiteLong': 'White O-O-O right',
  'castling.blackShort': 'Black O-O right', 'castling.blackLong': 'Black O-O-O right',
  halfmoveClock: 'Irreversible count', gameNumber: 'Game number', white: 'White', black: 'Black',
  relation: 'Relation', initialTime: 'Initial time', increment: 'Increment', whiteStrength: 'White material',
  blackStrength: 'Black material', whiteTime: 'White clock', blackTime: 'Black clock', moveNumber: 'Move number',
  lastMove: 'Last move', lastMoveTime: 'Time taken', lastMoveSan: 'Last move (SAN)', flip: 'Flip',
  clockTicking: 'Clock ticking', lagMs: 'Lag',
};
const HOLDINGS_LABELS = ['Tag', 'Keyword', 'Game number', 'Keyword', 'White holds', 'Keyword', 'Black holds', 'Passed marker', 'Passed piece'];

/** A field's name for people (the table's, and the comparison's of two boards). */
export function label(field, holdings, extraIndex) {
  if (holdings) return HOLDINGS_LABELS[field.field - 1] ?? 'Extra';
  if (field.name === 'board') return `Rank ${field.rank}`;
  if (field.name === 'extra') return `Extra ${extraIndex}`;
  return LABELS[field.name] ?? field.name;
}

// Control bytes by their names (CR, NAK), as the bytes view names them:
// a font shows most of them as a blank box or not at all.
function visible(text) {
  if (!/[\u0000-\u001f\u007f]/.test(text)) return text;
  return [...text].map((c) => {
    const name = byteName(c.charCodeAt(0));
    return name ? h('abbr', { class: 'byte-control', title: `0x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` }, name) : c;
  });
}

// The line as sent, each field where it stands in it: the field where
// reading failed marked bad, the fields an anomaly accuses marked
// suspect, and a parse error's column marked when no field holds it.
function rawLine(line, description, accused, lineError) {
  const code = h('code');
  const error = description.error;
  let markedBad = false;
  let at = 0;
  const column = lineError?.column ?? error?.column ?? null;
  // Plain text between fields, the error's column marked in it.
  const plain = (from, to, cls = null) => {
    if (from >= to) return;
    if (column !== null && column >= from && column < to && !markedBad) {
      plain(from, column, cls);
      code.append(h('mark', { class: 'raw-column', title: `column ${column}: ${(lineError ?? error).code}` }, visible(line[column])));
      markedBad = true;
      plain(column + 1, to, cls);
      return;
    }
    code.append(...[cls ? h('span', { class: cls }, visible(line.slice(from, to))) : visible(line.slice(from, to))].flat());
  };
  description.fields.forEach((field, index) => {
    const start = field.column;
    if (field.text === null || start === null || start < at || line.slice(start, start + field.text.length) !== field.text) return;
    plain(at, start, at === 0 ? 'raw-prefix' : null);
    const bad = isTheError(field, description);
    const suspect = !bad && accused.has(field.field);
    markedBad = markedBad || bad;
    code.append(h('span', {
      class: bad ? 'raw-token bad' : suspect ? 'raw-token suspect' : 'raw-token', 'data-raw-field': field.field, 'data-index': index,
      title: bad ? `field ${field.field}: ${error.code}` : suspect ? `field ${field.field}: an anomaly names it` : null,
    }, visible(field.text)));
    at = start + field.text.length;
  });
  plain(at, line.length);
  // An error past the end of the line: a field is missing there.
  if (error && !markedBad && (column !== null || error.field)) code.append(' ', h('span', { class: 'raw-token missing', title: 'a field is missing here' }, '⟂'));
  // Focusable: a long line scrolls in its box.
  return h('pre', { class: 'raw-line', tabindex: '0' }, h('span', { class: 'visually-hidden' }, 'The line as sent: '), code);
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

// The field where reading the line failed, as the parser says: the one
// marked invalid. Fields after it that read badly on their own too are
// shown with their fault, but the line's error is this one.
function isTheError(field, description) {
  const e = description.error;
  return field.state === 'bad' && e !== null && field.error !== null &&
    field.error.code === e.code && field.error.field === e.field && field.error.column === e.column;
}

// The anomalies of a field: the line's own (describe marks the field
// 'suspect') and those its game's stream found (a halfmove clock or a move
// number that does not follow, a clock that moved too far).
function anomaliesOf(field, anomalies) {
  const found = [];
  if (field.anomaly) found.push(field.anomaly);
  for (const a of anomalies ?? []) {
    if (a.field === field.field && !found.some((b) => b.code === a.code)) found.push(a);
  }
  return found;
}

// One row of the table, and the key it was made from: a row whose key has
// not changed is left as it is when the next line is shown.
function fieldRow(field, { description, holdings, truncated, anomalies, extras }) {
  const invalid = isTheError(field, description);
  const flagged = anomaliesOf(field, anomalies);
  const suspect = (field.state === 'bad' && !invalid) || field.state === 'suspect' || flagged.length > 0;
  const key = [field.field, field.name, field.rank, field.text, field.state, field.words, invalid, holdings, truncated, extras,
    ...flagged.map((a) => `${a.code} ${a.message}`)].join('\u001f');
  const make = () => {
    const tr = h('tr', {
      'data-field': field.field, 'data-key': field.name, class: invalid ? 'invalid' : suspect ? 'suspect' : null,
      'aria-invalid': invalid ? 'true' : null, 'data-anomaly': flagged.length ? flagged.map((a) => a.code).join(' ') : null,
    });
    tr.rowKey = key;
    const raw = field.text !== null
      ? h('code', { class: 'raw' }, field.text)
      : h('span', { class: 'absent' }, 'missing');
    let meaning;
    if (invalid) meaning = h('strong', { class: 'error-text' }, field.words);
    else if (flagged.length) {
      meaning = [field.words, ...flagged.map((a) => h('span', { class: 'anomaly-note' },
        h('span', { class: 'code-chip anomaly-chip' }, a.code), ' ', a.message))];
    } else if (suspect) meaning = h('span', { class: 'suspect-text' }, field.words);
    else if (field.state === 'missing') meaning = h('span', { class: 'absent' }, truncated ? 'cut off: the server ended the line early' : 'not sent');
    else meaning = field.words;
    const name = field.name !== 'board' && field.name !== 'tag' && field.name !== 'extra' && !holdings
      ? h('span', { class: 'key' }, field.name) : null;
    tr.append(
      h('td', { class: 'num' }, String(field.field)),
      h('th', { scope: 'row', class: 'name' }, label(field, holdings, extras), name),
      h('td', { class: 'rawcell' }, raw),
      h('td', { class: 'meaning' }, meaning),
    );
    return tr;
  };
  return { key, make };
}

function emptyTable() {
  return h('table', { class: 'fields' },
    h('caption', { class: 'visually-hidden' }),
    h('thead', null, h('tr', null,
      h('th', { scope: 'col', class: 'num' }, '#'),
      h('th', { scope: 'col' }, 'Field'),
      h('th', { scope: 'col' }, 'Raw'),
      h('th', { scope: 'col' }, 'Meaning'))),
    h('tbody'));
}

// The table of a line's fields, in `wrap`. Stepping from line to line
// changes a few fields (the board's ranks, the clocks, the move): only
// those rows are made again, so the page lays out a few rows, not all.
function updateTable(wrap, description, { holdings, truncated, caption, anomalies }) {
  let table = wrap.querySelector('table.fields');
  if (!table) {
    table = emptyTable();
    wrap.replaceChildren(table);
  }
  const captionText = table.caption.textContent;
  if (captionText !== caption) table.caption.textContent = caption;
  const body = table.tBodies[0];
  let extras = 0;
  description.fields.forEach((field, index) => {
    if (field.name === 'extra') extras += 1;
    const row = fieldRow(field, { description, holdings, truncated, anomalies, extras });
    const old = body.rows[index];
    if (old?.rowKey === row.key) return;
    if (!old) {
      body.append(row.make());
      return;
    }
    // Changed in place: a clock's digits, not a new row to lay out.
    morph(old, row.make());
    body.rows[index].rowKey = row.key;
  });
  while (body.rows.length > description.fields.length) body.lastElementChild.remove();
}

// The table's row of a field, brought into view inside the table (never
// the page), below the sticky head; with `focus`, focused and lit, as
// after a click on the problem that names it.
function revealField(root, number, { focus }) {
  const wrap = root.querySelector('.table-wrap');
  const row = wrap?.querySelector(`tr[data-field="${number}"]`);
  if (!row) return;
  if (wrap.scrollHeight > wrap.clientHeight + 1) {
    const head = wrap.querySelector('thead')?.offsetHeight ?? 0;
    wrap.scrollTop += row.getBoundingClientRect().top - wrap.getBoundingClientRect().top - head - 4;
  } else if (focus) {
    // A narrow screen: the pane scrolls as a whole, the summary on top.
    row.scrollIntoView({ block: 'nearest' });
  }
  wrap.querySelector('tr.lit')?.classList.remove('lit');
  if (!focus) return;
  row.classList.add('lit');
  row.tabIndex = -1;
  row.focus({ preventScroll: true });
}

function bindFieldLinks(root) {
  if (root.dataset.fieldLinks) return;
  root.dataset.fieldLinks = 'bound';
  root.addEventListener('click', (event) => {
    const button = event.target.closest('[data-goto-field]');
    if (button) revealField(root, Number(button.dataset.gotoField), { focus: true });
  });
}

function note(text) {
  return h('p', { class: 'empty-note' }, text);
}

// selection: { item, line, description } from the app; item.event is a
// stream event, description the core's reading of the line (or null).
export function renderFields(root, meta, selection) {
  if (!selection) {
    replace(meta, 'No line selected');
    replace(root, note('Paste a <12> line above, pick an example, or open a log file.'));
    return;
  }
  const { item, line, anomalies = null } = selection;
  let { description } = selection;
  const { event } = item;
  const lineLabel = `Line ${event.line}`;
  if (description && description.fields.length) {
    const holdings = description.kind === 'holdings';
    const record = event.type === 'style12' || event.type === 'holdings' ? event.record : null;
    const error = event.type === 'error' ? event.error : null;
    const truncated = Boolean(record?.truncated);
    update(meta, `${lineLabel} · ${holdings ? 'holdings line' : 'board line'}`,
      record ? ` · game ${record.gameNumber}` : '', truncated ? ' · cut short by the server' : '');
    // describeStyle12 finds fault with some lines the stream reads (bytes
    // before the tag it skips): only a line the stream could not read is
    // shown with an error.
    if (!error && description.error) description = { ...description, error: null };
    // The stream's error, not describe's: describe reads the worker's text
    // (one character a byte) again as UTF-8, so bytes over 0x7F move its
    // columns; the stream read the bytes.
    const problems = problemsOf({ error: error ?? description.error, anomalies, description });
    const hasField = (number) => description.fields.some((f) => f.field === number);
    // The table stays in place from line to line (see updateTable); what
    // is above it is made again.
    let wrap = root.querySelector(':scope > .table-wrap');
    if (!wrap) {
      wrap = h('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': 'Fields of the line, scrollable' });
      replace(root, wrap);
    }
    // Above it, the summary and the line as sent, changed where the new
    // line differs (on a step, its clocks and a rank or two).
    const above = [problemsSummary(problems, { line: event.line, hasField }), rawLine(line, description, accusedFields(problems), error)].filter(Boolean);
    const shownAbove = [];
    for (let node = wrap.previousSibling; node; node = node.previousSibling) shownAbove.unshift(node);
    if (shownAbove.length === above.length) above.forEach((fresh, i) => morph(shownAbove[i], fresh));
    else {
      for (const node of shownAbove) node.remove();
      wrap.before(...above);
    }
    while (wrap.nextSibling) wrap.nextSibling.remove();
    updateTable(wrap, description, { holdings, truncated, anomalies, caption: `Fields of line ${event.line}` });
    bindFieldLinks(root);
    // A newly shown line with problems opens the table at the first one;
    // a good line leaves it where it was, to watch a field step by step.
    const shown = `${event.line}`;
    if (root.dataset.shownLine !== shown) {
      root.dataset.shownLine = shown;
      const first = problems.find((p) => p.field !== null && hasField(p.field));
      // Measured at the start of the next frame, once the rest of the
      // step is in the page: measuring now would lay it out twice.
      if (first) requestAnimationFrame(() => {
        if (root.dataset.shownLine === shown) revealField(root, first.field, { focus: false });
      });
    }
    return;
  }
  delete root.dataset.shownLine;
  if (event.type === 'error') {
    replace(meta, `${lineLabel} · could not be read`);
    replace(root, h('pre', { class: 'raw-line' }, h('code', null, visible(line))), errorBox(event.error));
    return;
  }
  if (event.type === 'gameEnd') {
    replace(meta, `${lineLabel} · game end`);
    replace(root, h('pre', { class: 'raw-line' }, h('code', null, visible(line))),
      note(`Game ${event.gameNumber} (${event.white} vs. ${event.black}) ended: ${event.reason}. Result ${event.result}.`));
    return;
  }
  if (event.type === 'resync') {
    replace(meta, `${lineLabel} · board does not follow`);
    replace(root, h('pre', { class: 'raw-line' }, h('code', null, visible(line))),
      note(`Game ${event.gameNumber}: this board does not follow from the one before it (${event.reason}). ` +
        'The game goes on from this board; its PGN says so here.'));
    return;
  }
  if (event.type === 'sent') {
    replace(meta, 'Sent by the client', Number.isFinite(event.at) ? ` · ${new Date(event.at).toLocaleTimeString()}` : '');
    replace(root, h('pre', { class: 'raw-line' }, h('code', null, visible(event.text))),
      note('A line the client sent to the server, as the capture kept it: not part of the server\'s text, so it has no line number there.'));
    return;
  }
  replace(meta, `${lineLabel} · server text`);
  replace(root, h('pre', { class: 'raw-line' }, h('code', null, visible(event.text ?? line))),
    note('Not a board line: the server sent this as text. The position shown is the last one before it.'));
}
