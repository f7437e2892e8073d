// The sentences of a server the stream understands besides board lines:
// a game's end with its result, and a game's start with its kind.
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

}  // namespace style12
