#include "session/move_check.h"

#include "style12/fen.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12::detail {

namespace {

int square_of(Square s) { return s.rank * 8 + s.file; }

// The server's verbose move as a move of `board`, and whether it is legal
// there and gives `shown`: no move list is made for the usual case. A
// promotion FICS wrote without its piece tries each.
bool server_move(const Chessboard& board, const Chessboard& shown, const MoveInfo& info,
                 Move& found, Chessboard& next) {
  if (info.castling != CastlingSide::None) return false;  // the generator's to judge
  if (!info.to.valid() || (!info.drop && !info.from.valid())) return false;
  Move m{info.drop ? uint8_t(0) : uint8_t(square_of(info.from)), uint8_t(square_of(info.to)),
         info.promotion, info.drop ? info.piece : '\0', false};
  const bool promotes = !info.drop && info.piece == 'P' && (info.to.rank == 0 || info.to.rank == 7);
  const char* const choices = promotes && info.promotion == 0 ? "QRBN" : "";
  for (const char* c = choices;; ++c) {
    if (*c != '\0') m.promotion = *c;
    // Played once: the same board answers whether it is the one shown and
    // whether the mover's king is safe.
    if (board.pseudo_legal(m)) {
      next = board;
      next.play(m);
      if (next.same_pieces(shown) && !next.left_in_check()) {
        found = m;
        return true;
      }
    }
    if (*c == '\0' || c[1] == '\0') return false;
  }
}

// The moves from `board` whose result is `shown`: the server's when it is
// one, else (unless `server_only`) every legal move tried.
int moves_to(const Chessboard& board, const Chessboard& shown, const std::optional<MoveInfo>& info,
             Move& found, Chessboard& next, bool server_only = false) {
  if (info && server_move(board, shown, *info, found, next)) return 1;
  if (server_only) return 0;
  MoveList legal;
  board.legal_moves(legal);
  int count = 0;
  for (const Move& m : legal) {
    Chessboard played = board;
    played.play(m);
    if (!played.same_pieces(shown)) continue;
    if (count++ == 0) {
      found = m;
      next = played;
    }
  }
  return count;
}

// The move as UCI and SAN; `next` is the board after it.
void describe(const Chessboard& board, const Move& m, const Chessboard& next, CastlingUci castling,
              ShortText& uci, ShortText& san) {
  MoveText text;
  write_uci(m, castling, text);
  uci = text.view();
  text.clear();
  write_san(board, m, next, text);
  san = text.view();
}

// With the pockets unknown (no <b1> line yet) and made up full, any check
// might be blocked by a drop: the core cannot tell mate, and the server,
// which knows the pockets, says it.
void mark_mate_seen_by_server(bool pockets_invented, const std::optional<MoveInfo>& info,
                              ShortText& san) {
  if (!pockets_invented || !info || !info->checkmate || san.empty() || san.view().back() != '+')
    return;
  std::string text(san.view());
  text.back() = '#';
  san = text;
}

// No legal move leads from the game's last board to this one.
STYLE12_RARE void no_move_leads_here(const Style12& record, MoveCheck& check) {
  check.verdict = MoveCheck::Verdict::Resync;
  check.reason = "no legal move leads from the previous board to this one";
  if (record.last_move_info && !record.last_move.empty()) {
    check.reason += " (the server's move is ";
    check.reason += record.last_move;
    check.reason += ')';
  }
}

// One half-move missing between the game's last board and `shown`: the
// pair of moves that leads there, when there is exactly one.
STYLE12_RARE void reconstruct_one(const Chessboard& start, const Chessboard& shown,
                                  const std::optional<MoveInfo>& info, CastlingUci castling,
                                  bool pockets_invented, MoveCheck& check) {
  const Chessboard* board = &start;
  Move move{};
  // One half-move missing: every legal move, then the server's. Only when
  // no pair ends in the server's move (or it names none, or castles: the
  // generator's to judge) is any second move tried: a full search from
  // each of some thirty boards.
  MoveList legal;
  board->legal_moves(legal);
  int pairs = 0;
  Move first{};
  Chessboard middle;
  const bool server_named = info.has_value() && info->castling == CastlingSide::None;
  for (const bool server_only : {true, false}) {
    if (server_only && !server_named) continue;
    for (const Move& m : legal) {
      Chessboard played = *board;
      played.play(m);
      Move second{};
      Chessboard last;
      const int n = moves_to(played, shown, info, second, last, server_only);
      if (n == 0) continue;
      pairs += n;
      first = m;
      move = second;
      middle = played;
    }
    if (pairs > 0) break;
  }
  if (pairs == 1) {
    check.verdict = MoveCheck::Verdict::Reconstructed;
    Chessboard after_first = *board, after_second = middle;
    after_first.play(first);
    after_second.play(move);
    describe(*board, first, after_first, castling, check.missing_uci, check.missing_san);
    describe(middle, move, after_second, castling, check.uci, check.san);
    mark_mate_seen_by_server(pockets_invented, info, check.san);
    check.between = middle;
    check.next = after_second;
    return;
  }
  if (pairs == 0) {
    check.verdict = MoveCheck::Verdict::Resync;
    check.reason =
        "a half-move was not seen, and no two legal moves lead from the previous board to this one";
  }
}

}  // namespace

void check_board(Variant variant, const Position& before, const Position& after,
                 const Style12& record, int64_t missing, const Chessboard* known,
                 MoveCheck& check) {
  if (!rules_known(variant) || before.width != 8 || before.height != 8 || after.width != 8 ||
      after.height != 8 || missing < 0 || missing > 1) {
    return;
  }
  Chessboard shown;
  if (!Chessboard::placement_of(after, shown)) return;
  const bool drops = variant_info(variant).pockets;
  Chessboard playable;
  bool pockets_invented = false;
  if (known != nullptr) {
    playable = *known;
  } else if (drops && !before.has_pockets) {
    // No <b1> line seen yet: what is in hand is unknown, so any drop may be.
    Position start = before;
    start.has_pockets = true;
    for (Pocket& pocket : start.pockets) {
      for (const char piece : {'P', 'N', 'B', 'R', 'Q'}) pocket[piece] = 16;
    }
    if (!Chessboard::try_from(start, variant, playable)) return;
    pockets_invented = true;
  } else if (!Chessboard::try_from(before, variant, playable)) {
    return;
  }
  const Chessboard* board = &playable;
  const CastlingUci castling = castling_uci_of(variant);
  const std::optional<MoveInfo>& info = record.last_move_info;

  Move move{};
  if (missing == 0) {
    if (moves_to(*board, shown, info, move, check.next) >= 1) {
      check.verdict = MoveCheck::Verdict::Verified;
      describe(*board, move, check.next, castling, check.uci, check.san);
      mark_mate_seen_by_server(pockets_invented, info, check.san);
      return;
    }
    no_move_leads_here(record, check);
    return;
  }

  reconstruct_one(*board, shown, info, castling, pockets_invented, check);
}

}  // namespace style12::detail
