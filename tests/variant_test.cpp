// The variant table (style12/variant.h) as the one answer to what a variant
// can do, and the rules' output naming squares by their code as every
// block does.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "style12/style12.h"
#include "wire.h"

namespace style12 {
namespace {

std::vector<std::string> names_where(bool (*keep)(const VariantInfo&)) {
  std::vector<std::string> out;
  for (const VariantInfo* v = variants_begin(); v != variants_end(); ++v) {
    if (keep(*v)) out.emplace_back(v->name);
  }
  return out;
}

using Names = std::vector<std::string>;

TEST(VariantTable, SaysWhatEachVariantCanDo) {
  EXPECT_EQ(variants_end() - variants_begin(), static_cast<long>(Variant::kCount));
  EXPECT_EQ(names_where([](const VariantInfo& v) { return v.rules; }),
            (Names{"chess", "chess960", "crazyhouse", "bughouse", "wild"}));
  EXPECT_EQ(names_where([](const VariantInfo& v) { return v.pockets; }),
            (Names{"crazyhouse", "bughouse"}));
  EXPECT_EQ(names_where([](const VariantInfo& v) { return !v.standard_castling; }),
            (Names{"chess960", "suicide"}));
  for (const VariantInfo* v = variants_begin(); v != variants_end(); ++v) {
    EXPECT_EQ(rules_known(v->variant), v->rules) << v->name;
    EXPECT_EQ(castling_uci_of(v->variant) == CastlingUci::KingMove, v->standard_castling)
        << v->name;
  }
}

TEST(VariantTable, NamesTheVariantsWithRules) {
  std::string names;
  append_rules_variant_names(names);
  EXPECT_EQ(names, "chess, chess960, crazyhouse, bughouse and wild");
  names.clear();
  append_variant_names(names);
  EXPECT_EQ(names, "chess, chess960, crazyhouse, bughouse, suicide, losers, atomic or wild");
  const auto p = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  ASSERT_TRUE(p.has_value());
  const auto board = Chessboard::from(*p, Variant::Atomic);
  ASSERT_FALSE(board.has_value());
  EXPECT_EQ(board.error().message,
            "the rules of atomic are not known here; moves are generated for chess, chess960, "
            "crazyhouse, bughouse and wild");
}

TEST(VariantTable, ThePocketsColumnDecidesDrops) {
  const auto p = parse_fen("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
  ASSERT_TRUE(p.has_value());
  for (const Variant variant : {Variant::Crazyhouse, Variant::Chess}) {
    const auto board = Chessboard::from(*p, variant);
    ASSERT_TRUE(board.has_value());
    MoveList moves;
    board->legal_moves(moves);
    size_t drops = 0;
    for (const Move& m : moves) drops += m.drop != 0;
    EXPECT_EQ(drops, variant_info(variant).pockets ? 62u : 0u) << variant_name(variant);
  }
}

// The rules' move blocks name squares by square_code(): g1 is 6 | 0 << 4,
// f3 5 | 2 << 4.
TEST(WireRules, SquaresCrossByTheirCode) {
  wire::Wire w;
  const std::string fen = "4k3/8/8/8/8/8/8/6NK w - - 0 1";
  const std::string input = fen + "chess";
  std::memcpy(w.input(input.size()), input.data(), input.size());
  ASSERT_EQ(w.rules(input.size(), fen.size(), input.size(),
                    static_cast<int32_t>(wire::RulesOpCode::kDests), 0),
            0);
  // g1's targets first (e2, f3, h3), then h1's.
  const std::vector<wire::MoveBlock>& dests = w.move_blocks();
  ASSERT_GE(dests.size(), 4u);
  EXPECT_EQ(w.reply().count, static_cast<int32_t>(dests.size()));
  for (int k = 0; k < 3; ++k) EXPECT_EQ(dests[k].from, square_code(6, 0));
  EXPECT_EQ(dests[0].to, square_code(4, 1));
  EXPECT_EQ(dests[1].to, square_code(5, 2));
  EXPECT_EQ(dests[2].to, square_code(7, 2));
  EXPECT_EQ(dests[3].from, square_code(7, 0));
  EXPECT_EQ(dests[0].san.length, -1);
  ASSERT_EQ(w.rules(input.size(), fen.size(), input.size(),
                    static_cast<int32_t>(wire::RulesOpCode::kMoves), 0),
            0);
  // The king's moves come first: Kh1-g2.
  const wire::MoveBlock& first = w.move_blocks()[0];
  EXPECT_EQ(first.from, square_code(7, 0));
  EXPECT_EQ(first.to, square_code(6, 1));
  EXPECT_EQ(w.output().substr(first.san.at, first.san.length), "Kg2");
  EXPECT_EQ(square_of_code(square_code(9, 9)), (Square{9, 9}));
}

}  // namespace
}  // namespace style12
