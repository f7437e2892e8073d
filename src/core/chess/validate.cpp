#include "style12/validate.h"

#include <cstdlib>

#include "chess/attacks.h"
#include "chess/castling.h"

namespace style12 {

namespace {

using detail::attackers;
using detail::is_attacked;

struct VariantRules {
  bool royal_king;        // exactly one king each
  bool checks;            // check rules apply
  bool army_limits;       // at most `width` pawns and 2*width pieces a side
  bool promotion_limits;  // extra pieces need missing pawns
};

VariantRules rules_for(Variant v) {
  switch (v) {
    case Variant::Chess:
    case Variant::Losers:
    case Variant::Atomic:
    case Variant::Chess960:
      return {true, true, true, true};
    case Variant::Crazyhouse:
    case Variant::Bughouse:
      return {true, true, false, false};
    case Variant::Suicide:
      return {false, false, true, false};
    case Variant::Wild:
      return {true, true, true, false};
    case Variant::kCount:
      break;
  }
  return {true, true, true, true};
}

constexpr bool is_chess_piece(char upper) {
  return upper == 'P' || upper == 'N' || upper == 'B' || upper == 'R' || upper == 'Q' ||
         upper == 'K';
}

struct Army {
  int kings = 0, pawns = 0, pieces = 0, knights = 0, rooks = 0, queens = 0;
  int light_bishops = 0, dark_bishops = 0;
};

int sign(int x) { return (x > 0) - (x < 0); }

// Whether a, b and c stand on one rank, file or diagonal.
bool aligned(Square a, Square b, Square c) {
  const int df1 = b.file - a.file, dr1 = b.rank - a.rank;
  const int df2 = c.file - a.file, dr2 = c.rank - a.rank;
  if (df1 * dr2 != df2 * dr1) return false;  // not collinear
  const int df = df1 != 0 ? df1 : df2, dr = dr1 != 0 ? dr1 : dr2;
  return df == 0 || dr == 0 || std::abs(df) == std::abs(dr);
}

// Whether `s` lies strictly between `from` and `to` on their line (false
// when they share none: compound pieces also check with a knight's leap).
bool between(Square from, Square to, Square s) {
  const int dx = to.file - from.file, dy = to.rank - from.rank;
  if (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy)) return false;
  const int df = sign(dx), dr = sign(dy);
  int f = from.file + df, r = from.rank + dr;
  while (f != to.file || r != to.rank) {
    if (f == s.file && r == s.rank) return true;
    f += df;
    r += dr;
  }
  return false;
}

bool kings_touch(Square a, Square b) {
  return a.valid() && b.valid() && std::abs(a.file - b.file) <= 1 && std::abs(a.rank - b.rank) <= 1;
}

bool impossible_check(const Position& p, Square king, const Square* checkers, int count) {
  if (count == 2) {
    // A double check needs a discovered attack, so at least one slider, and
    // two checkers on one line through the king cannot both see it.
    const bool slider0 =
        detail::slides_diagonally(p.at(checkers[0])) || detail::slides_straight(p.at(checkers[0]));
    const bool slider1 =
        detail::slides_diagonally(p.at(checkers[1])) || detail::slides_straight(p.at(checkers[1]));
    if (!slider0 && !slider1) return true;
    if (aligned(king, checkers[0], checkers[1])) return true;
  }
  if (detail::en_passant_plausible(p)) {
    // The last move was a double push: each check comes from that pawn or
    // from a slider it uncovered by leaving its square.
    const int back = p.turn == Color::White ? 1 : -1;
    const Square pawn{p.en_passant.file, static_cast<int8_t>(p.en_passant.rank - back)};
    const Square origin{p.en_passant.file, static_cast<int8_t>(p.en_passant.rank + back)};
    for (int i = 0; i < count; ++i) {
      if (checkers[i] == pawn) continue;
      const char c = p.at(checkers[i]);
      const bool slider = detail::slides_diagonally(c) || detail::slides_straight(c);
      if (!slider || !between(king, checkers[i], origin)) return true;
    }
  }
  return false;
}

}  // namespace

