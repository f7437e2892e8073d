// Whole games from the board lines of a session: per game number the
// players, time control, variant, positions and moves, kept right through
// what servers and clients get wrong (boards sent again, takebacks, missed
// moves, game numbers reused, several games at once).
//
// The tracker keeps positions, not text: FEN is written only where a game
// leaves it (events, summaries, PGN). After the first boards of a game it
// allocates nothing per board but the growth of its move list.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "style12/anomaly.h"
#include "style12/holdings.h"
#include "style12/position.h"
#include "style12/record.h"
#include "style12/relation.h"
#include "style12/rules.h"
#include "style12/variant.h"

namespace style12 {

// Short text kept inline (a SAN, a verbose move, a move time): no
// allocation per move. Longer text is cut at the capacity.
class ShortText {
 public:
  static constexpr size_t kCapacity = 23;

  ShortText() = default;
  ShortText(std::string_view text) { assign(text); }  // NOLINT: a string in all but storage
  ShortText& operator=(std::string_view text) {
    assign(text);
    return *this;
  }
  void assign(std::string_view text) {
    size_ = static_cast<uint8_t>(text.size() < kCapacity ? text.size() : kCapacity);
    for (size_t i = 0; i < size_; ++i) text_[i] = text[i];
  }
  std::string_view view() const { return {text_, size_}; }
  operator std::string_view() const { return view(); }  // NOLINT
  bool empty() const { return size_ == 0; }
  friend bool operator==(const ShortText& a, std::string_view b) { return a.view() == b; }

 private:
  char text_[kCapacity] = {};
  uint8_t size_ = 0;
};

// A position as a ply keeps it. A game keeps one per half-move, each
// copied in as its board arrives and again whenever the list grows: whole
// (room for a board of 16x16) they made most of a game's memory and much
// of the time a board takes. A board of 8x8 or smaller whose pockets hold
// only the six usual men fits in 128 bytes; any other position is kept
// whole, on the heap. Unpacked, it is the position packed.
class PackedPosition {
 public:
  PackedPosition() = default;
  explicit PackedPosition(const Position& position) { pack(position); }

  void pack(const Position& position);
  void unpack(Position& out) const;
  Position unpack() const {
    Position out;
    unpack(out);
    return out;
  }

 private:
  bool pack_small(const Position& position);

  std::array<char, 64> board_{};  // by rank * 8 + file
  uint64_t promoted_ = 0;         // by the same index
  int64_t halfmove_clock_ = 0;
  int64_t fullmove_number_ = 1;
  std::array<uint16_t, 2> castling_{};
  std::array<std::array<uint8_t, 6>, 2> pockets_{};  // P N B R Q K
  Square en_passant_;
  uint8_t width_ = 8;
  uint8_t height_ = 8;
  Color turn_ = Color::White;
  bool has_pockets_ = false;
  // The position whole, when it does not fit the fields above (shared by
  // copies: it is never changed once made).
  std::shared_ptr<const Position> whole_;
};

// One half-move as the server reported it, and as the rules checked it.
struct Ply {
  ShortText san;  // field 30, as sent (cut short on long names)
  // The move as the core checked it against the boards before and after
  // (empty where the rules are not known, or no move explains the board).
  ShortText uci;
  ShortText checked_san;       // written by the core, '#' for mate
  bool reconstructed = false;  // never seen: rebuilt from the boards around it
  // The board did not follow from the one before it: the game went on
  // from it; why.
  bool resync = false;
  std::string resync_reason;
  ShortText verbose;     // field 28
  ShortText time_taken;  // field 29, "0:06"
  int64_t time_taken_ms = -1;
  int64_t white_ms = 0;  // clocks after the move
  int64_t black_ms = 0;
  bool clocks_known = false;
  int64_t ply = 0;   // half-moves played once it is made
  int64_t line = 0;  // the stream line of its board (a rebuilt ply: the next board's)
  // Half-moves before this one that were never seen (a missed board).
  int missing_before = 0;
  PackedPosition packed;  // the position after it, with pockets when they are known

