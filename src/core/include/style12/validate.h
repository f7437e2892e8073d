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

// Every problem once: its enumerator, its stable code and its sentence.
// The enum, problem_name(), problem_message() and the package's
// ValidationProblem type (scripts/build-package.mjs reads the codes here)
// are all made from this list.
#define STYLE12_PROBLEMS(X)                                                                      \
  X(EmptyBoard, "EMPTY_BOARD", "The board is empty.")                                            \
  X(NoWhiteKing, "NO_WHITE_KING", "White has no king.")                                          \
  X(NoBlackKing, "NO_BLACK_KING", "Black has no king.")                                          \
  X(TooManyWhiteKings, "TOO_MANY_WHITE_KINGS", "White has more than one king.")                  \
  X(TooManyBlackKings, "TOO_MANY_BLACK_KINGS", "Black has more than one king.")                  \
  X(TooManyWhitePawns, "TOO_MANY_WHITE_PAWNS", "White has more pawns than files.")               \
  X(TooManyBlackPawns, "TOO_MANY_BLACK_PAWNS", "Black has more pawns than files.")               \
  X(TooManyWhitePieces, "TOO_MANY_WHITE_PIECES", "White has more than 16 pieces.")               \
  X(TooManyBlackPieces, "TOO_MANY_BLACK_PIECES", "Black has more than 16 pieces.")               \
  X(ImpossibleWhiteMaterial, "IMPOSSIBLE_WHITE_MATERIAL",                                        \
    "White has more promoted pieces than missing pawns.")                                        \
  X(ImpossibleBlackMaterial, "IMPOSSIBLE_BLACK_MATERIAL",                                        \
    "Black has more promoted pieces than missing pawns.")                                        \
  X(PawnOnBackrank, "PAWN_ON_BACKRANK", "A pawn stands on the first or last rank.")              \
  X(BadCastlingRights, "BAD_CASTLING_RIGHTS",                                                    \
    "A castling right is claimed without its king and rook in place.")                           \
  X(BadEnPassant, "BAD_EN_PASSANT", "The en passant square does not follow a double pawn push.") \
  X(OppositeCheck, "OPPOSITE_CHECK", "The side not to move is in check.")                        \
  X(TooManyCheckers, "TOO_MANY_CHECKERS", "The king is attacked by more than two pieces.")       \
  X(ImpossibleCheck, "IMPOSSIBLE_CHECK", "No last move could have given this check.")            \
  X(UnknownPiece, "UNKNOWN_PIECE", "A letter on the board is not a piece of this variant.")

enum class Problem : uint8_t {
#define STYLE12_PROBLEM_ENUM(name, code, message) name,
  STYLE12_PROBLEMS(STYLE12_PROBLEM_ENUM)
#undef STYLE12_PROBLEM_ENUM
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
