// The per-line calls of the JavaScript API (no Emscripten here, so the
// native tests cover it). JavaScript writes a call's text into input() and,
// for calls that take a record, its numbers into a block; one call leaves
// the result in a block and the reply, with texts as spans: into the input
// (so JavaScript slices its own string) or into the output after it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "blocks.h"
#include "describe_wire.h"

namespace style12::wire {

class Wire {
 public:
  Wire();

  // Room for `size` bytes of input. (Memory that runs out, here or in any
  // call, ends the call: in WebAssembly the package catches it.) The
  // address stays valid until the next call to input().
  char* input(size_t size);

  // What a call left, and the blocks it reads and writes, all at fixed
  // addresses for the wire's lifetime.
  CallReplyBlock& reply() { return reply_; }
  BoardBlock& board() { return board_; }
  HoldingsBlock& holdings() { return holdings_; }
  ErrorBlock& error() { return error_; }
  PositionBlock& position() { return position_; }
  FieldsBlock& fields() { return fields_; }

  // Every call returns 0 on success, else 1 + the ErrorCode, with error()
  // filled in. `length` is how much of the input the call reads.

  // A Style 12 line; with Options::kWithHoldings a <b1> line follows it
  // after a '\n' and the FEN gets its pockets. Fills board(); the FEN (as
  // the options say) is its `fen` span. With Options::kFenOnly the block
  // is left alone: the FEN is the output.
  int32_t parse(size_t length, int32_t options);
  // A <b1> line into holdings().
  int32_t parse_holdings(size_t length);
  // A record JavaScript wrote into board() and fields() (texts in the
  // input): its line, checked by reading it back, as the output.
  int32_t format(size_t length);
  // Likewise, and its FEN as the options say (a <b1> line after the
  // record's texts, from `holdings_at` on, adds pockets; 0 for none).
  int32_t record_fen(size_t length, size_t holdings_at, int32_t options);
  // The <b1> line of holdings() (texts in the input) as the output.
  int32_t format_holdings(size_t length);
  // A FEN into position().
  // A FEN; its castling rights by the rule of the variant named from
  // `variant_at` on, or (none named) by CastlingRule::Auto.
  int32_t read_fen(size_t length, size_t variant_at);
  // The problems of a FEN (or, when `from_position`, of position() with
  // its texts in the input) for a variant named in the input after
  // `variant_at`: bits in the reply, and a problem block each (the reply's
  // count and blocks address), their texts in the output.
  int32_t validate(size_t length, size_t variant_at, bool from_position);
  // A Style 12 line for the FEN in the input's first `fen_length` bytes,
  // the fields given in board() and fields() (texts after the FEN).
  int32_t encode(size_t length, size_t fen_length);

  // The input's line (a <b1> line with `holdings`) field by field: a
  // description block at the reply's blocks address, its field
  // descriptions after it; texts in the input and the output.
  int32_t describe(size_t length, bool holdings);

  // The core's variant table, a variant block a row (the reply's count and
  // blocks address), their texts in the output.
  int32_t variants();

  // The rules, on a FEN in the input's first `variant_at` bytes, for the
  // variant named from there to `arg_at`; the argument (a move in UCI or
  // SAN) after it. The output, as `op` (a RulesOpCode) says:
  //   kMoves: a move block each legal move (the reply's count and blocks
  //   address), their SANs in the output;
  //   kDests: a move block each square a piece may go to (castling both as the king
  //   takes its rook and, outside Chess960 and wild, as the king's own two
  //   steps, as chessground takes them);
  //   kPerft: the leaf count in decimal, to `depth`;  kSan: the SAN of the
  //   UCI move;  kParseSan: the UCI of the SAN move;  kInCheck: "1" when the
  //   side to move is in check, else "0";  kPlay: the FEN after the move,
  //   given in UCI or SAN.
  int32_t rules(size_t length, size_t variant_at, size_t arg_at, int32_t op, int32_t depth);
  // A text made elsewhere (a stream's PGN) as the call's output.
  int32_t give_output(std::string text);

  // Timeseal: the input's first `length` bytes (a line) sealed with the
  // time given, as the output; or server bytes with the ping requests
  // taken out (the output), their count and the matching state to hand to
  // the next call (reply count and state).
  int32_t timeseal_seal(size_t length, double time_ms);
  int32_t timeseal_hello();  // the line a session sends first, unsealed
  int32_t timeseal_unseal(size_t length, int32_t state, bool last);

  // Lets go of every block the wire holds (its input too), for a call cut
  // short: what it held may have been half-grown when the call stopped.
  void release();

  std::string_view input_text(size_t length) const { return {input_.data(), length}; }
  std::string_view output() const { return output_; }
  // The problem blocks of the last validate(), for native tests (the
  // reply's address holds only 32 bits).
  const std::vector<ProblemBlock>& problem_blocks() const { return problem_blocks_; }
  const Description& description() const { return description_; }
  const std::vector<MoveBlock>& move_blocks() const { return move_blocks_; }

 private:
  int32_t start(size_t length);
  int32_t fail(const ParseError& error);
  int32_t fail_variant(std::string_view name);  // BadVariant, naming the variants known
  int32_t succeed();

  std::string input_;
  std::string output_;
  Style12 record_;         // the last line parsed (views into input_)
  ParseError error_text_;  // the last parse's error
  size_t length_ = 0;      // of the current call's input
  CallReplyBlock reply_{};
  BoardBlock board_{};
  HoldingsBlock holdings_{};
  ErrorBlock error_{};
  PositionBlock position_{};
  FieldsBlock fields_{};
  std::vector<ProblemBlock> problem_blocks_;
  std::vector<VariantBlock> variant_blocks_;
  std::vector<MoveBlock> move_blocks_;
  Description description_;
  RankIds rank_ids_;  // kept for the wire's life: JavaScript keeps its strings by these numbers
};

}  // namespace style12::wire
