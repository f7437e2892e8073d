// A typed use of style12/board, compiled with `tsc --noEmit` against the
// shipped declarations: a wrong name or type in them fails the build.
import { load } from 'style12';
import {
  BOARD_CSS, COORD_COLORS, adoptBoardStyles, checkMark, createBoardView, destinationWords, destinationsOf, fenBoard, lastMoveSquares,
  moveCount, pieceElement, squareLabel, squaresOf,
} from 'style12/board';
import type { BoardView, Destination, FenBoard, PieceCode } from 'style12/board';

async function board(container: HTMLElement): Promise<void> {
  const s12 = await load();
  const record = s12.parseStyle12('<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 7 a b 0 3 0 39 39 180 180 1 P/e2-e4 (0:00) e4 0');
  adoptBoardStyles();
  let dests: Destination[] = [];
  const view: BoardView = createBoardView(container, {
    interactive: true,
    onActivate(square: string) {
      dests = destinationsOf(s12.legalMoves(record.fen), { from: square });
      const words: string = dests.map(destinationWords).join(', ');
      const count: number = moveCount(dests);
      void words; void count;
    },
    onEscape() { view.render({ board: record.board }); },
  });
  const check = checkMark(record, null);
  view.render({
    board: record.board, whiteBottom: !record.flip, lastMove: lastMoveSquares(record), check: check.square,
    checkmate: check.state === 'mate', dests, label: 'game 7', focus: 'e2',
  });
  view.focus('e4');
  const svg: SVGSVGElement = view.element;
  const code: PieceCode | null = squaresOf(record.board)[0][0].code;
  const name: string = squareLabel(squaresOf(record.board)[7][4]);
  const piece: SVGSVGElement | null = pieceElement('wQ', { width: 40 });
  const css: string = BOARD_CSS + COORD_COLORS.onDark;
  void svg; void code; void name; void piece; void css;
}
void board;

// A FEN's placement and pockets, drawn without the WebAssembly module.
const drawn: FenBoard = fenBoard('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1');
const ranks: string[] = drawn.board;
const whitePocket: string | undefined = drawn.pockets?.white;
void ranks;
void whitePocket;
