// A Stream as JavaScript drives it (no Emscripten here either). One push
// is one crossing: the bytes go in, and the events come back as blocks one
// after another (their shape by kind, see wire.json), with texts as spans
// into the push's lines and, after them, the wire's own text (FENs, pocket
// letters, error messages). Its memory is kept from push to push.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "blocks.h"

namespace style12::wire {

// Deleted only as itself (JavaScript holds a StreamWire*); the base's
// destructor is protected, so no delete can go through the base.
class StreamWire : private StreamEventSink {  // NOLINT(cppcoreguidelines-virtual-class-destructor)
 public:
  explicit StreamWire(const StreamOptions& options);

  // Room for `size` bytes of input. (Memory that runs out, here or in any
  // call, ends the call: in WebAssembly the package catches it.)
  char* input(size_t size);
  // The input's first `length` bytes; the events are in reply().
  const PushReplyBlock& push(size_t length);
  const PushReplyBlock& end();
  // The events of a line held back for a continuation that may not come.
  const PushReplyBlock& flush();
  // The input's first `length` bytes as the session's site (which 0) or
  // the day of the games that start from now on (which 1, YYYY.MM.DD).
  void set_tag(int which, size_t length);
  // How many finished games keep their plies; dropping one game's.
  void keep_finished(size_t count) { stream_.keep_finished(count); }
  bool forget(int id) { return stream_.forget_game(id); }
  const PushReplyBlock& reply() const { return reply_; }

  // The blocks of the last push, for native tests.
  const char* blocks() const { return reinterpret_cast<const char*>(blocks_.data()); }
  std::string_view lines() const { return stream_.text(); }
  std::string_view text() const { return text_; }

  // The games seen, oldest first, as game blocks (their texts in the
  // reply's text); valid until the next call to games().
  const ListReplyBlock& games();
  const GameBlock* game_blocks() const { return game_blocks_.data(); }
  std::string_view games_text() const { return games_text_; }
  // The bughouse match game `id` is a board of, as BPGN; empty when it has
  // no partner board in the stream.
  std::string bpgn(int id) const;
  // One game as PGN, or every game one after another when `id` is 0.
  std::string pgn(int id) const;

 private:
  // A push's events, taken batch by batch as blocks.
  void start();
  void take(StreamEvents events) override;
  const PushReplyBlock& finish();
  template <class Block>
  Block& add();

  Stream stream_;
  std::string input_;
  std::vector<uint64_t> blocks_;  // 8-byte words: every block is a multiple
  std::string text_;
  int32_t events_ = 0;
  PushReplyBlock reply_{};
  std::vector<GameBlock> game_blocks_;
  std::string games_text_;
  ListReplyBlock games_reply_{};
};

// Options packed as in Options (unit, legal en passant, Shredder castling).
StreamOptions stream_options(int32_t options);

}  // namespace style12::wire
