// Stream: a server session, as bytes cut anywhere, into events in order.
// Most tests read the session transcripts in fixtures/transcripts, written
// as FICS sends them (prompts, LF CR line ends, block mode, bells, telnet).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "style12/style12.h"
#include "transcript.h"

namespace style12 {
namespace {
using testing::read_transcript;

const std::vector<std::string> kTranscripts = {
    "standard-game.fics",
    "block-mode.fics",
    "two-observed-games.fics",
    "crazyhouse.fics",
    "takeback.fics",
    "cut-short.fics",
    "chat-and-wrapped-lines.fics",
    "telnet-and-pings.fics",
    "reused-game-number.fics",
    "missed-board.fics",
    "board-that-does-not-follow.fics",
};

// An event with everything copied out of it: a stream's events live only
// until its next call.
struct Seen {
  EventType type = EventType::Text;
  int64_t line = 0;
  std::string text;
  int game_id = 0;
  std::string fen;
  // Style12
  Style12 record;         // its views are not valid; the copies below are
  std::string formatted;  // the record formatted again (or the <b1> line)
  std::string white, black, san, verbose, time_taken;
  std::string line_fen, pocket_white, pocket_black;
  bool has_pockets = false;
  int64_t board_line = 0;
  // Holdings (Style12: the piece passed to the board)
  std::string held_white, held_black, passed;
  // GameEnd
  int64_t game_number = 0;
  std::string reason, result;
  // Error
  std::string code;
  int field = 0;
  int64_t column = -1;
};

Seen own(const StreamEvent& e) {
  Seen s;
  s.type = e.type;
  s.line = e.line;
  s.text = std::string(e.text);
  s.game_id = e.game_id;
  s.fen = e.fen;
  s.line_fen = e.line_fen;
  s.has_pockets = e.has_pockets;
  s.pocket_white = e.pocket_white;
  s.pocket_black = e.pocket_black;
  s.board_line = e.board_line;
  switch (e.type) {
    case EventType::Style12:
      s.record = e.record;
      s.formatted = format_style12(e.record);
      s.white = std::string(e.record.white);
      s.black = std::string(e.record.black);
      s.san = std::string(e.record.last_move_san);
      s.verbose = std::string(e.record.last_move);
      s.time_taken = std::string(e.record.last_move_time);
      s.game_number = e.record.game_number;
      if (e.passed) {
        s.passed += e.passed->color == Color::White ? 'W' : 'B';
        s.passed += e.passed->piece;
      }
      break;
    case EventType::Holdings:
      s.formatted = format_holdings(e.holdings);
      s.held_white = std::string(e.holdings.white);
      s.held_black = std::string(e.holdings.black);
      if (e.holdings.passed) {
        s.passed += e.holdings.passed->color == Color::White ? 'W' : 'B';
        s.passed += e.holdings.passed->piece;
      }
      s.game_number = e.holdings.game_number;
      break;
    case EventType::GameEnd:
      s.game_number = e.game_number;
      s.white = std::string(e.white);
      s.black = std::string(e.black);
      s.reason = std::string(e.reason);
      s.result = std::string(e.result);
      break;
    case EventType::Error:
      s.code = std::string(error_code_name(e.error.code));
      s.field = e.error.field;
      s.column = e.error.column;
      break;
    case EventType::Resync:
      s.game_number = e.game_number;
      s.reason = std::string(e.reason);
      break;
    case EventType::Text:
      break;
  }
  return s;
}

void take(std::vector<Seen>& into, StreamEvents events) {
  for (const StreamEvent& e : events) into.push_back(own(e));
}

// Every event of a stream given in these pieces, the end included.
std::vector<Seen> events_of(const std::vector<std::string_view>& pieces,
                            const StreamOptions& options = {}) {
  Stream stream(options);
  std::vector<Seen> seen;
  for (const std::string_view piece : pieces) take(seen, stream.push(piece));
  take(seen, stream.end());
  return seen;
}

std::vector<Seen> events_of(std::string_view bytes, const StreamOptions& options = {}) {
  return events_of(std::vector<std::string_view>{bytes}, options);
}

// One line an event, enough to read a session at a glance:
//   style12 7: game 107 move 1 W none #1
std::string summary(const Seen& e, bool with_line = true, bool with_san = true) {
  std::string out;
  const auto head = [&](const char* type) {
    out = type;
    if (with_line) out += " " + std::to_string(e.line);
    out += ": ";
  };
  const std::string id = " #" + std::to_string(e.game_id);
  switch (e.type) {
    case EventType::Text:
      head("text");
      out += e.text;
      break;
    case EventType::Style12:
      head("style12");
      out += "game " + std::to_string(e.record.game_number) + " move " +
             std::to_string(e.record.move_number) +
             (e.record.side_to_move == Color::White ? " W" : " B") +
             (with_san ? " " + (e.san.empty() ? std::string("none") : e.san) : std::string()) + id;
      break;
    case EventType::Holdings:
      head("holdings");
      out += e.formatted + id;
      break;
    case EventType::GameEnd:
      head("gameEnd");
      out += std::to_string(e.game_number) + " (" + e.white + " vs. " + e.black + ") " + e.reason +
             " " + e.result + id;
      break;
    case EventType::Error:
      head("error");
      out += e.code + " field " + std::to_string(e.field);
      break;
    case EventType::Resync:
      head("resync");
      out += "game " + std::to_string(e.game_number) + id + " " + e.reason;
      break;
  }
  return out;
}

std::vector<std::string> summaries(const std::vector<Seen>& events, bool with_line = true,
                                   bool with_san = true) {
  std::vector<std::string> out;
  for (const Seen& e : events) out.push_back(summary(e, with_line, with_san));
  return out;
}

std::vector<std::string> summaries_of_transcript(const std::string& name, bool with_line = true,
                                                 bool with_san = true) {
  return summaries(events_of(read_transcript(name)), with_line, with_san);
}

using Summaries = std::vector<std::string>;

// Everything an event says, for comparing runs of the same stream.
std::string canonical(const Seen& e) {
  std::string out = summary(e);
  out += " | text=" + e.text + " | fen=" + e.fen + " | line_fen=" + e.line_fen +
         " | pockets=" + std::to_string(e.has_pockets) + e.pocket_white + "/" + e.pocket_black +
         " | board_line=" + std::to_string(e.board_line) + " | passed=" + e.passed;
  switch (e.type) {
    case EventType::Style12:
      out += " | " + e.formatted + " | truncated=" + std::to_string(e.record.truncated) +
             " fields=" + std::to_string(e.record.fields_present) +
             " white_ms=" + std::to_string(e.record.white_time_ms) +
             " black_ms=" + std::to_string(e.record.black_time_ms) +
             " unit=" + std::to_string(static_cast<int>(e.record.time_unit));
      break;
    case EventType::Holdings:
      out += " | " + e.formatted;
      break;
    case EventType::GameEnd:
      out += " | " + e.reason + " | " + e.result;
      break;
    case EventType::Error:
      out += " | " + e.code + " " + std::to_string(e.field) + " " + std::to_string(e.column);
      break;
    case EventType::Resync:
      out += " | " + std::to_string(e.game_number) + " " + e.reason;
      break;
    case EventType::Text:
      break;
  }
  return out;
}

std::vector<std::string> canonical(const std::vector<Seen>& events) {
  std::vector<std::string> out;
  for (const Seen& e : events) out.push_back(canonical(e));
  return out;
}

std::vector<const Seen*> of_type(const std::vector<Seen>& events, EventType type) {
  std::vector<const Seen*> out;
  for (const Seen& e : events) {
    if (e.type == type) out.push_back(&e);
  }
  return out;
}

// The placement part of a FEN.
std::string placement(const std::string& fen) { return fen.substr(0, fen.find(' ')); }

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
    pieces.push_back("");
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

// ------------------------------------------- <b1> lines and their boards

// Boards with their FEN as the game knows it, and the <b1> lines that
// completed one, in the order they came: "line: fen [passed]".
std::vector<std::string> board_fens(const std::vector<Seen>& events) {
  std::vector<std::string> out;
  for (const Seen& e : events) {
    if (e.type == EventType::Style12) {
      out.push_back(std::to_string(e.line) + ": " + e.fen +
                    (e.passed.empty() ? "" : " <- " + e.passed));
    } else if (e.type == EventType::Holdings && e.board_line != 0) {
      out.push_back(std::to_string(e.line) + " completes " + std::to_string(e.board_line) + ": " +
                    e.fen);
    }
  }
  return out;
}

TEST(Stream, BoardsCarryThePocketsOfTheirGameAndTheHoldingsAfterABoardCompleteIt) {
  const std::vector<Seen> events = events_of(read_transcript("crazyhouse.fics"));
  EXPECT_EQ(
      board_fens(events),
      (Summaries{
          // The game was announced as crazyhouse: its first board
          // waits for its <b1> line too.
          "6: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
          "7 completes 6: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
          "8: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1",
          "9 completes 8: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1",
          "11: rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2",
          "12 completes 11: rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2",
          "14: rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2 <- WP",
          "15 completes 14: rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2",
          "17: rnbqkb1r/ppp1pppp/5n2/3P4/8/8/PPPP1PPP/RNBQKBNR[P] w KQkq - 1 3",
          "18 completes 17: rnbqkb1r/ppp1pppp/5n2/3P4/8/8/PPPP1PPP/RNBQKBNR[P] w KQkq - 1 3",
          "19: rnbqkb1r/ppp1pppp/5n2/3P4/8/2N5/PPPP1PPP/R1BQKBNR[P] b KQkq - 2 3",
          "20 completes 19: rnbqkb1r/ppp1pppp/5n2/3P4/8/2N5/PPPP1PPP/R1BQKBNR[P] b KQkq - 2 3",
          "24: rnbqkb1r/ppp1pppp/8/3n4/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 0 4 <- BP",
          "25 completes 24: rnbqkb1r/ppp1pppp/8/3n4/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 0 4",
          "27: rnbqkb1r/ppp1pppp/8/3N4/8/8/PPPP1PPP/R1BQKBNR[PNp] b KQkq - 0 4 <- WN",
          "28 completes 27: rnbqkb1r/ppp1pppp/8/3N4/8/8/PPPP1PPP/R1BQKBNR[PNp] b KQkq - 0 4",
          "32: rnb1kb1r/ppp1pppp/8/3q4/8/8/PPPP1PPP/R1BQKBNR[PNpn] w KQkq - 0 5 <- BN",
          "33 completes 32: rnb1kb1r/ppp1pppp/8/3q4/8/8/PPPP1PPP/R1BQKBNR[PNpn] w KQkq - 0 5",
          // The drop's board has the pockets of the <b1> line right
          // after it: the knight dropped is no longer in them.
          "34: rnb1kb1r/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR[Ppn] b KQkq - 1 5",
          "35 completes 34: rnb1kb1r/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR[Ppn] b KQkq - 1 5",
      }));
}

// A board's event is whole when it is made: in a real bughouse session
// (uhlin/fics), every board of a game whose pockets are known has the
// pockets of the <b1> line right after it, however the bytes are cut, even
// with the cut between the two. (A game's first board, when the session
// has not said it will have pockets, here a bughouse game announced as
// "wild" before any <b1> line came, is not held: the holdings event after
// it completes it.)
TEST(Stream, ABoardsEventHasThePocketsOfTheHoldingsLineRightAfterIt) {
  const std::string bytes = read_transcript("fics-bughouse.fics");
  const std::vector<Seen> events = events_of(bytes);
  int completed = 0;
  for (size_t i = 0; i + 1 < events.size(); ++i) {
    const Seen& board = events[i];
    const Seen& next = events[i + 1];
    if (board.type != EventType::Style12 || next.type != EventType::Holdings ||
        next.board_line != board.line || !board.has_pockets) {
      continue;
    }
    EXPECT_EQ(board.fen, next.fen) << "line " << board.line;
    EXPECT_EQ(board.pocket_white + "/" + board.pocket_black,
              next.pocket_white + "/" + next.pocket_black);
    ++completed;
  }
  EXPECT_EQ(completed, 19);
  // 3... P@d6 on board 2: the pawn dropped is no longer in Black's pocket.
  const auto drop =
      std::find_if(events.begin(), events.end(), [](const Seen& e) { return e.san == "P@d6"; });
  ASSERT_NE(drop, events.end());
  EXPECT_EQ(drop->fen, "rnbqkbnr/pppp1ppp/3p4/4P3/8/8/PPP1PPPP/RNBQKBNR[P] w KQkq - 0 3");
  // Cut right after each board line: the same events.
  size_t from = 0;
  std::vector<std::string_view> pieces;
  for (size_t at = bytes.find("<12>"); at != std::string::npos; at = bytes.find("<12>", at + 1)) {
    const size_t end = bytes.find('\n', at) + 1;
    pieces.push_back(std::string_view(bytes).substr(from, end - from));
    from = end;
  }
  pieces.push_back(std::string_view(bytes).substr(from));
  EXPECT_EQ(canonical(events_of(pieces)), canonical(events));
}

TEST(Stream, ABoardGivesItsOwnPositionBesideTheGamesAndThePocketsAsLetters) {
  const std::vector<Seen> events = events_of(read_transcript("crazyhouse.fics"));
  const std::vector<const Seen*> boards = of_type(events, EventType::Style12);
  ASSERT_EQ(boards.size(), 10u);
  EXPECT_TRUE(boards[0]->has_pockets);
  EXPECT_EQ(boards[0]->fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
  EXPECT_EQ(boards[0]->line_fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  // A board of a game nothing said has pockets is its own position.
  const std::vector<Seen> chess = events_of(
      "<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 "
      "7 a b 0 3 0 39 39 "
      "180 180 1 P/e2-e4 (0:00) e4 0\n");
  ASSERT_EQ(chess.size(), 1u);
  EXPECT_FALSE(chess[0].has_pockets);
  EXPECT_EQ(chess[0].fen, chess[0].line_fen);
  const Seen& qxd5 = *boards[8];
  EXPECT_EQ(qxd5.line_fen, "rnb1kb1r/ppp1pppp/8/3q4/8/8/PPPP1PPP/R1BQKBNR w KQkq - 0 5");
  EXPECT_TRUE(qxd5.has_pockets);
  EXPECT_EQ(qxd5.pocket_white, "PN");
  EXPECT_EQ(qxd5.pocket_black, "PN");
  // A plain holdings line that completes no board (no game yet) has none.
  const std::vector<Seen> early = events_of("<b1> game 9 white [Q] black []\n\r");
  ASSERT_EQ(early.size(), 1u);
  EXPECT_EQ(early[0].board_line, 0);
  EXPECT_EQ(early[0].fen, "");
  EXPECT_FALSE(early[0].has_pockets);
}

TEST(Stream, TheEventsFenFollowsTheStreamsFenOptions) {
  StreamOptions options;
  options.fen.en_passant = EnPassantMode::Legal;
  options.fen.castling = CastlingNotation::Shredder;
  const std::vector<Seen> events = events_of(read_transcript("standard-game.fics"), options);
  const std::vector<const Seen*> boards = of_type(events, EventType::Style12);
  ASSERT_EQ(boards.size(), 6u);
  // 2. g4 allows no en passant capture; the line's own FEN keeps the square.
  EXPECT_EQ(boards[3]->fen, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b HAha - 0 2");
  EXPECT_EQ(boards[3]->line_fen, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
}

// --------------------------------------------------------- cut-short boards

const std::string kWholeQh4 =
    "<12> rnb-kbnr pppp-ppp -------- ----p--- ------Pq -----P-- PPPPP--P RNBQKBNR W -1 1 1 1 1 1 "
    "107 "
    "gbtami ggbtami 1 5 0 39 39 297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304";

std::string cut_after(const std::string& line, std::string_view last_kept) {
  return line.substr(0, line.find(last_kept) + last_kept.size());
}

TEST(Stream, ABoardThatLostItsFlipIsTruncatedWithTheRestWhole) {
  const std::vector<Seen> events = events_of(cut_after(kWholeQh4, "Qh4#") + "\n\r");
  ASSERT_EQ(events.size(), 1u);
  const Style12& r = events[0].record;
  EXPECT_EQ(events[0].type, EventType::Style12);
  EXPECT_TRUE(r.truncated);
  EXPECT_EQ(int{r.fields_present}, 30);
  EXPECT_EQ(events[0].san, "Qh4#");
  EXPECT_FALSE(r.clock_ticking.has_value());
  EXPECT_FALSE(r.lag_ms.has_value());
  EXPECT_EQ(r.white_time_ms, 297338);
  EXPECT_EQ(r.black_time_ms, 295763);
  EXPECT_EQ(events[0].fen, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
}

TEST(Stream, AWholeBoardIsNotTruncated) {
  const std::vector<Seen> events = events_of(kWholeQh4 + "\n\r");
  ASSERT_EQ(events.size(), 1u);
  EXPECT_FALSE(events[0].record.truncated);
  EXPECT_EQ(int{events[0].record.fields_present}, 31);
}

// "Qh4#" cut to "Qh": the SAN field is cut in the middle, so it is lost.
// The library reads "Qh" as the SAN and counts 30 fields.
TEST(Stream, AFieldCutInTheMiddleIsLostNotRead) {
  const std::vector<Seen> events = events_of(cut_after(kWholeQh4, "Qh") + "\n\r");
  ASSERT_EQ(events.size(), 1u);
  EXPECT_TRUE(events[0].record.truncated);
  EXPECT_EQ(int{events[0].record.fields_present}, 29);
  EXPECT_EQ(events[0].san, "");
}

TEST(Stream, ABoardCutInItsTimeTakenKeepsItsMove) {
  const std::vector<Seen> events = events_of(cut_after(kWholeQh4, "(0:04") + "\n\r");
  ASSERT_EQ(events.size(), 1u);
  EXPECT_TRUE(events[0].record.truncated);
  EXPECT_EQ(int{events[0].record.fields_present}, 28);
  EXPECT_EQ(events[0].verbose, "Q/d8-h4");
  EXPECT_EQ(events[0].san, "");
  EXPECT_EQ(events[0].record.move_number, 3);
}

TEST(Stream, ACutShortBoardTakesTheClockUnitOfItsGamesWholeBoards) {
  const std::string whole_g4 =
      "<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 "
      "107 "
      "gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296";
  const std::vector<Seen> events =
      events_of(whole_g4 + "\n\r" + cut_after(kWholeQh4, "295763") + "\n\r");
  ASSERT_EQ(events.size(), 2u);
  EXPECT_TRUE(events[1].record.truncated);
  EXPECT_EQ(int{events[1].record.fields_present}, 26);
  EXPECT_EQ(events[1].record.time_unit, TimeUnit::Milliseconds);
  EXPECT_EQ(events[1].record.white_time_ms, 297338);
  EXPECT_EQ(events[1].record.black_time_ms, 295763);
}

TEST(Stream, ABoardCutBeforeItsClocksAreWholeIsAnError) {
  const std::vector<Seen> events = events_of(cut_after(kWholeQh4, "297338") + "\n\rnext\n\r");
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].type, EventType::Error);
  EXPECT_EQ(events[0].code, "MISSING_FIELD");
  EXPECT_EQ(events[0].field, 26);
  EXPECT_EQ(summary(events[1]), "text 2: next");
}

TEST(Stream, TheClockUnitCanBeSetForTheWholeStream) {
  StreamOptions options;
  options.time_unit = TimeUnit::Seconds;
  const std::vector<Seen> events = events_of(kWholeQh4 + "\n\r", options);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].record.time_unit, TimeUnit::Seconds);
  EXPECT_EQ(events[0].record.white_time_ms, 297338000);
}

}  // namespace
}  // namespace style12
