#include "blocks.h"

#include "chess/castling.h"
#include "style12/square.h"
#include "text/text.h"

namespace style12::wire {

namespace {

using BF = BoardFlags;

void flag(int32_t& flags, int32_t bit, bool on) {
  if (on) flags |= bit;
}

// The text of a span JavaScript wrote, or empty for null.
std::string_view text_of(Span span, std::string_view texts) {
  if (span.length < 0 || span.at < 0 ||
      static_cast<size_t>(span.at) + static_cast<size_t>(span.length) > texts.size()) {
    return {};
  }
  return texts.substr(static_cast<size_t>(span.at), static_cast<size_t>(span.length));
}

// A number JavaScript wrote into a field that holds an integer.
bool whole_number(double value, int field, int64_t& out, ParseError& error) {
  // 2^63: doubles from -2^63 up to this (exclusive) convert exactly.
  constexpr double kLimit = 9223372036854775808.0;
  if (value == value && value >= -kLimit && value < kLimit &&
      static_cast<double>(static_cast<int64_t>(value)) == value) {
    out = static_cast<int64_t>(value);
    return true;
  }
  error.code = ErrorCode::BadNumber;
  error.field = field;
  error.field_name = style12_field_name(field);
  error.column = -1;
  error.message = std::string(error.field_name);
  error.message += " (field ";
  text::append_int(error.message, field);
  error.message += "): found a value that is not a whole number, expected an integer";
  return false;
}

// A field of a block JavaScript wrote that the core cannot take: "name:
// found '...', expected ...".
ParseError block_error(ErrorCode code, int field, std::string_view name, std::string_view found,
                       std::string_view expected) {
  ParseError e;
  e.code = code;
  e.field = field;
  e.field_name = name;
  e.message = std::string(name);
  e.message += ": found ";
  e.message += text::quote(found);
  e.message += ", expected ";
  e.message += expected;
  return e;
}

}  // namespace

int32_t pack_square(Square s) { return s.valid() ? square_code(s) : -1; }

int32_t pack_passed(const std::optional<PassedPiece>& passed) {
  if (!passed) return 0;
  return ((passed->color == Color::White ? 'W' : 'B') << 8) | passed->piece;
}

void fill_board(BoardBlock& b, const Style12& r, const Texts& t) {
  b.kind = static_cast<int32_t>(Kind::Board);
  b.double_push_file = static_cast<double>(r.double_push_file);
  b.halfmove_clock = static_cast<double>(r.halfmove_clock);
  b.game_number = static_cast<double>(r.game_number);
  b.relation = static_cast<double>(r.relation);
  b.initial_time = static_cast<double>(r.initial_time);
  b.increment = static_cast<double>(r.increment);
  b.white_strength = static_cast<double>(r.white_strength);
  b.black_strength = static_cast<double>(r.black_strength);
  b.white_time = static_cast<double>(r.white_time);
  b.black_time = static_cast<double>(r.black_time);
  b.white_time_ms = static_cast<double>(r.white_time_ms);
  b.black_time_ms = static_cast<double>(r.black_time_ms);
  b.move_number = static_cast<double>(r.move_number);
  b.last_move_time_ms = r.last_move_time_ms ? static_cast<double>(*r.last_move_time_ms) : 0;
  b.lag_ms = r.lag_ms ? static_cast<double>(*r.lag_ms) : 0;

  const int present = r.truncated ? int{r.fields_present} : int{kLastRequiredField};
  int32_t f = 0;
  flag(f, BF::kBlackToMove, r.side_to_move == Color::Black);
  flag(f, BF::kWhiteShort, r.castling.white_short);
  flag(f, BF::kWhiteLong, r.castling.white_long);
  flag(f, BF::kBlackShort, r.castling.black_short);
  flag(f, BF::kBlackLong, r.castling.black_long);
  flag(f, BF::kFlip, r.flip);
  flag(f, BF::kHasFlip, present >= kFlipField);
  flag(f, BF::kHasMoveNumber, present >= kMoveNumberField);
  flag(f, BF::kHasClockTicking, r.clock_ticking.has_value());
  flag(f, BF::kClockTicking, r.clock_ticking.value_or(false));
  flag(f, BF::kHasLag, r.lag_ms.has_value());
  flag(f, BF::kHasMoveTime, r.last_move_time_ms.has_value());
  flag(f, BF::kTruncated, r.truncated);
  flag(f, BF::kSpaceAfterTag, r.space_after_tag);
  flag(f, BF::kMilliseconds, r.time_unit == TimeUnit::Milliseconds);
  if (r.last_move_info) {
    const MoveInfo& m = *r.last_move_info;
    flag(f, BF::kHasMove, true);
    flag(f, BF::kDrop, m.drop);
    flag(f, BF::kCheck, m.check);
    flag(f, BF::kCheckmate, m.checkmate);
    b.move_piece = static_cast<unsigned char>(m.piece);
    b.move_from = pack_square(m.from);
    b.move_to = pack_square(m.to);
    b.move_promotion = static_cast<unsigned char>(m.promotion);
    b.move_castling = static_cast<int32_t>(m.castling);
  } else {
    b.move_piece = b.move_from = b.move_to = b.move_promotion = b.move_castling = 0;
  }
  // Ranks one blank apart, as servers write them, need no offsets.
  bool even = true;
  for (int k = 0; k < kMaxBoardSize; ++k) {
    const uint16_t start = r.rank_start[static_cast<size_t>(k)];
    b.rank_start[k] = start;
    b.rank_id[k] = k < r.height ? t.rank_id(r.board.substr(start, r.width)) : -1;
    if (k < r.height) even = even && start == k * (r.width + 1);
  }
  flag(f, BF::kEvenRanks, even);
  b.flags = f;
  b.width = r.width;
  b.height = r.height;
  b.fields_present = r.fields_present;
  b.passed = 0;
  b.board = t.in(r.board);
  b.white = t.in(r.white);
  b.black = t.in(r.black);
  // Null for "none", and for a field lost to a cut-short line.
  b.last_move = present >= kLastMoveField ? t.in_or_null(r.last_move) : Texts::null();
  b.last_move_time = present >= kTimeTakenField ? t.in_or_null(r.last_move_time) : Texts::null();
  b.last_move_san = present >= kSanField ? t.in_or_null(r.last_move_san) : Texts::null();
  b.extra = r.extra.empty() ? Texts::null() : t.in(r.extra);
  b.fen = b.line_fen = b.pocket_white = b.pocket_black = Texts::null();
}

void fill_holdings(HoldingsBlock& b, const Holdings& h, const Texts& t) {
  b.kind = static_cast<int32_t>(Kind::Holdings);
  b.game_number = static_cast<double>(h.game_number);
  b.board_line = 0;
  b.flags = 0;
  b.passed = pack_passed(h.passed);
  b.white = t.in(h.white);
  b.black = t.in(h.black);
  b.fen = b.pocket_white = b.pocket_black = Texts::null();
}

void fill_error(ErrorBlock& b, const ParseError& e, Texts& t) {
  b.kind = static_cast<int32_t>(Kind::Error);
  b.code = static_cast<int32_t>(e.code);
  b.field = e.field;
  b.column = static_cast<double>(e.column);
  b.code_name = t.copy(error_code_name(e.code));
  b.field_name = e.field_name.empty() ? Texts::null() : t.copy(e.field_name);
  b.message = t.copy(e.message);
}

void fill_position(PositionBlock& b, const Position& p, Texts& t, const FenOptions& options) {
  std::string& out = t.out();
  b.width = p.width;
  b.height = p.height;
  b.halfmove_clock = static_cast<double>(p.halfmove_clock);
  b.fullmove_number = static_cast<double>(p.fullmove_number);
  b.flags = (p.turn == Color::Black ? PositionFlags::kBlackToMove : 0) |
            (p.has_pockets ? PositionFlags::kHasPockets : 0);
  // The board as rank texts, top rank first, like a record's.
  size_t start = out.size();
  for (int r = p.height - 1; r >= 0; --r) {
    for (int f = 0; f < p.width; ++f) {
      const char c = p.at(f, r);
      out += c == 0 ? '-' : c;
    }
    if (r > 0) out += ' ';
  }
  b.board = t.since(start);
  // Castling: the canonical field, and every claim as a rook file letter.
  std::string fen;
  write_fen(p, fen, options);
  const size_t first = fen.find(' ');
  const size_t second = fen.find(' ', first + 1);
  const size_t third = fen.find(' ', second + 1);
  b.castling = t.copy(std::string_view(fen).substr(second + 1, third - second - 1));
  std::string claims;
  FenOptions claimed;
  claimed.castling = CastlingNotation::Claimed;
  write_fen(p, claims, claimed);
  const size_t c1 = claims.find(' ', claims.find(' ') + 1);
  const size_t c2 = claims.find(' ', c1 + 1);
  const std::string_view claim = std::string_view(claims).substr(c1 + 1, c2 - c1 - 1);
  b.castling_claims = t.copy(claim == "-" ? std::string_view() : claim);
  if (p.en_passant.valid()) {
    start = out.size();
    append_square_name(out, p.en_passant);
    b.en_passant = t.since(start);
  } else {
    b.en_passant = Texts::null();
  }
  // Promoted pieces as square names, top rank first as FEN marks them.
  start = out.size();
  for (int r = p.height - 1; r >= 0; --r) {
    for (int f = 0; f < p.width; ++f) {
      if (!p.promoted[static_cast<size_t>(r * kMaxBoardSize + f)]) continue;
      if (out.size() > start) out += ' ';
      append_square_name(out, f, r);
    }
  }
  b.promoted = t.since(start);
  if (p.has_pockets) {
    for (size_t side = 0; side < 2; ++side) {
      start = out.size();
      append_pocket(p.pockets[side], Color::White, out);
      (side == 0 ? b.pocket_white : b.pocket_black) = t.since(start);
    }
  } else {
    b.pocket_white = b.pocket_black = Texts::null();
  }
  b.fen = t.copy(fen);
}

bool record_from_block(const BoardBlock& b, int32_t given, int32_t side, std::string_view texts,
                       Style12& r, ParseError& error) {
  using FF = FieldsFlags;
  const auto has = [given](int32_t bit) { return (given & bit) != 0; };
  const auto number = [&](int32_t bit, double value, int field, int64_t& out) {
    return !has(bit) || whole_number(value, field, out, error);
  };
  const auto text = [&](int32_t bit, Span span, std::string_view& out) {
    if (has(bit)) out = text_of(span, texts);
  };
  if (given == kAllFields) {
    // A whole record: the board and what goes with it are JavaScript's too.
    const std::string_view board = text_of(b.board, texts);
    if (!r.set_board(board)) {
      // Written as it stands, so that reading the line back names the fault.
      r.board = board;
      r.width = r.height = 0;
    }
    r.side_to_move = side == 'b' ? Color::Black : Color::White;
    if (side != 'w' && side != 'b') {
      error.code = ErrorCode::BadSideToMove;
      error.field = kSideToMoveField;
      error.field_name = style12_field_name(kSideToMoveField);
      error.column = -1;
      error.message = "sideToMove (field 10): found ";
      error.message += text::quote(side > 0 && side < 128 ? std::string(1, static_cast<char>(side))
                                                          : std::string());
      error.message += ", expected 'w' or 'b'";
      return false;
    }
    const int32_t f = b.flags;
    r.castling.white_short = (f & BoardFlags::kWhiteShort) != 0;
    r.castling.white_long = (f & BoardFlags::kWhiteLong) != 0;
    r.castling.black_short = (f & BoardFlags::kBlackShort) != 0;
    r.castling.black_long = (f & BoardFlags::kBlackLong) != 0;
    r.space_after_tag = (f & BoardFlags::kSpaceAfterTag) != 0;
    if (!whole_number(b.double_push_file, kDoublePushField, r.double_push_file, error) ||
        !whole_number(b.halfmove_clock, kHalfmoveField, r.halfmove_clock, error)) {
      return false;
    }
    if (f & BoardFlags::kHasMoveNumber) {
      if (!whole_number(b.move_number, kMoveNumberField, r.move_number, error)) return false;
    }
    r.truncated = (f & BoardFlags::kTruncated) != 0;
    // A cut-short record ends at its last known field.
    const bool flip = (f & BoardFlags::kHasFlip) != 0;
    if (r.truncated) {
      int present = kLastRequiredField;
      if (!flip) present = kSanField;
      if (present == kSanField && b.last_move_san.length < 0) present = kTimeTakenField;
      if (present == kTimeTakenField && b.last_move_time.length < 0) present = kLastMoveField;
      if (present == kLastMoveField && b.last_move.length < 0) present = kMoveNumberField;
      if (present == kMoveNumberField && !(f & BoardFlags::kHasMoveNumber))
        present = kBlackTimeField;
      r.fields_present = static_cast<uint8_t>(present);
    } else if (!flip) {
      error.code = ErrorCode::MissingField;
      error.field = kFlipField;
      error.field_name = style12_field_name(kFlipField);
      error.column = -1;
      error.message = "flip (field 31): expected 0 or 1 (1 = Black at the bottom), found none";
      return false;
    }
  }
  if (!number(FF::kGameNumber, b.game_number, kGameNumberField, r.game_number) ||
      !number(FF::kRelation, b.relation, kRelationField, r.relation) ||
      !number(FF::kInitialTime, b.initial_time, kInitialTimeField, r.initial_time) ||
      !number(FF::kIncrement, b.increment, kIncrementField, r.increment) ||
      !number(FF::kWhiteStrength, b.white_strength, kWhiteStrengthField, r.white_strength) ||
      !number(FF::kBlackStrength, b.black_strength, kBlackStrengthField, r.black_strength) ||
      !number(FF::kWhiteTime, b.white_time, kWhiteTimeField, r.white_time) ||
      !number(FF::kBlackTime, b.black_time, kBlackTimeField, r.black_time)) {
    return false;
  }
  text(FF::kWhite, b.white, r.white);
  text(FF::kBlack, b.black, r.black);
  text(FF::kLastMove, b.last_move, r.last_move);
  text(FF::kLastMoveTime, b.last_move_time, r.last_move_time);
  text(FF::kLastMoveSan, b.last_move_san, r.last_move_san);
  text(FF::kExtra, b.extra, r.extra);
  if (has(FF::kFlip)) r.flip = (b.flags & BoardFlags::kFlip) != 0;
  if (has(FF::kClockTicking)) {
    if (b.flags & BoardFlags::kHasClockTicking) {
      r.clock_ticking = (b.flags & BoardFlags::kClockTicking) != 0;
    } else {
      r.clock_ticking.reset();
    }
  }
  if (has(FF::kLagMs)) {
    if (b.flags & BoardFlags::kHasLag) {
      int64_t lag = 0;
      if (!whole_number(b.lag_ms, kLagField, lag, error)) return false;
      r.lag_ms = lag;
    } else {
      r.lag_ms.reset();
    }
  }
  if (has(FF::kMilliseconds)) {
    r.time_unit =
        (b.flags & BoardFlags::kMilliseconds) ? TimeUnit::Milliseconds : TimeUnit::Seconds;
  }
  return true;
}

bool holdings_from_block(const HoldingsBlock& b, std::string_view texts, Holdings& h,
                         ParseError& error) {
  if (!whole_number(b.game_number, kHoldingsGameNumberField, h.game_number, error)) {
    error.field_name = "gameNumber";
    error.message = "gameNumber: found a value that is not a whole number, expected an integer";
    return false;
  }
  h.white = text_of(b.white, texts);
  h.black = text_of(b.black, texts);
  // What is written must read back: pockets of letters, a passed piece of
  // a colour and a letter.
  const auto wrong = [&](int field, std::string_view name, std::string_view found,
                         std::string_view expected) {
    error = block_error(ErrorCode::BadHoldings, field, name, found, expected);
    return false;
  };
  for (const char c : h.white) {
    if (!is_ascii_letter(c))
      return wrong(kHoldingsWhiteField, "white", h.white,
                   "the letters of the pieces held, such as 'PNB'");
  }
  for (const char c : h.black) {
    if (!is_ascii_letter(c))
      return wrong(kHoldingsBlackField, "black", h.black,
                   "the letters of the pieces held, such as 'pnb'");
  }
  h.passed.reset();
  if (b.passed != 0) {
    const char colour = static_cast<char>((b.passed >> 8) & 0xff);
    const char piece = static_cast<char>(b.passed & 0xff);
    if ((colour != 'W' && colour != 'B') || !is_ascii_letter(piece)) {
      const char found[2] = {colour == 'W'   ? 'w'
                             : colour == 'B' ? 'b'
                                             : '?',
                             piece == '\0' ? '?' : piece};
      return wrong(kHoldingsPassedField, "passed", std::string_view(found, 2),
                   "a colour, 'w' or 'b', and a piece letter, such as { color: 'b', piece: 'N' }");
    }
    h.passed = PassedPiece{colour == 'W' ? Color::White : Color::Black, piece};
  }
  return true;
}

bool position_from_block(const PositionBlock& b, std::string_view texts, Position& p,
                         ParseError& error) {
  p = Position{};
  // The board: ranks top first, '-' or a letter a square.
  const std::string_view board = text_of(b.board, texts);
  Style12 ranks;
  if (!ranks.set_board(board) || ranks.height < 2 || ranks.width < 2) {
    error = block_error(ErrorCode::FenBadBoardSize, 1, "board", board,
                        "ranks of 2 to 16 squares each, as many as the first, top rank first");
    return false;
  }
  p.width = ranks.width;
  p.height = ranks.height;
  for (int k = 0; k < ranks.height; ++k) {
    const std::string_view rank = ranks.rank(k);
    for (int f = 0; f < ranks.width; ++f) {
      const char c = rank[static_cast<size_t>(f)];
      if (c != '-' && !is_ascii_letter(c)) {
        error =
            block_error(ErrorCode::FenBadPiece, 1, "board", rank.substr(static_cast<size_t>(f), 1),
                        "a piece letter or '-' for an empty square");
        return false;
      }
      p.board[static_cast<size_t>((ranks.height - 1 - k) * kMaxBoardSize + f)] =
          c == '-' ? '\0' : c;
    }
  }
  p.turn = (b.flags & PositionFlags::kBlackToMove) ? Color::Black : Color::White;
  const std::string_view claims = text_of(b.castling_claims, texts);
  size_t at = 0;
  if (!claims.empty() &&
      detail::read_castling_letters(p, claims, at) != detail::CastlingLetters::Ok) {
    error = block_error(ErrorCode::FenBadCastling, 3, "castlingClaims", claims.substr(at, 1),
                        "rook files such as 'HAha', each once");
    return false;
  }
  const std::string_view ep = text_of(b.en_passant, texts);
  if (!ep.empty()) {
    Square sq;
    if (read_square_name(ep, sq) != ep.size() || !p.contains(sq.file, sq.rank)) {
      error = block_error(ErrorCode::FenBadEnPassant, 4, "enPassant", ep,
                          "null or a square on the board such as 'e3'");
      return false;
    }
    p.en_passant = sq;
  }
  const std::string_view promoted = text_of(b.promoted, texts);
  for (size_t pos = 0; pos < promoted.size();) {
    const size_t end = promoted.find(' ', pos);
    const std::string_view name =
        promoted.substr(pos, end == std::string_view::npos ? end : end - pos);
    Square sq;
    if (read_square_name(name, sq) != name.size() || !p.contains(sq.file, sq.rank)) {
      error = block_error(ErrorCode::FenBadPiece, 1, "promoted", name,
                          "squares on the board such as 'e8'");
      return false;
    }
    p.promoted.set(static_cast<size_t>(sq.index()));
    pos = end == std::string_view::npos ? promoted.size() : end + 1;
  }
  if (b.flags & PositionFlags::kHasPockets) {
    p.has_pockets = true;
    for (size_t side = 0; side < 2; ++side) {
      const std::string_view letters = text_of(side == 0 ? b.pocket_white : b.pocket_black, texts);
      for (const char c : letters) {
        if (!is_ascii_letter(c)) {
          error = block_error(ErrorCode::FenBadPocket, 1, "pockets", std::string_view(&c, 1),
                              "piece letters");
          return false;
        }
        ++p.pockets[side][to_upper(c)];
      }
    }
  }
  int64_t halfmove = 0, fullmove = 1;
  if (!whole_number(b.halfmove_clock, 5, halfmove, error) ||
      !whole_number(b.fullmove_number, 6, fullmove, error)) {
    error.field_name = error.field == 5 ? "halfmoveClock" : "fullmoveNumber";
    error.code =
        error.field == 5 ? ErrorCode::FenBadHalfmoveClock : ErrorCode::FenBadFullmoveNumber;
    error.message = std::string(error.field_name) +
                    ": found a value that is not a whole number, expected an integer";
    return false;
  }
  p.halfmove_clock = halfmove;
  p.fullmove_number = fullmove;
  return true;
}

}  // namespace style12::wire
