// Moves as text: UCI ("e2e4", "e7e8q", "P@f3") and SAN ("Nbd7", "exd6",
// "O-O-O#"), both ways. Reading checks the move against the legal ones.
#include <string>

#include "chess/bitboard.h"
#include "style12/fen.h"
#include "style12/rules.h"
#include "style12/square.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12 {

using namespace detail;

namespace {

template <class Out>
void append_square(Out& out, int square) {
  append_square_name(out, file_of(square), rank_of(square));
}

// The two bytes at `at` as a square of the 8x8 board the rules know.
bool read_square(std::string_view text, size_t at, int& square) {
  if (at + 2 > text.size()) return false;
  Square s;
  if (read_square_name(text.substr(at, 2), s) != 2 || s.file >= 8 || s.rank >= 8) return false;
  square = s.rank * 8 + s.file;
  return true;
}

char upper(char c) { return c >= 'a' && c <= 'z' ? char(c - 32) : c; }

bool is_piece_letter(char c) { return c == 'N' || c == 'B' || c == 'R' || c == 'Q' || c == 'K'; }

void append_position(std::string& out, const Chessboard& board) {
  out += " in ";
  write_fen(board.position(), out, fen_options_for(board.variant()));
}

ParseError move_error(ErrorCode code, std::string_view what, std::string_view move,
                      const Chessboard& board, std::string_view why) {
  ParseError e;
  e.code = code;
  e.message = what;
  e.message += ' ';
  e.message += text::quote(move);
  e.message += ' ';
  e.message += why;
  append_position(e.message, board);
  return e;
}

}  // namespace

CastlingUci castling_uci_of(Variant variant) {
  return variant_info(variant).standard_castling ? CastlingUci::KingMove
                                                 : CastlingUci::KingTakesRook;
}

namespace {

template <class Out>
void uci_of(const Move& m, CastlingUci castling, Out& out) {
  if (m.drop) {
    out += m.drop;
    out += '@';
    append_square(out, m.to);
    return;
  }
  append_square(out, m.from);
  append_square(out, uci_target(m, castling));
  if (m.promotion) out += char(m.promotion + 32);
}

}  // namespace

void append_uci(const Chessboard& /*board*/, const Move& m, CastlingUci castling,
                std::string& out) {
  uci_of(m, castling, out);
}
void write_uci(const Move& m, CastlingUci castling, MoveText& out) { uci_of(m, castling, out); }

// Reading a move the user typed (play, san, parseSan) is one call, never a
// loop: built for size.
STYLE12_RARE Result<Move> parse_uci(const Chessboard& board, std::string_view uci) {
  MoveList legal;
  board.legal_moves(legal);
  int from = 0, to = 0;
  if (uci.size() == 4 && uci[1] == '@' && read_square(uci, 2, to)) {
    const Move drop{0, uint8_t(to), 0, upper(uci[0]), false};
    for (const Move& m : legal) {
      if (m == drop) return m;
    }
    return move_error(ErrorCode::IllegalMove, "the drop", uci, board, "is not legal");
  }
  if ((uci.size() != 4 && uci.size() != 5) || !read_square(uci, 0, from) ||
      !read_square(uci, 2, to)) {
    ParseError e;
    e.code = ErrorCode::IllegalMove;
    e.message += text::quote(uci);
    e.message +=
        " is not a move in UCI form, expected a from-square and a to-square such as 'e2e4', "
        "a promotion such as 'e7e8q' or a drop such as 'P@f3'";
    return e;
  }
  const char promotion = uci.size() == 5 ? upper(uci[4]) : '\0';
  if (uci.size() == 5 && !is_piece_letter(promotion)) {
    return move_error(ErrorCode::IllegalMove, "the move", uci, board,
                      "promotes to no piece (expected q, r, b or n)");
  }
  for (const Move& m : legal) {
    if (!m.castling && !m.drop && m.from == from && m.to == to && m.promotion == promotion)
      return m;
  }
  // Castling as the king takes its rook, or as the king's own two steps.
  for (const Move& m : legal) {
    if (m.castling && m.from == from && promotion == 0 &&
        (m.to == to || castling_king_square(m) == to))
      return m;
  }
  return move_error(ErrorCode::IllegalMove, "the move", uci, board, "is not legal");
}

