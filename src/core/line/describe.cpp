#include "style12/describe.h"

#include "line/move_field.h"
#include "line/style12_fields.h"
#include "style12/fen.h"
#include "style12/framer.h"
#include "style12/holdings.h"
#include "style12/position.h"
#include "text/char_class.h"
#include "text/text.h"

namespace style12 {

namespace {

using detail::field_wrong;
using text::append_int;

struct Token {
  std::string_view text;
  int64_t column = -1;
};

// The line from its tag on, cut on blanks, each token with its column.
std::vector<Token> tokens_after(std::string_view line, size_t tag, size_t tag_length) {
  std::vector<Token> out;
  out.push_back({line.substr(tag, tag_length), static_cast<int64_t>(tag)});
  size_t pos = tag + tag_length;
  while (pos < line.size()) {
    while (pos < line.size() && text::is_blank(line[pos])) ++pos;
    if (pos == line.size()) break;
    const size_t start = pos;
    while (pos < line.size() && !text::is_blank(line[pos])) ++pos;
    out.push_back({line.substr(start, pos - start), static_cast<int64_t>(start)});
  }
  return out;
}

std::string plural(int64_t n, std::string_view one, std::string_view many) {
  std::string out;
  append_int(out, n);
  out += ' ';
  out += n == 1 ? one : many;
  return out;
}

std::string_view piece_name(char letter) {
  switch (to_upper(letter)) {
    case 'P':
      return "pawn";
    case 'N':
      return "knight";
    case 'B':
      return "bishop";
    case 'R':
      return "rook";
    case 'Q':
      return "queen";
    case 'K':
      return "king";
    default:
      return {};
  }
}

std::string piece_words(char letter) {
  const std::string_view name = piece_name(letter);
  if (!name.empty()) return std::string(name);
  return std::string("piece ") + letter;
}

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 32);
  return s;
}

std::string_view glyph(char c) {
  switch (c) {
    case 'K':
      return "\u2654";
    case 'Q':
      return "\u2655";
    case 'R':
      return "\u2656";
    case 'B':
      return "\u2657";
    case 'N':
      return "\u2658";
    case 'P':
      return "\u2659";
    case 'k':
      return "\u265a";
    case 'q':
      return "\u265b";
    case 'r':
      return "\u265c";
    case 'b':
      return "\u265d";
    case 'n':
      return "\u265e";
    case 'p':
      return "\u265f\ufe0e";
    default:
      return {};
  }
}

// |value| without overflow (the clocks may hold any 64-bit number).
uint64_t magnitude(int64_t value) {
  return value < 0 ? 0 - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
}

void append_unsigned(std::string& out, uint64_t value) {
  char digits[20];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  while (n > 0) out += digits[--n];
}

void two_digits(std::string& out, uint64_t v) {
  out += static_cast<char>('0' + v / 10);
  out += static_cast<char>('0' + v % 10);
}

// 297338 -> "4:57.338"; whole seconds drop the fraction unless `always`.
std::string clock_text(int64_t ms, bool always) {
  std::string out;
  if (ms < 0) out += "\u2212";
  const uint64_t abs = magnitude(ms);
  const uint64_t total = abs / 1000, millis = abs % 1000;
  const uint64_t hours = total / 3600, minutes = total % 3600 / 60, seconds = total % 60;
  if (hours > 0) {
    append_unsigned(out, hours);
    out += ':';
    two_digits(out, minutes);
  } else {
    append_unsigned(out, minutes);
  }
  out += ':';
  two_digits(out, seconds);
  if (always || millis != 0) {
    out += '.';
    out += static_cast<char>('0' + millis / 100);
    two_digits(out, millis % 100);
  }
  return out;
}

// A move's thinking time: "4.237 s" under a minute, else "1:23.200".
std::string duration_text(int64_t ms) {
  const uint64_t abs = magnitude(ms);
  if (abs >= 60000) return clock_text(ms, false);
  std::string out;
  if (ms < 0) out += '-';
  append_unsigned(out, abs / 1000);
  if (abs % 1000 != 0) {
    std::string fraction;
    fraction += static_cast<char>('0' + abs % 1000 / 100);
    two_digits(fraction, abs % 100);
    while (!fraction.empty() && fraction.back() == '0') fraction.pop_back();
    out += '.';
    out += fraction;
  }
  out += " s";
  return out;
}

