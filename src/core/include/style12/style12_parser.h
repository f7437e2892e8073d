// Style 12 lines in, records out.
#pragma once

#include <string_view>

#include "style12/fields.h"
#include "style12/record.h"
#include "style12/result.h"

namespace style12 {

struct ParseOptions {
  // Auto: milliseconds when the time-taken field has a fraction, such as
  // "(0:02.662)" (FICS with its "ms" ivariable set), otherwise seconds.
  TimeUnit time_unit = TimeUnit::Auto;
  // Accept a line that stops before field 31 as long as everything up to
  // the clocks (field 26) is whole: FICS cuts long lines short.
  bool allow_truncated = false;
};

// Reads one line: any prompts ("fics% "), "<12>", the fields, a trailing
// CR or blanks. The record's text fields point into `line`.
Result<Style12> parse_style12(std::string_view line, const ParseOptions& options = {});

// The same into a record the caller owns (it is reset first): true, or
// false with `error` set. For callers that keep one record per line read.
bool parse_style12(std::string_view line, const ParseOptions& options, Style12& record,
                   ParseError& error);

namespace detail {
// The general parser alone, without the fast path for canonical lines: the
// reference the fast path is tested against.
Result<Style12> parse_style12_general(std::string_view line, const ParseOptions& options);
}  // namespace detail

}  // namespace style12