namespace {

// SAN's letters, its disambiguation from the squares of the rival pieces.
template <class Out>
void append_san_body(const Chessboard& board, const Move& m, uint64_t rivals, Out& out) {
  if (m.castling) {
    out += file_of(m.to) > file_of(m.from) ? "O-O" : "O-O-O";
    return;
  }
  if (m.drop) {
    out += m.drop;
    out += '@';
    append_square(out, m.to);
    return;
  }
  const char piece = upper(board.piece_at(m.from));
  const char target = board.piece_at(m.to);
  const bool capture = target != 0 || (piece == 'P' && file_of(m.from) != file_of(m.to));
  if (piece == 'P') {
    if (capture) out += file_letter(file_of(m.from));
  } else {
    out += piece;
    bool same_file = false, same_rank = false;
    for (uint64_t r = rivals; r; r &= r - 1) {
      const int other = lowest(r);
      same_file |= file_of(other) == file_of(m.from);
      same_rank |= rank_of(other) == rank_of(m.from);
    }
    if (rivals && (!same_file || same_rank)) out += file_letter(file_of(m.from));
    if (rivals && same_file) out += rank_digit(rank_of(m.from));
  }
  if (capture) out += 'x';
  append_square(out, m.to);
  if (m.promotion) {
    out += '=';
    out += m.promotion;
  }
}

template <class Out>
void append_check_mark(const Chessboard& after, Out& out) {
  if (!after.in_check()) return;
  out += after.has_legal_move() ? '+' : '#';
}

}  // namespace

// One move: its rivals and check found from the squares, no move list.
void append_san(const Chessboard& board, const Move& m, std::string& out) {
  Chessboard after = board;
  after.play(m);
  append_san(board, m, after, out);
}

void append_san(const Chessboard& board, const Move& m, const Chessboard& after, std::string& out) {
  append_san_body(board, m, board.rivals(m), out);
  append_check_mark(after, out);
}

void write_san(const Chessboard& board, const Move& m, const Chessboard& after, MoveText& out) {
  append_san_body(board, m, board.rivals(m), out);
  append_check_mark(after, out);
}

SanWriter::SanWriter(const Chessboard& board, const MoveList& legal) : board_(board) {
  for (const Move& m : legal) {
    if (!m.castling && !m.drop) origins_[m.to] |= bit(m.from);
  }
  const int us = board.turn_, them = us ^ 1;
  const Bitboard their_king = board.kind_[5] & board.color_[them];
  if (!their_king) return;
  their_king_ = lowest(their_king);
  const Bitboard ours = board.color_[us];
  const Bitboard occupied = ours | board.color_[them];
  const Bitboard diagonal = (board.kind_[2] | board.kind_[4]) & ours;
  const Bitboard straight = (board.kind_[3] | board.kind_[4]) & ours;
  // Sliders that would see the king if the pieces of the mover between
  // them were gone.
  const Bitboard others = occupied & ~ours;
  const Bitboard snipers = (rook_attacks(their_king, others) & straight) |
                           (bishop_attacks(their_king, others) & diagonal);
  for (Bitboard s = snipers; s; s &= s - 1) {
    const int sniper = lowest(s);
    const Bitboard line = between(their_king_, sniper);
    const Bitboard blockers = line & occupied;
    if (blockers && !more_than_one(blockers) && (blockers & ours) && discoveries_ < 8) {
      discoverers_ |= blockers;
      discovery_lines_[size_t(discoveries_)] = line | bit(sniper);
      discovery_squares_[size_t(discoveries_)] = int8_t(lowest(blockers));
      ++discoveries_;
    }
  }
}

// Worked out from the squares rather than by playing the move: direct
// checks from the piece where it lands, discovered ones from the pieces
// that were shielding the king. Castling and en passant, rare and with
// two pieces moving, are played out.
bool SanWriter::gives_check(const Move& m) const {
  const Chessboard& b = board_;
  if (their_king_ < 0) return false;
  if (m.castling || (!m.drop && m.to == b.en_passant_ && (b.kind_[0] & bit(m.from)))) {
    Chessboard after = b;
    after.play(m);
    return after.in_check();
  }
  const Bitboard king = bit(their_king_);
  const Bitboard occupied = b.color_[0] | b.color_[1];
  const Bitboard after = m.drop ? occupied | bit(m.to) : (occupied & ~bit(m.from)) | bit(m.to);
  const char letter = m.drop ? m.drop : m.promotion ? m.promotion : upper(b.piece_at(m.from));
  const Bitboard to = bit(m.to);
  bool direct = false;
  switch (letter) {
    case 'P':
      direct = pawn_attacks(to, b.turn_ == 0) & king;
      break;
    case 'N':
      direct = knight_attacks(to) & king;
      break;
    case 'B':
      direct = bishop_attacks(to, after) & king;
      break;
    case 'R':
      direct = rook_attacks(to, after) & king;
      break;
    case 'Q':
      direct = (bishop_attacks(to, after) | rook_attacks(to, after)) & king;
      break;
    default:
      break;
  }
  if (direct) return true;
  if (m.drop || !(discoverers_ & bit(m.from))) return false;
  for (int i = 0; i < discoveries_; ++i) {
    if (static_cast<uint8_t>(discovery_squares_[size_t(i)]) == m.from &&
        !(discovery_lines_[size_t(i)] & to))
      return true;
  }
  return false;
}

