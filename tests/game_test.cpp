// GameTracker: whole games from the board lines of a session, kept right
// through boards sent again, takebacks, missed boards, reused game numbers,
// holdings before or after their board and several games at once.
#include <gtest/gtest.h>

#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "style12/style12.h"
#include "transcript.h"

namespace style12 {

// For failure messages.
std::ostream& operator<<(std::ostream& out, const ShortText& text) { return out << text.view(); }
std::ostream& operator<<(std::ostream& out, Variant variant) {
  return out << variant_name(variant);
}

namespace {

using testing::game_numbered;
using testing::play;
using testing::read_transcript;

std::vector<std::string> sans(const Game& game) {
  std::vector<std::string> out;
  for (const Ply& ply : game.plies) out.emplace_back(ply.san);
  return out;
}

using Sans = std::vector<std::string>;

// One board line straight into a tracker, as the stream does it.
int board(GameTracker& tracker, std::string_view line) {
  ParseOptions options;
  options.allow_truncated = true;
  const auto record = parse_style12(line, options);
  EXPECT_TRUE(record.has_value()) << line << ": " << (record ? "" : record.error().message);
  if (!record) return 0;
  return tracker.on_board(*record, to_position(*record)).game_id;
}

int holdings(GameTracker& tracker, std::string_view line) {
  const auto record = parse_holdings(line);
  EXPECT_TRUE(record.has_value()) << line;
  if (!record) return 0;
  return tracker.on_holdings(*record).game_id;
}

std::string placement(const std::string& fen) { return fen.substr(0, fen.find(' ')); }

// The pockets of a FEN, "[...]" or "".
std::string pockets(const std::string& fen) {
  const size_t open = fen.find('[');
  if (open == std::string::npos) return "";
  return fen.substr(open, fen.find(']', open) - open + 1);
}

// Real lines: game 107 (gbtami vs. ggbtami), seen by gbtami.
const std::vector<std::string> kGame107 = {
    "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
    "107 gbtami "
    "ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0",
    "<12> rnbqkbnr pppppppp -------- -------- -------- -----P-- PPPPP-PP RNBQKBNR B -1 1 1 1 1 0 "
    "107 gbtami "
    "ggbtami -1 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) f3 0 0 0",
    "<12> rnbqkbnr pppp-ppp -------- ----p--- -------- -----P-- PPPPP-PP RNBQKBNR W 4 1 1 1 1 0 "
    "107 gbtami "
    "ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0",
    "<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 "
    "107 gbtami "
    "ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296",
    "<12> rnb-kbnr pppp-ppp -------- ----p--- ------Pq -----P-- PPPPP--P RNBQKBNR W -1 1 1 1 1 1 "
    "107 gbtami "
    "ggbtami 1 5 0 39 39 297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304",
};

// Real lines: game 164 (ahanft vs. EnnMal), seen by ahanft; then, edited,
// the move EnnMal played after taking back e6.
const std::vector<std::string> kGame164 = {
    "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
    "164 ahanft "
    "EnnMal 1 7 3 39 39 420 420 1 none (0:00) none 0 0 0",
    "<12> rnbqkbnr pppppppp -------- -------- ---P---- -------- PPP-PPPP RNBQKBNR B 3 1 1 1 1 0 "
    "164 ahanft "
    "EnnMal -1 7 3 39 39 420 420 1 P/d2-d4 (0:00) d4 0 0 0",
    "<12> rnbqkb-r pppppppp -----n-- -------- ---P---- -------- PPP-PPPP RNBQKBNR W -1 1 1 1 1 1 "
    "164 ahanft "
    "EnnMal 1 7 3 39 39 420 420 2 N/g8-f6 (0:00) Nf6 0 1 0",
    "<12> rnbqkb-r pppppppp -----n-- ------B- ---P---- -------- PPP-PPPP RN-QKBNR B -1 1 1 1 1 2 "
    "164 ahanft "
    "EnnMal -1 7 3 39 39 421 420 2 B/c1-g5 (0:02) Bg5 0 1 0",
    "<12> rnbqkb-r pppp-ppp ----pn-- ------B- ---P---- -------- PPP-PPPP RN-QKBNR W -1 1 1 1 1 0 "
    "164 ahanft "
    "EnnMal 1 7 3 39 39 421 416 3 P/e7-e6 (0:07) e6 0 1 0",
};
const std::string kGame164d5 =
    "<12> rnbqkb-r ppp-pppp -----n-- ---p--B- ---P---- -------- PPP-PPPP RN-QKBNR W 3 1 1 1 1 0 "
    "164 ahanft "
    "EnnMal 1 7 3 39 39 421 414 3 P/d7-d5 (0:09) d5 0 1 0";

// Real lines: game 463 observed from move 37.
const std::vector<std::string> kGame463 = {
    "<12> -r------ --k----- ----p--- n-ppPb-p -----P-P -PP-K-P- PR------ --R----- W -1 0 0 0 0 11 "
    "463 "
    "schachbjm Maras 0 45 45 17 15 557871 274070 37 R/f8-b8 (0:10.025) Rb8 0 1 0",
    "<12> -r------ --k----- ----p--- n-ppPb-p -----P-P -PP-K-P- PR------ ------R- B -1 0 0 0 0 11 "
    "463 "
    "schachbjm Maras 0 45 45 17 15 557871 274070 37 R/b2-g2 (0:10.025) Rg2 0 1 0",
};

// FatICS crazyhouse, game 1.
const std::string kZhStart =
    "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 1 "
    "GuestABCD "
    "admin 1 3 0 24 24 180 180 1 none (0:00) none 0 0 0";
const std::string kZhE4 =
    "<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B -1 1 1 1 1 0 1 "
    "GuestABCD "
    "admin -1 3 0 24 24 180 180 1 P/e2-e4 (0:00) e4 0 0 0";
const std::string kZhD5 =
    "<12> rnbqkbnr ppp-pppp -------- ---p---- ----P--- -------- PPPP-PPP RNBQKBNR W -1 1 1 1 1 0 1 "
    "GuestABCD "
    "admin 1 3 0 24 24 180 180 2 P/d7-d5 (0:00) d5 0 1 0";
const std::string kZhExd5 =
    "<12> rnbqkbnr ppp-pppp -------- ---P---- -------- -------- PPPP-PPP RNBQKBNR B -1 1 1 1 1 0 1 "
    "GuestABCD "
    "admin -1 3 0 25 23 180 180 2 P/e4-d5 (0:00) exd5 0 1 0";

// ------------------------------------------------------------ a whole game

TEST(Game, TheFirstBoardStartsAGameWithItsPlayersAndTimeControl) {
  const auto stream = play("standard-game.fics");
  ASSERT_EQ(stream->games().games().size(), 1u);
  const Game& game = stream->games().games()[0];
  EXPECT_EQ(game.id, 1);
  EXPECT_EQ(game.game_number, 107);
  EXPECT_EQ(game.white, "gbtami");
  EXPECT_EQ(game.black, "ggbtami");
  EXPECT_EQ(game.initial_time, 5);
  EXPECT_EQ(game.increment, 0);
  EXPECT_EQ(game.variant, Variant::Chess);
  EXPECT_EQ(game.start_ply, 0);
  EXPECT_EQ(game.start_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST(Game, EachNewBoardAddsAPlyWithItsMoveTimeAndClocks) {
  const auto stream = play("standard-game.fics");
  const Game& game = game_numbered(stream->games(), 107);
  ASSERT_EQ(sans(game), (Sans{"f3", "e5", "g4", "Qh4#"}));
  const Ply& g4 = game.plies[2];
  EXPECT_EQ(g4.verbose, "P/g2-g4");
  EXPECT_EQ(g4.time_taken, "0:02.662");
  EXPECT_EQ(g4.time_taken_ms, 2662);
  EXPECT_TRUE(g4.clocks_known);
  EXPECT_EQ(g4.white_ms, 297338);
  EXPECT_EQ(g4.black_ms, 300000);
  EXPECT_EQ(g4.missing_before, 0);
  EXPECT_EQ(g4.fen(), "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  EXPECT_EQ(game.plies[3].black_ms, 295763);
  EXPECT_EQ(game.plies[3].time_taken_ms, 4237);
  EXPECT_EQ(game.ply(), 4);
}

TEST(Game, TheGameEndGivesResultAndReason) {
  const auto stream = play("standard-game.fics");
  const Game& game = game_numbered(stream->games(), 107);
  EXPECT_TRUE(game.ended());
  EXPECT_EQ(game.result, "0-1");
  EXPECT_EQ(game.end_reason, "gbtami checkmated");
}

TEST(Game, TheFinalBoardSentAgainAfterTheGameEndIsNotAMove) {
  const auto stream = play("standard-game.fics");
  ASSERT_EQ(stream->games().games().size(), 1u);
  const Game& game = stream->games().games()[0];
  EXPECT_EQ(game.plies.size(), 4u);
  EXPECT_EQ(game.fen(), "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
}

TEST(Game, ABoardSentAgainOnRefreshIsNotAMove) {
  const auto stream = play("block-mode.fics");
  ASSERT_EQ(stream->games().games().size(), 1u);
  const Game& game = stream->games().games()[0];
  EXPECT_EQ(sans(game), (Sans{"Bb3+", "Ke1"}));
  EXPECT_EQ(game.ply(), 93);
}

TEST(Game, TheSameBoardTwiceInARowIsOnePly) {
  GameTracker tracker;
  for (const std::string& line : kGame107) {
    board(tracker, line);
    board(tracker, line);
  }
  ASSERT_EQ(tracker.games().size(), 1u);
  EXPECT_EQ(sans(tracker.games()[0]), (Sans{"f3", "e5", "g4", "Qh4#"}));
}

TEST(Game, TheRelationFollowsTheLatestBoard) {
  GameTracker tracker;
  const int id = board(tracker, kGame107[0]);
  EXPECT_EQ(tracker.find(id)->relation, 1);
  board(tracker, kGame107[1]);
  EXPECT_EQ(tracker.find(id)->relation, -1);
}

// ---------------------------------------------------------------- takebacks

TEST(Game, ATakebackRewindsToThePositionSeenBefore) {
  GameTracker tracker;
  for (const std::string& line : kGame164) board(tracker, line);
  const int id = board(tracker, kGame164[3]);
  const Game* game = tracker.find(id);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(sans(*game), (Sans{"d4", "Nf6", "Bg5"}));
  EXPECT_EQ(game->fen(), "rnbqkb1r/pppppppp/5n2/6B1/3P4/8/PPP1PPPP/RN1QKBNR b KQkq - 2 2");
  EXPECT_EQ(game->ply(), 3);
}

TEST(Game, AMoveAfterATakebackTakesThePlaceOfTheOneTakenBack) {
  const auto stream = play("takeback.fics");
  ASSERT_EQ(stream->games().games().size(), 1u);
  const Game& game = stream->games().games()[0];
  EXPECT_EQ(sans(game), (Sans{"d4", "Nf6", "Bg5", "d5"}));
  EXPECT_EQ(game.plies[3].black_ms, 414000);
  EXPECT_EQ(game.plies[3].time_taken, "0:09");
  EXPECT_FALSE(game.ended());
}

TEST(Game, ATakebackOfTwoHalfMovesRewindsTwo) {
  GameTracker tracker;
  for (const std::string& line : kGame164) board(tracker, line);
  const int id = board(tracker, kGame164[2]);
  EXPECT_EQ(sans(*tracker.find(id)), (Sans{"d4", "Nf6"}));
}

TEST(Game, AnotherMoveIntoTheLastPlyReplacesIt) {
  // The takeback board itself was missed: the new move arrives at once.
  GameTracker tracker;
  for (const std::string& line : kGame164) board(tracker, line);
  const int id = board(tracker, kGame164d5);
  EXPECT_EQ(sans(*tracker.find(id)), (Sans{"d4", "Nf6", "Bg5", "d5"}));
}

TEST(Game, ABoardFromBeforeTheFirstOneSeenRestartsTheRecordThere) {
  GameTracker tracker;
  const int id = board(tracker, kGame463[1]);
  EXPECT_EQ(tracker.find(id)->start_ply, 73);
  EXPECT_EQ(board(tracker, kGame463[0]), id);
  const Game* game = tracker.find(id);
  EXPECT_EQ(game->start_ply, 72);
  EXPECT_EQ(game->start_fen(), "1r6/2k5/4p3/n1ppPb1p/5P1P/1PP1K1P1/PR6/2R5 w - - 11 37");
  EXPECT_TRUE(game->plies.empty());
}

// ------------------------------------------------------------ missed boards

// Black's 48th move (half-move 96) was missed. Only one legal move leads
// from the board before it to a position from which the next board's move
// (hxg5) gives the next board: d1=Q. It is rebuilt and marked; the server's
// SAN for it stays empty, as it never came.
TEST(Game, AMissedBoardIsRebuiltWhenOnlyOneMoveExplainsIt) {
  const auto stream = play("missed-board.fics");
  const Game& game = game_numbered(stream->games(), 223);
  EXPECT_EQ(game.start_ply, 91);
  EXPECT_EQ(sans(game), (Sans{"Bb3+", "Ke1", "d2+", "Kf2", "", "hxg5", "Qd2+", "Kg1", "Bd5", "Be4",
                              "Bxe4", "fxe4"}));
  ASSERT_EQ(game.plies.size(), 12u);
  const Ply& rebuilt = game.plies[4];
  EXPECT_TRUE(rebuilt.reconstructed);
  EXPECT_EQ(rebuilt.ply, 96);
  EXPECT_EQ(rebuilt.checked_san, "d1=Q");
  EXPECT_EQ(rebuilt.uci, "d2d1q");
  EXPECT_EQ(rebuilt.fen(), "8/6kp/8/6p1/5bPP/1b3P2/1p3K2/1B1q4 w - - 0 49");
  for (const Ply& ply : game.plies) {
    EXPECT_EQ(ply.missing_before, 0) << ply.san;
    EXPECT_EQ(ply.reconstructed, ply.ply == 96);
    EXPECT_FALSE(ply.checked_san.empty());
  }
  EXPECT_EQ(game.fen(), "8/6kp/8/6P1/4PbP1/8/1p1q4/6K1 b - - 0 52");
  EXPECT_EQ(game.ply(), 103);
}

// The last board sent again after a missed board is not a move.
TEST(Game, TheLastBoardSentAgainAfterAMissedBoardIsNotAMove) {
  const std::string bytes = read_transcript("missed-board.fics");
  Stream stream;
  stream.push(bytes);
  stream.push(
      "\n<12> -------- ------kp -------- ------P- ----PbP- -------- -p-q---- ------K- B -1 0 0 0 0 "
      "0 223 "
      "HUGOABEL megracia 0 3 0 3 14 5 12 52 P/f3-e4 (0:00) fxe4 0 1 535\n");
  stream.end();
  const Game& game = game_numbered(stream.games(), 223);
  EXPECT_EQ(game.plies.size(), 12u);
  EXPECT_EQ(sans(game).back(), "fxe4");
}

// ---------------------------------------------------------- game numbers

TEST(Game, AGameNumberReusedAfterItsGameEndedStartsANewGame) {
  const auto stream = play("reused-game-number.fics");
  const GameList& games = stream->games().games();
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].id, 1);
  EXPECT_EQ(games[0].game_number, 1);
  EXPECT_EQ(games[0].result, "1-0");
  EXPECT_EQ(games[0].end_reason, "TestPlayer forfeits on time");
  EXPECT_EQ(sans(games[0]), (Sans{"e4", "e5", "f4"}));
  EXPECT_EQ(games[1].id, 2);
  EXPECT_EQ(games[1].game_number, 1);
  EXPECT_TRUE(games[1].plies.empty());
  EXPECT_EQ(games[1].result, "*");
  EXPECT_EQ(games[1].end_reason, "Game aborted on move 1");
}

TEST(Game, AGameNumberWithOtherPlayersIsAnotherGame) {
  GameTracker tracker;
  const int first = board(tracker, kGame107[0]);
  board(tracker, kGame107[1]);
  std::string other = kGame107[0];
  other.replace(other.find("gbtami ggbtami"), 14, "WLTL gbtami");
  const int second = board(tracker, other);
  EXPECT_NE(second, first);
  EXPECT_EQ(tracker.games().size(), 2u);
  EXPECT_EQ(tracker.find(first)->plies.size(), 1u);
  EXPECT_EQ(tracker.find(second)->white, "WLTL");
}

// A game aborted at its start, then a new pair at the same position under
// the same number: new players are a new game, though the board repeats
// the ended game's last one.
TEST(Game, NewPlayersOnTheEndedGamesLastBoardAreANewGame) {
  GameTracker tracker;
  const std::string start =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "1 alice bob 0 5 0 39 39 300 300 1 none (0:00) none 0 0 0";
  const int first = board(tracker, start);
  EXPECT_EQ(tracker.on_game_end(1, "alice", "bob", "Game aborted on move 1", "*"), first);
  // The final board sent again is still that game.
  EXPECT_EQ(board(tracker, start), first);
  std::string next = start;
  next.replace(next.find("alice bob"), 9, "carol dave");
  const int second = board(tracker, next);
  EXPECT_NE(second, first);
  ASSERT_EQ(tracker.games().size(), 2u);
  EXPECT_EQ(tracker.find(second)->white, "carol");
  EXPECT_EQ(tracker.find(second)->black, "dave");
  EXPECT_FALSE(tracker.find(second)->ended());
}

// ------------------------------------------------------------ clocks

// FICS 1.6.2, one session from three views: moretime 60 on White's clock
// (the players are told, in two wordings; the observer is not), a
// takeback of two half-moves that gives their time back, then a game at
// time odds, 3 0 for White and 1 5 for Black, whose lines carry White's
// 3 0 whatever the side to move. No clock is out of line.
TEST(Game, MoretimeTakebacksAndTimeOddsKeepTheClocksInLine) {
  for (const char* name :
       {"fics-clocks-white.fics", "fics-clocks-black.fics", "fics-clocks-observer.fics"}) {
    EXPECT_EQ(testing::anomalies_of(read_transcript(name)), std::vector<std::string>{}) << name;
    const auto stream = play(name);
    const GameList& games = stream->games().games();
    ASSERT_EQ(games.size(), 2u) << name;
    EXPECT_FALSE(games[0].time_odds) << name;
    EXPECT_TRUE(games[1].time_odds) << name;
    EXPECT_EQ(games[1].black_initial_seconds, 60) << name;
    EXPECT_EQ(games[1].black_increment, 5) << name;
    const std::string pgn = write_pgn(games[1]);
    EXPECT_NE(pgn.find("[WhiteTimeControl \"180+0\"]\n[BlackTimeControl \"60+5\"]\n"),
              std::string::npos)
        << name << "\n"
        << pgn;
    EXPECT_EQ(pgn.find("[TimeControl "), std::string::npos) << pgn;
  }
}

// Without the session's word of it, the same jump is a mismatch for a
// player: 60 s appear on White's clock.
TEST(Game, AClockThatGainsUnexplainedTimeIsAMismatchForAPlayer) {
  std::string bytes = read_transcript("fics-clocks-white.fics");
  const size_t said = bytes.find("Your opponent has added 60 seconds to your clock.");
  ASSERT_NE(said, std::string::npos);
  bytes.replace(said, 49, "Your opponent says hello.");
  EXPECT_EQ(testing::anomalies_of(bytes),
            (std::vector<std::string>{
                "57 CLOCK_MISMATCH 25: White's clock went from 175 s to 229 s; a move time of 6 s "
                "and an increment of 0 s make it 169 s"}));
}

// ------------------------------------------------------ examined games

// pychess's recording of FICS's puzzle bot: per puzzle the session
// observes game 127, is removed from its observers and made an examiner on
// the same position, and the bot stops examining, comes back, backs a
// wrong move up. One game a puzzle, as pychess keeps them.
TEST(Game, AGameWhoseExaminersChangeIsOneGame) {
  const auto stream = play("pychess-puzzlebot.fics");
  const GameList& games = stream->games().games();
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].white, "gbtami");
  EXPECT_EQ(sans(games[0]), (Sans{"Nxa7+", "Kd7", "Bb5#"}));
  EXPECT_EQ(games[0].relation, 2);
  EXPECT_EQ(games[1].white, "puzzlebot");
  EXPECT_EQ(sans(games[1]), (Sans{"Rxg3+", "fxg3", "Rh1#"}));
}

// FICS 1.6.2: carol observes dave's examined game and is made its
// examiner (mexamine: "Removing game 1 from observation list.", "You are
// now examiner of game 1.", the same board as examiner); erin joins and
// leaves, dave leaves. One game; then a board file examined under the
// same number is another.
TEST(Game, AnObserverMadeExaminerGoesOnWithTheSameGame) {
  const auto stream = play("fics-examiners-changing.fics");
  const GameList& games = stream->games().games();
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].white, "alice");
  EXPECT_EQ(sans(games[0]), (Sans{"Nf3", "Nf6"}));
  EXPECT_EQ(games[0].first_board_line, 39);
  EXPECT_EQ(games[1].white, "dave");
  EXPECT_EQ(games[1].black, "dave");
}

