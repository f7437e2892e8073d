// What each Style 12 field is called and what belongs in it (internal).
#pragma once

#include <string>
#include <string_view>

#include "style12/error.h"
#include "style12/fields.h"

namespace style12::detail {

struct FieldInfo {
  std::string_view name;      // as the public record spells it
  std::string_view expected;  // what belongs there, for messages
};

// 1-based; ranks share one entry (any field from 2 to 9).
FieldInfo field_info(int field);

// Errors as every reader of Style 12 fields words them:
//   "whiteTime (field 25): found '3000x0', expected White's remaining time, an integer"
std::string field_where(int field);  // "whiteTime (field 25)"
ParseError field_error(ErrorCode code, int field, int64_t column, std::string message);
ParseError field_missing(int field, int64_t column);
// The line ends inside the board: its last token, in board field `field`,
// holds fewer squares than a rank (`width`). A line the server cut short,
// reported as MISSING_FIELD where the rank begins.
ParseError field_cut_in_board(int field, std::string_view token, int64_t column, int width);
ParseError field_wrong(ErrorCode code, int field, std::string_view token, int64_t column,
                       std::string_view expected);

}  // namespace style12::detail
