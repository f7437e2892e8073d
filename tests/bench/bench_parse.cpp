// Throughput over the corpus: parse alone and parse + FEN, beside a memchr
// newline scan of the same buffer (the floor any line reader pays).
// Figures: bytes_per_second (MB/s) and items_per_second (lines/s).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "fixture.h"
#include "stream_wire.h"
#include "style12/style12.h"
#include "wire.h"

namespace {

using namespace style12;

// The corpus's board lines, repeated into one newline-separated buffer of
// about 4 MB: larger than the caches, so memory speed counts as it would
// on a real stream.
const std::string& corpus_buffer() {
  static const std::string buffer = [] {
    std::string lines;
    for (const auto& c : testing::corpus()) {
      if (c.text.rfind("<12>", 0) == 0 && parse_style12(c.text)) lines += c.text + "\n";
    }
    std::string out;
    while (out.size() < (4u << 20)) out += lines;
    return out;
  }();
  return buffer;
}

template <class OnLine>
size_t for_each_line(const std::string& buffer, OnLine on_line) {
  const char* p = buffer.data();
  const char* end = p + buffer.size();
  size_t lines = 0;
  while (p < end) {
    const char* nl = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
    if (nl == nullptr) nl = end;
    on_line(std::string_view(p, static_cast<size_t>(nl - p)));
    ++lines;
    p = nl + 1;
  }
  return lines;
}

void report(benchmark::State& state, size_t lines) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * corpus_buffer().size()));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * lines));
}

void MemchrNewlineScan(benchmark::State& state) {
  const std::string& buffer = corpus_buffer();
  size_t lines = 0;
  for (auto _ : state) {
    lines =
        for_each_line(buffer, [](std::string_view line) { benchmark::DoNotOptimize(line.data()); });
  }
  report(state, lines);
}
BENCHMARK(MemchrNewlineScan);

void Parse(benchmark::State& state) {
  const std::string& buffer = corpus_buffer();
  size_t lines = 0;
  int64_t checksum = 0;
  for (auto _ : state) {
    lines = for_each_line(buffer, [&](std::string_view line) {
      const auto r = parse_style12(line);
      checksum += r ? r->white_time_ms : -1;
    });
    benchmark::DoNotOptimize(checksum);
  }
  report(state, lines);
}
BENCHMARK(Parse);

// Argument 0: en passant written always; 1: only when legal (pins checked).
void ParseAndFen(benchmark::State& state) {
  const std::string& buffer = corpus_buffer();
  size_t lines = 0;
  std::string fen;
  FenOptions options;
  options.en_passant = state.range(0) == 0 ? EnPassantMode::Always : EnPassantMode::Legal;
  for (auto _ : state) {
    lines = for_each_line(buffer, [&](std::string_view line) {
      const auto r = parse_style12(line);
      if (!r) return;
      fen.clear();
      write_fen(to_position(*r), fen, options);
      benchmark::DoNotOptimize(fen.data());
    });
  }
  report(state, lines);
}
BENCHMARK(ParseAndFen)->ArgName("legal_ep")->Arg(0)->Arg(1);

// parseStyle12(line) as the package makes it, less the JavaScript: the line
// copied into the wire's input, parsed into the board block, its FEN
// written as the output.
void WireParse(benchmark::State& state) {
  const std::string& buffer = corpus_buffer();
  wire::Wire w;
  size_t lines = 0;
  int64_t checksum = 0;
  for (auto _ : state) {
    lines = for_each_line(buffer, [&](std::string_view line) {
      std::memcpy(w.input(line.size()), line.data(), line.size());
      checksum += w.parse(line.size(), 0) + w.reply().output_length;
    });
    benchmark::DoNotOptimize(checksum);
  }
  report(state, lines);
}
BENCHMARK(WireParse);

// The whole stream: framing, events, game tracking, in 64 KB chunks as a
// socket would deliver them.
void StreamEvents(benchmark::State& state) {
  const std::string& buffer = corpus_buffer();
  size_t lines = 0;
  for (auto _ : state) {
    Stream stream;
    lines = 0;
    constexpr size_t kChunk = 64 * 1024;
    for (size_t at = 0; at < buffer.size(); at += kChunk) {
      lines += stream.push(std::string_view(buffer).substr(at, kChunk)).size();
    }
    lines += stream.end().size();
  }
  report(state, lines);
}
BENCHMARK(StreamEvents);

// A session as a server sends it: the transcripts (prompts, LF CR, block
// mode, text, <b1> lines, game ends, many games) repeated to about 4 MB,
// in 16 KiB chunks. Items are lines of the session.
const std::string& session_buffer() {
  static const std::string buffer = [] {
    std::string one;
    for (const char* name :
         {"block-mode.fics", "chat-and-wrapped-lines.fics", "crazyhouse.fics", "cut-short.fics",
          "missed-board.fics", "reused-game-number.fics", "standard-game.fics", "takeback.fics",
          "telnet-and-pings.fics", "two-observed-games.fics"}) {
      one += testing::read_file(std::string("transcripts/") + name);
    }
    std::string out;
    while (out.size() < (4u << 20)) out += one;
    return out;
  }();
  return buffer;
}

void StreamSession(benchmark::State& state) {
  const std::string& buffer = session_buffer();
  size_t events = 0;
  for (auto _ : state) {
    Stream stream;
    events = 0;
    constexpr size_t kChunk = 16 * 1024;
    for (size_t at = 0; at < buffer.size(); at += kChunk) {
      events += stream.push(std::string_view(buffer).substr(at, kChunk)).size();
    }
    events += stream.end().size();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * buffer.size()));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * events));
}
BENCHMARK(StreamSession);

// The same through the package's wire: each push's events as blocks.
void StreamWireSession(benchmark::State& state) {
  const std::string& buffer = session_buffer();
  size_t events = 0;
  for (auto _ : state) {
    wire::StreamWire w(StreamOptions{});
    events = 0;
    constexpr size_t kChunk = 16 * 1024;
    for (size_t at = 0; at < buffer.size(); at += kChunk) {
      const size_t n = std::min(kChunk, buffer.size() - at);
      std::memcpy(w.input(n), buffer.data() + at, n);
      events += static_cast<size_t>(w.push(n).events);
    }
    events += static_cast<size_t>(w.end().events);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * buffer.size()));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * events));
}
BENCHMARK(StreamWireSession);

}  // namespace

BENCHMARK_MAIN();