TEST(Game, InterleavedGamesKeepSeparateRecords) {
  const auto stream = play("two-observed-games.fics");
  const GameList& games = stream->games().games();
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].game_number, 463);
  EXPECT_EQ(sans(games[0]), (Sans{"Rg2", "Rg8"}));
  EXPECT_EQ(games[0].start_ply, 72);
  EXPECT_EQ(games[0].initial_time, 45);
  EXPECT_EQ(games[0].increment, 45);
  EXPECT_EQ(games[0].result, "*");
  EXPECT_EQ(games[0].relation, 0);
  EXPECT_EQ(games[1].game_number, 223);
  EXPECT_EQ(sans(games[1]), (Sans{"Bb3+", "Ke1", "d2+", "Kf2"}));
  EXPECT_EQ(games[1].result, "0-1");
  EXPECT_EQ(games[1].plies[1].white_ms, 12000);
  EXPECT_EQ(games[1].plies[2].black_ms, 23000);
}

TEST(Game, TheTrackerFindsGamesByIdOnly) {
  const auto stream = play("two-observed-games.fics");
  const GameTracker& tracker = stream->games();
  ASSERT_NE(tracker.find(2), nullptr);
  EXPECT_EQ(tracker.find(2)->game_number, 223);
  EXPECT_EQ(tracker.find(223), nullptr);
  EXPECT_EQ(tracker.current_fen(1), tracker.find(1)->fen());
  EXPECT_EQ(tracker.current_fen(99), "");
}

