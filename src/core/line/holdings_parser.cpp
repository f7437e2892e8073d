#include <string>

#include "style12/field_visitor.h"
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
  HoldingsParser(std::string_view line, Holdings& record, FieldVisitor* visitor = nullptr)
      : line_(text::trim_end(line)), rec_(record), visitor_(visitor) {}

  // True, or false with failure() set: the line's first fault.
  bool run() { return read_fields() && !failed_; }
  ParseError& failure() { return failed_ ? first_error_ : error_; }

 private:
  bool read_fields() {
    bool tag_later = false;
    size_t tag = text::find_tag_after_prompts(line_, kTag, tag_later);
    if (tag == std::string_view::npos) {
      std::string m = "found ";
      m += quote(line_);
      m += tag_later ? ", expected only prompts before '<b1>'"
                     : ", expected a line that starts with '<b1>' (after any prompt)";
      fail(ErrorCode::NotHoldings, kHoldingsTagField, 0, std::move(m));
      if (!tag_later) return false;
      // A visitor may read on from the tag after the text before it.
      tag = line_.find(kTag);
      token_ = line_.substr(tag, kTag.size());
      if (!visited(false, kHoldingsTagField)) return false;
    } else {
      token_ = line_.substr(tag, kTag.size());
      visited(true, kHoldingsTagField);
    }
    pos_ = tag + kTag.size();
    std::string_view token;
    if (!visited(word(kHoldingsGameWordField, "game"), kHoldingsGameWordField)) return false;
    bool ok = take(kHoldingsGameNumberField, token);
    if (ok && text::parse_int64(token, rec_.game_number) != text::IntStatus::Ok) {
      wrong(ErrorCode::BadNumber, kHoldingsGameNumberField, token, column_);
      ok = false;
    }
    if (!visited(ok, kHoldingsGameNumberField) ||
        !visited(word(kHoldingsWhiteWordField, "white"), kHoldingsWhiteWordField) ||
        !visited(held(kHoldingsWhiteField, rec_.white), kHoldingsWhiteField) ||
        !visited(word(kHoldingsBlackWordField, "black"), kHoldingsBlackWordField) ||
        !visited(held(kHoldingsBlackField, rec_.black), kHoldingsBlackField)) {
      return false;
    }
    if (!next(token)) return true;
    ok = token == "<-";
    if (!ok) wrong(ErrorCode::BadHoldings, kHoldingsArrowField, token, column_);
    if (!visited(ok, kHoldingsArrowField)) return false;
    ok = take(kHoldingsPassedField, token);
    const bool white = token.size() == 2 && (token[0] == 'W' || token[0] == 'w');
    const bool black = token.size() == 2 && (token[0] == 'B' || token[0] == 'b');
    if (ok && ((!white && !black) || !is_ascii_letter(token[1]))) {
      wrong(ErrorCode::BadHoldings, kHoldingsPassedField, token, column_);
      ok = false;
    }
    if (ok) rec_.passed = PassedPiece{white ? Color::White : Color::Black, to_upper(token[1])};
    if (!visited(ok, kHoldingsPassedField)) return false;
    if (next(token)) {
      std::string m = "found ";
      m += quote(token);
      m += " after the passed piece, expected the end of the line";
      fail(ErrorCode::TrailingData, 0, column_, std::move(m));
      // Told as one later field: everything after the line's end.
      token_ = line_.substr(static_cast<size_t>(column_));
      return visited(false, kHoldingsPassedField + 1);
    }
    return true;
  }

  bool next(std::string_view& token) {
    while (pos_ < line_.size() && is_blank(line_[pos_])) ++pos_;
    if (pos_ == line_.size()) return false;
    const size_t start = pos_;
    while (pos_ < line_.size() && !is_blank(line_[pos_])) ++pos_;
    token = line_.substr(start, pos_ - start);
    token_ = token;
    column_ = static_cast<int64_t>(start);
    return true;
  }
  // After each field: a visitor, when there is one, is told of it, and
  // after a bad field says whether the reading goes on.
  bool visited(bool ok, int field) {
    if (visitor_ == nullptr) return ok;
    FieldVisit visit;
    visit.number = field;
    visit.name = holdings_field_name(field);
    if (!ok) visit.error = &error_;
    if (ok || !line_ended_) {
      visit.column = token_.data() - line_.data();
      visit.text = token_;
    }
    const bool read_on = visitor_->on_field(visit);
    if (ok) return true;
    if (!failed_) {
      first_error_ = error_;
      failed_ = true;
    }
    return read_on && !line_ended_;
  }
  void fail(ErrorCode code, int field, int64_t column, std::string message) {
    error_.code = code;
    error_.field = field;
    error_.field_name = kNames[field];
    error_.column = column;
    error_.message = std::move(message);
  }
  void wrong(ErrorCode code, int field, std::string_view token, int64_t column) {
    std::string m(kNames[field]);
    m += ": found ";
    m += quote(token);
    m += ", expected ";
    m += kExpected[field];
    fail(code, field, column, std::move(m));
  }
  bool take(int field, std::string_view& token) {
    if (next(token)) return true;
    line_ended_ = true;
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
  std::string_view token_;  // the last field's text
  Holdings& rec_;
  ParseError error_;  // the last fault found
  FieldVisitor* visitor_ = nullptr;
  // With a visitor that reads past bad fields: the first fault.
  ParseError first_error_;
  bool failed_ = false;
  bool line_ended_ = false;
};

}  // namespace

std::string_view holdings_field_name(int field) {
  return field >= 0 && field < static_cast<int>(std::size(kNames)) ? kNames[field] : "extra";
}

Result<Holdings> parse_holdings(std::string_view line) {
  Result<Holdings> result(std::in_place);
  HoldingsParser parser(line, result.value());
  if (!parser.run()) result = std::move(parser.failure());
  return result;
}

bool parse_holdings_fields(std::string_view line, FieldVisitor& visitor, Holdings& record,
                           ParseError& error) {
  record = Holdings{};
  HoldingsParser parser(line, record, &visitor);
  if (parser.run()) return true;
  error = parser.failure();
  return false;
}

}  // namespace style12
