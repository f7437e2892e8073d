#include "style12/format.h"

#include "castling.h"
#include "style12/style12_parser.h"
#include "text.h"

namespace style12 {

namespace {

using text::append_int;

void field(std::string& out, std::string_view text) {
  out += ' ';
  out += text;
}
void field(std::string& out, int64_t value) {
  out += ' ';
  append_int(out, value);
}
void flag(std::string& out, bool value) {
  out += ' ';
  out += value ? '1' : '0';
}

}  // namespace

void format_style12(const Style12& r, std::string& out) {
  out += "<12>";
  for (int k = 0; k < r.height; ++k) {
    if (k > 0 || r.space_after_tag) out += ' ';
    out += r.rank(k);
  }
  field(out, r.side_to_move == Color::White ? "W" : "B");
  field(out, r.double_push_file);
  flag(out, r.castling.white_short);
  flag(out, r.castling.white_long);
  flag(out, r.castling.black_short);
  flag(out, r.castling.black_long);
  field(out, r.halfmove_clock);
  field(out, r.game_number);
  field(out, r.white);
  field(out, r.black);
  field(out, r.relation);
  field(out, r.initial_time);
  field(out, r.increment);
  field(out, r.white_strength);
  field(out, r.black_strength);
  field(out, r.white_time);
  field(out, r.black_time);
  // Fields 27 onwards, as far as a cut-short record has them.
  const int last = r.truncated ? r.fields_present : 31;
  if (last >= 27) field(out, r.move_number);
  if (last >= 28) field(out, r.last_move.empty() ? "none" : r.last_move);
  if (last >= 29) {
    out += " (";
    out += r.last_move_time.empty() ? "0:00" : r.last_move_time;
    out += ')';
  }
  if (last >= 30) field(out, r.last_move_san.empty() ? "none" : r.last_move_san);
  if (last >= 31) flag(out, r.flip);
  if (r.truncated) {
    // A blank after the last field says it is whole, so the line reads back
    // with the same fields (without it, the last could be a cut one).
    out += ' ';
    return;
  }
  if (r.clock_ticking) flag(out, *r.clock_ticking);
  if (r.clock_ticking && r.lag_ms) field(out, *r.lag_ms);
  if (r.clock_ticking && r.lag_ms && !r.extra.empty()) {
    // Later fields one blank apart, however they were spaced.
    size_t pos = 0;
    const std::string_view extra = r.extra;
    while (pos < extra.size()) {
      while (pos < extra.size() && text::is_blank(extra[pos])) ++pos;
      const size_t start = pos;
      while (pos < extra.size() && !text::is_blank(extra[pos])) ++pos;
      if (pos > start) field(out, extra.substr(start, pos - start));
    }
  }
}

std::string format_style12(const Style12& record) {
  std::string out;
  out.reserve(192);
  format_style12(record, out);
  return out;
}

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

namespace {

// A text field must be one token, or the line's fields would shift.
bool check_text(int number, std::string_view value, bool may_be_empty, ParseError& error) {
  const bool has_blank = value.find_first_of(" \t\r\n") != std::string_view::npos;
  if (!has_blank && (may_be_empty || !value.empty())) return true;
  error.code = ErrorCode::BadFieldText;
  error.field = number;
  error.field_name = style12_field_name(number);
  error.column = -1;
  error.message = std::string(error.field_name) + ": found " + text::quote(value) +
                  ", expected text without blanks" + (may_be_empty ? "" : ", not empty");
  return false;
}

}  // namespace

Result<std::string> format_style12_checked(const Style12& r) {
  ParseError error;
  if (!check_text(18, r.white, false, error) || !check_text(19, r.black, false, error) ||
      !check_text(28, r.last_move, true, error) ||
      !check_text(29, r.last_move_time, true, error) ||
      !check_text(30, r.last_move_san, true, error)) {
    return error;
  }
  std::string line;
  format_style12(r, line);
  // What we wrote must read back: this catches moves that are not verbose
  // moves, boards that are not boards, and the like, with a precise error.
  ParseOptions same;
  same.time_unit = r.time_unit == TimeUnit::Milliseconds ? TimeUnit::Milliseconds : TimeUnit::Seconds;
  same.allow_truncated = r.truncated;
  const Result<Style12> check = parse_style12(line, same);
  if (!check) return check.error();
  return line;
}

Result<std::string> encode_style12(const Position& p, const Style12& fields,
                                   const EncodeOptions& options) {
  if (p.width < 2 || p.height < 2 || p.width > kMaxBoardSize || p.height > kMaxBoardSize) {
    ParseError error;
    error.code = ErrorCode::BadBoardSize;
    error.field = 2;
    error.field_name = "board";
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
    const uint16_t clean = detail::clean_castling(p, c);
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
  r.fields_present = 31;
  return format_style12_checked(r);
}

}  // namespace style12
