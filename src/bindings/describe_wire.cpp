#include "describe_wire.h"

#include "style12/describe.h"
#include "text/text.h"

namespace style12::wire {

namespace {

void cell(std::string& out, std::string_view text) {
  for (const char c : text) {
    if (c == '\x1e' || c == '\x1f') {
      out += "\xef\xbf\xbd";
    } else {
      out += c;
    }
  }
  out += '\x1f';
}

void number(std::string& out, int64_t value) {
  text::append_int(out, value);
  out += '\x1f';
}

void error_cells(std::string& out, const ParseError& e, bool present) {
  cell(out, present ? error_code_name(e.code) : std::string_view());
  number(out, present ? e.field : 0);
  cell(out, present ? e.field_name : std::string_view());
  number(out, present ? e.column : -1);
}

}  // namespace

std::string describe_text(std::string_view line, bool holdings) {
  const LineDescription d = holdings ? describe_holdings(line) : describe_style12(line);
  std::string out;
  number(out, d.parsed ? 1 : 0);
  cell(out, d.prefix);
  error_cells(out, d.error, !d.parsed);
  cell(out, d.parsed ? std::string_view() : std::string_view(d.error.message));
  cell(out, d.fen);
  for (const FieldDescription& f : d.fields) {
    out += '\x1e';
    number(out, f.number);
    cell(out, f.name);
    number(out, f.rank);
    number(out, f.column);
    cell(out, f.text);
    cell(out, field_state_name(f.state));
    error_cells(out, f.error, f.state == FieldState::Bad);
    cell(out, f.words);
    cell(out, f.has_anomaly ? anomaly_code_name(f.anomaly.code) : std::string_view());
    cell(out, f.has_anomaly ? std::string_view(anomaly_message(f.anomaly)) : std::string_view());
  }
  return out;
}

}  // namespace style12::wire
