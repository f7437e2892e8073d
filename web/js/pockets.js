// Crazyhouse and bughouse pockets: the pieces each side may drop, with
// counts. Each held piece is a button: pressing it picks a drop, whose
// squares the board then shows.

import { h } from './dom.js';
import { COLOR_NAMES, pieceName, plural } from './format.js';
import { pieceElement } from '../lib/board.mjs';

const ORDER = ['Q', 'R', 'B', 'N', 'P'];

export function countHeld(letters) {
  const counts = Object.fromEntries(ORDER.map((p) => [p, 0]));
  for (const c of String(letters ?? '').toUpperCase()) {
    if (c in counts) counts[c] += 1;
    else counts[c] = (counts[c] ?? 0) + 1;
  }
  return counts;
}

// color: 'w' or 'b'; letters: the pieces held ("PNN"). onPick(color, piece):
// a held piece pressed; picked: the piece letter now picked from this pocket.
export function pocket(color, letters, { onPick = null, picked = null } = {}) {
  const counts = countHeld(letters);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const list = h('ul', {
    class: `pocket pocket-${color}`,
    'data-pocket': color,
    'aria-label': `${COLOR_NAMES[color]} holds ${total ? plural(total, 'piece') : 'nothing'}`,
  });
  for (const [piece, count] of Object.entries(counts)) {
    const code = `${color}${piece}`;
    const name = `${COLOR_NAMES[color]} ${pieceName(piece)}`;
    const drawing = ORDER.includes(piece) ? pieceElement(code, { width: 40, height: 40 }) : h('span', { class: 'unknown-piece', 'aria-hidden': 'true' }, piece);
    list.append(h('li', {
      class: count ? 'pocket-slot' : 'pocket-slot empty',
      'data-piece': code,
      'data-count': count,
      title: `${name}: ${count}`,
    },
    h('button', {
      type: 'button',
      class: 'pocket-piece',
      'aria-label': `${name}, ${count} held${count ? ', drop' : ''}`,
      'aria-pressed': picked === piece ? 'true' : 'false',
      disabled: count ? null : true,
      on: { click: () => onPick?.(color, piece) },
    }, drawing, h('span', { class: 'pocket-count', 'aria-hidden': 'true' }, String(count)))));
  }
  return list;
}
