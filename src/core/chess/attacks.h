// Which pieces attack a square, on boards of any size up to 16x16
// (internal). Knows the chess pieces and the two compound pieces of
// Capablanca-style variants: A (bishop + knight), C (rook + knight).
#pragma once

#include "style12/position.h"

namespace style12::detail {

// Squares of `by`'s pieces attacking `target`; fills at most `max` of them
// into `out` and returns how many there are in all.
int attackers(const Position& p, Square target, Color by, Square* out, int max);

inline bool is_attacked(const Position& p, Square target, Color by) {
  return attackers(p, target, by, nullptr, 0) > 0;
}

bool slides_diagonally(char piece);
bool slides_straight(char piece);

// The claimed en passant square fits a double push just made by the side
// not to move: right rank, empty, the pawn in front, its origin empty.
bool en_passant_plausible(const Position& p);

// A pawn of the side to move can take en passant without leaving its own
// king in check (pins, the two-pawn rank pin and discovered checks included).
bool en_passant_capture_legal(const Position& p);

}  // namespace style12::detail
