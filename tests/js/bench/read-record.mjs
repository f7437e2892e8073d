// Reads every field of a Style 12 record and of the other stream events,
// folding them into a number so that no read can be optimised away.
//
// The benchmark imports this module twice under different URLs (a query
// string), once for style12's records and once for the plain reader's, so
// each side gets its own copy of these functions and V8 sees one kind of
// record at each of its property reads.

const str = (s) => (s === null ? 0 : s.length);
const num = (n) => (n === null ? 0 : n);
const bool = (b) => (b === null ? 0 : b ? 1 : 2);

/** Every field of a record: ranks, flags, names, clocks, the move, the FEN. */
export function readRecord(r) {
  let acc = 0;
  const board = r.board;
  for (let i = 0; i < board.length; i++) acc += board[i].length + board[i].charCodeAt(i & 7);
  acc += r.sideToMove.length + r.doublePushFile;
  const c = r.castling;
  acc += (c.whiteShort ? 1 : 0) + (c.whiteLong ? 2 : 0) + (c.blackShort ? 4 : 0) + (c.blackLong ? 8 : 0);
  acc += r.halfmoveClock + r.gameNumber + r.white.length + r.black.length + r.relation;
  acc += r.initialTime + r.increment + r.whiteStrength + r.blackStrength;
  acc += r.whiteTime + r.blackTime + (r.whiteTimeMs + r.blackTimeMs) / 1000 + r.timeUnit.length;
  acc += num(r.moveNumber) + str(r.lastMove);
  const m = r.lastMoveInfo;
  if (m !== null) {
    acc += m.piece.length + str(m.from) + str(m.to) + str(m.promotion) + str(m.castling);
    acc += (m.drop ? 1 : 0) + (m.check ? 2 : 0) + (m.checkmate ? 4 : 0);
  }
  acc += str(r.lastMoveTime) + num(r.lastMoveTimeMs) / 1000 + str(r.lastMoveSan);
  acc += bool(r.flip) + bool(r.clockTicking) + num(r.lagMs) + r.extra.length;
  acc += r.fen.length + (r.truncated ? 1 : 0) + (r.spaceAfterTag ? 1 : 0);
  return acc;
}

/** The fields of a stream event that is not a board. */
export function readOtherEvent(e) {
  switch (e.type) {
    case 'holdings': {
      const h = e.record;
      return e.line + h.gameNumber + h.white.length + h.black.length + (h.passed === null ? 0 : h.passed.piece.length);
    }
    case 'gameEnd':
      return e.line + e.gameNumber + e.white.length + e.black.length + e.reason.length + e.result.length;
    case 'text':
      return e.line + e.text.length;
    case 'error':
      return e.line + e.error.code.length;
    default:
      return 1;
  }
}
