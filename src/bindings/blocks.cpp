#include "blocks.h"

#include "chess/castling.h"
#include "record_hand.h"
#include "style12/square.h"
#include "text/text.h"

namespace style12::wire {

namespace {

// A field of a block JavaScript wrote that the core cannot take: "name:
// found '...', expected ...".
ParseError block_error(ErrorCode code, int field, std::string_view name, std::string_view found,
                       std::string_view expected) {
  ParseError e;
  e.code = code;
  e.field = field;
  e.field_name = name;
  e.message = std::string(name);
  e.message += ": found ";
  e.message += text::quote(found);
  e.message += ", expected ";
  e.message += expected;
  return e;
}

}  // namespace

int32_t pack_square(Square s) { return s.valid() ? square_code(s) : -1; }

int32_t pack_passed(const std::optional<PassedPiece>& passed) {
  if (!passed) return 0;
  return ((passed->color == Color::White ? 'W' : 'B') << 8) | passed->piece;
}

void fill_holdings(HoldingsBlock& b, const Holdings& h, const Texts& t) {
  b.kind = static_cast<int32_t>(Kind::Holdings);
  b.game_number = static_cast<double>(h.game_number);
  b.board_line = 0;
  b.flags = 0;
  b.passed = pack_passed(h.passed);
  b.white = t.in(h.white);
  b.black = t.in(h.black);
  b.fen = b.pocket_white = b.pocket_black = Texts::null();
}

void fill_error(ErrorBlock& b, const ParseError& e, Texts& t) {
  b.kind = static_cast<int32_t>(Kind::Error);
  b.code = static_cast<int32_t>(e.code);
  b.field = e.field;
  b.column = static_cast<double>(e.column);
  b.code_name = t.copy(error_code_name(e.code));
  b.field_name = e.field_name.empty() ? Texts::null() : t.copy(e.field_name);
  b.message = t.copy(e.message);
}

void fill_position(PositionBlock& b, const Position& p, Texts& t, const FenOptions& options) {
  std::string& out = t.out();
  b.width = p.width;
  b.height = p.height;
  b.halfmove_clock = static_cast<double>(p.halfmove_clock);
  b.fullmove_number = static_cast<double>(p.fullmove_number);
  b.flags = (p.turn == Color::Black ? PositionFlags::kBlackToMove : 0) |
            (p.has_pockets ? PositionFlags::kHasPockets : 0);
  // The board as rank texts, top rank first, like a record's.
  size_t start = out.size();
  for (int r = p.height - 1; r >= 0; --r) {
    for (int f = 0; f < p.width; ++f) {
      const char c = p.at(f, r);
      out += c == 0 ? '-' : c;
    }
    if (r > 0) out += ' ';
  }
  b.board = t.since(start);
  // Castling: the canonical field, and every claim as a rook file letter.
  std::string fen;
  write_fen(p, fen, options);
  const size_t first = fen.find(' ');
  const size_t second = fen.find(' ', first + 1);
  const size_t third = fen.find(' ', second + 1);
  b.castling = t.copy(std::string_view(fen).substr(second + 1, third - second - 1));
  std::string claims;
  FenOptions claimed;
  claimed.castling = CastlingNotation::Claimed;
  write_fen(p, claims, claimed);
  const size_t c1 = claims.find(' ', claims.find(' ') + 1);
  const size_t c2 = claims.find(' ', c1 + 1);
  const std::string_view claim = std::string_view(claims).substr(c1 + 1, c2 - c1 - 1);
  b.castling_claims = t.copy(claim == "-" ? std::string_view() : claim);
  if (p.en_passant.valid()) {
    start = out.size();
    append_square_name(out, p.en_passant);
    b.en_passant = t.since(start);
  } else {
    b.en_passant = Texts::null();
  }
  // Promoted pieces as square names, top rank first as FEN marks them.
  start = out.size();
  for (int r = p.height - 1; r >= 0; --r) {
    for (int f = 0; f < p.width; ++f) {
      if (!p.promoted[static_cast<size_t>(r * kMaxBoardSize + f)]) continue;
      if (out.size() > start) out += ' ';
      append_square_name(out, f, r);
    }
  }
  b.promoted = t.since(start);
  if (p.has_pockets) {
    for (size_t side = 0; side < 2; ++side) {
      start = out.size();
      append_pocket(p.pockets[side], Color::White, out);
      (side == 0 ? b.pocket_white : b.pocket_black) = t.since(start);
    }
  } else {
    b.pocket_white = b.pocket_black = Texts::null();
  }
  b.fen = t.copy(fen);
}

bool holdings_from_block(const HoldingsBlock& b, std::string_view texts, Holdings& h,
                         ParseError& error) {
  if (!whole_number(b.game_number, kHoldingsGameNumberField, h.game_number, error)) {
    error.field_name = "gameNumber";
    error.message = "gameNumber: found a value that is not a whole number, expected an integer";
    return false;
  }
  h.white = text_of(b.white, texts);
  h.black = text_of(b.black, texts);
  // What is written must read back: pockets of letters, a passed piece of
  // a colour and a letter.
  const auto wrong = [&](int field, std::string_view name, std::string_view found,
                         std::string_view expected) {
    error = block_error(ErrorCode::BadHoldings, field, name, found, expected);
    return false;
  };
  for (const char c : h.white) {
    if (!is_ascii_letter(c))
      return wrong(kHoldingsWhiteField, "white", h.white,
                   "the letters of the pieces held, such as 'PNB'");
  }
  for (const char c : h.black) {
    if (!is_ascii_letter(c))
      return wrong(kHoldingsBlackField, "black", h.black,
                   "the letters of the pieces held, such as 'pnb'");
  }
  h.passed.reset();
  if (b.passed != 0) {
    const char colour = static_cast<char>((b.passed >> 8) & 0xff);
    const char piece = static_cast<char>(b.passed & 0xff);
    if ((colour != 'W' && colour != 'B') || !is_ascii_letter(piece)) {
      const char found[2] = {colour == 'W'   ? 'w'
                             : colour == 'B' ? 'b'
                                             : '?',
                             piece == '\0' ? '?' : piece};
      return wrong(kHoldingsPassedField, "passed", std::string_view(found, 2),
                   "a colour, 'w' or 'b', and a piece letter, such as { color: 'b', piece: 'N' }");
    }
    h.passed = PassedPiece{colour == 'W' ? Color::White : Color::Black, piece};
  }
  return true;
}

bool position_from_block(const PositionBlock& b, std::string_view texts, Position& p,
                         ParseError& error) {
  p = Position{};
  // The board: ranks top first, '-' or a letter a square.
  const std::string_view board = text_of(b.board, texts);
  Style12 ranks;
  if (!ranks.set_board(board) || ranks.height < 2 || ranks.width < 2) {
    error = block_error(ErrorCode::FenBadBoardSize, 1, "board", board,
                        "ranks of 2 to 16 squares each, as many as the first, top rank first");
    return false;
  }
  p.width = ranks.width;
  p.height = ranks.height;
  for (int k = 0; k < ranks.height; ++k) {
    const std::string_view rank = ranks.rank(k);
    for (int f = 0; f < ranks.width; ++f) {
      const char c = rank[static_cast<size_t>(f)];
      if (c != '-' && !is_ascii_letter(c)) {
        error =
            block_error(ErrorCode::FenBadPiece, 1, "board", rank.substr(static_cast<size_t>(f), 1),
                        "a piece letter or '-' for an empty square");
        return false;
      }
      p.board[static_cast<size_t>((ranks.height - 1 - k) * kMaxBoardSize + f)] =
          c == '-' ? '\0' : c;
    }
  }
  p.turn = (b.flags & PositionFlags::kBlackToMove) ? Color::Black : Color::White;
  const std::string_view claims = text_of(b.castling_claims, texts);
  size_t at = 0;
  if (!claims.empty() &&
      detail::read_castling_letters(p, claims, at) != detail::CastlingLetters::Ok) {
    error = block_error(ErrorCode::FenBadCastling, 3, "castlingClaims", claims.substr(at, 1),
                        "rook files such as 'HAha', each once");
    return false;
  }
  const std::string_view ep = text_of(b.en_passant, texts);
  if (!ep.empty()) {
    Square sq;
    if (read_square_name(ep, sq) != ep.size() || !p.contains(sq.file, sq.rank)) {
      error = block_error(ErrorCode::FenBadEnPassant, 4, "enPassant", ep,
                          "null or a square on the board such as 'e3'");
      return false;
    }
    p.en_passant = sq;
  }
  const std::string_view promoted = text_of(b.promoted, texts);
  for (size_t pos = 0; pos < promoted.size();) {
    const size_t end = promoted.find(' ', pos);
    const std::string_view name =
        promoted.substr(pos, end == std::string_view::npos ? end : end - pos);
    Square sq;
    if (read_square_name(name, sq) != name.size() || !p.contains(sq.file, sq.rank)) {
      error = block_error(ErrorCode::FenBadPiece, 1, "promoted", name,
                          "squares on the board such as 'e8'");
      return false;
    }
    p.promoted.set(static_cast<size_t>(sq.index()));
    pos = end == std::string_view::npos ? promoted.size() : end + 1;
  }
  if (b.flags & PositionFlags::kHasPockets) {
    p.has_pockets = true;
    for (size_t side = 0; side < 2; ++side) {
      const std::string_view letters = text_of(side == 0 ? b.pocket_white : b.pocket_black, texts);
      for (const char c : letters) {
        if (!is_ascii_letter(c)) {
          error = block_error(ErrorCode::FenBadPocket, 1, "pockets", std::string_view(&c, 1),
                              "piece letters");
          return false;
        }
        ++p.pockets[side][to_upper(c)];
      }
    }
  }
  int64_t halfmove = 0, fullmove = 1;
  if (!whole_number(b.halfmove_clock, 5, halfmove, error) ||
      !whole_number(b.fullmove_number, 6, fullmove, error)) {
    error.field_name = error.field == 5 ? "halfmoveClock" : "fullmoveNumber";
    error.code =
        error.field == 5 ? ErrorCode::FenBadHalfmoveClock : ErrorCode::FenBadFullmoveNumber;
    error.message = std::string(error.field_name) +
                    ": found a value that is not a whole number, expected an integer";
    return false;
  }
  p.halfmove_clock = halfmove;
  p.fullmove_number = fullmove;
  return true;
}

}  // namespace style12::wire
