// Parse errors: a closed set of codes with stable UPPER_SNAKE names, the field
// at fault, the byte column and a sentence that says what was found and what
// was expected.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "style12/lists.h"

namespace style12 {

// Every error code is written once, in src/core/lists.json ("errorCodes":
// its stable name and what it means); the generated style12/lists.h gives
// it as STYLE12_ERROR_CODES(X), X(Enumerator, "CODE"), from which the enum
// below, error_code_name() and the package's CoreErrorCode type are made.
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
