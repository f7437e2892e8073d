// A game's thumbnail in the Games list: its position drawn on a canvas,
// with the package's squares colours and piece drawings. A canvas is one
// picture to the page's renderer, where an SVG board is a hundred shapes
// to lay out and paint each time anything on the page changes.

import { PIECE_SVG, SQUARE_COLORS, squaresOf } from '../lib/board.mjs';

const SIZE = 44;   // CSS pixels, as .game-thumb in panels.css

// The twelve piece drawings as images, decoded once for every thumbnail.
let pieces = null;
function pieceImages() {
  if (pieces === null) {
    const loading = Object.entries(PIECE_SVG).map(([code, svg]) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      return image.decode().then(() => [code, image], () => [code, null]);
    });
    pieces = Promise.all(loading).then((entries) => new Map(entries));
  }
  return pieces;
}

/**
 * A canvas showing `ranks` (rank strings, top first, '-' for empty, as the
 * package's parseFen gives them), white at the bottom.
 */
export function thumbnail(ranks, { className = 'game-thumb' } = {}) {
  const scale = Math.min(3, Math.max(1, Math.round(globalThis.devicePixelRatio || 1)));
  const canvas = document.createElement('canvas');
  canvas.className = className;
  canvas.width = SIZE * scale;
  canvas.height = SIZE * scale;
  canvas.setAttribute('aria-hidden', 'true');
  const cells = squaresOf(ranks).flat();
  const context = canvas.getContext('2d');
  const square = (SIZE * scale) / Math.max(ranks.length || 8, ranks[0]?.length || 8);
  for (const { light, row, col } of cells) {
    context.fillStyle = light ? SQUARE_COLORS.light : SQUARE_COLORS.dark;
    context.fillRect(col * square, row * square, square, square);
  }
  pieceImages().then((images) => {
    for (const { code, row, col } of cells) {
      const image = code ? images.get(code) : null;
      if (image) context.drawImage(image, col * square, row * square, square, square);
    }
  });
  return canvas;
}
