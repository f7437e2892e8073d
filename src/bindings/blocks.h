// Records into the blocks JavaScript reads, and the blocks JavaScript
// writes back into records (internal to the bindings; plain C++, so the
// native tests cover it). The layout is generated: see wire.json.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "rank_ids.h"
#include "style12/style12.h"
#include "style12_wire_layout.h"

namespace style12::wire {

// The texts a block's spans point into: the caller's own text (a line, or
// the lines of a push) and, after it, the wire's output. A span at offset
// `base.size() + k` is byte k of the output.
class Texts {
 public:
  Texts(std::string_view base, std::string& out, RankIds* ranks = nullptr)
      : base_(base), out_(out), ranks_(ranks) {}

  // A view into the base text.
  Span in(std::string_view view) const {
    return {static_cast<int32_t>(view.data() - base_.data()), static_cast<int32_t>(view.size())};
  }
  // A view into the base text, or null when empty.
  Span in_or_null(std::string_view view) const { return view.empty() ? null() : in(view); }
  // Text copied into the output.
  Span copy(std::string_view text) {
    const Span span{static_cast<int32_t>(base_.size() + out_.size()),
                    static_cast<int32_t>(text.size())};
    out_ += text;
    return span;
  }
  // The output from `start` (an out().size() taken before writing) on.
  Span since(size_t start) const {
    return {static_cast<int32_t>(base_.size() + start), static_cast<int32_t>(out_.size() - start)};
  }
  static Span null() { return {0, -1}; }
  std::string& out() { return out_; }
  std::string_view base() const { return base_; }
  // A rank's number (rank_ids.h), -1 for none.
  int32_t rank_id(std::string_view rank) const { return ranks_ == nullptr ? -1 : ranks_->id(rank); }

 private:
  std::string_view base_;
  std::string& out_;
  RankIds* ranks_;
};

// A square as its square_code(), file | rank << 4, -1 for none; a passed piece as its colour
// letter << 8 | its piece letter, 0 for none.
int32_t pack_square(Square square);
int32_t pack_passed(const std::optional<PassedPiece>& passed);

// Every field of a record; the FEN spans are the caller's to set.
// Generated from wire.json with record_hand.h (build/gen/style12_wire_records.cpp).
void fill_board(BoardBlock& block, const Style12& record, const Texts& texts);
void fill_holdings(HoldingsBlock& block, const Holdings& holdings, const Texts& texts);
// An error's code, field and column, its texts copied into the output.
void fill_error(ErrorBlock& block, const ParseError& error, Texts& texts);
// A position for parseFen: its board as rank texts, castling as canonical
// letters and as every claim, and the rest, all written into the output.
// `options`: the castling rule its canonical castling field follows.
void fill_position(PositionBlock& block, const Position& position, Texts& texts,
                   const FenOptions& options = {});

// A record JavaScript wrote: numbers and flags from the block, its texts
// from spans into `texts`. Only the fields `given` marks are taken (with
// the flags of FieldsBlock), the others keep their value in `record`;
// pass every bit for a whole record. False with `error` set for a number
// that is not an integer. Generated, as fill_board.
bool board_from_block(const BoardBlock& block, int32_t given, int32_t side, std::string_view texts,
                      Style12& record, ParseError& error);
// A <b1> record JavaScript wrote.
bool holdings_from_block(const HoldingsBlock& block, std::string_view texts, Holdings& holdings,
                         ParseError& error);
// A position JavaScript wrote (one that parseFen gave, maybe changed).
bool position_from_block(const PositionBlock& block, std::string_view texts, Position& position,
                         ParseError& error);

// Every bit of FieldsBlock: a record given whole.
inline constexpr int32_t kAllFields = -1;

// The wire's codes (wire.json's enums) are the core's enums' values: a
// change on one side alone stops the build here.
static_assert(static_cast<int>(TimeUnitCode::kAuto) == static_cast<int>(TimeUnit::Auto) &&
              static_cast<int>(TimeUnitCode::kSeconds) == static_cast<int>(TimeUnit::Seconds) &&
              static_cast<int>(TimeUnitCode::kMilliseconds) ==
                  static_cast<int>(TimeUnit::Milliseconds));
static_assert(static_cast<int>(CastlingSideCode::kNone) == static_cast<int>(CastlingSide::None) &&
              static_cast<int>(CastlingSideCode::kShort) == static_cast<int>(CastlingSide::Short) &&
              static_cast<int>(CastlingSideCode::kLong) == static_cast<int>(CastlingSide::Long));

// The clock unit a call's options name.
inline TimeUnit time_unit_of(int32_t options) {
  return static_cast<TimeUnit>(options & Options::kUnitMask);
}

}  // namespace style12::wire
