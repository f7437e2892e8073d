#include "chess/castling.h"

namespace style12::detail {

int king_file(const Position& p, Color color) {
  const int rank = p.backrank(color);
  const char king = piece_of(color, 'K');
  for (int f = 0; f < p.width; ++f) {
    if (p.at(f, rank) == king) return f;
  }
  return -1;
}

namespace {

// Outermost rook on that side of `king`, -1 when none.
int outermost_rook(const Position& p, Color color, int king, CastlingSide side) {
  const int rank = p.backrank(color);
  const char rook = piece_of(color, 'R');
  if (side == CastlingSide::Short) {
    for (int f = p.width - 1; f > king; --f) {
      if (p.at(f, rank) == rook) return f;
    }
  } else {
    for (int f = 0; f < king; ++f) {
      if (p.at(f, rank) == rook) return f;
    }
  }
  return -1;
}

}  // namespace

int castling_rook_file(const Position& p, Color color, CastlingSide side) {
  const int corner = side == CastlingSide::Short ? p.width - 1 : 0;
  const int king = king_file(p, color);
  if (king < 0) return corner;
  const int rook = outermost_rook(p, color, king, side);
  return rook >= 0 ? rook : corner;
}

uint16_t castling_rook_files(const Position& p, Color color, bool short_side, bool long_side) {
  uint16_t bits = 0;
  if (short_side) bits |= uint16_t(1u << castling_rook_file(p, color, CastlingSide::Short));
  if (long_side) bits |= uint16_t(1u << castling_rook_file(p, color, CastlingSide::Long));
  return bits;
}

CastlingSide castling_side(const Position& p, Color color, int rook_file) {
  const int king = king_file(p, color);
  if (king < 0 || rook_file == king) return CastlingSide::None;
  return rook_file > king ? CastlingSide::Short : CastlingSide::Long;
}

uint16_t clean_castling(const Position& p, Color color) {
  const int king = king_file(p, color);
  if (king < 0) return 0;
  const int rank = p.backrank(color);
  const char rook = piece_of(color, 'R');
  const uint16_t claimed = p.castling[static_cast<size_t>(color)];
  uint16_t clean = 0;
  // One right a side: the outermost claimed rook that stands there.
  for (int f = p.width - 1; f > king; --f) {
    if ((claimed >> f & 1) && p.at(f, rank) == rook) {
      clean |= uint16_t(1u << f);
      break;
    }
  }
  for (int f = 0; f < king; ++f) {
    if ((claimed >> f & 1) && p.at(f, rank) == rook) {
      clean |= uint16_t(1u << f);
      break;
    }
  }
  return clean;
}

uint16_t castling_rights(const Position& p, Color color, CastlingRule rule) {
  const uint16_t clean = clean_castling(p, color);
  if (rule == CastlingRule::Free || clean == 0) return clean;
  const bool king_home = king_file(p, color) == p.width / 2;
  if (rule == CastlingRule::Auto && !king_home) return clean;
  const auto corners = uint16_t(1u | (1u << (p.width - 1)));
  return king_home ? uint16_t(clean & corners) : 0;
}

CastlingLetters read_castling_letters(Position& p, std::string_view letters, size_t& at) {
  if (letters == "-") return CastlingLetters::Ok;
  for (size_t i = 0; i < letters.size(); ++i) {
    at = i;
    const char c = letters[i];
    const Color color = is_white_piece(c) ? Color::White : Color::Black;
    const char u = to_upper(c);
    int file = -1;
    if (u == 'K' || u == 'Q') {
      file = castling_rook_file(p, color, u == 'K' ? CastlingSide::Short : CastlingSide::Long);
    } else if (u >= 'A' && u < 'A' + p.width) {
      file = u - 'A';
    } else {
      return CastlingLetters::NotARight;
    }
    uint16_t& rights = p.castling[static_cast<size_t>(color)];
    if (rights >> file & 1) return CastlingLetters::Twice;
    rights |= uint16_t(1u << file);
  }
  return CastlingLetters::Ok;
}

}  // namespace style12::detail
