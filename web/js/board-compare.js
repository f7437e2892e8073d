// Two boards side by side: the line picked with "Compare with" and the
// line selected after it. The squares that differ are marked on both and
// named in words (e2: P → empty); the other fields are listed where their
// text differs. Both lines are read with the package's describeStyle12,
// so a line the parser rejects is compared as far as its fields read.

import { h, replace } from './dom.js';
import { label as fieldLabel } from './fields.js';

const PIECE_NAMES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

/** Board squares of a description: Map of 'e2' → the character sent ('-' empty). */
export function squaresOf(description) {
  const squares = new Map();
  for (const field of description.fields) {
    if (field.rank === null || field.text === null) continue;
    [...field.text].forEach((piece, file) => squares.set(`${String.fromCharCode(97 + file)}${field.rank}`, piece));
  }
  return squares;
}

const pieceWords = (piece) => (piece === undefined ? 'missing' : piece === '-' ? 'empty' : piece);

// The fields other than the board's, by number, each with its name in
// words as the field table says it (an extra field by its place among the
// extras).
function otherFields(description) {
  let extras = 0;
  const fields = new Map();
  for (const field of description.fields) {
    if (field.name === 'extra') extras += 1;
    if (field.rank === null) fields.set(field.field, { ...field, label: fieldLabel(field, false, extras) });
  }
  return fields;
}

/** { squares: [{ square, from, to }], fields: [{ field, name, label, from, to }] } between two descriptions. */
export function compareDescriptions(a, b) {
  const before = squaresOf(a);
  const after = squaresOf(b);
  const names = [...new Set([...before.keys(), ...after.keys()])];
  // Rank 8 first, files a to h: the order one reads a board in.
  names.sort((x, y) => Number(y.slice(1)) - Number(x.slice(1)) || x.localeCompare(y));
  const squares = names.filter((sq) => before.get(sq) !== after.get(sq))
    .map((square) => ({ square, from: pieceWords(before.get(square)), to: pieceWords(after.get(square)) }));
  const fieldsA = otherFields(a);
  const fieldsB = otherFields(b);
  const numbers = [...new Set([...fieldsA.keys(), ...fieldsB.keys()])].sort((x, y) => x - y);
  const fields = [];
  for (const number of numbers) {
    const fa = fieldsA.get(number);
    const fb = fieldsB.get(number);
    const from = fa?.text ?? null;
    const to = fb?.text ?? null;
    if (from === to) continue;
    const { name, label } = fa ?? fb;
    fields.push({ field: number, name, label, from, to, words: fb?.words ?? '' });
  }
  return { squares, fields };
}

function pieceImage(piece) {
  if (!piece || piece === '-' || !PIECE_NAMES[piece.toLowerCase()]) return null;
  const colour = piece === piece.toUpperCase() ? 'w' : 'b';
  return h('img', { src: `assets/pieces/${colour}${piece.toUpperCase()}.svg`, alt: '', width: 24, height: 24 });
}

function miniBoard(squares, differing, caption) {
  const ranks = [...new Set([...squares.keys()].map((sq) => Number(sq.slice(1))))].sort((x, y) => y - x);
  const files = [...new Set([...squares.keys()].map((sq) => sq[0]))].sort();
  const marked = [...differing].join(', ');
  const grid = h('div', {
    class: 'compare-board', role: 'img',
    'aria-label': `${caption}${marked ? `; squares that differ: ${marked}` : ''}`,
    'data-files': files.length,
  });
  grid.style.setProperty('--files', String(files.length));
  for (const rank of ranks) {
    for (const [i, file] of files.entries()) {
      const square = `${file}${rank}`;
      const dark = (i + rank) % 2 === 1 ? ' dark' : ' light';
      grid.append(h('span', { class: `compare-square${dark}${differing.has(square) ? ' differs' : ''}`, 'data-square': square },
        pieceImage(squares.get(square))));
    }
  }
  return h('figure', { class: 'compare-figure' }, grid, h('figcaption', null, caption));
}

