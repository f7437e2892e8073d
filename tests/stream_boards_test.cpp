// Stream: boards with their <b1> lines and pockets, and boards the server
// cut short.
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

// A board is held back only while its own game waits for its <b1> line:
// after a session of crazyhouse or bughouse, a board of a new game of
// chess comes out in the push that brings it, not when the server next
// speaks.
TEST(Stream, ABoardOfANewGameAfterGamesWithPocketsIsNotHeldBack) {
  const std::string board =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 "
      "0 77 carol dave 1 5 0 39 39 300 300 1 none (0:00) none 0 0 0\n\r";
  for (const char* name : {"bughouse.fics", "crazyhouse.fics", "fics-bughouse.fics"}) {
    Stream stream;
    stream.push(read_transcript(name));
    std::vector<Seen> seen;
    take(seen, stream.push(board));
    const std::vector<const Seen*> boards = of_type(seen, EventType::Style12);
    ASSERT_EQ(boards.size(), 1u) << name;
    EXPECT_EQ(boards[0]->record.game_number, 77) << name;
    EXPECT_EQ(boards[0]->fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") << name;
  }
}

// Found by fuzzing: a <b1> line after a game's end, then a new game's
// board and its <b1> line. Whether the new board waits for its <b1> line
// is decided before it is read, the same wherever the bytes are cut.
TEST(Stream, ABoardAfterAGameEndGivesTheSameEventsWhereverTheBytesAreCut) {
  const std::string bytes =
      "<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 "
      "1 alice bob 1 5 0 39 39 300 300 1 P/e2-e4 (0:00) e4 0 0 0\n"
      "{Game 1 (alice vs. bob) alice resigns} 0-1\n"
      "<b1> game 1 white [] black []\n"
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "1 carol dave 1 5 0 39 39 300 300 1 none (0:00) none 0 0 0\n"
      "<b1> game 1 white [P] black [P]\n";
  const std::vector<Seen> whole = events_of(bytes);
  EXPECT_EQ(board_fens(whole),
            (std::vector<std::string>{
                "1: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                "4: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "5 completes 4: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQkq - 0 1"}));
  // The <b1> line after the end is the ended game's, not the next one's.
  EXPECT_EQ(whole[2].game_id, whole[0].game_id);
  for (size_t cut = 1; cut < bytes.size(); ++cut) {
    const std::string_view view(bytes);
    EXPECT_EQ(canonical(events_of({view.substr(0, cut), view.substr(cut)})), canonical(whole))
        << "cut at " << cut;
  }
}

}  // namespace
}  // namespace style12
