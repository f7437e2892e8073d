#include "style12/error.h"

namespace style12 {

namespace {

constexpr std::string_view kNames[] = {
    "NOT_STYLE12",
    "TEXT_BEFORE_TAG",
    "MISSING_FIELD",
    "BAD_BOARD_SQUARE",
    "BAD_RANK_WIDTH",
    "BAD_BOARD_SIZE",
    "BAD_SIDE_TO_MOVE",
    "BAD_DOUBLE_PUSH_FILE",
    "BAD_FLAG",
    "BAD_NUMBER",
    "NUMBER_OUT_OF_RANGE",
    "BAD_MOVE",
    "BAD_TIME_TAKEN",
    "BAD_FIELD_TEXT",
    "NOT_HOLDINGS",
    "BAD_HOLDINGS",
    "TRAILING_DATA",
    "FEN_EMPTY",
    "FEN_BAD_PIECE",
    "FEN_BAD_RANK_WIDTH",
    "FEN_BAD_BOARD_SIZE",
    "FEN_BAD_POCKET",
    "FEN_BAD_SIDE_TO_MOVE",
    "FEN_BAD_CASTLING",
    "FEN_BAD_EN_PASSANT",
    "FEN_BAD_HALFMOVE_CLOCK",
    "FEN_BAD_FULLMOVE_NUMBER",
    "FEN_TOO_MANY_FIELDS",
    "BAD_VARIANT",
    "HOLDINGS_OTHER_GAME",
    "LINE_TOO_LONG",
    "UNPLAYABLE_POSITION",
    "ILLEGAL_MOVE",
    "BAD_SAN",
};
static_assert(std::size(kNames) == static_cast<size_t>(ErrorCode::BadSan) + 1);

}  // namespace

std::string_view error_code_name(ErrorCode code) { return kNames[static_cast<size_t>(code)]; }

}  // namespace style12
