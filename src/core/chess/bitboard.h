// Sets of squares of an 8x8 board as 64-bit words, a1 = bit 0, h8 = bit 63,
// and the attacks of each piece computed from them (internal).
//
// Sliding attacks use occluded fills (Kogge-Stone): a few shifts and masks a
// direction, no lookup tables, so the WebAssembly module carries no
// kilobytes of attack data and nothing needs initialising.
#pragma once

#include <cstdint>

namespace style12::detail {

using Bitboard = uint64_t;

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kRank1 = 0xFFULL;
inline constexpr Bitboard kRank8 = kRank1 << 56;
inline constexpr Bitboard kNotFileA = ~kFileA;
inline constexpr Bitboard kNotFileH = ~kFileH;

constexpr Bitboard bit(int square) { return Bitboard{1} << square; }
constexpr int file_of(int square) { return square & 7; }
constexpr int rank_of(int square) { return square >> 3; }
constexpr Bitboard rank_mask(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard file_mask(int file) { return kFileA << file; }

inline int lowest(Bitboard b) { return __builtin_ctzll(b); }
inline int count(Bitboard b) { return __builtin_popcountll(b); }
inline bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// One step in each direction; steps that would leave the board by a side
// are dropped.
constexpr Bitboard north(Bitboard b) { return b << 8; }
constexpr Bitboard south(Bitboard b) { return b >> 8; }
constexpr Bitboard east(Bitboard b) { return (b & kNotFileH) << 1; }
constexpr Bitboard west(Bitboard b) { return (b & kNotFileA) >> 1; }

// Everything a set of sliders reaches in one direction, stopping at (and
// including) the first occupied square. `empty` is the board's empty squares.
template <int Shift, Bitboard Wrap>
constexpr Bitboard occluded_attacks(Bitboard sliders, Bitboard empty) {
  // Wrap masks out the squares a shift would carry over a board edge.
  auto step = [](Bitboard b, int n) { return Shift > 0 ? b << (Shift * n) : b >> (-Shift * n); };
  Bitboard pro = empty & Wrap;
  sliders |= pro & step(sliders, 1);
  pro &= step(pro, 1);
  sliders |= pro & step(sliders, 2);
  pro &= step(pro, 2);
  sliders |= pro & step(sliders, 4);
  return step(sliders, 1) & Wrap;
}

constexpr Bitboard rook_attacks(Bitboard sliders, Bitboard occupied) {
  const Bitboard empty = ~occupied;
  return occluded_attacks<8, ~Bitboard{0}>(sliders, empty) |
         occluded_attacks<-8, ~Bitboard{0}>(sliders, empty) |
         occluded_attacks<1, kNotFileA>(sliders, empty) |
         occluded_attacks<-1, kNotFileH>(sliders, empty);
}

constexpr Bitboard bishop_attacks(Bitboard sliders, Bitboard occupied) {
  const Bitboard empty = ~occupied;
  return occluded_attacks<9, kNotFileA>(sliders, empty) |
         occluded_attacks<7, kNotFileH>(sliders, empty) |
         occluded_attacks<-7, kNotFileA>(sliders, empty) |
         occluded_attacks<-9, kNotFileH>(sliders, empty);
}

constexpr Bitboard knight_attacks(Bitboard knights) {
  const Bitboard l1 = (knights >> 1) & 0x7F7F7F7F7F7F7F7FULL;
  const Bitboard l2 = (knights >> 2) & 0x3F3F3F3F3F3F3F3FULL;
  const Bitboard r1 = (knights << 1) & 0xFEFEFEFEFEFEFEFEULL;
  const Bitboard r2 = (knights << 2) & 0xFCFCFCFCFCFCFCFCULL;
  const Bitboard h1 = l1 | r1;
  const Bitboard h2 = l2 | r2;
  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

constexpr Bitboard king_attacks(Bitboard kings) {
  const Bitboard row = kings | east(kings) | west(kings);
  return (row | north(row) | south(row)) & ~kings;
}

// The squares pawns of that colour attack.
constexpr Bitboard pawn_attacks(Bitboard pawns, bool white) {
  const Bitboard ahead = white ? north(pawns) : south(pawns);
  return east(ahead) | west(ahead);
}

// The squares strictly between two squares on one line (rank, file or
// diagonal); empty when they share none.
constexpr Bitboard between(int a, int b) {
  if (a == b) return 0;
  const Bitboard from = bit(a), to = bit(b);
  if (file_of(a) == file_of(b) || rank_of(a) == rank_of(b)) {
    return rook_attacks(from, to) & rook_attacks(to, from);
  }
  if (bishop_attacks(from, 0) & to) return bishop_attacks(from, to) & bishop_attacks(to, from);
  return 0;
}

}  // namespace style12::detail
