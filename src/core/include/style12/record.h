// The Style 12 record: every field of a "<12>" line, decoded. Text fields are
// string_views into the parsed line, so the line must outlive the record;
// this keeps parsing free of allocation.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "style12/board.h"
#include "style12/fields.h"

namespace style12 {

enum class TimeUnit : uint8_t { Auto, Seconds, Milliseconds };

enum class CastlingSide : uint8_t { None, Short, Long };

// Field 28, the verbose move, decoded ("P/e7-e8=Q", "N/@@-f3", "o-o-o").
struct MoveInfo {
  char piece = 0;      // upper-case letter; 'K' for castling
  Square from;         // kNoSquare for drops and castling
  Square to;           // kNoSquare for castling
  char promotion = 0;  // upper-case letter, 0 when none
  CastlingSide castling = CastlingSide::None;
  bool drop = false;
  // From the SAN field (30): '+' and '#' marks.
  bool check = false;
  bool checkmate = false;
};

struct CastlingFlags {
  bool white_short = false;
  bool white_long = false;
  bool black_short = false;
  bool black_long = false;
};

struct Style12 {
  // Fields 2-9 (more or fewer on variant boards): the rank fields as sent,
  // top rank first, '-' for an empty square. Rank k is rank(k); `board`
  // spans them all, with whatever blanks stood between them.
  std::string_view board;
  std::array<uint16_t, kMaxBoardSize> rank_start{};  // offsets into `board`
  uint8_t width = 0;                                 // squares per rank
  uint8_t height = 0;                                // number of ranks

  Color side_to_move = Color::White;       // 10
  int64_t double_push_file = -1;           // 11
  CastlingFlags castling;                  // 12-15
  int64_t halfmove_clock = 0;              // 16
  int64_t game_number = 0;                 // 17
  std::string_view white;                  // 18
  std::string_view black;                  // 19
  int64_t relation = 0;                    // 20
  int64_t initial_time = 0;                // 21, minutes as servers send
  int64_t increment = 0;                   // 22, seconds
  int64_t white_strength = 0;              // 23
  int64_t black_strength = 0;              // 24
  int64_t white_time = 0;                  // 25, as sent
  int64_t black_time = 0;                  // 26, as sent
  int64_t white_time_ms = 0;               // 25 in milliseconds, by time_unit
  int64_t black_time_ms = 0;               // 26 in milliseconds, by time_unit
  TimeUnit time_unit = TimeUnit::Seconds;  // resolved: never Auto
  int64_t move_number = 1;                 // 27
  std::string_view last_move;              // 28, empty for "none"
  std::optional<MoveInfo> last_move_info;
  std::string_view last_move_time;  // 29 without its parentheses
  std::optional<int64_t> last_move_time_ms;
  std::string_view last_move_san;     // 30, empty for "none"
  bool flip = false;                  // 31, true = Black at the bottom
  std::optional<bool> clock_ticking;  // 32 when sent
  std::optional<int64_t> lag_ms;      // 33 when sent
  std::string_view extra;             // 34 onwards as sent, blank-separated

  // How the line was written, so that formatting gives it back byte for
  // byte: a blank between "<12>" and the first rank or not.
  bool space_after_tag = true;

  // A line cut short by the server (fewer than 31 fields) recovered with
  // ParseOptions::allow_truncated; the fields after `fields_present` keep
  // their defaults and are unknown.
  bool truncated = false;
  uint8_t fields_present = kLastRequiredField;

  // Rank k from the top (0 is the first rank field, rank 8 in chess).
  std::string_view rank(int k) const {
    return board.substr(rank_start[static_cast<size_t>(k)], width);
  }
  // The piece letter or '-' on (file, rank), both from White's a1 corner.
  char square(int file, int rank_from_bottom) const {
    return board[rank_start[static_cast<size_t>(height - 1 - rank_from_bottom)] +
                 static_cast<size_t>(file)];
  }
  // Sets the board from rank fields separated by blanks ("rnbqkbnr pppppppp
  // ..."), for records built by hand; false if the ranks differ in width or
  // there are none, or more than 16, or one is wider than 16. `text` must
  // outlive the record.
  bool set_board(std::string_view text);
};

}  // namespace style12