  Ply() = default;
  explicit Ply(const Position& after) : packed(after) {}

  Position position() const { return packed.unpack(); }
  void set_position(const Position& after) { packed.pack(after); }
  std::string fen() const;
};

// What a server says about a game before its boards: who plays, their
// ratings (0 when none is shown), rated or not, the kind ("blitz",
// "crazyhouse", "wild/fr"). Views into the line.
struct GameInfo {
  int64_t game_number = 0;  // 0 when the line names none ("Creating: ...")
  std::string_view white, black;
  int64_t white_rating = 0, black_rating = 0;
  bool rated = false;
  std::string_view kind;
  // The time control after the kind, when the line gives it: minutes and
  // seconds of increment, White's and, after " : ", Black's (time odds,
  // "3 0 : 1 5"); -1 when not given.
  int64_t white_minutes = -1, white_increment = -1;
  int64_t black_minutes = -1, black_increment = -1;
};

// "{Game 7 (A vs. B) Creating rated blitz match.}", or "Continuing": an
// adjourned game resumed. Views into the line.
struct GameStart {
  int64_t game_number = 0;
  std::string_view white, black;
  std::string_view description;  // "Creating rated blitz match."
  bool continuing = false;
};

// What a server says of the games a session follows.
struct SessionNotice {
  enum class Kind : uint8_t {
    None,
    Observing,       // "You are now observing game 7."
    StopObserving,   // "Removing game 7 from observation list."
    ExamineScratch,  // "Starting a game in examine (scratch) mode." (no number)
    StopExamining,   // "You are no longer examining game 7."
    // Time added to a clock of the game this session plays (moretime):
    // "Your opponent has added 60 seconds to your clock." (own_clock) and
    // "60 seconds were added to your opponents clock".
    TimeAdded,
  };
  Kind kind = Kind::None;
  int64_t game_number = 0;
  int64_t seconds = 0;     // TimeAdded
  bool own_clock = false;  // TimeAdded: to this session's player's clock
};

struct Game {
  int id = 0;  // unique within a tracker; servers reuse numbers
  int64_t game_number = 0;
  std::string white, black;
  int64_t initial_time = 0;  // minutes
  int64_t increment = 0;     // seconds
  // Time odds: Black's own control, which Style 12 does not carry (FICS
  // sends White's in fields 21 and 22 whatever the side to move), from the
  // game's announcement ("3 0 : 1 5") or, for an observer, Black's clock
  // on the start board (its increment then read off Black's first move).
  bool time_odds = false;
  int64_t black_initial_seconds = 0;
  int64_t black_increment = 0;
  bool black_increment_known = true;
  // Time the server said was added to each clock (moretime) since the
  // last board, White's and Black's.
  std::array<int64_t, 2> added_ms{};
  // The castling flags of the last board (fields 12-15: White's short and
  // long, Black's), and which of them claimed a right that board could not
  // have: such a claim is told once, on the board where it starts.
  std::array<bool, 4> castling_flags{};
  std::array<bool, 4> castling_contradicted{};
  int64_t castling_flags_line = 0;  // the line of the board they came from
  Variant variant = Variant::Chess;
  Position start;         // the first position seen
  int64_t start_ply = 0;  // half-moves played before it
  // What to add to the half-moves a board's move number gives, with White
  // and with Black to move, once the server's numbers proved wrong by a
  // board one move on (FICS numbers a board file with Black to move so:
  // its boards with White to move count two half-moves short).
  std::array<int64_t, 2> ply_offset{};
  std::vector<Ply> plies;
  // The last position seen, whole: the start's, or the last ply's (which
  // keeps it packed). The tracker keeps the two the same.
  Position current;
  std::string result;  // "1-0", "0-1", "1/2-1/2", "*"; empty while it goes on
  std::string end_reason;
  int64_t relation = 0;
  // The pockets the last <b1> line gave, for the boards that follow it.
  bool has_holdings = false;
  std::array<Pocket, 2> holdings{};
  // The last position as the rules hold it, when the last board was
  // checked by playing its move (games without pockets: a drop game's
  // pockets change through <b1> lines the rules do not see).
  Chessboard rules_board;
  bool rules_board_known = false;
  // Whose clock runs after the last board: 'w', 'b', or 0 (stopped: the
  // board said so, or the game ended).
  char clock_running = 0;
  int64_t first_board_line = 0;  // the stream line of the first board seen
  int64_t last_board_line = 0;   // the stream line of the last board seen
  // For the PGN tags: "FICS rated blitz game" from the server's words, the
  // ratings it showed (0: none), where and on which day (YYYY.MM.DD) the
  // game was seen; empty when not known.
  std::string event;
  int64_t white_elo = 0, black_elo = 0;
  std::string site, date;
  // No longer followed (ended, replaced by another game of its number, or
  // left), and counted among the finished games a tracker keeps.
  bool finished = false;
  // Dropped beyond the finished games kept, but kept as its last position
  // while its final board may still come again: listed nowhere.
  bool dropped = false;

