// The relation field (20) of a Style 12 line: what the session receiving
// the board has to do with its game, as the FICS help for style12 gives
// the values (and its help for the ivariable startpos, -4). A record keeps
// the number as sent; other values are kept too, and read as a position
// alone.
#pragma once

#include <cstdint>
#include <string_view>

namespace style12 {

enum class Relation : int8_t {
  // "the initial position of a game": with the ivariable startpos set, the
  // board sent before a move list that does not start from the usual
  // position (iset startpos 1).
  InitialPosition = -4,
  // "isolated position, such as for 'ref 3' or the 'sposition' command"
  IsolatedPosition = -3,
  // "I am observing game being examined"
  ObservingExamined = -2,
  // "I am playing, it is my opponent's move"
  PlayingOpponentToMove = -1,
  // "I am observing a game being played"
  ObservingPlayed = 0,
  // "I am playing and it is my move"
  PlayingMyMove = 1,
  // "I am the examiner of this game"
  Examining = 2,
};

constexpr int64_t relation_value(Relation r) { return static_cast<int64_t>(r); }

// The predicates, as relation::played(r.relation) and so on.
namespace relation {

// One of the seven values above.
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
    case -4:
      return "the initial position of a game (sent with iset startpos)";
    case -3:
      return R"(an isolated position, as from "ref 3" or "sposition")";
    case -2:
      return "I am observing a game being examined";
    case -1:
      return "I am playing and it is my opponent's move";
    case 0:
      return "I am observing a game being played";
    case 1:
      return "I am playing and it is my move";
    case 2:
      return "I am the examiner of this game";
    default:
      return "an unknown relation (kept as sent)";
  }
}

}  // namespace style12
