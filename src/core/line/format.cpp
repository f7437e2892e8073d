#include "style12/format.h"

#include "style12/style12_parser.h"
#include "text/text.h"

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
  if (r.height == 0 && !r.board.empty()) {
    // A board built by hand that did not split into ranks: written as it
    // stands, so that reading the line back says what is wrong with it.
    if (r.space_after_tag) out += ' ';
    out += r.board;
  }
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
  const int last = r.truncated ? int{r.fields_present} : int{kLastRequiredField};
  if (last >= kMoveNumberField) field(out, r.move_number);
  if (last >= kLastMoveField) field(out, r.last_move.empty() ? "none" : r.last_move);
  if (last >= kTimeTakenField) {
    out += " (";
    out += r.last_move_time.empty() ? "0:00" : r.last_move_time;
    out += ')';
  }
  if (last >= kSanField) field(out, r.last_move_san.empty() ? "none" : r.last_move_san);
  if (last >= kFlipField) flag(out, r.flip);
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
  if (!check_text(kWhiteNameField, r.white, false, error) ||
      !check_text(kBlackNameField, r.black, false, error) ||
      !check_text(kLastMoveField, r.last_move, true, error) ||
      !check_text(kTimeTakenField, r.last_move_time, true, error) ||
      !check_text(kSanField, r.last_move_san, true, error)) {
    return error;
  }
  std::string line;
  format_style12(r, line);
  // What we wrote must read back: this catches moves that are not verbose
  // moves, boards that are not boards, and the like, with a precise error.
  ParseOptions same;
  same.time_unit =
      r.time_unit == TimeUnit::Milliseconds ? TimeUnit::Milliseconds : TimeUnit::Seconds;
  same.allow_truncated = r.truncated;
  const Result<Style12> check = parse_style12(line, same);
  if (!check) return check.error();
  return line;
}

void format_holdings(const Holdings& h, std::string& out) {
  out += "<b1> game ";
  text::append_int(out, h.game_number);
  out += " white [";
  out += h.white;
  out += "] black [";
  out += h.black;
  out += ']';
  if (h.passed) {
    out += " <- ";
    out += h.passed->color == Color::White ? 'W' : 'B';
    out += h.passed->piece;
  }
}

std::string format_holdings(const Holdings& holdings) {
  std::string out;
  format_holdings(holdings, out);
  return out;
}

}  // namespace style12