TEST(Game, AGameEndForAGameNeverSeenBelongsToNoGame) {
  GameTracker tracker;
  EXPECT_EQ(tracker.on_game_end(5, "Newton", "Einstein", "Einstein resigns", "1-0"), 0);
  EXPECT_TRUE(tracker.games().empty());
}

// The issue's scratch board: an examiner's game 1, then the end of a
// bughouse game 1 between others. The end belongs to no game of this
// stream, and the scratch board keeps no result.
TEST(Game, AGameEndNamingOtherPlayersBelongsToNoGame) {
  Stream stream;
  std::vector<StreamEvent> events;
  for (const StreamEvent& e :
       stream.push("Starting a game in examine (scratch) mode.\n"
                   "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W "
                   "-1 1 1 1 1 0 1 dave dave 2 0 "
                   "0 39 39 0 0 1 none (0:00) none 0\n"
                   "{Game 1 (BugOne vs. BugTwo) BugTwo resigns} 1-0\n")) {
    events.push_back(e);
  }
  for (const StreamEvent& e : stream.end()) events.push_back(e);
  ASSERT_EQ(events.size(), 3u);
  EXPECT_EQ(events[2].type, EventType::GameEnd);
  EXPECT_EQ(events[2].game_id, 0);
  ASSERT_EQ(stream.games().games().size(), 1u);
  const Game& scratch = stream.games().games()[0];
  EXPECT_FALSE(scratch.ended());
  const std::string pgn = write_pgn(scratch);
  EXPECT_NE(pgn.find("[TimeControl \"-\"]"), std::string::npos) << pgn;
  EXPECT_EQ(pgn.find("%clk"), std::string::npos) << pgn;
  EXPECT_EQ(pgn.find("not seen"), std::string::npos) << pgn;
}

