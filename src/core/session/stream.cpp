#include "style12/stream.h"

#include <algorithm>

#include "chess/castling.h"
#include "style12/field_visitor.h"
#include "style12/position.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12 {

namespace {

bool default_fen(const FenOptions& options) {
  return options.en_passant == EnPassantMode::Always &&
         options.castling == CastlingNotation::XFen && options.castling_rule == CastlingRule::Auto;
}

// The stream's FEN options for a game: its variant's castling rule.
FenOptions options_for(const FenOptions& options, const Game* game) {
  return game != nullptr ? fen_options_for(game->variant, options) : options;
}

// Whether the line's own FEN (the rooks its flags name: CastlingRule::Free)
// states what the game's rule would: always outside chess and its kin, and
// in them unless a flag names a rook away from its corner (which no line
// of a game of chess has, but for a server's slip).
bool line_rule_serves(const Game* game, const Position& p) {
  if (game == nullptr || castling_rule_of(game->variant) != CastlingRule::Standard) return true;
  if (p.castling[0] == 0 && p.castling[1] == 0) return true;
  for (const Color c : {Color::White, Color::Black}) {
    const uint16_t rights = detail::castling_rights(p, c, CastlingRule::Free);
    if (rights != detail::castling_rights(p, c, CastlingRule::Standard)) return false;
  }
  return true;
}

// Whether a line's game number field reads: the parser is asked to read
// past bad fields only until it has told of that one. Not past a board
// whose end is in doubt (a bad size, or a side to move of more than one
// letter, which may be a broken rank): the fields after it may not be
// where the parser reads on, and an error given to the wrong game is
// worse than one given to none.
class GameNumberField final : public FieldVisitor {
 public:
  bool on_field(const FieldVisit& field) override {
    if (field.name == "gameNumber") {
      told_ = true;
      read_ = field.error == nullptr;
    }
    const bool side = field.number == kSideToMoveField && field.name != "board";
    const bool lost = field.error != nullptr && ((side && field.text.size() > 1) ||
                                                 field.error->code == ErrorCode::BadBoardSize);
    return !told_ && !lost;
  }
  bool read() const { return read_; }

 private:
  bool told_ = false;
  bool read_ = false;
};

FenOptions line_fen_options() {
  FenOptions options;
  options.castling_rule = CastlingRule::Free;
  return options;
}

}  // namespace

Stream::Stream(const StreamOptions& options) : options_(options), framer_(options.max_line) {
  tracker_.set_site(options.site);
  tracker_.set_date(options.date);
}

StreamEvents Stream::push(std::string_view bytes) {
  framer_.push(bytes);
  return process(true);
}

StreamEvents Stream::flush() {
  framer_.flush();
  return process(false);
}

StreamEvents Stream::end() {
  framer_.finish();
  return process(false);
}

void Stream::push(std::string_view bytes, StreamEventSink& sink, size_t batch) {
  framer_.push(bytes);
  process(sink, batch, true);
}

void Stream::flush(StreamEventSink& sink, size_t batch) {
  framer_.flush();
  process(sink, batch, false);
}

void Stream::end(StreamEventSink& sink, size_t batch) {
  framer_.finish();
  process(sink, batch, false);
}

bool Stream::waits_for_holdings(const FramedLine& framed) {
  // A session without pockets pays nothing.
  if (!pockets_seen_ && !tracker_.pockets_announced()) return false;
  const std::string_view line = framer_.line_text(framed);
  const size_t start = text::skip_prompts(line);
  if (!text::equals(line.substr(start, 4), "<12>")) return false;
  ParseOptions options;
  options.allow_truncated = true;
  if (!parse_style12(line, options, scratch_record_, scratch_error_)) return false;
  return awaits_holdings(scratch_record_.game_number);
}

bool Stream::awaits_holdings(int64_t game_number) const {
  // A board of a game that has pockets, as far as the session has told
  // before the board: the server sends its <b1> line right after it. Any
  // other board (a game of chess, a new game nothing has announced) waits
  // for nothing: a live client sees it as soon as it comes, and a <b1>
  // line after it still completes it in an event of its own.
  if (!pockets_seen_ && !tracker_.pockets_announced()) return false;
  return tracker_.expects_pockets(game_number);
}

