#include "style12/style12_parser.h"

#include <string>

#include "line/fast_path.h"
#include "line/move_field.h"
#include "line/style12_fields.h"
#include "style12/field_visitor.h"
#include "style12/square.h"
#include "text/char_class.h"
#include "text/text.h"

namespace style12 {

namespace {

using namespace detail;
using text::is_blank;
using text::quote;

constexpr std::string_view kTag = "<12>";

// A board square holds '-' or a piece letter; variant servers send letters
// beyond PNBRQK, so any ASCII letter is read and validation judges them.

class Parser {
 public:
  // Fills `record`; on failure run() returns false and failure() says why.
  Parser(std::string_view line, const ParseOptions& options, Style12& record,
         FieldVisitor* visitor = nullptr)
      : line_(line), options_(options), rec_(record), visitor_(visitor) {}

  bool run();
  // The line's first fault.
  ParseError& failure() {
    ParseError& first = failed_ ? first_error_ : error_;
    complete(first);
    return first;
  }

 private:
  // The cursor: p_ walks from begin_ to end_; columns count from begin_.
  // Loops work on a local copy of p_: a char read may alias p_ itself, so
  // the compiler would otherwise reload and store it for every byte.
  STYLE12_INLINE void skip_blanks() {
    const char* p = p_;
    while (p != end_ && (char_class(*p) & kBlank)) ++p;
    p_ = p;
  }
  // Only blanks left on the line.
  bool at_line_end() const {
    const char* p = p_;
    while (p != end_ && (char_class(*p) & kBlank)) ++p;
    return p == end_;
  }
  void set_token(const char* start) {
    token_ = std::string_view(start, static_cast<size_t>(p_ - start));
    column_ = start - begin_;
  }
  // Next blank-separated token; false at the end of the line.
  STYLE12_INLINE bool next(std::string_view& token) {
    skip_blanks();
    if (p_ == end_) return false;
    const char* start = p_;
    const char* p = p_;
    while (p != end_ && !(char_class(*p) & kBlank)) ++p;
    p_ = p;
    set_token(start);
    token = token_;
    return true;
  }
  bool at_end() {
    skip_blanks();
    return p_ == end_;
  }

  static void complete(ParseError& e) {
    if (e.code == ErrorCode::MissingField && e.message.empty())
      e = field_missing(e.field, e.column);
  }
  static ParseError error(ErrorCode code, int field, int64_t column, std::string message) {
    return field_error(code, field, column, std::move(message));
  }
  static std::string where(int field) { return field_where(field); }
  // The line ends before `field`. Where a cut-short line may end, the
  // record is usually kept (recover_truncated): the message is written
  // only if the parse fails after all (failure()), so boards cut short by
  // long names build no text they throw away.
  void missing(int field) {
    line_ended_ = true;
    const auto column = static_cast<int64_t>(line_.size());
    if (options_.allow_truncated && field > kBlackTimeField) {
      error_.code = ErrorCode::MissingField;
      error_.field = field;
      error_.field_name = field_info(field).name;
      error_.column = column;
      error_.message.clear();
    } else {
      error_ = field_missing(field, column);
    }
  }
  static ParseError wrong(ErrorCode code, int field, std::string_view token, int64_t column,
                          std::string_view expected) {
    return field_wrong(code, field, token, column, expected);
  }

