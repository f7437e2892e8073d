// A stream that has warmed up allocates nothing per board: its events, FEN
// text and lines reuse their memory, and the game tracker keeps positions
// in place. Counted with a global operator new.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "style12/style12.h"

namespace {
// Counted by the replaced operator new below, which can reach nothing else.
std::atomic<long> allocations{0};  // NOLINT(cppcoreguidelines-avoid-non-const-global-variables)
}  // namespace

// The global operator new and delete, replaced to count: malloc and free
// are what they are made of.
// NOLINTBEGIN(cppcoreguidelines-no-malloc)
void* operator new(std::size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t /*size*/) noexcept { std::free(p); }
// NOLINTEND(cppcoreguidelines-no-malloc)

namespace style12 {
namespace {

// Board k of a long game of game 7: the move number grows, the side to
// move alternates, the clocks run down.
// Knights out and back, over and over: every board follows from the one
// before it, so each is checked and verified as a real game's would be.
// With `cut_short`, each line stops inside its SAN, as FICS sends a board
// between two players with long handles.
enum class Lines { Plain, Crazyhouse, CutShort };

std::string board(int k, Lines kind) {
  static const char* const kBoards[4] = {
      "rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR",
      "rnbqkbnr pppppppp -------- -------- -------- -----N-- PPPPPPPP RNBQKB-R",
      "rnbqkb-r pppppppp -----n-- -------- -------- -----N-- PPPPPPPP RNBQKB-R",
      "rnbqkb-r pppppppp -----n-- -------- -------- -------- PPPPPPPP RNBQKBNR",
  };
  static const char* const kMoves[4] = {" N/f6-g8 (0:01) Ng8", " N/g1-f3 (0:01) Nf3",
                                        " N/g8-f6 (0:01) Nf6", " N/f3-g1 (0:01) Ng1"};
  const int move = 1 + k / 2;
  const bool black = k % 2 == 1;
  std::string line = "fics% <12> ";
  line += kBoards[k % 4];
  line += black ? " B" : " W";
  line += " -1 0 0 0 0 0 7 Newton Einstein 0 5 0 39 39 ";
  line += std::to_string(300 - k) + " " + std::to_string(300 - k) + " " + std::to_string(move);
  line += k == 0 ? " none (0:00) none" : kMoves[k % 4];
  if (kind == Lines::CutShort) {
    line.resize(line.size() - 1);  // "Nf3" arrives as "Nf"
    line += "\n\r";
    return line;
  }
  line += " 0 1 120\n\r";
  if (kind == Lines::Crazyhouse) line += "<b1> game 7 white [P] black [N]\n\r";
  return line;
}

long allocations_for_boards(Lines kind) {
  const bool crazyhouse = kind == Lines::Crazyhouse;
  std::vector<std::string> lines;
  lines.reserve(408);
  for (int k = 0; k < 408; ++k) lines.push_back(board(k, kind));
  Stream stream;
  // Warm up: the first boards size the stream's buffers and start the game.
  for (int k = 0; k < 8; ++k) stream.push(lines[static_cast<size_t>(k)]);
  const long before = allocations.load();
  size_t events = 0, cut_short = 0;
  for (int k = 8; k < 408; ++k) {
    for (const StreamEvent& e : stream.push(lines[static_cast<size_t>(k)])) {
      ++events;
      cut_short += e.type == EventType::Style12 && e.record.truncated;
    }
  }
  const long during = allocations.load() - before;
  EXPECT_EQ(events, crazyhouse ? 800u : 400u);
  EXPECT_EQ(cut_short, kind == Lines::CutShort ? 400u : 0u);
  EXPECT_EQ(stream.games().games().size(), 1u);
  // Board lines are never held back for a continuation: the last board is
  // in as soon as its line end is.
  const Game& game = stream.games().games()[0];
  EXPECT_EQ(game.plies.size(), 407u);
  for (const Ply& ply : game.plies) EXPECT_FALSE(ply.uci.empty()) << ply.ply << " was not verified";
  return during;
}

// 400 boards: the only allocations left are the move list doubling (to 16,
// 32, ... 512 plies: six) and a buffer or two reaching its size, when the
// move numbers reach two digits and the lines grow a byte. One allocation
// per board would make it 400.
constexpr long kAtMost = 9;

TEST(Allocation, AWarmStreamAllocatesNothingPerBoard) {
  EXPECT_LE(allocations_for_boards(Lines::Plain), kAtMost);
}

TEST(Allocation, AWarmCrazyhouseStreamAllocatesNothingPerBoardOrHoldingsLine) {
  EXPECT_LE(allocations_for_boards(Lines::Crazyhouse), kAtMost);
}

// A cut-short line misses its last fields: the parser's "the line ends
// before ..." is kept as a message only when the line is rejected.
TEST(Allocation, AWarmStreamAllocatesNothingPerCutShortBoard) {
  EXPECT_LE(allocations_for_boards(Lines::CutShort), kAtMost);
}

}  // namespace
}  // namespace style12
