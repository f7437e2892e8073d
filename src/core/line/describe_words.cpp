#include "line/describe_words.h"

#include "style12/fields.h"
#include "style12/relation.h"
#include "style12/square.h"
#include "text/text.h"

namespace style12::detail {

namespace {

using text::append_int;

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

std::string square_name(Square s) {
  std::string out;
  append_square_name(out, s);
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

std::string clock_words(int field, const Style12& r) {
  const bool ms = r.time_unit == TimeUnit::Milliseconds;
  const int64_t millis = field == kWhiteTimeField ? r.white_time_ms : r.black_time_ms;
  std::string words = clock_text(millis, ms) + " (";
  append_int(words, millis);
  words += field == kWhiteTimeField ? " ms) on White's clock" : " ms) on Black's clock";
  words += ms ? ", read in milliseconds" : ", read in seconds";
  if (millis < 0) words += ": the flag has fallen";
  return words;
}

std::string double_push_words(const Style12& r, bool side_read) {
  if (r.double_push_file == -1) return "no double pawn push";
  const char file = file_letter(static_cast<int>(r.double_push_file));
  std::string words = std::string("double pawn push on the ") + file + "-file";
  if (side_read) {
    words += " (en passant square ";
    words += file;
    append_int(words, r.side_to_move == Color::White ? r.height - 2 : 3);
    words += ')';
  }
  return words;
}

std::string castling_words(int field, bool may) {
  const bool white = field == kWhiteShortField || field == kWhiteLongField;
  const bool short_side = field == kWhiteShortField || field == kBlackShortField;
  std::string words = white ? "White may " : "Black may ";
  if (!may) words += "no longer ";
  words += short_side ? "castle short" : "castle long";
  return words;
}

bool castling_flag(int field, const CastlingFlags& c) {
  switch (field) {
    case kWhiteShortField:
      return c.white_short;
    case kWhiteLongField:
      return c.white_long;
    case kBlackShortField:
      return c.black_short;
    default:
      return c.black_long;
  }
}

std::string count_words(int64_t n, std::string_view none, std::string_view one,
                        std::string_view many, std::string_view after) {
  if (n == 0) return std::string(none);
  return plural(n, one, many) + std::string(after);
}

// "White holds a knight, 2 bishops"
std::string pocket_words(std::string_view color, std::string_view letters) {
  std::string words(color);
  if (letters.empty()) return words + " holds nothing";
  int pocket[26] = {};
  for (const char c : letters) ++pocket[to_upper(c) - 'A'];
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
  return words;
}

}  // namespace

std::string holdings_field_words(int field, std::string_view text, const Holdings& h) {
  switch (field) {
    case kHoldingsTagField:
      return "a crazyhouse/bughouse holdings line";
    case kHoldingsGameWordField:
      return "the word \u201cgame\u201d";
    case kHoldingsGameNumberField:
      return "game " + std::string(text);
    case kHoldingsWhiteWordField:
      return "the word \u201cwhite\u201d";
    case kHoldingsWhiteField:
      return pocket_words("White", h.white);
    case kHoldingsBlackWordField:
      return "the word \u201cblack\u201d";
    case kHoldingsBlackField:
      return pocket_words("Black", h.black);
    case kHoldingsArrowField:
      return "a piece was just passed";
    case kHoldingsPassedField:
      if (!h.passed) return {};
      return std::string(h.passed->color == Color::White ? "White" : "Black") + " received a " +
             piece_words(h.passed->piece);
    default:
      return "a later field, kept as sent";
  }
}

std::string tag_words(std::string_view prompt) {
  std::string words = "a Style 12 board line";
  if (!prompt.empty()) {
    words += " (after the prompt \u201c";
    words += prompt;
    words += "\u201d)";
  }
  return words;
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

std::string style12_field_words(int field, std::string_view text, const Style12& r,
                                bool side_read) {
  std::string words;
  switch (field) {
    case kSideToMoveField:
      return r.side_to_move == Color::White ? "White to move" : "Black to move";
    case kDoublePushField:
      return double_push_words(r, side_read);
    case kWhiteShortField:
    case kWhiteLongField:
    case kBlackShortField:
    case kBlackLongField:
      return castling_words(field, castling_flag(field, r.castling));
    case kHalfmoveField:
      words = plural(r.halfmove_clock, "move", "moves") + " since the last capture or pawn move";
      if (r.halfmove_clock >= 100) words += " (a draw may be claimed)";
      return words;
    case kGameNumberField:
      words = "game ";
      append_int(words, r.game_number);
      return words + " on the server";
    case kWhiteNameField:
      return "White's handle: " + std::string(text);
    case kBlackNameField:
      return "Black's handle: " + std::string(text);
    case kRelationField:
      return std::string(relation_meaning(r.relation));
    case kInitialTimeField:
      return count_words(r.initial_time, "no initial time", "minute", "minutes",
                         " on each clock at the start");
    case kIncrementField:
      return count_words(r.increment, "no increment", "second", "seconds",
                         " added after each move");
    case kWhiteStrengthField:
    case kBlackStrengthField:
      words = field == kWhiteStrengthField ? "White's material: " : "Black's material: ";
      append_int(words, field == kWhiteStrengthField ? r.white_strength : r.black_strength);
      return words + " (P 1, N 3, B 3, R 5, Q 9)";
    case kWhiteTimeField:
    case kBlackTimeField:
      return clock_words(field, r);
    case kMoveNumberField: {
      const bool black = side_read && r.side_to_move == Color::Black;
      words = "move ";
      append_int(words, r.move_number);
      words += black ? " comes next: Black to play " : " comes next: White to play ";
      append_int(words, r.move_number);
      return words + (black ? "..." : ".");
    }
    case kLastMoveField:
      if (text == "none") return "no move yet (the position before the first move)";
      return r.last_move_info ? move_words(*r.last_move_info) : std::string();
    case kTimeTakenField:
      if (!r.last_move_time_ms) return {};
      words = duration_text(*r.last_move_time_ms) + " (";
      append_int(words, *r.last_move_time_ms);
      return words + " ms) spent on the last move";
    case kSanField:
      if (text == "none") return "no move yet";
      words = std::string(text) + " in standard algebraic notation";
      if (text.back() == '#') return words + ", checkmate";
      if (text.back() == '+') return words + ", check";
      return words;
    case kFlipField:
      return r.flip ? "Black at the bottom (board flipped)" : "White at the bottom";
    case kClockTickingField:
      return r.clock_ticking.value_or(false) ? "the clock is running" : "the clock is stopped";
    case kLagField:
      if (!r.lag_ms) return {};
      append_int(words, *r.lag_ms);
      return words + " ms of lag on the last move (timeseal)";
    default:
      return "a later field, kept as sent";
  }
}

std::string piece_words(char letter) {
  const std::string_view name = piece_name(letter);
  if (!name.empty()) return std::string(name);
  return std::string("piece ") + letter;
}

}  // namespace style12::detail
