// Editing one field of a Style 12 line, for tests that break a field.
#pragma once

#include <string>
#include <vector>

namespace style12::testing {

// Blank-separated fields of a line, the way the help file counts them.
inline std::vector<std::string> split_fields(const std::string& line) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos < line.size()) {
    while (pos < line.size() && line[pos] == ' ') ++pos;
    const size_t start = pos;
    while (pos < line.size() && line[pos] != ' ') ++pos;
    if (pos > start) out.push_back(line.substr(start, pos - start));
  }
  return out;
}

inline std::string join_fields(const std::vector<std::string>& fields) {
  std::string out;
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out += ' ';
    out += fields[i];
  }
  return out;
}

// The line with field `number` (1-based) replaced.
inline std::string with_field(const std::string& line, int number, const std::string& value) {
  auto fields = split_fields(line);
  fields.at(static_cast<size_t>(number - 1)) = value;
  return join_fields(fields);
}

// The line cut after `count` fields.
inline std::string first_fields(const std::string& line, int count) {
  auto fields = split_fields(line);
  fields.resize(static_cast<size_t>(count));
  return join_fields(fields);
}

// Byte offset of field `number` (1-based) in a single-spaced line.
inline long column_of(const std::string& line, int number) {
  auto fields = split_fields(line);
  long column = 0;
  for (int i = 0; i < number - 1; ++i)
    column += static_cast<long>(fields[static_cast<size_t>(i)].size()) + 1;
  return column;
}

}  // namespace style12::testing
