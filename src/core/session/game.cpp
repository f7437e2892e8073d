#include "style12/game.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "chess/castling.h"
#include "session/move_check.h"
#include "style12/clock.h"
#include "style12/fen.h"
#include "text/hints.h"
#include "text/text.h"

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

// More men on the board and in the pockets than one set has (32, of them
// 16 pawns): pieces came from a partner's board, so this is bughouse. A
// passed piece alone is no sign: crazyhouse captures carry one too.
bool beyond_one_set(const Position& p, const std::array<Pocket, 2>& pockets, int in_flight = 0) {
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

// The game's plies before the `keep`th. (Not resize(): it never grows
// them here, and resize() would bring the vector's growing code along.)
void truncate_plies(Game& game, size_t keep) {
  game.plies.erase(game.plies.begin() + static_cast<std::ptrdiff_t>(keep), game.plies.end());
}

// The same board as one the game holds, its halfmove clock aside: the
// game keeps its own count, and servers send wrong ones (FICS: -2, -1, 0
// after a takeback).
bool same_board(const Position& held, const Position& shown) {
  return same_position(held, shown, HalfmoveClock::Ignored);
}

// A half-move that resets the halfmove clock by what the line says of it
// (a pawn moved, or something was taken), for boards no move was checked
// into.
bool irreversible(const Style12& r) {
  return (r.last_move_info && r.last_move_info->piece == 'P') ||
         r.last_move_san.find('x') != std::string_view::npos;
}

// Which castling flags a position's rights amount to: short and long, a
// colour each (as Style 12's fields 12-15).
std::array<bool, 4> castling_flags(const Position& p, Variant variant) {
  std::array<bool, 4> flags{};
  for (const Color c : {Color::White, Color::Black}) {
    const uint16_t rights = detail::castling_rights(p, c, castling_rule_of(variant));
    for (int f = 0; f < p.width; ++f) {
      if (!(rights >> f & 1)) continue;
      const CastlingSide side = detail::castling_side(p, c, f);
      flags[(c == Color::White ? 0 : 2) + (side == CastlingSide::Long ? 1 : 0)] = true;
    }
  }
  return flags;
}

// A board's castling flags, as castling_flags() orders them.
std::array<bool, 4> flags_of(const Style12& r) {
  return {r.castling.white_short, r.castling.white_long, r.castling.black_short,
          r.castling.black_long};
}

constexpr int kCastlingFields[4] = {kWhiteShortField, kWhiteLongField, kBlackShortField,
                                    kBlackLongField};

// Where the game saw the piece on `square` go (the last move from it, or
// of the other side onto it): the move number and how, as CastlingLoss.
STYLE12_RARE std::pair<int64_t, CastlingLoss> loss_of(const Game& game, int square, bool white) {
  const auto named = [&](std::string_view uci, size_t at) {
    return uci.size() >= at + 2 && uci[at] - 'a' == square % 16 && uci[at + 1] - '1' == square / 16;
  };
  for (size_t i = game.plies.size(); i-- > 0;) {
    const Ply& ply = game.plies[i];
    const std::string_view uci = ply.uci;
    const bool white_moved = ply.ply % 2 == 1;
    const int64_t move = (ply.ply + 1) / 2;
    if (white_moved == white && named(uci, 0)) return {move, CastlingLoss::Moved};
    if (white_moved != white && named(uci, 2)) return {move, CastlingLoss::Captured};
  }
  return {0, CastlingLoss::NotSeen};
}

// A flag that claims a right the board cannot have: why, for the anomaly.
STYLE12_RARE void add_castling_claim(const Game& game, const Position& position, int k,
                                     std::vector<Anomaly>& anomalies) {
  const Color color = k < 2 ? Color::White : Color::Black;
  const bool short_side = k % 2 == 0;
  const int rank = position.backrank(color);
  const bool standard = castling_rule_of(game.variant) == CastlingRule::Standard;
  const int home = position.width / 2;
  const int king = detail::king_file(position, color);
  CastlingReason reason = CastlingReason::NoRook;
  int square = -1;
  if (standard ? king != home : king < 0) {
    reason = CastlingReason::KingNotHome;
    if (standard) square = rank * 16 + home;
  } else if (standard) {
    square = rank * 16 + (short_side ? position.width - 1 : 0);
  }
  std::pair<int64_t, CastlingLoss> loss{0, CastlingLoss::NotSeen};
  if (square >= 0) loss = loss_of(game, square, color == Color::White);
  // The king is not taken: it left.
  if (reason == CastlingReason::KingNotHome && loss.second == CastlingLoss::Captured) loss = {};
  add_anomaly(
      anomalies, AnomalyCode::CastlingAfterKingMoved, kCastlingFields[k],
      {static_cast<int64_t>(reason), square, loss.first, static_cast<int64_t>(loss.second)});
}

// Whether a board allows the right a castling flag claims (k as
// flags_of() orders them) under its game's rule.
bool allows(const Position& p, Variant variant, int k) {
  const Color color = k < 2 ? Color::White : Color::Black;
  if (castling_rule_of(variant) == CastlingRule::Free)
    return castling_flags(p, variant)[static_cast<size_t>(k)];
  const int rank = p.backrank(color);
  return p.at(p.width / 2, rank) == piece_of(color, 'K') &&
         p.at(k % 2 == 0 ? p.width - 1 : 0, rank) == piece_of(color, 'R');
}

// The castling flags of a board of the game, judged: a claim of a right the
// board cannot have, told on the board where it starts (not in wild, whose
// every start FICS sends with all four: its flags say only that nothing has
// moved); and, when a checked move led to the board (`followed`), a right
// the board before had given up granted again. `judge` false: the flags
// are only kept (a board taken back to, whose flags are the earlier ones).
STYLE12_COLD void judge_castling(Game& game, const Style12& r, const Position& position,
                                 int64_t line, bool first, bool followed, bool judge,
                                 std::vector<Anomaly>& anomalies) {
  const std::array<bool, 4> now = flags_of(r);
  // FICS sets every wild start's flags: they say only that nothing moved.
  const bool shuffled = game.variant == Variant::Wild;
  for (int k = 0; k < 4; ++k) {
    const auto i = static_cast<size_t>(k);
    const bool contradicted = now[i] && !shuffled && !allows(position, game.variant, k);
    if (judge && contradicted && (first || !game.castling_contradicted[i])) {
      add_castling_claim(game, position, k, anomalies);
    } else if (judge && followed && now[i] && !first && !game.castling_flags[i]) {
      add_anomaly(
          anomalies, AnomalyCode::CastlingAfterKingMoved, kCastlingFields[k],
          {static_cast<int64_t>(CastlingReason::GrantedAgain), -1, 0, 0, game.castling_flags_line});
    }
    game.castling_contradicted[i] = contradicted;
  }
  game.castling_flags = now;
  game.castling_flags_line = line;
}

void give_pockets(Position& position, const std::array<Pocket, 2>& pockets) {
  position.has_pockets = true;
  position.pockets = pockets;
}

// The game's last position changed where it stands (pockets given): the
// start or the last ply holds it too.
void keep_current(Game& game) {
  if (game.plies.empty()) {
    game.start = game.current;
  } else {
    game.plies.back().set_position(game.current);
  }
}

// The position the game's last ply or its start holds, as the last one.
void restore_current(Game& game) {
  if (game.plies.empty()) {
    game.current = game.start;
  } else {
    game.plies.back().packed.unpack(game.current);
  }
}

// The men a pocket holds in the packed form, in its order.
constexpr std::array<char, 6> kPocketMen = {'P', 'N', 'B', 'R', 'Q', 'K'};

// Whether `n` bytes from `p` are all zero, a word at a time.
bool all_zero(const char* p, size_t n) {
  uint64_t any = 0;
  for (size_t i = 0; i < n; i += 8) {
    uint64_t w = 0;
    std::memcpy(&w, p + i, 8);
    any |= w;
  }
  return any == 0;
}

// A board for a ply the game has passed: back before its first position,
// the same board again (a refresh, or after a piece passed in bughouse), a
// takeback to a position seen, another move into a ply seen, or an
// examiner setting up. True when the board is taken in whole here; false
// when it goes on as a new move, the plies from `ply` on dropped.
STYLE12_RARE bool revisit(Game& game, int64_t ply, const Position& position, const Style12& r) {
  if (ply < game.start_ply) {
    // Back before the first position seen: start the record from here.
    game.plies.clear();
    game.start_ply = ply;
    game.start = position;
    if (game.has_holdings) give_pockets(game.start, game.holdings);
    game.current = game.start;
    return true;
  }
  // The position recorded for this ply, if any.
  const Position* there = nullptr;
  Position unpacked;
  size_t keep = 0;
  if (ply == game.start_ply) {
    there = &game.start;
  } else {
    for (size_t k = 0; k < game.plies.size(); ++k) {
      if (game.plies[k].ply == ply) {
        game.plies[k].packed.unpack(unpacked);
        there = &unpacked;
        keep = k + 1;
        break;
      }
    }
  }
  if (there != nullptr && same_board(*there, position)) {
    // Its pockets are the newest known, and so are its clocks: a takeback
    // gives back the time the moves taken back took.
    truncate_plies(game, keep);
    if (keep > 0 && r.fields_present >= kBlackTimeField) {
      game.plies.back().white_ms = r.white_time_ms;
      game.plies.back().black_ms = r.black_time_ms;
    }
    game.current = *there;
    if (game.has_holdings) {
      give_pockets(game.current, game.holdings);
      keep_current(game);
    }
    return true;
  }
  // Another move into this ply: drop the one seen and what followed it.
  size_t first_dropped = 0;
  while (first_dropped < game.plies.size() && game.plies[first_dropped].ply < ply) ++first_dropped;
  truncate_plies(game, first_dropped);
  restore_current(game);
  if (ply == game.start_ply) {
    // The first position itself changed (an examiner setting up).
    game.start = position;
    if (game.has_holdings) give_pockets(game.start, game.holdings);
    game.current = game.start;
    return true;
  }
  return false;
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

// The half-move the board check rebuilt between the game's last board and
// this one (at `ply`, read at `line`), as a ply of its own.
STYLE12_RARE void add_rebuilt_ply(Game& game, const detail::MoveCheck& check, const Style12& r,
                                  int64_t ply, int64_t line) {
  Position between = check.between.position();
  // Pockets made up for the search (none known yet) are not kept.
  if (!game.has_holdings) {
    between.has_pockets = false;
    between.pockets = {};
  }
  between.halfmove_clock = check.between.halfmove_clock();
  if (game.has_holdings && !between.has_pockets) give_pockets(between, game.holdings);
  Ply& rebuilt = game.plies.emplace_back(between);
  rebuilt.ply = ply - 1;
  rebuilt.line = line;  // never seen; written just before the move after it
  rebuilt.uci = check.missing_uci;
  rebuilt.checked_san = check.missing_san;
  rebuilt.reconstructed = true;
  // Its mover's clock stood still from that move to this board: this
  // board shows it. The other clock is this board's too, less the time
  // this move took, which is not known: both are this board's.
  rebuilt.white_ms = r.white_time_ms;
  rebuilt.black_ms = r.black_time_ms;
  rebuilt.clocks_known = true;
}

}  // namespace

bool PackedPosition::pack_small(const Position& p) {
  if (p.width > 8 || p.height > 8) return false;
  // Nothing stands outside the corner of 8x8 that is kept (a position
  // made by hand may have something there; it is kept whole).
  static_assert(kMaxBoardSize == 16);
  const char* board = p.board.data();
  for (size_t r = 0; r < 8; ++r) {
    if (!all_zero(board + r * 16 + 8, 8)) return false;
    std::memcpy(&board_[r * 8], board + r * 16, 8);
  }
  if (!all_zero(board + 8 * 16, 8 * 16)) return false;
  promoted_ = 0;
  if (p.promoted.any()) {
    for (size_t r = 0; r < 8; ++r) {
      for (size_t f = 0; f < 8; ++f) {
        if (p.promoted[r * 16 + f]) promoted_ |= uint64_t{1} << (r * 8 + f);
      }
    }
    if (static_cast<size_t>(std::popcount(promoted_)) != p.promoted.count()) return false;
  }
  for (size_t c = 0; c < 2; ++c) {
    // Most games have empty pockets: nothing to sort out.
    unsigned any = 0;
    for (const uint16_t n : p.pockets[c].count) any |= n;
    if (any == 0) {
      pockets_[c] = {};
      continue;
    }
    Pocket rest = p.pockets[c];
    for (size_t k = 0; k < kPocketMen.size(); ++k) {
      const uint16_t n = rest[kPocketMen[k]];
      if (n > 255) return false;
      pockets_[c][k] = static_cast<uint8_t>(n);
      rest[kPocketMen[k]] = 0;
    }
    unsigned others = 0;
    for (const uint16_t n : rest.count) others |= n;
    if (others != 0) return false;
  }
  width_ = p.width;
  height_ = p.height;
  turn_ = p.turn;
  castling_ = p.castling;
  en_passant_ = p.en_passant;
  halfmove_clock_ = p.halfmove_clock;
  fullmove_number_ = p.fullmove_number;
  has_pockets_ = p.has_pockets;
  return true;
}

void PackedPosition::pack(const Position& position) {
  if (pack_small(position)) {
    whole_.reset();
  } else {
    whole_ = std::make_shared<const Position>(position);
  }
}

void PackedPosition::unpack(Position& out) const {
  if (whole_) {
    out = *whole_;
    return;
  }
  out = Position{};
  out.width = width_;
  out.height = height_;
  for (size_t r = 0; r < 8; ++r) std::memcpy(&out.board[r * 16], &board_[r * 8], 8);
  for (uint64_t bits = promoted_; bits != 0; bits &= bits - 1) {
    const auto i = static_cast<size_t>(std::countr_zero(bits));
    out.promoted.set((i / 8) * 16 + i % 8);
  }
  out.turn = turn_;
  out.castling = castling_;
  out.en_passant = en_passant_;
  out.halfmove_clock = halfmove_clock_;
  out.fullmove_number = fullmove_number_;
  out.has_pockets = has_pockets_;
  for (size_t c = 0; c < 2; ++c) {
    for (size_t k = 0; k < kPocketMen.size(); ++k) out.pockets[c][kPocketMen[k]] = pockets_[c][k];
  }
}

std::string Ply::fen() const { return to_fen(position()); }

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

STYLE12_RARE Game& GameTracker::start_game(const Style12& r, const Position& position) {
  Game& game = games_.emplace_back();
  game.id = next_id_++;
  game.game_number = r.game_number;
  game.white = r.white;
  game.black = r.black;
  game.initial_time = r.initial_time;
  game.increment = r.increment;
  game.relation = r.relation;
  game.start_ply = ply_of(r);
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
  return game;
}

void GameTracker::set_holdings(Game& game, const std::array<Pocket, 2>& pockets) {
  // A plain <b1> line may come before its board as well as after: one
  // captured man may still stand on the board it is judged against.
  if (game.variant != Variant::Bughouse) {
    game.variant =
        beyond_one_set(game.position(), pockets, 1) ? Variant::Bughouse : Variant::Crazyhouse;
  }
  game.has_holdings = true;
  game.holdings = pockets;
  give_pockets(game.current, pockets);
  keep_current(game);
}

// The side to move's clock, when the board says it runs (clock_runs()).
void GameTracker::set_clock(Game& game, const Style12& r) {
  game.clock_running =
      clock_runs(board_clocks(r)) ? (r.side_to_move == Color::White ? 'w' : 'b') : '\0';
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

BoardOutcome GameTracker::on_board(const Style12& r, const Position& position, int64_t line,
                                   std::vector<Anomaly>& anomalies) {
  Game* game = active(r.game_number);
  if (game != nullptr) {
    Active& entry = *active_entry(r.game_number);
    if (entry.detached) {
      // Made examiner of the game it stopped observing: the same board.
      entry.detached = false;
      if (!same_board(game->position(), position) || !text::same(game->white, r.white) ||
          !text::same(game->black, r.black)) {
        game = nullptr;
      }
    }
  }
  // What the server said before this board: a game created or observed
  // anew, or an adjourned one resumed.
  const bool examining = relation::examined(r.relation);
  bool fresh = take_fresh(r.game_number);
  if (fresh_examine_ && examining) {
    fresh_examine_ = false;
    fresh = true;
  }
  if (Game* resumed = take_resumed(r)) {
    game = resumed;
  } else if (fresh) {
    game = nullptr;
  }
  // Another kind of relation (played, examined, a position alone) or,
  // outside examining, another time control: another game.
  if (game != nullptr && relation_kind(game->relation) != relation_kind(r.relation)) game = nullptr;
  if (game != nullptr && !examining && r.fields_present >= kIncrementField &&
      (game->initial_time != r.initial_time || game->increment != r.increment)) {
    game = nullptr;
  }
  if (game != nullptr && game->ended()) {
    // The final board sent again (at the game's end, on refresh) is still
    // that game; any other board under its number starts a new one, and so
    // do other players on the same board (a new pair at the start position
    // after a game aborted there).
    if (same_board(game->position(), position) && text::same(game->white, r.white) &&
        text::same(game->black, r.black)) {
      BoardOutcome again;
      again.game_id = game->id;
      return again;
    }
    game = nullptr;
  }
  // Other players under the same number: a new game, unless it is not
  // being played (examined, or a position alone), where the names are the
  // examiner's to change; but an examined game whose players and position
  // both change is another one (the next puzzle loaded).
  if (game != nullptr && (!text::same(game->white, r.white) || !text::same(game->black, r.black)) &&
      (relation::played(r.relation) || !board_follows(*game, position, r))) {
    game = nullptr;
  }

  // A <b1> line that came before this board: its pockets, and the piece
  // passed with it.
  BoardOutcome out;
  std::optional<Pending> held;
  for (size_t i = 0; i < pending_holdings_.size(); ++i) {
    if (pending_holdings_[i].game_number != r.game_number) continue;
    held = pending_holdings_[i];
    pending_holdings_.erase(pending_holdings_.begin() + static_cast<std::ptrdiff_t>(i));
    out.passed = held->passed;
    break;
  }

  if (game == nullptr) {
    Game& started = start_game(r, position);
    set_clock(started, r);
    started.first_board_line = line;
    started.last_board_line = line;
    if (held) set_holdings(started, held->pockets);
    judge_castling(started, r, position, line, true, false, true, anomalies);
    out.game_id = started.id;
    return out;
  }
  out.game_id = game->id;
  set_clock(*game, r);
  // Whatever this board does to the record, the rules' copy of the last
  // position is refreshed only when its move is checked below.
  bool rules_board_known = game->rules_board_known;
  game->rules_board_known = false;
  if (!text::same(game->white, r.white)) game->white = r.white;
  if (!text::same(game->black, r.black)) game->black = r.black;
  game->relation = r.relation;
  game->last_board_line = line;
  if (held) {
    game->has_holdings = true;
    game->holdings = held->pockets;
    if (game->variant != Variant::Bughouse && beyond_one_set(position, held->pockets)) {
      game->variant = Variant::Bughouse;
    }
  }
  const bool black_to_move = r.side_to_move == Color::Black;
  // What the game knew before this board, for the fields to be judged
  // against: its clocks after the last move.
  const bool clocks_before = !game->plies.empty() && game->plies.back().clocks_known;
  const int64_t white_ms_before = clocks_before ? game->plies.back().white_ms : 0;
  const int64_t black_ms_before = clocks_before ? game->plies.back().black_ms : 0;
  if (r.fields_present >= kIncrementField &&
      (game->initial_time != r.initial_time || game->increment != r.increment)) {
    add_anomaly(anomalies, AnomalyCode::TimeControlChanged, kInitialTimeField,
                {r.initial_time, r.increment, game->initial_time, game->increment});
    game->initial_time = r.initial_time;
    game->increment = r.increment;
  }

  // Half-moves played before this position. A cut-short line may have
  // lost its move number: the board then comes after the last one seen,
  // as the side to move says.
  // The check of this board against the game's last position, by the
  // move between them. The pockets before the move are the newest the
  // game's <b1> lines gave (a piece passed in bughouse arrives ahead of
  // the board that drops it).
  detail::MoveCheck check;
  bool checked = false;
  const auto check_from_last = [&](int64_t missing) {
    const Chessboard* known = rules_board_known ? &game->rules_board : nullptr;
    if (game->has_holdings) {
      Position before = game->position();
      give_pockets(before, game->holdings);
      detail::check_board(game->variant, before, position, r, missing, nullptr, check);
    } else {
      detail::check_board(game->variant, game->position(), position, r, missing, known, check);
    }
    checked = true;
  };

  int64_t ply = 0;
  if (r.truncated && r.fields_present < kMoveNumberField) {
    if (same_board(game->position(), position)) return out;
    ply = game->ply() + 1;
    if ((ply % 2 == 1) != black_to_move) ++ply;
  } else {
    int64_t& offset = game->ply_offset[black_to_move ? 1 : 0];
    ply = ply_of(r) + offset;
    // The server's move number can be wrong (FICS counts a board file with
    // Black to move from move 1): a board one legal move on from the last
    // is the next half-move, whatever its number says, and the boards after
    // it are counted the same way (told once, here).
    if (ply != game->ply() + 1 && !same_board(game->position(), position)) {
      check_from_last(0);
      if (check.verdict == BoardCheck::Verdict::Verified) {
        add_anomaly(anomalies, AnomalyCode::MoveNumberMismatch, kMoveNumberField,
                    {r.move_number, black_to_move});
        offset += game->ply() + 1 - ply;
        ply = game->ply() + 1;
      } else {
        check = detail::MoveCheck{};
        checked = false;
      }
    }
  }

  if (ply <= game->ply()) {
    if (revisit(*game, ply, position, r)) {
      judge_castling(*game, r, position, line, false, false, false, anomalies);
      return out;
    }
    // The rules' copy of the last position was after the dropped move.
    rules_board_known = false;
  }

  const int64_t missing = ply - game->ply() - 1;
  if (!checked) check_from_last(missing);
  game->rules_board_known = check.verdict == BoardCheck::Verdict::Verified && !game->has_holdings &&
                            !variant_info(game->variant).pockets;
  if (game->rules_board_known) game->rules_board = check.next;
  out.check.verdict = check.verdict;
  out.check.gap = missing;
  if (check.verdict == BoardCheck::Verdict::Reconstructed)
    add_rebuilt_ply(*game, check, r, ply, line);
  Ply& move = game->plies.emplace_back();
  // Built whole as the game's last position, packed into the ply at the end.
  Position& reached = game->current;
  reached = position;
  // The halfmove clock as the game counts it from the move checked into
  // this board; else as the server says, unless the move must have reset it.
  const bool followed = check.verdict == BoardCheck::Verdict::Verified ||
                        check.verdict == BoardCheck::Verdict::Reconstructed;
  if (followed) {
    reached.halfmove_clock = check.next.halfmove_clock();
  } else if (irreversible(r)) {
    reached.halfmove_clock = 0;
  }
  // (A drop resets FICS's count but not the rules'; it is not judged.)
  const bool dropped = r.last_move_info && r.last_move_info->drop;
  if (r.halfmove_clock >= 0 && r.halfmove_clock != reached.halfmove_clock && !dropped &&
      (followed || reached.halfmove_clock == 0)) {
    add_anomaly(anomalies, AnomalyCode::HalfmoveMismatch, kHalfmoveField,
                {r.halfmove_clock, reached.halfmove_clock, followed});
  }
  // The mover's clock: what it showed, less the move's time (the lag
  // already taken off), plus its side's increment and any time the server
  // said was added (moretime), to two seconds when the clocks are whole
  // seconds. Not on each side's first move, which servers time each their
  // own way.
  if (followed && check.verdict == BoardCheck::Verdict::Verified && clocks_before &&
      game->clocks_run() && ply > 2 && r.fields_present >= kTimeTakenField && r.last_move_time_ms) {
    const bool white_moved = black_to_move;
    const int64_t before = white_moved ? white_ms_before : black_ms_before;
    const int64_t after = white_moved ? r.white_time_ms : r.black_time_ms;
    const bool odds = !white_moved && game->time_odds;
    if (odds && !game->black_increment_known) {
      // Time odds an observer was not told: Black's increment is what its
      // first move timed gave back.
      game->black_increment = (after - before + *r.last_move_time_ms + 500) / 1000;
      if (game->black_increment < 0) game->black_increment = 0;
      game->black_increment_known = true;
    } else {
      int64_t increment_ms = 0;
      text::multiply(odds ? game->black_increment : r.increment, 1000, increment_ms);
      const int64_t added = game->added_ms[white_moved ? 0 : 1];
      const int64_t expected = before - *r.last_move_time_ms + increment_ms + added;
      const int64_t slack = r.time_unit == TimeUnit::Milliseconds ? 100 : 2000;
      // (A clock that gained time is not judged for an observer: FICS tells
      // only the players of moretime.)
      if (after < expected - slack || (after > expected + slack && relation::playing(r.relation))) {
        add_anomaly(anomalies, AnomalyCode::ClockMismatch,
                    white_moved ? kWhiteTimeField : kBlackTimeField,
                    {before, after, *r.last_move_time_ms, increment_ms + added, expected});
      }
    }
  }
  // A board shows the clocks with whatever was added before it.
  game->added_ms = {};
  move.ply = ply;
  move.line = line;
  move.missing_before =
      check.verdict == BoardCheck::Verdict::Reconstructed ? 0 : static_cast<int>(missing);
  move.uci = check.uci;
  move.checked_san = check.san;
  out.check.uci = check.uci;
  out.check.san = check.san;
  if (check.verdict == BoardCheck::Verdict::Resync) {
    move.resync = true;
    move.resync_reason = check.reason;
    out.check.reason = std::move(check.reason);
  }
  if (!r.last_move_san.empty() && !r.last_move.empty()) {
    move.san = r.last_move_san;
    move.verbose = r.last_move;
  }
  move.time_taken = r.last_move_time;
  move.time_taken_ms = r.last_move_time_ms ? *r.last_move_time_ms : -1;
  move.white_ms = r.white_time_ms;
  move.black_ms = r.black_time_ms;
  move.clocks_known = true;
  if (game->has_holdings) give_pockets(reached, game->holdings);
  move.set_position(reached);
  judge_castling(*game, r, position, line, false, followed, true, anomalies);
  return out;
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
  set_holdings(*game, pockets_of(h));
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

const Game* GameTracker::partner(int id) const {
  const Game* game = find(id);
  if (game == nullptr || game->variant != Variant::Bughouse) return nullptr;
  const Game* best = nullptr;
  for (const Game& other : games_) {
    if (other.id == id || other.variant != Variant::Bughouse) continue;
    const bool overlap = other.first_board_line <= game->last_board_line &&
                         game->first_board_line <= other.last_board_line;
    if (!overlap) continue;
    const auto distance = [&](const Game& g) {
      return text::distance(g.game_number, game->game_number);
    };
    if (best == nullptr || distance(other) < distance(*best)) best = &other;
  }
  return best;
}

const Game* GameTracker::find(int id) const { return games_.find(id); }

std::string GameTracker::current_fen(int id) const {
  const Game* game = find(id);
  return game ? game->fen() : std::string();
}

}  // namespace style12
