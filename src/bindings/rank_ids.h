// A number for each distinct rank of eight squares a wire has written, so
// that JavaScript makes one string per number instead of one per record: a
// game repeats most of its ranks from board to board, and empty ranks and
// pawn chains recur across games. Numbers are given in order from 0 and
// never change or go away (JavaScript keeps its strings by them), up to a
// fixed count; after that a new rank has none and is read as text.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace style12::wire {

class RankIds {
 public:
  static constexpr int32_t kCapacity = 2048;

  // The rank's number: -1 for a rank that is not eight bytes, or new once
  // every number is taken.
  int32_t id(std::string_view rank) {
    if (rank.size() != 8) return -1;
    uint64_t key = 0;
    std::memcpy(&key, rank.data(), 8);  // never 0: a square is '-' or a letter
    if (key == 0) return -1;
    auto slot = static_cast<size_t>((key * 0x9E3779B97F4A7C15ULL) >> (64 - kSlotBits));
    while (keys_[slot] != 0) {
      if (keys_[slot] == key) return ids_[slot];
      slot = (slot + 1) & (kSlots - 1);
    }
    if (count_ == kCapacity) return -1;
    keys_[slot] = key;
    ids_[slot] = count_;
    return count_++;
  }

 private:
  // Twice the capacity: the table is at most half full, so a probe ends
  // within a slot or two.
  static constexpr int kSlotBits = 12;
  static constexpr size_t kSlots = size_t{1} << kSlotBits;
  static_assert(kSlots >= 2 * kCapacity);
  std::array<uint64_t, kSlots> keys_{};  // 0: a free slot
  std::array<int32_t, kSlots> ids_{};
  int32_t count_ = 0;
};

}  // namespace style12::wire
