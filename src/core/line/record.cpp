#include "style12/record.h"

namespace style12 {

bool Style12::set_board(std::string_view text) {
  uint8_t count = 0;
  size_t w = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
    if (pos == text.size()) break;
    const size_t start = pos;
    while (pos < text.size() && text[pos] != ' ' && text[pos] != '\t') ++pos;
    const size_t size = pos - start;
    if (count == kMaxBoardSize || size > kMaxBoardSize || (count > 0 && size != w)) return false;
    w = size;
    rank_start[count++] = static_cast<uint16_t>(start);
  }
  if (count == 0 || text.size() > UINT16_MAX) return false;
  board = text;
  width = static_cast<uint8_t>(w);
  height = count;
  return true;
}

}  // namespace style12
