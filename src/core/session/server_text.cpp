// The sentences of a server the stream understands besides board lines:
// a game's end with its result, a game's start with its kind, and the
// players' ratings a game's announcement gives.
#include "style12/stream.h"
#include "text/text.h"

namespace style12 {

namespace {

bool is_result(std::string_view s) {
  return text::equals(s, "1-0") || text::equals(s, "0-1") || text::equals(s, "1/2-1/2") || text::equals(s, "*");
}

}  // namespace

bool parse_game_end(std::string_view line, StreamEvent& out) {
  line = text::trim_end(line);
  const size_t start = text::skip_prompts(line);
  std::string_view s = line.substr(start);
  if (!text::starts_with(s, "{Game ")) return false;
  s.remove_prefix(6);
  const size_t paren = s.find(" (");
  if (paren == std::string_view::npos || text::parse_int64(s.substr(0, paren), out.game_number) != text::IntStatus::Ok) {
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

bool parse_game_start(std::string_view text, int64_t& game_number, std::string_view& description) {
  constexpr size_t kOpen = 6;  // "{Game "
  if (!text::starts_with(text, "{Game ") || text.back() != '}') return false;
  const size_t paren = text.find(" (", kOpen);
  const size_t close = text.find(") ", kOpen);
  if (paren == std::string_view::npos || close == std::string_view::npos ||
      text::parse_int64(text.substr(kOpen, paren - kOpen), game_number) != text::IntStatus::Ok) {
    return false;
  }
  description = text.substr(close + 2, text.size() - close - 3);
  return text::starts_with(description, "Creating ") || text::starts_with(description, "Continuing ");
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

bool parse_game_info(std::string_view line, GameInfo& out) {
  line = text::trim_end(line);
  std::string_view s = line.substr(text::skip_prompts(line));
  out = GameInfo{};
  if (text::starts_with(s, "Creating: ")) {
    s.remove_prefix(10);
  } else if (text::starts_with(s, "Game ")) {
    s.remove_prefix(5);
    const size_t colon = s.find(": ");
    if (colon == std::string_view::npos || text::parse_int64(s.substr(0, colon), out.game_number) != text::IntStatus::Ok) {
      return false;
    }
    s.remove_prefix(colon + 2);
  } else {
    return false;
  }
  if (!read_player(s, out.white, out.white_rating) || !read_player(s, out.black, out.black_rating)) return false;
  // "rated blitz 5 0", "unrated crazyhouse 2 12": the words before the
  // two numbers of the time control.
  const size_t rated = s.find(' ');
  if (rated == std::string_view::npos) return false;
  const std::string_view rating_word = s.substr(0, rated);
  if (!text::equals(rating_word, "rated") && !text::equals(rating_word, "unrated")) return false;
  out.rated = text::equals(rating_word, "rated");
  const size_t kind_end = s.find(' ', rated + 1);
  out.kind = s.substr(rated + 1, kind_end == std::string_view::npos ? std::string_view::npos : kind_end - rated - 1);
  return !out.kind.empty();
}

}  // namespace style12

