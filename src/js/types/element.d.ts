// style12/element: defines <style12-board> when imported in a browser; imported in Node (server-side rendering) it defines nothing.
import type { Style12 } from './style12.js';

/**
 * <style12-board fen="..." line="..." flip bare>: board (drawn by style12/board: coordinates, last move, check), pockets, players and clocks; themed through CSS custom properties (--style12-size, --style12-light, --style12-dark, --style12-last, --style12-coord-on-light, --style12-coord-on-dark, ...) and ::part(). Squares carry data-board-square and data-board-piece.
 * @example
 * ```ts
 * import 'style12/element';
 * const board = document.createElement('style12-board');
 * board.setAttribute('line', '<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296');
 * document.body.append(board);
 * await board.ready;
 * ```
 */
export declare class Style12Board extends HTMLElement {
  /** A record to draw (from parseStyle12 or a stream event); it takes precedence over the attributes. */
  record: Style12 | null;
  /** Resolves once the board is drawn: at once for a FEN or a record, once style12/core has loaded for a line; rejects when it cannot load (the element shows why). */
  readonly ready: Promise<void>;
}

declare global {
  interface HTMLElementTagNameMap {
    'style12-board': Style12Board;
  }
}