std::string_view relation_words(int64_t relation) {
  switch (relation) {
    case -4:
      return "the initial position of a game (sent with iset startpos)";
    case -3:
      return R"(an isolated position, as from "ref 3" or "sposition")";
    case -2:
      return "I am observing a game being examined";
    case -1:
      return "I am playing and it is my opponent's move";
    case 0:
      return "I am observing a game being played";
    case 1:
      return "I am playing and it is my move";
    case 2:
      return "I am the examiner of this game";
    default:
      return "an unknown relation (kept as sent)";
  }
}

std::string square_name(Square s) {
  std::string out(1, static_cast<char>('a' + s.file));
  append_int(out, s.rank + 1);
  return out;
}

std::string move_words(const MoveInfo& m) {
  if (m.castling != CastlingSide::None) {
    return m.castling == CastlingSide::Short ? "King castles short (O-O)"
                                             : "King castles long (O-O-O)";
  }
  std::string out = capitalised(piece_words(m.piece));
  if (m.drop) {
    out += " dropped on " + square_name(m.to);
  } else {
    out += " from " + square_name(m.from) + " to " + square_name(m.to);
  }
  if (m.promotion != 0) out += ", promoting to a " + piece_words(m.promotion);
  return out;
}

// What the fields after the board need to know of the line.
struct Context {
  int width = 8;
  int height = 8;
  char side = 0;  // 'W' or 'B' when readable
  TimeUnit unit = TimeUnit::Seconds;
  const Style12* record = nullptr;
};

ParseError none() { return {}; }
bool ok(const ParseError& e) { return e.message.empty(); }

ParseError check_int(int field, const Token& t, int64_t& value) {
  switch (text::parse_int64(t.text, value)) {
    case text::IntStatus::Ok:
      return none();
    case text::IntStatus::NotANumber:
      return field_wrong(ErrorCode::BadNumber, field, t.text, t.column,
                         std::string(detail::field_info(field).expected) + ", an integer");
    case text::IntStatus::OutOfRange:
      break;
  }
  return field_wrong(ErrorCode::NumberOutOfRange, field, t.text, t.column,
                     "an integer between -9223372036854775808 and 9223372036854775807");
}

ParseError check_printable(int field, const Token& t) {
  for (size_t i = 0; i < t.text.size(); ++i) {
    if (detail::char_class(t.text[i]) & detail::kControl) {
      return field_wrong(ErrorCode::BadFieldText, field, t.text, t.column + static_cast<int64_t>(i),
                         "printable text without control characters");
    }
  }
  return none();
}

ParseError check_flag(int field, const Token& t) {
  if (t.text == "0" || t.text == "1") return none();
  return field_wrong(ErrorCode::BadFlag, field, t.text, t.column,
                     detail::field_info(field).expected);
}

std::string rank_words(std::string_view rank, int number) {
  std::string out = "rank ";
  append_int(out, number);
  out += ": ";
  int pieces = 0;
  std::string picture;
  for (const char c : rank) {
    if (!picture.empty()) picture += ' ';
    if (c == '-') {
      picture += "\u00b7";
      continue;
    }
    ++pieces;
    const std::string_view g = glyph(c);
    if (g.empty()) {
      picture += c;
    } else {
      picture += g;
    }
  }
  if (pieces == 0) return out + "empty";
  return out + picture + " (" + plural(pieces, "piece", "pieces") + ")";
}

ParseError check_rank(int field, const Token& t, int width) {
  for (size_t i = 0; i < t.text.size(); ++i) {
    if (!(detail::char_class(t.text[i]) & detail::kSquare)) {
      std::string expected = "a piece letter or '-' for an empty square at ";
      expected += static_cast<char>('a' + i);
      expected += " in ";
      expected += text::quote(t.text);
      ParseError e = field_wrong(ErrorCode::BadBoardSquare, field, t.text.substr(i, 1),
                                 t.column + static_cast<int64_t>(i), expected);
      e.field_name = "board";
      return e;
    }
  }
  if (static_cast<int>(t.text.size()) != width) {
    std::string expected = "a rank of ";
    append_int(expected, width);
    expected += " squares like the first one, not ";
    append_int(expected, static_cast<int64_t>(t.text.size()));
    ParseError e = field_wrong(ErrorCode::BadRankWidth, field, t.text, t.column, expected);
    e.field_name = "board";
    return e;
  }
  return none();
}

