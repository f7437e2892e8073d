// The checked Style 12 parser, field by field: each field's number, name,
// place in the line and error as the parser itself reads them, for tools
// that show a line to people (describe_style12) or need a field of a line
// the parser rejects (a stream's game number for a bad board). The rules
// and messages are the parser's own, so these can never disagree with it.
#pragma once

#include <cstdint>
#include <string_view>

#include "style12/error.h"
#include "style12/holdings.h"
#include "style12/record.h"
#include "style12/style12_parser.h"

namespace style12 {

struct FieldVisit {
  int number = 0;         // as errors count them: "<12>" 1, ranks from 2, side to move 10, ...
  std::string_view name;  // as the record spells it: "board", "gameNumber", "extra"
  // Where its text lies: byte column and length in the line given. The
  // column is -1 (and the text empty) when the line ends before the field.
  int64_t column = -1;
  std::string_view text;
  // What is wrong with it, exactly as the parse returns it when it is the
  // first fault of the line; null when the field reads.
  const ParseError* error = nullptr;
};

class FieldVisitor {
 public:
  // Each field in line order. A fault found only once later fields are
  // read (a clock that does not fit in milliseconds, once the move time
  // tells the unit) tells its field again, with the error. After a bad
  // field the answer says whether to read on: the parser then goes on
  // with the next field as if the bad one had read. The line's end, and a
  // board whose size cannot be made out, end the reading whatever it says.
  virtual bool on_field(const FieldVisit& field) = 0;
  virtual ~FieldVisitor() = default;

 protected:
  FieldVisitor() = default;
  FieldVisitor(const FieldVisitor&) = default;
  FieldVisitor& operator=(const FieldVisitor&) = default;
  FieldVisitor(FieldVisitor&&) = default;
  FieldVisitor& operator=(FieldVisitor&&) = default;
};

// The checked parser alone (never the fast path), telling `visitor` of each
// field. Returns what parse_style12 returns for the line: true, or false
// with its first error. `record` is reset first; a field that reads fills
// it even when another one is bad, while the reading goes on.
bool parse_style12_fields(std::string_view line, const ParseOptions& options, FieldVisitor& visitor,
                          Style12& record, ParseError& error);

// The same for a <b1> line, its tokens numbered as HoldingsField numbers
// them; what follows a whole line is told as one field after the passed
// piece, with the TRAILING_DATA error (which names no field).
bool parse_holdings_fields(std::string_view line, FieldVisitor& visitor, Holdings& record,
                           ParseError& error);

}  // namespace style12
