// The sentences of a server the stream understands besides board lines:
// a game's end with its result, a game's start with its players and kind,
// the players' ratings a game's announcement gives, and the session's
// notices of the games it follows (observing, examining).
#include "style12/stream.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12 {

namespace {

bool is_result(std::string_view s) {
  return text::equals(s, "1-0") || text::equals(s, "0-1") || text::equals(s, "1/2-1/2") ||
         text::equals(s, "*");
}

}  // namespace

STYLE12_RARE bool parse_game_end(std::string_view line, StreamEvent& out) {
  line = text::trim_end(line);
  const size_t start = text::skip_prompts(line);
  std::string_view s = line.substr(start);
  if (!text::starts_with(s, "{Game ")) return false;
  s.remove_prefix(6);
  const size_t paren = s.find(" (");
  if (paren == std::string_view::npos ||
      text::parse_int64(s.substr(0, paren), out.game_number) != text::IntStatus::Ok) {
    return false;
  }
  s.remove_prefix(paren + 2);
  const size_t vs = s.find(" vs. ");
  const size_t close = s.find(") ");
  if (vs == std::string_view::npos || close == std::string_view::npos || vs > close) return false;
  const size_t brace = s.rfind("} ");
  if (brace == std::string_view::npos || brace < close) return false;
  const std::string_view result = s.substr(brace + 2);
  if (!is_result(result)) return false;
  out.white = s.substr(0, vs);
  out.black = s.substr(vs + 5, close - vs - 5);
  out.reason = s.substr(close + 2, brace - close - 2);
  out.result = result;
  return true;
}

STYLE12_RARE bool parse_game_start(std::string_view text, GameStart& out) {
  constexpr size_t kOpen = 6;  // "{Game "
  if (!text::starts_with(text, "{Game ") || text.back() != '}') return false;
  const size_t paren = text.find(" (", kOpen);
  const size_t vs = text.find(" vs. ", kOpen);
  const size_t close = text.find(") ", kOpen);
  if (paren == std::string_view::npos || vs == std::string_view::npos ||
      close == std::string_view::npos || !(paren < vs && vs < close) ||
      text::parse_int64(text.substr(kOpen, paren - kOpen), out.game_number) !=
          text::IntStatus::Ok) {
    return false;
  }
  out.white = text.substr(paren + 2, vs - paren - 2);
  out.black = text.substr(vs + 5, close - vs - 5);
  out.description = text.substr(close + 2, text.size() - close - 3);
  out.continuing = text::starts_with(out.description, "Continuing ");
  return out.continuing || text::starts_with(out.description, "Creating ");
}

namespace {

// "...game 7...": the number after `prefix` up to `end`, in a sentence
// that is nothing else.
bool number_between(std::string_view s, std::string_view prefix, std::string_view end,
                    int64_t& number) {
  if (s.size() <= prefix.size() + end.size() || s.substr(0, prefix.size()) != prefix ||
      s.substr(s.size() - end.size()) != end) {
    return false;
  }
  const std::string_view digits = s.substr(prefix.size(), s.size() - prefix.size() - end.size());
  return text::parse_int64(digits, number) == text::IntStatus::Ok && number >= 0;
}

}  // namespace

STYLE12_RARE bool parse_session_notice(std::string_view text, SessionNotice& out) {
  out = SessionNotice{};
  if (number_between(text, "You are now observing game ", ".", out.game_number)) {
    out.kind = SessionNotice::Kind::Observing;
  } else if (number_between(text, "Removing game ", " from observation list.", out.game_number)) {
    out.kind = SessionNotice::Kind::StopObserving;
  } else if (number_between(text, "You are no longer examining game ", ".", out.game_number)) {
    out.kind = SessionNotice::Kind::StopExamining;
  } else if (text::equals(text, "Starting a game in examine (scratch) mode.")) {
    out.kind = SessionNotice::Kind::ExamineScratch;
  } else if (number_between(text, "Your opponent has added ", " seconds to your clock.",
                            out.seconds)) {
    out.kind = SessionNotice::Kind::TimeAdded;
    out.own_clock = true;
  } else if (number_between(text, "", " seconds were added to your opponents clock", out.seconds)) {
    // (FICS writes it so: no apostrophe, no full stop.)
    out.kind = SessionNotice::Kind::TimeAdded;
  } else {
    // ("dave stopped examining game 7." is another examiner leaving: the
    // game goes on while this session sees it; when it no longer does,
    // the server says "Removing game 7 from observation list.".)
    return false;
  }
  return true;
}

