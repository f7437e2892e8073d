// Castling rights between their three spellings: Style 12's four flags,
// FEN's letters (KQkq, X-FEN file letters, Shredder-FEN) and the rook files
// a Position keeps (internal).
#pragma once

#include <cstdint>
#include <string_view>

#include "style12/fen.h"
#include "style12/position.h"

namespace style12::detail {

// The rook a castling flag refers to: the outermost rook of that colour on
// that side of its king on the back rank; the corner file when there is no
// such rook or no king (a claim validate() will reject).
int castling_rook_file(const Position& p, Color color, CastlingSide side);

uint16_t castling_rook_files(const Position& p, Color color, bool short_side, bool long_side);

// The rights that king and rooks on the board allow, at most one a side:
// what a FEN writer should state.
uint16_t clean_castling(const Position& p, Color color);

// The rights a FEN states under a rule: Free is clean_castling; Standard
// keeps only a king on its opening square (the middle file) and rooks on
// the corners; Auto is Standard when the king stands on that square (no
// game of standard chess has rights with it elsewhere) and Free otherwise.
uint16_t castling_rights(const Position& p, Color color, CastlingRule rule);

// The file of that colour's king on its back rank, -1 when it is not there.
int king_file(const Position& p, Color color);

// Which side of its king a rook file is on, or None if no king on the back
// rank (or the file is the king's own).
CastlingSide castling_side(const Position& p, Color color, int rook_file);

// Castling letters as FEN writes them (KQkq, X-FEN and Shredder-FEN file
// letters; "-" for none) into the position's claimed rights. On a bad
// letter, its index goes to `at`.
enum class CastlingLetters : uint8_t { Ok, NotARight, Twice };
CastlingLetters read_castling_letters(Position& p, std::string_view letters, size_t& at);

}  // namespace style12::detail
