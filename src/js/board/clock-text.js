// How a clock reads, for the package's board and for pages: one rule for
// the fraction, whoever draws the clock.

const pad = (n, width = 2) => String(n).padStart(width, '0');

/**
 * Milliseconds as a clock reads them: 297338 -> "4:57.338", an hour or more
 * as "1:02:03", below zero with a minus sign. `fraction`: 'auto' (the
 * milliseconds when there are any), 'always' or 'never'. null -> '—'.
 */
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

/** What a chess clock's face shows: whole seconds, and tenths in the last twenty. */
export function clockFace(ms) {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '—';
  if (ms < 0) return clockText(ms, { fraction: 'never' });
  const whole = clockText(ms - (ms % 1000), { fraction: 'never' });
  return ms < 20000 ? `${whole}.${Math.floor((ms % 1000) / 100)}` : whole;
}