// Checks one field after the board and puts its value in words.
ParseError after_board(int field, const Token& t, const Context& ctx, std::string& words) {
  const std::string_view s = t.text;
  int64_t n = 0;
  ParseError e;
  const auto number = [&]() { return ok(e = check_int(field, t, n)); };
  switch (field) {
    case kSideToMoveField:
      if (s != "W" && s != "B") {
        return field_wrong(ErrorCode::BadSideToMove, field, s, t.column,
                           detail::field_info(field).expected);
      }
      words = s == "W" ? "White to move" : "Black to move";
      return none();
    case kDoublePushField: {
      if (!number()) return e;
      if (n < -1 || n >= ctx.width) {
        std::string expected = "-1, or a file from 0 to ";
        append_int(expected, ctx.width - 1);
        return field_wrong(ErrorCode::BadDoublePushFile, field, s, t.column, expected);
      }
      if (n == -1) {
        words = "no double pawn push";
        return none();
      }
      const char file = static_cast<char>('a' + n);
      words = std::string("double pawn push on the ") + file + "-file";
      if (ctx.side == 'W' || ctx.side == 'B') {
        words += " (en passant square ";
        words += file;
        append_int(words, ctx.side == 'W' ? ctx.height - 2 : 3);
        words += ')';
      }
      return none();
    }
    case kWhiteShortField:
    case kWhiteLongField:
    case kBlackShortField:
    case kBlackLongField: {
      if (!ok(e = check_flag(field, t))) return e;
      const bool white = field == kWhiteShortField || field == kWhiteLongField;
      const bool short_side = field == kWhiteShortField || field == kBlackShortField;
      words = white ? "White may " : "Black may ";
      if (s == "0") words += "no longer ";
      words += short_side ? "castle short" : "castle long";
      return none();
    }
    case kHalfmoveField:
      if (!number()) return e;
      words = plural(n, "move", "moves") + " since the last capture or pawn move";
      if (n >= 100) words += " (a draw may be claimed)";
      return none();
    case kGameNumberField:
      if (!number()) return e;
      words = "game ";
      append_int(words, n);
      words += " on the server";
      return none();
    case kWhiteNameField:
    case kBlackNameField:
      if (!ok(e = check_printable(field, t))) return e;
      words = field == kWhiteNameField ? "White's handle: " : "Black's handle: ";
      words += s;
      return none();
    case kRelationField:
      if (!number()) return e;
      words = relation_words(n);
      return none();
    case kInitialTimeField:
      if (!number()) return e;
      words = n == 0 ? "no initial time"
                     : plural(n, "minute", "minutes") + " on each clock at the start";
      return none();
    case kIncrementField:
      if (!number()) return e;
      words = n == 0 ? "no increment" : plural(n, "second", "seconds") + " added after each move";
      return none();
    case kWhiteStrengthField:
    case kBlackStrengthField:
      if (!number()) return e;
      words = field == kWhiteStrengthField ? "White's material: " : "Black's material: ";
      append_int(words, n);
      words += " (P 1, N 3, B 3, R 5, Q 9)";
      return none();
    case kWhiteTimeField:
    case kBlackTimeField: {
      if (!number()) return e;
      const bool ms = ctx.unit == TimeUnit::Milliseconds;
      if (!ms && (n > INT64_MAX / 1000 || n < INT64_MIN / 1000)) {
        std::string m = detail::field_where(field) + ": ";
        append_int(m, n);
        m += " seconds do not fit in 64 bits of milliseconds";
        return detail::field_error(ErrorCode::NumberOutOfRange, field, t.column, std::move(m));
      }
      const int64_t millis = ms ? n : n * 1000;
      words = clock_text(millis, ms) + " (";
      append_int(words, millis);
      words += field == kWhiteTimeField ? " ms) on White's clock" : " ms) on Black's clock";
      words += ms ? ", read in milliseconds" : ", read in seconds";
      if (millis < 0) words += ": the flag has fallen";
      return none();
    }
    case kMoveNumberField: {
      if (!number()) return e;
      const bool black = ctx.side == 'B';
      words = "move ";
      append_int(words, n);
      words += black ? " comes next: Black to play " : " comes next: White to play ";
      append_int(words, n);
      words += black ? "..." : ".";
      return none();
    }
    case kLastMoveField: {
      if (s == "none") {
        words = "no move yet (the position before the first move)";
        return none();
      }
      MoveInfo info;
      detail::FieldFault fault;
      if (!detail::parse_verbose_move(s, ctx.width, ctx.height, info, fault)) {
        return field_wrong(ErrorCode::BadMove, field, s,
                           t.column + static_cast<int64_t>(fault.offset), fault.expected);
      }
      // The record's reading has the promotion FICS leaves to the SAN.
      words =
          move_words(ctx.record && ctx.record->last_move_info ? *ctx.record->last_move_info : info);
      return none();
    }
    case kTimeTakenField: {
      if (s.size() < 2 || s.front() != '(' || s.back() != ')') {
        const size_t offset = s.empty() || s.front() != '(' ? 0 : s.size() - 1;
        return field_wrong(ErrorCode::BadTimeTaken, field, s,
                           t.column + static_cast<int64_t>(offset),
                           "a time in parentheses such as '(0:06)' or '(0:02.662)'");
      }
      int64_t ms = 0;
      bool fraction = false;
      detail::FieldFault fault;
      if (!detail::parse_time_taken(s.substr(1, s.size() - 2), ms, fraction, fault)) {
        return field_wrong(ErrorCode::BadTimeTaken, field, s,
                           t.column + 1 + static_cast<int64_t>(fault.offset), fault.expected);
      }
      words = duration_text(ms) + " (";
      append_int(words, ms);
      words += " ms) spent on the last move";
      return none();
    }
    case kSanField:
      if (!ok(e = check_printable(field, t))) return e;
      if (s == "none") {
        words = "no move yet";
        return none();
      }
      words = std::string(s) + " in standard algebraic notation";
      if (s.back() == '#')
        words += ", checkmate";
      else if (s.back() == '+')
        words += ", check";
      return none();
    case kFlipField:
      if (!ok(e = check_flag(field, t))) return e;
      words = s == "0" ? "White at the bottom" : "Black at the bottom (board flipped)";
      return none();
    case kClockTickingField:
      if (!ok(e = check_flag(field, t))) return e;
      words = s == "1" ? "the clock is running" : "the clock is stopped";
      return none();
    case kLagField:
      if (!number()) return e;
      append_int(words, n);
      words += " ms of lag on the last move (timeseal)";
      return none();
    default:
      if (!ok(e = check_printable(field, t))) return e;
      words = "a later field, kept as sent";
      return none();
  }
}

