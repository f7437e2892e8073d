// Every rule that finds an anomaly (internal): the line's own (declared in
// style12/anomaly.h) and those against the game a board belongs to, which
// the tracker asks as it takes the board (anomaly_rules.cpp). Their
// sentences are anomaly_message.cpp's.
#pragma once

#include <cstdint>
#include <vector>

#include "session/move_check.h"
#include "style12/anomaly.h"
#include "style12/game.h"
#include "style12/position.h"
#include "style12/record.h"

namespace style12::detail {

// Fields 21 and 22 changed within the game: told, and true (the game takes
// the new control).
bool judge_time_control(const Game& game, const Style12& r, std::vector<Anomaly>& anomalies);

// Field 27 numbers as `numbered` a board whose move shows it is the
// game's half-move `followed`.
void judge_move_number(const Style12& r, int64_t numbered, int64_t followed,
                       std::vector<Anomaly>& anomalies);

// Field 16 against the game's count, `reached`, when the game knows it
// (`followed`: a move was checked into the board) or the move must have
// reset it.
void judge_halfmove(const Style12& r, int64_t reached, bool followed,
                    std::vector<Anomaly>& anomalies);

// The clocks after the game's last move, for the next board's to be judged
// against.
struct ClocksBefore {
  bool known = false;
  int64_t white_ms = 0, black_ms = 0;
};
ClocksBefore clocks_before(const Game& game);

// The mover's clock of a board whose move was checked (`verified`), at
// half-move `ply`: what it showed, less the move's time, plus its
// increment and any time added. An observer's game with time odds it was
// not told learns Black's increment here instead.
void judge_clock(Game& game, const Style12& r, bool verified, const ClocksBefore& clocks,
                 int64_t ply, std::vector<Anomaly>& anomalies);

// The castling flags of a board of the game, judged: a claim of a right the
// board cannot have, told on the board where it starts (not in wild, whose
// every start FICS sends with all four: its flags say only that nothing has
// moved); and, when a checked move led to the board (`followed`), a right
// the board before had given up granted again. `judge` false: the flags
// are only kept (a board taken back to, whose flags are the earlier ones).
void judge_castling(Game& game, const Style12& r, const Position& position, int64_t line,
                    bool first, bool followed, bool judge, std::vector<Anomaly>& anomalies);

}  // namespace style12::detail
