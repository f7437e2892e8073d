// style12/board: the board renderer of <style12-board>, for pages that draw boards themselves.
import type { LegalMove, Style12 } from './style12.js';

/**
 * 'wQ', 'bN', ...: colour and upper-case piece letter.
 * @example
 * ```ts
 * const code: PieceCode | null = pieceCode('n');
 * code; // 'bN'
 * ```
 */
export type PieceCode = `${'w' | 'b'}${'P' | 'N' | 'B' | 'R' | 'Q' | 'K'}`;

/**
 * A square as the viewer sees it.
 * @example
 * ```ts
 * const [top] = squaresOf(fenBoard('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').board);
 * top[3].name; // 'd8'
 * top[3].code; // 'bQ'
 * top[3].light; // false
 * ```
 */
export interface BoardCell {
  /** 'e4'. */
  name: string;
  /** The letter on it as the ranks have it; '-' when empty. */
  letter: string;
  /** null when empty or when the letter has no drawing. */
  code: PieceCode | null;
  light: boolean;
  /** 0 = the top row on screen. */
  row: number;
  /** 0 = the left column on screen. */
  col: number;
}

/**
 * Where a picked piece (or a drop) may go: one square, with every legal move landing there.
 * @example
 * ```ts
 * const [dest] = destinationsOf(s12.legalMoves('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2'), { from: 'd8' });
 * dest.to; // 'e7'
 * dest.kind; // 'move'
 * ```
 */
export interface Destination {
  to: string;
  /** Four for a pawn that promotes there; one otherwise. */
  moves: LegalMove[];
  /** 'castle' for castling (the king's square in chess, the rook's in Chess960 and wild), 'capture' when the SAN takes. */
  kind: 'move' | 'capture' | 'castle';
}

/**
 * The part of a FEN a board shows (fenBoard).
 * @example
 * ```ts
 * const { board, pockets } = fenBoard('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1');
 * board[2]; // '--------'
 * pockets; // { white: 'Q', black: 'N' }
 * ```
 */
export interface FenBoard {
  /** Rank strings, top rank first, '-' for empty, as BoardState.board takes them. */
  board: string[];
  /** Upper-case letters held by each side; null when the FEN has no pockets. */
  pockets: { white: string; black: string } | null;
}

/**
 * The placement and pockets of a FEN, read without WebAssembly (the rest of
 * the FEN is parseFen's, in `style12`):
 * `view.render({ board: fenBoard('8/8/4k3/8/8/4K3/8/8 w - - 0 1').board })`.
 * Throws a Style12Error (FEN_EMPTY, FEN_BAD_PIECE, FEN_BAD_RANK_WIDTH,
 * FEN_BAD_BOARD_SIZE, FEN_BAD_POCKET; field 1, its column) where the core's
 * parseFen would refuse the placement.
 * @example
 * ```ts
 * fenBoard('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').board[4]; // '------P-'
 * ```
 */
export declare function fenBoard(fen: string): FenBoard;

/**
 * How a board view behaves: a picture, or a grid the user plays on.
 * @example
 * createBoardView(container, { interactive: true, onActivate: (square) => pick(square) });
 */
export interface BoardViewOptions {
  /** Squares take focus (one tab stop, arrow keys) and report activation; the board is an ARIA grid. Default false: a picture (role img). */
  interactive?: boolean;
  /** Rank numbers and file letters on the edge squares. Default true. */
  coordinates?: boolean;
  /** Put before the data attribute names: 'board-' gives data-board-square, data-board-piece, data-board-dest. Default ''. */
  attributePrefix?: string;
  /** A click, Enter or Space on a square. */
  onActivate?: (square: string, event: MouseEvent | KeyboardEvent) => void;
  /** Escape pressed on the board; return false when it had nothing to undo, so the key goes on to the page. */
  onEscape?: (event: KeyboardEvent) => boolean | void;
}

/**
 * What a board view draws: the ranks, the side at the bottom, and the marks.
 * @example
 * view.render({ board: record.board, whiteBottom: !record.flip, lastMove: lastMoveSquares(record) });
 */