// The parser's error, when no field took it yet: on the field that holds
// its column, else the one it names, else the first. (A field the
// description numbers another way: a board of one rank ends at its side to
// move. Text before the tag is the tag's fault, though its column is before
// the tag. Something after a whole <b1> line names no field.)
void place_parser_error(LineDescription& d) {
  if (d.parsed) return;
  for (const FieldDescription& f : d.fields) {
    if (f.state == FieldState::Bad && f.error.code == d.error.code &&
        f.error.column == d.error.column)
      return;
  }
  FieldDescription* at = nullptr;
  for (FieldDescription& f : d.fields) {
    if (f.column >= 0 && f.column <= d.error.column) at = &f;
  }
  if (at == nullptr) {
    for (FieldDescription& f : d.fields) {
      if (f.number == d.error.field) {
        at = &f;
        break;
      }
    }
  }
  if (at == nullptr && !d.fields.empty()) at = &d.fields.front();
  if (at == nullptr) return;
  at->state = FieldState::Bad;
  at->words = d.error.message;
  at->error = d.error;
}

// A line longer than a stream reads is not described either: the same
// limit, so that no line costs more here than there.
bool too_long(std::string_view line, LineDescription& d) {
  constexpr size_t kLimit = LineFramer::kDefaultMaxLine;
  if (line.size() <= kLimit) return false;
  d.parsed = false;
  d.error.code = ErrorCode::LineTooLong;
  d.error.column = static_cast<int64_t>(kLimit);
  d.error.message = "the line is longer than ";
  text::append_int(d.error.message, static_cast<int64_t>(kLimit));
  d.error.message += " bytes, the most a stream reads; it is not described";
  return true;
}

