// Every line of the corpus (lines seen in the wild, with their sources):
// live, documented and FatICS lines parse and give themselves back byte for
// byte; edited lines parse or are rejected with the field at fault.
#include <gtest/gtest.h>

#include "fixture.h"
#include "style12/style12.h"

namespace style12 {
namespace {

using testing::CorpusLine;

class Corpus : public ::testing::TestWithParam<CorpusLine> {};

bool is_holdings(const std::string& line) { return line.rfind("<b1>", 0) == 0; }

TEST_P(Corpus, ParsesAndRoundTrips) {
  const CorpusLine& c = GetParam();
  SCOPED_TRACE(c.source + " " + c.note);
  if (is_holdings(c.text)) {
    const auto h = parse_holdings(c.text);
    ASSERT_TRUE(h.has_value()) << h.error().message;
    EXPECT_EQ(format_holdings(*h), c.text);
    return;
  }
  const auto r = parse_style12(c.text);
  if (c.category == 'D') {
    // Edited lines: either a record, or an error that names its field.
    if (!r) {
      EXPECT_GT(r.error().field, 0) << r.error().message;
      EXPECT_FALSE(r.error().field_name.empty());
      EXPECT_GE(r.error().column, 0);
      return;
    }
  }
  ASSERT_TRUE(r.has_value()) << r.error().message;
  EXPECT_EQ(format_style12(*r), c.text);
  EXPECT_EQ(r->width, 8);
  EXPECT_EQ(r->height, 8);

  // Its position writes a FEN that reads back to the same FEN; the FEN
  // written straight from the record is that FEN.
  const std::string fen = to_fen(to_position(*r));
  std::string direct;
  EXPECT_TRUE(write_record_fen(*r, direct));
  EXPECT_EQ(direct, fen);
  const auto position = parse_fen(fen);
  ASSERT_TRUE(position.has_value()) << fen << ": " << position.error().message;
  EXPECT_EQ(to_fen(*position), fen);
}

TEST_P(Corpus, EncodingThePositionGivesTheSameBoard) {
  const CorpusLine& c = GetParam();
  if (is_holdings(c.text)) return;
  const auto r = parse_style12(c.text);
  if (!r) return;
  const Position p = to_position(*r);
  Style12 fields = *r;
  EncodeOptions keep;
  keep.compute_white_strength = false;
  keep.compute_black_strength = false;
  const auto line = encode_style12(p, fields, keep);
  ASSERT_TRUE(line.has_value()) << line.error().message;
  const auto again = parse_style12(*line);
  ASSERT_TRUE(again.has_value()) << again.error().message;
  EXPECT_EQ(to_fen(to_position(*again)), to_fen(p));
  EXPECT_EQ(again->white, r->white);
  EXPECT_EQ(again->last_move, r->last_move);
}

std::string name_of(const ::testing::TestParamInfo<CorpusLine>& info) {
  return std::string("line") + std::to_string(info.param.line_number) + "_" + info.param.category;
}

INSTANTIATE_TEST_SUITE_P(RealLines, Corpus, ::testing::ValuesIn(testing::corpus()), name_of);

TEST(CorpusFile, HoldsEveryCategory) {
  int counts[4] = {};
  for (const CorpusLine& c : testing::corpus()) {
    if (c.category >= 'A' && c.category <= 'D') ++counts[c.category - 'A'];
  }
  EXPECT_GE(counts[0], 100);
  EXPECT_GE(counts[1], 5);
  EXPECT_GE(counts[2], 10);
  EXPECT_GE(counts[3], 5);
}

}  // namespace
}  // namespace style12
