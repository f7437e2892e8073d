#include "style12/encode.h"

#include "chess/castling.h"
#include "style12/fields.h"
#include "style12/format.h"

namespace style12 {

Style12 encode_defaults() {
  Style12 r;
  r.game_number = 1;
  r.white = "White";
  r.black = "Black";
  r.relation = -3;
  r.last_move_time = "0:00";
  return r;
}

int64_t material_strength(const Position& p, Color color) {
  const auto value = [](char upper) -> int64_t {
    switch (upper) {
      case 'P': return 1;
      case 'N':
      case 'B': return 3;
      case 'R': return 5;
      case 'Q': return 9;
      default: return 0;
    }
  };
  int64_t sum = 0;
  for (int r = 0; r < p.height; ++r) {
    for (int f = 0; f < p.width; ++f) {
      const char c = p.at(f, r);
      if (c != 0 && piece_has_color(c, color)) sum += value(to_upper(c));
    }
  }
  if (p.has_pockets) {
    const Pocket& pocket = p.pockets[static_cast<size_t>(color)];
    for (char u = 'A'; u <= 'Z'; ++u) sum += value(u) * pocket[u];
  }
  return sum;
}

Result<std::string> encode_style12(const Position& p, const Style12& fields,
                                   const EncodeOptions& options) {
  if (p.width < 2 || p.height < 2 || p.width > kMaxBoardSize || p.height > kMaxBoardSize) {
    ParseError error;
    error.code = ErrorCode::BadBoardSize;
    error.field = kFirstRankField;
    error.field_name = style12_field_name(kFirstRankField);
    error.message = "board: expected a board from 2x2 to 16x16";
    return error;
  }
  Style12 r = fields;
  // The ranks as one blank-separated text, top rank first.
  char board[kMaxBoardSize * (kMaxBoardSize + 1)];
  size_t n = 0;
  for (int rank = p.height - 1; rank >= 0; --rank) {
    for (int f = 0; f < p.width; ++f) {
      const char c = p.at(f, rank);
      board[n++] = c == 0 ? '-' : c;
    }
    if (rank > 0) board[n++] = ' ';
  }
  r.set_board(std::string_view(board, n));
  r.side_to_move = p.turn;
  r.double_push_file = p.en_passant.valid() ? p.en_passant.file : -1;
  const auto rights = [&](Color c, CastlingSide side) {
    const uint16_t clean = detail::castling_rights(p, c, CastlingRule::Auto);
    for (int f = 0; f < p.width; ++f) {
      if ((clean >> f & 1) && detail::castling_side(p, c, f) == side) return true;
    }
    return false;
  };
  r.castling.white_short = rights(Color::White, CastlingSide::Short);
  r.castling.white_long = rights(Color::White, CastlingSide::Long);
  r.castling.black_short = rights(Color::Black, CastlingSide::Short);
  r.castling.black_long = rights(Color::Black, CastlingSide::Long);
  r.halfmove_clock = p.halfmove_clock;
  r.move_number = p.fullmove_number;
  if (options.compute_white_strength) r.white_strength = material_strength(p, Color::White);
  if (options.compute_black_strength) r.black_strength = material_strength(p, Color::Black);
  r.truncated = false;
  r.fields_present = kLastRequiredField;
  return format_style12_checked(r);
}

}  // namespace style12
