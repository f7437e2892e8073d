#include "line/move_field.h"

#include "style12/square.h"
#include "text/text.h"

namespace style12::detail {

using text::is_digit;

namespace {

bool on_board(Square sq, int width, int height) { return sq.file < width && sq.rank < height; }

bool fail(FieldFault& fault, size_t offset, const char* expected) {
  fault.offset = offset;
  fault.expected = expected;
  return false;
}

}  // namespace

bool parse_verbose_move(std::string_view token, int width, int height, MoveInfo& out,
                        FieldFault& fault) {
  out = MoveInfo{};
  if (text::equals(token, "o-o") || text::equals(token, "O-O")) {
    out.piece = 'K';
    out.castling = CastlingSide::Short;
    return true;
  }
  if (text::equals(token, "o-o-o") || text::equals(token, "O-O-O")) {
    out.piece = 'K';
    out.castling = CastlingSide::Long;
    return true;
  }
  if (token.empty() || token[0] < 'A' || token[0] > 'Z') {
    return fail(fault, 0, "a piece letter as in 'P/e2-e4', 'o-o', 'o-o-o' or 'none'");
  }
  out.piece = token[0];
  if (token.size() < 2 || token[1] != '/') return fail(fault, 1, "'/' after the piece letter");
  size_t pos = 2;
  if (text::starts_with(token.substr(pos), "@@")) {
    out.drop = true;
    pos += 2;
  } else {
    const size_t used = read_square_name(token.substr(pos), out.from);
    if (used == 0) return fail(fault, pos, "a from-square such as 'e2', or '@@' for a drop");
    if (!on_board(out.from, width, height)) return fail(fault, pos, "a from-square on the board");
    pos += used;
  }
  if (pos >= token.size() || token[pos] != '-') return fail(fault, pos, "'-' between the squares");
  ++pos;
  const size_t used = read_square_name(token.substr(pos), out.to);
  if (used == 0) return fail(fault, pos, "a to-square such as 'e4'");
  if (!on_board(out.to, width, height)) return fail(fault, pos, "a to-square on the board");
  pos += used;
  if (pos < token.size() && token[pos] == '=') {
    ++pos;
    if (pos >= token.size() || !is_ascii_letter(token[pos])) {
      return fail(fault, pos, "a promotion piece letter after '='");
    }
    out.promotion = to_upper(token[pos]);
    ++pos;
  }
  if (pos != token.size()) return fail(fault, pos, "the end of the move");
  return true;
}

void read_san(std::string_view san, MoveInfo& info) {
  if (san.empty()) return;
  const char last = san.back();
  info.checkmate = last == '#';
  info.check = last == '+' || last == '#';
  if (info.piece == 'P' && info.promotion == 0 && !info.drop) {
    const size_t eq = san.find('=');
    if (eq != std::string_view::npos && eq + 1 < san.size() && is_ascii_letter(san[eq + 1])) {
      info.promotion = to_upper(san[eq + 1]);
    }
  }
}

namespace {

// Digits at `pos`, at most `max_digits` of them (0 = any), into `value`.
size_t read_digits(std::string_view s, size_t pos, size_t max_digits, int64_t& value) {
  size_t n = 0;
  value = 0;
  while (pos + n < s.size() && is_digit(s[pos + n]) && (max_digits == 0 || n < max_digits)) {
    if (value > (INT64_MAX - 9) / 10) return 0;  // more minutes than anyone plays
    value = value * 10 + (s[pos + n] - '0');
    ++n;
  }
  return n;
}

}  // namespace

bool parse_time_taken(std::string_view inner, int64_t& ms, bool& has_fraction, FieldFault& fault) {
  constexpr const char* kForm = "a time such as '(0:06)', '(0:02.662)' or '(1:02:03)'";
  size_t pos = 0;
  bool negative = false;
  if (pos < inner.size() && inner[pos] == '-') {
    negative = true;
    ++pos;
  }
  int64_t first = 0;
  size_t n = read_digits(inner, pos, 0, first);
  if (n == 0) return fail(fault, pos, kForm);
  pos += n;
  if (pos >= inner.size() || inner[pos] != ':') return fail(fault, pos, "':' after the minutes");
  ++pos;
  int64_t second = 0;
  n = read_digits(inner, pos, 2, second);
  if (n != 2 || second > 59) return fail(fault, pos, "two digits of seconds, 00 to 59");
  pos += n;
  int64_t hours = 0, minutes = first, seconds = second;
  if (pos < inner.size() && inner[pos] == ':') {
    ++pos;
    int64_t third = 0;
    n = read_digits(inner, pos, 2, third);
    if (n != 2 || third > 59) return fail(fault, pos, "two digits of seconds, 00 to 59");
    pos += n;
    hours = first;
    minutes = second;
    seconds = third;
  }
  int64_t millis = 0;
  has_fraction = false;
  if (pos < inner.size() && inner[pos] == '.') {
    ++pos;
    int64_t fraction = 0;
    n = read_digits(inner, pos, 3, fraction);
    if (n == 0) return fail(fault, pos, "one to three digits after '.'");
    pos += n;
    millis = n == 1 ? fraction * 100 : n == 2 ? fraction * 10 : fraction;
    has_fraction = true;
  }
  if (pos != inner.size()) return fail(fault, pos, "')' after the time");
  if (hours > INT64_MAX / 3600000 - 1 || minutes > INT64_MAX / 60000 - hours * 60 - 1) {
    return fail(fault, 0, "a time that fits in 64 bits of milliseconds");
  }
  ms = (hours * 60 + minutes) * 60000 + seconds * 1000 + millis;
  if (negative) ms = -ms;
  return true;
}

}  // namespace style12::detail
