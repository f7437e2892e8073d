// Anomalies: the fields of a line that contradict its own board or its
// game, one test a code, from real lines where there are real ones.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "line_edit.h"
#include "style12/style12.h"
#include "transcript.h"

namespace style12 {
namespace {

using testing::with_field;

// Every anomaly of every board of a session, as "line CODE field: message".
using testing::anomalies_of;

const std::string kStart =
    "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 5 "
    "alice bob 1 3 0 "
    "39 39 180 180 1 none (0:00) none 0\n";
const std::string kE4 =
    "<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 5 "
    "alice bob -1 3 0 "
    "39 39 180 180 1 P/e2-e4 (0:00) e4 0\n";

TEST(Anomaly, AWellFormedGameHasNone) {
  EXPECT_TRUE(anomalies_of(kStart + kE4).empty());
  EXPECT_TRUE(anomalies_of(testing::read_transcript("fics-played.fics")).empty());
  EXPECT_TRUE(anomalies_of(testing::read_transcript("fics-adjourned-resumed.fics")).empty());
}

TEST(Anomaly, TheDoublePushFileAfterADropIsNoDoublePush) {
  // Real (uhlin/fics, bughouse): 3... P@d6 with the field at 0.
  const std::vector<std::string> found =
      anomalies_of(testing::read_transcript("fics-bughouse.fics"));
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(
      found[0],
      "80 EP_WITHOUT_DOUBLE_PUSH 11: the double-push file is 0 (the a-file), but no pawn there can "
      "just have moved two squares");
}

TEST(Anomaly, ANegativeHalfmoveClockAndAnUnknownRelation) {
  std::string line = with_field(kStart, 16, "-2");
  line = with_field(line, 20, "7");
  EXPECT_EQ(anomalies_of(line),
            (std::vector<std::string>{
                "1 NEGATIVE_HALFMOVE 16: the halfmove clock is -2; it counts half-moves, from 0",
                "1 UNKNOWN_RELATION 20: the relation is 7, none of -4 to 2",
            }));
}

TEST(Anomaly, AStrengthThatIsNotTheMaterial) {
  EXPECT_EQ(anomalies_of(with_field(kStart, 24, "38")),
            (std::vector<std::string>{
                "1 STRENGTH_MISMATCH 24: Black's strength is 38, but the material on the "
                "board is 39 (P 1, N and B 3, R 5, Q 9)"}));
}

TEST(Anomaly, AHalfmoveClockTheGameDoesNotCount) {
  // Real (uhlin/fics, examining a stored game): dxe5 with the clock at 1.
  const std::vector<std::string> found =
      anomalies_of(testing::read_transcript("fics-examined.fics"));
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0],
            "59 HALFMOVE_MISMATCH 16: the halfmove clock is 1; the last move took or moved a pawn, "
            "so it is 0");
  // 1... Nf6 after 1. e4, with the clock at 0: the game counts 1.
  const std::string nf6 =
      "<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPP-PPP RNBQKBNR W -1 1 1 1 1 0 "
      "5 alice bob 1 3 0 "
      "39 39 180 180 2 N/g8-f6 (0:00) Nf6 0\n";
  EXPECT_EQ(anomalies_of(kStart + kE4 + nf6),
            (std::vector<std::string>{
                "3 HALFMOVE_MISMATCH 16: the halfmove clock is 0; the game counts 1"}));
}

TEST(Anomaly, AMoveNumberThatDoesNotFollow) {
  // Real: a board file with Black to move, whose move numbers FICS counts
  // from 1: its boards with White to move count two half-moves short. Told
  // once: the boards after it are counted the same way (line 72 was told
  // again before).
  const std::vector<std::string> found =
      anomalies_of(testing::read_transcript("fics-examined.fics"));
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[1],
            "66 MOVE_NUMBER_MISMATCH 27: move 1 with White to move does not follow the board "
            "before, though "
            "one move leads from that board to this one");
}

TEST(Anomaly, CastlingGrantedAfterTheKingMoved) {
  const std::string ke2 =
      "<12> rnbqkbnr pppp-ppp -------- ----p--- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 1 "
      "5 alice bob -1 3 0 "
      "39 39 180 180 2 K/e1-e2 (0:00) Ke2 0\n";
  const std::string e5 =
      "<12> rnbqkbnr pppp-ppp -------- ----p--- ----P--- -------- PPPP-PPP RNBQKBNR W 4 1 1 1 1 0 "
      "5 alice bob 1 3 0 "
      "39 39 180 180 2 P/e7-e5 (0:00) e5 0\n";
  const std::string ke7 =
      "<12> rnbq-bnr ppppkppp -------- ----p--- ----P--- -------- PPPPKPPP RNBQ-BNR W -1 1 0 0 0 2 "
      "5 alice bob 1 3 0 "
      "39 39 180 180 3 K/e8-e7 (0:00) Ke7 0\n";
  // 1. e4 e5 2. Ke2 Ke7, and the server says White may still castle short.
  EXPECT_EQ(anomalies_of(kStart + kE4 + e5 + ke2 + ke7),
            (std::vector<std::string>{
                "5 CASTLING_AFTER_KING_MOVED 12: White's short castling is claimed, but White's "
                "king is not on e1: it left on move 2"}));
  // Told once, where it starts: the next board with the same claim says
  // nothing more.
  const std::string kf3 = with_field(
      "<12> rnbq-bnr ppppkppp -------- ----p--- ----P--- -----K-- PPPP-PPP RNBQ-BNR B -1 1 0 0 0 3 "
      "5 alice bob -1 3 0 39 39 180 180 3 K/e2-f3 (0:00) Kf3 0\n",
      12, "1");
  EXPECT_EQ(anomalies_of(kStart + kE4 + e5 + ke2 + ke7 + kf3).size(), 1u);
  // 3. Ke1, and the flags the boards before had cleared are set again.
  const std::string ke7_cleared = with_field(ke7, 12, "0");
  const std::string ke1 =
      "<12> rnbq-bnr ppppkppp -------- ----p--- ----P--- -------- PPPP-PPP RNBQKBNR B -1 1 1 0 0 3 "
      "5 alice bob -1 3 0 39 39 180 180 3 K/e2-e1 (0:00) Ke1 0\n";
  EXPECT_EQ(anomalies_of(kStart + kE4 + e5 + ke2 + ke7_cleared + ke1),
            (std::vector<std::string>{
                "6 CASTLING_AFTER_KING_MOVED 12: White's short castling is claimed again, though "
                "the board before (line 5) had given it up: the king or that rook has moved",
                "6 CASTLING_AFTER_KING_MOVED 13: White's long castling is claimed again, though "
                "the board before (line 5) had given it up: the king or that rook has moved"}));
}