// The position of a line the parser rejects, when every rank and the side
// to move read: a board to draw although a later field is wrong.
std::string readable_board(const LineDescription& d) {
  std::vector<std::string_view> ranks;
  char side = 0;
  for (const FieldDescription& f : d.fields) {
    const bool readable = f.state == FieldState::Good || f.state == FieldState::Suspect;
    if (f.name == "board") {
      if (!readable) return {};
      ranks.push_back(f.text);
    } else if (f.number == kSideToMoveField) {
      if (!readable) return {};
      side = f.text[0];
    }
  }
  if (ranks.size() < 2 || side == 0) return {};
  Position p;
  p.width = static_cast<uint8_t>(ranks[0].size());
  p.height = static_cast<uint8_t>(ranks.size());
  for (size_t k = 0; k < ranks.size(); ++k) {
    char* row = &p.board[(ranks.size() - 1 - k) * kMaxBoardSize];
    for (size_t f = 0; f < ranks[k].size(); ++f) row[f] = ranks[k][f] == '-' ? '\0' : ranks[k][f];
  }
  p.turn = side == 'W' ? Color::White : Color::Black;
  return to_fen(p);
}

}  // namespace

std::string_view field_state_name(FieldState state) {
  switch (state) {
    case FieldState::Good:
      return "good";
    case FieldState::Bad:
      return "bad";
    case FieldState::Missing:
      return "missing";
    case FieldState::Suspect:
      return "suspect";
  }
  return "good";
}

