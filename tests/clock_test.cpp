// The relation field's meanings (style12/relation.h) and the one clock rule
// (style12/clock.h): which clock runs after a board, and the clocks later.
#include "style12/clock.h"

#include <gtest/gtest.h>

#include <string>

#include "line_edit.h"
#include "style12/style12.h"

namespace style12 {
namespace {

using testing::with_field;

TEST(Relation, PredicatesFollowTheHelpFile) {
  EXPECT_TRUE(relation::played(1));
  EXPECT_TRUE(relation::played(-1));
  EXPECT_TRUE(relation::played(0));
  EXPECT_FALSE(relation::played(2));
  EXPECT_FALSE(relation::played(-2));
  EXPECT_FALSE(relation::played(-3));
  EXPECT_FALSE(relation::played(-4));
  EXPECT_FALSE(relation::played(5));
  EXPECT_TRUE(relation::playing(1) && relation::playing(-1) && !relation::playing(0));
  EXPECT_TRUE(relation::observing(0) && relation::observing(-2) && !relation::observing(2));
  EXPECT_TRUE(relation::examined(2) && relation::examined(-2) && !relation::examined(-3));
  EXPECT_TRUE(relation::examining(2) && !relation::examining(-2));
  EXPECT_TRUE(relation::position_alone(-3) && relation::position_alone(-4));
  EXPECT_TRUE(relation::position_alone(7) && !relation::position_alone(0));
  for (int r = -4; r <= 2; ++r) EXPECT_TRUE(relation::known(r)) << r;
  EXPECT_FALSE(relation::known(-5));
  EXPECT_FALSE(relation::known(3));
  EXPECT_EQ(relation_kind(-1), RelationKind::Played);
  EXPECT_EQ(relation_kind(-2), RelationKind::Examined);
  EXPECT_EQ(relation_kind(-4), RelationKind::Isolated);
  EXPECT_EQ(relation_value(Relation::InitialPosition), -4);
  EXPECT_EQ(relation_value(Relation::Examining), 2);
  EXPECT_EQ(relation_meaning(-2), "I am observing a game being examined");
  EXPECT_EQ(relation_meaning(9), "an unknown relation (kept as sent)");
}

TEST(Relation, MoverIsWhoThisSessionMovesFor) {
  EXPECT_EQ(mover(1), Mover::SideToMove);
  EXPECT_EQ(mover(-1), Mover::OtherSide);
  EXPECT_EQ(mover(2), Mover::Both);
  for (const int64_t r : {-4, -3, -2, 0, 3, -5}) EXPECT_EQ(mover(r), Mover::None) << r;
}

BoardClocks five_minutes(int64_t relation, ClockTicking ticking) {
  BoardClocks b;
  b.relation = relation;
  b.ticking = ticking;
  b.initial_time = 5;
  b.white_ms = 300000;
  b.black_ms = 300000;
  return b;
}

TEST(Clock, FieldThirtyTwoDecidesWhenSent) {
  EXPECT_TRUE(clock_runs(five_minutes(2, ClockTicking::Ticking)));
  EXPECT_FALSE(clock_runs(five_minutes(1, ClockTicking::Stopped)));
}

TEST(Clock, WithoutFieldThirtyTwoOnlyAPlayedGameRuns) {
  for (const int64_t r : {1, -1, 0})
    EXPECT_TRUE(clock_runs(five_minutes(r, ClockTicking::NotSent)));
  // The board iset startpos sends before a move list (-4) is no live game.
  for (const int64_t r : {2, -2, -3, -4, 3}) {
    EXPECT_FALSE(clock_runs(five_minutes(r, ClockTicking::NotSent))) << r;
  }
}

TEST(Clock, UntimedOrSidelessRecordsHaveNoRunningClock) {
  BoardClocks b = five_minutes(1, ClockTicking::Ticking);
  b.initial_time = 0;
  EXPECT_FALSE(clock_runs(b));
  b.increment = 2;
  EXPECT_TRUE(clock_runs(b));
  b.side_known = false;
  EXPECT_FALSE(clock_runs(b));
}

TEST(Clock, TheRunningClockLosesTheTimeSinceTheBoard) {
  BoardClocks b = five_minutes(1, ClockTicking::Ticking);
  ClocksAt at = clocks_at(b, 2500);
  EXPECT_EQ(at.white_ms, 297500);
  EXPECT_EQ(at.black_ms, 300000);
  EXPECT_EQ(at.running, 'w');
  EXPECT_EQ(at.flagged, 0);
  at = clocks_at(b, -500);  // a clock running behind: nothing is lost
  EXPECT_EQ(at.white_ms, 300000);
  b.side_to_move = Color::Black;
  at = clocks_at(b, 1000);
  EXPECT_EQ(at.black_ms, 299000);
  EXPECT_EQ(at.running, 'b');
}

TEST(Clock, FlagFalls) {
  BoardClocks b = five_minutes(1, ClockTicking::Ticking);
  EXPECT_EQ(clocks_at(b, 300000).flagged, 'w');  // at zero while running
  EXPECT_EQ(clocks_at(b, 300000).white_ms, 0);
  b.white_ms = 0;
  b.ticking = ClockTicking::Stopped;
  EXPECT_EQ(clocks_at(b, 1000).flagged, 0);  // stopped at zero: not yet
  b.black_ms = -1;
  EXPECT_EQ(clocks_at(b, 1000).flagged, 'b');  // under zero: fell earlier
  b.initial_time = 0;
  EXPECT_EQ(clocks_at(b, 1000).flagged, 0);  // untimed: no flag
}

// A line without field 32, as older servers send it.
const std::string kNoField32 =
    "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 7 "
    "Newton Einstein 0 3 0 39 39 180 180 1 none (0:00) none 0";

char running_after(const std::string& line) {
  const auto record = parse_style12(line);
  EXPECT_TRUE(record.has_value()) << line;
  if (!record) return '?';
  GameTracker tracker;
  const int id = tracker.on_board(*record, to_position(*record)).game_id;
  return tracker.find(id)->running_clock();
}

TEST(Clock, TheTrackerFollowsTheRule) {
  EXPECT_EQ(running_after(kNoField32), 'w');
  EXPECT_EQ(running_after(with_field(kNoField32, 20, "-1")), 'w');
  EXPECT_EQ(running_after(with_field(kNoField32, 20, "2")), 0);
  EXPECT_EQ(running_after(with_field(kNoField32, 20, "-3")), 0);
  EXPECT_EQ(running_after(with_field(kNoField32, 20, "-4")), 0);
  EXPECT_EQ(running_after(with_field(kNoField32, 10, "B")), 'b');
  EXPECT_EQ(running_after(kNoField32 + " 0"), 0);                          // field 32: stopped
  EXPECT_EQ(running_after(with_field(kNoField32 + " 1", 20, "-4")), 'w');  // ticking
  EXPECT_EQ(running_after(with_field(with_field(kNoField32, 21, "0"), 22, "0")), 0);  // untimed
}

}  // namespace
}  // namespace style12
