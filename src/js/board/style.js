// The board's colours and its stylesheet, shared by <style12-board> (in its
// shadow root) and any page that draws with board/view.js (adopted into the
// document). Every colour is a CSS custom property with the default below,
// so a page themes the board without touching its rules.

/** The squares' default colours. The board keeps them in dark colour schemes too. */
export const SQUARE_COLORS = { light: '#f0d9b5', dark: '#b58863' };

/**
 * The coordinates' default colours, chosen for WCAG's 4.5:1 (small text) on
 * their square: #6b4a2e on the light squares is 5.79:1, #2b1b0f on the dark
 * ones 5.26:1 (tests/js/board.test.mjs computes both). The squares do not
 * change with the colour scheme, so neither do these. Light lettering on the
 * dark squares cannot reach 4.5:1: even white is 3.15:1 on #b58863.
 */
export const COORD_COLORS = { onLight: '#6b4a2e', onDark: '#2b1b0f' };

export const BOARD_CSS = `
.board-svg { display: block; width: 100%; height: auto; user-select: none; -webkit-user-select: none; }
.board-svg.stale { opacity: 0.55; filter: grayscale(0.6); }
.board-svg .sq-light { fill: var(--style12-light, ${SQUARE_COLORS.light}); }
.board-svg .sq-dark { fill: var(--style12-dark, ${SQUARE_COLORS.dark}); }
.board-svg .sq-last { fill: var(--style12-last, rgb(155 199 0 / 42%)); }
.board-svg .sq-selected { fill: var(--style12-selected, rgb(20 85 30 / 50%)); }
.board-svg .dest { fill: var(--style12-dest, rgb(20 85 30 / 50%)); pointer-events: none; }
.board-svg .dest.capture { fill: none; stroke: var(--style12-dest, rgb(20 85 30 / 55%)); stroke-width: 9; }
.board-svg .dest.castle { fill: none; stroke: var(--style12-dest, rgb(20 85 30 / 55%)); stroke-width: 7; stroke-dasharray: 14 10; }
.board-svg .coord { font: 650 19px var(--style12-font, system-ui, sans-serif); pointer-events: none; }
.board-svg .coord.file { text-anchor: end; }
.board-svg .coord.on-light { fill: var(--style12-coord-on-light, ${COORD_COLORS.onLight}); }
.board-svg .coord.on-dark { fill: var(--style12-coord-on-dark, ${COORD_COLORS.onDark}); }
.board-svg .unknown-piece { font: 700 60px var(--style12-font, system-ui, sans-serif); text-anchor: middle; fill: #7a1d1d; }
.board-svg [data-square][data-piece], .board-svg [data-dest] { cursor: pointer; }
.board-svg [tabindex] { outline: none; }
.board-svg .sq-focus { fill: none; stroke: var(--style12-focus, #1a5fd0); stroke-width: 6; visibility: hidden; pointer-events: none; }
.board-svg [tabindex]:focus-visible .sq-focus { visibility: visible; }
`;

let sheet = null;
/** The board's stylesheet, made once (a constructed sheet: no inline style, so a strict CSP allows it). */
export function boardStyleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BOARD_CSS);
  }
  return sheet;
}

/** Adds the board's stylesheet to a document or shadow root, once. */
export function adoptBoardStyles(root = document) {
  const board = boardStyleSheet();
  if (!root.adoptedStyleSheets.includes(board)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, board];
}
