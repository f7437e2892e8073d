// Legal move generation and playing moves on bitboards. Moves are made
// legal as they are generated (checks, pins, the king's safe squares), so a
// perft counts the last ply without playing it.
#include <algorithm>
#include <limits>
#include <string>

#include "chess/attacks.h"
#include "chess/bitboard.h"
#include "chess/castling.h"
#include "style12/fen.h"
#include "style12/rules.h"
#include "style12/square.h"
#include "style12/validate.h"
#include "text/text.h"

namespace style12 {

using namespace detail;

namespace {

enum Kind : int { kPawn, kKnight, kBishop, kRook, kQueen, kKing };
constexpr char kLetters[6] = {'P', 'N', 'B', 'R', 'Q', 'K'};

int kind_of(char upper) {
  for (int k = 0; k < 6; ++k) {
    if (kLetters[k] == upper) return k;
  }
  return -1;
}

// A board letter as kind + 1 (bits 0-2) and colour (bit 3), 0 for no
// chess piece: one lookup a square when a position becomes bitboards.
struct LetterTable {
  uint8_t code[128] = {};
  constexpr LetterTable() {
    for (int k = 0; k < 6; ++k) {
      code[static_cast<unsigned char>(kLetters[k])] = uint8_t(k + 1);
      code[static_cast<unsigned char>(kLetters[k] + 32)] = uint8_t(k + 1 + 8);
    }
  }
};
constexpr LetterTable kLetterTable;

// The pieces of an 8x8 Position as bitboards; false on a letter that is no
// chess piece.
bool read_pieces(const Position& p, uint64_t (&color)[2], uint64_t (&kind)[6]) {
  for (int rank = 0; rank < 8; ++rank) {
    const char* row = &p.board[static_cast<size_t>(rank * kMaxBoardSize)];
    for (int file = 0; file < 8; ++file) {
      const auto letter = static_cast<unsigned char>(row[file]);
      if (letter == 0) continue;
      const uint8_t code = letter < 128 ? kLetterTable.code[letter] : 0;
      if (code == 0) return false;
      const Bitboard square = bit(rank * 8 + file);
      kind[(code & 7) - 1] |= square;
      color[code >> 3] |= square;
    }
  }
  return true;
}

constexpr int backrank(int color) { return color == 0 ? 0 : 7; }

ParseError unplayable(std::string message) {
  ParseError e;
  e.code = ErrorCode::UnplayablePosition;
  e.message = std::move(message);
  return e;
}

// The problems that leave no game to play: without them every position
// has a king each, not capturable, and pawns that can move.
constexpr Problem kBlocking[] = {Problem::EmptyBoard,        Problem::NoWhiteKing,
                                 Problem::NoBlackKing,       Problem::TooManyWhiteKings,
                                 Problem::TooManyBlackKings, Problem::PawnOnBackrank,
                                 Problem::OppositeCheck,     Problem::UnknownPiece};

}  // namespace

// The generator's view of one position, worked out once per call.
struct Movegen {
  const Chessboard& b;
  int us, them;
  Bitboard ours, theirs, occupied;
  int king;

  explicit Movegen(const Chessboard& board)
      : b(board),
        us(board.turn_),
        them(board.turn_ ^ 1),
        ours(board.color_[board.turn_]),
        theirs(board.color_[board.turn_ ^ 1]),
        occupied(ours | theirs),
        // A board without a king (made by hand, never by try_from) has no
        // moves; square 0 keeps the arithmetic defined.
        king((board.kind_[kKing] & ours) ? lowest(board.kind_[kKing] & ours) : 0) {}

  Bitboard sliders(int kind_a, int kind_b, int color) const {
    return (b.kind_[kind_a] | b.kind_[kind_b]) & b.color_[color];
  }

  // Pieces of `by` attacking a square, over the occupancy given.
  Bitboard attackers(int square, int by, Bitboard occ) const {
    const Bitboard s = bit(square);
    const Bitboard c = b.color_[by];
    return (pawn_attacks(s, by == 1) & b.kind_[kPawn] & c) |
           (knight_attacks(s) & b.kind_[kKnight] & c) | (king_attacks(s) & b.kind_[kKing] & c) |
           (bishop_attacks(s, occ) & sliders(kBishop, kQueen, by)) |
           (rook_attacks(s, occ) & sliders(kRook, kQueen, by));
  }

