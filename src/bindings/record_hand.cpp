#include "record_hand.h"

#include "style12/square.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12::wire {

std::string_view text_of(Span span, std::string_view texts) {
  if (span.length < 0 || span.at < 0 ||
      static_cast<size_t>(span.at) + static_cast<size_t>(span.length) > texts.size()) {
    return {};
  }
  return texts.substr(static_cast<size_t>(span.at), static_cast<size_t>(span.length));
}

STYLE12_RARE bool whole_number(double value, int field, int64_t& out, ParseError& error) {
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

int32_t fill_style12_hand(BoardBlock& b, const Style12& r, const Texts& t) {
  using BF = BoardFlags;
  b.kind = static_cast<int32_t>(Kind::Board);
  const int present = r.truncated ? int{r.fields_present} : int{kLastRequiredField};
  int32_t f = 0;
  if (r.side_to_move == Color::Black) f |= BF::kBlackToMove;
  if (present >= kFlipField) f |= BF::kHasFlip;
  if (present >= kMoveNumberField) f |= BF::kHasMoveNumber;
  if (r.time_unit == TimeUnit::Milliseconds) f |= BF::kMilliseconds;
  if (r.last_move_info) {
    const MoveInfo& m = *r.last_move_info;
    f |= BF::kHasMove | (m.drop ? BF::kDrop : 0) | (m.check ? BF::kCheck : 0) |
         (m.checkmate ? BF::kCheckmate : 0);
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
  if (even) f |= BF::kEvenRanks;
  b.width = r.width;
  b.height = r.height;
  b.fields_present = r.fields_present;
  b.passed = 0;
  b.board = t.in(r.board);
  b.extra = t.in_or_null(r.extra);
  // The caller's: the FENs and the pockets.
  b.fen = b.line_fen = b.pocket_white = b.pocket_black = Texts::null();
  return f;
}

STYLE12_RARE bool read_style12_hand_first(const BoardBlock& b, int32_t given, int32_t side,
                                          std::string_view texts, Style12& r, ParseError& error) {
  if (given != kAllFields) return true;
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
  return true;
}

STYLE12_RARE bool read_style12_hand_last(const BoardBlock& b, int32_t given, int32_t /*side*/,
                                         std::string_view texts, Style12& r, ParseError& error) {
  const int32_t f = b.flags;
  if (given == kAllFields) {
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
  const auto has = [given](int32_t bit) { return (given & bit) != 0; };
  if (has(FieldsFlags::kExtra)) r.extra = text_of(b.extra, texts);
  if (has(FieldsFlags::kTimeUnit)) {
    r.time_unit = (f & BoardFlags::kMilliseconds) ? TimeUnit::Milliseconds : TimeUnit::Seconds;
  }
  return true;
}

}  // namespace style12::wire
