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

// Each piece drawn once at the size a thumbnail's square has: drawing an
// SVG image into a canvas rasterises it anew each time, and the Games
// list draws dozens of thumbnails at once.
const sprites = new Map();
function spriteOf(image, code, size) {
  const key = `${code}@${size}`;
  let sprite = sprites.get(key);
  if (!sprite) {
    sprite = document.createElement('canvas');
    sprite.width = sprite.height = Math.ceil(size);
    sprite.getContext('2d').drawImage(image, 0, 0, sprite.width, sprite.height);
    sprites.set(key, sprite);
  }
  return sprite;
}

// Thumbnails are painted a few at a time, at most DRAW_BUDGET_MS a task:
// a list drawn at once (dozens of rows) would hold up the page as long.
const DRAW_BUDGET_MS = 8;
const toDraw = [];
function drawSome(images) {
  const start = performance.now();
  while (toDraw.length && performance.now() - start < DRAW_BUDGET_MS) {
    const { canvas, cells, square } = toDraw.shift();
    const context = canvas.getContext('2d');
    for (const { light, code, row, col } of cells) {
      context.fillStyle = light ? SQUARE_COLORS.light : SQUARE_COLORS.dark;
      context.fillRect(col * square, row * square, square, square);
      const image = code ? images.get(code) : null;
      if (image) context.drawImage(spriteOf(image, code, square), col * square, row * square, square, square);
    }
  }
  if (toDraw.length) setTimeout(() => drawSome(images), 0);
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
  const square = (SIZE * scale) / Math.max(ranks.length || 8, ranks[0]?.length || 8);
  toDraw.push({ canvas, cells, square });
  if (toDraw.length === 1) pieceImages().then(drawSome);
  return canvas;
}
