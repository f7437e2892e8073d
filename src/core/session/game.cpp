// The games of a session as the tracker follows them: what the server says
// of them (announcements, <b1> lines, ends, notices), which game each
// number goes on with, and the steps a board takes into its game.
#include "style12/game.h"

#include <algorithm>
#include <utility>

#include "session/anomaly_rules.h"
#include "session/plies.h"
#include "session/tracker.h"
#include "style12/clock.h"
#include "style12/fen.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12 {

using Verdict = BoardCheck::Verdict;

namespace detail {

bool beyond_one_set(const Position& p, const std::array<Pocket, 2>& pockets, int in_flight) {
  int men = 0, pawns = 0;
  for (int r = 0; r < p.height; ++r) {
    for (int f = 0; f < p.width; ++f) {
      const char c = p.at(f, r);
      if (!is_ascii_letter(c)) continue;
      ++men;
      pawns += to_upper(c) == 'P';
    }
  }
  for (const Pocket& pocket : pockets) {
    men += pocket.total();
    pawns += pocket['P'];
  }
  return men > 32 + in_flight || pawns > 16 + in_flight;
}

void set_holdings(Game& game, const std::array<Pocket, 2>& pockets) {
  if (game.variant != Variant::Bughouse) {
    game.variant =
        beyond_one_set(game.position(), pockets, 1) ? Variant::Bughouse : Variant::Crazyhouse;
  }
  game.has_holdings = true;
  game.holdings = pockets;
  give_pockets(game.current, pockets);
  keep_current(game);
}

void set_clock(Game& game, const Style12& r) {
  game.clock_running =
      clock_runs(board_clocks(r)) ? (r.side_to_move == Color::White ? 'w' : 'b') : '\0';
}

}  // namespace detail

std::string Game::fen() const { return to_fen(position(), fen_options_for(variant)); }

std::string Game::start_fen() const { return to_fen(start, fen_options_for(variant)); }

namespace {
// The entry for a game number in a list kept in order of number.
template <class Entries>
auto* entry_of(Entries& entries, int64_t game_number) {
  const auto at = std::lower_bound(
      entries.begin(), entries.end(), game_number,
      [](const auto& entry, int64_t number) { return entry.game_number < number; });
  return at != entries.end() && at->game_number == game_number ? &*at : nullptr;
}

template <class Games>
auto game_at(Games& games, int id) {
  return std::lower_bound(games.begin(), games.end(), id,
                          [](const std::unique_ptr<Game>& game, int v) { return game->id < v; });
}
}  // namespace

Game* GameList::find(int id) {
  const auto at = game_at(games_, id);
  return at != games_.end() && (*at)->id == id ? at->get() : nullptr;
}

const Game* GameList::find(int id) const {
  const auto at = game_at(games_, id);
  return at != games_.end() && (*at)->id == id ? at->get() : nullptr;
}

STYLE12_RARE void GameList::erase(int id) {
  const auto at = game_at(games_, id);
  if (at != games_.end() && (*at)->id == id) games_.erase(at);
}

GameTracker::Active* GameTracker::active_entry(int64_t game_number) {
  return entry_of(active_, game_number);
}

Game* GameTracker::active(int64_t game_number) {
  Active* entry = entry_of(active_, game_number);
  return entry != nullptr ? entry->game : nullptr;
}

const Game* GameTracker::find_active(int64_t game_number) const {
  const Active* entry = entry_of(active_, game_number);
  return entry != nullptr ? entry->game : nullptr;
}

bool GameTracker::followed(const Game& game) const {
  return find_active(game.game_number) == &game;
}

STYLE12_RARE void GameTracker::follow(int64_t game_number, Game& game) {
  const auto at = std::lower_bound(
      active_.begin(), active_.end(), game_number,
      [](const Active& entry, int64_t number) { return entry.game_number < number; });
  if (at == active_.end() || at->game_number != game_number) {
    active_.insert(at, Active{game_number, &game});
    return;
  }
  Game* before = at->game;
  at->game = &game;
  at->detached = false;
  if (before != &game) unfollowed(*before);
}

