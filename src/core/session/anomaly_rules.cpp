// Every rule that finds an anomaly: what a line shows by itself, and what
// contradicts the game a board belongs to (the tracker asks these as it
// takes the board). Their sentences are anomaly_message.cpp's.
#include "session/anomaly_rules.h"

#include "chess/castling.h"
#include "style12/encode.h"
#include "style12/fields.h"
#include "style12/relation.h"
#include "style12/square.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12 {

void line_anomalies(const Style12& r, const Position& p, bool pockets_possible,
                    std::vector<Anomaly>& out) {
  if (r.double_push_file >= 0 && !double_push_plausible(p, r.double_push_file)) {
    add_anomaly(out, AnomalyCode::EpWithoutDoublePush, kDoublePushField, {r.double_push_file});
  }
  if (r.halfmove_clock < 0)
    add_anomaly(out, AnomalyCode::NegativeHalfmove, kHalfmoveField, {r.halfmove_clock});
  if (!relation::known(r.relation))
    add_anomaly(out, AnomalyCode::UnknownRelation, kRelationField, {r.relation});
  // Games with pockets are left alone: FICS counts the pieces in hand too,
  // and other servers weigh the pieces otherwise (FatICS's crazyhouse
  // starts at 24).
  if (!pockets_possible && r.fields_present >= kBlackStrengthField && p.width == 8 &&
      p.height == 8) {
    const std::array<int64_t, 2> counted_both = material_strengths(p);
    for (const Color c : {Color::White, Color::Black}) {
      const int64_t shown = c == Color::White ? r.white_strength : r.black_strength;
      const int64_t counted = counted_both[c == Color::White ? 0 : 1];
      if (shown == counted) continue;
      add_anomaly(out, AnomalyCode::StrengthMismatch,
                  c == Color::White ? kWhiteStrengthField : kBlackStrengthField, {shown, counted});
    }
  }
}

namespace detail {

namespace {

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

}  // namespace

bool judge_time_control(const Game& game, const Style12& r, std::vector<Anomaly>& anomalies) {
  if (r.fields_present < kIncrementField ||
      (game.initial_time == r.initial_time && game.increment == r.increment)) {
    return false;
  }
  add_anomaly(anomalies, AnomalyCode::TimeControlChanged, kInitialTimeField,
              {r.initial_time, r.increment, game.initial_time, game.increment});
  return true;
}

void judge_move_number(const Style12& r, int64_t numbered, int64_t followed,
                       std::vector<Anomaly>& anomalies) {
  if (numbered == followed) return;
  add_anomaly(anomalies, AnomalyCode::MoveNumberMismatch, kMoveNumberField,
              {r.move_number, r.side_to_move == Color::Black});
}

void judge_halfmove(const Style12& r, int64_t reached, bool followed,
                    std::vector<Anomaly>& anomalies) {
  // (A drop resets FICS's count but not the rules'; it is not judged.)
  const bool dropped = r.last_move_info && r.last_move_info->drop;
  if (r.halfmove_clock >= 0 && r.halfmove_clock != reached && !dropped &&
      (followed || reached == 0)) {
    add_anomaly(anomalies, AnomalyCode::HalfmoveMismatch, kHalfmoveField,
                {r.halfmove_clock, reached, followed});
  }
}

ClocksBefore clocks_before(const Game& game) {
  if (game.plies.empty() || !game.plies.back().clocks_known) return {};
  return {true, game.plies.back().white_ms, game.plies.back().black_ms};
}

// To two seconds when the clocks are whole seconds. Not on each side's
// first move, which servers time each their own way.
void judge_clock(Game& game, const Style12& r, bool verified, const ClocksBefore& clocks,
                 int64_t ply, std::vector<Anomaly>& anomalies) {
  if (!verified || !clocks.known || !game.clocks_run() || ply <= 2 ||
      r.fields_present < kTimeTakenField || !r.last_move_time_ms) {
    return;
  }
  const bool white_moved = r.side_to_move == Color::Black;
  const int64_t before = white_moved ? clocks.white_ms : clocks.black_ms;
  const int64_t after = white_moved ? r.white_time_ms : r.black_time_ms;
  const bool odds = !white_moved && game.time_odds;
  if (odds && !game.black_increment_known) {
    // Time odds an observer was not told: Black's increment is what its
    // first move timed gave back.
    game.black_increment = (after - before + *r.last_move_time_ms + 500) / 1000;
    if (game.black_increment < 0) game.black_increment = 0;
    game.black_increment_known = true;
    return;
  }
  int64_t increment_ms = 0;
  text::multiply(odds ? game.black_increment : r.increment, 1000, increment_ms);
  const int64_t added = game.added_ms[white_moved ? 0 : 1];
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

}  // namespace detail

}  // namespace style12
