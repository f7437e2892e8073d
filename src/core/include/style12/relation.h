// The relation field (20) of a Style 12 line: what the session receiving
// the board has to do with its game, as the FICS help for style12 gives
// the values (and its help for the ivariable startpos, -4). A record keeps
// the number as sent; other values are kept too, and read as a position
// alone.
#pragma once

#include <cstdint>
#include <string_view>

#include "style12/lists.h"

namespace style12 {

// Each value is written once, in src/core/lists.json ("relations": the
// help's words and ours); the generated style12/lists.h gives them as
// STYLE12_RELATIONS(X), X(Enumerator, value, "meaning"), from which this
// enum and relation_meaning() are made.
enum class Relation : int8_t {
#define STYLE12_RELATION_ENUM(name, value, meaning) name = (value),
  STYLE12_RELATIONS(STYLE12_RELATION_ENUM)
#undef STYLE12_RELATION_ENUM
};

constexpr int64_t relation_value(Relation r) { return static_cast<int64_t>(r); }

// The predicates, as relation::played(r.relation) and so on.
namespace relation {

// One of the seven values above (static_asserts below hold the list to it).
constexpr bool known(int64_t r) { return r >= -4 && r <= 2; }

// A game being played, by this session or by others it observes (1, -1,
// 0): its clocks run and its result is the server's to announce.
constexpr bool played(int64_t r) { return r == 1 || r == -1 || r == 0; }
// Played by this session (1, -1).
constexpr bool playing(int64_t r) { return r == 1 || r == -1; }
// Watched, played or examined by others (0, -2).
constexpr bool observing(int64_t r) { return r == 0 || r == -2; }
// Being examined, by this session or by others it observes (2, -2).
constexpr bool examined(int64_t r) { return r == 2 || r == -2; }
// Examined by this session (2).
constexpr bool examining(int64_t r) { return r == 2; }
// A position alone, outside any game going on (-3, -4, and every value the
// help does not give).
constexpr bool position_alone(int64_t r) { return !played(r) && !examined(r); }

}  // namespace relation

// What a board's relation says the session does with the game: plays or
// observes it being played, examines or observes it being examined, or
// sees a position alone.
enum class RelationKind : uint8_t { Played, Examined, Isolated };
constexpr RelationKind relation_kind(int64_t r) {
  return relation::played(r)     ? RelationKind::Played
         : relation::examined(r) ? RelationKind::Examined
                                 : RelationKind::Isolated;
}

// Who may move the pieces on a board this session receives: the side to
// move when it plays and it is its move, the other side when it plays and
// waits (premoves), both when it examines; none when it only watches or the
// board is a position alone.
enum class Mover : uint8_t { None, SideToMove, OtherSide, Both };
constexpr Mover mover(int64_t r) {
  return r == 1    ? Mover::SideToMove
         : r == -1 ? Mover::OtherSide
         : r == 2  ? Mover::Both
                   : Mover::None;
}

// The help's words for a value, for descriptions of a line.
constexpr std::string_view relation_meaning(int64_t r) {
  switch (r) {
#define STYLE12_RELATION_CASE(name, value, meaning) \
  case (value):                                     \
    return meaning;
    STYLE12_RELATIONS(STYLE12_RELATION_CASE)
#undef STYLE12_RELATION_CASE
    default:
      return STYLE12_RELATION_UNKNOWN;
  }
}

// known() is a range: every value listed lies in it, and the list fills
// it (a value twice would be a duplicate case above).
constexpr bool known_is_the_list() {
  constexpr int64_t listed[] = {
#define STYLE12_RELATION_LISTED(name, value, meaning) (value),
      STYLE12_RELATIONS(STYLE12_RELATION_LISTED)
#undef STYLE12_RELATION_LISTED
  };
  int count = 0;
  for (const int64_t r : listed) {
    if (!relation::known(r)) return false;
    ++count;
  }
  return count == 2 - -4 + 1;
}
static_assert(known_is_the_list());

}  // namespace style12