// A game no one follows any more: finished now, or, dropped down to its
// last position while it was followed, gone.
STYLE12_RARE void GameTracker::unfollowed(Game& game) {
  if (!game.finished) {
    finish(game);
  } else if (game.dropped) {
    games_.erase(game.id);
  }
}

STYLE12_RARE void GameTracker::finish(Game& game) {
  if (game.finished) return;
  game.finished = true;
  finished_.push_back(game.id);
  trim_finished();
}

namespace {
// The game is recorded from its last position on.
STYLE12_RARE void drop_plies(Game& game) {
  game.start = game.current;
  game.start_ply = game.ply();
  std::vector<Ply>().swap(game.plies);
}
}  // namespace

STYLE12_RARE void GameTracker::drop(Game& game) {
  if (!followed(game)) {
    games_.erase(game.id);
    return;
  }
  // Its final board may come again: the game stays, as its last position.
  game.dropped = true;
  drop_plies(game);
}

STYLE12_RARE void GameTracker::keep_finished(size_t count) {
  keep_finished_ = count;
  trim_finished();
}

STYLE12_RARE void GameTracker::trim_finished() {
  while (finished_.size() > keep_finished_) {
    const int oldest = finished_.front();
    finished_.erase(finished_.begin());
    if (Game* dropped = games_.find(oldest)) drop(*dropped);
  }
}

STYLE12_RARE bool GameTracker::forget_game(int id) {
  Game* game = games_.find(id);
  if (game == nullptr || game->dropped) return false;
  if (!game->finished) {
    drop_plies(*game);
    return true;
  }
  const auto at = std::find(finished_.begin(), finished_.end(), id);
  if (at != finished_.end()) finished_.erase(at);
  drop(*game);
  return true;
}

namespace {
bool with_pockets(Variant v) { return variant_info(v).pockets; }
}  // namespace

bool GameTracker::pockets_announced() const {
  for (const auto& pending : pending_variant_) {
    if (with_pockets(pending.second)) return true;
  }
  return false;
}

bool GameTracker::expects_pockets(int64_t game_number) const {
  for (const auto& [number, variant] : pending_variant_) {
    if (number == game_number) return with_pockets(variant);
  }
  // A <b1> line that came ahead of its board: that board's game has pockets.
  for (const Pending& pending : pending_holdings_) {
    if (pending.game_number == game_number) return true;
  }
  // The game the board goes on with; an ended one's next board starts
  // another game, of a kind nothing has said yet.
  const Game* game = find_active(game_number);
  return game != nullptr && !game->ended() && (game->has_holdings || with_pockets(game->variant));
}

STYLE12_RARE void GameTracker::forget(int64_t game_number) {
  Active* entry = active_entry(game_number);
  if (entry == nullptr) return;
  Game& game = *entry->game;
  active_.erase(active_.begin() + (entry - active_.data()));
  unfollowed(game);
}

bool GameTracker::is_fresh(int64_t game_number) const {
  for (const int64_t n : fresh_) {
    if (n == game_number) return true;
  }
  return false;
}

// moretime: the game this session plays, the newest; its player's colour
// by the last board (relation 1: its move).
STYLE12_RARE void GameTracker::add_time(int64_t seconds, bool own_clock) {
  Game* game = nullptr;
  for (const Active& entry : active_) {
    if (relation::playing(entry.game->relation) && !entry.game->ended() &&
        (game == nullptr || entry.game->id > game->id)) {
      game = entry.game;
    }
  }
  if (game == nullptr) return;
  const bool own_move = game->relation == 1;
  const bool white_to_move = game->position().turn == Color::White;
  const bool mine_white = own_move == white_to_move;
  const bool to_white = own_clock == mine_white;
  int64_t ms = 0;
  if (text::multiply(seconds, 1000, ms)) game->added_ms[to_white ? 0 : 1] += ms;
}

