// Stream: bytes cut anywhere, prompts, chat, game ends and errors: what
// each kind of line becomes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "stream_events.h"
#include "style12/style12.h"
#include "transcript.h"

namespace style12 {
namespace {
using namespace stream_events;  // NOLINT(google-build-using-namespace): the helpers of these tests

// ------------------------------------------------------ chunks of any size

// One push, one byte at a time and 200 random cuttings (fixed seeds) give
// the same events.
TEST(Stream, EveryWayOfCuttingATranscriptGivesTheSameEvents) {
  for (const std::string& name : kTranscripts) {
    const std::string bytes = read_transcript(name);
    const std::vector<std::string> whole = canonical(events_of(bytes));
    ASSERT_FALSE(whole.empty()) << name;

    std::vector<std::string_view> bytewise;
    for (size_t i = 0; i < bytes.size(); ++i)
      bytewise.push_back(std::string_view(bytes).substr(i, 1));
    EXPECT_EQ(canonical(events_of(bytewise)), whole) << name << ", one byte at a time";

    for (unsigned seed = 1; seed <= 200; ++seed) {
      std::mt19937 random(seed);
      // Small pieces, middling ones, or anything up to the whole stream.
      const size_t largest = seed % 3 == 0 ? 4 : seed % 3 == 1 ? 97 : bytes.size();
      std::uniform_int_distribution<size_t> size(1, largest);
      std::vector<std::string_view> pieces;
      for (size_t at = 0; at < bytes.size();) {
        const size_t n = std::min(size(random), bytes.size() - at);
        pieces.push_back(std::string_view(bytes).substr(at, n));
        at += n;
      }
      EXPECT_EQ(canonical(events_of(pieces)), whole) << name << ", seed " << seed;
    }
  }
}

TEST(Stream, EmptyPushesChangeNothing) {
  const std::string bytes = read_transcript("standard-game.fics");
  std::vector<std::string_view> pieces;
  for (size_t i = 0; i < bytes.size(); i += 10) {
    pieces.emplace_back("");
    pieces.push_back(std::string_view(bytes).substr(i, 10));
  }
  EXPECT_EQ(canonical(events_of(pieces)), canonical(events_of(bytes)));
}

// ------------------------------------------------------------------ prompts

TEST(Stream, LinesOfNothingButPromptsGiveNoEvents) {
  EXPECT_TRUE(
      events_of("fics% \n\rfics% fics% \n\raics% \n\rfics%\n\r12:01_fics% \n\r   \n\r\n\rfics% ")
          .empty());
}

TEST(Stream, PromptsBeforeBoardsAndHoldingsAreSkipped) {
  const std::string board =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "1 "
      "GuestABCD admin 1 3 0 24 24 180 180 1 none (0:00) none 0 0 0";
  EXPECT_EQ(summaries(events_of("fics% fics% " + board +
                                "\n\rfics% fics% <b1> game 1 white [] black []\n\r")),
            (Summaries{"style12 1: game 1 move 1 W none #1",
                       "holdings 2: <b1> game 1 white [] black [] #1"}));
}

TEST(Stream, ATextEventLeavesOutThePromptsBeforeIt) {
  const std::vector<Seen> events =
      events_of("fics% fics% You accept the match offer from WLTL.\n\r");
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].text, "You accept the match offer from WLTL.");
}

// "-->" starts the lines of the "it" command (an emote); it is not a prompt.
// The library takes any first word ending in '>', '%', '$' or '#' for a
// prompt, so the text comes out as "gbtami is back" (and "50% of ..." as
// "of ...").
TEST(Stream, AWordThatOnlyLooksLikeAPromptStaysInTheText) {
  const std::vector<Seen> events = events_of("--> gbtami is back\n\r50% of my games are blitz\n\r");
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].text, "--> gbtami is back");
  EXPECT_EQ(events[1].text, "50% of my games are blitz");
}

// -------------------------------------------------------------------- chat

TEST(Stream, BoardsQuotedInChatStayText) {
  const std::string board =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "107 "
      "gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0";
  const std::vector<std::string> lines = {
      "GuestXYZW(U) tells you: " + board,
      "ggbtami(50): " + board,
      "ggbtami(1500)[107] kibitzes: " + board,
      "ggbtami(1500)[107] whispers: " + board,
      "gbtami shouts: " + board,
      "--> gbtami " + board,
      "GuestXYZW(U) tells you: <b1> game 1 white [] black []",
  };
  std::string bytes;
  for (const std::string& line : lines) bytes += "fics% " + line + "\n\r";
  const std::vector<Seen> events = events_of(bytes);
  ASSERT_EQ(events.size(), lines.size());
  for (const Seen& e : events) {
    EXPECT_EQ(e.type, EventType::Text) << e.text;
    EXPECT_EQ(e.game_id, 0);
  }
  EXPECT_EQ(events[0].text, lines[0]);
}

// --------------------------------------------------------------- game ends

StreamEvent game_end(std::string_view line, bool& ok) {
  StreamEvent event;
  ok = parse_game_end(line, event);
  return event;
}

