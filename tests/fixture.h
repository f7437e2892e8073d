// Reading the fixture corpus: tab-separated files, '#' comments.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#ifndef STYLE12_FIXTURES
#error "STYLE12_FIXTURES must name the fixtures folder"
#endif

namespace style12::testing {

inline std::string fixture_path(const std::string& name) {
  return std::string(STYLE12_FIXTURES) + "/" + name;
}

inline std::string read_file(const std::string& name) {
  std::ifstream in(fixture_path(name), std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

struct Row {
  int line_number = 0;
  std::vector<std::string> cells;
  const std::string& operator[](size_t i) const { return cells.at(i); }
};

// Rows of a TSV fixture; comment and empty lines are skipped.
inline std::vector<Row> read_tsv(const std::string& name) {
  std::vector<Row> rows;
  std::istringstream in(read_file(name));
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    Row row;
    row.line_number = number;
    size_t start = 0;
    for (;;) {
      const size_t tab = line.find('\t', start);
      row.cells.push_back(line.substr(start, tab - start));
      if (tab == std::string::npos) break;
      start = tab + 1;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

// One corpus line: its category (A live, B documented, C FatICS, D edited)
// and the line itself.
struct CorpusLine {
  int line_number;
  char category;
  std::string source;
  std::string note;
  std::string text;
};

inline std::vector<CorpusLine> corpus() {
  std::vector<CorpusLine> lines;
  for (const Row& row : read_tsv("real-lines.tsv")) {
    if (row.cells.size() < 4) continue;
    lines.push_back({row.line_number, row[0].empty() ? '?' : row[0][0], row[1], row[2], row[3]});
  }
  return lines;
}

}  // namespace style12::testing
