// Records back to lines: formatting gives a parsed line back byte for byte.
#pragma once

#include <string>

#include "style12/holdings.h"
#include "style12/record.h"
#include "style12/result.h"

namespace style12 {

// Appends the Style 12 line of a record (from "<12>" on, no line end). For
// every well-formed line a server sends, format(parse(x)) == x. A truncated
// record gives back only the fields it has, and a blank after the last.
void format_style12(const Style12& record, std::string& out);
std::string format_style12(const Style12& record);

// The line of a record built by hand, checked: text fields must be single
// tokens, and the line must parse back (as a truncated line if the record
// is one), or the error of that parse comes back.
Result<std::string> format_style12_checked(const Style12& record);

// The "<b1>" line of a record, as FICS writes it.
void format_holdings(const Holdings& holdings, std::string& out);
std::string format_holdings(const Holdings& holdings);

}  // namespace style12
