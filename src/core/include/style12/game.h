// Whole games from the board lines of a session: per game number the
// players, time control, variant, positions and moves, kept right through
// what servers and clients get wrong (boards sent again, takebacks, missed
// moves, game numbers reused, several games at once).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "style12/holdings.h"
#include "style12/record.h"

namespace style12 {

// One half-move as the server reported it.
struct Ply {
  std::string san;           // field 30
  std::string verbose;       // field 28
  std::string time_taken;    // field 29, "0:06"
  int64_t time_taken_ms = -1;
  int64_t white_ms = 0;      // clocks after the move
  int64_t black_ms = 0;
  bool clocks_known = false;
  std::string fen;           // the position after it
  int64_t ply = 0;           // half-moves played once it is made
  // Half-moves before this one that were never seen (a missed board).
  int missing_before = 0;
};

struct Game {
  int id = 0;                 // unique within a tracker; servers reuse numbers
  int64_t game_number = 0;
  std::string white, black;
  int64_t initial_time = 0;   // minutes
  int64_t increment = 0;      // seconds
  std::string variant = "chess";
  std::string start_fen;      // the first position seen
  int64_t start_ply = 0;      // half-moves played before it
  std::vector<Ply> plies;
  std::string result;         // "1-0", "0-1", "1/2-1/2", "*"; empty while it goes on
  std::string end_reason;
  std::string fen;            // the last position seen
  int64_t relation = 0;
  std::optional<Holdings> holdings;  // views into holdings_line
  std::string holdings_line;

  bool ended() const { return !result.empty(); }
  // Half-moves played before the last position seen.
  int64_t ply() const { return plies.empty() ? start_ply : plies.back().ply; }
  bool timed() const { return initial_time > 0 || increment > 0; }
};

class GameTracker {
 public:
  // A board line; returns the id of the game it belongs to. `fen` is its
  // position without pockets (the tracker adds them from <b1> lines).
  int on_board(const Style12& record, std::string_view fen);
  // A <b1> line, before or after its board; returns the game id or 0.
  int on_holdings(const Holdings& holdings, std::string_view line);
  // "{Game 7 (A vs. B) B resigns} 1-0"; returns the game id or 0.
  int on_game_end(int64_t game_number, std::string_view reason, std::string_view result);
  // "{Game 7 (A vs. B) Creating rated crazyhouse match.}": what kind of game
  // the next board of that number starts.
  void on_game_start(int64_t game_number, std::string_view description);

  const std::vector<Game>& games() const { return games_; }
  const Game* find(int id) const;
  // The FEN the tracker holds for a game now (with pockets when known).
  std::string current_fen(int id) const;

 private:
  Game& start_game(const Style12& record, std::string_view fen);
  std::string with_pockets(const Game& game, std::string_view fen) const;
  void set_holdings(Game& game, std::string_view line);

  std::vector<Game> games_;
  std::map<int64_t, size_t> active_;  // game number -> index of its newest game
  // What came for a game number before its board: a <b1> line with a
  // passed piece (it belongs to the next board), a "Creating" variant.
  std::map<int64_t, std::string> pending_holdings_;
  std::map<int64_t, std::string> pending_variant_;
  int next_id_ = 1;
};

}  // namespace style12
