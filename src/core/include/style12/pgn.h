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

// A bughouse match as BPGN: both boards' players (WhiteA, BlackA, WhiteB,
// BlackB), then every move of both boards in the order the boards came,
// numbered "1A." / "1a." on board A (White / Black) and "1B." / "1b." on
// board B, with [%clk] comments. Each board's movetext ends at its first
// gap, as in write_pgn.
std::string write_bpgn(const Game& a, const Game& b);

}  // namespace style12
