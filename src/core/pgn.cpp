#include <string>

#include "style12/game.h"
#include "text.h"

namespace style12 {

namespace {

constexpr std::string_view kStandardStart =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A tag value with its quotes and backslashes escaped, as PGN wants.
std::string quoted(std::string_view value) {
  std::string out = "\"";
  for (const char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
  return out;
}

void tag(std::string& out, std::string_view name, std::string_view value) {
  out += '[';
  out += name;
  out += ' ';
  out += quoted(value);
  out += "]\n";
}

// [%clk h:mm:ss] of a clock in milliseconds; a fallen flag shows as 0:00:00.
std::string clock(int64_t ms) {
  if (ms < 0) ms = 0;
  const int64_t seconds = ms / 1000;
  std::string out = "{[%clk ";
  text::append_int(out, seconds / 3600);
  out += ':';
  const auto two = [&](int64_t v) {
    out += static_cast<char>('0' + v / 10);
    out += static_cast<char>('0' + v % 10);
  };
  two(seconds / 60 % 60);
  out += ':';
  two(seconds % 60);
  out += "]}";
  return out;
}

std::string variant_tag(std::string_view variant) {
  if (variant == "crazyhouse") return "Crazyhouse";
  if (variant == "bughouse") return "Bughouse";
  if (variant == "chess960") return "Chess960";
  if (variant == "suicide") return "Antichess";
  if (variant == "losers") return "Losers";
  if (variant == "atomic") return "Atomic";
  if (variant == "wild") return "Wild";
  return std::string(variant);
}

// Tokens into lines of at most 80 columns.
class Movetext {
 public:
  void add(std::string_view token) {
    if (column_ > 0 && column_ + 1 + token.size() > 80) {
      out_ += '\n';
      column_ = 0;
    } else if (column_ > 0) {
      out_ += ' ';
      ++column_;
    }
    out_ += token;
    column_ += token.size();
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
  size_t column_ = 0;
};

}  // namespace

std::string write_pgn(const Game& game) {
  const std::string result = game.ended() ? game.result : "*";
  std::string out;
  tag(out, "Event", "?");
  tag(out, "Site", "?");
  tag(out, "Date", "????.??.??");
  tag(out, "Round", "-");
  tag(out, "White", game.white);
  tag(out, "Black", game.black);
  tag(out, "Result", result);
  if (game.initial_time > 0 || game.increment > 0) {
    std::string control;
    text::append_int(control, game.initial_time * 60);
    control += '+';
    text::append_int(control, game.increment);
    tag(out, "TimeControl", control);
  } else {
    tag(out, "TimeControl", "-");
  }
  if (game.variant != "chess") tag(out, "Variant", variant_tag(game.variant));
  if (game.start_fen != kStandardStart) {
    tag(out, "SetUp", "1");
    tag(out, "FEN", game.start_fen);
  }
  if (!game.end_reason.empty()) tag(out, "Termination", game.end_reason);
  out += '\n';

  Movetext movetext;
  int64_t ply = game.start_ply;
  bool first = true;
  for (const Ply& move : game.plies) {
    if (move.missing_before > 0 || move.san.empty()) {
      // What was not seen is not invented: the movetext stops here.
      std::string note = "{";
      const int missing = move.missing_before + (move.san.empty() ? 1 : 0);
      text::append_int(note, missing);
      note += missing == 1 ? " half-move was" : " half-moves were";
      note += " not seen; the game went on to ";
      note += game.fen;
      note += '}';
      // A word at a time, so the comment wraps like the moves.
      size_t start = 0;
      while (start < note.size()) {
        const size_t blank = note.find(' ', start);
        const size_t end = blank == std::string::npos ? note.size() : blank;
        movetext.add(std::string_view(note).substr(start, end - start));
        start = end + 1;
      }
      break;
    }
    const bool white = ply % 2 == 0;
    std::string number;
    text::append_int(number, ply / 2 + 1);
    if (white) {
      movetext.add(number + ".");
    } else if (first) {
      movetext.add(number + "...");
    }
    movetext.add(move.san);
    if (move.clocks_known) movetext.add(clock(white ? move.white_ms : move.black_ms));
    first = false;
    ++ply;
  }
  movetext.add(result);
  out += movetext.take();
  out += "\n";
  return out;
}

}  // namespace style12
