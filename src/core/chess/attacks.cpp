#include "chess/attacks.h"

namespace style12::detail {

namespace {

struct Step {
  int df, dr;
};

constexpr Step kKnight[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr Step kKing[] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr Step kDiagonal[] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
constexpr Step kStraight[] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

bool leaps_like_knight(char upper) { return upper == 'N' || upper == 'A' || upper == 'C'; }

Square at(int f, int r) { return Square{static_cast<int8_t>(f), static_cast<int8_t>(r)}; }

struct Collector {
  Square* out = nullptr;
  int max = 0;
  int count = 0;
  void add(Square s) {
    if (count < max) out[count] = s;
    ++count;
  }
};

}  // namespace

bool slides_diagonally(char piece) {
  const char u = to_upper(piece);
  return u == 'B' || u == 'Q' || u == 'A';
}

bool slides_straight(char piece) {
  const char u = to_upper(piece);
  return u == 'R' || u == 'Q' || u == 'C';
}

int attackers(const Position& p, Square target, Color by, Square* out, int max) {
  Collector found{out, max};
  const int tf = target.file, tr = target.rank;
  const auto mine = [&](char c) { return c != 0 && piece_has_color(c, by); };

  for (const Step s : kKnight) {
    const int f = tf + s.df, r = tr + s.dr;
    if (!p.contains(f, r)) continue;
    const char c = p.at(f, r);
    if (mine(c) && leaps_like_knight(to_upper(c))) found.add(at(f, r));
  }
  for (const Step s : kKing) {
    const int f = tf + s.df, r = tr + s.dr;
    if (!p.contains(f, r)) continue;
    const char c = p.at(f, r);
    if (mine(c) && to_upper(c) == 'K') found.add(at(f, r));
  }
  // A pawn attacks diagonally forward, so it stands one rank behind.
  const int pawn_rank = by == Color::White ? tr - 1 : tr + 1;
  for (const int df : {-1, 1}) {
    const int f = tf + df;
    if (!p.contains(f, pawn_rank)) continue;
    const char c = p.at(f, pawn_rank);
    if (mine(c) && to_upper(c) == 'P') found.add(at(f, pawn_rank));
  }
  const auto rays = [&](const Step* steps, bool (*slides)(char)) {
    for (int i = 0; i < 4; ++i) {
      int f = tf + steps[i].df, r = tr + steps[i].dr;
      while (p.contains(f, r)) {
        const char c = p.at(f, r);
        if (c != 0) {
          if (mine(c) && slides(c)) found.add(at(f, r));
          break;
        }
        f += steps[i].df;
        r += steps[i].dr;
      }
    }
  };
  rays(kDiagonal, slides_diagonally);
  rays(kStraight, slides_straight);
  return found.count;
}

namespace {

// Where the pawn that just made the double push stands, and where it came from.
struct DoublePush {
  Square pawn, origin;
};

DoublePush double_push(const Position& p) {
  const Square ep = p.en_passant;
  const int dir = p.turn == Color::White ? -1 : 1;  // towards the pushed pawn
  return {at(ep.file, ep.rank + dir), at(ep.file, ep.rank - dir)};
}

}  // namespace

bool en_passant_plausible(const Position& p) {
  const Square ep = p.en_passant;
  if (!ep.valid() || !p.contains(ep.file, ep.rank) || p.height < 4) return false;
  const int expected_rank = p.turn == Color::White ? p.height - 3 : 2;
  if (ep.rank != expected_rank) return false;
  const DoublePush push = double_push(p);
  return p.at(ep) == 0 && p.at(push.origin) == 0 &&
         p.at(push.pawn) == piece_of(opposite(p.turn), 'P');
}

bool en_passant_capture_legal(const Position& p) {
  if (!en_passant_plausible(p)) return false;
  const Square ep = p.en_passant;
  const Square pushed = double_push(p).pawn;
  const char pawn = piece_of(p.turn, 'P');
  for (const int df : {-1, 1}) {
    const Square from = at(ep.file + df, pushed.rank);
    if (!p.contains(from.file, from.rank) || p.at(from) != pawn) continue;
    Position after = p;
    after.set(from, 0);
    after.set(pushed, 0);
    after.set(ep, pawn);
    const Square king = after.king(p.turn);
    if (!king.valid() || !is_attacked(after, king, opposite(p.turn))) return true;
  }
  return false;
}

}  // namespace style12::detail
