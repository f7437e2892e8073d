// From a Style 12 line to a position and its FEN: expectations worked out
// by hand for real lines, and the castling and en passant rules.
#include <gtest/gtest.h>

#include "fixture.h"
#include "line_edit.h"
#include "style12/style12.h"

namespace style12 {
namespace {

using testing::Row;
using testing::with_field;

class LineToFen : public ::testing::TestWithParam<Row> {};

TEST_P(LineToFen, MatchesTheHandWorkedFen) {
  const Row& row = GetParam();
  SCOPED_TRACE(row[0] + "  (" + row[4] + ")");
  const auto r = parse_style12(row[0]);
  ASSERT_TRUE(r.has_value()) << r.error().message;
  std::optional<Holdings> holdings;
  if (row[1] != "-") {
    const auto h = parse_holdings(row[1]);
    ASSERT_TRUE(h.has_value()) << h.error().message;
    holdings = *h;
  }
  const Position p = to_position(*r, holdings ? &*holdings : nullptr);
  EXPECT_EQ(to_fen(p), row[2]);
  // Straight from the record (8x8 boards, no pockets): the same FEN.
  std::string direct;
  if (!holdings && write_record_fen(*r, direct)) {
    EXPECT_EQ(direct, row[2]);
  }
  FenOptions legal;
  legal.en_passant = EnPassantMode::Legal;
  EXPECT_EQ(to_fen(p, legal), row[3]);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, LineToFen,
                         ::testing::ValuesIn(testing::read_tsv("line-fen.tsv")),
                         [](const ::testing::TestParamInfo<Row>& info) {
                           return "line" + std::to_string(info.param.line_number);
                         });

TEST(LineToFenFixture, HasEnoughHandWorkedLines) {
  EXPECT_GE(testing::read_tsv("line-fen.tsv").size(), 20u);
}

const std::string kStart =
    "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
    "1 a b 0 3 0 39 39 180 180 1 none (0:00) none 0";

Position position_of(const std::string& line) {
  const auto r = parse_style12(line);
  EXPECT_TRUE(r.has_value()) << line;
  return r ? to_position(*r) : Position{};
}

TEST(ToPosition, StartPosition) {
  const Position p = position_of(kStart);
  EXPECT_EQ(to_fen(p), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_TRUE(validate(p).empty());
}

// The line's FEN writes a rank from its text a run at a time: every
// pattern of empty and occupied squares, in a middle rank and on both
// back ranks, gives the FEN the position does.
TEST(RecordFen, EveryPatternOfARankAsThePositionWritesIt) {
  const std::string letters = "pnbrqkPNBRQK";
  for (const int field : {2, 5, 9}) {
    for (int empty = 0; empty < 256; ++empty) {
      std::string rank(8, '-');
      for (int f = 0; f < 8; ++f) {
        if (!(empty >> f & 1))
          rank[static_cast<size_t>(f)] = letters[static_cast<size_t>((f + empty) % 12)];
      }
      const std::string line = with_field(kStart, field, rank);
      SCOPED_TRACE(line);
      const auto r = parse_style12(line);
      ASSERT_TRUE(r.has_value()) << r.error().message;
      std::string direct;
      ASSERT_TRUE(write_record_fen(*r, direct));
      FenOptions options;
      options.castling_rule = CastlingRule::Free;
      EXPECT_EQ(direct, to_fen(to_position(*r), options));
    }
  }
}

TEST(ToPosition, CountersComeFromFields16And27) {
  std::string line = with_field(kStart, 16, "37");
  line = with_field(line, 27, "61");
  EXPECT_EQ(to_fen(position_of(line)),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 37 61");
}

TEST(ToPosition, EnPassantRankFollowsTheSideToMove) {
  // Black to move after a white double push (1. d4): the square is on rank 3.
  std::string white_pushed = with_field(kStart, 10, "B");
  white_pushed = with_field(white_pushed, 11, "3");
  white_pushed = with_field(white_pushed, 6, "---P----");
  white_pushed = with_field(white_pushed, 8, "PPP-PPPP");
  EXPECT_EQ(position_of(white_pushed).en_passant, (Square{3, 2}));
  // White to move after a black double push (1... a5): rank 6.
  std::string black_pushed = with_field(kStart, 11, "0");
  black_pushed = with_field(black_pushed, 3, "-ppppppp");
  black_pushed = with_field(black_pushed, 5, "p-------");
  EXPECT_EQ(position_of(black_pushed).en_passant, (Square{0, 5}));
}

// FICS sends the double-push field after drops too, as 0 (a-file): no en
// passant square where no pawn can just have pushed two squares.
TEST(ToPosition, EnPassantOnlyWhereAPawnCanJustHavePushedTwoSquares) {
  EXPECT_FALSE(position_of(with_field(kStart, 11, "0")).en_passant.valid());
  std::string no_pawn = with_field(kStart, 10, "B");
  no_pawn = with_field(no_pawn, 11, "3");
  EXPECT_FALSE(position_of(no_pawn).en_passant.valid());
  // The pawn is there, but the square it would have skipped is not empty.
  std::string blocked = with_field(no_pawn, 6, "---P----");
  blocked = with_field(blocked, 7, "---N----");
  blocked = with_field(blocked, 8, "PPP-PPPP");
  EXPECT_FALSE(position_of(blocked).en_passant.valid());
  // The pawn on another file than the field says.
  std::string elsewhere = with_field(no_pawn, 6, "----P---");
  elsewhere = with_field(elsewhere, 8, "PPPP-PPP");
  EXPECT_FALSE(position_of(elsewhere).en_passant.valid());
  // The bughouse board of the issue: 3... P@d4 and the field says 0.
  const std::string drop =
      "<12> rnbqkbnr pppp-ppp -------- ----P--- ---p---- -------- PPP-PPPP RNBQKBNR W 0 1 1 1 1 0 "
      "2 BugTwo BugOne "
      "-1 2 0 40 39 119 119 3 P/@@-d4 (0:01) P@d4 1";
  EXPECT_EQ(to_fen(position_of(drop)),
            "rnbqkbnr/pppp1ppp/8/4P3/3p4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 3");
}

TEST(ToPosition, CastlingFlagsFollowTheFlags) {
  std::string line = with_field(kStart, 12, "0");
  line = with_field(line, 15, "0");
  EXPECT_EQ(to_fen(position_of(line)), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qk - 0 1");
}

TEST(ToPosition, FischerRandomFlagsNameTheRooks) {
  // King on b1, rooks on a1 and g1.
  const std::string line =
      "<12> rk----r- pppppppp -------- -------- -------- -------- PPPPPPPP RK----R- W -1 1 1 1 1 0 "
      "1 a b 0 3 0 39 39 180 180 1 none (0:00) none 0";
  const Position p = position_of(line);
  EXPECT_EQ(p.castling[0], (1 << 0) | (1 << 6));
  EXPECT_EQ(to_fen(p), "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w KQkq - 0 1");
  FenOptions shredder;
  shredder.castling = CastlingNotation::Shredder;
  EXPECT_EQ(to_fen(p, shredder), "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1");
  EXPECT_TRUE(validate(p, Variant::Chess960).empty());
  EXPECT_TRUE(validate(p, Variant::Chess).has(Problem::BadCastlingRights));
}

TEST(ToPosition, FlagsWithoutKingAndRookAreDroppedFromTheFenButReported) {
  // An examined position (LectureBot) with all flags set: king g1, rooks e1 f1.
  const std::string line =
      "<12> r-bq--k- --p--p-p p-pp--pB --n----r -------- --N--Q-- PPP--PPP ----RRK- W -1 1 1 1 1 0 "
      "77 gbtami gbtami 2 0 0 39 39 0 0 1 none (0:00.000) none 0 0 0";
  const Position p = position_of(line);
  const Problems problems = validate(p);
  EXPECT_TRUE(problems.has(Problem::BadCastlingRights));
  // White long can only mean the e1 rook and Black long the a8 rook; no
  // rook stands on the short side of either king.
  EXPECT_EQ(to_fen(p), "r1bq2k1/2p2p1p/p1pp2pB/2n4r/8/2N2Q2/PPP2PPP/4RRK1 w Qq - 0 1");
}

TEST(ToPosition, PocketsFromTheHoldingsLine) {
  const auto r = parse_style12(kStart);
  const auto h = parse_holdings("<b1> game 1 white [PPN] black [Q]");
  ASSERT_TRUE(r && h);
  const Position p = to_position(*r, &*h);
  EXPECT_EQ(to_fen(p), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PPNq] w KQkq - 0 1");
  EXPECT_EQ(p.pockets[0]['P'], 2);
  EXPECT_EQ(p.pockets[0].total(), 3);
  EXPECT_EQ(p.pockets[1].total(), 1);
}

}  // namespace
}  // namespace style12