  // Each reader takes the next token as the given field; false on error,
  // with error_ set.
  bool take(int field, std::string_view& token) {
    if (!next(token)) {
      missing(field);
      return false;
    }
    return printable(field, token);
  }
  // Control bytes (a NUL, an escape) are never part of a field; they mean
  // the line was damaged on its way.
  bool printable(int field, std::string_view token) {
    for (size_t i = 0; i < token.size(); ++i) {
      if (char_class(token[i]) & kControl) {
        error_ = wrong(ErrorCode::BadFieldText, field, token, column_ + static_cast<int64_t>(i),
                       "printable text without control characters");
        return false;
      }
    }
    return true;
  }
  // Numbers and flags: an inlined fast path for what servers send, and an
  // out-of-line careful path that finds the exact error.
  STYLE12_INLINE bool read_int(int field, int64_t& out) {
    skip_blanks();
    const char* start = p_;
    const bool negative = start != end_ && *start == '-';
    const char* digits = start + negative;
    const char* q = digits;
    uint64_t value = 0;
    while (q != end_ && static_cast<unsigned char>(*q - '0') < 10) {
      value = value * 10 + static_cast<unsigned char>(*q - '0');
      ++q;
    }
    // Up to 18 digits cannot overflow; a blank or the end must follow.
    if (q != digits && q - digits <= 18 && (q == end_ || (char_class(*q) & kBlank))) {
      p_ = q;
      set_token(start);
      out = negative ? -static_cast<int64_t>(value) : static_cast<int64_t>(value);
      return true;
    }
    return read_int_carefully(field, out);
  }
  STYLE12_COLD bool read_int_carefully(int field, int64_t& out) {
    std::string_view token;
    if (!take(field, token)) return false;
    switch (text::parse_int64(token, out)) {
      case text::IntStatus::Ok:
        return true;
      case text::IntStatus::NotANumber:
        error_ = wrong(ErrorCode::BadNumber, field, token, column_,
                       std::string(field_info(field).expected) + ", an integer");
        return false;
      case text::IntStatus::OutOfRange:
        error_ = wrong(ErrorCode::NumberOutOfRange, field, token, column_,
                       "an integer between -9223372036854775808 and 9223372036854775807");
        return false;
    }
    return false;
  }
  STYLE12_INLINE bool read_flag(int field, bool& out) {
    skip_blanks();
    const char* p = p_;
    if (p != end_ && (*p == '0' || *p == '1') && (p + 1 == end_ || (char_class(p[1]) & kBlank))) {
      out = *p == '1';
      p_ = p + 1;
      set_token(p);
      return true;
    }
    return read_flag_carefully(field);
  }
  STYLE12_COLD bool read_flag_carefully(int field) {
    std::string_view token;
    if (!take(field, token)) return false;
    error_ = wrong(ErrorCode::BadFlag, field, token, column_, field_info(field).expected);
    return false;
  }

  // After each field: a visitor, when there is one, is told of it, and
  // after a bad field says whether the reading goes on; without one a bad
  // field ends it. The last token read is the field's text.
  STYLE12_INLINE bool visited(bool ok, int field) {
    if (visitor_ == nullptr) return ok;
    return tell(ok, field, field_info(field).name, token_, true);
  }
  STYLE12_INLINE bool visited_rank(bool ok, int field) {
    if (visitor_ == nullptr) return ok;
    return tell(ok, field, "board", token_, true);
  }
  // A bad field after which nothing can be read, with a visitor or not.
  bool fatal(int field, std::string_view name) {
    if (visitor_ != nullptr) tell(false, field, name, token_, true);
    return false;
  }
  // `counts`: whether a bad field fails the parse (not one a cut-short line
  // lost, which recover_truncated drops).
  STYLE12_COLD bool tell(bool ok, int field, std::string_view name, std::string_view text,
                         bool counts);

  bool read_board();
  bool read_side_to_move(std::string_view token);
  bool read_last_move();
  bool read_time_taken();
  bool read_fields();
  bool millis(int field, int64_t column, int64_t value, int64_t& out);
  // The clocks in milliseconds, once the move time has told the unit.
  bool clocks_in_unit();
  // After a failure at `field`: keeps the record if the server cut the line
  // short there and the caller allows it.
  bool recover_truncated(int field, bool token_was_last);

