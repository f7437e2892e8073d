// Square names, the one place JavaScript spells them (the core's is
// style12/square.h): files 'a' to 'p' and ranks 1 to 16, for boards up to
// 16 wide and high as Style 12 lines may send them ("e4", "j10").

/** The file letters, 'a' for file 0. */
export const FILES = 'abcdefghijklmnop';

/** A square's name in a regular expression: a file letter, a rank of one or two digits. */
export const SQUARE_PATTERN = '[a-p]\\d{1,2}';

/** The name of the square in file `file` (0 = a) and rank `rank` (1-based). */
export function squareName(file, rank) {
  return `${FILES[file]}${rank}`;
}

/**
 * Names by square code, file | rank << 4 (0-based from a1): how the core's
 * blocks and its rules' output carry squares (see squares in wire.json).
 */
export const SQUARE_NAMES = Array.from({ length: 256 }, (_, k) => squareName(k & 15, (k >> 4) + 1));

/** The name of a square by its code; null for -1 (none). */
export function squareOfCode(code) {
  return code < 0 ? null : SQUARE_NAMES[code & 255];
}

const SQUARE = new RegExp(`^${SQUARE_PATTERN}$`);

/** A square's name back to { file, rank } (file 0-based, rank 1-based); null for anything else. */
export function parseSquare(name) {
  if (typeof name !== 'string' || !SQUARE.test(name)) return null;
  const rank = Number(name.slice(1));
  return rank >= 1 && rank <= 16 ? { file: FILES.indexOf(name[0]), rank } : null;
}
