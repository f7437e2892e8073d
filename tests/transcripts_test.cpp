// Every session transcript against the games written down for it
// (fixtures/transcripts/games.tsv): which games the stream made of it, each
// with its number, players, variant, result, half-moves and first and last
// FEN. And on every transcript: every FEN the stream writes is valid for
// its game's variant, and no game end goes to a game it does not name.
//
// STYLE12_WRITE_GAMES=1 prints the rows the transcripts give now, to be
// read and checked by hand before they replace the expected ones.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "transcript.h"

namespace style12 {
namespace {

std::vector<std::string> transcript_names() {
  std::vector<std::string> names;
  for (const auto& entry :
       std::filesystem::directory_iterator(testing::fixture_path("transcripts"))) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 5 && name.substr(name.size() - 5) == ".fics") names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string result_of(const Game& game) { return game.ended() ? game.result : "-"; }

std::string row_of(const std::string& name, const Game& game) {
  std::string row = name + "\t" + std::to_string(game.id) + "\t" +
                    std::to_string(game.game_number) + "\t" + game.white + "\t" + game.black +
                    "\t" + std::string(variant_name(game.variant)) + "\t" + result_of(game) + "\t" +
                    std::to_string(game.plies.size()) + "\t" + game.start_fen() + "\t" + game.fen();
  return row;
}

TEST(Transcripts, EachGivesTheGamesWrittenDownForIt) {
  std::map<std::string, std::vector<std::string>> expected;
  for (const testing::Row& row : testing::read_tsv("transcripts/games.tsv")) {
    std::string joined;
    for (size_t i = 0; i < row.cells.size(); ++i) joined += (i ? "\t" : "") + row.cells[i];
    expected[row[0]].push_back(joined);
  }
  const bool write = std::getenv("STYLE12_WRITE_GAMES") != nullptr;
  const std::vector<std::string> names = transcript_names();
  ASSERT_GE(names.size(), 20u);
  for (const std::string& name : names) {
    const auto stream = testing::play(name);
    std::vector<std::string> rows;
    for (const Game& game : stream->games().games()) rows.push_back(row_of(name, game));
    if (write) {
      for (const std::string& row : rows) std::cout << row << "\n";
      continue;
    }
    EXPECT_EQ(rows, expected[name]) << name;
  }
}

// The other board of a bughouse match, on every transcript and on all of
// them read as one session (where matches of different files follow each
// other): found by a sweep over the games in order, it is the bughouse
// game whose boards came while this one's did, the nearest game number if
// several, as a scan of every pair finds it.
TEST(Transcripts, PartnersAreTheOverlappingBughouseGameOfNearestNumber) {
  std::string all;
  size_t paired = 0;
  const auto check = [&](const Stream& stream, const std::string& name) {
    const GameTracker& games = stream.games();
    const std::vector<const Game*> partners = games.partners();
    ASSERT_EQ(partners.size(), games.games().size()) << name;
    size_t at = 0;
    for (const Game& game : games.games()) {
      const Game* expected = nullptr;
      for (const Game& other : games.games()) {
        const bool both = game.variant == Variant::Bughouse && other.variant == Variant::Bughouse;
        const bool overlap = other.first_board_line <= game.last_board_line &&
                             game.first_board_line <= other.last_board_line;
        if (other.id == game.id || !both || !overlap) continue;
        const auto distance = [&](const Game& g) {
          return std::llabs(g.game_number - game.game_number);
        };
        if (expected == nullptr || distance(other) < distance(*expected)) expected = &other;
      }
      EXPECT_EQ(partners[at] ? partners[at]->id : 0, expected ? expected->id : 0)
          << name << " game " << game.id;
      if (expected != nullptr) ++paired;
      ++at;
    }
  };
  for (const std::string& name : transcript_names()) {
    check(*testing::play(name), name);
    all += testing::read_transcript(name);
    all += "\n";
  }
  // The bughouse transcripts pair boards: a sweep that found none would
  // agree with a scan that found none.
  EXPECT_GE(paired, 4u);
  Stream stream;
  stream.push(all);
  stream.end();
  check(stream, "all transcripts");
}

// Every FEN the stream writes for a board or a holdings line passes
// validate() for its game's variant, and every game end that names a game
// goes to a game of that number and those players.
TEST(Transcripts, EveryFenIsValidAndEveryGameEndNamesItsGame) {
  for (const std::string& name : transcript_names()) {
    Stream stream;
    std::vector<StreamEvent> events;
    const auto keep = [&](StreamEvents batch) {
      for (const StreamEvent& e : batch) {
        if (e.type == EventType::Style12 || (e.type == EventType::Holdings && e.board_line != 0)) {
          const Game* game = stream.games().find(e.game_id);
          const Variant variant = game != nullptr ? game->variant : Variant::Chess;
          const auto position = parse_fen(e.fen);
          ASSERT_TRUE(position.has_value()) << name << " line " << e.line << ": " << e.fen;
          const Problems problems = validate(*position, variant);
          std::string names;
          for (int p = 0; p < static_cast<int>(Problem::kCount); ++p) {
            if (!problems.has(static_cast<Problem>(p))) continue;
            names += ' ';
            names += problem_name(static_cast<Problem>(p));
          }
          EXPECT_TRUE(problems.empty()) << name << " line " << e.line << ": " << e.fen << names;
        }
        if (e.type == EventType::GameEnd && e.game_id != 0) {
          const Game* game = stream.games().find(e.game_id);
          ASSERT_NE(game, nullptr);
          EXPECT_EQ(game->game_number, e.game_number) << name << " line " << e.line;
          EXPECT_EQ(game->white, e.white) << name << " line " << e.line;
          EXPECT_EQ(game->black, e.black) << name << " line " << e.line;
        }
      }
    };
    keep(stream.push(testing::read_transcript(name)));
    keep(stream.end());
  }
}

}  // namespace
}  // namespace style12