LineDescription describe_style12(std::string_view line, const ParseOptions& options) {
  LineDescription d;
  if (too_long(line, d)) return d;
  ParseOptions read = options;
  read.allow_truncated = true;
  const auto parsed = parse_style12(line, read);
  d.parsed = parsed.has_value();
  if (!parsed) d.error = parsed.error();
  const std::string_view text = text::trim_end(line);
  const size_t tag = text.find("<12>");
  if (tag == std::string_view::npos) return d;
  d.prefix = text::trim_end(text.substr(0, tag));
  while (!d.prefix.empty() && text::is_blank(d.prefix.front())) d.prefix.remove_prefix(1);
  const std::vector<Token> tokens = tokens_after(text, tag, 4);

  Context ctx;
  ctx.record = parsed ? &parsed.value() : nullptr;
  // The board: the ranks before the one-letter side to move. A line that
  // ends inside the board is all ranks, and its missing ones are numbered
  // as on a board of eight.
  const bool cut_in_board = !d.parsed && d.error.code == ErrorCode::MissingField &&
                            d.error.field >= kFirstRankField && d.error.field_name == "board";
  int height = 0;
  if (ctx.record) {
    height = ctx.record->height;
  } else if (cut_in_board) {
    height = static_cast<int>(tokens.size()) - 1;
  } else {
    while (1 + height < static_cast<int>(tokens.size()) && height < kMaxBoardSize &&
           tokens[static_cast<size_t>(1 + height)].text.size() != 1) {
      ++height;
    }
  }
  const int ranks_shown = cut_in_board && height < 8 ? 8 : height;
  ctx.height = height;
  ctx.width = height > 0 ? static_cast<int>(tokens[1].text.size()) : 8;
  // The token of a field after the board.
  const auto token_of = [&](int field) -> const Token* {
    const auto at = static_cast<size_t>(1 + height + field - kSideToMoveField);
    return at < tokens.size() ? &tokens[at] : nullptr;
  };
  if (const Token* side = token_of(kSideToMoveField))
    ctx.side = side->text.size() == 1 ? side->text[0] : '\0';
  if (ctx.record) {
    ctx.unit = ctx.record->time_unit;
  } else if (options.time_unit != TimeUnit::Auto) {
    ctx.unit = options.time_unit;
  } else if (const Token* time = token_of(kTimeTakenField)) {
    ctx.unit =
        time->text.find('.') != std::string_view::npos ? TimeUnit::Milliseconds : TimeUnit::Seconds;
  }

  const auto add = [&](int number, std::string_view name, const Token* t) -> FieldDescription& {
    FieldDescription& f = d.fields.emplace_back();
    f.number = number;
    f.name = name;
    if (t != nullptr) {
      f.text = t->text;
      f.column = t->column;
    } else {
      f.state = FieldState::Missing;
    }
    return f;
  };
  // The parser's error belongs to the field it names, where it points.
  const auto parser_fault = [&](const FieldDescription& f) {
    if (d.parsed || d.error.field != f.number) return false;
    if (f.state == FieldState::Missing) return d.error.code == ErrorCode::MissingField;
    return d.error.column >= f.column &&
           d.error.column <= f.column + static_cast<int64_t>(f.text.size());
  };
  const auto settle = [&](FieldDescription& f, ParseError own) {
    if (parser_fault(f)) own = d.error;
    if (!ok(own)) {
      f.state = FieldState::Bad;
      f.words = own.message;
      f.error = std::move(own);
    }
  };

  FieldDescription& tag_field = add(kTagField, "tag", tokens.data());
  tag_field.words = "a Style 12 board line";
  if (!d.prefix.empty()) {
    tag_field.words += " (after the prompt \u201c";
    tag_field.words += d.prefix;
    tag_field.words += "\u201d)";
  }
  settle(tag_field, none());
  for (int k = 0; k < ranks_shown; ++k) {
    // Ranks past the eighth take the numbers after it, as errors count them.
    const int number = kFirstRankField + k;
    const Token* t = k < height ? &tokens[static_cast<size_t>(1 + k)] : nullptr;
    FieldDescription& f = add(number, "board", t);
    f.rank = ranks_shown - k;
    if (t == nullptr) continue;
    f.words = rank_words(f.text, f.rank);
    settle(f, check_rank(number, *t, ctx.width));
  }
  // Every field to the flip field, and any the line has after it.
  const int last_token_field = kSideToMoveField + static_cast<int>(tokens.size()) - 2 - height;
  const int last = last_token_field > kLastRequiredField ? last_token_field : kLastRequiredField;
  for (int number = kSideToMoveField; number <= last; ++number) {
    const Token* t = token_of(number);
    FieldDescription& f = add(number, detail::field_info(number).name, t);
    if (t == nullptr) {
      if (parser_fault(f)) settle(f, none());
      continue;
    }
    std::string words;
    ParseError own = after_board(number, *t, ctx, words);
    f.words = std::move(words);
    settle(f, std::move(own));
  }
  place_parser_error(d);
  // Fields that read but contradict the line's own board.
  if (ctx.record) {
    std::vector<Anomaly> anomalies;
    line_anomalies(*ctx.record, to_position(*ctx.record), true, anomalies);
    for (const Anomaly& a : anomalies) {
      for (FieldDescription& f : d.fields) {
        if (f.number != a.field || f.state != FieldState::Good) continue;
        f.state = FieldState::Suspect;
        f.has_anomaly = true;
        f.anomaly = a;
      }
    }
  }
  d.fen = ctx.record ? to_fen(to_position(*ctx.record)) : readable_board(d);
  // A cut-short record lost the fields after its last whole one, even one
  // the line still holds a part of.
  if (ctx.record && ctx.record->truncated) {
    for (FieldDescription& f : d.fields) {
      if (f.number > ctx.record->fields_present && f.number <= kLastRequiredField) {
        f.state = FieldState::Missing;
        f.words.clear();
      }
    }
  }
  return d;
}