STYLE12_RARE void GameTracker::on_notice(const SessionNotice& notice) {
  switch (notice.kind) {
    case SessionNotice::Kind::Observing:
      forget(notice.game_number);
      fresh_.push_back(notice.game_number);
      break;
    case SessionNotice::Kind::StopObserving: {
      Active* entry = active_entry(notice.game_number);
      if (entry != nullptr && relation::examined(entry->game->relation)) {
        entry->detached = true;
      } else {
        forget(notice.game_number);
      }
      break;
    }
    case SessionNotice::Kind::StopExamining:
      forget(notice.game_number);
      break;
    case SessionNotice::Kind::ExamineScratch:
      fresh_examine_ = true;
      break;
    case SessionNotice::Kind::TimeAdded:
      add_time(notice.seconds, notice.own_clock);
      break;
    case SessionNotice::Kind::None:
      break;
  }
  // Notices never followed by a board do not pile up.
  if (fresh_.size() > 64) fresh_.erase(fresh_.begin());
}

BoardOutcome GameTracker::on_board(const Style12& record, const Position& position, int64_t line) {
  std::vector<Anomaly> anomalies;
  return on_board(record, position, line, anomalies);
}

GameTracker::GameTracker() = default;
// Once a session: built for size, as the tracker's other rare paths.
STYLE12_RARE GameTracker::~GameTracker() = default;
GameTracker::GameTracker(GameTracker&& other) noexcept = default;
GameTracker& GameTracker::operator=(GameTracker&& other) noexcept = default;

BoardOutcome GameTracker::on_board(const Style12& r, const Position& position, int64_t line,
                                   std::vector<Anomaly>& anomalies) {
  Game* game = continued_game(r, position);
  BoardOutcome out;
  if (game != nullptr && game->ended()) {
    out.game_id = game->id;  // its final board, sent again
    return out;
  }
  const std::optional<Pending> held = take_held(r.game_number);
  if (held) out.passed = held->passed;
  if (game == nullptr) {
    out.game_id = start_game(r, position, line, held ? &*held : nullptr, anomalies).id;
    return out;
  }
  out.game_id = game->id;
  // Whatever this board does to the record, the rules' copy of the last
  // position is refreshed only when its move is checked below.
  const bool rules_board_known = std::exchange(game->rules_board_known, false);
  take_board(*game, r, position, line, held ? &*held : nullptr);
  const detail::ClocksBefore clocks = detail::clocks_before(*game);
  if (detail::judge_time_control(*game, r, anomalies)) {
    game->initial_time = r.initial_time;
    game->increment = r.increment;
  }
  detail::BoardAgainstLast last{*game, position, r, rules_board_known, false, {}};
  const std::optional<int64_t> numbered = detail::number_ply(*game, last, anomalies);
  if (!numbered) return out;
  const int64_t ply = *numbered;
  if (ply <= game->ply()) {
    if (detail::revisit(*game, ply, position, r)) {
      detail::judge_castling(*game, r, position, line, false, false, false, anomalies);
      return out;
    }
    // The rules' copy of the last position was after the dropped move.
    last.known = false;
  }
  const int64_t missing = ply - game->ply() - 1;
  if (!last.checked) last.make(missing);
  detail::MoveCheck& check = last.check;
  const Verdict verdict = check.verdict;
  game->rules_board_known =
      verdict == Verdict::Verified && !game->has_holdings && !variant_info(game->variant).pockets;
  if (game->rules_board_known) game->rules_board = check.next;
  out.check.verdict = verdict;
  out.check.gap = missing;
  if (verdict == Verdict::Reconstructed) detail::add_rebuilt_ply(*game, check, r, ply, line);
  // Built whole as the game's last position, packed into the ply at the end.
  game->current = position;
  const bool followed = verdict == Verdict::Verified || verdict == Verdict::Reconstructed;
  detail::count_halfmoves(game->current, r, check, followed);
  detail::judge_halfmove(r, game->current.halfmove_clock, followed, anomalies);
  detail::judge_clock(*game, r, verdict == Verdict::Verified, clocks, ply, anomalies);
  // A board shows the clocks with whatever was added before it.
  game->added_ms = {};
  detail::record_ply(*game, r, ply, line, missing, check, out.check);
  detail::judge_castling(*game, r, position, line, false, followed, true, anomalies);
  return out;
}

