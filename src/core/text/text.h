// Small text routines shared by the parsers (internal).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace style12::text {

constexpr bool is_blank(char c) { return c == ' ' || c == '\t'; }
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Line ends, blanks and stray bells or NULs that servers leave around lines.
constexpr bool is_trim(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\a' || c == '\0';
}

std::string_view trim_end(std::string_view s);

// Whether `s` starts with (or is) the literal, compared byte by byte: a
// few bytes compare inline, where a call to memcmp (WebAssembly has no
// inline one) costs more than the compare on every line of a stream.
template <size_t N>
constexpr bool starts_with(std::string_view s, const char (&literal)[N]) {
  if (s.size() < N - 1) return false;
  for (size_t i = 0; i + 1 < N; ++i) {
    if (s[i] != literal[i]) return false;
  }
  return true;
}
template <size_t N>
constexpr bool equals(std::string_view s, const char (&literal)[N]) {
  return s.size() == N - 1 && starts_with(s, literal);
}
// Two short texts (names, ranks) alike, compared inline for the same reason.
constexpr bool same(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
}

enum class IntStatus : uint8_t { Ok, NotANumber, OutOfRange };

// A whole token as a signed decimal integer: optional '-', then digits.
IntStatus parse_int64(std::string_view token, int64_t& out);

// Where a line's text starts after its prompts ("fics% ", "aics% ",
// "12:01_fics% ", repeated), blanks, bells and NULs.
size_t skip_prompts(std::string_view line);

// The offset where `tag` starts when the line has it after nothing but
// prompts, or npos. `found_tag_later` tells whether the tag stands further
// on, after other text.
size_t find_tag_after_prompts(std::string_view line, std::string_view tag, bool& found_tag_later);

// The token quoted for an error message: at most 40 bytes, control and
// non-ASCII bytes escaped so that a message is always printable.
std::string quote(std::string_view token);

void append_int(std::string& out, int64_t value);

// Arithmetic on numbers a server sent, which may be any 64-bit value:
// false, and `out` untouched, when the result does not fit.
inline bool multiply(int64_t a, int64_t b, int64_t& out) {
  int64_t product = 0;
  if (__builtin_mul_overflow(a, b, &product)) return false;
  out = product;
  return true;
}
// |a - b| of two such numbers, which always fits unsigned.
constexpr uint64_t distance(int64_t a, int64_t b) {
  return a > b ? static_cast<uint64_t>(a) - static_cast<uint64_t>(b)
               : static_cast<uint64_t>(b) - static_cast<uint64_t>(a);
}

// Writes a decimal integer at `out` (room for 20 bytes); returns its end.
char* write_int(char* out, int64_t value);

}  // namespace style12::text
