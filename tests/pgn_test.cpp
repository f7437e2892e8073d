// write_pgn: the games of the session transcripts as PGN, and hand-made
// games for the rules of the format (tags, clocks, wrapping, gaps).
#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "style12/style12.h"
#include "transcript.h"

namespace style12 {
namespace {

using testing::game_numbered;
using testing::play;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The movetext: everything after the blank line that ends the tags.
std::string movetext(const std::string& pgn) {
  const size_t blank = pgn.find("\n\n");
  return blank == std::string::npos ? "" : pgn.substr(blank + 2);
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The movetext on one line, for looking for moves whatever the wrapping.
std::string flat_movetext(const std::string& pgn) {
  std::string text = movetext(pgn);
  for (char& c : text) {
    if (c == '\n') c = ' ';
  }
  return text;
}

void expect_lines_within_80_columns(const std::string& pgn) {
  for (const std::string& line : lines_of(pgn)) EXPECT_LE(line.size(), 80u) << line;
}

// ------------------------------------------------------- transcript games

TEST(Pgn, TheFourMoveGameIsWrittenInFull) {
  const auto stream = play("standard-game.fics");
  EXPECT_EQ(write_pgn(game_numbered(stream->games(), 107)),
            "[Event \"FICS unrated blitz game\"]\n"
            "[Site \"?\"]\n"
            "[Date \"????.??.??\"]\n"
            "[Round \"-\"]\n"
            "[White \"gbtami\"]\n"
            "[Black \"ggbtami\"]\n"
            "[Result \"0-1\"]\n"
            "[TimeControl \"300+0\"]\n"
            "[Termination \"normal\"]\n"
            "\n"
            "1. f3 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} 2. g4 {[%clk 0:04:57]} Qh4#\n"
            "{[%clk 0:04:55] gbtami checkmated} 0-1\n");
}

// The second board of game 463 is an edited line: its board shows the c1
// rook on g1, its verbose move and SAN say R/b2-g2, Rg2. The move is the
// one the boards show.
TEST(Pgn, AGameJoinedMidwayStartsFromItsFen) {
  const auto stream = play("two-observed-games.fics");
  EXPECT_EQ(write_pgn(game_numbered(stream->games(), 463)),
            "[Event \"FICS rated standard game\"]\n"
            "[Site \"?\"]\n"
            "[Date \"????.??.??\"]\n"
            "[Round \"-\"]\n"
            "[White \"schachbjm\"]\n"
            "[Black \"Maras\"]\n"
            "[Result \"*\"]\n"
            "[WhiteElo \"1925\"]\n"
            "[BlackElo \"2006\"]\n"
            "[TimeControl \"2700+45\"]\n"
            "[SetUp \"1\"]\n"
            "[FEN \"1r6/2k5/4p3/n1ppPb1p/5P1P/1PP1K1P1/PR6/2R5 w - - 11 37\"]\n"
            "[Termination \"unterminated\"]\n"
            "\n"
            "37. Rg1 {[%clk 0:09:17]} Rg8 {[%clk 0:04:34] Game adjourned by mutual agreement}\n"
            "*\n");
}

TEST(Pgn, AGameJoinedWithBlackToMoveStartsWithTheMoveNumberAndDots) {
  const auto stream = play("two-observed-games.fics");
  const std::string pgn = write_pgn(game_numbered(stream->games(), 223));
  EXPECT_TRUE(has(pgn, "[FEN \"8/6kp/8/6p1/2b2bPP/3p1P2/1p6/1B1K4 b - - 0 46\"]\n")) << pgn;
  EXPECT_EQ(movetext(pgn),
            "46... Bb3+ {[%clk 0:00:26]} 47. Ke1 {[%clk 0:00:12]} d2+ {[%clk 0:00:23]} 48.\n"
            "Kf2 {[%clk 0:00:11] HUGOABEL resigns} 0-1\n");
}

// Black's 48th move never came; only d1=Q explains the boards around it.
TEST(Pgn, AMissedBoardIsRebuiltAndMarked) {
  const auto stream = play("missed-board.fics");
  EXPECT_EQ(write_pgn(game_numbered(stream->games(), 223)),
            "[Event \"FICS rated blitz game\"]\n"
            "[Site \"?\"]\n"
            "[Date \"????.??.??\"]\n"
            "[Round \"-\"]\n"
            "[White \"HUGOABEL\"]\n"
            "[Black \"megracia\"]\n"
            "[Result \"*\"]\n"
            "[WhiteElo \"1395\"]\n"
            "[BlackElo \"1458\"]\n"
            "[TimeControl \"180+0\"]\n"
            "[SetUp \"1\"]\n"
            "[FEN \"8/6kp/8/6p1/2b2bPP/3p1P2/1p6/1B1K4 b - - 0 46\"]\n"
            "\n"
            "46... Bb3+ {[%clk 0:00:26]} 47. Ke1 {[%clk 0:00:12]} d2+ {[%clk 0:00:23]} 48.\n"
            "Kf2 {[%clk 0:00:11]} d1=Q {[%clk 0:00:22] not seen; rebuilt from the boards\n"
            "around it} 49. hxg5 {[%clk 0:00:10]} Qd2+ {[%clk 0:00:18]} 50. Kg1\n"
            "{[%clk 0:00:08]} Bd5 {[%clk 0:00:13]} 51. Be4 {[%clk 0:00:05]} Bxe4\n"
            "{[%clk 0:00:12]} 52. fxe4 {[%clk 0:00:05]} *\n");
}

// Each board of the cut-short game came, only its SAN was lost (long
// names): the moves are the ones the boards show, in the core's SAN, mate
// as '#'.
TEST(Pgn, CutShortBoardsGiveWholeMoves) {
  const auto stream = play("cut-short.fics");
  const std::string pgn = write_pgn(game_numbered(stream->games(), 107));
  EXPECT_EQ(movetext(pgn),
            "1. f3 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} 2. g4 {[%clk 0:04:57]} Qh4#\n"
            "{[%clk 0:04:55] Capablanca1921 checkmated} 0-1\n");
}

TEST(Pgn, ACrazyhouseGameNamesItsVariant) {
  Stream stream;
  stream.push(
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "1 GuestABCD "
      "admin 1 3 0 24 24 180 180 1 none (0:00) none 0 0 0\n"
      "<b1> game 1 white [] black []\n"
      "<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B -1 1 1 1 1 0 "
      "1 GuestABCD "
      "admin -1 3 0 24 24 180 180 1 P/e2-e4 (0:00) e4 0 0 0\n"
      "<b1> game 1 white [] black []\n");
  stream.end();
  const std::string pgn = write_pgn(game_numbered(stream.games(), 1));
  EXPECT_TRUE(has(pgn, "[Variant \"Crazyhouse\"]\n")) << pgn;
  EXPECT_TRUE(has(pgn, "1. e4 {[%clk 0:03:00]} *")) << pgn;
}

// The crazyhouse transcript's game: captures come with "<- WP"-style passed
// pieces, as FICS sends them in crazyhouse. The library takes those for
// bughouse and writes [Variant "Bughouse"].
TEST(Pgn, TheCrazyhouseTranscriptGameIsCrazyhouse) {
  const auto stream = play("crazyhouse.fics");
  const std::string pgn = write_pgn(game_numbered(stream->games(), 1));
  EXPECT_TRUE(has(pgn, "[Variant \"Crazyhouse\"]\n")) << pgn;
  EXPECT_TRUE(has(flat_movetext(pgn), "4. Nxd5 {[%clk 0:02:55]} Qxd5 {[%clk 0:02:48]} 5. N@c3"))
      << pgn;
}

// A crazyhouse game that starts from the initial position has no FEN tag.
// The library keeps the empty pockets of the first <b1> line in the start
// position, so it writes [SetUp "1"] and
// [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"].
TEST(Pgn, ACrazyhouseGameFromTheInitialPositionHasNoFen) {
  const auto stream = play("crazyhouse.fics");
  const std::string pgn = write_pgn(game_numbered(stream->games(), 1));
  EXPECT_FALSE(has(pgn, "[SetUp ")) << pgn;
  EXPECT_FALSE(has(pgn, "[FEN ")) << pgn;
}

TEST(Pgn, AGameStillGoingOnHasResultStar) {
  const auto stream = play("takeback.fics");
  const Game& game = game_numbered(stream->games(), 164);
  ASSERT_FALSE(game.ended());
  const std::string pgn = write_pgn(game);
  EXPECT_TRUE(has(pgn, "[Result \"*\"]\n")) << pgn;
  EXPECT_EQ(movetext(pgn),
            "1. d4 {[%clk 0:07:00]} Nf6 {[%clk 0:07:00]} 2. Bg5 {[%clk 0:07:01]} d5\n"
            "{[%clk 0:06:54]} *\n");
  EXPECT_FALSE(has(pgn, "[Termination "));
}

// Found by fuzz_stream: minutes whose seconds overflow 64 bits were
// written as a negative time control.
TEST(Pgn, ATimeControlNoGameCanHaveIsUnknown) {
  for (const std::string control : {"153722867280912931 0", "9223372036854775807 1", "-5 5"}) {
    Stream stream;
    stream.push(
        "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 "
        "0 7 alice "
        "bob 0 " +
        control + " 39 39 180 180 1 none (0:00) none 0 0 0\n");
    stream.end();
    const std::string pgn = write_pgn(game_numbered(stream.games(), 7));
    EXPECT_TRUE(has(pgn, "[TimeControl \"?\"]\n")) << pgn;
  }
  Stream stream;
  stream.push(
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "7 alice "
      "bob 0 153722867280912930 0 39 39 180 180 1 none (0:00) none 0 0 0\n");
  stream.end();
  EXPECT_TRUE(has(write_pgn(game_numbered(stream.games(), 7)),
                  "[TimeControl \"9223372036854775800+0\"]\n"));
}

// An examined game's clocks stand still and it has no result the server
// did not give: no clock comments, result '*', and TimeControl '-' for a
// scratch board.
TEST(Pgn, AnExaminedGameHasNoClocksAndNoResult) {
  const auto stream = play("fics-examined.fics");
  const auto& games = stream->games().games();
  ASSERT_EQ(games.size(), 3u);
  const std::string history = write_pgn(games[0]);
  EXPECT_TRUE(has(history, "[White \"alice\"]\n")) << history;
  EXPECT_TRUE(has(history, "[Result \"*\"]\n")) << history;
  EXPECT_TRUE(has(history, "[TimeControl \"180+0\"]\n")) << history;
  EXPECT_FALSE(has(history, "%clk")) << history;
  const std::string scratch = write_pgn(games[2]);
  EXPECT_TRUE(has(scratch, "[TimeControl \"-\"]\n")) << scratch;
  EXPECT_EQ(movetext(scratch), "1. e4 e5 2. Nc3 *\n");
  // The board file with Black to move, whose move numbers FICS counts
  // from 1: every move is one, none a takeback.
  EXPECT_EQ(movetext(write_pgn(games[1])), "1... Bc5 2. c3 Nf6 *\n");
}

// Resumed ("Continuing"): one game, every move, the result of the end.
TEST(Pgn, AnAdjournedGameResumedIsOneGameWithEveryMove) {
  const auto stream = play("fics-adjourned-resumed.fics");
  ASSERT_EQ(stream->games().games().size(), 1u);
  const std::string pgn = write_pgn(stream->games().games()[0]);
  EXPECT_EQ(flat_movetext(pgn).find("1. e4 {[%clk 0:05:03]} c5"), 0u) << pgn;
  EXPECT_TRUE(has(flat_movetext(pgn), "4. Nxd4 {[%clk 0:05:12]} Nf6 {[%clk 0:05:11]} 5. Nc3"))
      << pgn;
  EXPECT_TRUE(has(pgn, "[Result \"1/2-1/2\"]\n")) << pgn;
}

TEST(Pgn, AnAbortedGameHasResultStarAndItsReason) {
  const auto stream = play("reused-game-number.fics");
  ASSERT_EQ(stream->games().games().size(), 2u);
  const std::string first = write_pgn(stream->games().games()[0]);
  const std::string second = write_pgn(stream->games().games()[1]);
  EXPECT_TRUE(has(first, "[Result \"1-0\"]\n"));
  EXPECT_TRUE(has(first, "[TimeControl \"0+1\"]\n"));
  EXPECT_EQ(movetext(first),
            "1. e4 {[%clk 0:00:10]} e5 {[%clk 0:00:10]} 2. f4 {[%clk 0:00:11] TestPlayer\n"
            "forfeits on time} 1-0\n");
  EXPECT_TRUE(has(second, "[Result \"*\"]\n"));
  EXPECT_TRUE(has(second, "[Termination \"abandoned\"]\n"));
  EXPECT_EQ(movetext(second), "{Game aborted on move 1} *\n");
}

TEST(Pgn, EveryTranscriptGameFitsIn80Columns) {
  for (const char* name :
       {"standard-game.fics", "block-mode.fics", "two-observed-games.fics", "crazyhouse.fics",
        "takeback.fics", "cut-short.fics", "chat-and-wrapped-lines.fics", "telnet-and-pings.fics",
        "reused-game-number.fics", "missed-board.fics"}) {
    const auto stream = play(name);
    for (const Game& game : stream->games().games()) {
      SCOPED_TRACE(std::string(name) + ", game " + std::to_string(game.game_number));
      expect_lines_within_80_columns(write_pgn(game));
    }
  }
}

// ------------------------------------------------------ hand-made games

Ply ply(const std::string& san, int64_t white_ms, int64_t black_ms) {
  Ply p;
  p.san = san;
  p.white_ms = white_ms;
  p.black_ms = black_ms;
  p.clocks_known = true;
  return p;
}

Game hand_made() {
  Game game;
  game.id = 1;
  game.game_number = 7;
  game.white = "Newton";
  game.black = "Einstein";
  game.initial_time = 2;
  game.increment = 12;
  game.start = Position::standard();
  return game;
}

TEST(Pgn, TheSevenTagRosterComesFirstInItsOrder) {
  const std::vector<std::string> lines = lines_of(write_pgn(hand_made()));
  ASSERT_GE(lines.size(), 8u);
  const char* names[] = {"[Event ", "[Site ",  "[Date ",  "[Round ",
                         "[White ", "[Black ", "[Result "};
  for (size_t i = 0; i < 7; ++i) EXPECT_EQ(lines[i].rfind(names[i], 0), 0u) << lines[i];
  EXPECT_EQ(lines[4], "[White \"Newton\"]");
  EXPECT_EQ(lines[5], "[Black \"Einstein\"]");
  EXPECT_EQ(lines[6], "[Result \"*\"]");
  EXPECT_EQ(lines[7], "[TimeControl \"120+12\"]");
}

TEST(Pgn, AGameWithoutAClockHasTimeControlDash) {
  Game game = hand_made();
  game.initial_time = 0;
  game.increment = 0;
  EXPECT_TRUE(has(write_pgn(game), "[TimeControl \"-\"]\n"));
}

TEST(Pgn, AGameFromTheInitialPositionHasNoFenOrSetUp) {
  const std::string pgn = write_pgn(hand_made());
  EXPECT_FALSE(has(pgn, "[FEN "));
  EXPECT_FALSE(has(pgn, "[SetUp "));
  EXPECT_FALSE(has(pgn, "[Variant "));
}

TEST(Pgn, SetUpComesBeforeFen) {
  Game game = hand_made();
  game.start = parse_fen("8/6kp/8/6p1/2b2bPP/3p1P2/1p6/1B1K4 b - - 0 46").value();
  game.start_ply = 91;
  const std::string pgn = write_pgn(game);
  ASSERT_TRUE(has(pgn, "[SetUp \"1\"]\n[FEN \"8/6kp/8/6p1/2b2bPP/3p1P2/1p6/1B1K4 b - - 0 46\"]\n"))
      << pgn;
}

TEST(Pgn, ChessIsTheOnlyVariantWithoutAVariantTag) {
  const std::pair<Variant, const char*> cases[] = {{Variant::Crazyhouse, "Crazyhouse"},
                                                   {Variant::Bughouse, "Bughouse"},
                                                   {Variant::Chess960, "Chess960"},
                                                   {Variant::Wild, "Wild"}};
  for (const auto& [variant, tag] : cases) {
    Game game = hand_made();
    game.variant = variant;
    EXPECT_TRUE(has(write_pgn(game), std::string("[Variant \"") + tag + "\"]\n")) << tag;
  }
}

TEST(Pgn, TagValuesEscapeQuotesAndBackslashes) {
  Game game = hand_made();
  game.white = "a\"b\\c";
  EXPECT_TRUE(has(write_pgn(game), "[White \"a\\\"b\\\\c\"]\n"));
}

TEST(Pgn, ClockCommentsShowHoursMinutesAndSeconds) {
  Game game = hand_made();
  game.plies = {ply("e4", 5400999, 5400000), ply("e5", 5400000, 59000)};
  EXPECT_EQ(movetext(write_pgn(game)), "1. e4 {[%clk 1:30:00]} e5 {[%clk 0:00:59]} *\n");
}

TEST(Pgn, AClockBelowZeroShowsAsZero) {
  Game game = hand_made();
  game.plies = {ply("e4", -1000, 1000)};
  EXPECT_EQ(movetext(write_pgn(game)), "1. e4 {[%clk 0:00:00]} *\n");
}

TEST(Pgn, APlyWithoutKnownClocksHasNoClockComment) {
  Game game = hand_made();
  Ply e4 = ply("e4", 0, 0);
  e4.clocks_known = false;
  game.plies = {e4};
  EXPECT_EQ(movetext(write_pgn(game)), "1. e4 *\n");
}

TEST(Pgn, TheResultOfAnEndedGameEndsTheMovetext) {
  for (const char* result : {"1-0", "0-1", "1/2-1/2", "*"}) {
    Game game = hand_made();
    game.result = result;
    const std::string pgn = write_pgn(game);
    EXPECT_TRUE(has(pgn, std::string("[Result \"") + result + "\"]\n")) << result;
    EXPECT_EQ(movetext(pgn), std::string(result) + "\n");
  }
}

TEST(Pgn, ALongGameIsWrappedAt80ColumnsWithoutBreakingATokenOrAComment) {
  Game game = hand_made();
  const char* moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
  for (int i = 0; i < 200; ++i) {
    const int64_t clock = 7200000 - (i / 2) * 1000;  // a second a move each
    game.plies.push_back(ply(moves[i % 4], clock, clock));
  }
  game.result = "1/2-1/2";
  const std::string pgn = write_pgn(game);
  const std::string text = movetext(pgn);
  const std::vector<std::string> lines = lines_of(text);
  ASSERT_GT(lines.size(), 20u);
  for (const std::string& line : lines) {
    EXPECT_LE(line.size(), 80u) << line;
    EXPECT_NE(line.front(), ' ') << line;
    EXPECT_NE(line.back(), ' ') << line;
    // A clock comment is never split over two lines.
    const size_t open = line.rfind('{');
    if (open != std::string::npos) {
      EXPECT_NE(line.find('}', open), std::string::npos) << line;
    }
  }
  // Joined again, the lines give the movetext as one line.
  std::string joined;
  for (const std::string& line : lines) joined += (joined.empty() ? "" : " ") + line;
  EXPECT_EQ(joined.substr(0, 45), "1. Nf3 {[%clk 2:00:00]} Nf6 {[%clk 2:00:00]} ");
  EXPECT_TRUE(has(joined, " 50. Ng1 {[%clk 1:59:11]} Ng8 {[%clk 1:59:11]} 51. Nf3 "));
  const std::string end = " 100. Ng1 {[%clk 1:58:21]} Ng8 {[%clk 1:58:21]} 1/2-1/2";
  EXPECT_EQ(joined.substr(joined.size() - end.size()), end);
}

TEST(Pgn, AGapInAHandMadeGameIsCountedOnce) {
  Game game = hand_made();
  game.plies = {ply("e4", 120000, 120000), ply("Nf3", 119000, 118000)};
  game.plies[1].missing_before = 1;
  const Position after =
      parse_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2").value();
  game.plies[1].set_position(after);
  game.current = after;
  EXPECT_EQ(movetext(write_pgn(game)),
            "1. e4 {[%clk 0:02:00] 1 half-move was not seen; the game went on to\n"
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2} *\n");
}

}  // namespace
}  // namespace style12

namespace style12 {
namespace {

// The sentences of the games a session follows; another examiner leaving
// is none of them (the game goes on).
TEST(SessionNotice, ReadsTheSentencesOfTheGamesASessionFollows) {
  SessionNotice notice;
  ASSERT_TRUE(parse_session_notice("Removing game 127 from observation list.", notice));
  EXPECT_EQ(notice.kind, SessionNotice::Kind::StopObserving);
  EXPECT_EQ(notice.game_number, 127);
  ASSERT_TRUE(parse_session_notice("Your opponent has added 60 seconds to your clock.", notice));
  EXPECT_EQ(notice.kind, SessionNotice::Kind::TimeAdded);
  EXPECT_EQ(notice.seconds, 60);
  EXPECT_TRUE(notice.own_clock);
  ASSERT_TRUE(parse_session_notice("60 seconds were added to your opponents clock", notice));
  EXPECT_EQ(notice.kind, SessionNotice::Kind::TimeAdded);
  EXPECT_FALSE(notice.own_clock);
  EXPECT_FALSE(parse_session_notice("puzzlebot stopped examining game 127.", notice));
  EXPECT_FALSE(
      parse_session_notice("Your opponent has added lots of seconds to your clock.", notice));
}

TEST(GameInfo, ReadsTheAnnouncementOfAnObservedOrPlayedGame) {
  GameInfo info;
  ASSERT_TRUE(
      parse_game_info("Game 107: Capablanca1921 (2215) Alekhine1927 (2190) rated blitz 5 0", info));
  EXPECT_EQ(info.game_number, 107);
  EXPECT_EQ(info.white, "Capablanca1921");
  EXPECT_EQ(info.black, "Alekhine1927");
  EXPECT_EQ(info.white_rating, 2215);
  EXPECT_EQ(info.black_rating, 2190);
  EXPECT_TRUE(info.rated);
  EXPECT_EQ(info.kind, "blitz");
  ASSERT_TRUE(
      parse_game_info("fics% Creating: GuestABCD (++++) admin (1502E) unrated wild/fr 2 12", info));
  EXPECT_EQ(info.game_number, 0);
  EXPECT_EQ(info.white_rating, 0);
  EXPECT_EQ(info.black_rating, 1502);
  EXPECT_FALSE(info.rated);
  EXPECT_EQ(info.kind, "wild/fr");
  // FICS 1.6.2's offers, with the colour asked for and time odds.
  ASSERT_TRUE(
      parse_game_info("Issuing: alice (----) bob (----) unrated non-standard 3 0 : 1 5.", info));
  EXPECT_EQ(info.white, "alice");
  EXPECT_EQ(info.black, "bob");
  EXPECT_EQ(info.kind, "non-standard");
  EXPECT_EQ(info.white_minutes, 3);
  EXPECT_EQ(info.white_increment, 0);
  EXPECT_EQ(info.black_minutes, 1);
  EXPECT_EQ(info.black_increment, 5);
  ASSERT_TRUE(parse_game_info("Challenge: alice (1940) [white] bob (1500) rated blitz 3 0.", info));
  EXPECT_EQ(info.black, "bob");
  EXPECT_EQ(info.white_rating, 1940);
  EXPECT_EQ(info.white_minutes, 3);
  EXPECT_EQ(info.black_minutes, -1);
  EXPECT_FALSE(parse_game_info("Game 107: a kibitz that says (nothing) much", info));
  EXPECT_FALSE(parse_game_info("Creating: nobody", info));
}

TEST(Pgn, SiteAndDateComeFromTheStream) {
  StreamOptions options;
  options.site = "freechess.org";
  options.date = "2026.11.23";
  Stream stream(options);
  stream.push(testing::read_file("transcripts/standard-game.fics"));
  stream.end();
  const std::string pgn = write_pgn(stream.games().games().at(0));
  EXPECT_NE(pgn.find("[Site \"freechess.org\"]\n[Date \"2026.11.23\"]\n"), std::string::npos)
      << pgn;
  stream.set_date("2026.11.24");
  stream.push(testing::read_file("transcripts/reused-game-number.fics"));
  stream.end();
  EXPECT_NE(write_pgn(stream.games().games().back()).find("[Date \"2026.11.24\"]"),
            std::string::npos);
}

// A site given by the caller is text, not tags: a line end in it cannot
// start a tag of its own, and quotes are escaped.
TEST(Pgn, ATagValueCannotBreakTheTagSection) {
  StreamOptions options;
  options.site = "a\n[X \"y\"]\r";
  Stream stream(options);
  stream.push(testing::read_file("transcripts/standard-game.fics"));
  stream.end();
  const std::string pgn = write_pgn(stream.games().games().at(0));
  EXPECT_NE(pgn.find("[Site \"a [X \\\"y\\\"] \"]\n"), std::string::npos) << pgn;
  EXPECT_EQ(pgn.find("\n[X"), std::string::npos) << pgn;
}

}  // namespace
}  // namespace style12

namespace style12 {
namespace {

// The two boards of a bughouse match, merged in the order they came.
TEST(Bpgn, BothBoardsOfABughouseMatchInTheOrderTheyCame) {
  const auto stream = play("bughouse.fics");
  const GameTracker& games = stream->games();
  ASSERT_EQ(games.games().size(), 2u);
  const Game& a = games.games()[0];
  const Game& b = games.games()[1];
  EXPECT_EQ(a.variant, Variant::Bughouse);
  ASSERT_EQ(games.partners(), (std::vector<const Game*>{&b, &a}));
  EXPECT_EQ(write_bpgn(a, b),
            "[Event \"FICS unrated bughouse game\"]\n"
            "[Site \"?\"]\n"
            "[Date \"????.??.??\"]\n"
            "[Round \"-\"]\n"
            "[WhiteA \"Alpha\"]\n"
            "[BlackA \"Beta\"]\n"
            "[WhiteB \"Gamma\"]\n"
            "[BlackB \"Delta\"]\n"
            "[Result \"1-0\"]\n"
            "[TimeControl \"120+0\"]\n"
            "[Variant \"Bughouse\"]\n"
            "\n"
            "1A. e4 {[%clk 0:01:58]} 1B. d4 {[%clk 0:01:57]} 1a. d5 {[%clk 0:01:56]} 2A. exd5\n"
            "{[%clk 0:01:55]} 1b. P@e5 {[%clk 0:01:55]} 2B. dxe5 {[%clk 0:01:55]} 1-0\n");
}

TEST(Bpgn, AGameWithoutAPartnerBoardHasNone) {
  const auto stream = play("crazyhouse.fics");
  EXPECT_EQ(stream->games().partners(), std::vector<const Game*>{nullptr});
}

}  // namespace
}  // namespace style12