// A <b1> line that came before this board: its pockets, and the piece
// passed with it.
STYLE12_OUTLINE std::optional<GameTracker::Pending> GameTracker::take_held(int64_t game_number) {
  for (size_t i = 0; i < pending_holdings_.size(); ++i) {
    if (pending_holdings_[i].game_number != game_number) continue;
    Pending held = pending_holdings_[i];
    pending_holdings_.erase(pending_holdings_.begin() + static_cast<std::ptrdiff_t>(i));
    return held;
  }
  return std::nullopt;
}

// What a board of a game going on says of it before its move is judged:
// whose clock runs, its players' names (an examiner may change them), its
// relation, and the pockets of the <b1> line before it (more men than one
// set: bughouse).
STYLE12_OUTLINE void GameTracker::take_board(Game& game, const Style12& r, const Position& position,
                                             int64_t line, const Pending* held) {
  detail::set_clock(game, r);
  if (!text::same(game.white, r.white)) game.white = r.white;
  if (!text::same(game.black, r.black)) game.black = r.black;
  game.relation = r.relation;
  game.last_board_line = line;
  if (held == nullptr) return;
  game.has_holdings = true;
  game.holdings = held->pockets;
  if (game.variant != Variant::Bughouse && detail::beyond_one_set(position, held->pockets)) {
    game.variant = Variant::Bughouse;
  }
}

HoldingsOutcome GameTracker::on_holdings(const Holdings& h) {
  Game* game = active(h.game_number);
  // A plain line after a game's end is of its last board, sent again; one
  // with a passed piece leads to the next game's first board.
  if (game != nullptr && game->ended()) {
    if (!h.passed) return {game->id, false};
    game = nullptr;
  }
  // A line with a passed piece ("<- WP") comes before the board it leads
  // to; a plain one after its board, and before a game's first board it
  // waits for that board.
  if (game == nullptr || h.passed) {
    // Judged against the board it leads to, not the one before the capture.
    Pending* pending = nullptr;
    for (Pending& p : pending_holdings_) {
      if (p.game_number == h.game_number) pending = &p;
    }
    if (pending == nullptr) pending = &pending_holdings_.emplace_back();
    pending->game_number = h.game_number;
    pending->pockets = pockets_of(h);
    pending->passed = h.passed;
    if (game != nullptr && game->variant == Variant::Chess) game->variant = Variant::Crazyhouse;
    return {game != nullptr ? game->id : 0, false};
  }
  detail::set_holdings(*game, pockets_of(h));
  return {game->id, true};
}

STYLE12_RARE int GameTracker::on_game_end(int64_t game_number, std::string_view white,
                                          std::string_view black, std::string_view reason,
                                          std::string_view result) {
  Game* game = active(game_number);
  if (game == nullptr || !text::same(game->white, white) || !text::same(game->black, black))
    return 0;
  if (game->ended()) return game->id;
  game->result = result;
  game->end_reason = reason;
  const int id = game->id;
  finish(*game);
  return id;
}

STYLE12_RARE void GameTracker::on_game_info(const GameInfo& info) {
  PendingInfo pending;
  pending.game_number = info.game_number;
  pending.white = info.white;
  pending.black = info.black;
  pending.white_rating = info.white_rating;
  pending.black_rating = info.black_rating;
  // Time odds ("3 0 : 1 5"): Black's own control.
  if (info.black_minutes >= 0 &&
      (info.black_minutes != info.white_minutes || info.black_increment != info.white_increment)) {
    pending.black_minutes = info.black_minutes;
    pending.black_increment = info.black_increment;
  }
  // FICS's words for it: "FICS rated blitz game".
  pending.event = "FICS ";
  pending.event += info.rated ? "rated " : "unrated ";
  pending.event += info.kind;
  pending.event += " game";
  for (PendingInfo& p : pending_info_) {
    if (p.game_number == pending.game_number && text::same(p.white, pending.white) &&
        text::same(p.black, pending.black)) {
      p = std::move(pending);
      return;
    }
  }
  // Announcements never followed by a board do not pile up.
  if (pending_info_.size() >= 64) pending_info_.erase(pending_info_.begin());
  pending_info_.push_back(std::move(pending));
  // The kind names the variant ("wild/fr", "crazyhouse"): an observer is
  // told it only here. Only for a game about to start: the line shown
  // again while its game goes on says nothing of the next one.
  Variant variant = Variant::Chess;
  if (info.game_number != 0 && variant_of_description(info.kind, variant) &&
      (find_active(info.game_number) == nullptr || is_fresh(info.game_number))) {
    announce_variant(info.game_number, variant);
  }
}

