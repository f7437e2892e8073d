// style12/board: the board renderer of <style12-board>, for pages that draw
// boards themselves. No WebAssembly here: the rules of play (where a piece
// may go, check and mate) come from the `style12` module's legalMoves() and
// SAN, and these helpers turn them into marks and words.
export { createBoardView } from './view.js';
export { fenBoard } from './fen.js';
export { clockFace, clockText } from './clock-text.js';
export { PIECE_SVG, pieceElement } from './pieces.js';
export { BOARD_CSS, COORD_COLORS, SQUARE_COLORS, adoptBoardStyles, boardStyleSheet } from './style.js';
export {
  FILES, checkMark, checkOfSan, destinationWords, destinationsOf, kingSquare, lastMoveSquares, moveCount,
  pieceCode, pieceName, pieceWords, squareLabel, squareName, squaresOf,
} from './model.js';
