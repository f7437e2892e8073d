// How times, colours and pieces read in words. Clocks and piece names
// read as the package's board reads them.

import { clockText, pieceName } from '../lib/board.mjs';

export { clockFace, clockText, pieceName } from '../lib/board.mjs';

export const COLOR_NAMES = { w: 'White', b: 'Black' };

export function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

// A move's thinking time: "4.237 s" under a minute, else "1:23.2".
export function durationText(ms) {
  if (ms === null || ms === undefined) return '—';
  if (Math.abs(ms) < 60000) {
    const seconds = ms / 1000;
    return `${ms % 1000 ? seconds.toFixed(3).replace(/0+$/, '') : seconds} s`;
  }
  return clockText(ms);
}

// A piece passed from the partner board: "Black received a knight".
export function passedInWords(passed) {
  return `${COLOR_NAMES[passed.color] ?? passed.color} received a ${pieceName(passed.piece)}`;
}
