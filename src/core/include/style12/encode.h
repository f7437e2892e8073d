// A Style 12 line for any position: the board and what goes with it come
// from the position, everything else from the fields given.
#pragma once

#include <array>
#include <string>

#include "style12/position.h"
#include "style12/record.h"
#include "style12/result.h"

namespace style12 {

// Values for the fields a FEN does not have: game 1, "White" and "Black",
// relation -3 (an isolated position), no clocks, no previous move.
Style12 encode_defaults();

struct EncodeOptions {
  // Material strengths from the board and pockets (P 1, N 3, B 3, R 5, Q 9)
  // instead of the values in `fields`, each on its own.
  bool compute_white_strength = true;
  bool compute_black_strength = true;
};

// A Style 12 line for a position: board, side to move, double push (from
// the en passant square), castling flags (the rights the placement allows),
// halfmove clock and move number come from the position, the rest from
// `fields`. The line is parsed again before it is returned, so bad field
// values (a name with a blank, say) come back as that parse's error.
Result<std::string> encode_style12(const Position& position, const Style12& fields,
                                   const EncodeOptions& options = {});

// Material in the servers' count: P 1, N 3, B 3, R 5, Q 9, pockets included;
// of one side, or of both (White's, Black's) at once.
int64_t material_strength(const Position& position, Color color);
std::array<int64_t, 2> material_strengths(const Position& position);

}  // namespace style12
