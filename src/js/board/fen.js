// The part of a FEN a board shows: the placement and the pockets, read
// without WebAssembly, so that a page drawing a FEN downloads no module
// (as chessground draws from the placement alone). Everything else a FEN
// says (the side to move, castling, en passant, the counters, the variant's
// rules) is the core's to read: parseFen() in `style12`. The forms are the
// core's: ranks top first separated by '/', a count of empty squares from
// 1 to 16, '~' after a promoted piece, pockets as "[...]" after the board or
// as a ninth segment without a digit; at most 16 ranks of 16 squares.

import { Style12Error, quoted } from '../base/errors.js';

const MAX_SIZE = 16;
const PIECE = /^[A-Za-z]$/;

function fail(code, column, message) {
  return new Style12Error({ code, field: 1, fieldName: 'placement', column, message });
}

function pocketsOf(letters, column) {
  const pockets = { white: '', black: '' };
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i];
    if (!PIECE.test(c)) throw fail('FEN_BAD_POCKET', column + i, `placement: found ${quoted(c)}, expected piece letters in the pocket`);
    if (c === c.toUpperCase()) pockets.white += c;
    else pockets.black += c.toUpperCase();
  }
  // As the core writes pockets: PNBRQK first, then any other letter.
  const order = (c) => ('PNBRQK'.indexOf(c) + 1 || 7) * 128 + c.charCodeAt(0);
  const sorted = (letters) => [...letters].sort((a, b) => order(a) - order(b)).join('');
  return { white: sorted(pockets.white), black: sorted(pockets.black) };
}

function rankOf(segment, column) {
  let squares = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    if (c >= '0' && c <= '9') {
      let run = Number(c);
      if (c !== '0' && segment[i + 1] >= '0' && segment[i + 1] <= '9') run = run * 10 + Number(segment[++i]);
      if (run === 0 || c === '0') {
        throw fail('FEN_BAD_PIECE', column + i, `placement: found ${quoted(segment[i])}, expected a count of empty squares from 1 to 16, or a piece letter`);
      }
      squares += '-'.repeat(run);
    } else if (PIECE.test(c)) {
      squares += c;
      if (segment[i + 1] === '~') i++;
    } else {
      throw fail('FEN_BAD_PIECE', column + i, `placement: found ${quoted(c)}, expected a piece letter (PNBRQK, pnbrqk) or a count of empty squares`);
    }
    if (squares.length > MAX_SIZE) throw fail('FEN_BAD_BOARD_SIZE', column + i, 'placement: a rank of more than 16 squares');
  }
  return squares;
}

/**
 * The board of a FEN as `style12/board` draws it: { board: rank strings,
 * top first, '-' for empty; pockets: { white, black } in upper-case
 * letters, or null when the FEN has none }. Throws a Style12Error (code
 * FEN_EMPTY, FEN_BAD_PIECE, FEN_BAD_RANK_WIDTH, FEN_BAD_BOARD_SIZE or
 * FEN_BAD_POCKET, field 1 "placement", its column) for a placement the core
 * would refuse.
 */
export function fenBoard(fen) {
  if (typeof fen !== 'string') throw new TypeError(`style12: fenBoard takes a FEN string, got ${quoted(fen)}`);
  const start = fen.length - fen.trimStart().length;
  let placement = fen.slice(start).split(/[ \t]/, 1)[0];
  if (placement === '') throw fail('FEN_EMPTY', start, 'placement: found nothing, expected a FEN');
  let pockets = null;
  const bracket = placement.indexOf('[');
  if (bracket >= 0) {
    if (!placement.endsWith(']')) {
      throw fail('FEN_BAD_POCKET', start + bracket, `placement: found ${quoted(placement.slice(bracket))}, expected pockets in brackets such as '[Nn]' at the end of the placement`);
    }
    pockets = pocketsOf(placement.slice(bracket + 1, -1), start + bracket + 1);
    placement = placement.slice(0, bracket);
  }
  const segments = placement.split('/');
  const columns = [];
  for (let i = 0, at = start; i < segments.length; at += segments[i].length + 1, i++) columns.push(at);
  // A ninth segment with no digit after eight ranks is the pockets ("/Nn").
  if (segments.length === 9 && bracket < 0 && !/\d/.test(segments[8])) {
    pockets = pocketsOf(segments.pop(), columns.pop());
  }
  if (segments.length > MAX_SIZE) {
    throw fail('FEN_BAD_BOARD_SIZE', columns[MAX_SIZE], 'placement: more than 16 ranks, expected 8 ranks separated by \'/\'');
  }
  const board = segments.map((segment, k) => rankOf(segment, columns[k]));
  const width = board[0].length;
  board.forEach((rank, k) => {
    if (rank.length !== width || rank.length === 0) {
      throw fail('FEN_BAD_RANK_WIDTH', columns[k], `placement: rank ${segments.length - k} has ${rank.length} squares, expected ${width || 8} like the first rank`);
    }
  });
  if (board.length < 2 || width < 2) throw fail('FEN_BAD_BOARD_SIZE', start, 'placement: expected 8 ranks of 8 squares separated by \'/\'');
  return { board, pockets };
}
