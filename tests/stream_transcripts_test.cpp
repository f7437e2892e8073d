// Stream: the session transcripts in fixtures/transcripts, written as FICS
// sends them (prompts, LF CR line ends, block mode, bells, telnet), into
// events in order.
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

// ------------------------------------------------------------- transcripts

TEST(Stream, StandardGameTranscriptGivesItsEventsInOrder) {
  EXPECT_EQ(summaries_of_transcript("standard-game.fics"),
            (Summaries{
                "text 1: **** Starting FICS session as gbtami ****",
                "text 4: Creating: gbtami (++++) ggbtami (++++) unrated blitz 5 0",
                "text 5: {Game 107 (gbtami vs. ggbtami) Creating unrated blitz match.}",
                "style12 7: game 107 move 1 W none #1",
                "style12 9: game 107 move 1 B f3 #1",
                "style12 11: game 107 move 2 W e5 #1",
                "style12 13: game 107 move 2 B g4 #1",
                "style12 15: game 107 move 3 W Qh4# #1",
                "gameEnd 17: 107 (gbtami vs. ggbtami) gbtami checkmated 0-1 #1",
                "style12 18: game 107 move 3 W Qh4# #1",
                "text 19: No ratings adjustment done.",
            }));
}

TEST(Stream, StandardGameTranscriptReadsMillisecondClocksAndPositions) {
  const std::vector<Seen> events = events_of(read_transcript("standard-game.fics"));
  const std::vector<const Seen*> boards = of_type(events, EventType::Style12);
  ASSERT_EQ(boards.size(), 6u);
  EXPECT_EQ(boards[3]->record.time_unit, TimeUnit::Milliseconds);
  EXPECT_EQ(boards[3]->record.white_time_ms, 297338);
  EXPECT_EQ(boards[3]->record.black_time_ms, 300000);
  EXPECT_EQ(boards[3]->time_taken, "0:02.662");
  EXPECT_EQ(boards[3]->fen, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  EXPECT_EQ(boards[4]->fen, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  EXPECT_EQ(boards[4]->verbose, "Q/d8-h4");
  EXPECT_EQ(boards[4]->record.relation, 1);
}

TEST(Stream, BlockModeTranscriptGivesTheRepliesAndTheBoardsInsideThem) {
  EXPECT_EQ(summaries_of_transcript("block-mode.fics", false),
            (Summaries{
                "text: **** Starting FICS session as GuestQWER(U) ****",
                "text: block set.",
                "text: You are now observing game 223.",
                "text: Game 223: HUGOABEL (1395) megracia (1458) rated blitz 3 0",
                "style12: game 223 move 46 B h4 #1",
                "style12: game 223 move 47 W Bb3+ #1",
                "style12: game 223 move 47 B Ke1 #1",
                "style12: game 223 move 47 B Ke1 #1",
                "text: Removing game 223 from observation list.",
                "text: megracia tells you: thanks for watching",
            }));
}

// Line numbers count physical lines (line ends); block markers are not line
// ends. The library starts a new number where a block starts after a prompt
// or ends before one, so from line 4 on its numbers run ahead: 5, 6, 8, 10,
// 12, 14, 16, 18 instead of 4, 5, 7, 9, 11, 12, 13, 14.
TEST(Stream, BlockModeTranscriptNumbersEventsByPhysicalLine) {
  std::vector<int64_t> lines;
  for (const Seen& e : events_of(read_transcript("block-mode.fics"))) lines.push_back(e.line);
  EXPECT_EQ(lines, (std::vector<int64_t>{1, 3, 4, 5, 7, 9, 11, 12, 13, 14}));
}

TEST(Stream, TwoObservedGamesTranscriptKeepsTheGamesApart) {
  EXPECT_EQ(summaries_of_transcript("two-observed-games.fics"),
            (Summaries{
                "text 1: **** Starting FICS session as gbtami ****",
                "text 3: You are now observing game 463.",
                "text 4: Game 463: schachbjm (1925) Maras (2006) rated standard 45 45",
                "style12 6: game 463 move 37 W Rb8 #1",
                "text 7: You are now observing game 223.",
                "text 8: Game 223: HUGOABEL (1395) megracia (1458) rated blitz 3 0",
                "style12 10: game 223 move 46 B h4 #2",
                "style12 12: game 223 move 47 W Bb3+ #2",
                "style12 14: game 463 move 37 B Rg2 #1",
                "style12 16: game 223 move 47 B Ke1 #2",
                "text 18: Maras(2006)[463] kibitzes: the rook comes to g8 now",
                "style12 20: game 223 move 48 W d2+ #2",
                "style12 22: game 463 move 38 W Rg8 #1",
                "style12 24: game 223 move 48 B Kf2 #2",
                "gameEnd 26: 223 (HUGOABEL vs. megracia) HUGOABEL resigns 0-1 #2",
                "text 27: Removing game 223 from observation list.",
                "gameEnd 29: 463 (schachbjm vs. Maras) Game adjourned by mutual agreement * #1",
                "text 30: Removing game 463 from observation list.",
            }));
}

TEST(Stream, CrazyhouseTranscriptGivesHoldingsBeforeAndAfterBoards) {
  EXPECT_EQ(summaries_of_transcript("crazyhouse.fics"),
            (Summaries{
                "text 1: **** Starting FICS session as GuestABCD(U) ****",
                "text 3: Creating: GuestABCD (++++) admin (----) unrated crazyhouse 3 0",
                "text 4: {Game 1 (GuestABCD vs. admin) Creating unrated crazyhouse match.}",
                "style12 6: game 1 move 1 W none #1",
                "holdings 7: <b1> game 1 white [] black [] #1",
                "style12 8: game 1 move 1 B e4 #1",
                "holdings 9: <b1> game 1 white [] black [] #1",
                "style12 11: game 1 move 2 W d5 #1",
                "holdings 12: <b1> game 1 white [] black [] #1",
                "holdings 13: <b1> game 1 white [P] black [] <- WP #1",
                "style12 14: game 1 move 2 B exd5 #1",
                "holdings 15: <b1> game 1 white [P] black [] #1",
                "style12 17: game 1 move 3 W Nf6 #1",
                "holdings 18: <b1> game 1 white [P] black [] #1",
                "style12 19: game 1 move 3 B Nc3 #1",
                "holdings 20: <b1> game 1 white [P] black [] #1",
                "holdings 22: <b1> game 1 white [P] black [P] <- BP #1",
                "style12 24: game 1 move 4 W Nxd5 #1",
                "holdings 25: <b1> game 1 white [P] black [P] #1",
                "holdings 26: <b1> game 1 white [PN] black [P] <- WN #1",
                "style12 27: game 1 move 4 B Nxd5 #1",
                "holdings 28: <b1> game 1 white [PN] black [P] #1",
                "holdings 30: <b1> game 1 white [PN] black [PN] <- BN #1",
                "style12 32: game 1 move 5 W Qxd5 #1",
                "holdings 33: <b1> game 1 white [PN] black [PN] #1",
                "style12 34: game 1 move 5 B N@c3 #1",
                "holdings 35: <b1> game 1 white [P] black [PN] #1",
                "gameEnd 37: 1 (GuestABCD vs. admin) admin resigns 1-0 #1",
                "text 38: No ratings adjustment done.",
            }));
}

TEST(Stream, CrazyhouseTranscriptReadsThePassedPieceAndTheDrop) {
  const std::vector<Seen> events = events_of(read_transcript("crazyhouse.fics"));
  const std::vector<const Seen*> holdings = of_type(events, EventType::Holdings);
  ASSERT_EQ(holdings.size(), 14u);
  EXPECT_EQ(holdings[3]->passed, "WP");
  EXPECT_EQ(holdings[11]->passed, "BN");
  EXPECT_EQ(holdings[11]->held_white, "PN");
  EXPECT_EQ(holdings[11]->held_black, "PN");
  EXPECT_EQ(holdings[12]->passed, "");
  const std::vector<const Seen*> boards = of_type(events, EventType::Style12);
  ASSERT_EQ(boards.size(), 10u);
  EXPECT_EQ(boards.back()->verbose, "N/@@-c3");
  ASSERT_TRUE(boards.back()->record.last_move_info.has_value());
  EXPECT_TRUE(boards.back()->record.last_move_info->drop);
}

TEST(Stream, TakebackTranscriptSendsTheEarlierBoardAgain) {
  EXPECT_EQ(summaries_of_transcript("takeback.fics"),
            (Summaries{
                "text 1: **** Starting FICS session as ahanft ****",
                "text 3: Creating: ahanft (1436) EnnMal (1502) rated standard 7 3",
                "text 4: {Game 164 (ahanft vs. EnnMal) Creating rated standard match.}",
                "style12 6: game 164 move 1 W none #1",
                "style12 7: game 164 move 1 B d4 #1",
                "style12 9: game 164 move 2 W Nf6 #1",
                "style12 10: game 164 move 2 B Bg5 #1",
                "style12 12: game 164 move 3 W e6 #1",
                "text 14: EnnMal would like to take back 1 half move(s).",
                "text 15: You can \"accept\" or \"decline\", or propose different parameters.",
                "text 16: You accept the takeback request from EnnMal.",
                "style12 18: game 164 move 2 B Bg5 #1",
                "style12 20: game 164 move 3 W d5 #1",
            }));
}

// The SANs are left out here: the cut-short boards are checked field by
// field below.
TEST(Stream, CutShortTranscriptGivesEveryBoardOfBothGames) {
  EXPECT_EQ(
      summaries_of_transcript("cut-short.fics", true, false),
      (Summaries{
          "text 1: **** Starting FICS session as ahanft ****",
          "text 3: You are now observing game 107.",
          "text 4: Game 107: Capablanca1921 (2215) Alekhine1927 (2190) rated blitz 5 0",
          "style12 6: game 107 move 1 W #1",
          "text 7: Creating: ahanft (1436) EnnMal (1502) rated standard 7 3",
          "text 8: {Game 164 (ahanft vs. EnnMal) Creating rated standard match.}",
          "style12 10: game 164 move 1 W #2",
          "style12 12: game 107 move 1 B #1",
          "style12 13: game 164 move 1 B #2",
          "style12 15: game 107 move 2 W #1",
          "style12 17: game 164 move 2 W #2",
          "style12 19: game 107 move 2 B #1",
          "style12 20: game 164 move 2 B #2",
          "style12 22: game 107 move 3 W #1",
          "gameEnd 24: 107 (Capablanca1921 vs. Alekhine1927) Capablanca1921 checkmated 0-1 #1",
          "text 25: Removing game 107 from observation list.",
          "style12 27: game 164 move 3 W #2",
      }));
}

TEST(Stream, CutShortBoardsAreMarkedTruncatedWithPositionsAndClocksIntact) {
  const std::vector<Seen> events = events_of(read_transcript("cut-short.fics"));
  std::vector<const Seen*> cut, whole;
  for (const Seen* e : of_type(events, EventType::Style12)) {
    (e->record.game_number == 107 ? cut : whole).push_back(e);
  }
  ASSERT_EQ(cut.size(), 5u);
  for (const Seen* e : cut) {
    EXPECT_TRUE(e->record.truncated) << e->text;
    EXPECT_EQ(e->record.time_unit, TimeUnit::Milliseconds) << e->text;
    EXPECT_EQ(e->white, "Capablanca1921");
    EXPECT_EQ(e->black, "Alekhine1927");
  }
  for (const Seen* e : whole) EXPECT_FALSE(e->record.truncated) << e->text;
  // After the move: the time taken is whole, the SAN and flip are lost.
  for (size_t i = 1; i < 5; ++i) {
    EXPECT_EQ(int{cut[i]->record.fields_present}, 29) << cut[i]->text;
    EXPECT_EQ(cut[i]->san, "");
  }
  EXPECT_EQ(cut[1]->verbose, "P/f2-f3");
  EXPECT_EQ(cut[3]->time_taken, "0:02.662");
  EXPECT_EQ(cut[3]->record.white_time_ms, 297338);
  EXPECT_EQ(cut[3]->record.black_time_ms, 300000);
  EXPECT_EQ(cut[4]->record.white_time_ms, 297338);
  EXPECT_EQ(cut[4]->record.black_time_ms, 295763);
  EXPECT_EQ(cut[4]->record.move_number, 3);
  EXPECT_EQ(cut[4]->fen, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  EXPECT_EQ(placement(cut[2]->fen), "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR");
}

// The first board of the cut-short game stops in the middle of its SAN
// field: "none" arrived as "non". A field cut short is lost, so the SAN is
// unknown and only 29 fields are present. The library takes "non" for the
// SAN and counts 30 fields.
TEST(Stream, CutShortTranscriptLosesTheFieldCutInTheMiddle) {
  const std::vector<Seen> events = events_of(read_transcript("cut-short.fics"));
  const std::vector<const Seen*> boards = of_type(events, EventType::Style12);
  ASSERT_FALSE(boards.empty());
  ASSERT_EQ(boards[0]->line, 6);
  EXPECT_TRUE(boards[0]->record.truncated);
  EXPECT_EQ(int{boards[0]->record.fields_present}, 29);
  EXPECT_EQ(boards[0]->san, "");
}

TEST(Stream, ChatTranscriptKeepsQuotedBoardsAndGameEndsAsText) {
  EXPECT_EQ(summaries_of_transcript("chat-and-wrapped-lines.fics"),
            (Summaries{
                "text 1: **** Starting FICS session as gbtami ****",
                "text 3: You are now observing game 225.",
                "text 4: Game 225: penguinias (1612) VERLENDSER (1580) rated blitz 5 0",
                "style12 6: game 225 move 34 W Nf6 #1",
                "text 8: GuestXYZW(U) tells you: how do I get the board as one line? my client "
                "only shows "
                "the ascii diagram",
                "text 10: (told GuestXYZW)",
                "text 12: ggbtami(50): set style 12 and you get: <12> rnbqkbnr pppppppp -------- "
                "-------- "
                "-------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 107 gbtami ggbtami 1 5 0 39 39 "
                "300000 "
                "300000 1 none (0:00.000) none 0 0 0",
                "text 16: VERLENDSER(1580)[225] kibitzes: <12> is what my client reads",
                "text 18: GuestXYZW(U) tells you: {Game 225 (penguinias vs. VERLENDSER) VERLENDSER "
                "resigns} 1-0",
            }));
}

TEST(Stream, TelnetTranscriptDropsNegotiationPingsAndBells) {
  EXPECT_EQ(
      summaries_of_transcript("telnet-and-pings.fics"),
      (Summaries{
          "text 1: Welcome to FICS - the Free Internet Chess Server",
          "text 3: login: \"gbtami\" is a registered name.  If it is yours, type the password.",
          "text 4: If not, just hit return to try another name.",
          "text 6: password:",
          "text 7: **** Starting FICS session as gbtami ****",
          "text 11: Challenge: WLTL (1803) gbtami (1500) unrated lightning 1 0.",
          "text 12: You can \"accept\" or \"decline\", or propose different parameters.",
          "text 13: You accept the match offer from WLTL.",
          "text 15: Creating: WLTL (1803) gbtami (1500) unrated lightning 1 0",
          "text 16: {Game 85 (WLTL vs. gbtami) Creating unrated lightning match.}",
          "style12 18: game 85 move 1 W none #1",
          "style12 20: game 85 move 1 B b3 #1",
          "style12 23: game 85 move 2 W Nf6 #1",
          "style12 25: game 85 move 2 B g3 #1",
      }));
}

TEST(Stream, ReusedGameNumberTranscriptGivesTheSecondGameANewId) {
  EXPECT_EQ(summaries_of_transcript("reused-game-number.fics"),
            (Summaries{
                "text 1: **** Starting FICS session as admin(*) ****",
                "text 3: Creating: admin (----) TestPlayer (----) unrated lightning 0 1",
                "text 4: {Game 1 (admin vs. TestPlayer) Creating unrated lightning match.}",
                "style12 6: game 1 move 1 W none #1",
                "style12 7: game 1 move 1 B e4 #1",
                "style12 9: game 1 move 2 W e5 #1",
                "style12 10: game 1 move 2 B f4 #1",
                "gameEnd 12: 1 (admin vs. TestPlayer) TestPlayer forfeits on time 1-0 #1",
                "text 13: No ratings adjustment done.",
                "text 14: Creating: admin (----) TestPlayer (----) unrated lightning 0 1",
                "text 15: {Game 1 (admin vs. TestPlayer) Creating unrated lightning match.}",
                "style12 17: game 1 move 1 W none #2",
                "gameEnd 19: 1 (admin vs. TestPlayer) Game aborted on move 1 * #2",
            }));
}

TEST(Stream, MissedBoardTranscriptGivesTheBoardsThatCame) {
  EXPECT_EQ(summaries_of_transcript("missed-board.fics"),
            (Summaries{
                "text 1: **** Starting FICS session as gbtami ****",
                "text 3: You are now observing game 223.",
                "text 4: Game 223: HUGOABEL (1395) megracia (1458) rated blitz 3 0",
                "style12 6: game 223 move 46 B h4 #1",
                "style12 8: game 223 move 47 W Bb3+ #1",
                "style12 10: game 223 move 47 B Ke1 #1",
                "style12 12: game 223 move 48 W d2+ #1",
                "style12 14: game 223 move 48 B Kf2 #1",
                "style12 16: game 223 move 49 B hxg5 #1",
                "style12 18: game 223 move 50 W Qd2+ #1",
                "style12 20: game 223 move 50 B Kg1 #1",
                "style12 22: game 223 move 51 W Bd5 #1",
                "style12 24: game 223 move 51 B Be4 #1",
                "style12 26: game 223 move 52 W Bxe4 #1",
                "style12 28: game 223 move 52 B fxe4 #1",
            }));
}

TEST(Stream, ABoardNoMoveExplainsIsFollowedByAResync) {
  EXPECT_EQ(summaries_of_transcript("board-that-does-not-follow.fics"),
            (Summaries{
                "text 1: **** Starting FICS session as gbtami ****",
                "text 3: You are now observing game 223.",
                "text 4: Game 223: HUGOABEL (1395) megracia (1458) rated blitz 3 0",
                "style12 6: game 223 move 46 B h4 #1",
                "style12 8: game 223 move 47 W Bb3+ #1",
                "style12 10: game 223 move 47 B Ke1 #1",
                "resync 10: game 223 #1 no legal move leads from the previous board to this one "
                "(the server's move is K/d1-e1)",
                "style12 12: game 223 move 48 W d2+ #1",
                "style12 14: game 223 move 48 B Kf2 #1",
            }));
}

TEST(Stream, EveryBoardEventBelongsToAGameAndCarriesItsPosition) {
  for (const std::string& name : kTranscripts) {
    Stream stream;
    std::vector<Seen> seen;
    take(seen, stream.push(read_transcript(name)));
    take(seen, stream.end());
    for (const Seen* e : of_type(seen, EventType::Style12)) {
      EXPECT_NE(e->game_id, 0) << name << " line " << e->line;
      EXPECT_NE(stream.games().find(e->game_id), nullptr) << name << " line " << e->line;
      EXPECT_FALSE(e->fen.empty()) << name << " line " << e->line;
    }
    for (const Seen* e : of_type(seen, EventType::Text)) EXPECT_EQ(e->game_id, 0) << name;
  }
}

}  // namespace
}  // namespace style12
