// Crazyhouse and bughouse pockets: the pieces each side may drop, with counts.

import { h } from './dom.js';
import { COLOR_NAMES, pieceName, plural } from './format.js';
import { pieceUrl } from './board.js';

const ORDER = ['Q', 'R', 'B', 'N', 'P'];

export function countHeld(letters) {
  const counts = Object.fromEntries(ORDER.map((p) => [p, 0]));
  for (const c of String(letters ?? '').toUpperCase()) {
    if (c in counts) counts[c] += 1;
    else counts[c] = (counts[c] ?? 0) + 1;
  }
  return counts;
}

export function pocket(color, letters) {
  const counts = countHeld(letters);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const list = h('ul', {
    class: `pocket pocket-${color}`,
    'data-pocket': color,
    'aria-label': `${COLOR_NAMES[color]} holds ${total ? plural(total, 'piece') : 'nothing'}`,
  });
  for (const [piece, count] of Object.entries(counts)) {
    const code = `${color}${piece}`;
    const known = ORDER.includes(piece);
    list.append(h('li', {
      class: count ? 'pocket-slot' : 'pocket-slot empty',
      'data-piece': code,
      'data-count': count,
      title: `${COLOR_NAMES[color]} ${pieceName(piece)}: ${count}`,
    },
    known ? h('img', { src: pieceUrl(code), alt: `${COLOR_NAMES[color]} ${pieceName(piece)}`, width: 40, height: 40 }) : h('span', { class: 'unknown-piece' }, piece),
    h('span', { class: 'pocket-count', 'aria-label': `${count} held` }, String(count))));
  }
  return list;
}
