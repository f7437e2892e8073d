// Descriptions of a line (describeStyle12, describeHoldings) as blocks:
// one description block, a field description block a field. Texts the
// line holds (the prompt, each field's text) are spans into the input;
// the rest (words, codes, messages, the FEN) are copied into the output.
#include "describe_wire.h"

#include "style12/describe.h"
#include "wire.h"

namespace style12::wire {

// The wire's field states are the core's, in its order.
static_assert(static_cast<int>(FieldStateCode::kGood) == static_cast<int>(FieldState::Good) &&
              static_cast<int>(FieldStateCode::kBad) == static_cast<int>(FieldState::Bad) &&
              static_cast<int>(FieldStateCode::kMissing) == static_cast<int>(FieldState::Missing) &&
              static_cast<int>(FieldStateCode::kSuspect) == static_cast<int>(FieldState::Suspect));

namespace {

int32_t column_of(int64_t column) {
  return column < 0 || column > INT32_MAX ? -1 : static_cast<int32_t>(column);
}

// A view into the line as a span of the input, else a copy.
Span text_of(std::string_view view, std::string_view line, Texts& texts) {
  const bool inside =
      view.data() >= line.data() && view.data() + view.size() <= line.data() + line.size();
  return inside ? texts.in(view) : texts.copy(view);
}

}  // namespace

void fill_description(Description& out, std::string_view line, bool holdings, Texts& texts) {
  out.line = holdings ? describe_holdings(line) : describe_style12(line);
  const LineDescription& d = out.line;
  DescriptionBlock& b = out.block;
  b = DescriptionBlock{};
  b.flags = d.parsed ? DescriptionFlags::kParsed : 0;
  b.prefix = text_of(d.prefix, line, texts);
  b.fen = d.fen.empty() ? Texts::null() : texts.copy(d.fen);
  if (d.parsed) {
    b.error_code = b.error_field_name = b.error_message = Texts::null();
    b.error_column = -1;
  } else {
    b.error_code = texts.copy(error_code_name(d.error.code));
    b.error_field = d.error.field;
    b.error_field_name =
        d.error.field_name.empty() ? Texts::null() : texts.copy(d.error.field_name);
    b.error_column = column_of(d.error.column);
    b.error_message = texts.copy(d.error.message);
  }
  out.fields.clear();
  for (const FieldDescription& f : d.fields) {
    FieldDescriptionBlock& fb = out.fields.emplace_back();
    fb.field = f.number;
    fb.rank = f.rank;
    fb.column = column_of(f.column);
    fb.state = static_cast<int32_t>(f.state);
    fb.name = texts.copy(f.name);
    fb.text = f.state == FieldState::Missing ? Texts::null() : text_of(f.text, line, texts);
    fb.words = texts.copy(f.words);
    const bool bad = f.state == FieldState::Bad;
    fb.error_code = bad ? texts.copy(error_code_name(f.error.code)) : Texts::null();
    fb.error_field = bad ? f.error.field : 0;
    fb.error_field_name =
        bad && !f.error.field_name.empty() ? texts.copy(f.error.field_name) : Texts::null();
    fb.error_column = bad ? column_of(f.error.column) : -1;
    fb.anomaly_code = f.has_anomaly ? texts.copy(anomaly_code_name(f.anomaly.code)) : Texts::null();
    fb.anomaly_message = f.has_anomaly ? texts.copy(anomaly_message(f.anomaly)) : Texts::null();
  }
  b.count = static_cast<int32_t>(out.fields.size());
  b.fields_address = static_cast<int32_t>(reinterpret_cast<uintptr_t>(out.fields.data()));
}

int32_t Wire::describe(size_t length, bool holdings) {
  start(length);
  Texts texts(input_text(length_), output_);
  fill_description(description_, input_text(length_), holdings, texts);
  reply_.blocks_address = static_cast<int32_t>(reinterpret_cast<uintptr_t>(&description_.block));
  return succeed();
}

}  // namespace style12::wire
