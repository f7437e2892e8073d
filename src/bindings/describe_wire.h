// Descriptions of a line as one text JavaScript splits: rows apart by
// '\x1e', their cells by '\x1f' (bytes no field text can hold: they are
// written as U+FFFD). The first row is the line's: parsed (1 or 0), the
// prompt before the tag, the parser's error (code, field, field name,
// column, message; empty when it parsed). Then a row a field: number,
// name, rank, column, text, state, and its error (code, field, field
// name, column), its words (the error's message when bad), and for a
// suspect field its anomaly (code, message).
#pragma once

#include <string>
#include <string_view>

namespace style12::wire {

std::string describe_text(std::string_view line, bool holdings);

}  // namespace style12::wire