Problems validate(const Position& p, Variant variant) {
  const VariantRules rules = rules_for(variant);
  Problems problems;
  Army army[2];
  bool any_piece = false;
  for (int r = 0; r < p.height; ++r) {
    for (int f = 0; f < p.width; ++f) {
      const char c = p.at(f, r);
      if (c == 0) continue;
      any_piece = true;
      Army& a = army[is_white_piece(c) ? 0 : 1];
      const char u = to_upper(c);
      if (!is_chess_piece(u)) problems.add(Problem::UnknownPiece);
      ++a.pieces;
      switch (u) {
        case 'K':
          ++a.kings;
          break;
        case 'P':
          ++a.pawns;
          if (r == 0 || r == p.height - 1) problems.add(Problem::PawnOnBackrank);
          break;
        case 'N':
          ++a.knights;
          break;
        case 'R':
          ++a.rooks;
          break;
        case 'Q':
          ++a.queens;
          break;
        case 'B':
          ((f + r) % 2 == 1 ? a.light_bishops : a.dark_bishops)++;
          break;
        default:
          break;
      }
    }
  }
  if (!any_piece) problems.add(Problem::EmptyBoard);

  const Square kings[2] = {p.king(Color::White), p.king(Color::Black)};
  const bool atomic_touch = variant == Variant::Atomic && kings_touch(kings[0], kings[1]);
  for (const Color c : {Color::White, Color::Black}) {
    const Army& a = army[static_cast<size_t>(c)];
    const bool white = c == Color::White;
    if (rules.royal_king) {
      // In atomic the side to move may have lost its king to an explosion.
      const bool exploded = variant == Variant::Atomic && c == p.turn;
      if (a.kings == 0 && !exploded)
        problems.add(white ? Problem::NoWhiteKing : Problem::NoBlackKing);
      if (a.kings > 1)
        problems.add(white ? Problem::TooManyWhiteKings : Problem::TooManyBlackKings);
    }
    if (rules.army_limits) {
      if (a.pawns > p.width)
        problems.add(white ? Problem::TooManyWhitePawns : Problem::TooManyBlackPawns);
      if (a.pieces > 2 * p.width)
        problems.add(white ? Problem::TooManyWhitePieces : Problem::TooManyBlackPieces);
    }
    if (rules.promotion_limits && p.width == 8 && p.height == 8) {
      const auto extra = [](int have, int start) { return have > start ? have - start : 0; };
      const int promoted = extra(a.queens, 1) + extra(a.rooks, 2) + extra(a.knights, 2) +
                           extra(a.light_bishops, 1) + extra(a.dark_bishops, 1);
      if (promoted > 8 - a.pawns) {
        problems.add(white ? Problem::ImpossibleWhiteMaterial : Problem::ImpossibleBlackMaterial);
      }
    }

    // Castling: each claimed right needs its king and rook in place.
    const uint16_t claimed = p.castling[static_cast<size_t>(c)];
    if (claimed != 0) {
      bool ok = claimed == detail::clean_castling(p, c);
      if (ok && variant_info(variant).standard_castling) {
        const Square k = kings[static_cast<size_t>(c)];
        // A board no file wide has no corner to shift to.
        const auto corners = uint16_t(1u | (p.width > 0 ? 1u << (p.width - 1) : 0u));
        ok = k.file == p.width / 2 && k.rank == p.backrank(c) && (claimed & ~corners) == 0;
      }
      if (!ok) problems.add(Problem::BadCastlingRights);
    }
  }

  if (p.en_passant.valid() && !detail::en_passant_plausible(p)) problems.add(Problem::BadEnPassant);

  if (rules.checks && !atomic_touch) {
    const Square theirs = kings[static_cast<size_t>(opposite(p.turn))];
    if (theirs.valid() && is_attacked(p, theirs, p.turn)) problems.add(Problem::OppositeCheck);
    const Square ours = kings[static_cast<size_t>(p.turn)];
    if (ours.valid()) {
      constexpr int kMaxAttackers = 16;  // 8 directions, 8 leaps, and pawns
      Square checkers[kMaxAttackers];
      int n = attackers(p, ours, opposite(p.turn), checkers, kMaxAttackers);
      if (n > kMaxAttackers) n = kMaxAttackers;
      if (n > 2) problems.add(Problem::TooManyCheckers);
      if (n > 0 && impossible_check(p, ours, checkers, n)) problems.add(Problem::ImpossibleCheck);
    }
  }
  return problems;
}

namespace {

struct ProblemText {
  std::string_view name;
  std::string_view message;
};

constexpr ProblemText kProblems[] = {
#define STYLE12_PROBLEM_TEXT(name, code, message) {code, message},
    STYLE12_PROBLEMS(STYLE12_PROBLEM_TEXT)
#undef STYLE12_PROBLEM_TEXT
};
static_assert(std::size(kProblems) == static_cast<size_t>(Problem::kCount));

}  // namespace

std::string_view problem_name(Problem problem) {
  return kProblems[static_cast<size_t>(problem)].name;
}

std::string_view problem_message(Problem problem) {
  return kProblems[static_cast<size_t>(problem)].message;
}

}  // namespace style12
