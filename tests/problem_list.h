// A position's problems as the fixtures spell them: codes joined by commas
// in enum order, "-" when there is none.
#pragma once

#include <string>

#include "style12/validate.h"

namespace style12::testing {

inline std::string problem_list(Problems problems) {
  std::string out;
  for (int i = 0; i < static_cast<int>(Problem::kCount); ++i) {
    if (!problems.has(static_cast<Problem>(i))) continue;
    if (!out.empty()) out += ',';
    out += problem_name(static_cast<Problem>(i));
  }
  return out.empty() ? "-" : out;
}

}  // namespace style12::testing
