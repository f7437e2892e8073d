#include "wire.h"

#include "text/text.h"

namespace style12::wire {

namespace {

// A line's FEN: its castling flags name the rooks the server means (a
// wild board's too), whatever the square.
FenOptions fen_options(int32_t options) {
  FenOptions out;
  out.castling_rule = CastlingRule::Free;
  if (options & Options::kLegalEnPassant) out.en_passant = EnPassantMode::Legal;
  if (options & Options::kShredder) out.castling = CastlingNotation::Shredder;
  return out;
}

ParseError holdings_of_other_game(int64_t holdings_game, int64_t board_game) {
  ParseError e;
  e.code = ErrorCode::HoldingsOtherGame;
  e.message = "holdings: the <b1> line is for game ";
  text::append_int(e.message, holdings_game);
  e.message += ", the board for game ";
  text::append_int(e.message, board_game);
  return e;
}

}  // namespace

Wire::Wire() { input_.reserve(256); }

char* Wire::input(size_t size) {
  if (input_.size() < size) input_.resize(size);
  return input_.data();
}

void Wire::release() {
  std::string().swap(input_);
  std::string().swap(output_);
  std::string().swap(error_text_.message);
  std::vector<ProblemBlock>().swap(problem_blocks_);
  std::vector<VariantBlock>().swap(variant_blocks_);
  std::vector<MoveBlock>().swap(move_blocks_);
  description_ = Description{};
  record_ = Style12{};
  length_ = 0;
}

int32_t Wire::start(size_t length) {
  length_ = length < input_.size() ? length : input_.size();
  output_.clear();
  reply_ = CallReplyBlock{};
  return 0;
}

int32_t Wire::fail(const ParseError& e) {
  Texts texts(input_text(length_), output_);
  fill_error(error_, e, texts);
  reply_.status = 1 + static_cast<int32_t>(e.code);
  succeed();
  return reply_.status;
}

int32_t Wire::fail_variant(std::string_view name) {
  ParseError e;
  e.code = ErrorCode::BadVariant;
  e.message = "variant: found " + text::quote(name) + ", expected ";
  append_variant_names(e.message);
  return fail(e);
}

int32_t Wire::succeed() {
  reply_.output_address = static_cast<int32_t>(reinterpret_cast<uintptr_t>(output_.data()));
  reply_.output_length = static_cast<int32_t>(output_.size());
  return 0;
}

int32_t Wire::give_output(std::string text) {
  start(0);
  output_ = std::move(text);
  return succeed();
}

int32_t Wire::parse(size_t length, int32_t options) {
  start(length);
  std::string_view line = input_text(length_);
  std::string_view holdings_line;
  if (options & Options::kWithHoldings) {
    const size_t newline = line.find('\n');
    if (newline != std::string_view::npos) {
      holdings_line = line.substr(newline + 1);
      line = line.substr(0, newline);
    }
  }
  ParseOptions parse_options;
  parse_options.time_unit = time_unit_of(options);
  parse_options.allow_truncated = (options & Options::kAllowTruncated) != 0;
  if (!parse_style12(line, parse_options, record_, error_text_)) return fail(error_text_);
  const Style12* parsed = &record_;
  Texts texts(input_text(length_), output_, &rank_ids_);
  // toFen() reads only the output.
  if (!(options & Options::kFenOnly)) fill_board(board_, *parsed, texts);
  // The common case straight from the line's text; the rest through the
  // position.
  const bool plain =
      holdings_line.empty() && (options & (Options::kLegalEnPassant | Options::kShredder)) == 0;
  if (!plain || !write_record_fen(*parsed, output_)) {
    Position position = to_position(*parsed);
    if (!holdings_line.empty()) {
      const auto holdings = style12::parse_holdings(holdings_line);
      if (!holdings) return fail(holdings.error());
      if (holdings->game_number != parsed->game_number) {
        return fail(holdings_of_other_game(holdings->game_number, parsed->game_number));
      }
      set_pockets(position, *holdings);
    }
    write_fen(position, output_, fen_options(options));
  }
  board_.fen = board_.line_fen = texts.since(0);
  return succeed();
}

int32_t Wire::parse_holdings(size_t length) {
  start(length);
  const auto parsed = style12::parse_holdings(input_text(length_));
  if (!parsed) return fail(parsed.error());
  fill_holdings(holdings_, *parsed, Texts(input_text(length_), output_));
  return succeed();
}

int32_t Wire::format(size_t length) {
  start(length);
  Style12 record;
  ParseError error;
  if (!board_from_block(board_, kAllFields, fields_.side, input_text(length_), record, error)) {
    return fail(error);
  }
  const auto line = format_style12_checked(record);
  if (!line) return fail(line.error());
  output_ = *line;
  return succeed();
}

int32_t Wire::record_fen(size_t length, size_t holdings_at, int32_t options) {
  start(length);
  const std::string_view texts = input_text(length_);
  Style12 record;
  ParseError error;
  if (!board_from_block(board_, kAllFields, fields_.side, texts, record, error)) return fail(error);
  // What the record says must read as a line: the same checks as format().
  const auto line = format_style12_checked(record);
  if (!line) return fail(line.error());
  Position position = to_position(record);
  if (holdings_at > 0 && holdings_at <= texts.size()) {
    const auto holdings = style12::parse_holdings(texts.substr(holdings_at));
    if (!holdings) return fail(holdings.error());
    if (holdings->game_number != record.game_number) {
      return fail(holdings_of_other_game(holdings->game_number, record.game_number));
    }
    set_pockets(position, *holdings);
  }
  write_fen(position, output_, fen_options(options));
  return succeed();
}

int32_t Wire::format_holdings(size_t length) {
  start(length);
  Holdings holdings;
  ParseError error;
  if (!holdings_from_block(holdings_, input_text(length_), holdings, error)) return fail(error);
  style12::format_holdings(holdings, output_);
  return succeed();
}

int32_t Wire::read_fen(size_t length, size_t variant_at) {
  start(length);
  const std::string_view all = input_text(length_);
  if (variant_at > all.size()) variant_at = all.size();
  FenOptions options;
  if (variant_at < all.size()) {
    const std::string_view variant_name = all.substr(variant_at);
    Variant variant = Variant::Chess;
    if (!parse_variant(variant_name, variant)) return fail_variant(variant_name);
    options = fen_options_for(variant);
  }
  const auto position = parse_fen(all.substr(0, variant_at));
  if (!position) return fail(position.error());
  Texts texts(all, output_);
  fill_position(position_, *position, texts, options);
  return succeed();
}

int32_t Wire::validate(size_t length, size_t variant_at, bool from_position) {
  start(length);
  const std::string_view all = input_text(length_);
  const std::string_view variant_name =
      variant_at <= all.size() ? all.substr(variant_at) : std::string_view();
  Variant variant = Variant::Chess;
  if (!parse_variant(variant_name, variant)) return fail_variant(variant_name);
  Position position;
  if (from_position) {
    ParseError error;
    if (!position_from_block(position_, all.substr(0, variant_at), position, error))
      return fail(error);
  } else {
    const auto read = parse_fen(all.substr(0, variant_at));
    if (!read) return fail(read.error());
    position = *read;
  }
  const Problems problems = style12::validate(position, variant);
  reply_.problems = static_cast<int32_t>(problems.bits());
  problem_blocks_.clear();
  Texts texts(all, output_);
  for (int i = 0; i < static_cast<int>(Problem::kCount); ++i) {
    const auto problem = static_cast<Problem>(i);
    if (!problems.has(problem)) continue;
    ProblemBlock& block = problem_blocks_.emplace_back();
    block.bit = i;
    block.code = texts.copy(problem_name(problem));
    block.message = texts.copy(problem_message(problem));
  }
  reply_.count = static_cast<int32_t>(problem_blocks_.size());
  reply_.blocks_address = static_cast<int32_t>(reinterpret_cast<uintptr_t>(problem_blocks_.data()));
  return succeed();
}

int32_t Wire::variants() {
  start(0);
  variant_blocks_.clear();
  Texts texts({}, output_);
  for (const VariantInfo* v = variants_begin(); v != variants_end(); ++v) {
    VariantBlock& block = variant_blocks_.emplace_back();
    block.flags = (v->standard_castling ? VariantFlags::kStandardCastling : 0) |
                  (v->rules ? VariantFlags::kRules : 0) | (v->pockets ? VariantFlags::kPockets : 0);
    block.name = texts.copy(v->name);
    block.aliases = texts.copy(v->aliases);
    block.pgn_tag = texts.copy(v->pgn_tag);
  }
  reply_.count = static_cast<int32_t>(variant_blocks_.size());
  reply_.blocks_address = static_cast<int32_t>(reinterpret_cast<uintptr_t>(variant_blocks_.data()));
  return succeed();
}

int32_t Wire::encode(size_t length, size_t fen_length) {
  start(length);
  const std::string_view all = input_text(length_);
  const auto position = parse_fen(all.substr(0, fen_length < all.size() ? fen_length : all.size()));
  if (!position) return fail(position.error());
  Style12 fields = encode_defaults();
  // Clocks in milliseconds read back as such only after a move time with a
  // fraction.
  if ((fields_.given & FieldsFlags::kTimeUnit) && (board_.flags & BoardFlags::kMilliseconds) &&
      !(fields_.given & FieldsFlags::kLastMoveTime)) {
    fields.last_move_time = "0:00.000";
  }
  ParseError error;
  if (!board_from_block(board_, fields_.given, 0, all, fields, error)) return fail(error);
  EncodeOptions options;
  options.compute_white_strength = (fields_.given & FieldsFlags::kWhiteStrength) == 0;
  options.compute_black_strength = (fields_.given & FieldsFlags::kBlackStrength) == 0;
  const auto line = encode_style12(*position, fields, options);
  if (!line) return fail(line.error());
  output_ = *line;
  return succeed();
}

}  // namespace style12::wire
