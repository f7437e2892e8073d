// The stream tests' helpers: a stream's events copied out of it (they live
// only until its next call), and one-line summaries of them to compare.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "style12/style12.h"
#include "transcript.h"

namespace style12::stream_events {
using testing::read_transcript;

inline const std::vector<std::string> kTranscripts = {
    "standard-game.fics",
    "block-mode.fics",
    "two-observed-games.fics",
    "crazyhouse.fics",
    "takeback.fics",
    "cut-short.fics",
    "chat-and-wrapped-lines.fics",
    "telnet-and-pings.fics",
    "reused-game-number.fics",
    "missed-board.fics",
    "board-that-does-not-follow.fics",
};

// An event with everything copied out of it: a stream's events live only
// until its next call.
struct Seen {
  EventType type = EventType::Text;
  int64_t line = 0;
  std::string text;
  int game_id = 0;
  std::string fen;
  // Style12
  Style12 record;         // its views are not valid; the copies below are
  std::string formatted;  // the record formatted again (or the <b1> line)
  std::string white, black, san, verbose, time_taken;
  std::string line_fen, pocket_white, pocket_black;
  bool has_pockets = false;
  int64_t board_line = 0;
  // Holdings (Style12: the piece passed to the board)
  std::string held_white, held_black, passed;
  // GameEnd
  int64_t game_number = 0;
  std::string reason, result;
  // Error
  std::string code;
  int field = 0;
  int64_t column = -1;
};

inline Seen own(const StreamEvent& e) {
  Seen s;
  s.type = e.type;
  s.line = e.line;
  s.text = std::string(e.text);
  s.game_id = e.game_id;
  s.fen = e.fen;
  s.line_fen = e.line_fen;
  s.has_pockets = e.has_pockets;
  s.pocket_white = e.pocket_white;
  s.pocket_black = e.pocket_black;
  s.board_line = e.board_line;
  switch (e.type) {
    case EventType::Style12:
      s.record = e.record;
      s.formatted = format_style12(e.record);
      s.white = std::string(e.record.white);
      s.black = std::string(e.record.black);
      s.san = std::string(e.record.last_move_san);
      s.verbose = std::string(e.record.last_move);
      s.time_taken = std::string(e.record.last_move_time);
      s.game_number = e.record.game_number;
      if (e.passed) {
        s.passed += e.passed->color == Color::White ? 'W' : 'B';
        s.passed += e.passed->piece;
      }
      break;
    case EventType::Holdings:
      s.formatted = format_holdings(e.holdings);
      s.held_white = std::string(e.holdings.white);
      s.held_black = std::string(e.holdings.black);
      if (e.holdings.passed) {
        s.passed += e.holdings.passed->color == Color::White ? 'W' : 'B';
        s.passed += e.holdings.passed->piece;
      }
      s.game_number = e.holdings.game_number;
      break;
    case EventType::GameEnd:
      s.game_number = e.game_number;
      s.white = std::string(e.white);
      s.black = std::string(e.black);
      s.reason = std::string(e.reason);
      s.result = std::string(e.result);
      break;
    case EventType::Error:
      s.code = std::string(error_code_name(e.error.code));
      s.field = e.error.field;
      s.column = e.error.column;
      break;
    case EventType::Resync:
      s.game_number = e.game_number;
      s.reason = std::string(e.reason);
      break;
    case EventType::Text:
      break;
  }
  return s;
}

inline void take(std::vector<Seen>& into, StreamEvents events) {
  for (const StreamEvent& e : events) into.push_back(own(e));
}

// Every event of a stream given in these pieces, the end included.
inline std::vector<Seen> events_of(const std::vector<std::string_view>& pieces,
                                   const StreamOptions& options = {}) {
  Stream stream(options);
  std::vector<Seen> seen;
  for (const std::string_view piece : pieces) take(seen, stream.push(piece));
  take(seen, stream.end());
  return seen;
}

inline std::vector<Seen> events_of(std::string_view bytes, const StreamOptions& options = {}) {
  return events_of(std::vector<std::string_view>{bytes}, options);
}

// One line an event, enough to read a session at a glance:
//   style12 7: game 107 move 1 W none #1
inline std::string summary(const Seen& e, bool with_line = true, bool with_san = true) {
  std::string out;
  const auto head = [&](const char* type) {
    out = type;
    if (with_line) out += " " + std::to_string(e.line);
    out += ": ";
  };
  const std::string id = " #" + std::to_string(e.game_id);
  switch (e.type) {
    case EventType::Text:
      head("text");
      out += e.text;
      break;
    case EventType::Style12:
      head("style12");
      out += "game " + std::to_string(e.record.game_number) + " move " +
             std::to_string(e.record.move_number) +
             (e.record.side_to_move == Color::White ? " W" : " B") +
             (with_san ? " " + (e.san.empty() ? std::string("none") : e.san) : std::string()) + id;
      break;
    case EventType::Holdings:
      head("holdings");
      out += e.formatted + id;
      break;
    case EventType::GameEnd:
      head("gameEnd");
      out += std::to_string(e.game_number) + " (" + e.white + " vs. " + e.black + ") " + e.reason +
             " " + e.result + id;
      break;
    case EventType::Error:
      head("error");
      out += e.code + " field " + std::to_string(e.field);
      break;
    case EventType::Resync:
      head("resync");
      out += "game " + std::to_string(e.game_number) + id + " " + e.reason;
      break;
  }
  return out;
}

inline std::vector<std::string> summaries(const std::vector<Seen>& events, bool with_line = true,
                                          bool with_san = true) {
  std::vector<std::string> out;
  out.reserve(events.size());
  for (const Seen& e : events) out.push_back(summary(e, with_line, with_san));
  return out;
}

inline std::vector<std::string> summaries_of_transcript(const std::string& name,
                                                        bool with_line = true,
                                                        bool with_san = true) {
  return summaries(events_of(read_transcript(name)), with_line, with_san);
}

using Summaries = std::vector<std::string>;

// Everything an event says, for comparing runs of the same stream.
inline std::string canonical(const Seen& e) {
  std::string out = summary(e);
  out += " | text=" + e.text + " | fen=" + e.fen + " | line_fen=" + e.line_fen +
         " | pockets=" + std::to_string(e.has_pockets) + e.pocket_white + "/" + e.pocket_black +
         " | board_line=" + std::to_string(e.board_line) + " | passed=" + e.passed;
  switch (e.type) {
    case EventType::Style12:
      out += " | " + e.formatted + " | truncated=" + std::to_string(e.record.truncated) +
             " fields=" + std::to_string(e.record.fields_present) +
             " white_ms=" + std::to_string(e.record.white_time_ms) +
             " black_ms=" + std::to_string(e.record.black_time_ms) +
             " unit=" + std::to_string(static_cast<int>(e.record.time_unit));
      break;
    case EventType::Holdings:
      out += " | " + e.formatted;
      break;
    case EventType::GameEnd:
      out += " | " + e.reason + " | " + e.result;
      break;
    case EventType::Error:
      out += " | " + e.code + " " + std::to_string(e.field) + " " + std::to_string(e.column);
      break;
    case EventType::Resync:
      out += " | " + std::to_string(e.game_number) + " " + e.reason;
      break;
    case EventType::Text:
      break;
  }
  return out;
}

inline std::vector<std::string> canonical(const std::vector<Seen>& events) {
  std::vector<std::string> out;
  out.reserve(events.size());
  for (const Seen& e : events) out.push_back(canonical(e));
  return out;
}

inline std::vector<const Seen*> of_type(const std::vector<Seen>& events, EventType type) {
  std::vector<const Seen*> out;
  for (const Seen& e : events) {
    if (e.type == type) out.push_back(&e);
  }
  return out;
}

// The placement part of a FEN.
inline std::string placement(const std::string& fen) { return fen.substr(0, fen.find(' ')); }

}  // namespace style12::stream_events