TEST(Stream, AGameEndGivesNumberPlayersReasonAndResult) {
  bool ok = false;
  const StreamEvent e = game_end("{Game 7 (Newton vs. Einstein) Einstein resigns} 1-0", ok);
  ASSERT_TRUE(ok);
  EXPECT_EQ(e.game_number, 7);
  EXPECT_EQ(e.white, "Newton");
  EXPECT_EQ(e.black, "Einstein");
  EXPECT_EQ(e.reason, "Einstein resigns");
  EXPECT_EQ(e.result, "1-0");
}

TEST(Stream, AGameEndReadsEveryResult) {
  struct Case {
    const char* line;
    const char* reason;
    const char* result;
  };
  const Case cases[] = {
      {"{Game 107 (gbtami vs. ggbtami) gbtami checkmated} 0-1", "gbtami checkmated", "0-1"},
      {"{Game 1 (admin vs. TestPlayer) TestPlayer forfeits on time} 1-0",
       "TestPlayer forfeits on time", "1-0"},
      {"{Game 12 (Henley vs. Browne) Game drawn by repetition} 1/2-1/2", "Game drawn by repetition",
       "1/2-1/2"},
      {"{Game 1 (admin vs. TestPlayer) Game aborted on move 1} *", "Game aborted on move 1", "*"},
      {"{Game 463 (schachbjm vs. Maras) Game adjourned by mutual agreement} *",
       "Game adjourned by mutual agreement", "*"},
  };
  for (const Case& c : cases) {
    bool ok = false;
    const StreamEvent e = game_end(c.line, ok);
    ASSERT_TRUE(ok) << c.line;
    EXPECT_EQ(e.reason, c.reason);
    EXPECT_EQ(e.result, c.result);
  }
}

TEST(Stream, AGameEndMayFollowPromptsAndEndWithCr) {
  bool ok = false;
  const StreamEvent e =
      game_end("fics% fics% {Game 223 (HUGOABEL vs. megracia) HUGOABEL resigns} 0-1\r", ok);
  ASSERT_TRUE(ok);
  EXPECT_EQ(e.game_number, 223);
  EXPECT_EQ(e.result, "0-1");
}

TEST(Stream, GameStartsAndOtherBracedLinesAreNotGameEnds) {
  for (const char* line : {
           "{Game 107 (gbtami vs. ggbtami) Creating unrated blitz match.}",
           "{Game 107 (gbtami vs. ggbtami) Continuing rated blitz match.}",
           "GuestXYZW(U) tells you: {Game 225 (penguinias vs. VERLENDSER) VERLENDSER resigns} 1-0",
           "{Game 7 (Newton vs. Einstein) Einstein resigns} 2-0",
           "{Game 7 (Newton vs. Einstein) Einstein resigns}",
           "{Game seven (Newton vs. Einstein) Einstein resigns} 1-0",
           "Game 107: gbtami moves: f3",
       }) {
    bool ok = true;
    game_end(line, ok);
    EXPECT_FALSE(ok) << line;
  }
}

TEST(Stream, GameStartLinesBecomeTextEvents) {
  const std::vector<Seen> events = events_of(
      "{Game 107 (gbtami vs. ggbtami) Creating unrated blitz match.}\n\r"
      "{Game 107 (gbtami vs. ggbtami) gbtami checkmated} 0-1\n\r");
  EXPECT_EQ(summaries(events),
            (Summaries{"text 1: {Game 107 (gbtami vs. ggbtami) Creating unrated blitz match.}",
                       "gameEnd 2: 107 (gbtami vs. ggbtami) gbtami checkmated 0-1 #0"}));
}

// ------------------------------------------------------------------ errors

TEST(Stream, ABrokenBoardIsAnErrorAndTheStreamGoesOn) {
  const std::string good =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "107 "
      "gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0";
  std::string broken = good;
  broken[5 + 7 * 9 + 7] = '?';  // the h1 square
  const std::vector<Seen> events =
      events_of("fics% " + broken + "\n\rfics% " + good + "\n\rGame over\n\r");
  ASSERT_EQ(events.size(), 3u);
  EXPECT_EQ(events[0].type, EventType::Error);
  EXPECT_EQ(events[0].line, 1);
  EXPECT_EQ(events[0].code, "BAD_BOARD_SQUARE");
  EXPECT_EQ(events[0].field, 9);
  EXPECT_EQ(events[0].column, 6 + 5 + 7 * 9 + 7);
  EXPECT_EQ(events[0].game_id, 0);
  EXPECT_EQ(summary(events[1]), "style12 2: game 107 move 1 W none #1");
  EXPECT_EQ(summary(events[2]), "text 3: Game over");
}

TEST(Stream, ABrokenHoldingsLineIsAnError) {
  const std::vector<Seen> events = events_of("<b1> game 1 white [P] black\n\rnext\n\r");
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].type, EventType::Error);
  EXPECT_EQ(events[0].line, 1);
  EXPECT_EQ(summary(events[1]), "text 2: next");
}

