#include "session/move_check.h"

#include "style12/fen.h"
#include "text/text.h"

namespace style12::detail {

namespace {

bool rules_known(Variant v) {
  return v == Variant::Chess || v == Variant::Chess960 || v == Variant::Crazyhouse || v == Variant::Bughouse ||
         v == Variant::Wild;
}

// The pieces and the side to move: what a board line shows for certain
// (castling rights, en passant and counters are the server's to state).
bool same_board(const Chessboard& played, const Position& shown) {
  if (played.turn() != shown.turn) return false;
  for (int sq = 0; sq < 64; ++sq) {
    if (played.piece_at(sq) != shown.at(sq % 8, sq / 8)) return false;
  }
  return true;
}

// Does the server's verbose move name this legal move?
bool names(const MoveInfo& info, const Move& m) {
  if (info.castling != CastlingSide::None) {
    return m.castling && (info.castling == CastlingSide::Short) == (m.to % 8 > m.from % 8);
  }
  if (m.castling || !info.to.valid() || m.to != info.to.rank * 8 + info.to.file) return false;
  if (info.drop) return m.drop == info.piece;
  if (m.drop || !info.from.valid() || m.from != info.from.rank * 8 + info.from.file) return false;
  // FICS 1.6 leaves the promotion piece out of the verbose move: any
  // promotion is a candidate then, and the board decides.
  return info.promotion == 0 || m.promotion == info.promotion;
}

// The moves from `board` whose result is `shown`; the verbose move's first.
int moves_to(const Chessboard& board, const Position& shown, const std::optional<MoveInfo>& info, Move& found) {
  MoveList legal;
  board.legal_moves(legal);
  int count = 0;
  if (info) {
    for (const Move& m : legal) {
      if (!names(*info, m)) continue;
      Chessboard next = board;
      next.play(m);
      if (same_board(next, shown)) {
        found = m;
        return 1;
      }
    }
  }
  for (const Move& m : legal) {
    Chessboard next = board;
    next.play(m);
    if (!same_board(next, shown)) continue;
    if (count++ == 0) found = m;
  }
  return count;
}

void describe(const Chessboard& board, const Move& m, CastlingUci castling, ShortText& uci, ShortText& san) {
  std::string text;
  append_uci(board, m, castling, text);
  uci = text;
  text.clear();
  append_san(board, m, text);
  san = text;
}

}  // namespace

MoveCheck check_board(Variant variant, const Position& before, const Position& after, const Style12& record,
                      int64_t missing) {
  MoveCheck check;
  if (!rules_known(variant) || before.width != 8 || before.height != 8 || after.width != 8 || after.height != 8 ||
      missing < 0 || missing > 1) {
    return check;
  }
  Position start = before;
  const bool drops = variant == Variant::Crazyhouse || variant == Variant::Bughouse;
  if (drops && !before.has_pockets) {
    // No <b1> line seen yet: what is in hand is unknown, so any drop may be.
    start.has_pockets = true;
    for (Pocket& pocket : start.pockets) {
      for (const char piece : {'P', 'N', 'B', 'R', 'Q'}) pocket[piece] = 16;
    }
  }
  Chessboard playable;
  if (!Chessboard::try_from(start, variant, playable)) return check;
  const Chessboard* board = &playable;
  const CastlingUci castling = castling_uci_of(variant);
  const std::optional<MoveInfo>& info = record.last_move_info;

  Move move{};
  if (missing == 0) {
    if (moves_to(*board, after, info, move) >= 1) {
      check.verdict = MoveCheck::Verdict::Verified;
      describe(*board, move, castling, check.uci, check.san);
      return check;
    }
    check.verdict = MoveCheck::Verdict::Resync;
    check.reason = "no legal move leads from the previous board to this one";
    if (info && !record.last_move.empty()) {
      check.reason += " (the server's move is ";
      check.reason += record.last_move;
      check.reason += ')';
    }
    return check;
  }

  // One half-move missing: every legal move, then the server's (or any).
  MoveList legal;
  board->legal_moves(legal);
  int pairs = 0;
  Move first{};
  Chessboard middle;
  for (const Move& m : legal) {
    Chessboard next = *board;
    next.play(m);
    Move second{};
    const int n = moves_to(next, after, info, second);
    if (n == 0) continue;
    pairs += n;
    first = m;
    move = second;
    middle = next;
  }
  if (pairs == 1) {
    check.verdict = MoveCheck::Verdict::Reconstructed;
    describe(*board, first, castling, check.missing_uci, check.missing_san);
    describe(middle, move, castling, check.uci, check.san);
    check.between = middle.position();
    if (drops && !before.has_pockets) {
      // The pockets were made up for the search: still unknown.
      check.between.has_pockets = false;
      check.between.pockets = {};
    }
    return check;
  }
  if (pairs == 0) {
    check.verdict = MoveCheck::Verdict::Resync;
    check.reason = "a half-move was not seen, and no two legal moves lead from the previous board to this one";
  }
  return check;
}

}  // namespace style12::detail
