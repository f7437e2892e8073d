// The fast path for canonical lines must read exactly what the general
// parser reads: compared on every corpus line and on edited variants.
#include <gtest/gtest.h>

#include "fixture.h"
#include "line_edit.h"
#include "style12/style12.h"

namespace style12 {
namespace {

void expect_same(const std::string& line, TimeUnit unit) {
  ParseOptions options;
  options.time_unit = unit;
  const auto fast = parse_style12(line, options);
  const auto general = detail::parse_style12_general(line, options);
  ASSERT_EQ(fast.has_value(), general.has_value()) << line;
  if (!fast) {
    EXPECT_EQ(fast.error().code, general.error().code) << line;
    EXPECT_EQ(fast.error().column, general.error().column) << line;
    EXPECT_EQ(fast.error().message, general.error().message) << line;
    return;
  }
  const Style12& a = *fast;
  const Style12& b = *general;
  EXPECT_EQ(format_style12(a), format_style12(b)) << line;
  for (int k = 0; k < a.height; ++k) EXPECT_EQ(a.rank(k), b.rank(k));
  EXPECT_EQ(a.board, b.board);
  EXPECT_EQ(a.white_time_ms, b.white_time_ms) << line;
  EXPECT_EQ(a.black_time_ms, b.black_time_ms) << line;
  EXPECT_EQ(a.time_unit, b.time_unit) << line;
  EXPECT_EQ(a.last_move_time_ms, b.last_move_time_ms) << line;
  ASSERT_EQ(a.last_move_info.has_value(), b.last_move_info.has_value()) << line;
  if (a.last_move_info) {
    const MoveInfo& x = *a.last_move_info;
    const MoveInfo& y = *b.last_move_info;
    EXPECT_TRUE(x.piece == y.piece && x.from == y.from && x.to == y.to &&
                x.promotion == y.promotion && x.castling == y.castling && x.drop == y.drop &&
                x.check == y.check && x.checkmate == y.checkmate)
        << line;
  }
  EXPECT_EQ(a.extra, b.extra) << line;
  EXPECT_EQ(a.clock_ticking, b.clock_ticking) << line;
  EXPECT_EQ(a.lag_ms, b.lag_ms) << line;
  EXPECT_EQ(to_fen(to_position(a)), to_fen(to_position(b))) << line;
}

TEST(FastPath, AgreesWithTheGeneralParserOnTheCorpus) {
  int compared = 0;
  for (const auto& c : testing::corpus()) {
    if (c.text.rfind("<12>", 0) != 0) continue;
    for (const TimeUnit unit : {TimeUnit::Auto, TimeUnit::Seconds, TimeUnit::Milliseconds}) {
      expect_same(c.text, unit);
      expect_same(c.text + "\r\n", unit);
    }
    ++compared;
  }
  EXPECT_GT(compared, 130);
}

TEST(FastPath, AgreesOnEveryFieldBrokenInTurn) {
  const std::string line =
      "<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 "
      "107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296";
  const char* replacements[] = {
      "x", "-",    "--",     "1x", "-1",  "9",       "99999999999999999999",
      "W", "none", "(0:00)", "\t", "a b", "rnbqkbn", "P/e2-e4"};
  const auto fields = testing::split_fields(line);
  for (size_t n = 1; n <= fields.size(); ++n) {
    for (const char* r : replacements)
      expect_same(testing::with_field(line, static_cast<int>(n), r), TimeUnit::Auto);
    expect_same(testing::first_fields(line, static_cast<int>(n)), TimeUnit::Auto);
  }
  expect_same(line + "  7", TimeUnit::Auto);
  expect_same(line + " 7 8 9", TimeUnit::Auto);
}

}  // namespace
}  // namespace style12