StreamEvent& Stream::next_event() {
  if (count_ == events_.size()) {
    events_.emplace_back();
  } else {
    // What the last user of this slot set: the record is set whole where
    // it is used.
    StreamEvent& e = events_[count_];
    e.game_id = 0;
    e.passed.reset();
    e.board_line = 0;
    e.fen = e.line_fen = e.pocket_white = e.pocket_black = {};
    e.has_pockets = false;
    e.checked = false;
    e.verdict = BoardCheck::Verdict::Unchecked;
    e.gap = 0;
    e.move_uci = e.move_san = e.reason = {};
    e.anomalies.clear();
    // Back to no error, keeping the message's memory (a new ParseError on
    // every line costs a string built and destroyed).
    e.error.code = ErrorCode::NotStyle12;
    e.error.field = 0;
    e.error.field_name = {};
    e.error.column = -1;
    e.error.message.clear();
  }
  spans_.emplace_back();
  return events_[count_++];
}

// Every line the framer gave; with `can_wait`, the last one, when it is a
// board that waits for its <b1> line, goes back to the framer and comes
// out with the line after it: the board's event is whole when it is made,
// however the bytes were cut.
StreamEvents Stream::process(bool can_wait) {
  start_batch();
  const std::vector<FramedLine>& lines = framer_.lines();
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i + 1 == lines.size() && can_wait && waits_for_holdings(lines[i]) &&
        framer_.hold_back_last())
      break;
    on_line(lines[i]);
  }
  return finish_batch();
}

void Stream::process(StreamEventSink& sink, size_t batch, bool can_wait) {
  start_batch();
  const std::vector<FramedLine>& lines = framer_.lines();
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i + 1 == lines.size() && can_wait && waits_for_holdings(lines[i]) &&
        framer_.hold_back_last())
      break;
    on_line(lines[i]);
    if (count_ >= batch && held_board_ == kNoBoard) {
      sink.take(finish_batch());
      start_batch();
    }
  }
  if (count_ > 0) sink.take(finish_batch());
}

void Stream::start_batch() {
  // Events, spans and FEN text keep their memory from push to push: a
  // stream that has warmed up allocates nothing per line.
  count_ = 0;
  spans_.clear();
  fens_.clear();
  held_board_ = kNoBoard;
}

StreamEvents Stream::finish_batch() {
  const auto view = [&](Span s) { return std::string_view(fens_).substr(s.at, s.size); };
  for (size_t i = 0; i < count_; ++i) {
    StreamEvent& e = events_[i];
    const FenSpans& s = spans_[i];
    if (e.type == EventType::Style12) {
      e.line_fen = view(s.line_fen);
      e.move_uci = view(s.move_uci);
      e.move_san = view(s.move_san);
    }
    if (e.type == EventType::Resync) e.reason = view(s.reason);
    if (e.type == EventType::Style12 || e.board_line != 0) {
      e.fen = view(s.fen);
      e.pocket_white = view(s.white);
      e.pocket_black = view(s.black);
    }
  }
  return {events_.data(), count_};
}

Stream::Span Stream::append_text(std::string_view text) {
  Span span{fens_.size(), text.size()};
  fens_ += text;
  return span;
}

Stream::Span Stream::write_fen_text(const Position& position, const FenOptions& options) {
  Span span{fens_.size(), 0};
  write_fen(position, fens_, options);
  span.size = fens_.size() - span.at;
  return span;
}

void Stream::write_pockets(const Position& position, FenSpans& spans) {
  const auto letters = [&](const Pocket& pocket) {
    Span span{fens_.size(), 0};
    append_pocket(pocket, Color::White, fens_);
    span.size = fens_.size() - span.at;
    return span;
  };
  spans.white = letters(position.pockets[0]);
  spans.black = letters(position.pockets[1]);
}

namespace {
// The place of a game number in a list kept in order of number.
template <class Units>
auto unit_at(Units& units, int64_t game_number) {
  return std::lower_bound(
      units.begin(), units.end(), game_number,
      [](const std::pair<int64_t, TimeUnit>& unit, int64_t number) { return unit.first < number; });
}
}  // namespace

TimeUnit Stream::unit_of_game(int64_t game_number) const {
  const auto at = unit_at(units_, game_number);
  return at != units_.end() && at->first == game_number ? at->second : TimeUnit::Auto;
}

void Stream::remember_unit(int64_t game_number, TimeUnit unit) {
  const auto at = unit_at(units_, game_number);
  if (at != units_.end() && at->first == game_number) {
    at->second = unit;
  } else {
    units_.insert(at, {game_number, unit});
  }
}

