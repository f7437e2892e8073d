#include <string>

#include "style12/fields.h"
#include "style12/holdings.h"
#include "text/text.h"

namespace style12 {

namespace {

using text::is_blank;
using text::quote;

constexpr std::string_view kTag = "<b1>";

constexpr std::string_view kNames[] = {"",      "tag",   "game",  "gameNumber", "white",
                                       "white", "black", "black", "passed",     "passed"};
constexpr std::string_view kExpected[] = {"",
                                          "'<b1>'",
                                          "the word 'game'",
                                          "the game number",
                                          "the word 'white'",
                                          "White's pieces in brackets such as '[PNB]'",
                                          "the word 'black'",
                                          "Black's pieces in brackets such as '[PNB]'",
                                          "'<-' before a passed piece",
                                          "the colour and piece passed, such as 'BN'"};

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (to_lower(a[i]) != to_lower(b[i])) return false;
  }
  return true;
}

class HoldingsParser {
 public:
  explicit HoldingsParser(std::string_view line) : line_(text::trim_end(line)) {}

  Result<Holdings> run() {
    bool tag_later = false;
    const size_t tag = text::find_tag_after_prompts(line_, kTag, tag_later);
    if (tag == std::string_view::npos) {
      std::string m = "found ";
      m += quote(line_);
      m += tag_later ? ", expected only prompts before '<b1>'"
                     : ", expected a line that starts with '<b1>' (after any prompt)";
      return fail(ErrorCode::NotHoldings, kHoldingsTagField, 0, std::move(m));
    }
    pos_ = tag + kTag.size();
    std::string_view token;
    if (!word(kHoldingsGameWordField, "game")) return error_;
    if (!take(kHoldingsGameNumberField, token)) return error_;
    if (text::parse_int64(token, rec_.game_number) != text::IntStatus::Ok) {
      return wrong(ErrorCode::BadNumber, kHoldingsGameNumberField, token, column_);
    }
    if (!word(kHoldingsWhiteWordField, "white") || !held(kHoldingsWhiteField, rec_.white) ||
        !word(kHoldingsBlackWordField, "black") || !held(kHoldingsBlackField, rec_.black)) {
      return error_;
    }
    if (!next(token)) return rec_;
    if (token != "<-") return wrong(ErrorCode::BadHoldings, kHoldingsArrowField, token, column_);
    if (!take(kHoldingsPassedField, token)) return error_;
    const bool white = token.size() == 2 && (token[0] == 'W' || token[0] == 'w');
    const bool black = token.size() == 2 && (token[0] == 'B' || token[0] == 'b');
    if ((!white && !black) || !is_ascii_letter(token[1])) {
      return wrong(ErrorCode::BadHoldings, kHoldingsPassedField, token, column_);
    }
    rec_.passed = PassedPiece{white ? Color::White : Color::Black, to_upper(token[1])};
    if (next(token)) {
      std::string m = "found ";
      m += quote(token);
      m += " after the passed piece, expected the end of the line";
      return fail(ErrorCode::TrailingData, 0, column_, std::move(m));
    }
    return rec_;
  }

 private:
  bool next(std::string_view& token) {
    while (pos_ < line_.size() && is_blank(line_[pos_])) ++pos_;
    if (pos_ == line_.size()) return false;
    const size_t start = pos_;
    while (pos_ < line_.size() && !is_blank(line_[pos_])) ++pos_;
    token = line_.substr(start, pos_ - start);
    column_ = static_cast<int64_t>(start);
    return true;
  }
  ParseError fail(ErrorCode code, int field, int64_t column, std::string message) {
    error_.code = code;
    error_.field = field;
    error_.field_name = kNames[field];
    error_.column = column;
    error_.message = std::move(message);
    return error_;
  }
  ParseError wrong(ErrorCode code, int field, std::string_view token, int64_t column) {
    std::string m(kNames[field]);
    m += ": found ";
    m += quote(token);
    m += ", expected ";
    m += kExpected[field];
    return fail(code, field, column, std::move(m));
  }
  bool take(int field, std::string_view& token) {
    if (next(token)) return true;
    std::string m = "the line ends before ";
    m += kExpected[field];
    fail(ErrorCode::MissingField, field, static_cast<int64_t>(line_.size()), std::move(m));
    return false;
  }
  bool word(int field, std::string_view expected) {
    std::string_view token;
    if (!take(field, token)) return false;
    if (equals_ignoring_case(token, expected)) return true;
    wrong(ErrorCode::BadHoldings, field, token, column_);
    return false;
  }
  bool held(int field, std::string_view& out) {
    std::string_view token;
    if (!take(field, token)) return false;
    if (token.size() < 2 || token.front() != '[' || token.back() != ']') {
      wrong(ErrorCode::BadHoldings, field, token, column_);
      return false;
    }
    const std::string_view letters = token.substr(1, token.size() - 2);
    for (size_t i = 0; i < letters.size(); ++i) {
      if (!is_ascii_letter(letters[i])) {
        wrong(ErrorCode::BadHoldings, field, token, column_ + 1 + static_cast<int64_t>(i));
        return false;
      }
    }
    out = letters;
    return true;
  }

  std::string_view line_;
  size_t pos_ = 0;
  int64_t column_ = 0;
  Holdings rec_;
  ParseError error_;
};

}  // namespace

Result<Holdings> parse_holdings(std::string_view line) { return HoldingsParser(line).run(); }

}  // namespace style12
