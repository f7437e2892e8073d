#include "chess/attacks.h"
#include "chess/castling.h"
#include "style12/fen.h"
#include "style12/square.h"
#include "text/text.h"

namespace style12 {

namespace {

constexpr int kFileK = 'K' - 'A';

// Into a buffer on the stack, appended once: a FEN is written for every
// board line, and growing the string a character at a time costs more than
// the rest of the writing.
void write_placement(const Position& p, std::string& out) {
  // 16 ranks of 16 squares, each with a '~' mark, and 15 slashes.
  char buffer[kMaxBoardSize * kMaxBoardSize * 2 + kMaxBoardSize];
  char* w = buffer;
  const bool marks = p.promoted.any();  // only crazyhouse FEN has them
  for (int r = p.height - 1; r >= 0; --r) {
    int empty = 0;
    const auto row = static_cast<size_t>(r * kMaxBoardSize);
    for (int f = 0; f < p.width; ++f) {
      const char c = p.board[row + static_cast<size_t>(f)];
      if (c == 0) {
        ++empty;
        continue;
      }
      if (empty > 0) {
        if (empty >= 10) *w++ = '1';
        *w++ = static_cast<char>('0' + empty % 10);
        empty = 0;
      }
      *w++ = c;
      if (marks && p.promoted[row + static_cast<size_t>(f)]) *w++ = '~';
    }
    if (empty > 0) {
      if (empty >= 10) *w++ = '1';
      *w++ = static_cast<char>('0' + empty % 10);
    }
    if (r > 0) *w++ = '/';
  }
  out.append(buffer, static_cast<size_t>(w - buffer));
}

void write_castling(const Position& p, CastlingNotation notation, CastlingRule rule,
                    std::string& out) {
  const size_t start = out.size();
  for (const Color color : {Color::White, Color::Black}) {
    const uint16_t claimed = p.castling[static_cast<size_t>(color)];
    if (notation == CastlingNotation::Claimed) {
      for (int f = p.width - 1; f >= 0; --f) {
        // File k (on boards of eleven files or more) has no letter of its
        // own: "K" means the king's side.
        if ((claimed >> f & 1) && f != kFileK) out += piece_of(color, static_cast<char>('A' + f));
      }
      continue;
    }
    if (claimed == 0) continue;
    const uint16_t rights = detail::castling_rights(p, color, rule);
    if (rights == 0) continue;
    // Short side first, as "KQkq" has it: the files above the king's.
    const int king = detail::king_file(p, color);
    const char rook = piece_of(color, 'R');
    const int rank = p.backrank(color);
    for (const CastlingSide side : {CastlingSide::Short, CastlingSide::Long}) {
      const int step = side == CastlingSide::Short ? -1 : 1;
      const int edge = side == CastlingSide::Short ? p.width - 1 : 0;
      int outermost = -1;
      for (int f = edge; f != king; f += step) {
        if (outermost < 0 && p.at(f, rank) == rook) outermost = f;
        if (!(rights >> f & 1)) continue;
        // The file letter "K" would read as the king's side: there the X-FEN
        // letter serves when it names the same rook; otherwise the right
        // cannot be written.
        const bool x = (notation == CastlingNotation::XFen || f == kFileK) && f == outermost;
        if (f == kFileK && !x) continue;
        const char letter =
            x ? (side == CastlingSide::Short ? 'K' : 'Q') : static_cast<char>('A' + f);
        out += color == Color::White ? letter : to_lower(letter);
      }
    }
  }
  if (out.size() == start) out += '-';
}

}  // namespace

void write_fen(const Position& p, std::string& out, const FenOptions& options) {
  write_placement(p, out);
  // A full last rank of a nine-rank board would read back as the "/.."
  // pockets form; empty brackets keep it a rank.
  bool full_ninth_rank = p.height == 9;
  for (int f = 0; full_ninth_rank && f < p.width; ++f) full_ninth_rank = p.at(f, 0) != 0;
  if (p.has_pockets || full_ninth_rank) {
    out += '[';
    append_pocket(p.pockets[0], Color::White, out);
    append_pocket(p.pockets[1], Color::Black, out);
    out += ']';
  }
  out += p.turn == Color::White ? " w " : " b ";
  write_castling(p, options.castling, options.castling_rule, out);
  out += ' ';
  const bool ep =
      p.en_passant.valid() && p.contains(p.en_passant.file, p.en_passant.rank) &&
      (options.en_passant == EnPassantMode::Always || detail::en_passant_capture_legal(p));
  if (ep) {
    append_square_name(out, p.en_passant);
  } else {
    out += '-';
  }
  // Servers send move 0 in set-up positions; FEN counts from 1 and has no
  // negative halfmove clock.
  out += ' ';
  text::append_int(out, p.halfmove_clock < 0 ? 0 : p.halfmove_clock);
  out += ' ';
  text::append_int(out, p.fullmove_number < 1 ? 1 : p.fullmove_number);
}

CastlingRule castling_rule_of(Variant variant) {
  return variant_info(variant).standard_castling ? CastlingRule::Standard : CastlingRule::Free;
}

FenOptions fen_options_for(Variant variant, FenOptions options) {
  options.castling_rule = castling_rule_of(variant);
  return options;
}

std::string to_fen(const Position& position, const FenOptions& options) {
  std::string out;
  out.reserve(96);
  write_fen(position, out, options);
  return out;
}

}  // namespace style12
