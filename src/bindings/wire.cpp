#include "wire.h"

#include <cmath>
#include <limits>
#include <optional>

#include "text/text.h"

namespace style12::wire {

namespace {

constexpr double kAbsent = std::numeric_limits<double>::quiet_NaN();

int32_t square(Square s) { return s.valid() ? s.file | (s.rank << 8) : -1; }

int32_t address(const char* p) {
  return static_cast<int32_t>(reinterpret_cast<uintptr_t>(p));
}

}  // namespace

void fill_record(const Style12& r, const char* base, double* f64, int32_t* i32) {
  const auto span = [&](int slot, std::string_view text) {
    i32[slot] = static_cast<int32_t>(text.data() - base);
    i32[slot + 1] = static_cast<int32_t>(text.size());
  };

  f64[kDoublePushFile] = static_cast<double>(r.double_push_file);
  f64[kHalfmoveClock] = static_cast<double>(r.halfmove_clock);
  f64[kGameNumber] = static_cast<double>(r.game_number);
  f64[kRelation] = static_cast<double>(r.relation);
  f64[kInitialTime] = static_cast<double>(r.initial_time);
  f64[kIncrement] = static_cast<double>(r.increment);
  f64[kWhiteStrength] = static_cast<double>(r.white_strength);
  f64[kBlackStrength] = static_cast<double>(r.black_strength);
  f64[kWhiteTime] = static_cast<double>(r.white_time);
  f64[kBlackTime] = static_cast<double>(r.black_time);
  f64[kWhiteTimeMs] = static_cast<double>(r.white_time_ms);
  f64[kBlackTimeMs] = static_cast<double>(r.black_time_ms);
  f64[kMoveNumber] = static_cast<double>(r.move_number);
  f64[kLastMoveTimeMs] = r.last_move_time_ms ? static_cast<double>(*r.last_move_time_ms) : kAbsent;
  f64[kLagMs] = r.lag_ms ? static_cast<double>(*r.lag_ms) : kAbsent;

  int32_t flags = 0;
  if (r.side_to_move == Color::Black) flags |= kBlackToMove;
  if (r.castling.white_short) flags |= kWhiteShort;
  if (r.castling.white_long) flags |= kWhiteLong;
  if (r.castling.black_short) flags |= kBlackShort;
  if (r.castling.black_long) flags |= kBlackLong;
  if (r.flip) flags |= kFlip;
  if (r.clock_ticking) flags |= kHasClockTicking | (*r.clock_ticking ? kClockTicking : 0);
  if (r.truncated) flags |= kTruncated;
  if (r.space_after_tag) flags |= kSpaceAfterTag;
  if (r.time_unit == TimeUnit::Milliseconds) flags |= kMilliseconds;
  if (r.last_move_info) {
    const MoveInfo& m = *r.last_move_info;
    flags |= kHasMove | (m.drop ? kDrop : 0) | (m.check ? kCheck : 0) | (m.checkmate ? kCheckmate : 0);
    i32[kMovePiece] = m.piece;
    i32[kMoveFrom] = square(m.from);
    i32[kMoveTo] = square(m.to);
    i32[kMovePromotion] = m.promotion;
    i32[kMoveCastling] = static_cast<int32_t>(m.castling);
  }
  i32[kFlags] = flags;
  i32[kWidth] = r.width;
  i32[kHeight] = r.height;
  i32[kFieldsPresent] = r.fields_present;
  span(kBoard, r.board);
  for (int k = 0; k < kMaxBoardSize; ++k) i32[kRankStart + k] = r.rank_start[static_cast<size_t>(k)];
  span(kWhite, r.white);
  span(kBlack, r.black);
  const int present = r.truncated ? r.fields_present : 31;
  // A span of length -1 is null: "none", or lost to a cut-short line.
  const auto optional_span = [&](int slot, int field, std::string_view text) {
    if (present >= field && !text.empty()) {
      span(slot, text);
    } else {
      i32[slot] = 0;
      i32[slot + 1] = -1;
    }
  };
  optional_span(kLastMove, 28, r.last_move);
  optional_span(kLastMoveTime, 29, r.last_move_time);
  optional_span(kLastMoveSan, 30, r.last_move_san);
  span(kExtra, r.extra.empty() ? std::string_view(base, 0) : r.extra);

}

void fill_holdings(const Holdings& h, const char* base, double* f64, int32_t* i32) {
  f64[kGameNumber] = static_cast<double>(h.game_number);
  i32[kWhite] = static_cast<int32_t>(h.white.data() - base);
  i32[kWhite + 1] = static_cast<int32_t>(h.white.size());
  i32[kBlack] = static_cast<int32_t>(h.black.data() - base);
  i32[kBlack + 1] = static_cast<int32_t>(h.black.size());
  i32[kPassed] = h.passed ? ((h.passed->color == Color::White ? 'W' : 'B') << 8) | h.passed->piece : 0;
}

Wire::Wire() : input_(256) { clear(); }

char* Wire::input(size_t size) {
  if (input_.size() < size) input_.resize(size);
  return input_.data();
}

void Wire::clear() {
  for (double& d : f64_) d = 0;
  for (int32_t& i : i32_) i = 0;
}

void Wire::publish_text() {
  i32_[kTextLength] = static_cast<int32_t>(text_.size());
  i32_[kTextAddress] = address(text_.data());
}

int32_t Wire::succeed_with_text() {
  publish_text();
  return 0;
}

int32_t Wire::fail(const ParseError& e) {
  const std::string_view code = error_code_name(e.code);
  message_.assign(code);
  message_ += e.field_name;
  message_ += e.message;
  i32_[kStatus] = 1 + static_cast<int32_t>(e.code);
  i32_[kErrorField] = e.field;
  i32_[kErrorColumn] = static_cast<int32_t>(e.column);
  i32_[kErrorCode] = 0;
  i32_[kErrorCodeLength] = static_cast<int32_t>(code.size());
  i32_[kErrorFieldName] = static_cast<int32_t>(code.size());
  i32_[kErrorFieldNameLength] = static_cast<int32_t>(e.field_name.size());
  i32_[kErrorMessage] = static_cast<int32_t>(code.size() + e.field_name.size());
  i32_[kErrorMessageLength] = static_cast<int32_t>(e.message.size());
  i32_[kMessageAddress] = address(message_.data());
  return i32_[kStatus];
}

int32_t Wire::parse(size_t length, int32_t options) {
  clear();
  std::string_view line(input_.data(), length);
  std::string_view holdings_line;
  if (options & kWithHoldings) {
    const size_t newline = line.find('\n');
    if (newline != std::string_view::npos) {
      holdings_line = line.substr(newline + 1);
      line = line.substr(0, newline);
    }
  }
  ParseOptions parse_options;
  parse_options.time_unit = static_cast<TimeUnit>(options & kUnitMask);
  parse_options.allow_truncated = (options & kAllowTruncated) != 0;
  const auto parsed = parse_style12(line, parse_options);
  if (!parsed) return fail(parsed.error());
  const Style12& r = *parsed;
  fill_record(r, input_.data(), f64_, i32_);

  std::optional<Result<Holdings>> holdings;
  if (!holdings_line.empty()) {
    holdings = style12::parse_holdings(holdings_line);
    if (!*holdings) return fail(holdings->error());
    if (holdings->value().game_number != r.game_number) {
      ParseError e;
      e.code = ErrorCode::HoldingsOtherGame;
      e.message = "holdings: the <b1> line is for game ";
      text::append_int(e.message, holdings->value().game_number);
      e.message += ", the board for game ";
      text::append_int(e.message, r.game_number);
      return fail(e);
    }
  }
  const Position position = to_position(r, holdings ? &holdings->value() : nullptr);
  FenOptions fen_options;
  if (options & kLegalEnPassant) fen_options.en_passant = EnPassantMode::Legal;
  if (options & kShredder) fen_options.castling = CastlingNotation::Shredder;
  text_.clear();
  style12::write_fen(position, text_, fen_options);
  return succeed_with_text();
}

int32_t Wire::parse_holdings(size_t length) {
  clear();
  const auto parsed = style12::parse_holdings(std::string_view(input_.data(), length));
  if (!parsed) return fail(parsed.error());
  fill_holdings(*parsed, input_.data(), f64_, i32_);
  return 0;
}

int32_t Wire::read_fen(std::string_view fen) {
  clear();
  const auto position = parse_fen(fen);
  if (!position) return fail(position.error());
  FenOptions claimed;
  claimed.castling = CastlingNotation::Claimed;
  text_.clear();
  style12::write_fen(*position, text_, claimed);
  text_ += '\n';
  style12::write_fen(*position, text_);
  return succeed_with_text();
}

int32_t Wire::write_fen(std::string_view fen, int32_t options) {
  clear();
  const auto position = parse_fen(fen);
  if (!position) return fail(position.error());
  FenOptions fen_options;
  if (options & kLegalEnPassant) fen_options.en_passant = EnPassantMode::Legal;
  if (options & kShredder) fen_options.castling = CastlingNotation::Shredder;
  text_.clear();
  style12::write_fen(*position, text_, fen_options);
  return succeed_with_text();
}

int32_t Wire::validate(std::string_view fen, std::string_view variant_name) {
  clear();
  Variant variant = Variant::Chess;
  if (!parse_variant(variant_name, variant)) {
    ParseError e;
    e.code = ErrorCode::BadVariant;
    e.message = "variant: found " + text::quote(variant_name) +
                ", expected chess, chess960, crazyhouse, bughouse, suicide, losers, atomic or wild";
    return fail(e);
  }
  const auto position = parse_fen(fen);
  if (!position) return fail(position.error());
  const Problems problems = style12::validate(*position, variant);
  i32_[kProblems] = static_cast<int32_t>(problems.bits());
  text_.clear();
  for (int i = 0; i < static_cast<int>(Problem::kCount); ++i) {
    const auto problem = static_cast<Problem>(i);
    if (!problems.has(problem)) continue;
    text_ += problem_name(problem);
    text_ += '\t';
    text_ += problem_message(problem);
    text_ += '\n';
  }
  return succeed_with_text();
}

int32_t Wire::encode(std::string_view fen, std::string_view fields, int32_t given) {
  clear();
  const auto position = parse_fen(fen);
  if (!position) return fail(position.error());
  const auto record = parse_style12(fields);
  if (!record) return fail(record.error());
  EncodeOptions options;
  options.compute_white_strength = (given & 1) == 0;
  options.compute_black_strength = (given & 2) == 0;
  const auto line = encode_style12(*position, *record, options);
  if (!line) return fail(line.error());
  text_ = *line;
  return succeed_with_text();
}

}  // namespace style12::wire
