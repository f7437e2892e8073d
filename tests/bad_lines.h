// Lines the parsers reject, from the fixtures: the corpus's own bad lines,
// the board and <b1> lines of the transcripts, the fuzzers' finds, and
// every corpus line with one field broken or the line cut short.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "fixture.h"
#include "line_edit.h"

namespace style12::testing {

// The corpus, the transcripts' "<12>" and "<b1>" lines and the fuzzers'
// inputs, as found.
inline std::vector<std::string> fixture_lines() {
  std::vector<std::string> lines;
  for (const CorpusLine& c : corpus()) lines.push_back(c.text);
  for (const auto& entry : std::filesystem::directory_iterator(fixture_path("transcripts"))) {
    if (entry.path().extension() != ".fics") continue;
    const std::string text = read_file("transcripts/" + entry.path().filename().string());
    size_t start = 0;
    while (start < text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      const std::string line = text.substr(start, end - start);
      if (line.find("<12>") != std::string::npos || line.find("<b1>") != std::string::npos)
        lines.push_back(line);
      start = end + 1;
    }
  }
  for (const auto& entry : std::filesystem::directory_iterator(fixture_path("fuzz-regressions"))) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("style12-", 0) == 0 || name.rfind("holdings-", 0) == 0 ||
        name.rfind("describe-", 0) == 0)
      lines.push_back(read_file("fuzz-regressions/" + name));
  }
  return lines;
}

// Each corpus line with each field in turn replaced by a few wrong values,
// cut in half, or the line cut before it.
inline std::vector<std::string> edited_lines() {
  const std::string wrong[] = {"x", "-5", "99999999999999999999", "W", "(0:", "\x01"};
  std::vector<std::string> lines;
  for (const CorpusLine& c : corpus()) {
    const std::vector<std::string> fields = split_fields(c.text);
    for (int number = 1; number <= static_cast<int>(fields.size()); ++number) {
      for (const std::string& value : wrong) lines.push_back(with_field(c.text, number, value));
      const std::string& field = fields[static_cast<size_t>(number - 1)];
      lines.push_back(with_field(c.text, number, field.substr(0, field.size() / 2 + 1) + "?"));
      lines.push_back(first_fields(c.text, number - 1));
      lines.push_back(first_fields(c.text, number) + " ");
    }
  }
  return lines;
}

inline std::vector<std::string> all_fixture_lines() {
  std::vector<std::string> lines = fixture_lines();
  for (std::string& line : edited_lines()) lines.push_back(std::move(line));
  return lines;
}

}  // namespace style12::testing
