// What each Style 12 field is called and what belongs in it (internal).
#pragma once

#include <string_view>

#include "style12/fields.h"

namespace style12::detail {

struct FieldInfo {
  std::string_view name;      // as the public record spells it
  std::string_view expected;  // what belongs there, for messages
};

// 1-based; ranks share one entry (any field from 2 to 9).
FieldInfo field_info(int field);

}  // namespace style12::detail