  // Every square `by` attacks, over the occupancy given.
  Bitboard attacked(int by, Bitboard occ) const {
    const Bitboard c = b.color_[by];
    return pawn_attacks(b.kind_[kPawn] & c, by == 0) | knight_attacks(b.kind_[kKnight] & c) |
           king_attacks(b.kind_[kKing] & c) | bishop_attacks(sliders(kBishop, kQueen, by), occ) |
           rook_attacks(sliders(kRook, kQueen, by), occ);
  }

  static void add(MoveList& out, int from, Bitboard targets) {
    for (; targets; targets &= targets - 1)
      out.push(Move{uint8_t(from), uint8_t(lowest(targets)), 0, 0, false});
  }

  void add_pawn(MoveList& out, int from, Bitboard targets) const {
    const Bitboard last = us == 0 ? kRank8 : kRank1;
    for (; targets; targets &= targets - 1) {
      const auto to = uint8_t(lowest(targets));
      if (bit(to) & last) {
        for (const char promotion : {'Q', 'R', 'B', 'N'})
          out.push(Move{uint8_t(from), to, promotion, 0, false});
      } else {
        out.push(Move{uint8_t(from), to, 0, 0, false});
      }
    }
  }

  // After an en passant capture, two pawns leave the king's rank or line at
  // once: played out rather than reasoned about.
  bool en_passant_safe(int from, int to) const {
    const int captured = us == 0 ? to - 8 : to + 8;
    const Bitboard occ = (occupied ^ bit(from) ^ bit(captured)) | bit(to);
    return (attackers(king, them, occ) & ~bit(captured)) == 0;
  }

  void castlings(MoveList& out) const {
    const Bitboard rank = rank_mask(backrank(us));
    if (!(bit(king) & rank)) return;
    for (Bitboard rooks = b.castling_rooks_ & ours & b.kind_[kRook] & rank; rooks;
         rooks &= rooks - 1) {
      const int rook = lowest(rooks);
      const bool short_side = file_of(rook) > file_of(king);
      const int king_to = backrank(us) * 8 + (short_side ? 6 : 2);
      const int rook_to = backrank(us) * 8 + (short_side ? 5 : 3);
      const Bitboard king_path = between(king, king_to) | bit(king_to);
      const Bitboard need_empty = king_path | between(rook, rook_to) | bit(rook_to);
      if (need_empty & occupied & ~bit(king) & ~bit(rook)) continue;
      // The rook is gone from its square once castled: a slider behind it
      // may then see the king (Chess960).
      const Bitboard occ = occupied ^ bit(king) ^ bit(rook);
      bool safe = true;
      for (Bitboard path = king_path; path && safe; path &= path - 1) {
        safe = attackers(lowest(path), them, occ) == 0;
      }
      if (safe) out.push(Move{uint8_t(king), uint8_t(rook), 0, 0, true});
    }
  }

  // A king's step first: most checks leave one, and then no list is made.
  bool any() const {
    const Bitboard king_bit = bit(king);
    if (king_attacks(king_bit) & ~ours & ~attacked(them, occupied ^ king_bit)) return true;
    MoveList list;
    generate(list);
    return list.size() != 0;
  }