// A game's first board is judged too: joined after 2. Ke2, with every
// flag set.
TEST(Anomaly, CastlingClaimedOnAGamesFirstBoard) {
  const std::string ke2 =
      "<12> rnbqkbnr pppp-ppp -------- ----p--- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 1 1 1 1 1 "
      "5 alice bob -1 3 0 39 39 180 180 2 K/e1-e2 (0:00) Ke2 0\n";
  EXPECT_EQ(anomalies_of(ke2),
            (std::vector<std::string>{
                "1 CASTLING_AFTER_KING_MOVED 12: White's short castling is claimed, but White's "
                "king is not on e1",
                "1 CASTLING_AFTER_KING_MOVED 13: White's long castling is claimed, but White's "
                "king is not on e1"}));
}

// FICS keeps a flag while its rook has not moved: taken in its corner, the
// flag stays, and the right is gone.
TEST(Anomaly, CastlingClaimedAfterTheRookWasCaptured) {
  const std::string before =
      "<12> ----k--- -b------ -------- -------- -------- -------- -------- ----K--R B -1 1 0 0 0 0 "
      "5 alice bob -1 3 0 5 3 180 180 1 none (0:00) none 0\n";
  const std::string bxh1 =
      "<12> ----k--- -------- -------- -------- -------- -------- -------- ----K--b W -1 1 0 0 0 0 "
      "5 alice bob 1 3 0 0 3 180 179 2 B/b7-h1 (0:01) Bxh1 0\n";
  EXPECT_EQ(anomalies_of(before + bxh1),
            (std::vector<std::string>{
                "2 CASTLING_AFTER_KING_MOVED 12: White's short castling is claimed, but no white "
                "rook stands on h1: it was captured there on move 1"}));
}

// FICS sends every wild start with all four flags set, wherever its kings
// stand: they say only that nothing has moved.
TEST(Anomaly, AWildStartsFlagsAreNotJudged) {
  EXPECT_EQ(anomalies_of("<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP "
                         "RNNKQBBR W -1 1 1 1 1 0 22 DaveP FrankP -1 5 0 39 39 300 300 1 none "
                         "(0:00) none 1\n"),
            std::vector<std::string>{});
}

TEST(Anomaly, AClockThatMovedOtherwiseThanTheMoveTimeSays) {
  // 3 2: after 1. e4 e5, 2. Nf3 took 5 s but White's clock lost 30.
  const std::string e4 = with_field(with_field(kE4, 22, "2"), 21, "3");
  const std::string e5 =
      "<12> rnbqkbnr pppp-ppp -------- ----p--- ----P--- -------- PPPP-PPP RNBQKBNR W 4 1 1 1 1 0 "
      "5 alice bob 1 3 2 "
      "39 39 180 180 2 P/e7-e5 (0:00) e5 0\n";
  const std::string nf3 =
      "<12> rnbqkbnr pppp-ppp -------- ----p--- ----P--- -----N-- PPPP-PPP RNBQKB-R B -1 1 1 1 1 1 "
      "5 alice bob -1 3 "
      "2 39 39 150 180 2 N/g1-f3 (0:05) Nf3 0\n";
  const std::string start = with_field(kStart, 22, "2");
  EXPECT_EQ(anomalies_of(start + e4 + e5 + nf3),
            (std::vector<std::string>{
                "4 CLOCK_MISMATCH 25: White's clock went from 180 s to 150 s; a move time of "
                "5 s and an increment of 2 s make it 177 s"}));
}

TEST(Anomaly, ATimeControlThatChangesWithinAnExaminedGame) {
  const std::string examined = with_field(with_field(kStart, 20, "2"), 17, "9");
  const std::string changed = with_field(with_field(kE4, 20, "2"), 21, "5");
  EXPECT_EQ(anomalies_of(examined + with_field(changed, 17, "9")),
            (std::vector<std::string>{
                "2 TIME_CONTROL_CHANGED 21: the time control is 5 0; the game's was 3 0"}));
}

}  // namespace
}  // namespace style12
