#include "stream_wire.h"

#include <limits>

#include "text/text.h"

namespace style12::wire {

namespace {

StreamOptions options_for(int32_t time_unit) {
  StreamOptions options;
  options.time_unit = static_cast<TimeUnit>(time_unit & kUnitMask);
  return options;
}

}  // namespace

StreamWire::StreamWire(int32_t time_unit) : stream_(options_for(time_unit)), input_(4096) {}

char* StreamWire::input(size_t size) {
  if (input_.size() < size) input_.resize(size);
  return input_.data();
}

int32_t StreamWire::push(size_t length) {
  return serialise(stream_.push(std::string_view(input_.data(), length)));
}

int32_t StreamWire::end() { return serialise(stream_.end()); }

int32_t StreamWire::add_block() {
  const auto index = static_cast<int32_t>(f64_.size() / kF64Count);
  f64_.resize(f64_.size() + kF64Count, 0.0);
  i32_.resize(i32_.size() + kI32Count, 0);
  return index;
}

int32_t StreamWire::append(std::string_view text) {
  const auto at = static_cast<int32_t>(text_.size());
  text_ += text;
  return at;
}

int32_t StreamWire::serialise(const std::vector<StreamEvent>& events) {
  events_.clear();
  f64_.clear();
  i32_.clear();
  // The lines come first, so spans into them are offsets into the arena.
  text_.assign(stream_.text());
  const char* base = stream_.text().data();
  for (const StreamEvent& e : events) {
    const size_t row = events_.size();
    events_.resize(row + kEventSlots, 0);
    events_[row + kEventType] = static_cast<int32_t>(e.type);
    events_[row + kEventLine] = static_cast<int32_t>(e.line);
    events_[row + kEventText] = static_cast<int32_t>(e.text.data() - base);
    events_[row + kEventTextLength] = static_cast<int32_t>(e.text.size());
    events_[row + kEventGame] = e.game_id;
    events_[row + kEventBlock] = -1;
    if (e.type == EventType::Text) continue;

    const int32_t block = add_block();
    events_[row + kEventBlock] = block;
    double* f64 = f64_.data() + static_cast<size_t>(block) * kF64Count;
    int32_t* i32 = i32_.data() + static_cast<size_t>(block) * kI32Count;
    switch (e.type) {
      case EventType::Style12:
        fill_record(e.record, base, f64, i32);
        i32[kTextAddress] = append(e.fen);
        i32[kTextLength] = static_cast<int32_t>(e.fen.size());
        break;
      case EventType::Holdings:
        fill_holdings(e.holdings, base, f64, i32);
        break;
      case EventType::GameEnd:
        f64[kGameNumber] = static_cast<double>(e.game_number);
        for (const auto& [slot, view] : {std::pair{kWhite, e.white}, std::pair{kBlack, e.black},
                                         std::pair{kLastMove, e.reason}, std::pair{kLastMoveSan, e.result}}) {
          i32[slot] = static_cast<int32_t>(view.data() - base);
          i32[slot + 1] = static_cast<int32_t>(view.size());
        }
        break;
      case EventType::Error: {
        const std::string_view code = error_code_name(e.error.code);
        i32[kStatus] = 1 + static_cast<int32_t>(e.error.code);
        i32[kErrorField] = e.error.field;
        i32[kErrorColumn] = static_cast<int32_t>(e.error.column);
        i32[kErrorCode] = append(code);
        i32[kErrorCodeLength] = static_cast<int32_t>(code.size());
        i32[kErrorFieldName] = append(e.error.field_name);
        i32[kErrorFieldNameLength] = static_cast<int32_t>(e.error.field_name.size());
        i32[kErrorMessage] = append(e.error.message);
        i32[kErrorMessageLength] = static_cast<int32_t>(e.error.message.size());
        break;
      }
      case EventType::Text:
        break;
    }
  }
  ascii_ = true;
  for (const char c : text_) {
    if (static_cast<unsigned char>(c) >= 0x80) {
      ascii_ = false;
      break;
    }
  }
  return static_cast<int32_t>(events.size());
}

std::string StreamWire::games() const {
  std::string out;
  for (const Game& g : stream_.games().games()) {
    const auto field = [&](std::string_view value) {
      out += value;
      out += '\t';
    };
    const auto number = [&](int64_t value) {
      text::append_int(out, value);
      out += '\t';
    };
    number(g.id);
    number(g.game_number);
    field(g.white);
    field(g.black);
    field(variant_name(g.variant));
    number(static_cast<int64_t>(g.plies.size()));
    field(g.result);
    out += g.fen();
    out += '\n';
  }
  return out;
}

std::string StreamWire::pgn(int id) const {
  std::string out;
  for (const Game& g : stream_.games().games()) {
    if (id != 0 && g.id != id) continue;
    if (!out.empty()) out += '\n';
    out += write_pgn(g);
  }
  return out;
}

}  // namespace style12::wire