// A bad line of a game the stream follows is that game's error, when its
// game number field reads, even with a bad field before it.
TEST(Stream, ABrokenLineOfAFollowedGameNamesTheGame) {
  const std::string good =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "107 "
      "gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0";
  std::string bad_square = good;
  bad_square[5 + 7 * 9 + 7] = '?';
  std::string bad_number = good;
  bad_number.replace(bad_number.find(" 107 "), 5, " 1x7 ");
  const std::vector<Seen> events = events_of(
      good + "\n\r" + bad_square + "\n\r<b1> gme 107 white [P] black\n\r" + bad_number + "\n\r");
  ASSERT_EQ(events.size(), 4u);
  ASSERT_NE(events[0].game_id, 0);
  EXPECT_EQ(events[1].code, "BAD_BOARD_SQUARE");
  EXPECT_EQ(events[1].game_id, events[0].game_id);
  EXPECT_EQ(events[2].code, "BAD_HOLDINGS");
  EXPECT_EQ(events[2].game_id, events[0].game_id);
  EXPECT_EQ(events[3].code, "BAD_NUMBER");
  EXPECT_EQ(events[3].game_id, 0);
}

// The session: a game, a stray 0x15 and a blank, then the same
// game renumbered 108. Nothing after the 0x15 is lost: the line it stands
// in comes with an error naming its column, and the second game is read
// whole, however the bytes are cut.
TEST(Stream, AStray0x15HidesNothingAndIsAnError) {
  const std::string game = read_transcript("standard-game.fics");
  std::string renumbered = game;
  for (size_t at = renumbered.find("107"); at != std::string::npos;
       at = renumbered.find("107", at + 3)) {
    renumbered.replace(at, 3, "108");
  }
  const std::string bytes = game + "\x15 " + renumbered;
  const std::vector<Seen> whole = events_of(bytes);
  EXPECT_EQ(whole.size(), 2 * events_of(game).size() + 1);  // and the error
  const std::vector<const Seen*> errors = of_type(whole, EventType::Error);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0]->code, "NOT_A_BLOCK");
  EXPECT_EQ(errors[0]->column, 6);
  EXPECT_NE(errors[0]->text.find('\x15'), std::string::npos);
  EXPECT_EQ(of_type(whole, EventType::Style12).size(),
            2 * of_type(events_of(game), EventType::Style12).size());
  const std::string_view view(bytes);
  for (size_t cut = game.size() - 3; cut < game.size() + 4; ++cut) {
    EXPECT_EQ(canonical(events_of({view.substr(0, cut), view.substr(cut)})), canonical(whole))
        << "cut at " << cut;
  }
}

// Boards cut at 170 bytes by FICS 1.6.2, each followed by a continuation
// mark: no text of the mark is left over, the kibitz acknowledgement after
// one is its own text, and every board is a board of the game.
TEST(Stream, TheContinuationMarksAfterCutBoardsLeaveNoStrayText) {
  const std::vector<Seen> events = events_of(read_transcript("fics-long-handles-kibitz.fics"));
  for (const Seen& e : events) {
    if (e.type == EventType::Text) {
      EXPECT_NE(e.text.substr(0, 1), "\\") << e.line;
    }
  }
  const auto kibitz = std::find_if(events.begin(), events.end(),
                                   [](const Seen& e) { return e.text == "kibitzed to 1."; });
  ASSERT_NE(kibitz, events.end());
  EXPECT_EQ(kibitz->line, 57);
  EXPECT_EQ(of_type(events, EventType::Style12).size(), 8u);
}

TEST(Stream, ALineOverTheLimitIsOneErrorAndTheNextLineIsRead) {
  StreamOptions options;
  options.max_line = 256;
  const std::string good =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "107 "
      "gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0";
  const std::string garbage(5000, 'z');
  std::vector<std::string_view> pieces;
  const std::string bytes = "fics% \n\r" + garbage + "\n\r" + good + "\n\r";
  for (size_t i = 0; i < bytes.size(); i += 333)
    pieces.push_back(std::string_view(bytes).substr(i, 333));
  const std::vector<Seen> events = events_of(pieces, options);
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].type, EventType::Error);
  EXPECT_EQ(events[0].code, "LINE_TOO_LONG");
  EXPECT_EQ(events[0].line, 2);
  EXPECT_EQ(events[0].column, 256);
  EXPECT_EQ(events[0].text, std::string(80, 'z'));
  EXPECT_EQ(summary(events[1]), "style12 3: game 107 move 1 W none #1");
}

TEST(Stream, ALongRunWithoutALineEndGivesOneErrorUnderTheDefaultLimit) {
  Stream stream;
  const std::string chunk(1 << 20, 'x');
  for (int i = 0; i < 64; ++i) EXPECT_TRUE(stream.push(chunk).empty());
  std::vector<Seen> seen;
  take(seen, stream.push("\n\rfics% Game 107\n\r"));
  take(seen, stream.end());
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0].code, "LINE_TOO_LONG");
  EXPECT_EQ(seen[0].column, 65536);
  EXPECT_EQ(summary(seen[1]), "text 2: Game 107");
}

}  // namespace
}  // namespace style12
