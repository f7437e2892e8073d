// parse_style12: the fast path for the lines servers send, and the general
// parser for everything else (built for speed; the general parser is not).
#include "line/fast_path.h"
#include "style12/style12_parser.h"
#include "text/text.h"

namespace style12 {

bool parse_style12(std::string_view line, const ParseOptions& options, Style12& record, ParseError& error) {
  // A line the fast path reads is whole, so it serves with allow_truncated
  // too. Prompts before the tag ("fics% fics% ") do not keep a line off it.
  record = Style12{};
  const std::string_view text = text::trim_end(line);
  if (detail::parse_canonical(text.substr(text::skip_prompts(text)), options.time_unit, record)) return true;
  record = Style12{};
  return detail::parse_general(line, options, record, error);
}

Result<Style12> parse_style12(std::string_view line, const ParseOptions& options) {
  // One result object on every path, so the record is built where the
  // caller receives it: it is a few hundred bytes, and a copy would cost as
  // much as reading a field.
  Result<Style12> result(std::in_place);
  ParseError error;
  if (!parse_style12(line, options, result.value(), error)) result = std::move(error);
  return result;
}

}  // namespace style12