  bool ended() const { return !result.empty(); }
  // Examined (history, a board file, scratch) or a position alone: its
  // clocks do not run, and its result is only what the server says.
  bool examined() const { return !relation::played(relation); }
  // Clocks worth a PGN comment: a timed game being played.
  bool clocks_run() const { return timed() && !examined(); }
  // Whose clock runs now: none once the game has ended.
  char running_clock() const { return ended() ? '\0' : clock_running; }
  // Half-moves played before the last position seen.
  int64_t ply() const { return plies.empty() ? start_ply : plies.back().ply; }
  bool timed() const { return initial_time > 0 || increment > 0; }
  // The last position seen, with pockets when known.
  const Position& position() const { return current; }
  std::string fen() const;
  std::string start_fen() const;
};

// How a new board of a game was checked against the one before it.
struct BoardCheck {
  enum class Verdict : uint8_t {
    Unchecked,      // the game's first board, a board sent again or taken back, rules not known
                    // for the variant, or more than one half-move missing
    Verified,       // `uci` leads from the board before to this one
    Reconstructed,  // one half-move was missing; it was rebuilt, then `uci` led here
    Resync,         // no move explains the board: `reason` says what was tried
  };
  Verdict verdict = Verdict::Unchecked;
  int64_t gap = 0;  // half-moves not seen between the two boards
  ShortText uci, san;
  std::string reason;
};

// What became of a board line: the game it belongs to, the pieces a <b1>
// line passed to it ahead of it (bughouse, or a crazyhouse capture), and
// how it was checked.
struct BoardOutcome {
  int game_id = 0;
  std::optional<PassedPiece> passed;
  BoardCheck check;
};

// What became of a <b1> line: its game, and whether it completed that
// game's last board (a plain <b1> line after its board).
struct HoldingsOutcome {
  int game_id = 0;
  bool completed_board = false;
};

// The games of a session, oldest first, each in a block of its own: a game
// is large (its start position, its rules board), sessions of a day have
// thousands, and a new one should not move all the others.
class GameList {
 public:
  template <typename GameType, typename Inner>
  class Iterator {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = Game;
    using difference_type = std::ptrdiff_t;
    using pointer = GameType*;
    using reference = GameType&;
    Iterator() = default;
    explicit Iterator(Inner at) : at_(at) {}
    reference operator*() const { return **at_; }
    pointer operator->() const { return at_->get(); }
    Iterator& operator++() {
      ++at_;
      return *this;
    }
    Iterator operator++(int) {
      Iterator before = *this;
      ++at_;
      return before;
    }
    Iterator& operator--() {
      --at_;
      return *this;
    }
    Iterator& operator+=(difference_type n) {
      at_ += n;
      return *this;
    }
    Iterator operator+(difference_type n) const { return Iterator(at_ + n); }
    difference_type operator-(const Iterator& other) const { return at_ - other.at_; }
    reference operator[](difference_type n) const { return *at_[n]; }
    bool operator==(const Iterator& other) const { return at_ == other.at_; }
    auto operator<=>(const Iterator& other) const { return at_ <=> other.at_; }