export function createBoardCompare({ pick, clear, panel, title, boards, squares, fields, status }, { getS12, getIndex, getSelectedRow, isBoard }) {
  let base = null;   // { row, line, text, description, session }
  let token = 0;

  async function lineOf(row) {
    const index = getIndex();
    const detail = await index.detail(row);
    const text = detail.lineText ?? '';
    return { row, line: detail.line ?? index.line(row), text, description: getS12().describeStyle12(text), session: index.session };
  }

  function say(text) {
    status.textContent = text;
  }

  function stop() {
    base = null;
    token++;
    panel.hidden = true;
    pick.setAttribute('aria-pressed', 'false');
    replace(title);
    say('');
  }

  async function pickBase() {
    const row = getSelectedRow();
    if (row < 0 || !isBoard(row)) {
      say('Select a board line first, then “Compare with”.');
      return;
    }
    const mine = ++token;
    try {
      const picked = await lineOf(row);
      if (mine !== token) return;
      base = picked;
    } catch {
      return;  // another input took over
    }
    pick.setAttribute('aria-pressed', 'true');
    panel.hidden = false;
    replace(title, `Comparing with line ${base.line}`);
    replace(boards, miniBoard(squaresOf(base.description), new Set(), `Line ${base.line}`));
    replace(squares, h('p', { class: 'hint' }, 'Now select another board line to compare.'));
    replace(fields);
    say(`Line ${base.line} picked: select another board line to compare with it.`);
  }

  async function show(row) {
    if (!base) return;
    const index = getIndex();
    if (base.session !== index.session) {
      stop();
      return;
    }
    if (row === base.row || !isBoard(row)) return;
    const mine = ++token;
    let other;
    try {
      other = await lineOf(row);
    } catch {
      return;
    }
    if (mine !== token || !base) return;
    const diff = compareDescriptions(base.description, other.description);
    const differing = new Set(diff.squares.map((d) => d.square));
    replace(title, `Line ${base.line} compared with line ${other.line}`);
    replace(boards,
      miniBoard(squaresOf(base.description), differing, `Line ${base.line}`),
      miniBoard(squaresOf(other.description), differing, `Line ${other.line}`));
    replace(squares,
      h('h4', null, diff.squares.length ? `${diff.squares.length} ${diff.squares.length === 1 ? 'square differs' : 'squares differ'}` : 'The boards are the same'),
      diff.squares.length ? h('ul', { class: 'compare-list' }, diff.squares.map((d) => h('li', { 'data-square': d.square }, `${d.square}: ${d.from} → ${d.to}`))) : null);
    replace(fields,
      h('h4', null, diff.fields.length ? `${diff.fields.length} other ${diff.fields.length === 1 ? 'field differs' : 'fields differ'}` : 'No other field differs'),
      // Scrolled sideways on a phone rather than breaking a value mid-word.
      diff.fields.length ? h('div', { class: 'compare-fields-scroll', tabindex: 0, role: 'region', 'aria-label': 'Fields that differ, scrollable' }, h('table', { class: 'compare-fields' },
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Field'), h('th', { scope: 'col' }, `Line ${base.line}`), h('th', { scope: 'col' }, `Line ${other.line}`))),
        h('tbody', null, diff.fields.map((d) => h('tr', { 'data-field': d.field },
          h('th', { scope: 'row' }, `${d.field} ${d.label}`,
            d.name === 'tag' || d.name === 'extra' ? null : [' ', h('span', { class: 'key' }, d.name)]), h('td', null, d.from ?? 'missing'), h('td', null, d.to ?? 'missing')))))) : null);
    say(`Line ${base.line} against line ${other.line}: ${diff.squares.length} squares and ${diff.fields.length} other fields differ.`);
  }

  pick.addEventListener('click', () => (base && getSelectedRow() === base.row ? stop() : pickBase()));
  clear.addEventListener('click', () => stop());

  return { pickBase, show, stop, active: () => base !== null };
}