export interface BoardState {
  /** Rank strings, top rank first, '-' for empty; any size up to 16 files. */
  board: string[];
  /** Default true. */
  whiteBottom?: boolean;
  /** Squares marked as the last move. */
  lastMove?: string[];
  /** The square of a king in check. */
  check?: string | null;
  /** Marks the check as mate. */
  checkmate?: boolean;
  /** A square whose piece is picked. */
  selected?: string | null;
  /** Where it may go: destinations (from destinationsOf) or square names (drawn as plain moves). */
  dests?: Array<Pick<Destination, 'to' | 'kind'> | string>;
  /** The accessible name says "Board: " and this. */
  label?: string;
  /** Drawn faded. */
  stale?: boolean;
  /** A square to put the tab stop on. */
  focus?: string | null;
}

/**
 * A board drawn into a container by createBoardView.
 * @example
 * const view = createBoardView(document.querySelector('#board')!);
 * view.render({ board: fenBoard(fen).board });
 */
export interface BoardView {
  /** The board's <svg>: class board-svg; squares carry data-square and data-piece (with the prefix), destinations data-dest="true". */
  readonly element: SVGSVGElement;
  /** Draws the state, redrawing only the squares that changed. */
  render(state: BoardState): void;
  /** Puts the tab stop on a square (default: where it is) and focuses it. */
  focus(square?: string): void;
  /** The square holding the tab stop. */
  readonly cursor: string | null;
}

/**
 * Draws boards into `container`, replacing its children.
 * @example
 * ```ts
 * const view = createBoardView(document.querySelector('#board')!, { interactive: true });
 * view.render({ board: fenBoard('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').board, lastMove: ['g2', 'g4'] });
 * ```
 */
export declare function createBoardView(container: Element, options?: BoardViewOptions): BoardView;

/**
 * Each piece's SVG text.
 * @example
 * ```ts
 * const knight = document.createElement('span');
 * knight.innerHTML = PIECE_SVG.wN;
 * ```
 */
export declare const PIECE_SVG: Readonly<Record<PieceCode, string>>;
/**
 * A piece as an <svg> element (aria-hidden), or null for a code without a drawing.
 * @example
 * ```ts
 * container.append(pieceElement('wQ', { width: 32, height: 32 })!);
 * ```
 */
export declare function pieceElement(code: string, attributes?: Record<string, string | number>): SVGSVGElement | null;

/**
 * The board's stylesheet as text; every colour a custom property (--style12-light, --style12-dark, --style12-last, --style12-selected, --style12-dest, --style12-coord-on-light, --style12-coord-on-dark, --style12-focus, --style12-font).
 * @example
 * ```ts
 * const style = document.createElement('style');
 * style.textContent = BOARD_CSS;
 * document.head.append(style);
 * ```
 */
export declare const BOARD_CSS: string;
/**
 * The squares' default colours.
 * @example
 * ```ts
 * SQUARE_COLORS.light; // '#f0d9b5'
 * ```
 */
export declare const SQUARE_COLORS: Readonly<{ light: string; dark: string }>;
/**
 * The coordinates' default colours, at least 4.5:1 on their squares.
 * @example
 * ```ts
 * document.body.style.setProperty('--style12-coord-on-light', COORD_COLORS.onLight);
 * ```
 */
export declare const COORD_COLORS: Readonly<{ onLight: string; onDark: string }>;
/**
 * BOARD_CSS as a constructed stylesheet, made once.
 * @example
 * ```ts
 * const root = container.attachShadow({ mode: 'open' });
 * root.adoptedStyleSheets = [boardStyleSheet()];
 * ```
 */
export declare function boardStyleSheet(): CSSStyleSheet;
/**
 * Adds the board's stylesheet to a document (default) or shadow root, once.
 * @example
 * ```ts
 * adoptBoardStyles();
 * createBoardView(container).render({ board: fenBoard(fen).board });
 * ```
 */
export declare function adoptBoardStyles(root?: Document | ShadowRoot): void;

/**
 * 'abcdefghijklmnop'.
 * @example
 * ```ts
 * FILES[6]; // 'g'
 * ```
 */
export declare const FILES: string;
/**
 * Milliseconds as a clock reads them: 297338 -> "4:57.338", "1:02:03" from an hour, "−0:01" below zero; `fraction` 'auto' (the default: when there are milliseconds), 'always' or 'never'; null -> "—".
 * @example
 * ```ts
 * clockText(297338); // '4:57.338'
 * clockText(3723000); // '1:02:03'
 * ```
 */
