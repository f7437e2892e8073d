#include "text/text.h"

namespace style12::text {

std::string_view trim_end(std::string_view s) {
  size_t end = s.size();
  while (end > 0 && is_trim(s[end - 1])) --end;
  return s.substr(0, end);
}

IntStatus parse_int64(std::string_view token, int64_t& out) {
  size_t i = 0;
  bool negative = false;
  if (i < token.size() && token[i] == '-') {
    negative = true;
    ++i;
  }
  if (i == token.size()) return IntStatus::NotANumber;
  // Accumulate as a negative number: its range is one larger.
  int64_t value = 0;
  constexpr int64_t kMin = INT64_MIN;
  for (; i < token.size(); ++i) {
    const char c = token[i];
    if (!is_digit(c)) return IntStatus::NotANumber;
    const int digit = c - '0';
    if (value < (kMin + digit) / 10) return IntStatus::OutOfRange;
    value = value * 10 - digit;
  }
  if (!negative) {
    if (value == kMin) return IntStatus::OutOfRange;
    value = -value;
  }
  out = value;
  return IntStatus::Ok;
}

namespace {

constexpr bool is_prompt_end(char c) { return c == '%' || c == '>' || c == '$' || c == '#'; }

// A prompt is one short word of visible ASCII with a letter in it, ending
// in a prompt sign ("fics%", "12:01_fics%"). Chat such as "Guest tells
// you: <12> ..." is several words and never matches, so a board quoted in
// a tell is not taken for the server's own; "-->" or "50%" in text are
// words, not prompts.
size_t prompt_length(std::string_view line, size_t pos) {
  constexpr size_t kMaxPrompt = 40;
  size_t end = pos;
  bool letter = false;
  while (end < line.size() && end - pos < kMaxPrompt) {
    const char c = line[end];
    if (c <= ' ' || c >= 0x7f || c == '<') break;
    letter = letter || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    ++end;
  }
  if (end == pos || !letter || !is_prompt_end(line[end - 1])) return 0;
  return end - pos;
}

}  // namespace

size_t skip_prompts(std::string_view line) {
  size_t pos = 0;
  for (;;) {
    while (pos < line.size() && (is_blank(line[pos]) || line[pos] == '\a' || line[pos] == '\0'))
      ++pos;
    const size_t prompt = prompt_length(line, pos);
    if (prompt == 0) return pos;
    pos += prompt;
  }
}

size_t find_tag_after_prompts(std::string_view line, std::string_view tag, bool& found_tag_later) {
  const size_t pos = skip_prompts(line);
  found_tag_later = false;
  if (line.substr(pos, tag.size()) == tag) return pos;
  found_tag_later = line.find(tag, pos) != std::string_view::npos;
  return std::string_view::npos;
}

std::string quote(std::string_view token) {
  constexpr size_t kMax = 40;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "'";
  const size_t n = token.size() < kMax ? token.size() : kMax;
  for (size_t i = 0; i < n; ++i) {
    const auto c = static_cast<unsigned char>(token[i]);
    if (c >= 0x20 && c < 0x7f && c != '\\') {
      out += static_cast<char>(c);
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  if (token.size() > kMax) out += "...";
  out += "'";
  return out;
}

char* write_int(char* out, int64_t value) {
  char digits[20];
  int n = 0;
  // Work in the negative range so INT64_MIN needs no special case.
  int64_t v = value < 0 ? value : -value;
  do {
    digits[n++] = static_cast<char>('0' - (v % 10));
    v /= 10;
  } while (v != 0);
  if (value < 0) *out++ = '-';
  while (n > 0) *out++ = digits[--n];
  return out;
}

void append_int(std::string& out, int64_t value) {
  char buffer[20];
  out.append(buffer, static_cast<size_t>(write_int(buffer, value) - buffer));
}

}  // namespace style12::text
