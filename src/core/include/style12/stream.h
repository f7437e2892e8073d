// A server session, as bytes cut anywhere, into events in order: boards,
// holdings, game ends, other text and errors; and whole games from them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "style12/framer.h"
#include "style12/game.h"
#include "style12/holdings.h"
#include "style12/record.h"
#include "style12/style12_parser.h"

namespace style12 {

enum class EventType : uint8_t { Style12, Holdings, GameEnd, Text, Error };

struct StreamEvent {
  EventType type = EventType::Text;
  int64_t line = 0;       // 1-based line number in the stream
  std::string_view text;  // the line (Text: without its prompts)
  Style12 record;         // Style12: views into `text`
  Holdings holdings;      // Holdings: views into `text`
  // GameEnd: "{Game 7 (A vs. B) B resigns} 1-0"
  int64_t game_number = 0;
  std::string_view white, black, reason, result;
  ParseError error;       // Error
  int game_id = 0;        // the tracked game the event belongs to, 0 if none
  std::string fen;        // Style12: the line's position (pockets come in holdings events)
};

struct StreamOptions {
  TimeUnit time_unit = TimeUnit::Auto;
  size_t max_line = LineFramer::kDefaultMaxLine;
};

class Stream {
 public:
  explicit Stream(const StreamOptions& options = {});

  // The events the bytes completed, in order; valid until the next call.
  const std::vector<StreamEvent>& push(std::string_view bytes);
  // The end of the stream: the events of what was held back.
  const std::vector<StreamEvent>& end();

  const GameTracker& games() const { return tracker_; }
  // The lines of the last push or end(), which the events' views point into.
  std::string_view text() const { return framer_.text(); }

 private:
  void process();
  void on_line(const FramedLine& line);

  StreamOptions options_;
  LineFramer framer_;
  GameTracker tracker_;
  std::vector<StreamEvent> events_;
  // A line's clock unit, when it is "auto", follows the game's last board
  // that said (a cut-short line has lost its move time).
  std::vector<std::pair<int64_t, TimeUnit>> units_;
};

// "{Game 7 (A vs. B) B resigns} 1-0" (prompts before it allowed); false
// for any other line, including game starts, which have no result.
bool parse_game_end(std::string_view line, StreamEvent& out);

// "{Game 7 (A vs. B) Creating rated crazyhouse match.}" (or "Continuing"):
// the game number and the words after the names.
bool parse_game_start(std::string_view text, int64_t& game_number, std::string_view& description);

}  // namespace style12
