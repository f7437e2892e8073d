// What is wrong with a position: every problem, not only the first, as
// python-chess's status() does. A variant hint switches off the rules that
// variant allows (pieces from the partner in bughouse, no royal king in
// suicide, touching kings in atomic, ...).
#pragma once

#include <cstdint>
#include <string_view>

#include "style12/position.h"
#include "style12/variant.h"

namespace style12 {

enum class Problem : uint8_t {
  EmptyBoard,
  NoWhiteKing,
  NoBlackKing,
  TooManyWhiteKings,
  TooManyBlackKings,
  TooManyWhitePawns,
  TooManyBlackPawns,
  TooManyWhitePieces,
  TooManyBlackPieces,
  ImpossibleWhiteMaterial,  // more promoted pieces than missing pawns
  ImpossibleBlackMaterial,
  PawnOnBackrank,
  BadCastlingRights,
  BadEnPassant,
  OppositeCheck,  // the side not to move is in check
  TooManyCheckers,
  ImpossibleCheck,  // a check no last move could give
  UnknownPiece,     // a letter that is not a piece of this variant
  kCount,
};

class Problems {
 public:
  bool empty() const { return bits_ == 0; }
  bool has(Problem p) const { return bits_ >> static_cast<int>(p) & 1; }
  void add(Problem p) { bits_ |= uint32_t{1} << static_cast<int>(p); }
  void remove(Problem p) { bits_ &= ~(uint32_t{1} << static_cast<int>(p)); }
  uint32_t bits() const { return bits_; }

 private:
  uint32_t bits_ = 0;
};

Problems validate(const Position& position, Variant variant = Variant::Chess);

// "NO_WHITE_KING", ...: stable across releases.
std::string_view problem_name(Problem problem);
// A sentence for people: "White has no king."
std::string_view problem_message(Problem problem);

}  // namespace style12
