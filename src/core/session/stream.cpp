#include "style12/stream.h"

#include "style12/fen.h"
#include "style12/position.h"
#include "text/text.h"

namespace style12 {

namespace {

bool is_result(std::string_view s) { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"; }

}  // namespace

bool parse_game_end(std::string_view line, StreamEvent& out) {
  line = text::trim_end(line);
  const size_t start = text::skip_prompts(line);
  std::string_view s = line.substr(start);
  constexpr std::string_view kOpen = "{Game ";
  if (s.substr(0, kOpen.size()) != kOpen) return false;
  s.remove_prefix(kOpen.size());
  const size_t paren = s.find(" (");
  if (paren == std::string_view::npos || text::parse_int64(s.substr(0, paren), out.game_number) != text::IntStatus::Ok) {
    return false;
  }
  s.remove_prefix(paren + 2);
  const size_t vs = s.find(" vs. ");
  const size_t close = s.find(") ");
  if (vs == std::string_view::npos || close == std::string_view::npos || vs > close) return false;
  const size_t brace = s.rfind("} ");
  if (brace == std::string_view::npos || brace < close) return false;
  const std::string_view result = s.substr(brace + 2);
  if (!is_result(result)) return false;
  out.white = s.substr(0, vs);
  out.black = s.substr(vs + 5, close - vs - 5);
  out.reason = s.substr(close + 2, brace - close - 2);
  out.result = result;
  return true;
}

bool parse_game_start(std::string_view text, int64_t& game_number, std::string_view& description) {
  constexpr std::string_view kOpen = "{Game ";
  if (text.substr(0, kOpen.size()) != kOpen || text.back() != '}') return false;
  const size_t paren = text.find(" (", kOpen.size());
  const size_t close = text.find(") ", kOpen.size());
  if (paren == std::string_view::npos || close == std::string_view::npos ||
      text::parse_int64(text.substr(kOpen.size(), paren - kOpen.size()), game_number) != text::IntStatus::Ok) {
    return false;
  }
  description = text.substr(close + 2, text.size() - close - 3);
  return description.substr(0, 9) == "Creating " || description.substr(0, 11) == "Continuing ";
}

Stream::Stream(const StreamOptions& options) : options_(options), framer_(options.max_line) {}

const std::vector<StreamEvent>& Stream::push(std::string_view bytes) {
  framer_.push(bytes);
  process();
  return events_;
}

const std::vector<StreamEvent>& Stream::end() {
  framer_.finish();
  process();
  return events_;
}

void Stream::process() {
  events_.clear();
  for (const FramedLine& line : framer_.lines()) on_line(line);
}

void Stream::on_line(const FramedLine& framed) {
  const std::string_view line = framer_.line_text(framed);
  StreamEvent event;
  event.line = framed.number;
  event.text = line;
  if (framed.too_long) {
    event.type = EventType::Error;
    event.error.code = ErrorCode::LineTooLong;
    event.error.column = static_cast<int64_t>(options_.max_line);
    event.error.message = "the line is longer than ";
    text::append_int(event.error.message, static_cast<int64_t>(options_.max_line));
    event.error.message += " bytes; it was left out and reading went on with the next line";
    event.text = line.substr(0, 80);
    events_.push_back(std::move(event));
    return;
  }
  bool later = false;
  if (text::find_tag_after_prompts(line, "<12>", later) != std::string_view::npos) {
    ParseOptions options;
    options.allow_truncated = true;
    options.time_unit = options_.time_unit;
    auto parsed = parse_style12(line, options);
    if (parsed && parsed->truncated && options_.time_unit == TimeUnit::Auto) {
      // A cut-short line lost its move time: its clocks are in the unit the
      // game's whole lines showed.
      for (const auto& [game, unit] : units_) {
        if (game == parsed->game_number && unit == TimeUnit::Milliseconds) {
          options.time_unit = unit;
          parsed = parse_style12(line, options);
        }
      }
    }
    if (!parsed) {
      event.type = EventType::Error;
      event.error = parsed.error();
      events_.push_back(std::move(event));
      return;
    }
    event.type = EventType::Style12;
    event.record = *parsed;
    if (!parsed->truncated && options_.time_unit == TimeUnit::Auto) {
      bool known = false;
      for (auto& [game, unit] : units_) {
        if (game == parsed->game_number) {
          unit = parsed->time_unit;
          known = true;
        }
      }
      if (!known) units_.emplace_back(parsed->game_number, parsed->time_unit);
    }
    // The line's own position: a <b1> line with the pockets may come after
    // it, so they travel in their own event.
    event.fen = to_fen(to_position(event.record));
    event.game_id = tracker_.on_board(event.record, event.fen);
    events_.push_back(std::move(event));
    return;
  }
  if (text::find_tag_after_prompts(line, "<b1>", later) != std::string_view::npos) {
    auto parsed = parse_holdings(line);
    if (!parsed) {
      event.type = EventType::Error;
      event.error = parsed.error();
    } else {
      event.type = EventType::Holdings;
      event.holdings = *parsed;
      event.game_id = tracker_.on_holdings(event.holdings, line);
    }
    events_.push_back(std::move(event));
    return;
  }
  if (parse_game_end(line, event)) {
    event.type = EventType::GameEnd;
    event.game_id = tracker_.on_game_end(event.game_number, event.reason, event.result);
    events_.push_back(std::move(event));
    return;
  }
  // Any other line, less its prompts; a line of nothing but prompts or
  // blanks says nothing.
  const std::string_view rest = text::trim_end(line.substr(text::skip_prompts(line)));
  if (rest.empty()) return;
  int64_t starting = 0;
  std::string_view description;
  if (parse_game_start(rest, starting, description)) tracker_.on_game_start(starting, description);
  event.type = EventType::Text;
  event.text = rest;
  events_.push_back(std::move(event));
}

}  // namespace style12
