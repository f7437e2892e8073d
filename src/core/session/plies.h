// A game's record of plies (internal): how a board is numbered, taken back
// to, rebuilt between, and kept (plies.cpp). The small helpers every board
// calls are here, inline, for the per-board path.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "session/move_check.h"
#include "style12/anomaly.h"
#include "style12/game.h"
#include "style12/holdings.h"
#include "style12/position.h"
#include "style12/record.h"

namespace style12::detail {

// Half-moves played before a position: move 1 with White to move is 0.
inline int64_t ply_of(const Style12& r) {
  // Set-up positions come with move 0; anything beyond a billion moves is
  // noise, kept from overflowing.
  constexpr int64_t kMaxMove = 1000000000;
  const int64_t move = r.move_number < 1 ? 1 : r.move_number > kMaxMove ? kMaxMove : r.move_number;
  return (move - 1) * 2 + (r.side_to_move == Color::Black ? 1 : 0);
}

// The same board as one the game holds, its halfmove clock aside: the
// game keeps its own count, and servers send wrong ones (FICS: -2, -1, 0
// after a takeback).
inline bool same_board(const Position& held, const Position& shown) {
  return same_position(held, shown, HalfmoveClock::Ignored);
}

inline void give_pockets(Position& position, const std::array<Pocket, 2>& pockets) {
  position.has_pockets = true;
  position.pockets = pockets;
}

// The game's last position changed where it stands (pockets given): the
// start or the last ply holds it too.
void keep_current(Game& game);

// A new board of a game checked against the game's last position, by the
// move between them, once: `known` says whether the game's rules board is
// that position as the rules hold it. The pockets before the move are the
// newest the game's <b1> lines gave (a piece passed in bughouse arrives
// ahead of the board that drops it).
struct BoardAgainstLast {
  const Game& game;
  const Position& position;
  const Style12& record;
  bool known = false;
  bool checked = false;
  MoveCheck check;

  void make(int64_t missing);
  // Forgets a check made, to be made again with other missing half-moves.
  void undo() {
    check = MoveCheck{};
    checked = false;
  }
};

// Half-moves played before this board of the game. A cut-short line may
// have lost its move number: the board then comes after the last one seen,
// as the side to move says (none: it is the last board again, and changes
// nothing). A board one legal move on from the last is the next half-move,
// whatever its number says: the game's offset learns the server's error.
std::optional<int64_t> number_ply(Game& game, BoardAgainstLast& last,
                                  std::vector<Anomaly>& anomalies);

// A board for a ply the game has passed: back before its first position,
// the same board again (a refresh, or after a piece passed in bughouse), a
// takeback to a position seen, another move into a ply seen, or an
// examiner setting up. True when the board is taken in whole here; false
// when it goes on as a new move, the plies from `ply` on dropped.
bool revisit(Game& game, int64_t ply, const Position& position, const Style12& r);

// The half-move the board check rebuilt between the game's last board and
// this one (at `ply`, read at `line`), as a ply of its own.
void add_rebuilt_ply(Game& game, const MoveCheck& check, const Style12& r, int64_t ply,
                     int64_t line);

// The halfmove clock of a new board (`reached`, the board as the server
// sent it) as the game counts it: from the move checked into it
// (`followed`); else as the server says, unless the move must have reset
// it.
void count_halfmoves(Position& reached, const Style12& r, const MoveCheck& check, bool followed);

// The board's move, its check and its clocks, as the game's new last ply,
// at `ply`, read at `line`, with `missing` half-moves not seen before it;
// the game's last position is the board's already, and gets the game's
// pockets. `told` gets the check as on_board tells it.
void record_ply(Game& game, const Style12& r, int64_t ply, int64_t line, int64_t missing,
                MoveCheck& check, BoardCheck& told);

}  // namespace style12::detail