  std::string_view line_;
  const ParseOptions& options_;
  const char* begin_ = nullptr;
  const char* p_ = nullptr;
  const char* end_ = nullptr;
  int64_t column_ = 0;
  std::string_view token_;  // the last token read, at column_
  Style12& rec_;
  ParseError error_;  // the last fault found
  bool has_fraction_ = false;
  bool trailing_blank_ = false;
  FieldVisitor* visitor_ = nullptr;
  // With a visitor that reads past bad fields: the first fault, which the
  // parse returns, as it would have stopped there.
  ParseError first_error_;
  bool failed_ = false;
  bool line_ended_ = false;  // the last fault: the line ends before a field
  // The clocks as read, for clocks_in_unit.
  std::string_view clock_text_[2];
  int64_t clock_column_[2] = {-1, -1};
  bool clocks_done_ = false;
};

bool Parser::tell(bool ok, int field, std::string_view name, std::string_view text, bool counts) {
  FieldVisit visit;
  visit.number = field;
  visit.name = name;
  if (!ok) {
    complete(error_);
    visit.error = &error_;
  }
  if (!ok && line_ended_) {
    visit.column = -1;
  } else {
    visit.column = text.data() - begin_;
    visit.text = text;
  }
  const bool read_on = visitor_->on_field(visit);
  if (ok) return true;
  if (counts && !failed_) {
    first_error_ = error_;
    failed_ = true;
  }
  return read_on && !line_ended_;
}

bool Parser::read_board() {
  const char* board_start = nullptr;
  const char* board_end = nullptr;
  for (int field = kFirstRankField;; ++field) {
    skip_blanks();
    if (p_ == end_) {
      const int lacking = rec_.height >= 8 ? kSideToMoveField : field;
      missing(lacking);
      return fatal(lacking, field_info(lacking).name);
    }
    // One pass finds the end of the token and checks its squares.
    const char* start = p_;
    const char* p = start;
    while (p != end_ && (char_class(*p) & kSquare)) ++p;
    const bool clean = p == end_ || (char_class(*p) & kBlank);
    while (p != end_ && !(char_class(*p) & kBlank)) ++p;
    p_ = p;
    set_token(start);
    const std::string_view token = token_;

    // The line's last token, shorter than a rank and made of squares: the
    // server cut the line inside the board (not a side to move, nor a
    // rank of another width).
    if (clean && rec_.height > 0 && token.size() < rec_.width && token != "W" && token != "B" &&
        at_line_end()) {
      error_ = field_cut_in_board(field, token, column_, rec_.width);
      if (!visited_rank(false, field)) return false;
      continue;
    }
    if (token.size() == 1) {  // the side-to-move field ends the board
      rec_.board = std::string_view(board_start, static_cast<size_t>(board_end - board_start));
      if (rec_.height < 2) {
        error_ = wrong(ErrorCode::BadBoardSize, kFirstRankField + rec_.height, token, column_,
                       "at least two ranks of the board before the side to move");
        error_.field_name = "board";
        // Its place is where the board ends: no text of its own.
        if (visitor_ == nullptr ||
            !tell(false, kFirstRankField + rec_.height, "board", token.substr(0, 0), true)) {
          return false;
        }
      }
      return read_side_to_move(token);
    }
    if (rec_.height == kMaxBoardSize) {
      error_ = wrong(ErrorCode::BadBoardSize, field, token, column_,
                     "'W' or 'B' after at most 16 ranks");
      error_.field_name = "board";
      return fatal(field, "board");
    }
    if (rec_.height == 0) {
      if (token.size() > kMaxBoardSize) {
        error_ =
            wrong(ErrorCode::BadBoardSize, field, token, column_, "a rank of at most 16 squares");
        error_.field_name = "board";
        return fatal(field, "board");
      }
      rec_.width = static_cast<uint8_t>(token.size());
      board_start = start;
    }
    bool ok = true;
    if (!clean) {
      // Not a rank at all when its width differs too: the board ended
      // without a side to move.
      if (rec_.height > 0 && token.size() != rec_.width) {
        rec_.board = std::string_view(board_start, static_cast<size_t>(board_end - board_start));
        return read_side_to_move(token);
      }
      size_t i = 0;
      while (char_class(token[i]) & kSquare) ++i;
      std::string expected = "a piece letter or '-' for an empty square at ";
      // A rank is at most 16 squares wide: the file has a letter.
      expected += file_letter(static_cast<int>(i));
      expected += " in ";
      expected += quote(token);
      error_ = wrong(ErrorCode::BadBoardSquare, field, token.substr(i, 1),
                     column_ + static_cast<int64_t>(i), expected);
      error_.field_name = "board";
      ok = false;
    } else if (token.size() != rec_.width) {
      std::string expected = "a rank of ";
      text::append_int(expected, rec_.width);
      expected += " squares like the first one, not ";
      text::append_int(expected, static_cast<int64_t>(token.size()));
      error_ = wrong(ErrorCode::BadRankWidth, field, token, column_, expected);
      error_.field_name = "board";
      ok = false;
    }
    const bool spread = start - board_start > UINT16_MAX;
    if (ok && spread) {
      error_ = error(ErrorCode::BadBoardSize, field, column_,
                     "board: the ranks are spread over more than 64 KiB of blanks");
      error_.field_name = "board";
      return fatal(field, "board");
    }
    // A bad rank read past stays a rank, but one past 64 KiB has no place.
    if (!visited_rank(ok, field) || spread) return false;
    rec_.rank_start[rec_.height++] = static_cast<uint16_t>(start - board_start);
    board_end = p_;
  }
}

bool Parser::read_side_to_move(std::string_view token) {
  bool ok = token == "W" || token == "B";
  if (ok) {
    rec_.side_to_move = token[0] == 'W' ? Color::White : Color::Black;
  } else {
    error_ = wrong(ErrorCode::BadSideToMove, kSideToMoveField, token, column_,
                   field_info(kSideToMoveField).expected);
  }
  return visited(ok, kSideToMoveField);
}

bool Parser::read_last_move() {
  std::string_view token;
  if (!take(kLastMoveField, token)) return false;
  if (token == "none") return true;
  MoveInfo info;
  FieldFault fault;
  if (!parse_verbose_move(token, rec_.width, rec_.height, info, fault)) {
    error_ = wrong(ErrorCode::BadMove, kLastMoveField, token,
                   column_ + static_cast<int64_t>(fault.offset), fault.expected);
    return false;
  }
  rec_.last_move = token;
  rec_.last_move_info = info;
  return true;
}

bool Parser::read_time_taken() {
  std::string_view token;
  if (!take(kTimeTakenField, token)) return false;
  FieldFault fault;
  if (token.size() < 2 || token.front() != '(' || token.back() != ')') {
    fault.offset = token.empty() || token.front() != '(' ? 0 : token.size() - 1;
    error_ = wrong(ErrorCode::BadTimeTaken, kTimeTakenField, token,
                   column_ + static_cast<int64_t>(fault.offset),
                   "a time in parentheses such as '(0:06)' or '(0:02.662)'");
    return false;
  }
  const std::string_view inner = token.substr(1, token.size() - 2);
  int64_t ms = 0;
  if (!parse_time_taken(inner, ms, has_fraction_, fault)) {
    error_ = wrong(ErrorCode::BadTimeTaken, kTimeTakenField, token,
                   column_ + 1 + static_cast<int64_t>(fault.offset), fault.expected);
    return false;
  }
  rec_.last_move_time = inner;
  rec_.last_move_time_ms = ms;
  return true;
}

bool Parser::millis(int field, int64_t column, int64_t value, int64_t& out) {
  if (rec_.time_unit == TimeUnit::Milliseconds) {
    out = value;
    return true;
  }
  if (value > INT64_MAX / 1000 || value < INT64_MIN / 1000) {
    std::string m = where(field);
    m += ": ";
    text::append_int(m, value);
    m += " seconds do not fit in 64 bits of milliseconds";
    error_ = error(ErrorCode::NumberOutOfRange, field, column, std::move(m));
    return false;
  }
  out = value * 1000;
  return true;
}

bool Parser::recover_truncated(int field, bool token_was_last) {
  // FICS writes the line through a fixed buffer, so with long names it stops
  // after the clocks, in the middle of a field at worst. The board, the side
  // to move, castling and clocks are all there; what follows is lost.
  if (!options_.allow_truncated || field <= kBlackTimeField || !token_was_last) return false;
  int present = field - 1;
  const bool line_ended = error_.code == ErrorCode::MissingField;
  const bool marked = !rec_.last_move_san.empty() &&
                      (rec_.last_move_san.back() == '+' || rec_.last_move_san.back() == '#');
  const bool closed =
      present == kTimeTakenField || present == kBlackTimeField || (present == kSanField && marked);
  if (line_ended && !trailing_blank_ && !closed) {
    // The line stopped right after this field with no blank behind it: the
    // cut may have fallen inside it ("Qh" of "Qh4#"). The move time, closed
    // by its ')', and a SAN ending in a check mark are whole; so are the
    // clocks, since FICS's buffer cannot end inside them with names of
    // legal length.
    if (present == kMoveNumberField) rec_.move_number = 1;
    if (present == kLastMoveField) {
      rec_.last_move = {};
      rec_.last_move_info.reset();
    }
    if (present == kSanField) {
      rec_.last_move_san = {};
      if (rec_.last_move_info) rec_.last_move_info->check = rec_.last_move_info->checkmate = false;
    }
    --present;
  }
  rec_.truncated = true;
  rec_.fields_present = static_cast<uint8_t>(present);
  return true;
}

bool Parser::run() {
  if (read_fields()) return !failed_;
  // Clocks read before the reading stopped still get their unit, for a
  // visitor to be told whether they fit.
  if (visitor_ != nullptr && !clocks_done_) clocks_in_unit();
  return false;
}

bool Parser::clocks_in_unit() {
  clocks_done_ = true;
  switch (options_.time_unit) {
    case TimeUnit::Auto:
      rec_.time_unit = has_fraction_ ? TimeUnit::Milliseconds : TimeUnit::Seconds;
      break;
    default:
      rec_.time_unit = options_.time_unit;
  }
  int64_t* const ms[2] = {&rec_.white_time_ms, &rec_.black_time_ms};
  const int64_t seconds[2] = {rec_.white_time, rec_.black_time};
  for (int k = 0; k < 2; ++k) {
    if (clock_column_[k] < 0) continue;
    const int field = kWhiteTimeField + k;
    if (millis(field, clock_column_[k], seconds[k], *ms[k])) continue;
    // Told again, now with its fault.
    if (visitor_ == nullptr || !tell(false, field, field_info(field).name, clock_text_[k], true))
      return false;
  }
  return true;
}

bool Parser::read_fields() {
  // Whether blanks ended the line (before its CR or LF): a cut-short line's
  // last field is whole only then.
  size_t end = line_.size();
  while (end > 0 && (line_[end - 1] == '\r' || line_[end - 1] == '\n' || line_[end - 1] == '\a' ||
                     line_[end - 1] == '\0')) {
    --end;
  }
  trailing_blank_ = end > 0 && is_blank(line_[end - 1]);
  line_ = text::trim_end(line_);
  begin_ = line_.data();
  end_ = begin_ + line_.size();
  bool tag_later = false;
  size_t tag = text::find_tag_after_prompts(line_, kTag, tag_later);
  if (tag == std::string_view::npos) {
    if (!tag_later) {
      std::string m = "found ";
      m += quote(line_);
      m += ", expected a line that starts with '<12>' (after any prompt)";
      error_ = error(ErrorCode::NotStyle12, kTagField, 0, std::move(m));
      return false;
    }
    tag = line_.find(kTag);
    std::string m = "found ";
    m += quote(line_.substr(0, tag));
    m += " before '<12>', expected only prompts such as 'fics% '";
    error_ = error(ErrorCode::TextBeforeTag, kTagField, 0, std::move(m));
    if (visitor_ == nullptr || !tell(false, kTagField, "tag", line_.substr(tag, kTag.size()), true))
      return false;
  } else if (visitor_ != nullptr) {
    tell(true, kTagField, "tag", line_.substr(tag, kTag.size()), true);
  }
  p_ = begin_ + tag + kTag.size();
  rec_.space_after_tag = p_ != end_ && is_blank(*p_);

  if (!read_board()) return false;

  int64_t value = 0;
  bool ok = read_int(kDoublePushField, value);
  if (ok && (value < -1 || value >= rec_.width)) {
    std::string expected = "-1, or a file from 0 to ";
    text::append_int(expected, rec_.width - 1);
    error_ = wrong(ErrorCode::BadDoublePushFile, kDoublePushField, token_, column_, expected);
    ok = false;
  }
  if (ok) rec_.double_push_file = value;
  if (!visited(ok, kDoublePushField)) return false;

  if (!visited(read_flag(kWhiteShortField, rec_.castling.white_short), kWhiteShortField) ||
      !visited(read_flag(kWhiteLongField, rec_.castling.white_long), kWhiteLongField) ||
      !visited(read_flag(kBlackShortField, rec_.castling.black_short), kBlackShortField) ||
      !visited(read_flag(kBlackLongField, rec_.castling.black_long), kBlackLongField) ||
      !visited(read_int(kHalfmoveField, rec_.halfmove_clock), kHalfmoveField) ||
      !visited(read_int(kGameNumberField, rec_.game_number), kGameNumberField) ||
      !visited(take(kWhiteNameField, rec_.white), kWhiteNameField) ||
      !visited(take(kBlackNameField, rec_.black), kBlackNameField) ||
      !visited(read_int(kRelationField, rec_.relation), kRelationField) ||
      !visited(read_int(kInitialTimeField, rec_.initial_time), kInitialTimeField) ||
      !visited(read_int(kIncrementField, rec_.increment), kIncrementField) ||
      !visited(read_int(kWhiteStrengthField, rec_.white_strength), kWhiteStrengthField) ||
      !visited(read_int(kBlackStrengthField, rec_.black_strength), kBlackStrengthField)) {
    return false;
  }
  // The clocks' places, for a fault found once the unit is known.
  ok = read_int(kWhiteTimeField, rec_.white_time);
  if (ok) {
    clock_text_[0] = token_;
    clock_column_[0] = column_;
  }
  if (!visited(ok, kWhiteTimeField)) return false;
  ok = read_int(kBlackTimeField, rec_.black_time);
  if (ok) {
    clock_text_[1] = token_;
    clock_column_[1] = column_;
  }
  if (!visited(ok, kBlackTimeField)) return false;

  // Fields 27 to 31 may be lost to a cut-short line: then the reading
  // stops there, and the record is kept.
  bool whole = true;
  const auto late = [this, &whole](bool read, int field) {
    if (read) return visited(true, field);
    const bool was_last = error_.code == ErrorCode::MissingField || at_end();
    if (!recover_truncated(field, was_last)) return visited(false, field);
    if (visitor_ != nullptr) tell(false, field, field_info(field).name, token_, false);
    whole = false;
    return true;
  };
  if (!late(read_int(kMoveNumberField, rec_.move_number), kMoveNumberField)) return false;
  if (whole && !late(read_last_move(), kLastMoveField)) return false;
  if (whole && !late(read_time_taken(), kTimeTakenField)) return false;
  if (whole) {
    std::string_view san;
    const bool read = take(kSanField, san);
    if (read && san != "none") {
      rec_.last_move_san = san;
      if (rec_.last_move_info) read_san(san, *rec_.last_move_info);
    }
    if (!late(read, kSanField)) return false;
  }
  if (whole && !late(read_flag(kFlipField, rec_.flip), kFlipField)) return false;

  if (!clocks_in_unit()) return false;
  if (!whole) return true;

  std::string_view token;
  if (!next(token)) return true;
  ok = token == "0" || token == "1";
  if (ok) {
    rec_.clock_ticking = token[0] == '1';
  } else {
    error_ = wrong(ErrorCode::BadFlag, kClockTickingField, token, column_,
                   field_info(kClockTickingField).expected);
  }
  if (!visited(ok, kClockTickingField)) return false;
  if (!next(token)) return true;
  int64_t lag = 0;
  const auto status = text::parse_int64(token, lag);
  ok = status == text::IntStatus::Ok;
  if (ok) {
    rec_.lag_ms = lag;
  } else {
    error_ = wrong(
        status == text::IntStatus::NotANumber ? ErrorCode::BadNumber : ErrorCode::NumberOutOfRange,
        kLagField, token, column_, "the lag of the previous move in milliseconds, an integer");
  }
  if (!visited(ok, kLagField)) return false;
  skip_blanks();
  if (p_ == end_) return true;
  rec_.extra = std::string_view(p_, static_cast<size_t>(end_ - p_));
  column_ = p_ - begin_;
  token_ = rec_.extra;
  return visited(printable(kFirstExtraField, rec_.extra), kFirstExtraField);
}

}  // namespace

namespace detail {

bool parse_general(std::string_view line, const ParseOptions& options, Style12& record,
                   ParseError& error) {
  Parser parser(line, options, record);
  if (parser.run()) return true;
  error = std::move(parser.failure());
  return false;
}

}  // namespace detail

bool parse_style12_fields(std::string_view line, const ParseOptions& options, FieldVisitor& visitor,
                          Style12& record, ParseError& error) {
  record = Style12{};
  Parser parser(line, options, record, &visitor);
  if (parser.run()) return true;
  error = parser.failure();
  return false;
}

namespace detail {

Result<Style12> parse_style12_general(std::string_view line, const ParseOptions& options) {
  Result<Style12> result(std::in_place);
  Parser parser(line, options, result.value());
  if (!parser.run()) result = std::move(parser.failure());
  return result;
}

}  // namespace detail

}  // namespace style12
