// Whether a board continues a game the tracker follows, or starts another:
// what the server said before it (a game created, observed anew, resumed),
// and what the board itself shows (its relation, time control, players and
// position against the game's).
#include <algorithm>

#include "session/plies.h"
#include "session/tracker.h"
#include "style12/fields.h"
#include "style12/relation.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12 {

namespace {

using detail::same_board;

bool same_players(const Game& game, const Style12& r) {
  return text::same(game.white, r.white) && text::same(game.black, r.black);
}

// Another kind of relation (played, examined, a position alone) or,
// outside examining, another time control: another game.
bool same_kind_and_control(const Game& game, const Style12& r) {
  if (relation_kind(game.relation) != relation_kind(r.relation)) return false;
  return relation::examined(r.relation) || r.fields_present < kIncrementField ||
         (game.initial_time == r.initial_time && game.increment == r.increment);
}

// Whether a board could be the next of a game: its last position again,
// one it held before (an examiner backing up), or one move on from it.
STYLE12_RARE bool board_follows(const Game& game, const Position& position, const Style12& r) {
  if (same_board(game.position(), position) || same_board(game.start, position)) return true;
  Position held;
  for (const Ply& ply : game.plies) {
    ply.packed.unpack(held);
    if (same_board(held, position)) return true;
  }
  detail::MoveCheck check;
  detail::check_board(game.variant, game.position(), position, r, 0, nullptr, check);
  return check.verdict == BoardCheck::Verdict::Verified;
}

}  // namespace

Game* GameTracker::take_resumed(const Style12& r) {
  return resuming_.empty() ? nullptr : resume(r);
}

STYLE12_OUTLINE Game* GameTracker::continued_game(const Style12& r, const Position& position) {
  Game* game = active(r.game_number);
  if (game != nullptr) {
    Active& entry = *active_entry(r.game_number);
    if (entry.detached) {
      // Made examiner of the game it stopped observing: the same board.
      entry.detached = false;
      if (!same_board(game->position(), position) || !same_players(*game, r)) game = nullptr;
    }
  }
  // What the server said before this board: a game created or observed
  // anew, or an adjourned one resumed.
  bool fresh = take_fresh(r.game_number);
  if (fresh_examine_ && relation::examined(r.relation)) {
    fresh_examine_ = false;
    fresh = true;
  }
  if (Game* resumed = take_resumed(r)) {
    game = resumed;
  } else if (fresh) {
    game = nullptr;
  }
  if (game == nullptr || !same_kind_and_control(*game, r)) return nullptr;
  if (game->ended()) {
    // The final board sent again (at the game's end, on refresh) is still
    // that game; any other board under its number starts a new one, and so
    // do other players on the same board (a new pair at the start position
    // after a game aborted there).
    return same_board(game->position(), position) && same_players(*game, r) ? game : nullptr;
  }
  // Other players under the same number: a new game, unless it is not
  // being played (examined, or a position alone), where the names are the
  // examiner's to change; but an examined game whose players and position
  // both change is another one (the next puzzle loaded).
  if (!same_players(*game, r) &&
      (relation::played(r.relation) || !board_follows(*game, position, r))) {
    return nullptr;
  }
  return game;
}

bool GameTracker::take_fresh(int64_t game_number) {
  for (size_t i = 0; i < fresh_.size(); ++i) {
    if (fresh_[i] != game_number) continue;
    fresh_.erase(fresh_.begin() + static_cast<std::ptrdiff_t>(i));
    return true;
  }
  return false;
}

STYLE12_RARE Game* GameTracker::resume(const Style12& r) {
  for (size_t i = 0; i < resuming_.size(); ++i) {
    if (resuming_[i].game_number != r.game_number) continue;
    const Resuming resuming = std::move(resuming_[i]);
    resuming_.erase(resuming_.begin() + static_cast<std::ptrdiff_t>(i));
    // The newest game of those players left adjourned ("*").
    for (size_t k = games_.size(); k-- > 0;) {
      Game& game = games_[k];
      if (game.result != "*" || !text::same(game.white, resuming.white) ||
          !text::same(game.black, resuming.black)) {
        continue;
      }
      // Going on again: no longer among the finished (which it leaves
      // first, so that nothing finishing now can drop it).
      const auto at = std::find(finished_.begin(), finished_.end(), game.id);
      if (at != finished_.end()) finished_.erase(at);
      game.finished = false;
      game.dropped = false;
      game.result.clear();
      game.end_reason.clear();
      if (followed(game)) {
        active_.erase(active_.begin() + (active_entry(game.game_number) - active_.data()));
      }
      game.game_number = r.game_number;
      follow(r.game_number, game);
      return &game;
    }
    return nullptr;
  }
  return nullptr;
}

}  // namespace style12
