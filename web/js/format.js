// How times, colours and pieces read in words.

export const PIECE_NAMES = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };
export const COLOR_NAMES = { w: 'White', b: 'Black' };

export function pieceName(letter) {
  return PIECE_NAMES[String(letter).toUpperCase()] ?? `piece ${letter}`;
}

export function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pad(n, width = 2) {
  return String(n).padStart(width, '0');
}

// 297338 -> "4:57.338"; whole seconds drop the fraction unless asked for.
export function clockText(ms, { fraction = 'auto' } = {}) {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '—';
  const sign = ms < 0 ? '−' : '';
  const abs = Math.abs(ms);
  const totalSeconds = Math.floor(abs / 1000);
  const millis = abs % 1000;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  let text = hours ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
  if (fraction === 'always' || (fraction === 'auto' && millis)) text += `.${pad(millis, 3)}`;
  return sign + text;
}

// What a chess clock face shows: tenths only in the last twenty seconds.
export function clockFace(ms) {
  if (ms === null || ms === undefined) return '—';
  if (ms < 0) return clockText(ms, { fraction: 'never' });
  if (ms < 20000) {
    const tenths = Math.floor((ms % 1000) / 100);
    return `${clockText(ms - (ms % 1000), { fraction: 'never' })}.${tenths}`;
  }
  return clockText(ms - (ms % 1000), { fraction: 'never' });
}

export function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

export function fileLetter(index) {
  return 'abcdefghijklmnop'.charAt(index) || `file ${index}`;
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
