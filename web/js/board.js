// The page's board: the package's renderer (style12/board), the same module
// <style12-board> draws with, as a keyboard-reachable grid. Its stylesheet
// (squares, coordinates, marks) comes from the package too; board.css only
// places the board on the page.

import { adoptBoardStyles, createBoardView } from '../lib/board.mjs';

// root: the board's container. onActivate(square): a click, Enter or Space
// on a square; onEscape(): Escape on the board.
export function createBoard(root, { onActivate = null, onEscape = null } = {}) {
  adoptBoardStyles(document);
  const view = createBoardView(root, { interactive: true, onActivate, onEscape });
  // render({ board, whiteBottom, lastMove, check, checkmate, stale, label,
  // selected, dests, focus }); `targets` (square names) is the older name of dests.
  const render = ({ targets, dests, ...state }) => view.render({ ...state, dests: dests ?? targets ?? [] });
  render({ board: Array(8).fill('--------'), label: 'empty' });
  return { render, element: view.element, focus: (square) => view.focus(square) };
}
