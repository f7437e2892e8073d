// Timeseal 2: sealed lines byte for byte as an independent client seals them
// (tests/fixtures/timeseal.tsv says which), and ping requests found in
// server output however it is cut.
#include <gtest/gtest.h>

#include "fixture.h"
#include "style12/style12.h"

namespace style12 {
namespace {

std::string hex(std::string_view bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (const char c : bytes) {
    out += kDigits[static_cast<uint8_t>(c) >> 4];
    out += kDigits[static_cast<uint8_t>(c) & 15];
  }
  return out;
}

TEST(Timeseal, SealsLinesAsTheReferenceClientDoes) {
  const auto rows = testing::read_tsv("timeseal.tsv");
  ASSERT_GE(rows.size(), 8u);
  for (const auto& row : rows) {
    std::string out;
    const uint64_t time = std::stoull(row[1]);
    if (row[0] == "PING") {
      Timeseal::seal_ping_reply(time, out);
    } else {
      Timeseal::seal(row[0], time, out);
    }
    EXPECT_EQ(hex(out), row[2]) << row[0];
  }
}

TEST(Timeseal, TheHelloNamesTheProtocol) {
  EXPECT_EQ(Timeseal::kHello.substr(0, 10), "TIMESEAL2|");
  EXPECT_EQ(Timeseal::kHello.back(), '|');
}

TEST(Timeseal, TakesPingRequestsOutHoweverTheBytesAreCut) {
  using namespace std::string_literals;
  const std::string server = "fics% [G]\0<12> rnbqkbnr ...\n\r[[G]\0[G]x[G]\0"s;
  const std::string text = "fics% <12> rnbqkbnr ...\n\r[[G]x"s;
  for (size_t cut = 0; cut <= server.size(); ++cut) {
    Timeseal seal;
    std::string out;
    int pings = seal.unseal(std::string_view(server).substr(0, cut), out);
    pings += seal.unseal(std::string_view(server).substr(cut), out);
    seal.finish(out);
    EXPECT_EQ(out, text) << "cut at " << cut;
    EXPECT_EQ(pings, 3) << "cut at " << cut;
  }
  // Byte by byte.
  Timeseal seal;
  std::string out;
  int pings = 0;
  for (const char c : server) pings += seal.unseal(std::string_view(&c, 1), out);
  EXPECT_EQ(out, text);
  EXPECT_EQ(pings, 3);
}

TEST(Timeseal, APartialRequestAtTheEndIsText) {
  using namespace std::string_literals;
  Timeseal seal;
  std::string out;
  EXPECT_EQ(seal.unseal("abc[G]", out), 0);
  EXPECT_EQ(out, "abc");
  seal.finish(out);
  EXPECT_EQ(out, "abc[G]");
}

}  // namespace
}  // namespace style12
