// A game's first board: the game it starts, with what the server announced
// of it (its variant, event, ratings, time odds) and what the board shows.
#include "session/anomaly_rules.h"
#include "session/plies.h"
#include "session/tracker.h"
#include "style12/fields.h"
#include "style12/relation.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12 {

namespace {

// The standard army on a back rank, in any order: two rooks, knights and
// bishops, a queen and a king.
bool standard_army(std::string_view back) {
  int rooks = 0, knights = 0, bishops = 0, queens = 0, kings = 0;
  for (const char c : back) {
    rooks += c == 'R';
    knights += c == 'N';
    bishops += c == 'B';
    queens += c == 'Q';
    kings += c == 'K';
  }
  return back.size() == 8 && rooks == 2 && knights == 2 && bishops == 2 && queens == 1 &&
         kings == 1;
}

// A shuffled back rank: Fischer random when it is the standard army with
// the king between its rooks and the bishops on both colours, mirrored;
// otherwise FICS wild. Either side's back rank tells: a wild start may
// leave White's as it is and shuffle only Black's, and an observer, who is
// told no variant, must see the same game as its players.
Variant variant_of_start(const Style12& r) {
  if (r.width != 8 || r.height != 8) return Variant::Wild;
  const std::string_view back = r.rank(7), black_back = r.rank(0);
  if (r.rank(6) != "PPPPPPPP" || r.rank(1) != "pppppppp" ||
      (back == "RNBQKBNR" && black_back == "rnbqkbnr")) {
    return Variant::Chess;
  }
  bool mirrored = true;
  for (size_t i = 0; i < back.size(); ++i)
    mirrored = mirrored && black_back[i] == to_lower(back[i]);
  const size_t king = back.find('K'), rook1 = back.find('R'), rook2 = back.rfind('R');
  const bool bishops_apart = (back.find('B') + back.rfind('B')) % 2 == 1;
  if (standard_army(back) && mirrored && rook1 < king && king < rook2 && bishops_apart) {
    return Variant::Chess960;
  }
  return Variant::Wild;
}

}  // namespace

STYLE12_RARE Game& GameTracker::start_game(const Style12& r, const Position& position, int64_t line,
                                           const Pending* held, std::vector<Anomaly>& anomalies) {
  Game& game = games_.emplace_back();
  game.id = next_id_++;
  game.game_number = r.game_number;
  game.white = r.white;
  game.black = r.black;
  game.initial_time = r.initial_time;
  game.increment = r.increment;
  game.relation = r.relation;
  game.start_ply = detail::ply_of(r);
  game.start = position;
  game.current = position;
  if (r.last_move.empty() || game.start_ply == 0) game.variant = variant_of_start(r);
  for (size_t i = 0; i < pending_variant_.size(); ++i) {
    if (pending_variant_[i].first != r.game_number) continue;
    game.variant = pending_variant_[i].second;
    pending_variant_.erase(pending_variant_.begin() + static_cast<std::ptrdiff_t>(i));
    break;
  }
  game.site = site_;
  game.date = date_;
  // An announcement of this game: by its number, or (for a game the
  // session plays, announced without one) by its players.
  for (size_t i = 0; i < pending_info_.size(); ++i) {
    const PendingInfo& info = pending_info_[i];
    const bool named = !info.white.empty();
    const bool same_players =
        !named || (text::same(info.white, r.white) && text::same(info.black, r.black));
    if (!same_players || (info.game_number != 0 && info.game_number != r.game_number)) continue;
    if (game.event.empty()) game.event = info.event;
    if (named) {
      game.white_elo = info.white_rating;
      game.black_elo = info.black_rating;
    }
    if (info.black_minutes >= 0) {
      game.time_odds = true;
      text::multiply(info.black_minutes, 60, game.black_initial_seconds);
      game.black_increment = info.black_increment;
    }
    pending_info_.erase(pending_info_.begin() + static_cast<std::ptrdiff_t>(i));
    --i;
  }
  // Time odds no announcement told of: Black's clock at the start is
  // neither the control the line gives nor White's (Black's does not run
  // before White has moved; some servers start short games with a few
  // seconds on both). Its increment is read off Black's first move timed.
  int64_t start_ms = 0;
  if (!game.time_odds && game.start_ply == 0 && relation::played(r.relation) && game.timed() &&
      r.fields_present >= kBlackTimeField && text::multiply(r.initial_time, 60000, start_ms) &&
      text::distance(r.black_time_ms, start_ms) > 2000 &&
      text::distance(r.black_time_ms, r.white_time_ms) > 2000) {
    game.time_odds = true;
    game.black_initial_seconds = (r.black_time_ms + 500) / 1000;
    game.black_increment_known = false;
  }
  follow(r.game_number, game);
  detail::set_clock(game, r);
  game.first_board_line = line;
  game.last_board_line = line;
  if (held != nullptr) detail::set_holdings(game, held->pockets);
  detail::judge_castling(game, r, position, line, true, false, true, anomalies);
  return game;
}

}  // namespace style12
