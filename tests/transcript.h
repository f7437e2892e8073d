// The session transcripts in fixtures/transcripts, read whole or played
// through a stream, and the games a tracker made of them.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>

#include "fixture.h"
#include "style12/style12.h"

namespace style12::testing {

inline std::string read_transcript(const std::string& name) {
  std::string bytes = read_file("transcripts/" + name);
  EXPECT_FALSE(bytes.empty()) << "missing transcript " << name;
  return bytes;
}

// A whole transcript through a stream; its games are in games().
inline std::unique_ptr<Stream> play(const std::string& name) {
  auto stream = std::make_unique<Stream>();
  stream->push(read_transcript(name));
  stream->end();
  return stream;
}

// The newest game the tracker holds under this game number.
inline const Game& game_numbered(const GameTracker& tracker, int64_t number) {
  const Game* found = nullptr;
  for (const Game& game : tracker.games()) {
    if (game.game_number == number) found = &game;
  }
  EXPECT_NE(found, nullptr) << "no game " << number;
  static const Game kNone;
  return found ? *found : kNone;
}

}  // namespace style12::testing
