#include "style12/game.h"

#include <algorithm>

#include "style12/fen.h"

namespace style12 {

namespace {

// Half-moves played before a position: move 1 with White to move is 0.
int64_t ply_of(const Style12& r) {
  // Set-up positions come with move 0; anything beyond a billion moves is
  // noise, kept from overflowing.
  constexpr int64_t kMaxMove = 1000000000;
  const int64_t move = r.move_number < 1 ? 1 : r.move_number > kMaxMove ? kMaxMove : r.move_number;
  return (move - 1) * 2 + (r.side_to_move == Color::Black ? 1 : 0);
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

// A shuffled back rank: Fischer random when it is the standard army with
// the king between its rooks and the bishops on both colours, mirrored;
// otherwise FICS wild.
std::string variant_of_start(const Style12& r) {
  if (r.width != 8 || r.height != 8) return "wild";
  const std::string_view back = r.rank(7), black_back = r.rank(0);
  if (r.rank(6) != "PPPPPPPP" || r.rank(1) != "pppppppp" || back == "RNBQKBNR") return "chess";
  std::string sorted(back), standard("RNBQKBNR");
  std::sort(sorted.begin(), sorted.end());
  std::sort(standard.begin(), standard.end());
  std::string mirrored;
  for (const char c : back) mirrored += to_lower(c);
  const size_t king = back.find('K'), rook1 = back.find('R'), rook2 = back.rfind('R');
  const bool bishops_apart = (back.find('B') + back.rfind('B')) % 2 == 1;
  if (sorted == standard && mirrored == black_back && rook1 < king && king < rook2 && bishops_apart) {
    return "chess960";
  }
  return "wild";
}

// The variant a "Creating rated crazyhouse match." line names, or "".
std::string variant_of_description(std::string_view d) {
  const struct {
    std::string_view word, variant;
  } kinds[] = {{"wild/fr", "chess960"}, {"crazyhouse", "crazyhouse"}, {"bughouse", "bughouse"},
               {"suicide", "suicide"},  {"losers", "losers"},         {"atomic", "atomic"},
               {"wild", "wild"}};
  for (const auto& k : kinds) {
    if (d.find(k.word) != std::string_view::npos) return std::string(k.variant);
  }
  return "";
}

// More men on the board and in the pockets than one set has (32, of them
// 16 pawns): pieces came from a partner's board, so this is bughouse. A
// passed piece alone is no sign: crazyhouse captures carry one too.
bool beyond_one_set(std::string_view fen, const Holdings& h, int in_flight = 0) {
  int men = 0, pawns = 0;
  const auto count = [&](char c) {
    if (!is_ascii_letter(c)) return;
    ++men;
    if (to_upper(c) == 'P') ++pawns;
  };
  for (const char c : fen.substr(0, fen.find_first_of(" [")) ) count(c);
  for (const char c : h.white) count(c);
  for (const char c : h.black) count(c);
  return men > 32 + in_flight || pawns > 16 + in_flight;
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
  const auto variant = pending_variant_.find(r.game_number);
  if (variant != pending_variant_.end()) {
    game.variant = variant->second;
    pending_variant_.erase(variant);
  }
  game.start_fen = std::string(fen);
  game.fen = game.start_fen;
  games_.push_back(std::move(game));
  active_[r.game_number] = games_.size() - 1;
  Game& started = games_.back();
  const auto held = pending_holdings_.find(r.game_number);
  if (held != pending_holdings_.end()) {
    set_holdings(started, held->second);
    pending_holdings_.erase(held);
    started.start_fen = started.fen;
  }
  return started;
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
  // Other players under the same number: a new game, unless it is being
  // examined, where the names are the examiner's to change.
  const bool examined = r.relation == 2 || r.relation == -2 || r.relation == -3;
  if (game != nullptr && !examined && (game->white != r.white || game->black != r.black)) game = nullptr;
  if (game == nullptr) return start_game(r, fen_without_pockets).id;
  game->white = std::string(r.white);
  game->black = std::string(r.black);
  game->relation = r.relation;

  // A <b1> line with a passed piece came before this board: its pockets.
  const auto held = pending_holdings_.find(r.game_number);
  if (held != pending_holdings_.end()) {
    game->holdings_line = held->second;
    game->holdings = parse_holdings(game->holdings_line).value();
    pending_holdings_.erase(held);
    if (game->variant != "bughouse" && beyond_one_set(fen_without_pockets, *game->holdings)) {
      game->variant = "bughouse";
    }
  }
  const std::string fen = with_pockets(*game, fen_without_pockets);
  const std::string bare(fen_without_pockets);
  const bool black_to_move = r.side_to_move == Color::Black;

  // Half-moves played before this position. A cut-short line may have
  // lost its move number: the board then comes after the last one seen,
  // as the side to move says.
  int64_t ply = 0;
  if (r.truncated && r.fields_present < 27) {
    if (without_pockets(game->fen) == bare) return game->id;
    ply = game->ply() + 1;
    if ((ply % 2 == 1) != black_to_move) ++ply;
  } else {
    ply = ply_of(r);
  }

  if (ply < game->start_ply) {
    // Back before the first position seen: start the record from here.
    game->plies.clear();
    game->start_ply = ply;
    game->start_fen = fen;
    game->fen = fen;
    return game->id;
  }
  if (ply <= game->ply()) {
    // The position recorded for this ply, if any.
    std::string* there = nullptr;
    size_t keep = 0;
    if (ply == game->start_ply) {
      there = &game->start_fen;
    } else {
      for (size_t k = 0; k < game->plies.size(); ++k) {
        if (game->plies[k].ply == ply) {
          there = &game->plies[k].fen;
          keep = k + 1;
          break;
        }
      }
    }
    if (there != nullptr && without_pockets(*there) == bare) {
      // The same board again (a refresh, or after a piece passed in
      // bughouse), or a takeback to a position seen: its pockets are the
      // newest known.
      game->plies.resize(keep);
      if (game->holdings) *there = fen;
      game->fen = *there;
      return game->id;
    }
    // Another move into this ply: drop the one seen and what followed it.
    size_t first_dropped = 0;
    while (first_dropped < game->plies.size() && game->plies[first_dropped].ply < ply) ++first_dropped;
    game->plies.resize(first_dropped);
    if (ply == game->start_ply) {
      // The first position itself changed (an examiner setting up).
      game->start_fen = fen;
      game->fen = fen;
      return game->id;
    }
  }

  Ply move;
  move.ply = ply;
  move.missing_before = static_cast<int>(ply - game->ply() - 1);
  if (!r.last_move_san.empty() && !r.last_move.empty()) {
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

void GameTracker::set_holdings(Game& game, std::string_view line) {
  game.holdings_line = std::string(line);
  game.holdings = parse_holdings(game.holdings_line).value();
  // A plain <b1> line may come before its board as well as after: one
  // captured man may still stand on the board it is judged against.
  if (game.variant != "bughouse") {
    game.variant = beyond_one_set(game.fen, *game.holdings, 1) ? "bughouse" : "crazyhouse";
  }
  game.fen = with_pockets(game, game.fen);
  std::string& latest = game.plies.empty() ? game.start_fen : game.plies.back().fen;
  latest = game.fen;
}

int GameTracker::on_holdings(const Holdings& h, std::string_view line) {
  const auto found = active_.find(h.game_number);
  Game* game = found == active_.end() || games_[found->second].ended() ? nullptr : &games_[found->second];
  // A line with a passed piece ("<- WP") comes before the board it leads
  // to; a plain one after its board, and before a game's first board it
  // waits for that board.
  if (game == nullptr || h.passed) {
    // Judged against the board it leads to, not the one before the capture.
    pending_holdings_[h.game_number] = std::string(line);
    if (game != nullptr && game->variant == "chess") game->variant = "crazyhouse";
    return game != nullptr ? game->id : 0;
  }
  set_holdings(*game, line);
  return game->id;
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

void GameTracker::on_game_start(int64_t game_number, std::string_view description) {
  const std::string variant = variant_of_description(description);
  if (!variant.empty()) pending_variant_[game_number] = variant;
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
