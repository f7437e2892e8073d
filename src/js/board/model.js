// What a board shows, worked out without a DOM: which square is where, what
// stands on it, what its name says, which squares the last move and a check
// mark, and where a piece may go. board/view.js draws these; keeping them
// apart lets Node test them and lets a page reuse them for its own words.
//
// Chess itself is not decided here: where pieces may go comes from the
// package's legalMoves(), and check or mate from the SAN it writes.

import { SQUARE_PATTERN, squareName } from '../base/squares.js';

export { FILES, squareName } from '../base/squares.js';

const PIECE_NAMES = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };
const COLOR_WORDS = { w: 'white', b: 'black' };

/** 'Q' -> 'wQ', 'q' -> 'bQ'; null for an empty square or a letter without a drawing. */
export function pieceCode(letter) {
  if (typeof letter !== 'string' || !/^[PNBRQKpnbrqk]$/.test(letter)) return null;
  return (letter === letter.toUpperCase() ? 'w' : 'b') + letter.toUpperCase();
}

/** 'Q' or 'q' -> 'queen'. */
export function pieceName(letter) {
  return PIECE_NAMES[String(letter).toUpperCase()] ?? `piece ${letter}`;
}

/** 'wQ' -> 'white queen'. */
export function pieceWords(code) {
  return `${COLOR_WORDS[code[0]] ?? code[0]} ${PIECE_NAMES[code[1]] ?? `piece ${code[1]}`}`;
}

/**
 * The squares as the viewer sees them: rows top to bottom, each square left
 * to right, with its name, the letter on it (as the ranks have it), its
 * piece code and shade. `ranks` are strings, top rank first, '-' for empty,
 * of any size up to 16 files (variant servers send 10x8 and others).
 */
export function squaresOf(ranks, whiteBottom = true) {
  const height = ranks.length || 8;
  const width = ranks[0]?.length || 8;
  const rows = [];
  for (let row = 0; row < height; row++) {
    const cells = [];
    for (let col = 0; col < width; col++) {
      const r = whiteBottom ? row : height - 1 - row;
      const f = whiteBottom ? col : width - 1 - col;
      const rank = height - r;
      const letter = ranks[r]?.[f] ?? '-';
      // a1 (file 0, rank 1) is dark, on every board size.
      cells.push({ name: squareName(f, rank), letter, code: pieceCode(letter), light: (f + rank) % 2 === 0, row, col });
    }
    rows.push(cells);
  }
  return rows;
}

/** What a square's accessible name says: "e4, white queen", "e5, empty, a legal move". */
export function squareLabel(cell, { selected = false, dest = null } = {}) {
  const what = cell.code ? pieceWords(cell.code) : cell.letter === '-' ? 'empty' : `piece ${cell.letter}`;
  const marks = [];
  if (selected) marks.push('selected');
  if (dest) marks.push(dest.kind === 'capture' ? 'a legal capture' : dest.kind === 'castle' ? 'castling' : 'a legal move');
  return [`${cell.name}, ${what}`, ...marks].join(', ');
}

/** The square beside `square` in a screen direction, or `square` at the edge. */
export function neighbour(rows, square, key) {
  const at = findCell(rows, square);
  if (!at) return rows[0]?.[0]?.name ?? null;
  let { row, col } = at;
  const last = rows.length - 1;
  const lastCol = rows[0].length - 1;
  if (key === 'ArrowUp') row = Math.max(0, row - 1);
  else if (key === 'ArrowDown') row = Math.min(last, row + 1);
  else if (key === 'ArrowLeft') col = Math.max(0, col - 1);
  else if (key === 'ArrowRight') col = Math.min(lastCol, col + 1);
  else if (key === 'Home') col = 0;
  else if (key === 'End') col = lastCol;
  else if (key === 'PageUp') row = 0;
  else if (key === 'PageDown') row = last;
  return rows[row][col].name;
}

export function findCell(rows, square) {
  for (const cells of rows) for (const cell of cells) if (cell.name === square) return cell;
  return null;
}

/** 'mate' when a SAN ends in '#', 'check' when in '+', else null. */
export function checkOfSan(san) {
  if (typeof san !== 'string') return null;
  return san.endsWith('#') ? 'mate' : san.endsWith('+') ? 'check' : null;
}

