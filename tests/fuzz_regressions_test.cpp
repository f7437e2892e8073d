// Every input the fuzzers once found wanting, run through the same
// properties the harnesses check. The file name's prefix names the entry
// point: style12-, holdings-, fen-, stream-, rules- or describe-.
#include <gtest/gtest.h>

#include <filesystem>

#include "fixture.h"
#include "fuzz/properties.h"

namespace style12 {
namespace {

TEST(FuzzRegressions, PropertiesHoldForEveryFoundInput) {
  int checked = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(testing::fixture_path("fuzz-regressions"))) {
    const std::string name = entry.path().filename().string();
    const std::string input = testing::read_file("fuzz-regressions/" + name);
    if (name.rfind("style12-", 0) == 0) {
      EXPECT_TRUE(fuzzing::style12_holds(input)) << name;
    } else if (name.rfind("holdings-", 0) == 0) {
      EXPECT_TRUE(fuzzing::holdings_hold(input)) << name;
    } else if (name.rfind("stream-", 0) == 0) {
      EXPECT_TRUE(fuzzing::stream_holds(input)) << name;
    } else if (name.rfind("rules-", 0) == 0) {
      EXPECT_TRUE(fuzzing::rules_hold(input)) << name;
    } else if (name.rfind("describe-", 0) == 0) {
      EXPECT_TRUE(fuzzing::describe_holds(input)) << name;
    } else if (name.rfind("fen-", 0) == 0) {
      EXPECT_TRUE(fuzzing::fen_holds(input)) << name;
    } else {
      ADD_FAILURE() << "unknown entry point for " << name;
    }
    ++checked;
  }
  EXPECT_GE(checked, 4);
}

}  // namespace
}  // namespace style12
