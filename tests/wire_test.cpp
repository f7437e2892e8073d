// The crossing to JavaScript: what a call leaves in the result block.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>

#include "wire.h"

namespace style12::wire {
namespace {

int32_t parse(Wire& w, const std::string& text, int32_t options = 0) {
  std::memcpy(w.input(text.size()), text.data(), text.size());
  return w.parse(text.size(), options);
}

std::string span(Wire& w, const std::string& text, int slot) {
  const int32_t at = w.i32()[slot], length = w.i32()[slot + 1];
  return length < 0 ? "<null>" : text.substr(static_cast<size_t>(at), static_cast<size_t>(length));
}

const std::string kLine =
    "fics% <12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 "
    "1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296";

TEST(Wire, ParseFillsTheBlock) {
  Wire w;
  ASSERT_EQ(parse(w, kLine), 0);
  const double* f = w.f64();
  const int32_t* i = w.i32();
  EXPECT_EQ(f[kDoublePushFile], 6);
  EXPECT_EQ(f[kGameNumber], 107);
  EXPECT_EQ(f[kRelation], -1);
  EXPECT_EQ(f[kWhiteTimeMs], 297338);
  EXPECT_EQ(f[kLastMoveTimeMs], 2662);
  EXPECT_EQ(f[kLagMs], 296);
  EXPECT_EQ(i[kFlags] & kBlackToMove, kBlackToMove);
  EXPECT_EQ(i[kFlags] & (kWhiteShort | kWhiteLong | kBlackShort | kBlackLong),
            kWhiteShort | kWhiteLong | kBlackShort | kBlackLong);
  EXPECT_TRUE(i[kFlags] & kMilliseconds);
  EXPECT_TRUE(i[kFlags] & kHasClockTicking);
  EXPECT_TRUE(i[kFlags] & kClockTicking);
  EXPECT_FALSE(i[kFlags] & kFlip);
  EXPECT_EQ(i[kWidth], 8);
  EXPECT_EQ(i[kHeight], 8);
  EXPECT_EQ(span(w, kLine, kWhite), "gbtami");
  EXPECT_EQ(span(w, kLine, kLastMove), "P/g2-g4");
  EXPECT_EQ(span(w, kLine, kLastMoveTime), "0:02.662");
  EXPECT_EQ(span(w, kLine, kLastMoveSan), "g4");
  EXPECT_EQ(i[kMovePiece], 'P');
  EXPECT_EQ(i[kMoveFrom], 6 | (1 << 8));
  EXPECT_EQ(i[kMoveTo], 6 | (3 << 8));
  const std::string board = span(w, kLine, kBoard);
  EXPECT_EQ(board.substr(static_cast<size_t>(i[kRankStart + 3]), 8), "----p---");
  EXPECT_EQ(w.text(), "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  EXPECT_EQ(i[kTextLength], static_cast<int32_t>(w.text().size()));
}

TEST(Wire, NoneAndAbsentFieldsAreNull) {
  Wire w;
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 1 "
      "a b 0 3 0 39 39 180 180 1 none (0:00) none 0";
  ASSERT_EQ(parse(w, line), 0);
  EXPECT_EQ(span(w, line, kLastMove), "<null>");
  EXPECT_EQ(span(w, line, kLastMoveSan), "<null>");
  EXPECT_EQ(span(w, line, kLastMoveTime), "0:00");
  EXPECT_TRUE(std::isnan(w.f64()[kLagMs]));
  EXPECT_FALSE(w.i32()[kFlags] & kHasMove);
  EXPECT_FALSE(w.i32()[kFlags] & kHasClockTicking);
}

TEST(Wire, OptionsReachTheFen) {
  Wire w;
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 1 "
      "a b 0 3 0 39 39 180 180 1 P/e2-e4 (0:00) e4 0";
  ASSERT_EQ(parse(w, line, kLegalEnPassant | kShredder), 0);
  EXPECT_EQ(w.text(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1");
  ASSERT_EQ(parse(w, line + "\n<b1> game 1 white [NP] black [q]", kWithHoldings), 0);
  EXPECT_EQ(w.text(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[PNq] b KQkq e3 0 1");
  ASSERT_EQ(parse(w, line, 2), 0);  // milliseconds
  EXPECT_EQ(w.f64()[kWhiteTimeMs], 180);
}

TEST(Wire, ErrorsGiveCodeFieldColumnAndMessage) {
  Wire w;
  const std::string bad = "<12> rnbqkbnr W";
  ASSERT_NE(parse(w, bad), 0);
  const int32_t* i = w.i32();
  EXPECT_EQ(i[kStatus], 1 + static_cast<int32_t>(ErrorCode::BadBoardSize));
  EXPECT_EQ(i[kErrorField], 3);
  EXPECT_EQ(i[kErrorColumn], 14);
  const std::string_view m = w.message();
  EXPECT_EQ(m.substr(static_cast<size_t>(i[kErrorCode]), static_cast<size_t>(i[kErrorCodeLength])),
            "BAD_BOARD_SIZE");
  EXPECT_EQ(m.substr(static_cast<size_t>(i[kErrorFieldName]), static_cast<size_t>(i[kErrorFieldNameLength])),
            "board");
  EXPECT_NE(m.substr(static_cast<size_t>(i[kErrorMessage])).find("at least two ranks"), std::string::npos);
  // A bad <b1> line after the board is reported as such.
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 1 "
      "a b 0 3 0 39 39 180 180 1 none (0:00) none 0";
  ASSERT_EQ(parse(w, line + "\n<b1> game 1 white PN black []", kWithHoldings),
            1 + static_cast<int32_t>(ErrorCode::BadHoldings));
}

TEST(Wire, HoldingsLine) {
  Wire w;
  const std::string line = "<b1> game 52 white [NB] black [N] <- BN";
  std::memcpy(w.input(line.size()), line.data(), line.size());
  ASSERT_EQ(w.parse_holdings(line.size()), 0);
  EXPECT_EQ(w.f64()[kGameNumber], 52);
  EXPECT_EQ(span(w, line, kWhite), "NB");
  EXPECT_EQ(span(w, line, kBlack), "N");
  EXPECT_EQ(w.i32()[kPassed], ('B' << 8) | 'N');
}

TEST(Wire, FenCallsKeepClaimsAndWriteOptions) {
  Wire w;
  ASSERT_EQ(w.read_fen("r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1"), 0);
  EXPECT_EQ(w.text(), "r3k3/8/8/8/8/8/8/4K2R w HAha - 0 1\nr3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
  ASSERT_EQ(w.write_fen("r3k3/8/8/8/8/8/8/4K2R w HAha - 0 1", kShredder), 0);
  EXPECT_EQ(w.text(), "r3k3/8/8/8/8/8/8/4K2R w Ha - 0 1");
  ASSERT_EQ(w.validate("r3k3/8/8/8/8/8/8/4K2R w HAha - 0 1", "chess"), 0);
  EXPECT_EQ(w.text(), "BAD_CASTLING_RIGHTS\tA castling right is claimed without its king and rook in place.\n");
  EXPECT_EQ(w.i32()[kProblems], 1 << static_cast<int>(Problem::BadCastlingRights));
  EXPECT_EQ(w.validate("8/8/8/8/8/8/8/8 w - - 0 1", "shogi"),
            1 + static_cast<int32_t>(ErrorCode::BadVariant));
  EXPECT_EQ(w.read_fen("8/8/8/8/8/8/8/8 x - - 0 1"), 1 + static_cast<int32_t>(ErrorCode::FenBadSideToMove));
  EXPECT_EQ(w.i32()[kErrorColumn], 16);
}

TEST(Wire, EncodeTakesTheFieldsFromALine) {
  Wire w;
  const std::string fields =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 0 0 0 0 0 7 "
      "Newton Einstein 1 2 12 0 0 119 122 1 K/e1-e2 (0:06) Ke2 0";
  ASSERT_EQ(w.encode("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2", fields, 0), 0);
  EXPECT_EQ(w.text(),
            "<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 0 "
            "7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0");
  // A strength given is kept; the other is still computed.
  ASSERT_EQ(w.encode("4k3/8/8/8/8/8/8/4K2Q w - - 0 1", fields, 1), 0);
  EXPECT_NE(w.text().find(" 1 2 12 0 0 119 122 "), std::string_view::npos) << w.text();
  ASSERT_EQ(w.encode("4k3/8/8/8/8/8/8/4K2Q w - - 0 1", fields, 2), 0);
  EXPECT_NE(w.text().find(" 1 2 12 9 0 119 122 "), std::string_view::npos) << w.text();
}

TEST(Wire, HoldingsMustBeForTheSameGame) {
  Wire w;
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 7 "
      "a b 0 3 0 39 39 180 180 1 none (0:00) none 0\n<b1> game 8 white [] black []";
  ASSERT_EQ(parse(w, line, kWithHoldings), 1 + static_cast<int32_t>(ErrorCode::HoldingsOtherGame));
  EXPECT_NE(w.message().find("game 8"), std::string_view::npos);
}

TEST(Wire, InputGrowsAndKeepsItsContents) {
  Wire w;
  std::memcpy(w.input(4), "<12>", 4);
  char* big = w.input(1 << 16);
  EXPECT_EQ(std::string(big, 4), "<12>");
}

}  // namespace
}  // namespace style12::wire
