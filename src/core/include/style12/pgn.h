// A tracked game as PGN.
#pragma once

#include <string>

#include "style12/game.h"

namespace style12 {

// The game as PGN: the Seven Tag Roster, TimeControl, FEN and SetUp when it
// did not start from the initial position, Variant when not chess, the moves
// with [%clk] comments, movetext wrapped at 80 columns. A gap (moves never
// seen) ends the movetext with a comment, so what is written replays.
std::string write_pgn(const Game& game);

}  // namespace style12
