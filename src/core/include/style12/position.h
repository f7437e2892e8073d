// A chess position as FEN describes it: placement, side to move, castling
// rights, en passant square, move counters, and the pockets of crazyhouse
// and bughouse. Like a FEN it is not checked: validate() says what is wrong.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string>

#include "style12/board.h"
#include "style12/holdings.h"
#include "style12/record.h"

namespace style12 {

// Pieces in hand, counted by upper-case letter ('P' at index 15).
struct Pocket {
  std::array<uint16_t, 26> count{};

  uint16_t& operator[](char upper) { return count[static_cast<size_t>(upper - 'A')]; }
  uint16_t operator[](char upper) const { return count[static_cast<size_t>(upper - 'A')]; }
  int total() const;
};

struct Position {
  uint8_t width = 8;
  uint8_t height = 8;
  // Piece letters by Square::index(), 0 for an empty square.
  std::array<char, kMaxBoardSize * kMaxBoardSize> board{};
  // Pieces that came from a promotion ('~' in crazyhouse FEN): they go back
  // to the pocket as pawns when captured.
  std::bitset<kMaxBoardSize * kMaxBoardSize> promoted;
  Color turn = Color::White;
  // Castling rights as claimed, one bit per rook file (bit 0 = a-file);
  // validate() checks that king and rook stand where the claim needs them.
  std::array<uint16_t, 2> castling{};
  Square en_passant;  // as claimed; kNoSquare when none
  int64_t halfmove_clock = 0;
  int64_t fullmove_number = 1;
  bool has_pockets = false;
  std::array<Pocket, 2> pockets{};

  static Position standard();

  char at(Square s) const { return board[static_cast<size_t>(s.index())]; }
  char at(int file, int rank) const {
    return board[static_cast<size_t>(rank * kMaxBoardSize + file)];
  }
  void set(Square s, char piece) { board[static_cast<size_t>(s.index())] = piece; }
  bool contains(int file, int rank) const {
    return file >= 0 && rank >= 0 && file < width && rank < height;
  }
  int backrank(Color c) const { return c == Color::White ? 0 : height - 1; }
  // The first king of that colour from a1 onwards, kNoSquare if none.
  Square king(Color c) const;
};

// Whether the side not to move can just have pushed a pawn two squares on
// that file (the double-push field, 11): its pawn on the fourth rank (the
// fifth for Black) and the two squares behind it empty. FICS sends the
// field after drops too, as 0: no FEN takes it from there.
bool double_push_plausible(const Position& position, int64_t file);

// The position a Style 12 record shows. En passant from the double-push
// file, when plausible, and the side to move; castling flags to the rooks they can only
// mean (the outermost rook on that side of the king, the corner when there
// is none); counters from fields 16 and 27; pockets from a <b1> record.
Position to_position(const Style12& record, const Holdings* holdings = nullptr);

// A pocket's pieces as letters in the colour's case, in the order servers
// and FEN writers put them: PNBRQK first, then any other letter.
void append_pocket(const Pocket& pocket, Color color, std::string& out);

// The pieces of a <b1> record as pockets, and put in a position.
std::array<Pocket, 2> pockets_of(const Holdings& holdings);
void set_pockets(Position& position, const Holdings& holdings);

// The same position as a FEN without pockets shows it: placement, side to
// move, the castling rights the placement allows, en passant square and
// the counters as FEN writes them. Pockets and promotion marks aside.
// Whether the halfmove clocks take part: a game keeps its own count, and
// servers send wrong ones.
enum class HalfmoveClock : uint8_t { Compared, Ignored };
bool same_position(const Position& a, const Position& b,
                   HalfmoveClock halfmove = HalfmoveClock::Compared);

}  // namespace style12