// FICS sends -2, -1, 0 as the halfmove clock after a takeback of two
// half-moves; the game counts 2, 3, 4 (knight moves only).
TEST(Game, TheHalfmoveClockAfterATakebackIsTheGamesOwn) {
  const auto line = [](const std::string& board, char side, int halfmove, int move,
                       const std::string& verbose, const std::string& san) {
    return "<12> " + board + " " + side + " -1 1 1 1 1 " + std::to_string(halfmove) +
           " 5 alice bob 1 5 0 39 39 300 300 " + std::to_string(move) + " " + verbose + " (0:01) " +
           san + " 0\n";
  };
  const std::string start =
      "rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR";
  const std::string nf3 = "rnbqkbnr pppppppp -------- -------- -------- -----N-- PPPPPPPP RNBQKB-R";
  const std::string nf6 = "rnbqkb-r pppppppp -----n-- -------- -------- -----N-- PPPPPPPP RNBQKB-R";
  const std::string nc3 = "rnbqkb-r pppppppp -----n-- -------- -------- --N--N-- PPPPPPPP R-BQKB-R";
  const std::string nc6 = "r-bqkb-r pppppppp --n--n-- -------- -------- --N--N-- PPPPPPPP R-BQKB-R";
  Stream stream;
  std::string session =
      "<12> " + start + " W -1 1 1 1 1 0 5 alice bob 1 5 0 39 39 300 300 1 none (0:00) none 0\n";
  session += line(nf3, 'B', 1, 1, "N/g1-f3", "Nf3") + line(nf6, 'W', 2, 2, "N/g8-f6", "Nf6") +
             line(nc3, 'B', 3, 2, "N/b1-c3", "Nc3") + line(nc6, 'W', 4, 3, "N/b8-c6", "Nc6");
  // Takeback of two half-moves, then the same two moves again.
  session += line(nf6, 'W', -2, 2, "N/g8-f6", "Nf6") + line(nc3, 'B', -1, 2, "N/b1-c3", "Nc3") +
             line(nc6, 'W', 0, 3, "N/b8-c6", "Nc6");
  std::vector<std::string> fens;
  for (const StreamEvent& e : stream.push(session)) fens.emplace_back(e.fen);
  ASSERT_EQ(fens.size(), 8u);
  EXPECT_EQ(fens[5], "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2");
  EXPECT_EQ(fens[6], "rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 3 2");
  EXPECT_EQ(fens[7], "r1bqkb1r/pppppppp/2n2n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R w KQkq - 4 3");
  EXPECT_EQ(stream.games().games().size(), 1u);
  EXPECT_EQ(stream.games().games()[0].plies.size(), 4u);
}

