#include "style12/encode.h"

#include "chess/castling.h"
#include "style12/fields.h"
#include "style12/format.h"
#include "style12/relation.h"

namespace style12 {

Style12 encode_defaults() {
  Style12 r;
  r.game_number = 1;
  r.white = "White";
  r.black = "Black";
  r.relation = relation_value(Relation::IsolatedPosition);
  r.last_move_time = "0:00";
  return r;
}

namespace {
// A piece letter's worth in the servers' count, White's (upper case) in the
// low half and Black's (lower case) in the high half, so one look and one
// add per square count both sides; 0 for kings, empty squares and others.
constexpr std::array<uint32_t, 256> kWorth = [] {
  std::array<uint32_t, 256> worth{};
  for (const auto& [letter, value] :
       {std::pair{'P', 1u}, {'N', 3u}, {'B', 3u}, {'R', 5u}, {'Q', 9u}}) {
    worth[static_cast<unsigned char>(letter)] = value;
    worth[static_cast<unsigned char>(letter - 'A' + 'a')] = value << 16;
  }
  return worth;
}();
}  // namespace

// One pass over the board for both sides: the stream judges every board's
// two strengths.
std::array<int64_t, 2> material_strengths(const Position& p) {
  // Each half holds a side's count: at most 256 squares of 9.
  uint32_t both = 0;
  for (int r = 0; r < p.height; ++r) {
    const char* rank = p.board.data() + static_cast<size_t>(r) * kMaxBoardSize;
    for (int f = 0; f < p.width; ++f) both += kWorth[static_cast<unsigned char>(rank[f])];
  }
  std::array<int64_t, 2> sum{both & 0xffff, both >> 16};
  if (p.has_pockets) {
    for (size_t side = 0; side < 2; ++side) {
      for (const char piece : {'P', 'N', 'B', 'R', 'Q'}) {
        sum[side] += kWorth[static_cast<unsigned char>(piece)] * p.pockets[side][piece];
      }
    }
  }
  return sum;
}

int64_t material_strength(const Position& p, Color color) {
  return material_strengths(p)[color == Color::White ? 0 : 1];
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
