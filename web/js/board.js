// The board as SVG: one group per square carrying data-square and, when a
// piece stands on it, data-piece ("wP"), so the position can be read back.

import { s } from './dom.js';
import { pieceName } from './format.js';

const FILES = 'abcdefghijklmnop';
// Square size in SVG units; large so text sizes stay ordinary numbers.
const U = 100;

export function pieceCode(letter) {
  return (letter === letter.toUpperCase() ? 'w' : 'b') + letter.toUpperCase();
}

export function pieceUrl(code) {
  return `assets/pieces/${code}.svg`;
}

// Where the last move went: its squares, and for castling the king's
// destination (and the rook beside it), found on the mover's back rank.
export function moveSquares(record) {
  const info = record?.lastMoveInfo;
  if (!info) return [];
  if (!info.castling) return [info.from, info.to].filter(Boolean);
  const mover = record.sideToMove === 'w' ? 'b' : 'w';
  const rankIndex = mover === 'w' ? record.board.length - 1 : 0;
  const row = record.board[rankIndex] ?? '';
  const king = row.indexOf(mover === 'w' ? 'K' : 'k');
  if (king < 0) return [];
  const rankNumber = record.board.length - rankIndex;
  const squares = [`${FILES[king]}${rankNumber}`];
  const rookFile = info.castling === 'short' ? king - 1 : king + 1;
  if (row[rookFile] === (mover === 'w' ? 'R' : 'r')) squares.push(`${FILES[rookFile]}${rankNumber}`);
  return squares;
}

// The king of the side to move, when the last move gave check or mate.
export function checkSquare(record) {
  const info = record?.lastMoveInfo;
  const san = record?.lastMoveSan ?? '';
  const checked = info ? info.check || info.checkmate : /[+#]$/.test(san);
  if (!checked) return null;
  const king = record.sideToMove === 'w' ? 'K' : 'k';
  for (let r = 0; r < record.board.length; r++) {
    const f = record.board[r].indexOf(king);
    if (f >= 0) return `${FILES[f]}${record.board.length - r}`;
  }
  return null;
}

function describe(letter) {
  return `${letter === letter.toUpperCase() ? 'white' : 'black'} ${pieceName(letter)}`;
}

export function createBoard(root) {
  const svg = s('svg', { class: 'board-svg', viewBox: `0 0 ${8 * U} ${8 * U}`, role: 'img', 'aria-label': 'Empty board' });
  root.replaceChildren(svg);

  // board: rank strings, top rank first. whiteBottom: orientation.
  // selected: a square whose piece's moves are shown; targets: where it may go.
  function render({
    board, whiteBottom = true, lastMove = [], check = null, checkmate = false, stale = false, label = '',
    selected = null, targets = [],
  }) {
    const ranks = board.length || 8;
    const files = board[0]?.length || 8;
    svg.setAttribute('viewBox', `0 0 ${files * U} ${ranks * U}`);
    svg.setAttribute('class', stale ? 'board-svg stale' : 'board-svg');
    svg.setAttribute('aria-label', label || 'Chess board');
    const defs = s('defs', null,
      s('radialGradient', { id: 'check-glow' },
        s('stop', { offset: '0%', 'stop-color': '#ff1a1a', 'stop-opacity': '1' }),
        s('stop', { offset: '30%', 'stop-color': '#e60000', 'stop-opacity': '0.85' }),
        s('stop', { offset: '75%', 'stop-color': '#a90000', 'stop-opacity': '0' })));
    const squares = s('g', { class: 'squares' });
    const coords = s('g', { class: 'coords', 'aria-hidden': 'true' });
    for (let row = 0; row < ranks; row++) {
      for (let col = 0; col < files; col++) {
        const r = whiteBottom ? row : ranks - 1 - row;
        const f = whiteBottom ? col : files - 1 - col;
        const name = `${FILES[f]}${ranks - r}`;
        const light = (f + (ranks - r)) % 2 === 0;  // a1 (file 0, rank 1) is dark
        const letter = board[r]?.[f] ?? '-';
        const occupied = /[PNBRQKpnbrqk]/.test(letter);
        const group = s('g', {
          'data-square': name,
          'data-piece': occupied ? pieceCode(letter) : null,
          transform: `translate(${col * U} ${row * U})`,
        }, s('rect', { class: light ? 'sq sq-light' : 'sq sq-dark', width: U, height: U }));
        if (lastMove.includes(name)) group.append(s('rect', { class: 'sq-last', width: U, height: U }));
        if (selected === name) group.append(s('rect', { class: 'sq-selected', width: U, height: U }));
        if (check === name) group.append(s('rect', { class: checkmate ? 'sq-check mate' : 'sq-check', width: U, height: U, fill: 'url(#check-glow)' }));
        if (occupied) {
          group.append(s('image', { href: pieceUrl(pieceCode(letter)), width: U, height: U, class: 'piece' },
            s('title', null, `${describe(letter)} on ${name}`)));
        } else if (letter !== '-') {
          // A square letter the board does not know (variant pieces).
          group.append(s('text', { x: U / 2, y: U * 0.68, class: 'unknown-piece' }, letter));
        }
        if (targets.includes(name)) {
          group.setAttribute('data-dest', 'true');
          group.append(occupied
            ? s('circle', { class: 'dest capture', cx: U / 2, cy: U / 2, r: U / 2 - 5 })
            : s('circle', { class: 'dest', cx: U / 2, cy: U / 2, r: U * 0.15 }));
        }
        squares.append(group);
        // Rank numbers in the left column's corners, files along the bottom.
        if (col === 0) coords.append(s('text', { x: 5, y: row * U + 22, class: light ? 'coord on-light' : 'coord on-dark' }, String(ranks - r)));
        if (row === ranks - 1) coords.append(s('text', { x: (col + 1) * U - 5, y: ranks * U - 6, class: light ? 'coord file on-light' : 'coord file on-dark' }, FILES[f]));
      }
    }
    svg.replaceChildren(defs, squares, coords);
  }

  render({ board: Array(8).fill('--------') });
  return { render, element: svg };
}
