// The twelve pieces, drawn for this project (src/assets/pieces, MIT). The
// build puts their SVG text in the bundle, so a board needs no image URL at
// all: no img-src whatever the page's policy, nothing to copy beside it.
import wB from '../../assets/pieces/wB.svg';
import wK from '../../assets/pieces/wK.svg';
import wN from '../../assets/pieces/wN.svg';
import wP from '../../assets/pieces/wP.svg';
import wQ from '../../assets/pieces/wQ.svg';
import wR from '../../assets/pieces/wR.svg';
import bB from '../../assets/pieces/bB.svg';
import bK from '../../assets/pieces/bK.svg';
import bN from '../../assets/pieces/bN.svg';
import bP from '../../assets/pieces/bP.svg';
import bQ from '../../assets/pieces/bQ.svg';
import bR from '../../assets/pieces/bR.svg';

/** Each piece's SVG text, by code ('wQ'). */
export const PIECE_SVG = { wB, wK, wN, wP, wQ, wR, bB, bK, bN, bP, bQ, bR };

// Parsed once, cloned for each use.
const parsed = new Map();

/**
 * A piece as an <svg> element of the document, or null for a code without a
 * drawing. It is decoration (aria-hidden, its <title> removed): whatever
 * holds it says what it is, in words that fit there ("e4, white queen").
 */
export function pieceElement(code, attributes = {}) {
  if (!(code in PIECE_SVG)) return null;
  if (!parsed.has(code)) {
    const svg = new DOMParser().parseFromString(PIECE_SVG[code], 'image/svg+xml').documentElement;
    for (const title of svg.querySelectorAll('title')) title.remove();
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    parsed.set(code, svg);
  }
  const svg = parsed.get(code).cloneNode(true);
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, String(value));
  return svg;
}
