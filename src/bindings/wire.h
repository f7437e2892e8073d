// The crossing between JavaScript and the core (no Emscripten here, so it is
// tested natively). JavaScript writes a line's bytes into input(); a call
// leaves its result in a flat block of numbers that JavaScript reads through
// typed arrays, with text as (offset, length) spans into the input, so no
// object is built and no string is copied on the way across.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "style12/style12.h"

namespace style12::wire {

// Float64 slots: numbers a server may send beyond 32 bits.
enum F64 : int {
  kDoublePushFile, kHalfmoveClock, kGameNumber, kRelation, kInitialTime, kIncrement,
  kWhiteStrength, kBlackStrength, kWhiteTime, kBlackTime, kWhiteTimeMs, kBlackTimeMs,
  kMoveNumber, kLastMoveTimeMs, kLagMs,  // NaN when absent
  kF64Count
};

// Int32 slots. Spans are (offset, length) pairs into the input; length -1
// means absent. The error spans point into wasm memory instead.
enum I32 : int {
  kStatus,  // 0, or 1 + ErrorCode
  kFlags,
  kWidth, kHeight, kFieldsPresent,
  kMovePiece, kMoveFrom, kMoveTo, kMovePromotion, kMoveCastling,  // squares: file | rank << 8, -1 none
  kBoard, kBoardLength = kBoard + 1,
  kWhite = kBoard + 2, kBlack = kWhite + 2, kLastMove = kBlack + 2, kLastMoveTime = kLastMove + 2,
  kLastMoveSan = kLastMoveTime + 2, kExtra = kLastMoveSan + 2,
  kRankStart = kExtra + 2,  // 16 offsets into the board span
  kErrorField = kRankStart + kMaxBoardSize,
  kErrorColumn,
  // Error texts are spans into message(): the code's name, the field's
  // name, the sentence.
  kErrorCode, kErrorCodeLength, kErrorFieldName, kErrorFieldNameLength,
  kErrorMessage, kErrorMessageLength,
  kTextLength,     // length of text(): the FEN or line a call wrote
  kTextAddress,    // text() and message() as wasm32 addresses (meaningless
  kMessageAddress, // in a native build, where tests use the accessors)
  kHoldingsGame,   // <b1>: the game number; white and black in kWhite/kBlack
  kPassed,         // <b1>: 'W'/'B' << 8 | piece, 0 when none
  kProblems,       // validate(): one bit per style12::Problem
  kI32Count
};

enum Flag : int32_t {
  kBlackToMove = 1 << 0,
  kWhiteShort = 1 << 1, kWhiteLong = 1 << 2, kBlackShort = 1 << 3, kBlackLong = 1 << 4,
  kFlip = 1 << 5,
  kHasClockTicking = 1 << 6, kClockTicking = 1 << 7,
  kTruncated = 1 << 8,
  kSpaceAfterTag = 1 << 9,
  kMilliseconds = 1 << 10,
  kHasMove = 1 << 11, kDrop = 1 << 12, kCheck = 1 << 13, kCheckmate = 1 << 14,
};

// Options packed into one integer: the time unit (0 auto, 1 seconds, 2 ms),
// allow truncated (4), en passant legal (8), Shredder castling (16), and a
// <b1> line in the input after the board line (32).
enum Option : int32_t {
  kUnitMask = 3,
  kAllowTruncated = 4,
  kLegalEnPassant = 8,
  kShredder = 16,
  kWithHoldings = 32,
};

// Writes a record into a block: numbers into `f64`, flags and spans into
// `i32`, spans as offsets from `base` (where the record's line lies).
void fill_record(const Style12& record, const char* base, double* f64, int32_t* i32);
// Likewise a <b1> record: game number, the two pockets, the passed piece.
void fill_holdings(const Holdings& holdings, const char* base, double* f64, int32_t* i32);

class Wire {
 public:
  Wire();

  // Room for `size` bytes of input; the address stays valid until the next
  // call to input().
  char* input(size_t size);
  double* f64() { return f64_; }
  int32_t* i32() { return i32_; }

  // The input's first `length` bytes as a Style 12 line. With kWithHoldings
  // the board line ends at the first '\n' and a <b1> line follows it; the
  // FEN then has pockets. Returns 0 or 1 + the error code; the FEN (en
  // passant and castling as the options say) is in kText.
  int32_t parse(size_t length, int32_t options);

  // The input as a <b1> line.
  int32_t parse_holdings(size_t length);

  // Positions cross as FEN. read_fen leaves two FENs in text(), a newline
  // apart: every claimed castling right as a file letter (what JavaScript
  // keeps, so nothing is lost), then the canonical FEN.
  int32_t read_fen(std::string_view fen);
  // A FEN as the options say (kLegalEnPassant, kShredder) into text().
  int32_t write_fen(std::string_view fen, int32_t options);
  // Problems as bits in kProblems and "CODE\tsentence" lines in text().
  int32_t validate(std::string_view fen, std::string_view variant);
  // A Style 12 line for a position: the FEN gives the board and what goes
  // with it, `fields` (a whole Style 12 line) everything else. Strengths are
  // computed from the position unless `given` says (1 White, 2 Black).
  int32_t encode(std::string_view fen, std::string_view fields, int32_t given);

  std::string_view text() const { return text_; }
  std::string_view message() const { return message_; }

 private:
  void clear();
  void publish_text();  // text_ into kTextLength / kTextAddress
  int32_t fail(const ParseError& error);
  int32_t succeed_with_text();

  std::vector<char> input_;
  double f64_[kF64Count];
  int32_t i32_[kI32Count];
  std::string text_;
  std::string message_;
};

}  // namespace style12::wire