export declare function clockText(ms: number | null | undefined, options?: { fraction?: 'auto' | 'always' | 'never' }): string;
/**
 * What a chess clock's face shows: whole seconds, tenths in the last twenty ("0:19.4").
 * @example
 * ```ts
 * clockFace(297338); // '4:57'
 * clockFace(19400); // '0:19.4'
 * ```
 */
export declare function clockFace(ms: number | null | undefined): string;
/**
 * 'Q' -> 'wQ', 'q' -> 'bQ'; null otherwise.
 * @example
 * ```ts
 * pieceCode('Q'); // 'wQ'
 * pieceCode('-'); // null
 * ```
 */
export declare function pieceCode(letter: string): PieceCode | null;
/**
 * 'Q' -> 'queen'.
 * @example
 * ```ts
 * pieceName('n'); // 'knight'
 * ```
 */
export declare function pieceName(letter: string): string;
/**
 * 'wQ' -> 'white queen'.
 * @example
 * ```ts
 * pieceWords('bQ'); // 'black queen'
 * ```
 */
export declare function pieceWords(code: string): string;
/**
 * squareName(4, 4) -> 'e4' (file 0-based, rank 1-based).
 * @example
 * ```ts
 * squareName(6, 4); // 'g4'
 * ```
 */
export declare function squareName(file: number, rank: number): string;
/**
 * The squares as the viewer sees them, rows top to bottom.
 * @example
 * ```ts
 * const rows = squaresOf(fenBoard('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').board, false);
 * rows[0][0].name; // 'h1'
 * ```
 */
export declare function squaresOf(ranks: string[], whiteBottom?: boolean): BoardCell[][];
/**
 * A square's accessible name: "e4, white queen", "f6, empty, a legal move".
 * @example
 * ```ts
 * const [top] = squaresOf(fenBoard('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').board);
 * squareLabel(top[3]); // 'd8, black queen'
 * ```
 */
export declare function squareLabel(cell: BoardCell, marks?: { selected?: boolean; dest?: Pick<Destination, 'kind'> | null }): string;
/**
 * 'mate' for a SAN ending in '#', 'check' for '+', else null.
 * @example
 * ```ts
 * checkOfSan('Qh4#'); // 'mate'
 * checkOfSan('g4'); // null
 * ```
 */
export declare function checkOfSan(san: string | null | undefined): 'mate' | 'check' | null;
/**
 * Where the king of a colour stands, or null.
 * @example
 * ```ts
 * kingSquare(fenBoard('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').board, 'b'); // 'e8'
 * ```
 */
export declare function kingSquare(ranks: string[], color: 'w' | 'b'): string | null;
/**
 * The squares the last move touched: field 28, else the core's verified move of a stream event.
 * @example
 * ```ts
 * const record = s12.parseStyle12('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296');
 * lastMoveSquares(record); // ['g2', 'g4']
 * ```
 */
export declare function lastMoveSquares(record: Style12, move?: { uci: string } | null): string[];
/**
 * The king of the side to move, when the SAN (the core's when given, else field 30) says check or mate.
 * @example
 * ```ts
 * const record = s12.parseStyle12('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296');
 * checkMark(record); // { square: null, state: null }
 * ```
 */
export declare function checkMark(record: Style12, san?: string | null): { square: string | null; state: 'mate' | 'check' | null };
/**
 * Where a piece (`from`) or a drop (`drop`: 'N') may go, one entry per square, from legalMoves(); sorted by square.
 * @example
 * ```ts
 * const dests = destinationsOf(s12.legalMoves('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2'), { from: 'd8' });
 * dests.map((dest) => dest.to); // ['e7', 'f6', 'g5', 'h4']
 * ```
 */
export declare function destinationsOf(legalMoves: LegalMove[], which: { from: string } | { drop: string }): Destination[];
/**
 * "e7", "g1 (O-O)", "e8 (=Q, =R, =B, =N)".
 * @example
 * ```ts
 * const [dest] = destinationsOf(s12.legalMoves('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2'), { from: 'd8' });
 * destinationWords(dest); // 'e7'
 * ```
 */
export declare function destinationWords(dest: Destination): string;
/**
 * How many legal moves destinations hold (each promotion counts, castling once).
 * @example
 * ```ts
 * moveCount(destinationsOf(s12.legalMoves('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2'), { from: 'd8' })); // 4
 * ```
 */
export declare function moveCount(dests: Destination[]): number;
