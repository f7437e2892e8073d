// Square names (style12/square.h): the letters and digits both ways, for
// boards up to 16 wide and high.
#include "style12/square.h"

#include <gtest/gtest.h>

#include <string>

namespace style12 {
namespace {

std::string name(int file, int rank) {
  std::string out;
  append_square_name(out, file, rank);
  return out;
}

TEST(SquareNames, FileLettersBothWays) {
  EXPECT_EQ(file_letter(0), 'a');
  EXPECT_EQ(file_letter(7), 'h');
  EXPECT_EQ(file_letter(15), 'p');
  EXPECT_EQ(file_letter(16), '\0');
  EXPECT_EQ(file_letter(-1), '\0');
  EXPECT_EQ(file_of_letter('a'), 0);
  EXPECT_EQ(file_of_letter('j'), 9);
  EXPECT_EQ(file_of_letter('p'), 15);
  EXPECT_EQ(file_of_letter('q'), -1);
  EXPECT_EQ(file_of_letter('A'), -1);
  for (int f = 0; f < kMaxBoardSize; ++f) EXPECT_EQ(file_of_letter(file_letter(f)), f);
}

TEST(SquareNames, RankDigitsBothWays) {
  EXPECT_EQ(rank_digit(0), '1');
  EXPECT_EQ(rank_digit(7), '8');
  EXPECT_EQ(rank_digit(8), '9');
  EXPECT_EQ(rank_digit(9), '\0');
  EXPECT_EQ(rank_of_digit('1'), 0);
  EXPECT_EQ(rank_of_digit('8'), 7);
  EXPECT_EQ(rank_of_digit('0'), -1);
  EXPECT_EQ(rank_of_digit('a'), -1);
}

TEST(SquareNames, WritesOneAndTwoDigitRanks) {
  EXPECT_EQ(name(0, 0), "a1");
  EXPECT_EQ(name(4, 3), "e4");
  EXPECT_EQ(name(7, 7), "h8");
  EXPECT_EQ(name(9, 9), "j10");
  EXPECT_EQ(name(15, 15), "p16");
  char buffer[4] = {};
  char* end = write_square_name(buffer, Square{2, 11});
  EXPECT_EQ(std::string(buffer, end), "c12");
  std::string rank;
  append_rank(rank, 12);
  EXPECT_EQ(rank, "13");
}

TEST(SquareNames, ReadsWhatItWrites) {
  for (int f = 0; f < kMaxBoardSize; ++f) {
    for (int r = 0; r < kMaxBoardSize; ++r) {
      const std::string text = name(f, r);
      Square s;
      ASSERT_EQ(read_square_name(text, s), text.size()) << text;
      EXPECT_EQ(s, (Square{static_cast<int8_t>(f), static_cast<int8_t>(r)})) << text;
    }
  }
}

TEST(SquareNames, ReadsOnlyASquareAtTheStart) {
  Square s;
  EXPECT_EQ(read_square_name("e4-e5", s), 2u);
  EXPECT_EQ(s, (Square{4, 3}));
  EXPECT_EQ(read_square_name("j10)", s), 3u);
  EXPECT_EQ(s, (Square{9, 9}));
  EXPECT_EQ(read_square_name("a17", s), 0u);  // beyond 16 ranks
  EXPECT_EQ(read_square_name("a0", s), 0u);
  EXPECT_EQ(read_square_name("q1", s), 0u);
  EXPECT_EQ(read_square_name("E4", s), 0u);
  EXPECT_EQ(read_square_name("e", s), 0u);
  EXPECT_EQ(read_square_name("", s), 0u);
}

static_assert(file_letter(4) == 'e' && rank_of_digit('4') == 3, "usable in constant expressions");

}  // namespace
}  // namespace style12
