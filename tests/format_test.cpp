// Building Style 12 lines: from a record, and from a FEN plus fields.
#include <gtest/gtest.h>

#include "line_edit.h"
#include "style12/style12.h"

namespace style12 {
namespace {

Position fen(const std::string& text) {
  const auto p = parse_fen(text);
  EXPECT_TRUE(p.has_value()) << text;
  return p ? *p : Position{};
}

TEST(Encode, StartPositionWithDefaults) {
  const auto line = encode_style12(Position::standard(), encode_defaults());
  ASSERT_TRUE(line.has_value());
  EXPECT_EQ(
      *line,
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 "
      "1 0 1 White Black -3 0 0 39 39 0 0 1 none (0:00) none 0");
}

TEST(Encode, FieldsAFenLacksComeFromTheCaller) {
  Style12 fields = encode_defaults();
  fields.white = "Newton";
  fields.black = "Einstein";
  fields.game_number = 7;
  fields.relation = 1;
  fields.initial_time = 2;
  fields.increment = 12;
  fields.white_time = 119;
  fields.black_time = 122;
  fields.last_move = "K/e1-e2";
  fields.last_move_time = "0:06";
  fields.last_move_san = "Ke2";
  const auto line =
      encode_style12(fen("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2"), fields);
  ASSERT_TRUE(line.has_value()) << line.error().message;
  EXPECT_EQ(
      *line,
      "<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 "
      "1 0 7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0");
}

TEST(Encode, StrengthsCountBoardAndPockets) {
  const Position p = fen("4k3/8/8/8/8/8/8/R3K2Q[NNp] w - - 0 40");
  EXPECT_EQ(material_strength(p, Color::White), 5 + 9 + 3 + 3);
  EXPECT_EQ(material_strength(p, Color::Black), 1);
  const auto line = encode_style12(p, encode_defaults());
  ASSERT_TRUE(line.has_value());
  const auto r = parse_style12(*line);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->white_strength, 20);
  EXPECT_EQ(r->black_strength, 1);
  EXPECT_EQ(r->move_number, 40);
  EXPECT_FALSE(r->castling.white_long);  // no rights in the FEN
}

TEST(Encode, EnPassantBecomesTheDoublePushFile) {
  const auto line = encode_style12(
      fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"), encode_defaults());
  ASSERT_TRUE(line.has_value());
  EXPECT_EQ(testing::split_fields(*line)[10], "4");
}

TEST(Encode, BadFieldsAreRefusedWithTheirField) {
  Style12 fields = encode_defaults();
  fields.white = "Two Words";
  auto line = encode_style12(Position::standard(), fields);
  ASSERT_FALSE(line.has_value());
  EXPECT_EQ(line.error().code, ErrorCode::BadFieldText);
  EXPECT_EQ(line.error().field, 18);
  EXPECT_EQ(line.error().field_name, "white");

  fields = encode_defaults();
  fields.black = "";
  line = encode_style12(Position::standard(), fields);
  ASSERT_FALSE(line.has_value());
  EXPECT_EQ(line.error().field, 19);

  fields = encode_defaults();
  fields.last_move = "e2e4";
  line = encode_style12(Position::standard(), fields);
  ASSERT_FALSE(line.has_value());
  EXPECT_EQ(line.error().code, ErrorCode::BadMove);
  EXPECT_EQ(line.error().field, 28);

  fields = encode_defaults();
  fields.last_move_time = "6s";
  line = encode_style12(Position::standard(), fields);
  ASSERT_FALSE(line.has_value());
  EXPECT_EQ(line.error().code, ErrorCode::BadTimeTaken);
}

TEST(Encode, KeepsOptionalTrailingFields) {
  Style12 fields = encode_defaults();
  fields.clock_ticking = true;
  fields.lag_ms = 120;
  const auto line = encode_style12(Position::standard(), fields);
  ASSERT_TRUE(line.has_value());
  EXPECT_TRUE(line->ends_with(" (0:00) none 0 1 120")) << *line;
  const auto r = parse_style12(*line);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->clock_ticking, true);
  EXPECT_EQ(r->lag_ms, 120);
}

TEST(Format, RecordBuiltByHand) {
  Style12 r = encode_defaults();
  ASSERT_TRUE(
      r.set_board("----k--- -------- -------- -------- -------- -------- -------- ----K---"));
  EXPECT_EQ(r.width, 8);
  EXPECT_EQ(r.height, 8);
  EXPECT_EQ(r.rank(7), "----K---");
  EXPECT_EQ(r.square(4, 0), 'K');
  EXPECT_FALSE(r.set_board("rnbqkbnr ppppppp"));
  EXPECT_FALSE(r.set_board(""));
  r.last_move = "K/d1-e1";
  r.last_move_time = "1:02:03.004";
  r.last_move_san = "Ke1";
  r.flip = true;
  EXPECT_EQ(
      format_style12(r),
      "<12> ----k--- -------- -------- -------- -------- -------- -------- ----K--- W -1 0 0 0 0 "
      "0 1 White Black -3 0 0 0 0 0 0 1 K/d1-e1 (1:02:03.004) Ke1 1");
}

}  // namespace
}  // namespace style12
