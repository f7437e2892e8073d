// The vocabulary shared by records, positions and FEN: colours, squares on
// boards of up to 16x16, and piece letters (upper case White, lower Black).
#pragma once

#include <cstdint>

namespace style12 {

enum class Color : uint8_t { White, Black };

constexpr Color opposite(Color c) { return c == Color::White ? Color::Black : Color::White; }

// Variant servers send boards other than 8x8; 16 covers every one in use.
inline constexpr int kMaxBoardSize = 16;

// A square as (file, rank), both 0-based from White's a1 corner.
struct Square {
  int8_t file = -1;
  int8_t rank = -1;

  constexpr bool valid() const { return file >= 0 && rank >= 0; }
  constexpr int index() const { return rank * kMaxBoardSize + file; }
  friend constexpr bool operator==(Square a, Square b) {
    return a.file == b.file && a.rank == b.rank;
  }
};

inline constexpr Square kNoSquare{};

constexpr bool is_ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
constexpr bool is_white_piece(char c) { return c >= 'A' && c <= 'Z'; }
constexpr bool is_black_piece(char c) { return c >= 'a' && c <= 'z'; }
constexpr char to_upper(char c) { return is_black_piece(c) ? char(c - 32) : c; }
constexpr char to_lower(char c) { return is_white_piece(c) ? char(c + 32) : c; }
constexpr char piece_of(Color color, char upper) {
  return color == Color::White ? upper : to_lower(upper);
}
constexpr bool piece_has_color(char piece, Color color) {
  return color == Color::White ? is_white_piece(piece) : is_black_piece(piece);
}

}  // namespace style12