// ----------------------------------------------------------------- holdings

TEST(Game, HoldingsAfterABoardPutPocketsInTheGameFen) {
  GameTracker tracker;
  const int id = board(tracker, kZhStart);
  EXPECT_EQ(holdings(tracker, "<b1> game 1 white [] black []"), id);
  EXPECT_EQ(tracker.current_fen(id), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
  board(tracker, kZhE4);
  holdings(tracker, "<b1> game 1 white [P] black []");
  EXPECT_EQ(tracker.current_fen(id),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 1");
}

TEST(Game, HoldingsBeforeABoardGiveThatBoardItsPockets) {
  GameTracker tracker;
  const int id = board(tracker, kZhStart);
  holdings(tracker, "<b1> game 1 white [] black []");
  board(tracker, kZhE4);
  holdings(tracker, "<b1> game 1 white [] black []");
  board(tracker, kZhD5);
  holdings(tracker, "<b1> game 1 white [] black []");
  holdings(tracker, "<b1> game 1 white [P] black [] <- WP");
  board(tracker, kZhExd5);
  EXPECT_EQ(tracker.current_fen(id),
            "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2");
  EXPECT_EQ(pockets(tracker.find(id)->plies.back().fen()), "[P]");
}

TEST(Game, TheLastHoldingsGiveTheGameItsPockets) {
  const auto stream = play("crazyhouse.fics");
  const Game& game = game_numbered(stream->games(), 1);
  EXPECT_EQ(game.fen(), "rnb1kb1r/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR[Ppn] b KQkq - 1 5");
  ASSERT_EQ(game.plies.size(), 9u);
  EXPECT_EQ(game.plies.back().san, "N@c3");
  EXPECT_EQ(game.plies.back().verbose, "N/@@-c3");
  EXPECT_EQ(pockets(game.plies[2].fen()), "[P]");
  EXPECT_EQ(pockets(game.plies[7].fen()), "[PNpn]");
}

// A <b1> line that comes before its board belongs to that board, not to the
// position before it. The library writes it into the last position it has:
// after 1... d5 White is given the pawn he only takes with 2. exd5 ("[P]").
TEST(Game, HoldingsBeforeABoardLeaveThePositionBeforeAlone) {
  const auto stream = play("crazyhouse.fics");
  const Game& game = game_numbered(stream->games(), 1);
  ASSERT_EQ(game.plies.size(), 9u);
  EXPECT_EQ(game.plies[1].san, "d5");
  EXPECT_EQ(pockets(game.plies[1].fen()), "[]");
  EXPECT_EQ(pockets(game.plies[4].fen()), "[P]");    // after 3. Nc3
  EXPECT_EQ(pockets(game.plies[5].fen()), "[Pp]");   // after 3... Nxd5
  EXPECT_EQ(pockets(game.plies[6].fen()), "[PNp]");  // after 4. Nxd5
}

// The <b1> line may come before its <12>, also for the first board of a
// game. The library drops holdings of a game it has not seen yet, so the
// game's first position has no pockets and the game stays "chess".
TEST(Game, HoldingsBeforeTheFirstBoardOfAGameAreKept) {
  GameTracker tracker;
  holdings(tracker, "<b1> game 1 white [] black []");
  const int id = board(tracker, kZhStart);
  EXPECT_EQ(tracker.current_fen(id), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Crazyhouse);
}

TEST(Game, HoldingsForAGameNeverSeenBelongToNoGame) {
  GameTracker tracker;
  EXPECT_EQ(holdings(tracker, "<b1> game 52 white [NB] black [N] <- BN"), 0);
}

// ----------------------------------------------------------------- variants

TEST(Game, HoldingsMakeAGameCrazyhouse) {
  GameTracker tracker;
  const int id = board(tracker, kZhStart);
  EXPECT_EQ(tracker.find(id)->variant, Variant::Chess);
  holdings(tracker, "<b1> game 1 white [] black []");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Crazyhouse);
}

TEST(Game, APiecePassedFromThePartnerBoardMakesItBughouse) {
  GameTracker tracker;
  const int id = board(
      tracker,
      "<12> r--k-b-n ppp-pppP --bpp-b- ---pp--N -------- --P--PB- PPP-pPPP R---R-K- W -1 0 0 0 0 0 "
      "408 CarlosFenix mandevil 0 2 0 43 28 48 31 27 B/@@-g6 (0:25) B@g6 0 1 0");
  holdings(tracker, "<b1> game 408 white [NNBQ] black []");
  holdings(tracker, "<b1> game 408 white [NNBQ] black [P] <- BP");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Bughouse);
}

