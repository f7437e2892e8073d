// Which clock runs after a board, and the clocks it implies at a later
// moment: the one rule GameTracker and the package's clockAt() follow.
#pragma once

#include <cstdint>

#include "style12/board.h"
#include "style12/record.h"
#include "style12/relation.h"

namespace style12 {

// Field 32 of a line: the clock ticks (1), is stopped (0), or the line did
// not send the field (an older server, or a line cut short).
enum class ClockTicking : int8_t { NotSent = -1, Stopped = 0, Ticking = 1 };

// What a board says about its clocks.
struct BoardClocks {
  int64_t relation = 0;  // field 20
  ClockTicking ticking = ClockTicking::NotSent;
  double initial_time = 0;  // minutes
  double increment = 0;     // seconds
  // The side to move; `side_known` false for a record that names neither.
  Color side_to_move = Color::White;
  bool side_known = true;
  double white_ms = 0;
  double black_ms = 0;
};

// A record's clock fields.
inline BoardClocks board_clocks(const Style12& r) {
  BoardClocks b;
  b.relation = r.relation;
  b.ticking = !r.clock_ticking   ? ClockTicking::NotSent
              : *r.clock_ticking ? ClockTicking::Ticking
                                 : ClockTicking::Stopped;
  b.initial_time = static_cast<double>(r.initial_time);
  b.increment = static_cast<double>(r.increment);
  b.side_to_move = r.side_to_move;
  b.white_ms = static_cast<double>(r.white_time_ms);
  b.black_ms = static_cast<double>(r.black_time_ms);
  return b;
}

// A game with neither initial time nor increment: no clock runs, no flag
// falls.
constexpr bool untimed(const BoardClocks& b) { return b.initial_time == 0 && b.increment == 0; }

// Whether the side to move's clock runs after the board: as field 32 says
// when it is sent; without it, only in a game being played (relation 1, -1
// or 0). An examined game (2, -2), a position alone (-3), the start of a
// move list (-4, from iset startpos) and relations the help does not give
// have no running clock; nor has an untimed game, nor a record with no side
// to move.
constexpr bool clock_runs(const BoardClocks& b) {
  const bool ticking = b.ticking == ClockTicking::NotSent ? relation::played(b.relation)
                                                          : b.ticking == ClockTicking::Ticking;
  return ticking && !untimed(b) && b.side_known;
}

// The clocks `elapsed_ms` after the board arrived: the running one has lost
// that much (a negative time counts as none). `running` and `flagged` are
// 'w', 'b' or 0. A running clock at or under zero is a flag fall; a stopped
// one only under zero (it fell earlier and nobody called it); White's is
// looked at first. An untimed game has no flag fall.
struct ClocksAt {
  double white_ms = 0;
  double black_ms = 0;
  char running = 0;
  char flagged = 0;
};

constexpr ClocksAt clocks_at(const BoardClocks& b, double elapsed_ms) {
  ClocksAt at;
  at.white_ms = b.white_ms;
  at.black_ms = b.black_ms;
  if (clock_runs(b)) {
    const double elapsed = elapsed_ms > 0 ? elapsed_ms : 0;
    if (b.side_to_move == Color::White) {
      at.running = 'w';
      at.white_ms -= elapsed;
    } else {
      at.running = 'b';
      at.black_ms -= elapsed;
    }
  }
  if (!untimed(b)) {
    if (at.running == 'w' ? at.white_ms <= 0 : at.white_ms < 0) {
      at.flagged = 'w';
    } else if (at.running == 'b' ? at.black_ms <= 0 : at.black_ms < 0) {
      at.flagged = 'b';
    }
  }
  return at;
}

}  // namespace style12