  void generate(MoveList& out) const {
    const Bitboard king_bit = bit(king);
    const Bitboard danger = attacked(them, occupied ^ king_bit);
    add(out, king, king_attacks(king_bit) & ~ours & ~danger);

    const Bitboard checkers = attackers(king, them, occupied);
    if (more_than_one(checkers)) return;
    Bitboard target = ~ours;
    Bitboard drop_target = ~occupied;
    if (checkers) {
      const Bitboard block = between(king, lowest(checkers));
      target &= checkers | block;
      drop_target &= block;
    }

    // Pinned pieces move only along the line from their king to the pinner.
    Bitboard pinned = 0;
    std::array<Bitboard, 8> pin_lines{};
    std::array<int8_t, 8> pin_squares{};
    int pins = 0;
    const Bitboard snipers = (rook_attacks(king_bit, theirs) & sliders(kRook, kQueen, them)) |
                             (bishop_attacks(king_bit, theirs) & sliders(kBishop, kQueen, them));
    for (Bitboard s = snipers; s; s &= s - 1) {
      const int sniper = lowest(s);
      const Bitboard line = between(king, sniper);
      const Bitboard blockers = line & occupied;
      if (blockers && !more_than_one(blockers) && (blockers & ours)) {
        pinned |= blockers;
        pin_lines[size_t(pins)] = line | bit(sniper);
        pin_squares[size_t(pins)] = int8_t(lowest(blockers));
        ++pins;
      }
    }
    auto pin_line = [&](int from) {
      for (int i = 0; i < pins; ++i) {
        if (pin_squares[size_t(i)] == from) return pin_lines[size_t(i)];
      }
      return ~Bitboard{0};
    };
    auto allowed = [&](int from, Bitboard targets) {
      return (bit(from) & pinned) ? targets & pin_line(from) : targets;
    };

    const Bitboard empty = ~occupied;
    const bool white = us == 0;
    for (Bitboard p = b.kind_[kPawn] & ours; p; p &= p - 1) {
      const int from = lowest(p);
      const Bitboard from_bit = bit(from);
      Bitboard pushes = (white ? north(from_bit) : south(from_bit)) & empty;
      if (pushes && (from_bit & rank_mask(white ? 1 : 6))) {
        pushes |= (white ? north(pushes) : south(pushes)) & empty;
      }
      const Bitboard captures = pawn_attacks(from_bit, white) & theirs;
      add_pawn(out, from, allowed(from, (pushes | captures) & target));
      if (b.en_passant_ >= 0 && (pawn_attacks(from_bit, white) & bit(b.en_passant_)) &&
          en_passant_safe(from, b.en_passant_)) {
        out.push(Move{uint8_t(from), uint8_t(b.en_passant_), 0, 0, false});
      }
    }
    for (Bitboard n = b.kind_[kKnight] & ours & ~pinned; n; n &= n - 1) {
      const int from = lowest(n);
      add(out, from, knight_attacks(bit(from)) & target);
    }
    for (Bitboard s = sliders(kBishop, kQueen, us); s; s &= s - 1) {
      const int from = lowest(s);
      add(out, from, allowed(from, bishop_attacks(bit(from), occupied) & target));
    }
    for (Bitboard s = sliders(kRook, kQueen, us); s; s &= s - 1) {
      const int from = lowest(s);
      Bitboard targets = allowed(from, rook_attacks(bit(from), occupied) & target);
      // A queen's diagonal moves came with the bishops above.
      add(out, from, targets);
    }
    if (!checkers) castlings(out);
    if (b.has_pockets_ && drop_target) {
      for (int k = kPawn; k <= kQueen; ++k) {
        if (b.pockets_[size_t(us)][size_t(k)] == 0) continue;
        Bitboard squares = k == kPawn ? drop_target & ~(kRank1 | kRank8) : drop_target;
        for (; squares; squares &= squares - 1)
          out.push(Move{0, uint8_t(lowest(squares)), 0, kLetters[k], false});
      }
    }
  }
};

bool rules_known(Variant v) { return variant_info(v).rules; }

bool Chessboard::try_from(const Position& p, Variant variant, Chessboard& b) {
  if (!rules_known(variant) || p.width != 8 || p.height != 8) return false;
  b = Chessboard{};
  if (!read_pieces(p, b.color_, b.kind_)) return false;
  if (p.promoted.any()) {
    for (int sq = 0; sq < 64; ++sq) {
      if (p.promoted[static_cast<size_t>(
              Square{int8_t(file_of(sq)), int8_t(rank_of(sq))}.index())]) {
        b.promoted_ |= bit(sq);
      }
    }
  }
  // What makes a position unplayable: a king each, no pawn on a back rank,
  // the side not to move not in check.
  b.turn_ = p.turn == Color::White ? 0 : 1;
  const Bitboard kings = b.kind_[kKing];
  if (count(kings & b.color_[0]) != 1 || count(kings & b.color_[1]) != 1 ||
      (b.kind_[kPawn] & (kRank1 | kRank8))) {
    return false;
  }
  const Movegen g(b);
  if (g.attackers(lowest(kings & g.theirs), g.us, g.occupied) != 0) return false;

  b.variant_ = variant;
  for (const Color c : {Color::White, Color::Black}) {
    const uint16_t files = castling_rights(p, c, castling_rule_of(variant));
    for (int f = 0; f < 8; ++f) {
      if (files >> f & 1) b.castling_rooks_ |= bit(backrank(c == Color::White ? 0 : 1) * 8 + f);
    }
  }
  if (en_passant_plausible(p)) b.en_passant_ = int8_t(p.en_passant.rank * 8 + p.en_passant.file);
  b.has_pockets_ = variant_info(variant).pockets;
  if (b.has_pockets_ && p.has_pockets) {
    for (int c = 0; c < 2; ++c) {
      for (int k = kPawn; k <= kQueen; ++k) {
        b.pockets_[size_t(c)][size_t(k)] =
            uint8_t(std::min<int>(p.pockets[size_t(c)][kLetters[k]], 255));
      }
    }
  }
  b.halfmove_clock_ =
      p.halfmove_clock < 0 ? 0 : p.halfmove_clock;  // servers send -2 after takebacks
  b.fullmove_number_ = p.fullmove_number;
  return true;
}

Result<Chessboard> Chessboard::from(const Position& p, Variant variant) {
  Chessboard b;
  if (try_from(p, variant, b)) return b;
  // Why not, in words.
  if (!rules_known(variant)) {
    ParseError e;
    e.code = ErrorCode::BadVariant;
    e.message = "the rules of ";
    e.message += variant_name(variant);
    e.message += " are not known here; moves are generated for ";
    append_rules_variant_names(e.message);
    return e;
  }
  if (p.width != 8 || p.height != 8) {
    std::string m =
        "the position cannot be played: the rules are known for 8x8 boards, this one is ";
    text::append_int(m, p.width);
    m += 'x';
    text::append_int(m, p.height);
    return unplayable(std::move(m));
  }
  for (int sq = 0; sq < 64; ++sq) {
    const char piece = p.at(file_of(sq), rank_of(sq));
    if (piece == 0 || kind_of(to_upper(piece)) >= 0) continue;
    std::string m = "the position cannot be played: '";
    m += piece;
    m += "' on ";
    append_square_name(m, file_of(sq), rank_of(sq));
    m += " is not a chess piece";
    return unplayable(std::move(m));
  }
  const Problems problems = validate(p, variant);
  std::string blocking;
  for (const Problem problem : kBlocking) {
    if (!problems.has(problem)) continue;
    blocking += blocking.empty() ? "the position cannot be played: " : " ";
    blocking += problem_message(problem);
  }
  if (blocking.empty()) blocking = "the position cannot be played";
  return unplayable(std::move(blocking));
}

Position Chessboard::position() const {
  Position p;
  for (int sq = 0; sq < 64; ++sq) {
    const char piece = piece_at(sq);
    if (piece == 0) continue;
    const Square s{int8_t(file_of(sq)), int8_t(rank_of(sq))};
    p.set(s, piece);
    if (promoted_ & bit(sq)) p.promoted.set(static_cast<size_t>(s.index()));
  }
  p.turn = turn();
  for (Bitboard r = castling_rooks_; r; r &= r - 1) {
    const int sq = lowest(r);
    p.castling[rank_of(sq) == 0 ? 0 : 1] |= uint16_t(1u << file_of(sq));
  }
  if (en_passant_ >= 0)
    p.en_passant = Square{int8_t(file_of(en_passant_)), int8_t(rank_of(en_passant_))};
  p.halfmove_clock = halfmove_clock_;
  p.fullmove_number = fullmove_number_;
  p.has_pockets = has_pockets_;
  if (has_pockets_) {
    for (int c = 0; c < 2; ++c) {
      for (int k = kPawn; k <= kQueen; ++k)
        p.pockets[size_t(c)][kLetters[k]] = pockets_[size_t(c)][size_t(k)];
    }
  }
  return p;
}

char Chessboard::piece_at(int square) const {
  const Bitboard s = bit(square);
  for (int k = 0; k < 6; ++k) {
    if (kind_[k] & s) return color_[0] & s ? kLetters[k] : to_lower(kLetters[k]);
  }
  return 0;
}

int Chessboard::king_square(int color) const {
  const Bitboard k = kind_[kKing] & color_[color];
  return k ? lowest(k) : -1;
}

void Chessboard::legal_moves(MoveList& out) const {
  out.clear();
  if (!(kind_[kKing] & color_[turn_])) return;
  Movegen(*this).generate(out);
}

bool Chessboard::has_legal_move() const {
  if (!(kind_[kKing] & color_[turn_]))
    return false;  // no king to step (try_from makes no such board)
  return Movegen(*this).any();
}

bool Chessboard::is_legal(const Move& m) const {
  // Castling is rare and has many conditions: the generator decides.
  if (m.castling) {
    MoveList list;
    legal_moves(list);
    return std::find(list.begin(), list.end(), m) != list.end();
  }
  if (!pseudo_legal(m)) return false;
  Chessboard after = *this;
  after.play(m);
  return !after.left_in_check();
}

bool Chessboard::left_in_check() const {
  const Movegen g(*this);
  const Bitboard king = kind_[kKing] & g.theirs;
  return king != 0 && g.attackers(lowest(king), g.us, g.occupied) != 0;
}

bool Chessboard::pseudo_legal(const Move& m) const {
  if (m.castling) return false;
  if (m.to > 63 || (m.promotion != 0 && m.promotion != 'N' && m.promotion != 'B' &&
                    m.promotion != 'R' && m.promotion != 'Q')) {
    return false;
  }
  const Movegen g(*this);
  const Bitboard to = bit(m.to);
  if (to & g.ours) return false;
  if (m.drop) {
    const int kind = kind_of(m.drop);
    if (!has_pockets_ || kind < kPawn || kind > kQueen || pockets_[size_t(g.us)][size_t(kind)] == 0)
      return false;
    return !(to & g.occupied) && !(kind == kPawn && (to & (kRank1 | kRank8)));
  }
  if (m.from > 63) return false;
  const Bitboard from = bit(m.from);
  if (!(from & g.ours)) return false;
  int kind = kPawn;
  while (!(kind_[kind] & from)) ++kind;
  const bool white = g.us == 0;
  const Bitboard last = white ? kRank8 : kRank1;
  Bitboard reach = 0;
  switch (kind) {
    case kPawn: {
      const Bitboard one = (white ? north(from) : south(from)) & ~g.occupied;
      const Bitboard two =
          (from & rank_mask(white ? 1 : 6)) ? (white ? north(one) : south(one)) & ~g.occupied : 0;
      const Bitboard ep = en_passant_ >= 0 ? bit(en_passant_) : 0;
      reach = one | two | (pawn_attacks(from, white) & (g.theirs | ep));
      // A pawn reaching the last rank promotes, and only then.
      if ((to & last) ? m.promotion == 0 : m.promotion != 0) return false;
      break;
    }
    case kKnight:
      reach = knight_attacks(from);
      break;
    case kBishop:
      reach = bishop_attacks(from, g.occupied);
      break;
    case kRook:
      reach = rook_attacks(from, g.occupied);
      break;
    case kQueen:
      reach = bishop_attacks(from, g.occupied) | rook_attacks(from, g.occupied);
      break;
    default:
      reach = king_attacks(from);
      break;
  }
  return (kind == kPawn || m.promotion == 0) && (reach & to);
}

bool Chessboard::same_pieces(const Chessboard& other) const {
  return turn_ == other.turn_ && color_[0] == other.color_[0] && color_[1] == other.color_[1] &&
         std::equal(std::begin(kind_), std::end(kind_), std::begin(other.kind_));
}

bool Chessboard::placement_of(const Position& p, Chessboard& out) {
  if (p.width != 8 || p.height != 8) return false;
  out = Chessboard{};
  if (!read_pieces(p, out.color_, out.kind_)) return false;
  out.turn_ = p.turn == Color::White ? 0 : 1;
  return true;
}

uint64_t Chessboard::rivals(const Move& m) const {
  if (m.drop || m.castling) return 0;
  const Movegen g(*this);
  const Bitboard from = bit(m.from), to = bit(m.to);
  int kind = kPawn;
  while (kind < 6 && !(kind_[kind] & from)) ++kind;
  const Bitboard same = kind_[kind] & g.ours & ~from;
  Bitboard reach = 0;
  switch (kind) {
    case kKnight:
      reach = knight_attacks(to);
      break;
    case kBishop:
      reach = bishop_attacks(to, g.occupied);
      break;
    case kRook:
      reach = rook_attacks(to, g.occupied);
      break;
    case kQueen:
      reach = bishop_attacks(to, g.occupied) | rook_attacks(to, g.occupied);
      break;
    default:
      return 0;  // pawns name their file; one king
  }
  uint64_t out = 0;
  for (Bitboard r = reach & same; r; r &= r - 1) {
    const Move other{uint8_t(lowest(r)), m.to, m.promotion, 0, false};
    if (is_legal(other)) out |= bit(other.from);
  }
  return out;
}

bool Chessboard::in_check() const {
  if (!(kind_[kKing] & color_[turn_])) return false;
  const Movegen g(*this);
  return g.attackers(g.king, g.them, g.occupied) != 0;
}

void Chessboard::play(const Move& m) {
  const int us = turn_, them = turn_ ^ 1;
  const Bitboard to = bit(m.to);
  const bool crazyhouse = variant_ == Variant::Crazyhouse;
  bool irreversible = false;
  if (m.drop) {
    const int kind = kind_of(m.drop);
    kind_[kind] |= to;
    color_[us] |= to;
    --pockets_[size_t(us)][size_t(kind)];
    irreversible = kind == kPawn;
    en_passant_ = -1;
  } else if (m.castling) {
    const bool short_side = file_of(m.to) > file_of(m.from);
    const int rank = backrank(us) * 8;
    const Bitboard king_to = bit(rank + (short_side ? 6 : 2));
    const Bitboard rook_to = bit(rank + (short_side ? 5 : 3));
    kind_[kKing] &= ~bit(m.from);
    kind_[kRook] &= ~to;
    color_[us] &= ~(bit(m.from) | to);
    promoted_ &= ~to;
    kind_[kKing] |= king_to;
    kind_[kRook] |= rook_to;
    color_[us] |= king_to | rook_to;
    castling_rooks_ &= ~rank_mask(backrank(us));
    en_passant_ = -1;
  } else {
    const Bitboard from = bit(m.from);
    int kind = kPawn;
    while (!(kind_[kind] & from)) ++kind;
    if (color_[them] & to) {
      int captured = kPawn;
      while (!(kind_[captured] & to)) ++captured;
      kind_[captured] &= ~to;
      color_[them] &= ~to;
      if (crazyhouse) ++pockets_[size_t(us)][size_t((promoted_ & to) ? kPawn : captured)];
      promoted_ &= ~to;
      irreversible = true;
    } else if (kind == kPawn && m.to == en_passant_) {
      const Bitboard captured = bit(us == 0 ? m.to - 8 : m.to + 8);
      kind_[kPawn] &= ~captured;
      color_[them] &= ~captured;
      if (crazyhouse) ++pockets_[size_t(us)][kPawn];
    }
    kind_[kind] ^= from | to;
    color_[us] ^= from | to;
    if (promoted_ & from) promoted_ ^= from | to;
    if (m.promotion) {
      kind_[kPawn] &= ~to;
      kind_[kind_of(m.promotion)] |= to;
      if (has_pockets_) promoted_ |= to;
    }
    if (kind == kKing) castling_rooks_ &= ~rank_mask(backrank(us));
    castling_rooks_ &= ~(from | to);
    irreversible = irreversible || kind == kPawn;
    en_passant_ = kind == kPawn && (m.to ^ m.from) == 16 ? int8_t((m.from + m.to) / 2) : int8_t(-1);
  }
  // A FEN may carry counters up to INT64_MAX; they stop there rather than wrap.
  constexpr int64_t kCounterMax = std::numeric_limits<int64_t>::max();
  halfmove_clock_ = irreversible ? 0 : halfmove_clock_ + (halfmove_clock_ < kCounterMax);
  if (us == 1) fullmove_number_ += fullmove_number_ < kCounterMax;
  turn_ = uint8_t(them);
}

uint64_t perft(const Chessboard& board, int depth) {
  if (depth <= 0) return 1;
  MoveList moves;
  board.legal_moves(moves);
  if (depth == 1) return uint64_t(moves.size());
  uint64_t leaves = 0;
  for (const Move& m : moves) {
    Chessboard next = board;
    next.play(m);
    leaves += perft(next, depth - 1);
  }
  return leaves;
}

}  // namespace style12
