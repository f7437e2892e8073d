// Fields 28-30 of a Style 12 line: the verbose move, the time it took and
// the SAN marks (internal).
#pragma once

#include <cstdint>
#include <string_view>

#include "style12/record.h"

namespace style12::detail {

// Where a field stopped making sense and what should have stood there.
struct FieldFault {
  size_t offset = 0;  // from the start of the token
  const char* expected = "";
};

// "P/e2-e4", "N/@@-f3", "P/e7-e8=Q", "o-o", "O-O-O"; squares must lie on a
// board of the given size. `none` is handled by the caller.
bool parse_verbose_move(std::string_view token, int width, int height, MoveInfo& out,
                        FieldFault& fault);

// Check and mate marks, and the promotion piece FICS 1.6 leaves out of the
// verbose move ("P/b7-a8" with SAN "bxa8=Q").
void read_san(std::string_view san, MoveInfo& info);

// The inside of "(m:ss)", "(m:ss.fff)", "(h:mm:ss)", "(h:mm:ss.fff)" in
// milliseconds; `has_fraction` tells whether a fractional part was sent.
bool parse_time_taken(std::string_view inner, int64_t& ms, bool& has_fraction, FieldFault& fault);

}  // namespace style12::detail
