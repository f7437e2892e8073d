// The fast path of the Style 12 parser (internal): a line exactly as servers
// write it (8x8 board, single blanks, no prompt) is read in one tight pass.
// Anything else, including every line with an error, returns false and goes
// to the general parser, which stays the reference.
#pragma once

#include <string_view>

#include "style12/record.h"
#include "style12/style12_parser.h"

namespace style12::detail {

bool parse_canonical(std::string_view line, TimeUnit unit, Style12& r);

// The general parser, the reference (style12_parser.cpp): into a record
// that holds its defaults.
bool parse_general(std::string_view line, const ParseOptions& options, Style12& record,
                   ParseError& error);

}  // namespace style12::detail