   private:
    Inner at_{};
  };
  using iterator = Iterator<Game, std::vector<std::unique_ptr<Game>>::iterator>;
  using const_iterator = Iterator<const Game, std::vector<std::unique_ptr<Game>>::const_iterator>;

  size_t size() const { return games_.size(); }
  bool empty() const { return games_.empty(); }
  Game& operator[](size_t i) { return *games_[i]; }
  const Game& operator[](size_t i) const { return *games_[i]; }
  const Game& at(size_t i) const { return *games_.at(i); }
  Game& back() { return *games_.back(); }
  const Game& back() const { return *games_.back(); }
  iterator begin() { return iterator(games_.begin()); }
  iterator end() { return iterator(games_.end()); }
  const_iterator begin() const { return const_iterator(games_.begin()); }
  const_iterator end() const { return const_iterator(games_.end()); }
  Game& emplace_back() { return *games_.emplace_back(std::make_unique<Game>()); }
  // The game with that id (ids rise in the order games are added), or null.
  Game* find(int id);
  const Game* find(int id) const;
  // Removes the game with that id; the others keep their places in memory.
  void erase(int id);

 private:
  std::vector<std::unique_ptr<Game>> games_;
};

class GameTracker {
 public:
  // Out of line: the tracker's own types are complete only there.
  GameTracker();
  ~GameTracker();
  GameTracker(GameTracker&& other) noexcept;
  GameTracker& operator=(GameTracker&& other) noexcept;
  GameTracker(const GameTracker&) = delete;
  GameTracker& operator=(const GameTracker&) = delete;

  // A board line and its position (without pockets; the tracker adds those
  // of the game's <b1> lines). `line` is the stream's line number: it
  // never goes back (partners() relies on it).
  BoardOutcome on_board(const Style12& record, const Position& position, int64_t line = 0);
  // The same, and the fields that contradict the game (see anomaly.h)
  // appended to `anomalies`.
  BoardOutcome on_board(const Style12& record, const Position& position, int64_t line,
                        std::vector<Anomaly>& anomalies);
  // A <b1> line, before or after its board.
  HoldingsOutcome on_holdings(const Holdings& holdings);
  // "{Game 7 (A vs. B) B resigns} 1-0": the game of that number and those
  // players; returns its id, or 0 when the stream tracks no such game.
  int on_game_end(int64_t game_number, std::string_view white, std::string_view black,
                  std::string_view reason, std::string_view result);
  // "{Game 7 (A vs. B) Creating rated crazyhouse match.}": the next board of
  // that number starts a new game, of that kind. "Continuing": it goes on
  // with the adjourned game of those players, when it is tracked.
  void on_game_start(const GameStart& start);
  // The session starts or stops following a game: what is seen of game N
  // after "You are now observing game N." or "Starting a game in examine
  // (scratch) mode." is a game of its own; after "Removing game N from
  // observation list." the game played under N is over for this session,
  // and an examined one goes on only if the session is made its examiner
  // on the same position (FICS's mexamine: the observer is removed, then
  // sent the same board as examiner). Other examiners joining and leaving
  // change nothing.
  void on_notice(const SessionNotice& notice);
  // "Game 7: A (1500) B (1600) rated blitz 5 0": ratings and the event for
  // the game of those players that starts next.
  void on_game_info(const GameInfo& info);
  // Where the session is ("freechess.org") and the day of the boards that
  // come next (YYYY.MM.DD): what games started from now on record.
  void set_site(std::string_view site) { site_ = site; }
  // How many finished games keep their plies (the default: all). Beyond
  // that, the oldest finished game is dropped, at the moment another game
  // finishes: whole, or, while the next board of its number may still be
  // that game's (its final board sent again), down to its last position.
  void keep_finished(size_t count);
  // Drops a game's plies: a finished game goes from the list; one going
  // on keeps only its last position, from which it is recorded on.
  // False when no such game is kept.
  bool forget_game(int id);
  void set_date(std::string_view date) { date_ = date; }

