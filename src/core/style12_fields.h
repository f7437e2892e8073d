// The numbering, names and meaning of the Style 12 fields (internal).
#pragma once

#include <string_view>

namespace style12::detail {

inline constexpr int kTagField = 1;
inline constexpr int kFirstRankField = 2;
inline constexpr int kSideToMoveField = 10;
inline constexpr int kDoublePushField = 11;
inline constexpr int kWhiteShortField = 12;
inline constexpr int kHalfmoveField = 16;
inline constexpr int kGameNumberField = 17;
inline constexpr int kWhiteNameField = 18;
inline constexpr int kBlackNameField = 19;
inline constexpr int kRelationField = 20;
inline constexpr int kWhiteTimeField = 25;
inline constexpr int kBlackTimeField = 26;
inline constexpr int kMoveNumberField = 27;
inline constexpr int kLastMoveField = 28;
inline constexpr int kTimeTakenField = 29;
inline constexpr int kSanField = 30;
inline constexpr int kFlipField = 31;
inline constexpr int kClockTickingField = 32;
inline constexpr int kLagField = 33;

struct FieldInfo {
  std::string_view name;      // as the public record spells it
  std::string_view expected;  // what belongs there, for messages
};

// 1-based; ranks share one entry (any field from 2 to 9).
FieldInfo field_info(int field);

}  // namespace style12::detail
