// A Stream as JavaScript drives it (no Emscripten here either). After each
// push, the events lie in flat arrays: a row of ints per event, a result
// block (as Wire's) per board, holdings, game end or error, and one text
// arena holding the lines, FENs and messages they point into, so
// JavaScript decodes the text once per push, not once per field.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "style12/stream.h"
#include "wire.h"

namespace style12::wire {

enum EventSlot : int {
  kEventType,    // style12::EventType
  kEventLine,
  kEventText,    // span of the line (or, for text events, the text) in the arena
  kEventTextLength,
  kEventGame,    // the tracked game's id, 0 if none
  kEventBlock,   // index of its block, -1 if none
  kEventSlots
};

// In a stream's blocks, kTextAddress/kTextLength span a board's FEN in the
// arena, and a game end uses kWhite, kBlack, kLastMove (the reason) and
// kLastMoveSan (the result).
class StreamWire {
 public:
  explicit StreamWire(int32_t time_unit);

  char* input(size_t size);
  // The input's first `length` bytes; returns the number of events.
  int32_t push(size_t length);
  int32_t end();

  const int32_t* events() const { return events_.data(); }
  const double* f64() const { return f64_.data(); }
  const int32_t* i32() const { return i32_.data(); }
  std::string_view text() const { return text_; }
  // Whether the arena is all ASCII: then JavaScript may slice it by bytes.
  bool ascii() const { return ascii_; }

  // The games seen, one a line: id, game number, white, black, variant,
  // plies, result, FEN, tab-separated.
  std::string games() const;
  // One game as PGN, or every game one after another when `id` is 0.
  std::string pgn(int id) const;

 private:
  int32_t serialise(const std::vector<StreamEvent>& events);
  int32_t add_block();
  int32_t append(std::string_view text);

  Stream stream_;
  std::vector<char> input_;
  std::vector<int32_t> events_;
  std::vector<double> f64_;
  std::vector<int32_t> i32_;
  std::string text_;
  bool ascii_ = true;
};

}  // namespace style12::wire