void SanWriter::append(const Move& m, std::string& out) const {
  uint64_t rivals = 0;
  if (!m.castling && !m.drop) {
    const char piece = board_.piece_at(m.from);
    for (uint64_t r = origins_[m.to] & ~bit(m.from); r; r &= r - 1) {
      if (board_.piece_at(lowest(r)) == piece) rivals |= bit(lowest(r));
    }
  }
  append_san_body(board_, m, rivals, out);
  if (gives_check(m)) {
    Chessboard after = board_;
    after.play(m);
    out += after.has_legal_move() ? '+' : '#';
  }
}

STYLE12_RARE Result<Move> parse_san(const Chessboard& board, std::string_view san) {
  std::string_view s = san;
  while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?')) {
    s.remove_suffix(1);
  }
  auto bad = [&](std::string_view why) {
    ParseError e;
    e.code = ErrorCode::BadSan;
    e.message += text::quote(san);
    e.message += " is not a move in SAN: ";
    e.message += why;
    return e;
  };
  if (s.empty()) return bad("it is empty");
  MoveList legal;
  board.legal_moves(legal);

  if (s == "O-O" || s == "0-0" || s == "O-O-O" || s == "0-0-0") {
    const bool short_side = s.size() == 3;
    for (const Move& m : legal) {
      if (m.castling && (file_of(m.to) > file_of(m.from)) == short_side) return m;
    }
    return move_error(ErrorCode::IllegalMove, "the castling", san, board, "is not legal");
  }

  const size_t at = s.find('@');
  if (at != std::string_view::npos) {
    int to = 0;
    const char piece = at == 0 ? 'P' : upper(s[0]);
    if (at > 1 || s.size() != at + 3 || !read_square(s, at + 1, to) ||
        (piece != 'P' && !is_piece_letter(piece))) {
      return bad("expected a drop such as 'N@f3', 'P@e4' or '@e4'");
    }
    for (const Move& m : legal) {
      if (m.drop == piece && m.to == to) return m;
    }
    return move_error(ErrorCode::IllegalMove, "the drop", san, board, "is not legal");
  }

  // [piece][from file][from rank][x or -]square[=promotion], read from the end.
  char promotion = 0;
  if (s.size() >= 2 && is_piece_letter(upper(s.back())) && s.back() != 'K' &&
      (s[s.size() - 2] == '=' || (s[s.size() - 2] >= '1' && s[s.size() - 2] <= '8'))) {
    promotion = upper(s.back());
    s.remove_suffix(s[s.size() - 2] == '=' ? 2 : 1);
  }
  int to = 0;
  if (s.size() < 2 || !read_square(s, s.size() - 2, to))
    return bad("expected a destination square such as 'e4'");
  s.remove_suffix(2);
  char piece = 'P';
  if (!s.empty() && is_piece_letter(s.front())) {
    piece = s.front();
    s.remove_prefix(1);
  }
  if (!s.empty() && (s.back() == 'x' || s.back() == '-' || s.back() == ':')) s.remove_suffix(1);
  int from_file = -1, from_rank = -1;
  if (!s.empty() && file_of_letter(s.front()) >= 0 && file_of_letter(s.front()) < 8) {
    from_file = file_of_letter(s.front());
    s.remove_prefix(1);
  }
  if (!s.empty() && rank_of_digit(s.front()) >= 0 && rank_of_digit(s.front()) < 8) {
    from_rank = rank_of_digit(s.front());
    s.remove_prefix(1);
  }
  if (!s.empty())
    return bad(
        "expected a piece letter (NBRQK), a file or rank to tell pieces apart, and a square");
  if (piece == 'P' && promotion == 0 && bit(to) & (kRank1 | kRank8))
    return bad("a pawn on the last rank must promote");

  const Move* found = nullptr;
  int matches = 0;
  for (const Move& m : legal) {
    if (m.castling || m.drop || m.to != to || m.promotion != promotion) continue;
    if (upper(board.piece_at(m.from)) != piece) continue;
    if ((from_file >= 0 && file_of(m.from) != from_file) ||
        (from_rank >= 0 && rank_of(m.from) != from_rank))
      continue;
    // A pawn's capture names the file it comes from: "e4" is never dxe4.
    if (piece == 'P' && from_file < 0 && file_of(m.from) != file_of(m.to)) continue;
    found = &m;
    ++matches;
  }
  if (matches == 1) return *found;
  if (matches == 0)
    return move_error(ErrorCode::IllegalMove, "the move", san, board, "is not legal");
  return move_error(ErrorCode::BadSan, "the move", san, board, "could be more than one move");
}

}  // namespace style12
