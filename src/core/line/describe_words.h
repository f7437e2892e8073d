// What describe_style12 and describe_holdings say of a field that reads, in
// words for people (internal). Whether a field reads is the parsers' call;
// these only put values already read into words.
#pragma once

#include <string>
#include <string_view>

#include "style12/holdings.h"
#include "style12/record.h"

namespace style12::detail {

// The tag: "a Style 12 board line", with the prompt before it if any.
std::string tag_words(std::string_view prompt);

// "rank 5: · · · · ♟ · · · (1 piece)"
std::string rank_words(std::string_view rank, int number);

// A field from the side to move (10) on, once the parser has read it into
// `record`; `side_read` tells whether the side to move (field 10) read,
// which the double-push and move-number fields speak of. Empty for a field
// whose value the record no longer holds.
std::string style12_field_words(int field, std::string_view text, const Style12& record,
                                bool side_read);

// A field of a <b1> line that reads, numbered as HoldingsField numbers them.
std::string holdings_field_words(int field, std::string_view text, const Holdings& holdings);

// "knight" for 'N' or 'n'; "piece A" for a letter without a name.
std::string piece_words(char letter);

}  // namespace style12::detail
