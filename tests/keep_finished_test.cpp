// Streams that keep a bounded number of finished games, as a client that
// runs for days needs: the events are the same whatever is kept, the games
// kept are the newest finished ones with every ply, and forgetting a game
// drops its plies and nothing else.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "stream_events.h"
#include "style12/pgn.h"

namespace style12 {
namespace {

using stream_events::Seen;

std::vector<std::string> transcript_names() {
  std::vector<std::string> names;
  for (const auto& entry :
       std::filesystem::directory_iterator(testing::fixture_path("transcripts"))) {
    const std::string name = entry.path().filename().string();
    if (name.ends_with(".fics")) names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<std::string> canonical_events(Stream& stream, const std::string& bytes) {
  std::vector<Seen> seen;
  stream_events::take(seen, stream.push(bytes));
  stream_events::take(seen, stream.end());
  std::vector<std::string> out;
  out.reserve(seen.size());
  for (const Seen& e : seen) out.push_back(stream_events::canonical(e));
  return out;
}

// The games a stream lists: those dropped down to their last position are not.
std::vector<const Game*> kept(const Stream& stream) {
  std::vector<const Game*> out;
  for (const Game& game : stream.games().games()) {
    if (!game.dropped) out.push_back(&game);
  }
  return out;
}

TEST(KeepFinished, TheEventsOfEveryTranscriptDoNotDependOnHowManyGamesAreKept) {
  const auto names = transcript_names();
  ASSERT_GE(names.size(), 29U);
  for (const std::string& name : names) {
    const std::string bytes = testing::read_transcript(name);
    Stream all;
    const auto expected = canonical_events(all, bytes);
    for (const size_t keep : {0, 1, 3}) {
      Stream bounded;
      bounded.keep_finished(keep);
      EXPECT_EQ(canonical_events(bounded, bytes), expected) << name << ", keeping " << keep;
    }
  }
}

TEST(KeepFinished, TheGamesKeptAreTheNewestFinishedOnesWithEveryPly) {
  size_t compared = 0;
  for (const std::string& name : transcript_names()) {
    const std::string bytes = testing::read_transcript(name);
    Stream all;
    all.push(bytes);
    all.end();
    Stream bounded;
    bounded.keep_finished(1);
    bounded.push(bytes);
    bounded.end();
    size_t finished = 0;
    for (const Game* game : kept(bounded)) {
      if (game->finished) ++finished;
      const Game* whole = all.games().find(game->id);
      ASSERT_NE(whole, nullptr) << name;
      EXPECT_EQ(write_pgn(*game), write_pgn(*whole)) << name << ", game " << game->id;
      ++compared;
    }
    EXPECT_LE(finished, 1U) << name;
    // The finished game kept is the last to have finished.
    if (finished == 1 && all.games().games().size() > 1) {
      const auto listed = kept(bounded);
      EXPECT_TRUE(
          std::any_of(listed.begin(), listed.end(), [](const Game* g) { return g->finished; }));
    }
  }
  EXPECT_GE(compared, 31U);
}

TEST(KeepFinished, ASessionThatReusesItsGameNumbersKeepsAsManyGamesAsAsked) {
  // Two observed games, one ended and one adjourned, seen again and again
  // under the same numbers, as a server that reuses them: 100 times over.
  const std::string bytes = testing::read_transcript("two-observed-games.fics");
  Stream stream;
  stream.keep_finished(3);
  int64_t highest_id = 0;
  for (int pass = 0; pass < 100; ++pass) {
    for (const StreamEvent& e : stream.push(bytes))
      highest_id = std::max<int64_t>(highest_id, e.game_id);
    // At most the 3 finished, and one followed game per number (223, 463).
    EXPECT_LE(stream.games().games().size(), 5U) << "pass " << pass;
    EXPECT_LE(kept(stream).size(), 5U);
  }
  EXPECT_GE(highest_id, 200);
}

TEST(KeepFinished, AFinishedGameForgottenLeavesTheList) {
  Stream stream;
  stream.push(testing::read_transcript("standard-game.fics"));
  stream.end();
  ASSERT_EQ(kept(stream).size(), 1U);
  const int id = kept(stream)[0]->id;
  EXPECT_EQ(stream.games().find(id)->result, "0-1");
  EXPECT_TRUE(stream.forget_game(id));
  EXPECT_TRUE(kept(stream).empty());
  EXPECT_FALSE(stream.forget_game(id));
  EXPECT_FALSE(stream.forget_game(id + 1));
}

TEST(KeepFinished, AGameForgottenWhileItGoesOnIsRecordedFromItsLastPosition) {
  const std::string bytes = testing::read_transcript("standard-game.fics");
  // Up to the end of the third board line.
  size_t cut = 0;
  for (int boards = 0; boards < 3; ++boards) cut = bytes.find('\n', bytes.find("<12>", cut)) + 1;
  Stream stream;
  int id = 0;
  for (const StreamEvent& e : stream.push(std::string_view(bytes).substr(0, cut))) {
    if (e.type == EventType::Style12) id = e.game_id;
  }
  ASSERT_NE(id, 0);
  const Game& game = *stream.games().find(id);
  const std::string fen = game.fen();
  ASSERT_EQ(game.plies.size(), 2U);
  EXPECT_TRUE(stream.forget_game(id));
  EXPECT_TRUE(game.plies.empty());
  EXPECT_EQ(game.start_fen(), fen);
  // The rest of the game: its events name the same game, and its record
  // starts where it was forgotten.
  std::vector<int> ids;
  for (const StreamEvent& e : stream.push(std::string_view(bytes).substr(cut))) {
    if (e.type == EventType::Style12 || e.type == EventType::GameEnd) ids.push_back(e.game_id);
  }
  EXPECT_EQ(ids, std::vector<int>({id, id, id, id}));
  ASSERT_EQ(stream.games().find(id), &game);
  // g4 and Qh4#, whose board comes twice.
  ASSERT_EQ(game.plies.size(), 2U);
  EXPECT_EQ(game.plies[0].san.view(), "g4");
  EXPECT_EQ(game.plies[1].san.view(), "Qh4#");
  EXPECT_EQ(game.result, "0-1");
  const std::string pgn = write_pgn(game);
  EXPECT_NE(pgn.find("[SetUp \"1\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[FEN \"" + fen + "\"]"), std::string::npos) << pgn;
}

}  // namespace
}  // namespace style12
