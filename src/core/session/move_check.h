// Whether a new board of a game follows from the one before it, and by
// which move (internal). The server's verbose move is tried first; a board
// it does not explain is searched for among the legal moves, and one
// missing half-move is rebuilt when exactly one pair of moves explains it.
#pragma once

#include <string>

#include "style12/game.h"
#include "style12/position.h"
#include "style12/record.h"
#include "style12/rules.h"
#include "style12/variant.h"

namespace style12::detail {

struct MoveCheck {
  using Verdict = BoardCheck::Verdict;
  Verdict verdict = Verdict::Unchecked;
  ShortText uci, san;                  // the move into the new board
  ShortText missing_uci, missing_san;  // Reconstructed: the half-move before it
  Chessboard between;                  // Reconstructed: the board after `missing`
  std::string reason;                  // Resync
  Chessboard next;  // Verified, Reconstructed: the board after the move, as played
};

// `before` is the game's last position (with pockets when known), `after`
// the new board's, `missing` how many half-moves the move numbers say were
// not seen in between. `known`, when not null, is `before` as the rules
// already hold it (the last check's `next`): it spares reading it again.
// The result goes to `check` (left as it was made, Unchecked, when the
// boards cannot be judged): a check is large, and made once a board.
void check_board(Variant variant, const Position& before, const Position& after,
                 const Style12& record, int64_t missing, const Chessboard* known, MoveCheck& check);

}  // namespace style12::detail
