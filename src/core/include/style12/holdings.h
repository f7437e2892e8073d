// The "<b1>" line of crazyhouse and bughouse games: the pieces each side
// holds, and in bughouse the piece just passed over from the partner board.
//   <b1> game 6 white [PNBBB] black [PNB]
//   <b1> game 52 white [NB] black [N] <- BN     (Black received a knight)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "style12/board.h"
#include "style12/result.h"

namespace style12 {

struct PassedPiece {
  Color color = Color::White;  // who received it
  char piece = 0;              // upper-case letter
};

struct Holdings {
  int64_t game_number = 0;
  std::string_view white;  // piece letters held, as sent ("PNBBB")
  std::string_view black;
  std::optional<PassedPiece> passed;
};

// Reads one "<b1>" line (prompts before it allowed, colour words in any
// case). The record's letters point into `line`.
Result<Holdings> parse_holdings(std::string_view line);

}  // namespace style12