// In crazyhouse a capture is announced as a passed piece too ("<- WP" after
// exd5: FatICS sends it, as FICS does). The library takes any passed piece
// for bughouse and calls the crazyhouse transcript's game "bughouse".
TEST(Game, ACaptureInCrazyhouseDoesNotMakeItBughouse) {
  const auto stream = play("crazyhouse.fics");
  EXPECT_EQ(game_numbered(stream->games(), 1).variant, Variant::Crazyhouse);
}

TEST(Game, AShuffledStartWithTheKingBetweenTheRooksIsChess960) {
  GameTracker tracker;
  const int id = board(
      tracker,
      "<12> bbqnnrkr pppppppp -------- -------- -------- -------- PPPPPPPP BBQNNRKR W -1 1 1 1 1 0 "
      "12 gbtami ggbtami 1 3 0 39 39 180 180 1 none (0:00) none 0 0 0");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Chess960);
}

TEST(Game, AShuffledStartWithTheKingOutsideItsRooksIsWild) {
  GameTracker tracker;
  const int id = board(
      tracker,
      "<12> krrbbnnq pppppppp -------- -------- -------- -------- PPPPPPPP KRRBBNNQ W -1 0 0 0 0 0 "
      "12 gbtami ggbtami 1 3 0 39 39 180 180 1 none (0:00) none 0 0 0");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Wild);
}

// A real FICS wild (shuffle) start, game 54: four knights and no bishops,
// no castling. Not the standard army, so not chess960 either.
TEST(Game, AShuffledStartWithAnotherArmyIsWild) {
  GameTracker tracker;
  const int id = board(
      tracker,
      "<12> knnrrrqn pppppppp -------- -------- -------- -------- PPPPPPPP NRNKNQRR W -1 0 0 0 0 0 "
      "54 antiseptic mgatto -1 5 2 41 41 300000 300000 1 none (0:00.000) none 1 0 0");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Wild);
}

// An observer is told no variant: a wild start that leaves White's back
// rank standard and shuffles Black's is wild for it as for the players
// (FICS 1.6.2, wild 1).
TEST(Game, AStartWithOnlyBlacksBackRankShuffledIsWild) {
  GameTracker tracker;
  const int id = board(
      tracker,
      "<12> rnbkqbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "22 DaveP FrankP 0 5 0 39 39 300 300 1 none (0:00) none 1 0 0");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Wild);
  // FICS castles a king on the e-file only: Black's, on d8, never does.
  EXPECT_EQ(tracker.find(id)->fen(), "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1");
}

// The issue's line: White's king on d1, every castling flag set, as FICS
// sends a wild start. Only Black's king stands where FICS castles.
TEST(Game, AWildStartCastlesOnlyAKingOnTheEFile) {
  GameTracker tracker;
  const int id = board(
      tracker,
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNNKQBBR W -1 1 1 1 1 0 "
      "22 DaveP FrankP -1 5 0 39 39 300 300 1 none (0:00) none 1");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Wild);
  EXPECT_EQ(tracker.find(id)->fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNNKQBBR w kq - 0 1");
}

// "Game 22: DaveP (1500) FrankP (1500) unrated wild/fr 5 0": what an
// observer is told of the game it starts to observe names its variant.
TEST(Game, TheObservedGamesAnnouncementNamesItsVariant) {
  GameTracker tracker;
  GameInfo info;
  ASSERT_TRUE(parse_game_info("Game 22: DaveP (1500) FrankP (1500) unrated wild/fr 5 0", info));
  tracker.on_game_info(info);
  const int id = board(
      tracker,
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "22 DaveP FrankP 0 5 0 39 39 300 300 1 none (0:00) none 1 0 0");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Chess960);
}

