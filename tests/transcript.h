// The session transcripts in fixtures/transcripts, read whole or played
// through a stream, and the games a tracker made of them.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

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

// Every anomaly a stream finds in these bytes, as "line CODE field: message".
inline std::vector<std::string> anomalies_of(std::string_view bytes) {
  Stream stream;
  std::vector<std::string> out;
  const auto take = [&](StreamEvents events) {
    for (const StreamEvent& e : events) {
      for (const Anomaly& a : e.anomalies) {
        out.push_back(std::to_string(e.line) + " " + std::string(anomaly_code_name(a.code)) + " " +
                      std::to_string(a.field) + ": " + anomaly_message(a));
      }
    }
  };
  take(stream.push(bytes));
  take(stream.end());
  return out;
}

}  // namespace style12::testing
