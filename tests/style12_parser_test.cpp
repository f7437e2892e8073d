// Reading Style 12 lines: every field, the framing servers add, and each way
// a line can be rejected.
#include <gtest/gtest.h>

#include <deque>

#include "line_edit.h"
#include "style12/style12.h"

namespace style12 {
namespace {

using testing::column_of;
using testing::first_fields;
using testing::with_field;

// The example of FICS "help style12" (seed 000).
const std::string kHelpExample =
    "<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 "
    "0 7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0";

// A live FICS line with 33 fields and milliseconds (pychess ficsplay.py).
const std::string kLiveMs =
    "<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 "
    "107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296";

// A record points into its line, so the lines tests build are kept alive.
const std::string& keep(const std::string& line) {
  static std::deque<std::string> lines;
  lines.push_back(line);
  return lines.back();
}

Style12 parse_ok(const std::string& text, ParseOptions options = {}) {
  const std::string& line = keep(text);
  auto result = parse_style12(line, options);
  EXPECT_TRUE(result.has_value()) << line << "\n" << (result ? "" : result.error().message);
  return result ? *result : Style12{};
}

ParseError parse_fails(const std::string& line, ParseOptions options = {}) {
  auto result = parse_style12(line, options);
  EXPECT_FALSE(result.has_value()) << line;
  return result ? ParseError{} : result.error();
}

TEST(Style12Parser, HelpFileExampleEveryField) {
  const Style12 r = parse_ok(kHelpExample);
  ASSERT_EQ(r.width, 8);
  ASSERT_EQ(r.height, 8);
  EXPECT_EQ(r.rank(0), "rnbqkb-r");
  EXPECT_EQ(r.rank(2), "-----n--");
  EXPECT_EQ(r.rank(7), "RNBQ-BNR");
  EXPECT_EQ(r.square(4, 1), 'K');  // e2
  EXPECT_EQ(r.square(5, 5), 'n');  // f6
  EXPECT_EQ(r.side_to_move, Color::Black);
  EXPECT_EQ(r.double_push_file, -1);
  EXPECT_FALSE(r.castling.white_short);
  EXPECT_FALSE(r.castling.white_long);
  EXPECT_TRUE(r.castling.black_short);
  EXPECT_TRUE(r.castling.black_long);
  EXPECT_EQ(r.halfmove_clock, 0);
  EXPECT_EQ(r.game_number, 7);
  EXPECT_EQ(r.white, "Newton");
  EXPECT_EQ(r.black, "Einstein");
  EXPECT_EQ(r.relation, 1);
  EXPECT_EQ(r.initial_time, 2);
  EXPECT_EQ(r.increment, 12);
  EXPECT_EQ(r.white_strength, 39);
  EXPECT_EQ(r.black_strength, 39);
  EXPECT_EQ(r.white_time, 119);
  EXPECT_EQ(r.black_time, 122);
  EXPECT_EQ(r.time_unit, TimeUnit::Seconds);
  EXPECT_EQ(r.white_time_ms, 119000);
  EXPECT_EQ(r.black_time_ms, 122000);
  EXPECT_EQ(r.move_number, 2);
  EXPECT_EQ(r.last_move, "K/e1-e2");
  ASSERT_TRUE(r.last_move_info.has_value());
  EXPECT_EQ(r.last_move_info->piece, 'K');
  EXPECT_EQ(r.last_move_info->from, (Square{4, 0}));
  EXPECT_EQ(r.last_move_info->to, (Square{4, 1}));
  EXPECT_EQ(r.last_move_info->promotion, 0);
  EXPECT_FALSE(r.last_move_info->drop);
  EXPECT_FALSE(r.last_move_info->check);
  EXPECT_EQ(r.last_move_time, "0:06");
  EXPECT_EQ(r.last_move_time_ms, 6000);
  EXPECT_EQ(r.last_move_san, "Ke2");
  EXPECT_FALSE(r.flip);
  EXPECT_FALSE(r.clock_ticking.has_value());
  EXPECT_FALSE(r.lag_ms.has_value());
  EXPECT_TRUE(r.extra.empty());
  EXPECT_TRUE(r.space_after_tag);
  EXPECT_FALSE(r.truncated);
}

TEST(Style12Parser, LiveLineWithClockTickingLagAndMilliseconds) {
  const Style12 r = parse_ok(kLiveMs);
  EXPECT_EQ(r.double_push_file, 6);
  EXPECT_EQ(r.relation, -1);
  EXPECT_EQ(r.time_unit, TimeUnit::Milliseconds);
  EXPECT_EQ(r.white_time, 297338);
  EXPECT_EQ(r.white_time_ms, 297338);
  EXPECT_EQ(r.black_time_ms, 300000);
  EXPECT_EQ(r.last_move_time, "0:02.662");
  EXPECT_EQ(r.last_move_time_ms, 2662);
  EXPECT_EQ(r.clock_ticking, true);
  EXPECT_EQ(r.lag_ms, 296);
}

TEST(Style12Parser, NoSpaceAfterTagAsInTheJavaDocExample) {
  const std::string line =
      "<12>rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 "
      "100 guestBLARG guestcday 1 10 0 39 39 600 600 1 P/e2-e4 (0:00) e4 1 0 0";
  const Style12 r = parse_ok(line);
  EXPECT_FALSE(r.space_after_tag);
  EXPECT_EQ(r.rank(0), "rnbqkbnr");
  EXPECT_EQ(r.double_push_file, 4);
  EXPECT_EQ(r.initial_time, 10);
  EXPECT_EQ(r.white_time_ms, 600000);
  EXPECT_TRUE(r.flip);
  EXPECT_EQ(r.clock_ticking, false);
  EXPECT_EQ(r.lag_ms, 0);
  EXPECT_EQ(format_style12(r), line);
}

TEST(Style12Parser, PromptsBeforeTheTag) {
  for (const std::string prompt : {"fics% ", "aics% ", "fics% fics% ", "12:34_fics% ", "chess> ",
                                   "fics%", "  fics% ", "\afics% "}) {
    const std::string line = prompt + kHelpExample;
    const Style12 r = parse_ok(line);
    EXPECT_EQ(r.white, "Newton") << prompt;
    EXPECT_EQ(format_style12(r), kHelpExample) << prompt;
  }
}

TEST(Style12Parser, ErrorColumnsCountThePrompt) {
  const std::string line = "fics% " + with_field(kHelpExample, 17, "x7");
  const ParseError e = parse_fails(line);
  EXPECT_EQ(e.code, ErrorCode::BadNumber);
  EXPECT_EQ(e.column, 6 + column_of(kHelpExample, 17));
}

TEST(Style12Parser, ChatQuotingABoardIsNotABoard) {
  const ParseError e = parse_fails("GuestABCD tells you: " + kHelpExample);
  EXPECT_EQ(e.code, ErrorCode::TextBeforeTag);
  EXPECT_EQ(e.field, 1);
  EXPECT_EQ(e.column, 0);
  EXPECT_NE(e.message.find("'GuestABCD tells you: '"), std::string::npos) << e.message;
}

TEST(Style12Parser, BlanksTabsAndLineEnds) {
  std::string spaced;
  for (const char c : kHelpExample) spaced += c == ' ' ? std::string(" \t ") : std::string(1, c);
  spaced += " \t\r\n";
  const Style12 r = parse_ok(spaced);
  EXPECT_EQ(r.black, "Einstein");
  EXPECT_EQ(r.last_move_san, "Ke2");
  EXPECT_EQ(format_style12(r), kHelpExample);
  for (const std::string end : {"\r", "   ", "\r\n", "\n\r", " \a"}) {
    const std::string line = kHelpExample + end;
    EXPECT_EQ(format_style12(parse_ok(line)), kHelpExample);
  }
}

TEST(Style12Parser, LaterFieldsAreKept) {
  const Style12 r = parse_ok(kLiveMs + " 17 future\tfields");
  EXPECT_EQ(r.lag_ms, 296);
  EXPECT_EQ(r.extra, "17 future\tfields");
  EXPECT_EQ(format_style12(r), kLiveMs + " 17 future fields");
}

TEST(Style12Parser, ThirtyTwoFieldsAsXboardDocuments) {
  const Style12 r = parse_ok(kHelpExample + " 1");
  EXPECT_EQ(r.clock_ticking, true);
  EXPECT_FALSE(r.lag_ms.has_value());
  EXPECT_EQ(format_style12(r), kHelpExample + " 1");
}

TEST(Style12Parser, TimeUnitOption) {
  ParseOptions ms;
  ms.time_unit = TimeUnit::Milliseconds;
  const Style12 a = parse_ok(kHelpExample, ms);
  EXPECT_EQ(a.time_unit, TimeUnit::Milliseconds);
  EXPECT_EQ(a.white_time_ms, 119);

  ParseOptions seconds;
  seconds.time_unit = TimeUnit::Seconds;
  const Style12 b = parse_ok(kLiveMs, seconds);
  EXPECT_EQ(b.time_unit, TimeUnit::Seconds);
  EXPECT_EQ(b.white_time_ms, 297338000);
  // The time taken is read in its own unit whatever the clocks are in.
  EXPECT_EQ(b.last_move_time_ms, 2662);
}

TEST(Style12Parser, NegativeClocksAndOddNumbersAreKept) {
  std::string line = with_field(kHelpExample, 25, "-917");
  line = with_field(line, 23, "247");
  line = with_field(line, 20, "-4");
  const Style12 r = parse_ok(line);
  EXPECT_EQ(r.white_time, -917);
  EXPECT_EQ(r.white_time_ms, -917000);
  EXPECT_EQ(r.white_strength, 247);
  EXPECT_EQ(r.relation, -4);
  EXPECT_EQ(parse_ok(with_field(kHelpExample, 20, "7")).relation, 7);
  EXPECT_EQ(parse_ok(with_field(kHelpExample, 17, "9223372036854775807")).game_number, INT64_MAX);
  ParseOptions ms;
  ms.time_unit = TimeUnit::Milliseconds;
  const std::string lowest = with_field(kHelpExample, 26, "-9223372036854775808");
  EXPECT_EQ(parse_ok(lowest, ms).black_time_ms, INT64_MIN);
}

TEST(Style12Parser, TimeTakenForms) {
  const struct {
    const char* field;
    int64_t ms;
    TimeUnit unit;
  } cases[] = {
      {"(0:00)", 0, TimeUnit::Seconds},
      {"(0:06)", 6000, TimeUnit::Seconds},
      {"(12:34)", 754000, TimeUnit::Seconds},
      {"(125:00)", 7500000, TimeUnit::Seconds},
      {"(0:02.6)", 2600, TimeUnit::Milliseconds},
      {"(0:02.66)", 2660, TimeUnit::Milliseconds},
      {"(0:02.662)", 2662, TimeUnit::Milliseconds},
      {"(1:02:03)", 3723000, TimeUnit::Seconds},
      {"(1:02:03.004)", 3723004, TimeUnit::Milliseconds},
      {"(-0:01)", -1000, TimeUnit::Seconds},
  };
  for (const auto& c : cases) {
    const Style12 r = parse_ok(with_field(kHelpExample, 29, c.field));
    EXPECT_EQ(r.last_move_time_ms, c.ms) << c.field;
    EXPECT_EQ(r.time_unit, c.unit) << c.field;
  }
}

TEST(Style12Parser, VerboseMoves) {
  struct Case {
    const char* move = nullptr;
    const char* san = nullptr;
    char piece = 0;
    Square from, to;
    char promotion = 0;
    CastlingSide castling = CastlingSide::None;
    bool drop = false, check = false, mate = false;
  };
  const Case cases[] = {
      {"P/e2-e4", "e4", 'P', {4, 1}, {4, 3}, 0, CastlingSide::None, false, false, false},
      {"P/e7-e8=Q", "e8=Q+", 'P', {4, 6}, {4, 7}, 'Q', CastlingSide::None, false, true, false},
      {"P/b2-b1=K", "b1=K", 'P', {1, 1}, {1, 0}, 'K', CastlingSide::None, false, false, false},
      {"P/b7-a8", "bxa8=N", 'P', {1, 6}, {0, 7}, 'N', CastlingSide::None, false, false, false},
      {"N/@@-f3", "N@f3", 'N', kNoSquare, {5, 2}, 0, CastlingSide::None, true, false, false},
      {"B/@@-g6", "B@g6#", 'B', kNoSquare, {6, 5}, 0, CastlingSide::None, true, true, true},
      {"o-o", "O-O", 'K', kNoSquare, kNoSquare, 0, CastlingSide::Short, false, false, false},
      {"o-o-o", "O-O-O+", 'K', kNoSquare, kNoSquare, 0, CastlingSide::Long, false, true, false},
      {"O-O", "O-O", 'K', kNoSquare, kNoSquare, 0, CastlingSide::Short, false, false, false},
      {"O-O-O", "O-O-O", 'K', kNoSquare, kNoSquare, 0, CastlingSide::Long, false, false, false},
      {"Q/d8-h4", "Qh4#", 'Q', {3, 7}, {7, 3}, 0, CastlingSide::None, false, true, true},
  };
  for (const Case& c : cases) {
    const Style12 r = parse_ok(with_field(with_field(kHelpExample, 28, c.move), 30, c.san));
    ASSERT_TRUE(r.last_move_info.has_value()) << c.move;
    const MoveInfo& m = *r.last_move_info;
    EXPECT_EQ(r.last_move, c.move);
    EXPECT_EQ(m.piece, c.piece) << c.move;
    EXPECT_EQ(m.from, c.from) << c.move;
    EXPECT_EQ(m.to, c.to) << c.move;
    EXPECT_EQ(m.promotion, c.promotion) << c.move;
    EXPECT_EQ(m.castling, c.castling) << c.move;
    EXPECT_EQ(m.drop, c.drop) << c.move;
    EXPECT_EQ(m.check, c.check) << c.move;
    EXPECT_EQ(m.checkmate, c.mate) << c.move;
  }
}

TEST(Style12Parser, NoneMoveAndSan) {
  const Style12 r = parse_ok(with_field(with_field(kHelpExample, 28, "none"), 30, "none"));
  EXPECT_TRUE(r.last_move.empty());
  EXPECT_FALSE(r.last_move_info.has_value());
  EXPECT_TRUE(r.last_move_san.empty());
  EXPECT_EQ(format_style12(r), with_field(with_field(kHelpExample, 28, "none"), 30, "none"));
}

TEST(Style12Parser, BoardSizeComesFromTheLine) {
  // A 10x8 board as a Capablanca server sends it.
  const std::string line =
      "<12> rnabqkbcnr pppppppppp ---------- ---------- ---------P ---------- PPPPPPPPP- "
      "RNABQKBCNR B 9 1 1 1 1 0 3 a b 0 5 0 47 47 300 300 1 P/j2-j4 (0:01) j4 0";
  const Style12 r = parse_ok(line);
  EXPECT_EQ(r.width, 10);
  EXPECT_EQ(r.height, 8);
  EXPECT_EQ(r.double_push_file, 9);
  EXPECT_EQ(r.last_move_info->to, (Square{9, 3}));
  EXPECT_EQ(format_style12(r), line);

  // A 6x6 board: six ranks, then the side to move.
  const std::string small =
      "<12> rnqknr pppppp ------ ------ PPPPPP RNQKNR W -1 0 0 0 0 0 4 a b 0 1 0 0 0 60 60 1 none "
      "(0:00) none 0";
  const Style12 s = parse_ok(small);
  EXPECT_EQ(s.width, 6);
  EXPECT_EQ(s.height, 6);
  EXPECT_EQ(s.side_to_move, Color::White);
  EXPECT_EQ(s.game_number, 4);
}

struct Rejection {
  const char* what;
  std::string line;
  ErrorCode code;
  int field;
  long column;
  const char* message_part;
};

class Style12Rejects : public ::testing::TestWithParam<Rejection> {};

TEST_P(Style12Rejects, WithCodeFieldColumnAndMessage) {
  const Rejection& c = GetParam();
  const ParseError e = parse_fails(c.line);
  EXPECT_EQ(error_code_name(e.code), error_code_name(c.code)) << e.message;
  EXPECT_EQ(e.field, c.field) << e.message;
  EXPECT_EQ(e.column, c.column) << e.message;
  const bool board = c.code == ErrorCode::BadBoardSquare || c.code == ErrorCode::BadRankWidth ||
                     c.code == ErrorCode::BadBoardSize;
  EXPECT_EQ(e.field_name, board ? "board" : style12_field_name(c.field));
  EXPECT_NE(e.message.find(c.message_part), std::string::npos) << e.message;
}

const std::string& H = kHelpExample;

INSTANTIATE_TEST_SUITE_P(
    EveryPath, Style12Rejects,
    ::testing::Values(
        Rejection{"empty", "", ErrorCode::NotStyle12, 1, 0,
                  "expected a line that starts with '<12>'"},
        Rejection{"other text", "Game 7: Newton moves: Ke2", ErrorCode::NotStyle12, 1, 0,
                  "'Game 7"},
        Rejection{"b1 line", "<b1> game 6 white [PNBBB] black [PNB]", ErrorCode::NotStyle12, 1, 0,
                  "<12>"},
        Rejection{"chat", "tell me <12> x", ErrorCode::TextBeforeTag, 1, 0, "only prompts"},
        Rejection{"tag only", "<12>", ErrorCode::MissingField, 2, 4, "board (field 2)"},
        Rejection{"board cut", first_fields(H, 5), ErrorCode::MissingField, 6, column_of(H, 5) + 8,
                  "board (field 6)"},
        // The server cut the line inside a rank: the line ended there, not a
        // bad rank or side to move.
        Rejection{"cut in a rank", first_fields(H, 6) + " ---", ErrorCode::MissingField, 7,
                  column_of(H, 7),
                  "the line ends inside the board, in board (field 7): found '---', 3 of a rank's "
                  "8 squares"},
        Rejection{"cut after a rank's first square", first_fields(H, 8) + " R",
                  ErrorCode::MissingField, 9, column_of(H, 9),
                  "found 'R', 1 of a rank's 8 squares; the line was cut short"},
        Rejection{"cut in a rank, blanks after", first_fields(H, 4) + " pp  ",
                  ErrorCode::MissingField, 5, column_of(H, 5), "2 of a rank's 8"},
        Rejection{"short rank, more after", first_fields(H, 4) + " pp W", ErrorCode::BadRankWidth,
                  5, column_of(H, 5), "not 2"},
        Rejection{"no side", first_fields(H, 9), ErrorCode::MissingField, 10, column_of(H, 10) - 1,
                  "sideToMove"},
        Rejection{"cut at names", first_fields(H, 18), ErrorCode::MissingField, 19,
                  column_of(H, 19) - 1, "Black's name"},
        Rejection{"cut at clocks", first_fields(H, 25), ErrorCode::MissingField, 26,
                  column_of(H, 26) - 1, "blackTime (field 26)"},
        Rejection{"no flip", first_fields(H, 30), ErrorCode::MissingField, 31, column_of(H, 31) - 1,
                  "flip (field 31)"},
        Rejection{"no move", first_fields(H, 27), ErrorCode::MissingField, 28, column_of(H, 28) - 1,
                  "lastMove"},
        Rejection{"digit on board", with_field(H, 4, "-----n2-"), ErrorCode::BadBoardSquare, 4,
                  column_of(H, 4) + 6, "at g in '-----n2-'"},
        Rejection{"em dash", with_field(H, 2, "rnbqkb\xe2\x80\x94r"), ErrorCode::BadBoardSquare, 2,
                  column_of(H, 2) + 6, "'\\xe2'"},
        Rejection{"dot for empty", with_field(H, 5, "........"), ErrorCode::BadBoardSquare, 5,
                  column_of(H, 5), "found '.'"},
        Rejection{"short rank", with_field(H, 3, "ppppppp"), ErrorCode::BadRankWidth, 3,
                  column_of(H, 3), "a rank of 8 squares"},
        Rejection{"long rank", with_field(H, 9, "RNBQ-BNRR"), ErrorCode::BadRankWidth, 9,
                  column_of(H, 9), "not 9"},
        Rejection{"17 ranks",
                  "<12> --- --- --- --- --- --- --- --- --- --- --- --- --- --- --- --- --- W -1",
                  ErrorCode::BadBoardSize, 18, 69, "at most 16 ranks"},
        Rejection{"17 files", "<12> " + std::string(17, '-') + " W", ErrorCode::BadBoardSize, 2, 5,
                  "at most 16 squares"},
        Rejection{"no board", "<12> W -1 0 0 0 0", ErrorCode::BadBoardSize, 2, 5,
                  "at least two ranks"},
        Rejection{"one rank",
                  "<12> rnbqkbnrBNR W -1 1 1 1 1 0 77 a b 2 0 0 39 39 0 0 1 none (0:00) none 0",
                  ErrorCode::BadBoardSize, 3, 17, "at least two ranks"},
        Rejection{"lower side", with_field(H, 10, "b"), ErrorCode::BadSideToMove, 10,
                  column_of(H, 10), "'W' or 'B'"},
        Rejection{"no side field", with_field(H, 10, "-1"), ErrorCode::BadSideToMove, 10,
                  column_of(H, 10), "found '-1'"},
        Rejection{"side X", with_field(H, 10, "X"), ErrorCode::BadSideToMove, 10, column_of(H, 10),
                  "found 'X'"},
        Rejection{"push file 8", with_field(H, 11, "8"), ErrorCode::BadDoublePushFile, 11,
                  column_of(H, 11), "from 0 to 7"},
        Rejection{"push file -2", with_field(H, 11, "-2"), ErrorCode::BadDoublePushFile, 11,
                  column_of(H, 11), "-1, or a file"},
        Rejection{"push file e", with_field(H, 11, "e"), ErrorCode::BadNumber, 11, column_of(H, 11),
                  "an integer"},
        Rejection{"castle 2", with_field(H, 12, "2"), ErrorCode::BadFlag, 12, column_of(H, 12),
                  "can White castle short"},
        Rejection{"castle yes", with_field(H, 15, "yes"), ErrorCode::BadFlag, 15, column_of(H, 15),
                  "can Black castle long"},
        Rejection{"halfmove", with_field(H, 16, "1.5"), ErrorCode::BadNumber, 16, column_of(H, 16),
                  "irreversible"},
        Rejection{"game number", with_field(H, 17, "#7"), ErrorCode::BadNumber, 17,
                  column_of(H, 17), "the game number"},
        Rejection{"plus sign", with_field(H, 17, "+7"), ErrorCode::BadNumber, 17, column_of(H, 17),
                  "'+7'"},
        Rejection{"relation", with_field(H, 20, "me"), ErrorCode::BadNumber, 20, column_of(H, 20),
                  "my relation"},
        Rejection{"initial", with_field(H, 21, "2m"), ErrorCode::BadNumber, 21, column_of(H, 21),
                  "minutes"},
        Rejection{"increment", with_field(H, 22, "-"), ErrorCode::BadNumber, 22, column_of(H, 22),
                  "increment"},
        Rejection{"strength", with_field(H, 23, "3e1"), ErrorCode::BadNumber, 23, column_of(H, 23),
                  "material"},
        Rejection{"black strength", with_field(H, 24, "x"), ErrorCode::BadNumber, 24,
                  column_of(H, 24), "Black's material"},
        Rejection{"clock", with_field(H, 25, "1:59"), ErrorCode::BadNumber, 25, column_of(H, 25),
                  "White's remaining time"},
        Rejection{"huge clock", with_field(H, 26, "99999999999999999999"),
                  ErrorCode::NumberOutOfRange, 26, column_of(H, 26), "between"},
        Rejection{"clock overflows ms", with_field(H, 25, "9223372036854775807"),
                  ErrorCode::NumberOutOfRange, 25, column_of(H, 25), "do not fit"},
        Rejection{"move number", with_field(H, 27, "two"), ErrorCode::BadNumber, 27,
                  column_of(H, 27), "the move about to be made"},
        Rejection{"move no slash", with_field(H, 28, "Ke1-e2"), ErrorCode::BadMove, 28,
                  column_of(H, 28) + 1, "'/' after the piece"},
        Rejection{"move lower piece", with_field(H, 28, "k/e1-e2"), ErrorCode::BadMove, 28,
                  column_of(H, 28), "a piece letter"},
        Rejection{"move bad square", with_field(H, 28, "K/e9-e2"), ErrorCode::BadMove, 28,
                  column_of(H, 28) + 2, "on the board"},
        Rejection{"move no dash", with_field(H, 28, "K/e1e2"), ErrorCode::BadMove, 28,
                  column_of(H, 28) + 4, "'-' between"},
        Rejection{"move bad target", with_field(H, 28, "K/e1-x2"), ErrorCode::BadMove, 28,
                  column_of(H, 28) + 5, "a to-square"},
        Rejection{"move promotion", with_field(H, 28, "P/e7-e8="), ErrorCode::BadMove, 28,
                  column_of(H, 28) + 8, "promotion piece"},
        Rejection{"move tail", with_field(H, 28, "K/e1-e2+"), ErrorCode::BadMove, 28,
                  column_of(H, 28) + 7, "the end of the move"},
        Rejection{"move san", with_field(H, 28, "Ke2"), ErrorCode::BadMove, 28,
                  column_of(H, 28) + 1, "'/'"},
        Rejection{"time parens", with_field(H, 29, "0:06"), ErrorCode::BadTimeTaken, 29,
                  column_of(H, 29), "in parentheses"},
        Rejection{"time close", with_field(H, 29, "(0:06"), ErrorCode::BadTimeTaken, 29,
                  column_of(H, 29) + 4, "in parentheses"},
        Rejection{"time seconds", with_field(H, 29, "(0:6)"), ErrorCode::BadTimeTaken, 29,
                  column_of(H, 29) + 3, "two digits of seconds"},
        Rejection{"time 60s", with_field(H, 29, "(0:60)"), ErrorCode::BadTimeTaken, 29,
                  column_of(H, 29) + 3, "00 to 59"},
        Rejection{"time colon", with_field(H, 29, "(006)"), ErrorCode::BadTimeTaken, 29,
                  column_of(H, 29) + 4, "':' after the minutes"},
        Rejection{"time fraction", with_field(H, 29, "(0:06.)"), ErrorCode::BadTimeTaken, 29,
                  column_of(H, 29) + 6, "after '.'"},
        Rejection{"time 4 digits", with_field(H, 29, "(0:06.1234)"), ErrorCode::BadTimeTaken, 29,
                  column_of(H, 29) + 9, "')' after the time"},
        Rejection{"time empty", with_field(H, 29, "()"), ErrorCode::BadTimeTaken, 29,
                  column_of(H, 29) + 1, "a time such as"},
        Rejection{"flip", with_field(H, 31, "true"), ErrorCode::BadFlag, 31, column_of(H, 31),
                  "Black at the bottom"},
        Rejection{"ticking", H + " 2", ErrorCode::BadFlag, 32, static_cast<long>(H.size()) + 1,
                  "clock running"},
        Rejection{"lag", H + " 1 fast", ErrorCode::BadNumber, 33, static_cast<long>(H.size()) + 3,
                  "lag"},
        Rejection{"nul in name", with_field(H, 18, std::string("New\0ton", 7)),
                  ErrorCode::BadFieldText, 18, column_of(H, 18) + 3, "without control characters"},
        Rejection{"escape in san", with_field(H, 30, "Ke2\x1b"), ErrorCode::BadFieldText, 30,
                  column_of(H, 30) + 3, "'Ke2\\x1b'"},
        Rejection{"newline in extra", H + " 1 0 x\ny", ErrorCode::BadFieldText, 34,
                  static_cast<long>(H.size()) + 6, "printable"}),
    [](const ::testing::TestParamInfo<Rejection>& info) {
      std::string name = info.param.what;
      for (char& c : name) {
        if (!isalnum(static_cast<unsigned char>(c))) c = '_';
      }
      return name;
    });

TEST(Style12Parser, TruncatedLinesNeedTheOption) {
  const std::string cut = first_fields(kHelpExample, 28) + " (0:0";
  EXPECT_EQ(parse_fails(cut).code, ErrorCode::BadTimeTaken);

  ParseOptions lenient;
  lenient.allow_truncated = true;
  const Style12 r = parse_ok(cut, lenient);
  EXPECT_TRUE(r.truncated);
  EXPECT_EQ(r.fields_present, 28);
  EXPECT_EQ(r.last_move, "K/e1-e2");
  EXPECT_FALSE(r.last_move_time_ms.has_value());
  EXPECT_EQ(r.white_time_ms, 119000);
  EXPECT_EQ(format_style12(r), first_fields(kHelpExample, 28) + " ");

  const Style12 at_clocks = parse_ok(first_fields(kHelpExample, 26), lenient);
  EXPECT_TRUE(at_clocks.truncated);
  EXPECT_EQ(at_clocks.fields_present, 26);
  EXPECT_EQ(at_clocks.black_time, 122);

  // Before the clocks are whole there is nothing worth keeping.
  EXPECT_EQ(parse_fails(first_fields(kHelpExample, 25), lenient).code, ErrorCode::MissingField);
  // A bad field that is not the last one is an error, not a cut.
  EXPECT_EQ(parse_fails(with_field(kHelpExample, 28, "K/e1"), lenient).code, ErrorCode::BadMove);
}

}  // namespace
}  // namespace style12