// A line that could not be read belongs to the game its game number field
// names, when that field reads: the game a board of that number would go
// on with now. The parser reads it, past bad fields before it (a rare
// line: the cost does not matter).
STYLE12_RARE int Stream::game_of_bad_board(std::string_view line,
                                           const ParseOptions& options) const {
  GameNumberField field;
  Style12 record;
  ParseError error;
  parse_style12_fields(line, options, field, record, error);
  return field.read() ? active_game(record.game_number) : 0;
}

STYLE12_RARE int Stream::game_of_bad_holdings(std::string_view line) const {
  GameNumberField field;
  Holdings holdings;
  ParseError error;
  parse_holdings_fields(line, field, holdings, error);
  return field.read() ? active_game(holdings.game_number) : 0;
}

int Stream::active_game(int64_t game_number) const {
  const Game* game = tracker_.find_active(game_number);
  return game != nullptr ? game->id : 0;
}

void Stream::on_board(StreamEvent& event, FenSpans& spans, std::string_view line) {
  ParseOptions options;
  options.allow_truncated = true;
  options.time_unit = options_.time_unit;
  Style12& record = event.record;
  bool parsed = parse_style12(line, options, record, event.error);
  if (parsed && record.truncated && options_.time_unit == TimeUnit::Auto &&
      unit_of_game(record.game_number) == TimeUnit::Milliseconds) {
    // A cut-short line lost its move time: its clocks are in the unit the
    // game's whole lines showed.
    options.time_unit = TimeUnit::Milliseconds;
    parsed = parse_style12(line, options, record, event.error);
  }
  if (!parsed) {
    event.type = EventType::Error;
    event.game_id = game_of_bad_board(line, options);
    return;
  }
  event.type = EventType::Style12;
  board_awaits_ = awaits_holdings(record.game_number);
  if (!record.truncated && options_.time_unit == TimeUnit::Auto)
    remember_unit(record.game_number, record.time_unit);
  const Position position = to_position(event.record);
  spans.line_fen = Span{fens_.size(), 0};
  if (!write_record_fen(event.record, fens_)) write_fen(position, fens_, line_fen_options());
  spans.line_fen.size = fens_.size() - spans.line_fen.at;
  // What the line says against its game, then against itself.
  BoardOutcome outcome = tracker_.on_board(event.record, position, event.line, event.anomalies);
  event.game_id = outcome.game_id;
  const Game* tracked = tracker_.find(outcome.game_id);
  const bool pockets_possible = tracked == nullptr || board_awaits_ || tracked->has_holdings ||
                                variant_info(tracked->variant).pockets;
  line_anomalies(event.record, position, pockets_possible, event.anomalies);
  event.passed = outcome.passed;
  const BoardCheck& check = outcome.check;
  event.verdict = check.verdict;
  event.gap = check.gap;
  event.checked = check.verdict != BoardCheck::Verdict::Unchecked;
  if (!check.uci.empty()) {
    spans.move_uci = append_text(check.uci);
    spans.move_san = append_text(check.san);
  }
  if (check.verdict == BoardCheck::Verdict::Resync) resync_ = std::move(outcome.check.reason);
  const Game* game = tracker_.find(outcome.game_id);
  const Position& known = game != nullptr ? game->position() : position;
  event.has_pockets = known.has_pockets;
  // The game's own FEN (always the position of this line, pockets and the
  // halfmove clock the game counts aside), unless it says no more than the
  // line's.
  const int64_t line_halfmove = event.record.halfmove_clock < 0 ? 0 : event.record.halfmove_clock;
  if (known.has_pockets || !default_fen(options_.fen) || known.halfmove_clock != line_halfmove ||
      !line_rule_serves(game, known)) {
    spans.fen = write_fen_text(known, options_for(options_.fen, game));
  } else {
    spans.fen = spans.line_fen;
  }
  if (known.has_pockets) write_pockets(known, spans);
}

