// Perft, the rules' speed test: every legal move generated and played to a
// depth, the last ply counted in bulk. Positions and counts from
// tests/fixtures/perft.tsv (the published tables).
#include <benchmark/benchmark.h>

#include <string>

#include "style12/style12.h"

namespace style12 {
namespace {

struct Case {
  const char* fen;
  Variant variant;
  int depth;
  uint64_t leaves;
};

constexpr Case kCases[] = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Variant::Chess, 5, 4865609},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", Variant::Chess, 4,
     4085603},
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", Variant::Chess960, 4,
     326672},
    {"r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", Variant::Crazyhouse,
     4, 2083382},
};

void Perft(benchmark::State& state) {
  const Case& c = kCases[state.range(0)];
  const Chessboard board = *Chessboard::from(*parse_fen(c.fen), c.variant);
  uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = perft(board, c.depth);
    benchmark::DoNotOptimize(leaves);
  }
  if (leaves != c.leaves) state.SkipWithError("perft count differs from the published one");
  state.counters["nodes_per_second"] =
      benchmark::Counter(double(leaves) * double(state.iterations()), benchmark::Counter::kIsRate);
  state.SetLabel(std::string(variant_name(c.variant)) + " depth " + std::to_string(c.depth));
}
BENCHMARK(Perft)->ArgName("position")->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

void LegalMoves(benchmark::State& state) {
  const Chessboard board = *Chessboard::from(
      *parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
      Variant::Chess);
  MoveList moves;
  for (auto _ : state) {
    board.legal_moves(moves);
    benchmark::DoNotOptimize(moves.size());
  }
  state.SetItemsProcessed(int64_t(state.iterations()));
}
BENCHMARK(LegalMoves);

}  // namespace
}  // namespace style12
