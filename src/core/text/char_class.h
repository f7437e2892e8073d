// One table lookup per byte for the parsers' hot loops (internal).
#pragma once

#include <array>
#include <cstdint>

#include "text/hints.h"

namespace style12::detail {

enum CharClass : uint8_t {
  kBlank = 1,   // ' ' and '\t' separate fields
  kSquare = 2,  // '-' or an ASCII letter may stand on a board square
  kDigit = 4,
  kControl = 8,  // bytes below 0x20 (but '\t') and 0x7f: never inside a field
};

inline constexpr std::array<uint8_t, 256> kCharClass = [] {
  std::array<uint8_t, 256> t{};
  t[' '] = t['\t'] = kBlank;
  t['-'] = kSquare;
  for (int c = 'a'; c <= 'z'; ++c) t[static_cast<size_t>(c)] = kSquare;
  for (int c = 'A'; c <= 'Z'; ++c) t[static_cast<size_t>(c)] = kSquare;
  for (int c = '0'; c <= '9'; ++c) t[static_cast<size_t>(c)] = kDigit;
  for (int c = 0; c < 0x20; ++c) {
    if (c != '\t') t[static_cast<size_t>(c)] = kControl;
  }
  t[0x7f] = kControl;
  return t;
}();

inline uint8_t char_class(char c) { return kCharClass[static_cast<unsigned char>(c)]; }

}  // namespace style12::detail