void Stream::on_holdings(StreamEvent& event, FenSpans& spans, std::string_view line,
                         size_t board_before) {
  const auto parsed = parse_holdings(line);
  if (!parsed) {
    event.type = EventType::Error;
    event.error = parsed.error();
    event.game_id = game_of_bad_holdings(line);
    return;
  }
  pockets_seen_ = true;
  event.type = EventType::Holdings;
  event.holdings = *parsed;
  const HoldingsOutcome outcome = tracker_.on_holdings(event.holdings);
  event.game_id = outcome.game_id;
  const Game* game = tracker_.find(outcome.game_id);
  if (!outcome.completed_board || game == nullptr) return;
  // The board before this line is whole now: the update of its FEN.
  event.board_line = game->last_board_line;
  event.has_pockets = true;
  spans.fen = write_fen_text(game->position(), options_for(options_.fen, game));
  write_pockets(game->position(), spans);
  // The board it completes came just before it: that board's event is
  // whole now too.
  if (board_before != kNoBoard && events_[board_before].game_id == event.game_id &&
      events_[board_before].line == event.board_line) {
    FenSpans& board = spans_[board_before];
    board.fen = spans.fen;
    board.white = spans.white;
    board.black = spans.black;
    events_[board_before].has_pockets = true;
  }
}

// A byte 0x15 that started no block (no block's header after it): its
// bytes were kept as the line's text, and this says so before the line's
// own event.
STYLE12_RARE void Stream::stray_block_start(const FramedLine& framed, std::string_view line) {
  StreamEvent& event = next_event();
  event.type = EventType::Error;
  event.line = framed.number;
  event.text = line;
  event.error.code = ErrorCode::NotABlock;
  event.error.column = framed.stray_block_at;
  event.error.message = "the byte 0x15 at column ";
  text::append_int(event.error.message, framed.stray_block_at);
  event.error.message +=
      " starts no block: a FICS block starts with 0x15, its number, 0x16, its command's code and "
      "0x16 (each number at most 10 digits); it was read as text";
}

void Stream::on_line(const FramedLine& framed) {
  const std::string_view line = framer_.line_text(framed);
  const size_t board_before = held_board_;
  held_board_ = kNoBoard;
  if (framed.stray_block_at >= 0) stray_block_start(framed, line);
  StreamEvent& event = next_event();
  FenSpans& spans = spans_.back();
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
    return;
  }
  // A board or holdings line: its tag right after any prompts.
  const size_t start = text::skip_prompts(line);
  const std::string_view tag = line.substr(start, 4);
  if (text::equals(tag, "<12>")) {
    on_board(event, spans, line);
    // The <b1> line right after a board completes its event, when the
    // board awaited it: decided before the board was read, as at the end
    // of a push (waits_for_holdings), so however the bytes were cut the
    // events are the same.
    if (event.type == EventType::Style12 && board_awaits_) held_board_ = count_ - 1;
    if (event.type == EventType::Style12 && event.verdict == BoardCheck::Verdict::Resync) {
      // After the board: its game went on from it, though no move led there.
      const int game_id = event.game_id;
      const int64_t game_number = event.record.game_number;
      StreamEvent& resync = next_event();
      resync.type = EventType::Resync;
      resync.line = framed.number;
      resync.text = line;
      resync.game_id = game_id;
      resync.game_number = game_number;
      spans_.back().reason = append_text(resync_);
    }
    return;
  }
  if (text::equals(tag, "<b1>")) {
    on_holdings(event, spans, line, board_before);
    return;
  }
  // The server's sentences are told apart by their first letter before
  // any parsing: most lines of a session are none of them.
  const char first = start < line.size() ? line[start] : '\0';
  if (first == '{' && parse_game_end(line, event)) {
    event.type = EventType::GameEnd;
    event.game_id = tracker_.on_game_end(event.game_number, event.white, event.black, event.reason,
                                         event.result);
    return;
  }
  // Any other line, less its prompts; a line of nothing but prompts or
  // blanks says nothing.
  const std::string_view rest = text::trim_end(line.substr(start));
  if (rest.empty()) {
    --count_;
    spans_.pop_back();
    return;
  }
  GameStart game_start;
  GameInfo info;
  SessionNotice notice;
  if (first == '{' && parse_game_start(rest, game_start)) {
    tracker_.on_game_start(game_start);
  } else if ((first == 'G' || first == 'C' || first == 'I') && parse_game_info(rest, info)) {
    tracker_.on_game_info(info);
  } else if ((rest.back() == '.' || text::is_digit(first)) && parse_session_notice(rest, notice)) {
    tracker_.on_notice(notice);
  }
  event.type = EventType::Text;
  event.text = rest;
}

}  // namespace style12
