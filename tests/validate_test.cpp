// Validation returns every problem of a position, per variant.
#include <gtest/gtest.h>

#include "fixture.h"
#include "problem_list.h"
#include "style12/style12.h"

namespace style12 {
namespace {

using testing::Row;

using testing::problem_list;

class FenProblems : public ::testing::TestWithParam<Row> {};

TEST_P(FenProblems, AreAllReported) {
  const Row& row = GetParam();
  SCOPED_TRACE(row[0] + "  (" + row[3] + ")");
  const auto p = parse_fen(row[0]);
  ASSERT_TRUE(p.has_value()) << p.error().message;
  Variant variant = Variant::Chess;
  ASSERT_TRUE(parse_variant(row[1], variant)) << row[1];
  EXPECT_EQ(problem_list(validate(*p, variant)), row[2]);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, FenProblems,
                         ::testing::ValuesIn(testing::read_tsv("fen-problems.tsv")),
                         [](const ::testing::TestParamInfo<Row>& info) {
                           return "line" + std::to_string(info.param.line_number);
                         });

TEST(Validate, EveryProblemHasANameAndASentence) {
  for (int i = 0; i < static_cast<int>(Problem::kCount); ++i) {
    const auto p = static_cast<Problem>(i);
    EXPECT_FALSE(problem_name(p).empty());
    EXPECT_EQ(problem_message(p).back(), '.');
  }
  EXPECT_EQ(problem_name(Problem::OppositeCheck), "OPPOSITE_CHECK");
}

TEST(Validate, VariantNames) {
  Variant v = Variant::Chess;
  EXPECT_TRUE(parse_variant("crazyhouse", v));
  EXPECT_EQ(v, Variant::Crazyhouse);
  EXPECT_TRUE(parse_variant("fr", v));
  EXPECT_EQ(v, Variant::Chess960);
  EXPECT_FALSE(parse_variant("shogi", v));
  EXPECT_EQ(variant_name(Variant::Atomic), "atomic");
}

TEST(Validate, StartPositionIsClean) { EXPECT_TRUE(validate(Position::standard()).empty()); }

TEST(Validate, EmptyBoardReportsEverythingMissing) {
  Position p;
  EXPECT_EQ(problem_list(validate(p)), "EMPTY_BOARD,NO_WHITE_KING,NO_BLACK_KING");
}

TEST(Validate, BughousePiecesFromThePartnerAreFine) {
  // Nine white pawns and three knights: impossible in chess, normal in bughouse.
  const auto p = parse_fen("r1bqkbnr/pppppppp/8/8/2N1N3/P7/PPPPPPPP/R1BQKBNR[N] w KQkq - 0 6");
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(problem_list(validate(*p, Variant::Chess)),
            "TOO_MANY_WHITE_PAWNS,TOO_MANY_WHITE_PIECES,IMPOSSIBLE_WHITE_MATERIAL");
  EXPECT_EQ(problem_list(validate(*p, Variant::Bughouse)), "-");
}

}  // namespace
}  // namespace style12
