// What a finding of the stream harness is: for each file given, each way
// its bytes are cut whose events or games differ from the bytes pushed
// whole, and the first lines of the two texts that differ.
//   build/fuzz/tests/fuzz/stream_cut_diff FILE...
#include <fstream>
#include <iostream>
#include <iterator>

#include "properties.h"

namespace {

std::string line_at(const std::string& text, size_t at) {
  const size_t start = text.rfind('\n', at == 0 ? 0 : at - 1);
  const size_t from = start == std::string::npos ? 0 : start + 1;
  return text.substr(from, text.find('\n', from) - from);
}

// The line of each text where they first differ.
void print_difference(const std::string& whole, const std::string& cut) {
  size_t at = 0;
  while (at < whole.size() && at < cut.size() && whole[at] == cut[at]) ++at;
  std::cout << "  whole: " << line_at(whole, at) << "\n  cut:   " << line_at(cut, at) << '\n';
}

}  // namespace

int main(int argc, char** argv) {
  using namespace style12::fuzzing;
  int differing = 0;
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::cerr << argv[i] << ": cannot read\n";
      return 2;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::optional<std::string> whole = stream_text(bytes, {});
    if (!whole) {
      std::cout << argv[i] << ": a game without PGN\n";
      ++differing;
      continue;
    }
    for (const StreamCut& cut : stream_cuts(bytes)) {
      const std::optional<std::string> text = stream_text(bytes, cut.pieces);
      if (text == whole) continue;
      ++differing;
      std::cout << argv[i] << ": cut " << cut.name << " differs\n";
      if (text) print_difference(*whole, *text);
    }
  }
  return differing == 0 ? 0 : 1;
}
