#include "style12/game.h"

#include <algorithm>

#include "style12/fen.h"

namespace style12 {

namespace {

// Half-moves played before a position: move 1 with White to move is 0.
int64_t ply_of(const Style12& r) {
  return (r.move_number - 1) * 2 + (r.side_to_move == Color::Black ? 1 : 0);
}

// The FEN without its pockets: two boards are the same position when these
// match (a <b1> line may have come or not).
std::string without_pockets(std::string_view fen) {
  const size_t open = fen.find('[');
  if (open == std::string_view::npos) return std::string(fen);
  const size_t close = fen.find(']', open);
  std::string out(fen.substr(0, open));
  if (close != std::string_view::npos) out += fen.substr(close + 1);
  return out;
}

// The FEN with these pockets in place of any it had.
std::string join_pockets(std::string_view fen, std::string_view pockets) {
  const std::string bare = without_pockets(fen);
  const size_t space = bare.find(' ');
  std::string out = bare.substr(0, space);
  out += pockets;
  if (space != std::string::npos) out += bare.substr(space);
  return out;
}

// A standard army on the back ranks, shuffled: FICS wild, or Fischer random
// when the king stands between its rooks.
std::string variant_of_start(const Style12& r) {
  if (r.width != 8 || r.height != 8) return "wild";
  const std::string_view back = r.rank(7), front = r.rank(6), black_back = r.rank(0);
  if (front != "PPPPPPPP" || r.rank(1) != "pppppppp" || back == "RNBQKBNR") return "chess";
  std::string sorted(back), standard("RNBQKBNR");
  std::sort(sorted.begin(), sorted.end());
  std::sort(standard.begin(), standard.end());
  if (sorted != standard) return "chess";
  std::string mirrored;
  for (const char c : back) mirrored += to_lower(c);
  const size_t king = back.find('K'), rook1 = back.find('R'), rook2 = back.rfind('R');
  const bool bishops_apart = (back.find('B') + back.rfind('B')) % 2 == 1;
  if (mirrored == black_back && rook1 < king && king < rook2 && bishops_apart) return "chess960";
  return "wild";
}

}  // namespace

Game& GameTracker::start_game(const Style12& r, std::string_view fen) {
  Game game;
  game.id = next_id_++;
  game.game_number = r.game_number;
  game.white = std::string(r.white);
  game.black = std::string(r.black);
  game.initial_time = r.initial_time;
  game.increment = r.increment;
  game.relation = r.relation;
  game.start_ply = ply_of(r);
  if (r.last_move.empty() || game.start_ply == 0) game.variant = variant_of_start(r);
  game.start_fen = std::string(fen);
  game.fen = game.start_fen;
  games_.push_back(std::move(game));
  active_[r.game_number] = games_.size() - 1;
  return games_.back();
}

std::string GameTracker::with_pockets(const Game& game, std::string_view fen) const {
  if (!game.holdings) return std::string(fen);
  std::string pockets = "[";
  for (const char c : game.holdings->white) pockets += to_upper(c);
  for (const char c : game.holdings->black) pockets += to_lower(c);
  pockets += ']';
  return join_pockets(fen, pockets);
}

int GameTracker::on_board(const Style12& r, std::string_view fen_without_pockets) {
  const auto found = active_.find(r.game_number);
  Game* game = found == active_.end() ? nullptr : &games_[found->second];
  if (game != nullptr && game->ended()) {
    // The final board sent again (at the game's end, on refresh) is still
    // that game; any other board under its number starts a new one.
    if (without_pockets(game->fen) == fen_without_pockets) return game->id;
    game = nullptr;
  }
  if (game != nullptr && (game->white != r.white || game->black != r.black)) game = nullptr;
  if (game == nullptr) {
    Game& started = start_game(r, fen_without_pockets);
    return started.id;
  }

  const std::string fen = with_pockets(*game, fen_without_pockets);
  const int64_t ply = ply_of(r);
  game->relation = r.relation;
  if (ply < game->start_ply) {
    // Back before the first position seen: start the record from here.
    game->plies.clear();
    game->start_ply = ply;
    game->start_fen = fen;
    game->fen = fen;
    return game->id;
  }
  if (ply <= game->ply()) {
    const size_t before = static_cast<size_t>(ply - game->start_ply);
    const std::string& there = before == 0 ? game->start_fen : game->plies[before - 1].fen;
    if (without_pockets(there) == without_pockets(fen)) {
      // The same board again (refresh), or a takeback to a position seen.
      game->plies.resize(before);
      game->fen = fen;
      return game->id;
    }
    if (before == 0) {
      // The first position itself changed (an examiner setting up).
      game->plies.clear();
      game->start_fen = fen;
      game->fen = fen;
      return game->id;
    }
    // Another move into this ply: drop the one seen and what followed it.
    game->plies.resize(before - 1);
  }

  Ply move;
  move.missing_before = static_cast<int>(ply - game->ply() - 1);
  if (r.last_move_san.empty() || r.last_move.empty()) {
    // No move to record (a cut-short line, or "none"): the gap is marked.
    move.missing_before += 1;
  } else {
    move.san = std::string(r.last_move_san);
    move.verbose = std::string(r.last_move);
  }
  move.time_taken = std::string(r.last_move_time);
  move.time_taken_ms = r.last_move_time_ms ? *r.last_move_time_ms : -1;
  move.white_ms = r.white_time_ms;
  move.black_ms = r.black_time_ms;
  move.clocks_known = true;
  move.fen = fen;
  game->plies.push_back(std::move(move));
  game->fen = fen;
  return game->id;
}

int GameTracker::on_holdings(const Holdings& h, std::string_view line) {
  const auto found = active_.find(h.game_number);
  if (found == active_.end()) return 0;
  Game& game = games_[found->second];
  game.holdings_line = std::string(line);
  game.holdings = parse_holdings(game.holdings_line).value();
  if (h.passed) game.variant = "bughouse";
  if (game.variant != "bughouse") game.variant = "crazyhouse";
  // The pockets belong to the newest position, whichever line came first.
  game.fen = with_pockets(game, game.fen);
  std::string& latest = game.plies.empty() ? game.start_fen : game.plies.back().fen;
  latest = game.fen;
  return game.id;
}

int GameTracker::on_game_end(int64_t game_number, std::string_view reason, std::string_view result) {
  const auto found = active_.find(game_number);
  if (found == active_.end()) return 0;
  Game& game = games_[found->second];
  if (game.ended()) return game.id;
  game.result = std::string(result);
  game.end_reason = std::string(reason);
  return game.id;
}

const Game* GameTracker::find(int id) const {
  for (const Game& game : games_) {
    if (game.id == id) return &game;
  }
  return nullptr;
}

std::string GameTracker::current_fen(int id) const {
  const Game* game = find(id);
  return game ? game->fen : std::string();
}

}  // namespace style12
