// The fast path of the Style 12 parser (internal): a line exactly as servers
// write it (8x8 board, single blanks, no prompt) is read in one tight pass.
// Anything else, including every line with an error, returns false and goes
// to the general parser, which stays the reference.
#pragma once

#include <string_view>

#include "style12/record.h"

namespace style12::detail {

bool parse_canonical(std::string_view line, TimeUnit unit, Style12& out);

}  // namespace style12::detail
