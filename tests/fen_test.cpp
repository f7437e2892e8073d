// FEN reading and writing, driven by fixture files: valid FENs and their
// canonical form, and malformed FENs with the code and column expected.
#include <gtest/gtest.h>

#include "fixture.h"
#include "problem_list.h"
#include "style12/style12.h"

namespace style12 {
namespace {

using testing::Row;

std::string row_name(const ::testing::TestParamInfo<Row>& info) {
  return "line" + std::to_string(info.param.line_number);
}

Variant variant_of(const std::string& name) {
  Variant v = Variant::Chess;
  EXPECT_TRUE(parse_variant(name, v)) << name;
  return v;
}

using testing::problem_list;

class ValidFen : public ::testing::TestWithParam<Row> {};

TEST_P(ValidFen, ReadsWritesCanonicallyAndValidates) {
  const Row& row = GetParam();
  const std::string& fen = row[0];
  SCOPED_TRACE(fen + "  (" + row[3] + ")");
  const auto p = parse_fen(fen);
  ASSERT_TRUE(p.has_value()) << p.error().message;
  const std::string canonical = row[2] == "=" ? fen : row[2];
  // Written under the variant's castling rule (Chess960 keeps a right to
  // a rook away from the corner).
  FenOptions options;
  options.castling_rule = castling_rule_of(variant_of(row[1]));
  EXPECT_EQ(to_fen(*p, options), canonical);
  EXPECT_EQ(problem_list(validate(*p, variant_of(row[1]))), "-");
  // The canonical form is a fixed point.
  const auto again = parse_fen(canonical);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(to_fen(*again, options), canonical);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, ValidFen,
                         ::testing::ValuesIn(testing::read_tsv("fen-valid.tsv")), row_name);

class MalformedFen : public ::testing::TestWithParam<Row> {};

TEST_P(MalformedFen, IsRejectedWithCodeAndColumn) {
  const Row& row = GetParam();
  SCOPED_TRACE(row[0] + "  (" + row[3] + ")");
  const auto p = parse_fen(row[0]);
  ASSERT_FALSE(p.has_value());
  EXPECT_EQ(error_code_name(p.error().code), row[1]) << p.error().message;
  EXPECT_EQ(p.error().column, std::stol(row[2])) << p.error().message;
  EXPECT_GT(p.error().field, 0);
  EXPECT_FALSE(p.error().message.empty());
}

INSTANTIATE_TEST_SUITE_P(Fixtures, MalformedFen,
                         ::testing::ValuesIn(testing::read_tsv("fen-syntax.tsv")), row_name);

TEST(Fen, FixtureFilesAreLargeEnough) {
  EXPECT_GE(testing::read_tsv("fen-valid.tsv").size(), 60u);
  EXPECT_GE(testing::read_tsv("fen-problems.tsv").size(), 60u);
  EXPECT_GE(testing::read_tsv("fen-syntax.tsv").size(), 30u);
}

TEST(Fen, StartPosition) {
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  EXPECT_EQ(to_fen(Position::standard()), start);
  const auto p = parse_fen(start);
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->castling[0], 0x81);
  EXPECT_EQ(p->castling[1], 0x81);
  EXPECT_EQ(p->at(4, 0), 'K');
  EXPECT_EQ(p->at(3, 7), 'q');
  EXPECT_EQ(p->turn, Color::White);
}

TEST(Fen, PocketsInBothForms) {
  const auto bracket =
      parse_fen("r1bqk2r/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNB1K1NR[QNbp] b KQkq - 0 5");
  const auto slash =
      parse_fen("r1bqk2r/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNB1K1NR/QNbp b KQkq - 0 5");
  ASSERT_TRUE(bracket.has_value());
  ASSERT_TRUE(slash.has_value());
  EXPECT_TRUE(bracket->has_pockets);
  EXPECT_EQ(bracket->pockets[0]['Q'], 1);
  EXPECT_EQ(bracket->pockets[0]['N'], 1);
  EXPECT_EQ(bracket->pockets[1]['B'], 1);
  EXPECT_EQ(bracket->pockets[1]['P'], 1);
  // Written in P N B R Q order, White first.
  EXPECT_EQ(to_fen(*slash), "r1bqk2r/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNB1K1NR[NQpb] b KQkq - 0 5");
  EXPECT_EQ(to_fen(*bracket), to_fen(*slash));
}

TEST(Fen, PromotedPiecesKeepTheirMark) {
  const std::string fen = "Q~3k3/8/8/8/8/8/8/4K3[] b - - 0 30";
  const auto p = parse_fen(fen);
  ASSERT_TRUE(p.has_value());
  EXPECT_TRUE(p->promoted[(Square{0, 7}).index()]);
  EXPECT_EQ(to_fen(*p), fen);
}

TEST(Fen, ShredderAndXFenCastling) {
  // A Chess960 start: king on b1, rooks on a1 and c1.
  const auto p = parse_fen("rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ w KQkq - 0 1");
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->castling[0], (1 << 0) | (1 << 2));
  FenOptions shredder;
  shredder.castling = CastlingNotation::Shredder;
  EXPECT_EQ(to_fen(*p, shredder), "rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ w CAca - 0 1");
  const auto q = parse_fen("rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ w CAca - 0 1");
  ASSERT_TRUE(q.has_value());
  EXPECT_EQ(to_fen(*q), "rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ w KQkq - 0 1");
  // An inner rook keeps its file letter in X-FEN: rooks f1 and h1, the
  // right belongs to f1 (in Chess960: chess castles with h1 only, so a
  // FEN of chess has none).
  const auto inner = parse_fen("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
  ASSERT_TRUE(inner.has_value());
  FenOptions chess960;
  chess960.castling_rule = CastlingRule::Free;
  EXPECT_EQ(to_fen(*inner, chess960), "4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
  EXPECT_EQ(to_fen(*inner), "4k3/8/8/8/8/8/8/4KR1R w - - 0 1");
}

TEST(Fen, CastlingWritesOnlyWhatThePlacementAllows) {
  const auto p = parse_fen("r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1");
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(to_fen(*p), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
}

TEST(Fen, EnPassantAlwaysOrLegal) {
  // After 1. e4 no black pawn can take: 'legal' leaves the square out.
  const auto e4 = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  ASSERT_TRUE(e4.has_value());
  FenOptions legal;
  legal.en_passant = EnPassantMode::Legal;
  EXPECT_EQ(to_fen(*e4), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  EXPECT_EQ(to_fen(*e4, legal), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

  // A black pawn on d4 can take e3.
  const auto takes = parse_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  ASSERT_TRUE(takes.has_value());
  EXPECT_EQ(to_fen(*takes, legal), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");

  // The same capture with both pawns pinned along the rank to the king.
  const auto rank_pin = parse_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
  ASSERT_TRUE(rank_pin.has_value());
  EXPECT_EQ(to_fen(*rank_pin, legal), "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");

  // The capturing pawn pinned on a diagonal that the capture leaves.
  // (b2 bishop, d4 pawn, h8 king on the long diagonal).
  const auto diagonal_pin = parse_fen("7k/8/8/8/3pP3/8/1B6/4K3 b - e3 0 1");
  ASSERT_TRUE(diagonal_pin.has_value());
  EXPECT_EQ(to_fen(*diagonal_pin, legal), "7k/8/8/8/3pP3/8/1B6/4K3 b - - 0 1");
  // Taking the checking pawn en passant is legal.
  const auto check = parse_fen("8/8/8/8/3pP3/5k2/8/4K3 b - e3 0 1");
  ASSERT_TRUE(check.has_value());
  EXPECT_EQ(to_fen(*check, legal), "8/8/8/8/3pP3/5k2/8/4K3 b - e3 0 1");
}

TEST(Fen, WideBoardsUseTwoDigitRuns) {
  const std::string fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
  const auto p = parse_fen(fen);
  ASSERT_TRUE(p.has_value()) << p.error().message;
  EXPECT_EQ(p->width, 10);
  EXPECT_EQ(p->height, 8);
  EXPECT_EQ(to_fen(*p), fen);
}

TEST(Fen, NineRankBoardsAndTheSlashPocketForm) {
  // A ninth segment with a digit is a rank.
  const auto nine = parse_fen("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1");
  ASSERT_TRUE(nine.has_value());
  EXPECT_EQ(nine->height, 9);
  EXPECT_FALSE(nine->has_pockets);
  EXPECT_EQ(to_fen(*nine), "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1");
  // A full ninth rank is written with empty brackets so it stays a rank.
  const auto full = parse_fen("4k3/8/8/8/8/8/8/8/RNBQKBNR[] w - - 0 1");
  ASSERT_TRUE(full.has_value());
  EXPECT_EQ(full->height, 9);
  EXPECT_EQ(to_fen(*full), "4k3/8/8/8/8/8/8/8/RNBQKBNR[] w - - 0 1");
  const auto pockets = parse_fen("4k3/8/8/8/8/8/8/4K3/RNBQKBNR w - - 0 1");
  ASSERT_TRUE(pockets.has_value());
  EXPECT_EQ(pockets->height, 8);
  EXPECT_EQ(pockets->pockets[0]['N'], 2);
}

TEST(Fen, CountersMayBeLeftOut) {
  const auto p = parse_fen("8/8/8/8/8/8/8/K6k b -");
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(to_fen(*p), "8/8/8/8/8/8/8/K6k b - - 0 1");
}

}  // namespace
}  // namespace style12
