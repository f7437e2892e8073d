#include <string>

#include "chess/castling.h"
#include "style12/fen.h"
#include "style12/square.h"
#include "text/text.h"

namespace style12 {

namespace {

using text::is_blank;
using text::is_digit;
using text::quote;

constexpr std::string_view kFieldNames[] = {
    "", "placement", "sideToMove", "castling", "enPassant", "halfmoveClock", "fullmoveNumber"};

class FenReader {
 public:
  explicit FenReader(std::string_view fen) : fen_(fen) {}

  Result<Position> run();

 private:
  static ParseError fail(ErrorCode code, int field, size_t column, std::string message) {
    ParseError e;
    e.code = code;
    e.field = field;
    e.field_name = kFieldNames[field];
    e.column = static_cast<int64_t>(column);
    e.message = std::move(message);
    return e;
  }
  static ParseError wrong(ErrorCode code, int field, std::string_view found, size_t column,
                          std::string_view expected) {
    std::string m(kFieldNames[field]);
    m += ": found ";
    m += quote(found);
    m += ", expected ";
    m += expected;
    return fail(code, field, column, std::move(m));
  }

  bool placement(std::string_view field, size_t column);
  bool pocket(std::string_view letters, size_t column);
  bool castling(std::string_view field, size_t column);

  std::string_view fen_;
  Position p_;
  ParseError error_;
};

bool FenReader::pocket(std::string_view letters, size_t column) {
  p_.has_pockets = true;
  for (size_t i = 0; i < letters.size(); ++i) {
    const char c = letters[i];
    if (!is_ascii_letter(c)) {
      error_ = wrong(ErrorCode::FenBadPocket, 1, letters.substr(i, 1), column + i,
                     "piece letters in the pocket");
      return false;
    }
    ++p_.pockets[is_white_piece(c) ? 0 : 1][to_upper(c)];
  }
  return true;
}

bool FenReader::placement(std::string_view field, size_t column) {
  // Pockets as "[...]" after the board.
  const size_t bracket = field.find('[');
  if (bracket != std::string_view::npos) {
    if (field.back() != ']') {
      error_ = wrong(ErrorCode::FenBadPocket, 1, field.substr(bracket), column + bracket,
                     "pockets in brackets such as '[Nn]' at the end of the placement");
      return false;
    }
    if (!pocket(field.substr(bracket + 1, field.size() - bracket - 2), column + bracket + 1)) {
      return false;
    }
    field = field.substr(0, bracket);
  }

  // Ranks top first; they are placed once the height is known.
  struct Rank {
    size_t start;
    size_t end;
  };
  Rank ranks[kMaxBoardSize + 1];
  int count = 0;
  size_t start = 0;
  for (size_t i = 0; i <= field.size(); ++i) {
    if (i < field.size() && field[i] != '/') continue;
    if (count == kMaxBoardSize + 1) {
      error_ = fail(ErrorCode::FenBadBoardSize, 1, column + i,
                    "placement: more than 16 ranks, expected 8 ranks separated by '/'");
      return false;
    }
    ranks[count++] = {start, i};
    start = i + 1;
  }
  // A ninth segment after eight ranks holds the pockets ("/Nn" form) when
  // it has no digit; with one it is the ninth rank of a larger board.
  const auto has_digit = [&](Rank r) {
    for (size_t i = r.start; i < r.end; ++i) {
      if (is_digit(field[i])) return true;
    }
    return false;
  };
  if (count == 9 && bracket == std::string_view::npos && !has_digit(ranks[8])) {
    const Rank last = ranks[--count];
    if (!pocket(field.substr(last.start, last.end - last.start), column + last.start)) return false;
  } else if (count > kMaxBoardSize) {
    error_ = fail(ErrorCode::FenBadBoardSize, 1, column + ranks[kMaxBoardSize].start,
                  "placement: more than 16 ranks, expected 8 ranks separated by '/'");
    return false;
  }
  p_.height = static_cast<uint8_t>(count);

  int width = -1;
  for (int k = 0; k < count; ++k) {
    const int rank = count - 1 - k;
    int file = 0;
    for (size_t i = ranks[k].start; i < ranks[k].end; ++i) {
      const char c = field[i];
      if (is_digit(c)) {
        int run = c - '0';
        if (i + 1 < ranks[k].end && is_digit(field[i + 1])) {
          run = run * 10 + (field[i + 1] - '0');
          ++i;
        }
        if (run == 0 || (c == '0')) {
          error_ = wrong(ErrorCode::FenBadPiece, 1, field.substr(i, 1), column + i,
                         "a count of empty squares from 1 to 16, or a piece letter");
          return false;
        }
        file += run;
      } else if (is_ascii_letter(c)) {
        if (file < kMaxBoardSize) {
          p_.board[static_cast<size_t>(rank * kMaxBoardSize + file)] = c;
          if (i + 1 < ranks[k].end && field[i + 1] == '~') {
            p_.promoted.set(static_cast<size_t>(rank * kMaxBoardSize + file));
            ++i;
          }
        }
        ++file;
      } else {
        error_ = wrong(ErrorCode::FenBadPiece, 1, field.substr(i, 1), column + i,
                       "a piece letter (PNBRQK, pnbrqk) or a count of empty squares");
        return false;
      }
      if (file > kMaxBoardSize) {
        error_ = fail(ErrorCode::FenBadBoardSize, 1, column + i,
                      "placement: a rank of more than 16 squares");
        return false;
      }
    }
    if (width < 0) width = file;
    if (file != width || file == 0) {
      std::string m = "placement: rank ";
      text::append_int(m, rank + 1);
      m += " has ";
      text::append_int(m, file);
      m += " squares, expected ";
      text::append_int(m, width > 0 ? width : 8);
      m += " like the first rank";
      error_ = fail(ErrorCode::FenBadRankWidth, 1, column + ranks[k].start, std::move(m));
      return false;
    }
  }
  p_.width = static_cast<uint8_t>(width);
  if (count < 2 || width < 2) {
    error_ = fail(ErrorCode::FenBadBoardSize, 1, column,
                  "placement: expected 8 ranks of 8 squares separated by '/'");
    return false;
  }
  return true;
}

bool FenReader::castling(std::string_view field, size_t column) {
  size_t at = 0;
  switch (detail::read_castling_letters(p_, field, at)) {
    case detail::CastlingLetters::Ok:
      return true;
    case detail::CastlingLetters::NotARight:
      error_ = wrong(ErrorCode::FenBadCastling, 3, field.substr(at, 1), column + at,
                     "'-' or castling letters: KQkq, or rook files such as 'HAha'");
      return false;
    case detail::CastlingLetters::Twice:
      error_ = wrong(ErrorCode::FenBadCastling, 3, field.substr(at, 1), column + at,
                     "each castling right once");
      return false;
  }
  return false;
}

Result<Position> FenReader::run() {
  std::string_view fields[6];
  size_t columns[6] = {};
  int count = 0;
  size_t pos = 0;
  for (;;) {
    while (pos < fen_.size() && (is_blank(fen_[pos]) || fen_[pos] == '\r' || fen_[pos] == '\n'))
      ++pos;
    if (pos == fen_.size()) break;
    const size_t start = pos;
    while (pos < fen_.size() && !is_blank(fen_[pos]) && fen_[pos] != '\r' && fen_[pos] != '\n')
      ++pos;
    if (count == 6) {
      return wrong(ErrorCode::FenTooManyFields, 6, fen_.substr(start, pos - start), start,
                   "the end of the FEN after the fullmove number");
    }
    columns[count] = start;
    fields[count++] = fen_.substr(start, pos - start);
  }
  if (count == 0) return fail(ErrorCode::FenEmpty, 1, 0, "placement: the FEN is empty");

  if (!placement(fields[0], columns[0])) return error_;

  if (count > 1) {
    if (fields[1] != "w" && fields[1] != "b") {
      return wrong(ErrorCode::FenBadSideToMove, 2, fields[1], columns[1], "'w' or 'b'");
    }
    p_.turn = fields[1] == "w" ? Color::White : Color::Black;
  }
  if (count > 2 && !castling(fields[2], columns[2])) return error_;
  if (count > 3 && fields[3] != "-") {
    Square sq;
    const size_t used = read_square_name(fields[3], sq);
    if (used == 0 || used != fields[3].size() || !p_.contains(sq.file, sq.rank)) {
      return wrong(ErrorCode::FenBadEnPassant, 4, fields[3], columns[3],
                   "'-' or a square on the board such as 'e3'");
    }
    p_.en_passant = sq;
  }
  if (count > 4) {
    if (text::parse_int64(fields[4], p_.halfmove_clock) != text::IntStatus::Ok ||
        p_.halfmove_clock < 0 || fields[4][0] == '-') {
      return wrong(ErrorCode::FenBadHalfmoveClock, 5, fields[4], columns[4],
                   "the halfmove clock, an integer from 0");
    }
  }
  if (count > 5) {
    if (text::parse_int64(fields[5], p_.fullmove_number) != text::IntStatus::Ok ||
        p_.fullmove_number < 0 || fields[5][0] == '-') {
      return wrong(ErrorCode::FenBadFullmoveNumber, 6, fields[5], columns[5],
                   "the fullmove number, a positive integer");
    }
    // Some writers put 0 here; like python-chess, read it as move 1.
    if (p_.fullmove_number == 0) p_.fullmove_number = 1;
  }
  return p_;
}

}  // namespace

Result<Position> parse_fen(std::string_view fen) { return FenReader(fen).run(); }

}  // namespace style12
