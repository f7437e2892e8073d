#include "style12/position.h"

#include <cstring>

#include "chess/castling.h"
#include "text/text.h"

namespace style12 {

int Pocket::total() const {
  int n = 0;
  for (const uint16_t c : count) n += c;
  return n;
}

Position Position::standard() {
  Position p;
  constexpr std::string_view kBack = "RNBQKBNR";
  for (int f = 0; f < 8; ++f) {
    p.board[static_cast<size_t>(f)] = kBack[static_cast<size_t>(f)];
    p.board[static_cast<size_t>(kMaxBoardSize + f)] = 'P';
    p.board[static_cast<size_t>(6 * kMaxBoardSize + f)] = 'p';
    p.board[static_cast<size_t>(7 * kMaxBoardSize + f)] = to_lower(kBack[static_cast<size_t>(f)]);
  }
  p.castling = {0x81, 0x81};
  return p;
}

Square Position::king(Color c) const {
  const char k = piece_of(c, 'K');
  for (int r = 0; r < height; ++r) {
    for (int f = 0; f < width; ++f) {
      if (at(f, r) == k) return Square{static_cast<int8_t>(f), static_cast<int8_t>(r)};
    }
  }
  return kNoSquare;
}

void append_pocket(const Pocket& pocket, Color color, std::string& out) {
  // PNBRQK, then the other letters.
  constexpr std::string_view kOrder = "PNBRQKACDEFGHIJLMOSTUVWXYZ";
  for (const char piece : kOrder) {
    const int n = pocket[piece];
    if (n > 0) out.append(static_cast<size_t>(n), piece_of(color, piece));
  }
}

std::array<Pocket, 2> pockets_of(const Holdings& holdings) {
  std::array<Pocket, 2> pockets{};
  for (const char c : holdings.white) ++pockets[0][to_upper(c)];
  for (const char c : holdings.black) ++pockets[1][to_upper(c)];
  return pockets;
}

void set_pockets(Position& position, const Holdings& holdings) {
  position.has_pockets = true;
  position.pockets = pockets_of(holdings);
}

bool same_position(const Position& a, const Position& b, HalfmoveClock halfmove_clock) {
  if (a.width != b.width || a.height != b.height || a.turn != b.turn ||
      !(a.en_passant == b.en_passant)) {
    return false;
  }
  const auto halfmove = [](const Position& p) {
    return p.halfmove_clock < 0 ? 0 : p.halfmove_clock;
  };
  const auto fullmove = [](const Position& p) {
    return p.fullmove_number < 1 ? 1 : p.fullmove_number;
  };
  if (halfmove_clock == HalfmoveClock::Compared && halfmove(a) != halfmove(b)) return false;
  if (fullmove(a) != fullmove(b)) return false;
  for (int r = 0; r < a.height; ++r) {
    const auto row = static_cast<size_t>(r * kMaxBoardSize);
    const std::string_view ra(&a.board[row], a.width), rb(&b.board[row], a.width);
    if (!text::same(ra, rb)) return false;
  }
  for (const Color c : {Color::White, Color::Black}) {
    if (detail::clean_castling(a, c) != detail::clean_castling(b, c)) return false;
  }
  return true;
}

bool double_push_plausible(const Position& p, int64_t file) {
  if (file < 0 || file >= p.width || p.height < 4) return false;
  // White just moved when Black is to move: its pawn on the fourth rank,
  // the square it skipped and the one it left empty; Black's mirrored.
  const bool white_moved = p.turn == Color::Black;
  const int skipped = white_moved ? 2 : p.height - 3;
  const int step = white_moved ? 1 : -1;
  const int f = static_cast<int>(file);
  return p.at(f, skipped + step) == (white_moved ? 'P' : 'p') && p.at(f, skipped) == 0 &&
         p.at(f, skipped - step) == 0;
}

Position to_position(const Style12& record, const Holdings* holdings) {
  Position p;
  p.width = record.width;
  p.height = record.height;
  for (int k = 0; k < record.height; ++k) {
    const std::string_view rank = record.rank(k);
    char* row = &p.board[static_cast<size_t>((record.height - 1 - k) * kMaxBoardSize)];
    for (int f = 0; f < record.width; ++f) {
      const char c = rank[static_cast<size_t>(f)];
      row[f] = c == '-' ? '\0' : c;
    }
  }
  p.turn = record.side_to_move;
  if (double_push_plausible(p, record.double_push_file)) {
    // The pawn that moved belongs to the side not to move; the square it
    // skipped is the en passant target.
    const int rank = p.turn == Color::Black ? 2 : record.height - 3;
    p.en_passant = Square{static_cast<int8_t>(record.double_push_file), static_cast<int8_t>(rank)};
  }
  const CastlingFlags& c = record.castling;
  p.castling[0] = detail::castling_rook_files(p, Color::White, c.white_short, c.white_long);
  p.castling[1] = detail::castling_rook_files(p, Color::Black, c.black_short, c.black_long);
  p.halfmove_clock = record.halfmove_clock;
  p.fullmove_number = record.move_number;
  if (holdings != nullptr) set_pockets(p, *holdings);
  return p;
}

}  // namespace style12
