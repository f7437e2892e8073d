// Parse errors: a closed set of codes with stable UPPER_SNAKE names, the field
// at fault, the byte column and a sentence that says what was found and what
// was expected.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace style12 {

enum class ErrorCode : uint8_t {
  // Style 12 lines
  NotStyle12,         // no "<12>" tag on the line
  TextBeforeTag,      // "<12>" preceded by something that is not a prompt
  MissingField,       // the line ends before a required field
  BadBoardSquare,     // a rank holds a character that is neither a piece nor '-'
  BadRankWidth,       // a rank has another width than the first one
  BadBoardSize,       // no ranks, or more than the largest board supported
  BadSideToMove,      // field 10 is not 'W' or 'B'
  BadDoublePushFile,  // field 11 is not -1 or a file of the board
  BadFlag,            // a 0/1 field holds something else
  BadNumber,          // not a decimal integer
  NumberOutOfRange,   // an integer that does not fit in 64 bits
  BadMove,            // field 28 is not a verbose move
  BadTimeTaken,       // field 29 is not "(m:ss)" or one of its forms
  BadFieldText,       // a name or move to encode is empty or holds a blank
  // <b1> lines
  NotHoldings,   // no "<b1>" tag on the line
  BadHoldings,   // a <b1> line that does not follow the form
  TrailingData,  // something after the end of a complete <b1> line
  // FEN
  FenEmpty,
  FenBadPiece,
  FenBadRankWidth,
  FenBadBoardSize,
  FenBadPocket,
  FenBadSideToMove,
  FenBadCastling,
  FenBadEnPassant,
  FenBadHalfmoveClock,
  FenBadFullmoveNumber,
  FenTooManyFields,
  // Options
  BadVariant,         // a variant name validate() does not know
  HoldingsOtherGame,  // a <b1> line given for a board of another game
  // Streams
  LineTooLong,  // a line over the stream's limit (64 KiB)
  // Rules
  UnplayablePosition,  // no king, the side not to move in check, ...
  IllegalMove,         // a move the position does not allow
  BadSan,              // text that is not a move in SAN
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