/** Where the king of `color` stands, or null. */
export function kingSquare(ranks, color) {
  const king = color === 'w' ? 'K' : 'k';
  for (let r = 0; r < ranks.length; r++) {
    const f = ranks[r].indexOf(king);
    if (f >= 0) return squareName(f, ranks.length - r);
  }
  return null;
}

// The squares a UCI move names (none before the '@' of a drop).
const UCI_SQUARES = new RegExp(`^(?:[A-Z]@|(${SQUARE_PATTERN}))(${SQUARE_PATTERN})`);

/**
 * The squares the last move touched, from the record's field 28; castling
 * names no squares there, so the king's square on the mover's back rank and
 * the rook beside it. Without field 28 (a line cut short), the core's
 * verified move of a stream event (`{ uci }`) when there is one.
 */
export function lastMoveSquares(record, move = null) {
  const info = record?.lastMoveInfo;
  if (!info) {
    const m = UCI_SQUARES.exec(move?.uci ?? '');
    return m ? [m[1], m[2]].filter(Boolean) : [];
  }
  if (!info.castling) return [info.from, info.to].filter(Boolean);
  const mover = record.sideToMove === 'w' ? 'b' : 'w';
  const rankIndex = mover === 'w' ? record.board.length - 1 : 0;
  const row = record.board[rankIndex] ?? '';
  const king = row.indexOf(mover === 'w' ? 'K' : 'k');
  if (king < 0) return [];
  const rankNumber = record.board.length - rankIndex;
  const squares = [squareName(king, rankNumber)];
  const rookFile = info.castling === 'short' ? king - 1 : king + 1;
  if (row[rookFile] === (mover === 'w' ? 'R' : 'r')) squares.push(squareName(rookFile, rankNumber));
  return squares;
}

/**
 * The check mark of a board: the king of the side to move when the SAN of
 * the move that led to it ends in '+' or '#'. `san` is the core's SAN when
 * it checked the move, else the server's (field 30); without either, the
 * record's decoded check flags.
 */
export function checkMark(record, san = null) {
  const written = san ?? (record?.lastMoveSan && record.lastMoveSan !== 'none' ? record.lastMoveSan : null);
  let state = checkOfSan(written);
  if (written === null && record?.lastMoveInfo) {
    state = record.lastMoveInfo.checkmate ? 'mate' : record.lastMoveInfo.check ? 'check' : null;
  }
  if (!state || !record?.board) return { square: null, state: null };
  return { square: kingSquare(record.board, record.sideToMove), state };
}

/**
 * Where a piece (or a drop) may go, one entry per destination square, from
 * the package's legalMoves(): `{ to, moves, kind }`, where `moves` are the
 * legal moves landing there (four for a pawn that promotes) and `kind` is
 * 'castle' for castling (the king's square in chess, the rook's in Chess960
 * and wild, as the core's UCI puts it), 'capture' when the SAN takes,
 * else 'move'. Give `from` for a piece on the board, `drop` ('N') for a
 * piece from the pocket. Sorted by square name.
 */
export function destinationsOf(legalMoves, { from = null, drop = null } = {}) {
  const byTarget = new Map();
  for (const move of legalMoves) {
    if (from !== null ? move.from !== from : move.drop !== drop) continue;
    if (!byTarget.has(move.to)) byTarget.set(move.to, []);
    byTarget.get(move.to).push(move);
  }
  return [...byTarget].map(([to, moves]) => ({
    to,
    moves,
    kind: moves.some((m) => m.san.startsWith('O-O')) ? 'castle' : moves.some((m) => m.san.includes('x')) ? 'capture' : 'move',
  })).sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
}

/**
 * A destination in words: "e7", "g1 (O-O)", "e8 (=Q, =R, =B, =N)". The
 * marks come from the SAN and the promotion letters of the moves.
 */
export function destinationWords(dest) {
  const castle = dest.moves.find((m) => m.san.startsWith('O-O'));
  if (castle) return `${dest.to} (${castle.san.replace(/[+#]$/, '')})`;
  const promotions = dest.moves.filter((m) => m.promotion).map((m) => `=${m.promotion.toUpperCase()}`);
  return promotions.length ? `${dest.to} (${promotions.join(', ')})` : dest.to;
}

/** How many legal moves the destinations hold (each promotion counts, castling once). */
export function moveCount(dests) {
  return dests.reduce((n, d) => n + d.moves.length, 0);
}
