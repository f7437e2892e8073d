// The <b1> holdings line of crazyhouse and bughouse.
#include <gtest/gtest.h>

#include "style12/style12.h"

namespace style12 {
namespace {

TEST(Holdings, HelpFileExample) {
  const auto h = parse_holdings("<b1> game 6 white [PNBBB] black [PNB]");
  ASSERT_TRUE(h.has_value());
  EXPECT_EQ(h->game_number, 6);
  EXPECT_EQ(h->white, "PNBBB");
  EXPECT_EQ(h->black, "PNB");
  EXPECT_FALSE(h->passed.has_value());
}

TEST(Holdings, PassedPieceGoesToTheColourNamed) {
  const auto h = parse_holdings("<b1> game 52 white [NB] black [N] <- BN");
  ASSERT_TRUE(h.has_value());
  ASSERT_TRUE(h->passed.has_value());
  EXPECT_EQ(h->passed->color, Color::Black);
  EXPECT_EQ(h->passed->piece, 'N');
  const auto w = parse_holdings("<b1> game 1 white [P] black [] <- WP");
  ASSERT_TRUE(w.has_value());
  EXPECT_EQ(w->passed->color, Color::White);
  EXPECT_EQ(w->passed->piece, 'P');
  EXPECT_EQ(w->black, "");
}

TEST(Holdings, EmptyAndLargePockets) {
  const auto e = parse_holdings("<b1> game 183 white [] black []");
  ASSERT_TRUE(e.has_value());
  EXPECT_EQ(e->white, "");
  EXPECT_EQ(e->black, "");
  const std::string many(40, 'P');
  const auto m = parse_holdings("<b1> game 9 white [" + many + "QQQ] black [NNNNNNNNBBBBBBBB]");
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->white.size(), 43u);
  EXPECT_EQ(m->black.size(), 16u);
}

TEST(Holdings, ColourWordsInAnyCaseAndPromptsBefore) {
  const auto h = parse_holdings("fics% <b1> Game 7 WHITE [Q] Black [rr] <- bq\r\n");
  ASSERT_TRUE(h.has_value()) << h.error().message;
  EXPECT_EQ(h->game_number, 7);
  EXPECT_EQ(h->white, "Q");
  EXPECT_EQ(h->black, "rr");
  EXPECT_EQ(h->passed->color, Color::Black);
  EXPECT_EQ(h->passed->piece, 'Q');
}

TEST(Holdings, FormatsAsFicsWritesIt) {
  const auto h = parse_holdings("aics%   <b1>  game 52\twhite [NB]  black [N]   <- BN ");
  ASSERT_TRUE(h.has_value());
  EXPECT_EQ(format_holdings(*h), "<b1> game 52 white [NB] black [N] <- BN");
}

struct HoldingsRejection {
  const char* line;
  ErrorCode code;
  int field;
  long column;
  const char* field_name;
};

class HoldingsRejects : public ::testing::TestWithParam<HoldingsRejection> {};

TEST_P(HoldingsRejects, NamesTheField) {
  const HoldingsRejection& c = GetParam();
  const auto h = parse_holdings(c.line);
  ASSERT_FALSE(h.has_value()) << c.line;
  EXPECT_EQ(error_code_name(h.error().code), error_code_name(c.code)) << h.error().message;
  EXPECT_EQ(h.error().field, c.field) << h.error().message;
  EXPECT_EQ(h.error().column, c.column) << h.error().message;
  EXPECT_EQ(h.error().field_name, c.field_name);
  EXPECT_FALSE(h.error().message.empty());
}

INSTANTIATE_TEST_SUITE_P(
    EveryPath, HoldingsRejects,
    ::testing::Values(
        HoldingsRejection{"", ErrorCode::NotHoldings, 1, 0, "tag"},
        HoldingsRejection{"<12> rnbqkbnr", ErrorCode::NotHoldings, 1, 0, "tag"},
        HoldingsRejection{"says <b1> game 1", ErrorCode::NotHoldings, 1, 0, "tag"},
        HoldingsRejection{"<b1>", ErrorCode::MissingField, 2, 4, "game"},
        HoldingsRejection{"<b1> match 6 white [] black []", ErrorCode::BadHoldings, 2, 5, "game"},
        HoldingsRejection{"<b1> game six white [] black []", ErrorCode::BadNumber, 3, 10,
                          "gameNumber"},
        HoldingsRejection{"<b1> game 6 w [] black []", ErrorCode::BadHoldings, 4, 12, "white"},
        HoldingsRejection{"<b1> game 6 white PNB black []", ErrorCode::BadHoldings, 5, 18, "white"},
        HoldingsRejection{"<b1> game 6 white [P2] black []", ErrorCode::BadHoldings, 5, 20,
                          "white"},
        HoldingsRejection{"<b1> game 6 white [P]", ErrorCode::MissingField, 6, 21, "black"},
        HoldingsRejection{"<b1> game 6 white [P] black [N", ErrorCode::BadHoldings, 7, 28, "black"},
        HoldingsRejection{"<b1> game 6 white [P] black [N] -> BN", ErrorCode::BadHoldings, 8, 32,
                          "passed"},
        HoldingsRejection{"<b1> game 6 white [P] black [N] <-", ErrorCode::MissingField, 9, 34,
                          "passed"},
        HoldingsRejection{"<b1> game 6 white [P] black [N] <- XN", ErrorCode::BadHoldings, 9, 35,
                          "passed"},
        HoldingsRejection{"<b1> game 6 white [P] black [N] <- B", ErrorCode::BadHoldings, 9, 35,
                          "passed"},
        HoldingsRejection{"<b1> game 6 white [P] black [N] <- BN x", ErrorCode::TrailingData, 0, 38,
                          ""}));

}  // namespace
}  // namespace style12