TEST(Game, ABoardOfAnotherSizeIsWild) {
  GameTracker tracker;
  const int id = board(
      tracker,
      "<12> rnbqkbnrqq pppppppppp ---------- ---------- ---------- ---------- PPPPPPPPPP "
      "RNBQKBNRQQ W -1 1 1 1 1 0 109 gbtami ggbtami 1 5 0 39 39 300 300 1 none (0:00) none 0 0 0");
  EXPECT_EQ(tracker.find(id)->variant, Variant::Wild);
}

TEST(Game, AGameJoinedMidwayIsNotJudgedByItsPosition) {
  const auto stream = play("two-observed-games.fics");
  for (const Game& game : stream->games().games())
    EXPECT_EQ(game.variant, Variant::Chess) << game.game_number;
}

// --------------------------------------------------------- cut-short boards

TEST(Game, CutShortBoardsKeepTheirPositionsAndClocks) {
  const auto stream = play("cut-short.fics");
  const Game& game = game_numbered(stream->games(), 107);
  EXPECT_EQ(game.white, "Capablanca1921");
  EXPECT_EQ(game.result, "0-1");
  ASSERT_EQ(game.plies.size(), 4u);
  EXPECT_EQ(placement(game.plies[0].fen()), "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR");
  EXPECT_EQ(placement(game.plies[3].fen()), "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR");
  EXPECT_EQ(game.plies[2].white_ms, 297338);
  EXPECT_EQ(game.plies[3].black_ms, 295763);
  EXPECT_EQ(game.plies[3].time_taken_ms, 4237);
  for (const Ply& ply : game.plies) EXPECT_EQ(ply.san, "") << ply.fen();
  // The other game, whole lines all through, is untouched.
  EXPECT_EQ(sans(game_numbered(stream->games(), 164)), (Sans{"d4", "Nf6", "Bg5", "e6"}));
}

// Every board of the cut-short game came; only their SANs were cut off.
// No half-move came before them unseen, so none is missing before them.
// The library marks each with missing_before 1.
TEST(Game, ACutShortBoardIsNotCountedAsAMissedHalfMoveBeforeIt) {
  const auto stream = play("cut-short.fics");
  const Game& game = game_numbered(stream->games(), 107);
  ASSERT_EQ(game.plies.size(), 4u);
  for (const Ply& ply : game.plies) EXPECT_EQ(ply.missing_before, 0) << ply.fen();
}

// A board cut right after its clocks has lost its move number. The library
// takes the missing number for 1, finds the board "before the first one
// seen" and throws away the moves f3, e5 and g4.
TEST(Game, ABoardCutRightAfterItsClocksDoesNotRewindTheGame) {
  GameTracker tracker;
  for (size_t i = 0; i < 4; ++i) board(tracker, kGame107[i]);
  const std::string& last = kGame107[4];
  const int id = board(tracker, last.substr(0, last.find(" 297338 295763") + 14));
  const Game* game = tracker.find(id);
  ASSERT_NE(game, nullptr);
  ASSERT_GE(game->plies.size(), 3u);
  EXPECT_EQ(game->plies[0].san, "f3");
  EXPECT_EQ(game->plies[2].san, "g4");
  EXPECT_EQ(game->start_ply, 0);
  EXPECT_EQ(placement(game->fen()), "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR");
}

// ------------------------------------------------------------ checks after a change of course

struct Checked {
  std::string san;
  BoardCheck::Verdict verdict;
};

// The checked SAN and verdict of every board of `lines`, one stream.
std::vector<Checked> checked_boards(const std::vector<std::string>& lines) {
  Stream stream;
  std::vector<Checked> out;
  auto take = [&](StreamEvents events) {
    for (const StreamEvent& e : events) {
      if (e.type == EventType::Style12) out.push_back({std::string(e.move_san), e.verdict});
    }
  };
  for (const std::string& line : lines) take(stream.push(line + "\n"));
  take(stream.end());
  return out;
}

// Found in review: a board that replaces the last ply (no takeback board
// between) was checked from the board after the dropped move.
TEST(Game, AMoveThatReplacesTheLastOneIsCheckedFromTheBoardBeforeIt) {
  const std::string e4 =
      "<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 "
      "164 ahanft EnnMal -1 7 3 39 39 420 420 1 P/e2-e4 (0:00) e4 0 0 0";
  const auto boards = checked_boards({kGame164[0], kGame164[1], e4});
  ASSERT_EQ(boards.size(), 3u);
  EXPECT_EQ(boards[1].san, "d4");
  EXPECT_EQ(boards[2].san, "e4");
  EXPECT_EQ(boards[2].verdict, BoardCheck::Verdict::Verified);
}

// Found in review: before any <b1> line the pockets are unknown, so the
// core cannot rule out a drop that blocks the check; the server's '#'
// tells it.
TEST(Game, MateBeforeThePocketsAreKnownIsTheServers) {
  const std::string before =
      "<12> ------k- -----ppp -------- -------- -------- -------- -----PPP R-----K- W -1 0 0 0 0 0 "
      "5 "
      "Alpha Beta 1 3 0 20 20 180 180 30 none (0:00) none 0 0 0";
  const std::string mate =
      "<12> R-----k- -----ppp -------- -------- -------- -------- -----PPP ------K- B -1 0 0 0 0 1 "
      "5 "
      "Alpha Beta -1 3 0 20 20 179 180 30 R/a1-a8 (0:01) Ra8# 0 1 0";
  const std::string check = std::string(mate).replace(mate.find("Ra8#"), 4, "Ra8+");
  const std::string header = "{Game 5 (Alpha vs. Beta) Creating rated crazyhouse match.}";
  auto mate_boards = checked_boards({header, before, mate});
  ASSERT_EQ(mate_boards.size(), 2u);
  EXPECT_EQ(mate_boards[1].san, "Ra8#");
  // The server's word is taken for mate only: its '+' leaves the core's.
  auto check_boards = checked_boards({header, before, check});
  ASSERT_EQ(check_boards.size(), 2u);
  EXPECT_EQ(check_boards[1].san, "Ra8+");
}

