// What a GameTracker keeps between boards that its users need not see
// (internal): the words and lines that came ahead of a game's boards, and
// the game each number goes on with.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "style12/game.h"
#include "style12/holdings.h"
#include "style12/position.h"
#include "style12/record.h"

namespace style12 {

// A <b1> line waiting for the board it belongs to.
struct GameTracker::Pending {
  int64_t game_number = 0;
  std::array<Pocket, 2> pockets{};
  std::optional<PassedPiece> passed;
};

struct GameTracker::Active {
  int64_t game_number = 0;
  Game* game = nullptr;
  // An examined game this session stopped seeing ("Removing game 7 from
  // observation list."): its next board goes on with it only on the same
  // position between the same players (the session made its examiner).
  bool detached = false;
};

// An announced game waiting for its first board (names and event kept as
// text: the line they came in is gone by then).
struct GameTracker::PendingInfo {
  int64_t game_number = 0;
  std::string white, black, event;
  int64_t white_rating = 0, black_rating = 0;
  // Time odds announced: Black's control (-1: none announced).
  int64_t black_minutes = -1, black_increment = -1;
};

// "Continuing": the game number and players of an adjourned game resumed.
struct GameTracker::Resuming {
  int64_t game_number = 0;
  std::string white, black;
};

namespace detail {

// More men on the board and in the pockets than one set has (32, of them
// 16 pawns): pieces came from a partner's board, so this is bughouse. A
// passed piece alone is no sign: crazyhouse captures carry one too.
bool beyond_one_set(const Position& p, const std::array<Pocket, 2>& pockets, int in_flight = 0);

// The pockets of a <b1> line given to the game: a plain line may come
// before its board as well as after, so one captured man may still stand
// on the board it is judged against.
void set_holdings(Game& game, const std::array<Pocket, 2>& pockets);

// The side to move's clock, when the board says it runs (clock_runs()).
void set_clock(Game& game, const Style12& r);

}  // namespace detail

}  // namespace style12
