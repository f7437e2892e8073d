// Parse errors: a closed set of codes with stable UPPER_SNAKE names, the field
// at fault, the byte column and a sentence that says what was found and what
// was expected.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace style12 {

// Every error code, once: its C++ name, the stable name the API gives it,
// and what it means. The enum below, error_code_name() and the package's
// ErrorCode type (written by scripts/build-package.mjs) are all made from
// this list.
// clang-format off
#define STYLE12_ERROR_CODES(X) \
  /* Style 12 lines */ \
  X(NotStyle12, "NOT_STYLE12") /* no "<12>" tag on the line */ \
  X(TextBeforeTag, "TEXT_BEFORE_TAG") /* "<12>" preceded by something that is not a prompt */ \
  X(MissingField, "MISSING_FIELD") /* the line ends before a required field */ \
  X(BadBoardSquare, "BAD_BOARD_SQUARE") /* a rank holds a character that is neither a piece nor '-' */ \
  X(BadRankWidth, "BAD_RANK_WIDTH") /* a rank has another width than the first one */ \
  X(BadBoardSize, "BAD_BOARD_SIZE") /* no ranks, or more than the largest board supported */ \
  X(BadSideToMove, "BAD_SIDE_TO_MOVE") /* field 10 is not 'W' or 'B' */ \
  X(BadDoublePushFile, "BAD_DOUBLE_PUSH_FILE") /* field 11 is not -1 or a file of the board */ \
  X(BadFlag, "BAD_FLAG") /* a 0/1 field holds something else */ \
  X(BadNumber, "BAD_NUMBER") /* not a decimal integer */ \
  X(NumberOutOfRange, "NUMBER_OUT_OF_RANGE") /* an integer that does not fit in 64 bits */ \
  X(BadMove, "BAD_MOVE") /* field 28 is not a verbose move */ \
  X(BadTimeTaken, "BAD_TIME_TAKEN") /* field 29 is not "(m:ss)" or one of its forms */ \
  X(BadFieldText, "BAD_FIELD_TEXT") /* a name or move to encode is empty or holds a blank */ \
  /* <b1> lines */ \
  X(NotHoldings, "NOT_HOLDINGS") /* no "<b1>" tag on the line */ \
  X(BadHoldings, "BAD_HOLDINGS") /* a <b1> line that does not follow the form */ \
  X(TrailingData, "TRAILING_DATA") /* something after the end of a complete <b1> line */ \
  /* FEN */ \
  X(FenEmpty, "FEN_EMPTY") \
  X(FenBadPiece, "FEN_BAD_PIECE") \
  X(FenBadRankWidth, "FEN_BAD_RANK_WIDTH") \
  X(FenBadBoardSize, "FEN_BAD_BOARD_SIZE") \
  X(FenBadPocket, "FEN_BAD_POCKET") \
  X(FenBadSideToMove, "FEN_BAD_SIDE_TO_MOVE") \
  X(FenBadCastling, "FEN_BAD_CASTLING") \
  X(FenBadEnPassant, "FEN_BAD_EN_PASSANT") \
  X(FenBadHalfmoveClock, "FEN_BAD_HALFMOVE_CLOCK") \
  X(FenBadFullmoveNumber, "FEN_BAD_FULLMOVE_NUMBER") \
  X(FenTooManyFields, "FEN_TOO_MANY_FIELDS") \
  /* Options */ \
  X(BadVariant, "BAD_VARIANT") /* a variant name validate() does not know */ \
  X(HoldingsOtherGame, "HOLDINGS_OTHER_GAME") /* a <b1> line given for a board of another game */ \
  /* Streams */ \
  X(LineTooLong, "LINE_TOO_LONG") /* a line over the stream's limit (64 KiB) */ \
  X(NotABlock, "NOT_A_BLOCK") /* a block-mode start byte (0x15) without a block's header after it */ \
  /* Rules */ \
  X(UnplayablePosition, "UNPLAYABLE_POSITION") /* no king, the side not to move in check, ... */ \
  X(IllegalMove, "ILLEGAL_MOVE") /* a move the position does not allow */ \
  X(BadSan, "BAD_SAN") /* text that is not a move in SAN */
// clang-format on

enum class ErrorCode : uint8_t {
#define STYLE12_ERROR_ENUM(name, text) name,
  STYLE12_ERROR_CODES(STYLE12_ERROR_ENUM)
#undef STYLE12_ERROR_ENUM
};

// "BAD_BOARD_SQUARE", "FEN_BAD_CASTLING", ...: stable across releases.
std::string_view error_code_name(ErrorCode code);

struct ParseError {
  ErrorCode code = ErrorCode::NotStyle12;
  // The field's number as its format counts them (Style 12: "<12>" is 1, the
  // ranks 2-9, ... flip 31; FEN: placement 1 ... fullmove 6); 0 when no
  // single field is at fault.
  int field = 0;
  // The field's name as the public record spells it ("whiteTime"); empty
  // when field is 0.
  std::string_view field_name;
  // 0-based byte offset of the first bad byte in the text given, -1 if none.
  int64_t column = -1;
  std::string message;
};

}  // namespace style12
