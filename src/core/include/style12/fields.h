// The fields of a Style 12 line, numbered as the FICS help file numbers
// them: "<12>" is field 1, the ranks 2 to 9, the side to move 10, ... the
// flip field 31; FICS adds 32 (clock ticking) and 33 (lag). Boards with
// more or fewer than eight ranks keep these numbers for the fields after
// the board. Errors report these numbers; code uses only these names.
#pragma once

#include <string_view>

namespace style12 {

enum Style12Field : int {
  kTagField = 1,
  kFirstRankField = 2,
  kSideToMoveField = 10,
  kDoublePushField = 11,
  kWhiteShortField = 12,
  kWhiteLongField = 13,
  kBlackShortField = 14,
  kBlackLongField = 15,
  kHalfmoveField = 16,
  kGameNumberField = 17,
  kWhiteNameField = 18,
  kBlackNameField = 19,
  kRelationField = 20,
  kInitialTimeField = 21,
  kIncrementField = 22,
  kWhiteStrengthField = 23,
  kBlackStrengthField = 24,
  kWhiteTimeField = 25,
  kBlackTimeField = 26,
  kMoveNumberField = 27,
  kLastMoveField = 28,
  kTimeTakenField = 29,
  kSanField = 30,
  kFlipField = 31,
  kClockTickingField = 32,
  kLagField = 33,
  kFirstExtraField = 34,
  // The last field of a whole line: a line with fewer was cut short.
  kLastRequiredField = kFlipField,
};

// The tokens of a <b1> line, numbered the same way for its errors:
// "<b1> game 52 white [NB] black [N] <- BN" is 1 to 9.
enum HoldingsField : int {
  kHoldingsTagField = 1,
  kHoldingsGameWordField,
  kHoldingsGameNumberField,
  kHoldingsWhiteWordField,
  kHoldingsWhiteField,
  kHoldingsBlackWordField,
  kHoldingsBlackField,
  kHoldingsArrowField,
  kHoldingsPassedField,
};

// The field's name as the public record spells it: 1 "tag", the ranks
// "board", 10 "sideToMove", ... 33 "lagMs", later ones "extra".
std::string_view style12_field_name(int field);

// The same for a <b1> line's tokens: 1 "tag", 2 "game", 3 "gameNumber", 4
// and 5 "white", ... 8 and 9 "passed", later ones "extra".
std::string_view holdings_field_name(int field);

}  // namespace style12