STYLE12_RARE void GameTracker::on_game_start(const GameStart& start) {
  const int64_t game_number = start.game_number;
  const std::string_view description = start.description;
  if (start.continuing) {
    for (Resuming& r : resuming_) {
      if (r.game_number == game_number) r = Resuming{};
    }
    resuming_.push_back({game_number, std::string(start.white), std::string(start.black)});
    if (resuming_.size() > 64) resuming_.erase(resuming_.begin());
  } else {
    forget(game_number);
    fresh_.push_back(game_number);
    if (fresh_.size() > 64) fresh_.erase(fresh_.begin());
  }
  // "Creating rated blitz match.": the event, unless an announcement with
  // the players' ratings gives it too.
  std::string_view words = description;
  if (text::starts_with(words, "Creating "))
    words.remove_prefix(9);
  else if (text::starts_with(words, "Continuing "))
    words.remove_prefix(11);
  const size_t match = words.rfind(" match");
  if (match != std::string_view::npos && match > 0) {
    PendingInfo pending;
    pending.game_number = game_number;
    pending.event = "FICS ";
    pending.event += words.substr(0, match);
    pending.event += " game";
    if (pending_info_.size() >= 64) pending_info_.erase(pending_info_.begin());
    pending_info_.push_back(std::move(pending));
  }
  Variant variant = Variant::Chess;
  if (variant_of_description(description, variant)) announce_variant(game_number, variant);
}

STYLE12_RARE void GameTracker::announce_variant(int64_t game_number, Variant variant) {
  for (auto& [number, pending] : pending_variant_) {
    if (number == game_number) {
      pending = variant;
      return;
    }
  }
  // Announcements never followed by a board do not pile up.
  if (pending_variant_.size() >= 64) pending_variant_.erase(pending_variant_.begin());
  pending_variant_.emplace_back(game_number, variant);
}

namespace {

// Two boards of one bughouse match: boards of both came while the other's
// did.
bool overlap(const Game& a, const Game& b) {
  return a.first_board_line <= b.last_board_line && b.first_board_line <= a.last_board_line;
}

// A candidate for a game's partner: the nearer game number wins; on a
// tie, the one seen first, which came first.
void consider(const Game& game, const Game*& best, const Game& other) {
  if (best == nullptr || text::distance(other.game_number, game.game_number) <
                             text::distance(best->game_number, game.game_number)) {
    best = &other;
  }
}

}  // namespace

STYLE12_RARE std::vector<const Game*> GameTracker::partners() const {
  std::vector<const Game*> out(games_.size(), nullptr);
  // Games are added as their first board comes, so they are in order of
  // it, and a bughouse game overlaps only those whose first board came
  // before its last one: a sweep meets every overlapping pair once, and a
  // long log of bughouse costs what its matches do rather than the square
  // of its games (on_board's lines never go back).
  size_t k = 0;
  for (auto game = games_.begin(); game != games_.end(); ++game, ++k) {
    if (game->variant != Variant::Bughouse) continue;
    size_t j = k + 1;
    for (auto other = game + 1; other != games_.end(); ++other, ++j) {
      if (other->first_board_line > game->last_board_line) break;
      if (other->variant != Variant::Bughouse || !overlap(*game, *other)) continue;
      consider(*game, out[k], *other);
      consider(*other, out[j], *game);
    }
  }
  return out;
}

const Game* GameTracker::find(int id) const { return games_.find(id); }

std::string GameTracker::current_fen(int id) const {
  const Game* game = find(id);
  return game ? game->fen() : std::string();
}

}  // namespace style12
