#include "line/style12_fields.h"

#include "text/text.h"

namespace style12::detail {

namespace {

constexpr FieldInfo kFields[] = {
    {"", ""},
    {"tag", "'<12>'"},
    {"board", "a rank of the board, '-' for an empty square"},
    {"board", ""},
    {"board", ""},
    {"board", ""},
    {"board", ""},
    {"board", ""},
    {"board", ""},
    {"board", ""},
    {"sideToMove", "'W' or 'B', the side to move"},
    {"doublePushFile", "-1, or the file (0 for a) of a double pawn push"},
    {"castling.whiteShort", "0 or 1 (can White castle short)"},
    {"castling.whiteLong", "0 or 1 (can White castle long)"},
    {"castling.blackShort", "0 or 1 (can Black castle short)"},
    {"castling.blackLong", "0 or 1 (can Black castle long)"},
    {"halfmoveClock", "the number of moves since the last irreversible move"},
    {"gameNumber", "the game number"},
    {"white", "White's name"},
    {"black", "Black's name"},
    {"relation", "my relation to this game, an integer such as -1"},
    {"initialTime", "the initial time in minutes"},
    {"increment", "the increment in seconds"},
    {"whiteStrength", "White's material strength"},
    {"blackStrength", "Black's material strength"},
    {"whiteTime", "White's remaining time"},
    {"blackTime", "Black's remaining time"},
    {"moveNumber", "the number of the move about to be made"},
    {"lastMove", "the previous move in verbose notation such as 'P/e2-e4', or 'none'"},
    {"lastMoveTime", "the time the previous move took, such as '(0:06)'"},
    {"lastMoveSan", "the previous move in SAN such as 'Ke2', or 'none'"},
    {"flip", "0 or 1 (1 = Black at the bottom)"},
    {"clockTicking", "0 or 1 (is the clock running)"},
    {"lagMs", "the lag of the previous move in milliseconds"},
};

}  // namespace

FieldInfo field_info(int field) {
  if (field <= 0 || field >= static_cast<int>(std::size(kFields))) return {"extra", "later fields"};
  if (field > kFirstRankField && field < kSideToMoveField) return kFields[kFirstRankField];
  return kFields[field];
}

std::string field_where(int field) {
  std::string s(field_info(field).name);
  s += " (field ";
  text::append_int(s, field);
  s += ")";
  return s;
}

ParseError field_error(ErrorCode code, int field, int64_t column, std::string message) {
  ParseError e;
  e.code = code;
  e.field = field;
  e.field_name = field_info(field).name;
  e.column = column;
  e.message = std::move(message);
  return e;
}

ParseError field_missing(int field, int64_t column) {
  std::string m = "the line ends before ";
  m += field_where(field);
  m += ": expected ";
  m += field_info(field).expected;
  return field_error(ErrorCode::MissingField, field, column, std::move(m));
}

ParseError field_cut_in_board(int field, std::string_view token, int64_t column, int width) {
  std::string m = "the line ends inside the board, in board (field ";
  text::append_int(m, field);
  m += "): found ";
  m += text::quote(token);
  m += ", ";
  text::append_int(m, static_cast<int64_t>(token.size()));
  m += " of a rank's ";
  text::append_int(m, width);
  m += " squares; the line was cut short";
  ParseError e = field_error(ErrorCode::MissingField, field, column, std::move(m));
  e.field_name = "board";
  return e;
}

ParseError field_wrong(ErrorCode code, int field, std::string_view token, int64_t column,
                       std::string_view expected) {
  std::string m = field_where(field);
  m += ": found ";
  m += text::quote(token);
  m += ", expected ";
  m += expected;
  return field_error(code, field, column, std::move(m));
}

}  // namespace style12::detail

namespace style12 {

std::string_view style12_field_name(int field) { return detail::field_info(field).name; }

}  // namespace style12
