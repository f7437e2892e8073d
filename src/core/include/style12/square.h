// Square names, the one place they are spelled: files 'a' to 'p' and ranks
// 1 to 16, for boards up to kMaxBoardSize wide and high as Style 12 lines
// may send them ("e4", "j10", "p16"). Both ways: a file or a rank to its
// letter or digits, and a name back to its square.
#pragma once

#include <cstddef>
#include <string_view>

#include "style12/board.h"

namespace style12 {

// The letter of a file, 0-based from 'a'; files past the board's largest
// size have none (0).
constexpr char file_letter(int file) {
  return file >= 0 && file < kMaxBoardSize ? static_cast<char>('a' + file) : '\0';
}

// The file a letter names, 'a' -> 0 ... 'p' -> 15; -1 for anything else.
constexpr int file_of_letter(char c) { return c >= 'a' && c < 'a' + kMaxBoardSize ? c - 'a' : -1; }

// The digit of a rank on boards up to 9 high, 0-based from '1'; 0 for other
// ranks (which take two digits: see append_rank).
constexpr char rank_digit(int rank) {
  return rank >= 0 && rank < 9 ? static_cast<char>('1' + rank) : '\0';
}

// The rank one digit names, '1' -> 0 ... '9' -> 8; -1 for anything else.
constexpr int rank_of_digit(char c) { return c >= '1' && c <= '9' ? c - '1' : -1; }

// Writes a rank's number (1 to 16) at `w`; returns the end.
constexpr char* write_rank(char* w, int rank) {
  const int number = rank + 1;
  if (number >= 10) *w++ = static_cast<char>('0' + number / 10);
  *w++ = static_cast<char>('0' + number % 10);
  return w;
}

// Writes a square's name ("e4", "j10") at `w`; returns the end (at most
// three bytes are written).
constexpr char* write_square_name(char* w, int file, int rank) {
  *w++ = file_letter(file);
  return write_rank(w, rank);
}
constexpr char* write_square_name(char* w, Square square) {
  return write_square_name(w, square.file, square.rank);
}

// Appends a rank's number, or a square's name, to a string.
template <class Out>
void append_rank(Out& out, int rank) {
  char digits[2] = {};
  const char* end = write_rank(digits, rank);
  for (const char* p = digits; p != end; ++p) out += *p;
}
template <class Out>
void append_square_name(Out& out, int file, int rank) {
  out += file_letter(file);
  append_rank(out, rank);
}
template <class Out>
void append_square_name(Out& out, Square square) {
  append_square_name(out, square.file, square.rank);
}

// A square as one number, file | rank << 4 (0 to 255): how squares cross to
// JavaScript, in a block's int32 fields and in the rules' output bytes.
constexpr int square_code(int file, int rank) { return file | rank << 4; }
constexpr int square_code(Square square) { return square_code(square.file, square.rank); }
constexpr Square square_of_code(int code) {
  return {static_cast<int8_t>(code & 15), static_cast<int8_t>((code >> 4) & 15)};
}

// Reads a square's name at the start of `s` ("e4", "j10"): a file letter
// and a rank of one or two digits, 1 to kMaxBoardSize. Returns the number of
// bytes used, 0 when no square is named there.
constexpr size_t read_square_name(std::string_view s, Square& square) {
  if (s.size() < 2) return 0;
  const int file = file_of_letter(s[0]);
  int rank = rank_of_digit(s[1]);
  if (file < 0 || rank < 0) return 0;
  size_t used = 2;
  if (s.size() > 2 && s[2] >= '0' && s[2] <= '9') {
    rank = (rank + 1) * 10 + (s[2] - '0') - 1;
    used = 3;
    if (rank >= kMaxBoardSize) return 0;
  }
  square.file = static_cast<int8_t>(file);
  square.rank = static_cast<int8_t>(rank);
  return used;
}

}  // namespace style12
