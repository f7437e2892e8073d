// describe_style12 and describe_holdings: every field of a line, where it
// stands, what it says in words, and what is wrong with it, for the lines
// the parser rejects too.
#include <gtest/gtest.h>

#include <string>

#include "bad_lines.h"
#include "style12/style12.h"

namespace style12 {
namespace {

const std::string kMate =
    "<12> rnb-kbnr pppp-ppp -------- ----p--- ------Pq -----P-- PPPPP--P RNBQKBNR W -1 1 1 1 1 1 "
    "107 "
    "gbtami ggbtami 1 5 0 39 39 297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304";

const FieldDescription& field(const LineDescription& d, int number, int rank = 0) {
  for (const FieldDescription& f : d.fields) {
    if (f.number == number && (rank == 0 || f.rank == rank)) return f;
  }
  static const FieldDescription kNone;
  ADD_FAILURE() << "no field " << number;
  return kNone;
}

int bad_fields(const LineDescription& d) {
  int n = 0;
  for (const FieldDescription& f : d.fields) n += f.state == FieldState::Bad;
  return n;
}

TEST(Describe, EveryFieldOfALiveLineInWords) {
  const std::string line = "fics% " + kMate;
  const LineDescription d = describe_style12(line);
  EXPECT_TRUE(d.parsed);
  EXPECT_EQ(d.prefix, "fics%");
  ASSERT_EQ(d.fields.size(), 33u);
  EXPECT_EQ(bad_fields(d), 0);
  EXPECT_EQ(field(d, 1).words, "a Style 12 board line (after the prompt \u201cfics%\u201d)");
  EXPECT_EQ(field(d, 1).column, 6);
  EXPECT_EQ(field(d, 2).text, "rnb-kbnr");
  EXPECT_EQ(field(d, 2).rank, 8);
  EXPECT_EQ(field(d, 2).name, "board");
  EXPECT_EQ(field(d, 5).words,
            "rank 5: \u00b7 \u00b7 \u00b7 \u00b7 \u265f\ufe0e \u00b7 \u00b7 \u00b7 (1 piece)");
  EXPECT_EQ(field(d, 6).words,
            "rank 4: \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u00b7 \u2659 \u265b (2 pieces)");
  EXPECT_EQ(field(d, 10).words, "White to move");
  EXPECT_EQ(field(d, 11).words, "no double pawn push");
  EXPECT_EQ(field(d, 12).words, "White may castle short");
  EXPECT_EQ(field(d, 16).words, "1 move since the last capture or pawn move");
  EXPECT_EQ(field(d, 17).words, "game 107 on the server");
  EXPECT_EQ(field(d, 17).name, "gameNumber");
  EXPECT_EQ(field(d, 18).words, "White's handle: gbtami");
  EXPECT_EQ(field(d, 20).words, "I am playing and it is my move");
  EXPECT_EQ(field(d, 21).words, "5 minutes on each clock at the start");
  EXPECT_EQ(field(d, 22).words, "no increment");
  EXPECT_EQ(field(d, 25).words, "4:57.338 (297338 ms) on White's clock, read in milliseconds");
  EXPECT_EQ(field(d, 27).words, "move 3 comes next: White to play 3.");
  EXPECT_EQ(field(d, 28).words, "Queen from d8 to h4");
  EXPECT_EQ(field(d, 29).words, "4.237 s (4237 ms) spent on the last move");
  EXPECT_EQ(field(d, 30).words, "Qh4# in standard algebraic notation, checkmate");
  EXPECT_EQ(field(d, 31).words, "White at the bottom");
  EXPECT_EQ(field(d, 32).words, "the clock is running");
  EXPECT_EQ(field(d, 33).words, "304 ms of lag on the last move (timeseal)");
  EXPECT_EQ(field(d, 33).name, "lagMs");
}

// A field that reads but contradicts the line's own board is suspect,
// with the anomaly: FICS's double-push field after a drop, a negative
// halfmove clock.
TEST(Describe, AFieldThatContradictsTheBoardIsSuspect) {
  const LineDescription d = describe_style12(
      "<12> rnbqkbnr pppp-ppp -------- ----P--- ---p---- -------- PPP-PPPP RNBQKBNR W 0 1 1 1 1 -2 "
      "2 BugTwo BugOne -1 2 "
      "0 40 39 119 119 3 P/@@-d4 (0:01) P@d4 1");
  ASSERT_TRUE(d.parsed);
  const FieldDescription& push = field(d, kDoublePushField);
  EXPECT_EQ(push.state, FieldState::Suspect);
  ASSERT_TRUE(push.has_anomaly);
  EXPECT_EQ(anomaly_code_name(push.anomaly.code), "EP_WITHOUT_DOUBLE_PUSH");
  const FieldDescription& halfmove = field(d, kHalfmoveField);
  EXPECT_EQ(halfmove.state, FieldState::Suspect);
  EXPECT_EQ(anomaly_message(halfmove.anomaly),
            "the halfmove clock is -2; it counts half-moves, from 0");
  // Strengths are a stream's to judge (pockets count on FICS).
  EXPECT_EQ(field(d, kWhiteStrengthField).state, FieldState::Good);
  EXPECT_EQ(field_state_name(FieldState::Suspect), "suspect");
}

TEST(Describe, ALineOverTheStreamsLimitIsNotDescribed) {
  // A line of 2 million fields once took 29 s and 1.4 GB to describe.
  std::string huge = kMate;
  while (huge.size() <= LineFramer::kDefaultMaxLine) huge += " 0";
  for (const LineDescription& d :
       {describe_style12(huge), describe_holdings("<b1> game 1 white [" + huge + "] black []")}) {
    EXPECT_FALSE(d.parsed);
    EXPECT_EQ(d.error.code, ErrorCode::LineTooLong);
    EXPECT_EQ(d.error.column, 65536);
    EXPECT_EQ(d.error.message,
              "the line is longer than 65536 bytes, the most a stream reads; it is not described");
    EXPECT_TRUE(d.fields.empty());
  }
  // At the limit a line is still read.
  std::string at_limit = kMate + " ";
  at_limit += std::string(LineFramer::kDefaultMaxLine - at_limit.size(), 'x');
  const LineDescription d = describe_style12(at_limit);
  EXPECT_EQ(d.fields.size(), describe_style12(kMate).fields.size() + 1);
  EXPECT_EQ(d.fields.back().text.size(), LineFramer::kDefaultMaxLine - kMate.size() - 1);
}

TEST(Describe, ABadFieldCarriesTheParsersErrorAndTheRestStillRead) {
  std::string line = kMate;
  line.replace(line.find("297338"), 6, "3000x0");
  const LineDescription d = describe_style12(line);
  EXPECT_FALSE(d.parsed);
  EXPECT_EQ(d.error.code, ErrorCode::BadNumber);
  const FieldDescription& clock = field(d, 25);
  EXPECT_EQ(clock.state, FieldState::Bad);
  EXPECT_EQ(clock.error.code, ErrorCode::BadNumber);
  EXPECT_EQ(clock.error.column, d.error.column);
  EXPECT_EQ(clock.column, static_cast<int64_t>(line.find("3000x0")));
  EXPECT_NE(clock.words.find("found '3000x0'"), std::string::npos) << clock.words;
  EXPECT_EQ(bad_fields(d), 1);
  // Read on their own, in the unit the move time shows.
  EXPECT_EQ(field(d, 26).words, "4:55.763 (295763 ms) on Black's clock, read in milliseconds");
  EXPECT_EQ(field(d, 28).words, "Queen from d8 to h4");
}

TEST(Describe, EveryBadFieldIsMarkedNotOnlyTheFirst) {
  std::string line = kMate;
  line.replace(line.find(" 107 "), 5, " #7 ");
  line.replace(line.find("Q/d8-h4"), 7, "Q/d8h4");
  const LineDescription d = describe_style12(line);
  EXPECT_EQ(bad_fields(d), 2);
  EXPECT_EQ(field(d, 17).error.code, ErrorCode::BadNumber);
  EXPECT_EQ(field(d, 28).error.code, ErrorCode::BadMove);
  EXPECT_EQ(field(d, 28).error.column, static_cast<int64_t>(line.find("Q/d8h4") + 4));
}

TEST(Describe, ALineThatStopsEarlyMarksTheFieldItLacks) {
  const std::string line = kMate.substr(0, kMate.find(" 297338"));
  const LineDescription d = describe_style12(line);
  EXPECT_FALSE(d.parsed);
  const FieldDescription& clock = field(d, 25);
  EXPECT_EQ(clock.state, FieldState::Bad);
  EXPECT_EQ(clock.error.code, ErrorCode::MissingField);
  EXPECT_EQ(clock.column, -1);
  EXPECT_EQ(field(d, 26).state, FieldState::Missing);
  EXPECT_EQ(field(d, 31).state, FieldState::Missing);
  EXPECT_EQ(d.fields.size(), 31u);
}

TEST(Describe, ACutShortLineMarksWhatTheServerCutOff) {
  const std::string line = kMate.substr(0, kMate.find(" Qh4#"));
  const LineDescription d = describe_style12(line);
  EXPECT_TRUE(d.parsed);
  EXPECT_EQ(bad_fields(d), 0);
  EXPECT_EQ(field(d, 29).state, FieldState::Good);
  EXPECT_EQ(field(d, 30).state, FieldState::Missing);
  EXPECT_EQ(field(d, 31).state, FieldState::Missing);
}

TEST(Describe, ALineCutInsideARankIsCutShortWithItsRanksInPlace) {
  // kMate cut after the first square of its seventh rank ("PPPPP--P").
  const std::string line = kMate.substr(0, kMate.find("PPPPP--P") + 1);
  const LineDescription d = describe_style12(line);
  EXPECT_FALSE(d.parsed);
  EXPECT_EQ(d.error.code, ErrorCode::MissingField);
  EXPECT_EQ(d.error.field, 8);
  // The ranks keep their numbers: 8 down to 2, the cut one, then rank 1
  // missing; nothing after the board was sent.
  EXPECT_EQ(field(d, 2).rank, 8);
  EXPECT_EQ(field(d, 2).state, FieldState::Good);
  EXPECT_EQ(field(d, 7).rank, 3);
  EXPECT_EQ(field(d, 7).text, "-----P--");
  const FieldDescription& cut = field(d, 8);
  EXPECT_EQ(cut.rank, 2);
  EXPECT_EQ(cut.text, "P");
  EXPECT_EQ(cut.state, FieldState::Bad);
  EXPECT_EQ(cut.error.code, ErrorCode::MissingField);
  EXPECT_NE(cut.words.find("the line ends inside the board"), std::string::npos) << cut.words;
  EXPECT_EQ(field(d, 9).rank, 1);
  EXPECT_EQ(field(d, 9).state, FieldState::Missing);
  EXPECT_EQ(field(d, 10).name, "sideToMove");
  EXPECT_EQ(field(d, 10).state, FieldState::Missing);
  EXPECT_EQ(bad_fields(d), 1);
  EXPECT_TRUE(d.fen.empty());
}

TEST(Describe, ALineWithABadLateFieldStillGivesTheBoardItsRanksShow) {
  std::string line = kMate;
  line.replace(line.find("297338"), 6, "3000x0");
  const LineDescription d = describe_style12(line);
  EXPECT_FALSE(d.parsed);
  // The ranks and the side to move, without the claims of later fields.
  EXPECT_EQ(d.fen, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w - - 0 1");
  // A line that parses: its own FEN.
  EXPECT_EQ(describe_style12(kMate).fen,
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  // A bad rank: no board.
  std::string bad_rank = kMate;
  bad_rank.replace(bad_rank.find("pppp-ppp"), 8, "pppp.ppp");
  EXPECT_TRUE(describe_style12(bad_rank).fen.empty());
}

// Capablanca chess: ten files, eight ranks, pieces A (archbishop) and C
// (chancellor) the core reads like any letter.
const std::string kTenByEight =
    "<12> rnabqkbcnr pppppppppp ---------- ---------- ----P----- ---------- PPPP-PPPPP RNABQKBCNR "
    "B 4 1 1 1 1 0 "
    "42 Capablanca Lasker 0 15 5 44 44 900 900 1 P/e2-e4 (0:01) e4 0 1 0";

TEST(Describe, ATenByEightBoardReadsEveryFieldInItsPlace) {
  const LineDescription d = describe_style12(kTenByEight);
  EXPECT_TRUE(d.parsed) << d.error.message;
  EXPECT_EQ(bad_fields(d), 0);
  EXPECT_EQ(field(d, 2).words,
            "rank 8: \u265c \u265e a \u265d \u265b \u265a \u265d c \u265e \u265c (10 pieces)");
  EXPECT_EQ(field(d, 11).words, "double pawn push on the e-file (en passant square e3)");
  EXPECT_EQ(field(d, 17).words, "game 42 on the server");
  EXPECT_EQ(field(d, 18).words, "White's handle: Capablanca");
  EXPECT_EQ(field(d, 19).words, "Black's handle: Lasker");
  EXPECT_EQ(field(d, 25).words, "15:00 (900000 ms) on White's clock, read in seconds");
  EXPECT_EQ(field(d, 28).words, "Pawn from e2 to e4");
}

TEST(Describe, ABoardOfTenRanksNumbersItsRanksOnAndTheRestAsUsual) {
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- -------- -------- PPPPPPPP "
      "RNBQKBNR W -1 0 0 0 0 0 "
      "9 a b 0 3 0 39 39 180 180 1 none (0:00) none 0";
  const LineDescription d = describe_style12(line);
  EXPECT_TRUE(d.parsed) << d.error.message;
  EXPECT_EQ(field(d, 2).rank, 10);
  EXPECT_EQ(field(d, 11, 1).text, "RNBQKBNR");
  EXPECT_EQ(field(d, 10, 2).text, "PPPPPPPP");
  EXPECT_EQ(field(d, 17).words, "game 9 on the server");
  // After the board, the fields keep their numbers: the side to move is 10.
  EXPECT_EQ(d.fields[11].number, 10);
  EXPECT_EQ(d.fields[11].words, "White to move");
}

TEST(Describe, ABadSquareIsMarkedOnItsRank) {
  std::string line = kMate;
  line.replace(line.find("----p---"), 8, "----p-?-");
  const LineDescription d = describe_style12(line);
  const FieldDescription& rank = field(d, 5);
  EXPECT_EQ(rank.state, FieldState::Bad);
  EXPECT_EQ(rank.error.code, ErrorCode::BadBoardSquare);
  EXPECT_EQ(rank.error.column, static_cast<int64_t>(line.find('?')));
}

TEST(Describe, ALineWithoutTheTagHasNoFields) {
  const LineDescription d = describe_style12("hello there");
  EXPECT_FALSE(d.parsed);
  EXPECT_EQ(d.error.code, ErrorCode::NotStyle12);
  EXPECT_TRUE(d.fields.empty());
}

TEST(Describe, HoldingsLines) {
  const LineDescription d = describe_holdings("<b1> game 52 white [NBB] black [] <- BN");
  EXPECT_TRUE(d.parsed);
  ASSERT_EQ(d.fields.size(), 9u);
  EXPECT_EQ(d.fields[2].words, "game 52");
  EXPECT_EQ(d.fields[4].words, "White holds a knight, 2 bishops");
  EXPECT_EQ(d.fields[6].words, "Black holds nothing");
  EXPECT_EQ(d.fields[8].words, "Black received a knight");
  const LineDescription bad = describe_holdings("<b1> game 52 white PN black []");
  EXPECT_FALSE(bad.parsed);
  EXPECT_EQ(bad.fields[4].state, FieldState::Bad);
  EXPECT_EQ(bad.fields[4].error.code, ErrorCode::BadHoldings);
}

// Describe checks nothing itself: for every line the parser rejects, the
// description's error is the parser's, and the field it names carries that
// same error (code, field, column, message), marked bad.
TEST(Describe, TheBadFieldCarriesExactlyTheParsersErrorOverTheFixtures) {
  int checked = 0;
  for (const std::string& line : testing::all_fixture_lines()) {
    SCOPED_TRACE(line);
    ParseOptions options;
    options.allow_truncated = true;
    const auto parsed = parse_style12(line, options);
    const LineDescription d = describe_style12(line);
    ASSERT_EQ(d.parsed, parsed.has_value());
    if (parsed.has_value()) {
      EXPECT_EQ(bad_fields(d), 0);
      continue;
    }
    const ParseError& e = parsed.error();
    EXPECT_EQ(d.error.code, e.code);
    EXPECT_EQ(d.error.field, e.field);
    EXPECT_EQ(d.error.column, e.column);
    EXPECT_EQ(d.error.message, e.message);
    if (e.code == ErrorCode::NotStyle12) {
      EXPECT_TRUE(d.fields.empty());
      continue;
    }
    int carriers = 0;
    for (const FieldDescription& f : d.fields) {
      if (f.error.code != e.code || f.error.column != e.column) continue;
      ++carriers;
      EXPECT_EQ(f.state, FieldState::Bad);
      // What follows the lag is one field to the parser, a field a token
      // to describe: the error names the first.
      if (e.field == kFirstExtraField) {
        EXPECT_GE(f.number, e.field);
      } else {
        EXPECT_EQ(f.number, e.field);
      }
      EXPECT_EQ(f.error.field, e.field);
      EXPECT_EQ(f.error.field_name, e.field_name);
      EXPECT_EQ(f.error.message, e.message);
      EXPECT_EQ(f.words, e.message);
    }
    EXPECT_EQ(carriers, 1);
    ++checked;
  }
  EXPECT_GT(checked, 1000);
}

TEST(Describe, ABadHoldingsFieldCarriesTheParsersError) {
  for (const std::string& line :
       {std::string("<b1> game 52 white PN black []"), std::string("<b1> gme 52 white [] black []"),
        std::string("<b1> game x white [] black []"),
        std::string("<b1> game 52 white [] black [] <-"),
        std::string("<b1> game 52 white [] black [] <- WP more")}) {
    SCOPED_TRACE(line);
    const auto parsed = parse_holdings(line);
    ASSERT_FALSE(parsed.has_value());
    const LineDescription d = describe_holdings(line);
    const ParseError& e = parsed.error();
    int carriers = 0;
    for (const FieldDescription& f : d.fields) {
      if (f.state != FieldState::Bad) continue;
      ++carriers;
      EXPECT_EQ(f.error.code, e.code);
      EXPECT_EQ(f.error.field, e.field);
      EXPECT_EQ(f.error.column, e.column);
      EXPECT_EQ(f.error.message, e.message);
    }
    EXPECT_EQ(carriers, 1);
  }
}

}  // namespace
}  // namespace style12
