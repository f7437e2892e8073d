// parse_style12_fields and parse_holdings_fields: the fields as the
// parsers read them, with their spans in the line and their errors, and
// the same result as the plain parse.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bad_lines.h"
#include "line_edit.h"
#include "style12/style12.h"

namespace style12 {
namespace {

using testing::column_of;
using testing::split_fields;

struct Told {
  int number = 0;
  std::string name;
  int64_t column = -1;
  std::string text;
  bool bad = false;
  ParseError error;
};

// Keeps what it is told; reads on past bad fields unless told not to.
class Recorder final : public FieldVisitor {
 public:
  explicit Recorder(bool read_on = true) : read_on_(read_on) {}
  bool on_field(const FieldVisit& f) override {
    Told t{f.number, std::string(f.name), f.column, std::string(f.text), f.error != nullptr, {}};
    if (f.error != nullptr) t.error = *f.error;
    told_.push_back(std::move(t));
    return read_on_;
  }
  const std::vector<Told>& told() const { return told_; }

 private:
  std::vector<Told> told_;
  bool read_on_;
};

// The first whole line of the corpus, as FICS sent it.
std::string first_live_line() {
  for (const testing::CorpusLine& c : testing::corpus()) {
    if (c.category == 'A' && c.text.rfind("<12>", 0) == 0) return c.text;
  }
  return {};
}

void expect_same_error(const ParseError& a, const ParseError& b) {
  EXPECT_EQ(error_code_name(a.code), error_code_name(b.code));
  EXPECT_EQ(a.field, b.field);
  EXPECT_EQ(a.field_name, b.field_name);
  EXPECT_EQ(a.column, b.column);
  EXPECT_EQ(a.message, b.message);
}

TEST(FieldVisitor, ALiveLineTellsEveryFieldWithItsSpan) {
  const std::string line = first_live_line();
  ASSERT_FALSE(line.empty());
  const std::vector<std::string> tokens = split_fields(line);
  Recorder recorder;
  Style12 record;
  ParseError error;
  ASSERT_TRUE(parse_style12_fields(line, {}, recorder, record, error)) << error.message;
  ASSERT_EQ(recorder.told().size(), tokens.size());
  for (size_t k = 0; k < tokens.size(); ++k) {
    const Told& t = recorder.told()[k];
    SCOPED_TRACE(t.name);
    EXPECT_EQ(t.number, static_cast<int>(k) + 1);
    EXPECT_EQ(t.name, style12_field_name(t.number));
    EXPECT_FALSE(t.bad);
    EXPECT_EQ(t.text, tokens[k]);
    EXPECT_EQ(t.column, column_of(line, t.number));
    EXPECT_EQ(line.substr(static_cast<size_t>(t.column), t.text.size()), t.text);
  }
  EXPECT_EQ(format_style12(record), format_style12(*parse_style12(line)));
}

TEST(FieldVisitor, ABadFieldIsToldWithTheParsersErrorAndTheRestReadOn) {
  const std::string line = testing::with_field(first_live_line(), kGameNumberField, "1x7");
  Recorder recorder;
  Style12 record;
  ParseError error;
  EXPECT_FALSE(parse_style12_fields(line, {}, recorder, record, error));
  const auto parsed = parse_style12(line);
  ASSERT_FALSE(parsed.has_value());
  expect_same_error(error, parsed.error());

  const Told& game = recorder.told()[kGameNumberField - 1];
  EXPECT_EQ(game.number, kGameNumberField);
  EXPECT_EQ(game.name, "gameNumber");
  EXPECT_EQ(game.text, "1x7");
  EXPECT_EQ(game.column, column_of(line, kGameNumberField));
  ASSERT_TRUE(game.bad);
  EXPECT_EQ(error_code_name(game.error.code), "BAD_NUMBER");
  expect_same_error(game.error, parsed.error());
  // Read on: the handles after it, in their places, and into the record.
  const Told& white = recorder.told()[kWhiteNameField - 1];
  EXPECT_EQ(white.text, "gbtami");
  EXPECT_FALSE(white.bad);
  EXPECT_EQ(white.column, column_of(line, kWhiteNameField));
  EXPECT_EQ(record.white, "gbtami");
  EXPECT_EQ(recorder.told().size(), split_fields(line).size());
}

TEST(FieldVisitor, AVisitorThatStopsHearsOfNothingAfterTheBadField) {
  const std::string line = testing::with_field(first_live_line(), kWhiteShortField, "2");
  Recorder recorder(false);
  Style12 record;
  ParseError error;
  EXPECT_FALSE(parse_style12_fields(line, {}, recorder, record, error));
  ASSERT_EQ(recorder.told().size(), static_cast<size_t>(kWhiteShortField));
  EXPECT_TRUE(recorder.told().back().bad);
  EXPECT_EQ(error_code_name(recorder.told().back().error.code), "BAD_FLAG");
  EXPECT_EQ(recorder.told().back().error.column, column_of(line, kWhiteShortField));
}

TEST(FieldVisitor, TheLinesEndIsToldAtTheFieldItLacksWithoutASpan) {
  const std::string line = testing::first_fields(first_live_line(), kWhiteTimeField);
  Recorder recorder;
  Style12 record;
  ParseError error;
  EXPECT_FALSE(parse_style12_fields(line, {}, recorder, record, error));
  const Told& last = recorder.told().back();
  EXPECT_EQ(last.number, kBlackTimeField);
  EXPECT_EQ(last.column, -1);
  EXPECT_TRUE(last.text.empty());
  ASSERT_TRUE(last.bad);
  EXPECT_EQ(error_code_name(last.error.code), "MISSING_FIELD");
  EXPECT_EQ(last.error.column, static_cast<int64_t>(line.size()));
}

TEST(FieldVisitor, AClockThatDoesNotFitInMillisecondsIsToldAgainWithItsFault) {
  const std::string line =
      testing::with_field(first_live_line(), kWhiteTimeField, "9223372036854775807");
  Recorder recorder;
  Style12 record;
  ParseError error;
  ParseOptions seconds;
  seconds.time_unit = TimeUnit::Seconds;
  EXPECT_FALSE(parse_style12_fields(line, seconds, recorder, record, error));
  std::vector<const Told*> clock;
  for (const Told& t : recorder.told()) {
    if (t.number == kWhiteTimeField) clock.push_back(&t);
  }
  ASSERT_EQ(clock.size(), 2u);
  EXPECT_FALSE(clock[0]->bad);
  ASSERT_TRUE(clock[1]->bad);
  EXPECT_EQ(clock[1]->column, clock[0]->column);
  EXPECT_EQ(clock[1]->text, "9223372036854775807");
  EXPECT_EQ(error_code_name(clock[1]->error.code), "NUMBER_OUT_OF_RANGE");
  expect_same_error(clock[1]->error, parse_style12(line, seconds).error());
}

TEST(FieldVisitor, RanksAreToldAsBoardFieldsAndABadSquareWhereItIs) {
  std::string line = first_live_line();
  const size_t square = line.find("--------") + 3;
  line[square] = '?';
  Recorder recorder;
  Style12 record;
  ParseError error;
  EXPECT_FALSE(parse_style12_fields(line, {}, recorder, record, error));
  const Told& rank = recorder.told()[3];
  EXPECT_EQ(rank.number, 4);
  EXPECT_EQ(rank.name, "board");
  EXPECT_EQ(rank.text, "---?----");
  ASSERT_TRUE(rank.bad);
  EXPECT_EQ(error_code_name(rank.error.code), "BAD_BOARD_SQUARE");
  EXPECT_EQ(rank.error.column, static_cast<int64_t>(square));
  // The board goes on after it, and so does the line.
  EXPECT_EQ(recorder.told()[9].name, "sideToMove");
  EXPECT_EQ(recorder.told()[9].text, "W");
}

TEST(FieldVisitor, HoldingsFieldsAreToldTheSameWay) {
  const std::string line = "<b1> gmae 52 white [NB] black [N] <- BN";
  Recorder recorder;
  Holdings holdings;
  ParseError error;
  EXPECT_FALSE(parse_holdings_fields(line, recorder, holdings, error));
  expect_same_error(error, parse_holdings(line).error());
  ASSERT_EQ(recorder.told().size(), 9u);
  EXPECT_TRUE(recorder.told()[1].bad);
  EXPECT_EQ(error_code_name(recorder.told()[1].error.code), "BAD_HOLDINGS");
  EXPECT_EQ(recorder.told()[1].column, 5);
  // Read on: the game number and the pockets.
  EXPECT_EQ(recorder.told()[2].name, "gameNumber");
  EXPECT_EQ(recorder.told()[2].text, "52");
  EXPECT_EQ(recorder.told()[2].column, 10);
  EXPECT_FALSE(recorder.told()[2].bad);
  EXPECT_EQ(holdings.game_number, 52);
  EXPECT_EQ(holdings.white, "NB");
  EXPECT_EQ(recorder.told()[8].text, "BN");
  EXPECT_EQ(recorder.told()[8].column, static_cast<int64_t>(line.size()) - 2);
}

TEST(FieldVisitor, WhatFollowsAWholeHoldingsLineIsOneField) {
  const std::string line = "<b1> game 52 white [] black [] <- WP and more";
  Recorder recorder;
  Holdings holdings;
  ParseError error;
  EXPECT_FALSE(parse_holdings_fields(line, recorder, holdings, error));
  const Told& extra = recorder.told().back();
  EXPECT_EQ(extra.number, kHoldingsPassedField + 1);
  EXPECT_EQ(extra.name, "extra");
  EXPECT_EQ(extra.text, "and more");
  EXPECT_EQ(error_code_name(extra.error.code), "TRAILING_DATA");
  expect_same_error(extra.error, parse_holdings(line).error());
}

// Over every fixture line, broken or not: the same result as the plain
// parse, spans inside the line, and the parse's error told on its field.
TEST(FieldVisitor, GivesThePlainParsesResultForEveryFixtureLine) {
  int bad = 0;
  for (const std::string& line : testing::all_fixture_lines()) {
    SCOPED_TRACE(line);
    for (const bool truncated : {false, true}) {
      ParseOptions options;
      options.allow_truncated = truncated;
      Recorder recorder;
      Style12 record;
      ParseError error;
      const bool read = parse_style12_fields(line, options, recorder, record, error);
      const auto parsed = parse_style12(line, options);
      ASSERT_EQ(read, parsed.has_value());
      bool error_told = false;
      for (const Told& t : recorder.told()) {
        EXPECT_LE(t.column + static_cast<int64_t>(t.text.size()),
                  static_cast<int64_t>(line.size()));
        if (t.column >= 0) {
          EXPECT_EQ(line.substr(static_cast<size_t>(t.column), t.text.size()), t.text);
        }
        if (!read && t.bad && t.error.code == error.code && t.error.column == error.column &&
            t.error.message == error.message)
          error_told = true;
      }
      if (read) {
        EXPECT_EQ(format_style12(record), format_style12(*parsed));
        continue;
      }
      ++bad;
      expect_same_error(error, parsed.error());
      if (parsed.error().code != ErrorCode::NotStyle12) {
        EXPECT_TRUE(error_told);
      }
    }
    Recorder recorder;
    Holdings holdings;
    ParseError error;
    const bool read = parse_holdings_fields(line, recorder, holdings, error);
    const auto parsed = parse_holdings(line);
    ASSERT_EQ(read, parsed.has_value());
    if (!read) expect_same_error(error, parsed.error());
  }
  EXPECT_GT(bad, 1000);
}

}  // namespace
}  // namespace style12
