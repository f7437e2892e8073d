#include "style12/pgn.h"

#include <string>
#include <vector>

#include "text/hints.h"
#include "text/text.h"

namespace style12 {

namespace {

constexpr std::string_view kStandardStart =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A tag value with its quotes and backslashes escaped, as PGN wants; a
// control byte (a line end in a site given by the caller, say) would break
// the tag section, and is written as a blank.
std::string quoted(std::string_view value) {
  std::string out = "\"";
  for (const char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? ' ' : c;
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
  std::string out = "[%clk ";
  text::append_int(out, seconds / 3600);
  out += ':';
  const auto two = [&](int64_t v) {
    out += static_cast<char>('0' + v / 10);
    out += static_cast<char>('0' + v % 10);
  };
  two(seconds / 60 % 60);
  out += ':';
  two(seconds % 60);
  out += ']';
  return out;
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

// PGN's Termination values for the sentence a server ends a game with.
std::string_view termination(std::string_view reason) {
  const auto has = [&](std::string_view word) {
    return reason.find(word) != std::string_view::npos;
  };
  if (has("forfeits on time") || has("ran out of time")) return "time forfeit";
  if (has("adjourned") || has("courtesyadjourned")) return "unterminated";
  if (has("aborted") || has("disconnection") || has("forfeits by disconnection"))
    return "abandoned";
  if (has("adjudicat")) return "adjudication";
  return "normal";
}

// The SAN the core wrote when it checked the move (mate as '#', whole on
// cut-short lines), else the server's.
std::string_view san_of(const Ply& move) {
  return move.checked_san.empty() ? move.san.view() : move.checked_san.view();
}

// A ply the movetext cannot go past: moves before it never seen, a board
// that did not follow, or no SAN at all.
bool breaks(const Ply& move) {
  return move.missing_before > 0 || move.resync || san_of(move).empty();
}

// The tags of where and when a game was seen, before its players.
void session_tags(std::string& out, const Game& game) {
  tag(out, "Event", game.event.empty() ? std::string_view("?") : std::string_view(game.event));
  tag(out, "Site", game.site.empty() ? std::string_view("?") : std::string_view(game.site));
  tag(out, "Date",
      game.date.empty() ? std::string_view("????.??.??") : std::string_view(game.date));
  tag(out, "Round", "-");
}

// "300+0": the initial time in seconds and the increment; "?" (unknown,
// as the PGN standard says) for times no game has: negative, or minutes
// whose seconds do not fit in 64 bits.
std::string time_control(int64_t seconds, int64_t increment) {
  if (seconds < 0 || increment < 0) return "?";
  std::string control;
  text::append_int(control, seconds);
  control += '+';
  text::append_int(control, increment);
  return control;
}

std::string time_control(const Game& game) {
  int64_t seconds = -1;
  if (game.initial_time >= 0 && !text::multiply(game.initial_time, 60, seconds)) seconds = -1;
  return time_control(seconds, game.increment);
}

// The game's time control, or with time odds each side's: the standard's
// TimeControl has one form for both, so those go in tags of their own.
STYLE12_RARE void time_control_tags(std::string& out, const Game& game) {
  if (!game.time_odds) {
    tag(out, "TimeControl", game.timed() ? time_control(game) : "-");
    return;
  }
  tag(out, "WhiteTimeControl", time_control(game));
  tag(out, "BlackTimeControl",
      time_control(game.black_initial_seconds,
                   game.black_increment_known ? game.black_increment : -1));
}

// The start is the initial position: no FEN tag is needed (empty pockets
// of a crazyhouse start do not count).
bool standard_start(std::string_view fen) {
  const size_t pockets = fen.find("[]");
  if (pockets == std::string_view::npos) return fen == kStandardStart;
  std::string bare(fen.substr(0, pockets));
  bare += fen.substr(pockets + 2);
  return bare == kStandardStart;
}

}  // namespace

std::string write_pgn(const Game& game) {
  const std::string result = game.ended() ? game.result : "*";
  std::string out;
  session_tags(out, game);
  tag(out, "White", game.white);
  tag(out, "Black", game.black);
  tag(out, "Result", result);
  if (game.white_elo > 0) {
    std::string elo;
    text::append_int(elo, game.white_elo);
    tag(out, "WhiteElo", elo);
  }
  if (game.black_elo > 0) {
    std::string elo;
    text::append_int(elo, game.black_elo);
    tag(out, "BlackElo", elo);
  }
  time_control_tags(out, game);
  const std::string_view variant_tag = variant_info(game.variant).pgn_tag;
  if (!variant_tag.empty()) tag(out, "Variant", variant_tag);
  const std::string start_fen = game.start_fen();
  if (!standard_start(start_fen)) {
    tag(out, "SetUp", "1");
    tag(out, "FEN", start_fen);
  }
  if (!game.end_reason.empty()) tag(out, "Termination", termination(game.end_reason));
  out += '\n';

  Movetext movetext;
  int64_t ply = game.start_ply;
  bool first = true;
  const auto gap_note = [&](const Ply& move) {
    if (move.resync) {
      std::string note = "the boards no longer follow from each other (";
      note += move.resync_reason;
      note += "); the game went on to ";
      note += game.fen();
      return note;
    }
    const int missing = move.missing_before + (san_of(move).empty() ? 1 : 0);
    std::string note;
    text::append_int(note, missing);
    note += missing == 1 ? " half-move was" : " half-moves were";
    note += " not seen; the game went on to ";
    note += game.fen();
    return note;
  };
  // A comment a word at a time, so it wraps like the moves; a [%clk ...]
  // command stays on one line.
  const auto comment = [&](std::string_view body) {
    std::string text = "{";
    // Braces in text from the server would end the comment early.
    for (const char c : body) text += c == '{' ? '(' : c == '}' ? ')' : c;
    text += '}';
    size_t start = 0;
    while (start < text.size()) {
      size_t blank = text.find(' ', start);
      if (blank != std::string::npos && text.compare(start, 6, "{[%clk") == 0) {
        blank = text.find(' ', blank + 1);
      }
      const size_t end = blank == std::string::npos ? text.size() : blank;
      movetext.add(std::string_view(text).substr(start, end - start));
      start = end + 1;
    }
  };
  for (size_t i = 0; i < game.plies.size(); ++i) {
    const Ply& move = game.plies[i];
    if (breaks(move)) {
      // What was not seen is not invented: the movetext stops here.
      if (first) {
        std::string body = game.end_reason.empty() ? "" : game.end_reason + "; ";
        body += gap_note(move);
        comment(body);
        first = false;  // the reason is written
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
    movetext.add(san_of(move));
    // One comment after a move: its clock, and the note of a gap that
    // follows it (some readers refuse two comments in a row).
    std::string body;
    if (move.clocks_known && game.clocks_run()) body = clock(white ? move.white_ms : move.black_ms);
    if (move.reconstructed)
      body +=
          (body.empty() ? "" : " ") + std::string("not seen; rebuilt from the boards around it");
    const bool gap_next = i + 1 < game.plies.size() && breaks(game.plies[i + 1]);
    const bool last = gap_next || i + 1 == game.plies.size();
    // The server's sentence for the end goes in the last move's comment,
    // and the note of a gap after it, ending with the position reached.
    if (last && !game.end_reason.empty()) body += (body.empty() ? "" : " ") + game.end_reason;
    if (gap_next) {
      body += body.empty() ? "" : (last && !game.end_reason.empty() ? "; " : " ");
      body += gap_note(game.plies[i + 1]);
    }
    if (!body.empty()) comment(body);
    first = false;
    ++ply;
    if (gap_next) break;
  }
  if (first && !game.end_reason.empty()) comment(game.end_reason);
  movetext.add(result);
  out += movetext.take();
  out += "\n";
  return out;
}

std::string write_bpgn(const Game& a, const Game& b) {
  std::string out;
  session_tags(out, a);
  tag(out, "WhiteA", a.white);
  tag(out, "BlackA", a.black);
  tag(out, "WhiteB", b.white);
  tag(out, "BlackB", b.black);
  // The match's result is the first board's: a bughouse match ends on both
  // boards at once, with the result seen from board A.
  const std::string result = a.ended()   ? a.result
                             : b.ended() ? (b.result == "1-0"   ? "0-1"
                                            : b.result == "0-1" ? "1-0"
                                                                : b.result)
                                         : "*";
  tag(out, "Result", result);
  if (a.timed()) time_control_tags(out, a);
  tag(out, "Variant", "Bughouse");
  const std::string fen_a = a.start_fen(), fen_b = b.start_fen();
  if (!standard_start(fen_a) || !standard_start(fen_b)) {
    tag(out, "SetUp", "1");
    tag(out, "FEN", fen_a);
    tag(out, "FENB", fen_b);
  }
  out += '\n';

  // Each board's moves up to its first gap, then both merged by the line
  // their boards came on (each board's are in that order already; a
  // rebuilt ply carries the line of the board after it).
  struct Entry {
    const Game* game;
    const Ply* ply;
    bool board_a;
  };
  const auto playable = [](const Game& g) {
    size_t n = 0;
    while (n < g.plies.size() && !breaks(g.plies[n])) ++n;
    return n;
  };
  const size_t na = playable(a), nb = playable(b);
  std::vector<Entry> entries;
  entries.reserve(na + nb);
  for (size_t i = 0, j = 0; i < na || j < nb;) {
    if (j == nb || (i < na && a.plies[i].line <= b.plies[j].line)) {
      entries.push_back({&a, &a.plies[i++], true});
    } else {
      entries.push_back({&b, &b.plies[j++], false});
    }
  }
  Movetext movetext;
  for (const Entry& e : entries) {
    const int64_t ply = e.ply->ply - 1;  // half-moves before it
    const bool white = ply % 2 == 0;
    std::string number;
    text::append_int(number, ply / 2 + 1);
    number += white ? (e.board_a ? 'A' : 'B') : (e.board_a ? 'a' : 'b');
    number += '.';
    movetext.add(number);
    movetext.add(san_of(*e.ply));
    if (e.ply->clocks_known && e.game->clocks_run()) {
      std::string comment(1, '{');
      comment += clock(white ? e.ply->white_ms : e.ply->black_ms);
      comment += '}';
      movetext.add(comment);
    }
  }
  movetext.add(result);
  out += movetext.take();
  out += "\n";
  return out;
}

}  // namespace style12