LineDescription describe_holdings(std::string_view line) {
  LineDescription d;
  if (too_long(line, d)) return d;
  const auto parsed = parse_holdings(line);
  d.parsed = parsed.has_value();
  if (!parsed) d.error = parsed.error();
  const std::string_view text = text::trim_end(line);
  const size_t tag = text.find("<b1>");
  if (tag == std::string_view::npos) return d;
  d.prefix = text.substr(0, tag);
  while (!d.prefix.empty() && text::is_blank(d.prefix.back())) d.prefix.remove_suffix(1);
  while (!d.prefix.empty() && text::is_blank(d.prefix.front())) d.prefix.remove_prefix(1);
  const std::vector<Token> tokens = tokens_after(text, tag, 4);
  constexpr std::string_view kNames[] = {"tag",   "game",  "gameNumber", "white", "white",
                                         "black", "black", "passed",     "passed"};
  // Every field the line has, the seven a <b1> line needs, and the one the
  // parser found missing (a passed piece after "<-").
  size_t count = tokens.size() > 7 ? tokens.size() : 7;
  if (!d.parsed && d.error.field > 0 && static_cast<size_t>(d.error.field) > count)
    count = static_cast<size_t>(d.error.field);
  for (size_t k = 0; k < count; ++k) {
    FieldDescription& f = d.fields.emplace_back();
    f.number = static_cast<int>(k) + 1;
    f.name = k < std::size(kNames) ? kNames[k] : "extra";
    if (k >= tokens.size()) {
      f.state = FieldState::Missing;
    } else {
      f.text = tokens[k].text;
      f.column = tokens[k].column;
    }
    const std::string_view s = f.text;
    std::string words;
    bool good = true;
    const auto keyword = [&](std::string_view word, std::string_view said) {
      bool same = s.size() == word.size();
      for (size_t i = 0; same && i < s.size(); ++i) same = to_lower(s[i]) == word[i];
      good = same;
      words = same ? said
                   : std::string("\u201c") + std::string(s) + "\u201d: expected \u201c" +
                         std::string(word) + "\u201d";
    };
    const auto held = [&](std::string_view color) {
      good = s.size() >= 2 && s.front() == '[' && s.back() == ']';
      for (size_t i = 1; good && i + 1 < s.size(); ++i) good = is_ascii_letter(s[i]);
      if (!good) {
        words = std::string("\u201c") + std::string(s) + "\u201d: expected pieces in brackets";
        return;
      }
      int pocket[26] = {};
      for (size_t i = 1; i + 1 < s.size(); ++i) ++pocket[to_upper(s[i]) - 'A'];
      words = std::string(color);
      if (s.size() == 2) {
        words += " holds nothing";
        return;
      }
      words += " holds ";
      bool first = true;
      // PNBRQK first, as pockets are written, then any other letter.
      constexpr std::string_view kOrder = "PNBRQKACDEFGHIJLMOSTUVWXYZ";
      for (const char piece : kOrder) {
        const int n = pocket[piece - 'A'];
        if (n == 0) continue;
        if (!first) words += ", ";
        first = false;
        if (n == 1) {
          words += "a ";
        } else {
          append_int(words, n);
          words += ' ';
        }
        words += piece_words(piece);
        if (n != 1) words += 's';
      }
    };
    if (f.state != FieldState::Missing) {
      switch (k) {
        case 0:
          words = "a crazyhouse/bughouse holdings line";
          break;
        case 1:
          keyword("game", "the word \u201cgame\u201d");
          break;
        case 2: {
          int64_t n = 0;
          good = text::parse_int64(s, n) == text::IntStatus::Ok;
          words = good ? "game " + std::string(s)
                       : std::string("\u201c") + std::string(s) + "\u201d is not a whole number";
          break;
        }
        case 3:
          keyword("white", "the word \u201cwhite\u201d");
          break;
        case 4:
          held("White");
          break;
        case 5:
          keyword("black", "the word \u201cblack\u201d");
          break;
        case 6:
          held("Black");
          break;
        case 7:
          good = s == "<-";
          words = good ? "a piece was just passed"
                       : "\u201c" + std::string(s) + "\u201d: expected \u201c<-\u201d";
          break;
        case 8: {
          const bool colour = s.size() == 2 && (to_lower(s[0]) == 'w' || to_lower(s[0]) == 'b');
          good = colour && is_ascii_letter(s[1]);
          words = good ? std::string(to_lower(s[0]) == 'w' ? "White" : "Black") + " received a " +
                             piece_words(s[1])
                       : "\u201c" + std::string(s) +
                             "\u201d: expected a colour and a piece, such as BN";
          break;
        }
        default:
          words = "a later field, kept as sent";
          break;
      }
      f.words = std::move(words);
    }
    // The parser's error, on the field it names.
    if (!d.parsed && d.error.field == f.number) {
      f.state = FieldState::Bad;
      f.error = d.error;
      f.words = d.error.message;
    } else if (!good) {
      f.state = FieldState::Bad;
      f.error.code = ErrorCode::BadHoldings;
      f.error.field = f.number;
      f.error.field_name = f.name;
      f.error.column = f.column;
      f.error.message = f.words;
    }
  }
  place_parser_error(d);
  return d;
}

}  // namespace style12