namespace {

// "Capablanca1921 (2215)": a handle and its rating; 0 for "(----)",
// "(++++)" and other unrated marks.
bool read_player(std::string_view& s, std::string_view& name, int64_t& rating) {
  const size_t open = s.find(" (");
  if (open == std::string_view::npos || open == 0) return false;
  const size_t close = s.find(") ", open);
  if (close == std::string_view::npos) return false;
  name = s.substr(0, open);
  const std::string_view inner = s.substr(open + 2, close - open - 2);
  std::string_view digits = inner;
  while (!digits.empty() && (digits.back() == 'E' || digits.back() == 'P')) digits.remove_suffix(1);
  if (text::parse_int64(digits, rating) != text::IntStatus::Ok || rating < 0) rating = 0;
  s.remove_prefix(close + 2);
  return name.find(' ') == std::string_view::npos;
}

}  // namespace

namespace {

// "3 0" at the front of `s`: two whole numbers; false when not there.
bool read_control(std::string_view& s, int64_t& minutes, int64_t& increment) {
  std::string_view rest = s;
  int64_t values[2] = {0, 0};
  for (int64_t& value : values) {
    const size_t end = rest.find(' ');
    const std::string_view word = rest.substr(0, end);
    const bool stop = !word.empty() && word.back() == '.';
    if (text::parse_int64(word.substr(0, word.size() - (stop ? 1 : 0)), value) !=
            text::IntStatus::Ok ||
        value < 0) {
      return false;
    }
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  }
  minutes = values[0];
  increment = values[1];
  s = rest;
  return true;
}

// The colour FICS marks a player with in an offer: "alice (1940) [white] ".
void skip_colour(std::string_view& s) {
  for (const std::string_view mark : {std::string_view("[white] "), std::string_view("[black] ")}) {
    if (s.substr(0, mark.size()) == mark) s.remove_prefix(mark.size());
  }
}

}  // namespace

STYLE12_RARE bool parse_game_info(std::string_view line, GameInfo& out) {
  line = text::trim_end(line);
  std::string_view s = line.substr(text::skip_prompts(line));
  out = GameInfo{};
  // A game starting ("Creating: "), offered ("Issuing: ", "Challenge: ";
  // FICS 1.6.2 names the game's terms only there) or observed ("Game 7: ").
  bool named = false;
  for (const std::string_view prefix :
       {std::string_view("Creating: "), std::string_view("Issuing: "),
        std::string_view("Challenge: ")}) {
    if (s.substr(0, prefix.size()) == prefix) {
      s.remove_prefix(prefix.size());
      named = true;
      break;
    }
  }
  if (!named) {
    if (!text::starts_with(s, "Game ")) return false;
    s.remove_prefix(5);
    const size_t colon = s.find(": ");
    if (colon == std::string_view::npos ||
        text::parse_int64(s.substr(0, colon), out.game_number) != text::IntStatus::Ok) {
      return false;
    }
    s.remove_prefix(colon + 2);
  }
  if (!read_player(s, out.white, out.white_rating)) return false;
  skip_colour(s);
  if (!read_player(s, out.black, out.black_rating)) return false;
  skip_colour(s);
  // "rated blitz 5 0", "unrated crazyhouse 2 12", "unrated non-standard
  // 3 0 : 1 5.": the words before the two numbers of the time control.
  const size_t rated = s.find(' ');
  if (rated == std::string_view::npos) return false;
  const std::string_view rating_word = s.substr(0, rated);
  if (!text::equals(rating_word, "rated") && !text::equals(rating_word, "unrated")) return false;
  out.rated = text::equals(rating_word, "rated");
  const size_t kind_end = s.find(' ', rated + 1);
  out.kind = s.substr(rated + 1, kind_end == std::string_view::npos ? std::string_view::npos
                                                                    : kind_end - rated - 1);
  if (out.kind.empty()) return false;
  if (kind_end != std::string_view::npos) {
    std::string_view control = s.substr(kind_end + 1);
    if (read_control(control, out.white_minutes, out.white_increment) &&
        control.substr(0, 2) == ": ") {
      control.remove_prefix(2);
      if (!read_control(control, out.black_minutes, out.black_increment)) {
        out.black_minutes = out.black_increment = -1;
      }
    }
  }
  return true;
}

}  // namespace style12
