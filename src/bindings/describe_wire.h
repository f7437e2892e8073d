// Descriptions of a line as blocks (see describe_wire.cpp): what
// Wire::describe fills and keeps until the next description.
#pragma once

#include <string_view>
#include <vector>

#include "blocks.h"
#include "style12/describe.h"

namespace style12::wire {

struct Description {
  LineDescription line;  // what the blocks' spans into the line come from
  DescriptionBlock block{};
  std::vector<FieldDescriptionBlock> fields;
};

// `line` described into `out`, its texts through `texts` (the line is
// their base).
void fill_description(Description& out, std::string_view line, bool holdings, Texts& texts);

}  // namespace style12::wire
