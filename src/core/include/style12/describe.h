// A Style 12 or <b1> line field by field, for people: each field's place
// in the line, its number and name, its value in words, and whether it is
// good or what is wrong with it. It works on lines the parser rejects too:
// the parser itself reads the fields (parse_style12_fields) and is asked to
// read on past a bad one, so one bad field does not hide the rest, and
// every check and message is the parser's.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "style12/anomaly.h"
#include "style12/error.h"
#include "style12/style12_parser.h"

namespace style12 {

enum class FieldState : uint8_t {
  Good,
  Bad,      // `error` says what is wrong
  Missing,  // the line ends before it (a cut-short line, or a broken one)
  Suspect,  // it reads, but contradicts the line's own board: `anomaly` says how
};

struct FieldDescription {
  int number = 0;         // as errors count them: <12> 1, ranks from 2, side to move 10, ...
  std::string_view name;  // as the record spells it: "board", "gameNumber", "extra"
  int rank = 0;           // a board field: the rank it holds (8 for the top rank of chess)
  int64_t column = -1;    // byte column of its text in the line; -1 when missing
  std::string_view text;  // as sent; empty when missing
  FieldState state = FieldState::Good;
  std::string words;         // the value in words (for a bad field, the error's message)
  ParseError error;          // Bad (and Missing when the parser stopped there)
  bool has_anomaly = false;  // Suspect
  Anomaly anomaly;
};

struct LineDescription {
  bool parsed = false;      // whether the parser reads the line
  ParseError error;         // when not: the parser's error (also on its field)
  std::string_view prefix;  // prompts before the tag
  std::vector<FieldDescription> fields;
  // The position to draw for the line: its FEN when it parses; for a line
  // the parser rejects whose ranks and side to move all read, those alone
  // (no castling, no en passant, counters 0 and 1); else empty.
  std::string fen;
};

// A "<12>" line: every field up to the flip field (31) even when the line
// lacks them, and any later ones it has. A field that reads but contradicts
// the line's own board (an anomaly a line shows alone, strengths aside:
// whether a game has pockets is a stream's to know) is Suspect. Both read lines of at most a
// stream's limit (64 KiB); a longer one gets LINE_TOO_LONG and no fields.
LineDescription describe_style12(std::string_view line, const ParseOptions& options = {});

// A "<b1>" line: tag, the words and numbers, the pockets, a passed piece.
LineDescription describe_holdings(std::string_view line);

std::string_view field_state_name(FieldState state);  // "good", "bad", "missing", "suspect"

}  // namespace style12
