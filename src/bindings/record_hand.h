// The keys of a record whose conversion needs a human decision (the board
// as ranks, the side to move, the move decoded, the clock unit, the later
// fields, the FEN; whether a cut-short line kept flip and the move
// number): the
// converters generated from wire.json (build/gen/style12_wire_records.cpp,
// see scripts/wire/records.mjs) call these for them, and read every other
// key themselves.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "blocks.h"

namespace style12::wire {

// The text of a span JavaScript wrote, or empty for null.
std::string_view text_of(Span span, std::string_view texts);

// A number JavaScript wrote into a field that holds an integer: false with
// `error` naming the field (by its number) for one that is not whole.
bool whole_number(double value, int field, int64_t& out, ParseError& error);

// A member as the generated converters take it, plain or a std::optional:
// an optional's having a value sets its key's has-flag (a plain member's
// has-flag is set by hand here, and a null read back leaves it as it is).
template <class T>
double number_of(const T& value) {
  return static_cast<double>(value);
}
template <class T>
double number_of(const std::optional<T>& value) {
  return value ? static_cast<double>(*value) : 0;
}
inline bool flag_of(bool value) { return value; }
inline bool flag_of(const std::optional<bool>& value) { return value.value_or(false); }
template <class T>
bool has_value_of(const T& /*value*/) {
  return false;
}
template <class T>
bool has_value_of(const std::optional<T>& value) {
  return value.has_value();
}
template <class T>
void reset_of(T& /*value*/) {}
template <class T>
void reset_of(std::optional<T>& value) {
  value.reset();
}
inline bool read_whole(double value, int field, int64_t& out, ParseError& error) {
  return whole_number(value, field, out, error);
}
inline bool read_whole(double value, int field, std::optional<int64_t>& out, ParseError& error) {
  int64_t number = 0;
  if (!whole_number(value, field, number, error)) return false;
  out = number;
  return true;
}

// A Style 12 record's hand-written keys into its block; returns their bits
// of the block's flags.
int32_t fill_style12_hand(BoardBlock& b, const Style12& r, const Texts& t);

// A Style 12 record JavaScript wrote (see board_from_block): its
// hand-written keys taken before the generated ones (the board and the
// side to move), and after them (those that depend on what they took).
bool read_style12_hand_first(const BoardBlock& b, int32_t given, int32_t side,
                             std::string_view texts, Style12& r, ParseError& error);
bool read_style12_hand_last(const BoardBlock& b, int32_t given, int32_t side,
                            std::string_view texts, Style12& r, ParseError& error);

}  // namespace style12::wire