// ---- A ply's position, packed ------------------------------------------

// Every field of two positions, the squares off the board too.
void expect_identical(const Position& a, const Position& b, const std::string& what) {
  EXPECT_EQ(a.width, b.width) << what;
  EXPECT_EQ(a.height, b.height) << what;
  EXPECT_TRUE(a.board == b.board) << what;
  EXPECT_TRUE(a.promoted == b.promoted) << what;
  EXPECT_EQ(a.turn, b.turn) << what;
  EXPECT_TRUE(a.castling == b.castling) << what;
  EXPECT_TRUE(a.en_passant == b.en_passant) << what;
  EXPECT_EQ(a.halfmove_clock, b.halfmove_clock) << what;
  EXPECT_EQ(a.fullmove_number, b.fullmove_number) << what;
  EXPECT_EQ(a.has_pockets, b.has_pockets) << what;
  for (size_t c = 0; c < 2; ++c) EXPECT_TRUE(a.pockets[c].count == b.pockets[c].count) << what;
}

Position fen_position(const char* fen) {
  auto parsed = parse_fen(fen);
  EXPECT_TRUE(parsed) << fen;
  return parsed ? *parsed : Position{};
}

TEST(PackedPosition, GivesBackThePositionItWasGiven) {
  std::vector<std::pair<std::string, Position>> cases;
  cases.emplace_back("empty", Position{});
  cases.emplace_back("standard", Position::standard());
  for (const char* fen : {"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq e3 1 2",
                          "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w HAha - 4 4",
                          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRBNPqrbnp] w KQkq - 0 1",
                          "r1b1k2r/pppp1Q~pp/8/8/8/8/PPPP1PPP/RNB1K1NR[Ppnn] b KQkq - 0 12",
                          "8/8/8/8/8/8/8/K6k w - - 99 1000000000", "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
                          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"}) {
    cases.emplace_back(fen, fen_position(fen));
  }
  // Counters as a server may send them.
  Position counters = Position::standard();
  counters.halfmove_clock = -5;
  counters.fullmove_number = 0;
  cases.emplace_back("a halfmove clock below zero", counters);
  // Positions the short form cannot hold: kept whole.
  Position wide = fen_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  wide.width = 10;
  wide.set(Square{9, 3}, 'N');
  wide.promoted.set(static_cast<size_t>(Square{9, 3}.index()));
  cases.emplace_back("ten files", wide);
  Position tall = Position::standard();
  tall.height = 9;
  tall.set(Square{0, 8}, 'q');
  cases.emplace_back("nine ranks", tall);
  Position off_board = Position::standard();
  off_board.set(Square{12, 12}, 'x');
  cases.emplace_back("a letter off the board", off_board);
  Position odd_pocket = Position::standard();
  odd_pocket.has_pockets = true;
  odd_pocket.pockets[1]['A'] = 1;
  cases.emplace_back("an archbishop in hand", odd_pocket);
  Position full_pocket = Position::standard();
  full_pocket.has_pockets = true;
  full_pocket.pockets[0]['P'] = 300;
  cases.emplace_back("300 pawns in hand", full_pocket);
  Position promoted_off = Position::standard();
  promoted_off.promoted.set(200);
  cases.emplace_back("a promotion mark off the board", promoted_off);
  Position small;
  small.width = 5;
  small.height = 6;
  small.set(Square{4, 5}, 'k');
  small.set(Square{0, 0}, 'K');
  small.promoted.set(static_cast<size_t>(Square{4, 5}.index()));
  cases.emplace_back("five by six", small);

  for (const auto& [what, position] : cases) {
    const PackedPosition packed(position);
    expect_identical(packed.unpack(), position, what);
    // Unpacked over a position that held something else.
    Position over = fen_position("8/8/8/3k4/8/8/8/3K4[Pp] b - - 7 9");
    over.promoted.set(3);
    packed.unpack(over);
    expect_identical(over, position, what + ", unpacked over another");
    // Copies give it back too, and packing again replaces what was held.
    const PackedPosition copy = packed;  // NOLINT(performance-unnecessary-copy-initialization)
    expect_identical(copy.unpack(), position, what + ", copied");
    PackedPosition again(wide);
    again.pack(position);
    expect_identical(again.unpack(), position, what + ", packed again");
    Ply ply(position);
    EXPECT_EQ(ply.fen(), to_fen(position)) << what;
  }
}

// The game's last position is the last ply's (or the start's), on every
// board of every transcript: the tracker keeps the whole one and the
// packed one together through takebacks, missed boards and pockets.
TEST(Game, ItsPositionIsItsLastPlysAfterEveryLine) {
  for (const char* name : {"block-mode.fics", "board-that-does-not-follow.fics", "bughouse.fics",
                           "crazyhouse.fics", "cut-short-and-missed.fics", "cut-short.fics",
                           "fics-adjourned-resumed.fics", "fics-bughouse.fics",
                           "fics-examined.fics", "fics-observed.fics", "fics-observer-switch.fics",
                           "fics-played.fics", "missed-board.fics", "reused-game-number.fics",
                           "standard-game.fics", "takeback.fics", "two-observed-games.fics"}) {
    const std::string bytes = read_transcript(name);
    Stream stream;
    size_t lines = 0;
    for (size_t at = 0; at < bytes.size();) {
      const size_t end = bytes.find('\n', at);
      const size_t next = end == std::string::npos ? bytes.size() : end + 1;
      stream.push(std::string_view(bytes).substr(at, next - at));
      at = next;
      ++lines;
      for (const Game& game : stream.games().games()) {
        const Position held = game.plies.empty() ? game.start : game.plies.back().position();
        expect_identical(game.position(), held,
                         std::string(name) + " line " + std::to_string(lines) + " game " +
                             std::to_string(game.id));
      }
    }
  }
}

}  // namespace
}  // namespace style12