  const GameList& games() const { return games_; }
  const Game* find(int id) const;
  // The game the next board of that number goes on with, if any.
  const Game* find_active(int64_t game_number) const;
  // Whether the next board of that number is of a game with pockets, as
  // far as the session has said: the words that announced its game name
  // crazyhouse or bughouse, or the game it goes on with has had <b1> lines.
  bool expects_pockets(int64_t game_number) const;
  // Whether words of the session announced a game with pockets whose first
  // board has not come yet.
  bool pockets_announced() const;
  // The other board of each bughouse match, in the order of games(): the
  // bughouse game whose boards came while this one's did (the nearest game
  // number if several); null for a game with none.
  std::vector<const Game*> partners() const;
  // The FEN the tracker holds for a game now (with pockets when known).
  std::string current_fen(int id) const;

 private:
  // What the tracker keeps between boards, and how it keeps it, is its own
  // (session/tracker.h).
  struct Pending;
  struct Active;
  struct PendingInfo;
  struct Resuming;

  // The steps a board takes (on_board): the game it continues, if any
  // (game_continues.cpp; an ended game only when the board is its final
  // one sent again), the <b1> line held for it, the game it starts
  // (game_start.cpp), and what it says of a game going on.
  Game* continued_game(const Style12& record, const Position& position);
  std::optional<Pending> take_held(int64_t game_number);
  Game& start_game(const Style12& record, const Position& position, int64_t line,
                   const Pending* held, std::vector<Anomaly>& anomalies);
  static void take_board(Game& game, const Style12& record, const Position& position, int64_t line,
                         const Pending* held);

  Game* active(int64_t game_number);
  Active* active_entry(int64_t game_number);
  // The session no longer follows game N: its game stays, unended, and
  // the next board of N starts another.
  void forget(int64_t game_number);
  // Whether the next board of N was announced as the first of a game (and
  // take_fresh: forget that it was, for the board that is).
  bool is_fresh(int64_t game_number) const;
  bool take_fresh(int64_t game_number);
  // The variant the server named for the next game of that number.
  void announce_variant(int64_t game_number, Variant variant);
  // The adjourned game this board of N resumes, when "Continuing" said so
  // (asked of every board, and almost never so: the rare part is resume()).
  Game* take_resumed(const Style12& record);
  Game* resume(const Style12& record);
  // The game of that number from now on (an entry kept in order of number).
  void follow(int64_t game_number, Game& game);
  // A game is no longer followed: counted among the finished, the oldest
  // of which are dropped beyond the number kept.
  void finish(Game& game);
  void unfollowed(Game& game);
  void trim_finished();
  void drop(Game& game);
  bool followed(const Game& game) const;
  // moretime: seconds added to the clock of this session's player
  // (own_clock) or of its opponent, in the game it plays.
  void add_time(int64_t seconds, bool own_clock);

  GameList games_;
  std::vector<Active> active_;  // game number -> its newest game, by number
  // Finished games, oldest first, while fewer than all are kept.
  std::vector<int> finished_;
  size_t keep_finished_ = SIZE_MAX;
  // What came for a game number before its board: a <b1> line with a
  // passed piece (it belongs to the next board), a "Creating" variant.
  std::vector<Pending> pending_holdings_;
  std::vector<std::pair<int64_t, Variant>> pending_variant_;
  // Announced games waiting for their first board.
  std::vector<PendingInfo> pending_info_;
  // Game numbers whose next board starts a game ("Creating", "You are now
  // observing"), and whether the next examined board does ("Starting a
  // game in examine (scratch) mode.", which names no number).
  std::vector<int64_t> fresh_;
  bool fresh_examine_ = false;
  // "Continuing": adjourned games resumed.
  std::vector<Resuming> resuming_;
  std::string site_, date_;
  int next_id_ = 1;
};

}  // namespace style12
