// parse_style12: the fast path for the lines servers send, and the general
// parser for everything else (built for speed; the general parser is not).
#include <memory>

#include "line/fast_path.h"
#include "style12/style12_parser.h"
#include "text/text.h"

namespace style12 {

namespace {

// A record back to its defaults where it lies (assigning Style12{} would
// build one and copy it over, twice the memory traffic on every line).
void reset(Style12& record) {
  std::destroy_at(&record);
  std::construct_at(&record);
}

// Into a record that holds its defaults.
bool parse_into(std::string_view line, const ParseOptions& options, Style12& record,
                ParseError& error) {
#ifndef STYLE12_NO_FAST_PATH
  // A line the fast path reads is whole, so it serves with allow_truncated
  // too. Prompts before the tag ("fics% fics% ") do not keep a line off it.
  const std::string_view text = text::trim_end(line);
  if (detail::parse_canonical(text.substr(text::skip_prompts(text)), options.time_unit, record))
    return true;
  reset(record);
#endif
  return detail::parse_general(line, options, record, error);
}

}  // namespace

bool parse_style12(std::string_view line, const ParseOptions& options, Style12& record,
                   ParseError& error) {
  reset(record);
  return parse_into(line, options, record, error);
}

Result<Style12> parse_style12(std::string_view line, const ParseOptions& options) {
  // One result object on every path, so the record is built where the
  // caller receives it: it is a few hundred bytes, and a copy would cost as
  // much as reading a field.
  Result<Style12> result(std::in_place);
  ParseError error;
  if (!parse_into(line, options, result.value(), error)) result = std::move(error);
  return result;
}

}  // namespace style12
