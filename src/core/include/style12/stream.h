// A server session, as bytes cut anywhere, into events in order: boards,
// holdings, game ends, other text and errors; and whole games from them.
// Which <b1> line belongs to which board is decided here, and only here.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "style12/fen.h"
#include "style12/framer.h"
#include "style12/game.h"
#include "style12/holdings.h"
#include "style12/record.h"
#include "style12/style12_parser.h"

namespace style12 {

enum class EventType : uint8_t { Style12, Holdings, GameEnd, Text, Error, Resync };

// One event. Its views are valid until the stream's next call.
struct StreamEvent {
  EventType type = EventType::Text;
  int64_t line = 0;       // 1-based line number in the stream
  std::string_view text;  // the line (Text: without its prompts)
  int game_id = 0;        // the tracked game the event belongs to, 0 if none

  // Style12: the record (views into `text`); `line_fen` is the line's own
  // position (no pockets, en passant always, X-FEN castling), `fen` the
  // position as the game knows it: with the pockets of its <b1> lines, in
  // the stream's FEN options. `passed` is the piece a <b1> line passed to
  // this board ahead of it.
  Style12 record;
  std::string_view line_fen;
  std::optional<PassedPiece> passed;
  // Style12 of a tracked game after its first board: how the board was
  // checked against the one before it (see BoardCheck), and the move that
  // led to it as the core verified it (empty when none did).
  bool checked = false;
  BoardCheck::Verdict verdict = BoardCheck::Verdict::Unchecked;
  int64_t gap = 0;
  std::string_view move_uci, move_san;
  // Style12: the fields that contradict the line's own board or its game.
  std::vector<Anomaly> anomalies;

  // Holdings: the record (views into `text`). When the line completed its
  // game's last board (a plain <b1> line after its board), `fen` is that
  // board with these pockets and `board_line` its line; else both empty.
  Holdings holdings;
  int64_t board_line = 0;

  // Style12 and completing Holdings: the position as FEN, and its pockets
  // as upper-case letters ("PNB"), PNBRQK first.
  std::string_view fen;
  bool has_pockets = false;
  std::string_view pocket_white, pocket_black;

  // GameEnd: "{Game 7 (A vs. B) B resigns} 1-0". Resync (after the
  // Style12 event of the board that did not follow): the game's number and
  // why (`reason`).
  int64_t game_number = 0;
  std::string_view white, black, reason, result;

  ParseError error;  // Error
};

struct StreamOptions {
  TimeUnit time_unit = TimeUnit::Auto;
  size_t max_line = LineFramer::kDefaultMaxLine;
  // How the events' `fen` is written (`line_fen` keeps the defaults).
  FenOptions fen;
  // For the games' PGN tags: where the session is, and its day
  // (YYYY.MM.DD; set_date() changes it as the session goes on).
  std::string site;
  std::string date;
};

// The events of one call, in order; valid until the stream's next call.
using StreamEvents = std::span<const StreamEvent>;

// Takes the events of a call batch by batch (see Stream::push below): each
// batch is valid only while take() runs.
class StreamEventSink {
 public:
  virtual void take(StreamEvents events) = 0;

 protected:
  // Protected, so a sink is never copied, moved or deleted as a bare
  // StreamEventSink (sliced).
  StreamEventSink() = default;
  StreamEventSink(const StreamEventSink&) = default;
  StreamEventSink& operator=(const StreamEventSink&) = default;
  StreamEventSink(StreamEventSink&&) = default;
  StreamEventSink& operator=(StreamEventSink&&) = default;
  ~StreamEventSink() = default;
};

class Stream {
 public:
  explicit Stream(const StreamOptions& options = {});

  // The events the bytes completed, in order.
  StreamEvents push(std::string_view bytes);
  // The end of the stream: the events of what was held back.
  StreamEvents end();
  // The events of a complete line held back while the stream waited to see
  // whether a continuation follows; the stream goes on after it.
  StreamEvents flush();
  // The same events handed to `sink` in batches of at most `batch`, in
  // order: a large input (a whole session at once) keeps a few events in
  // memory at a time instead of one per line of it.
  void push(std::string_view bytes, StreamEventSink& sink, size_t batch);
  void end(StreamEventSink& sink, size_t batch);
  void flush(StreamEventSink& sink, size_t batch);

  const GameTracker& games() const { return tracker_; }
  // How many finished games keep their plies, and dropping one game's
  // (GameTracker::keep_finished, forget_game).
  void keep_finished(size_t count) { tracker_.keep_finished(count); }
  bool forget_game(int id) { return tracker_.forget_game(id); }
  // The day games that start from now on are played (YYYY.MM.DD).
  void set_date(std::string_view date) { tracker_.set_date(date); }
  void set_site(std::string_view site) { tracker_.set_site(site); }
  const StreamOptions& options() const { return options_; }
  // The lines of the last push or end(), which the events' views point into.
  std::string_view text() const { return framer_.text(); }
  // The FEN and pocket texts of the last push or end() (or of the batch a
  // sink is taking), which the events' `fen`, `line_fen` and pocket views
  // point into, one after another.
  std::string_view fen_text() const { return fens_; }

 private:
  // Where an event's FEN texts lie in fens_ until the push is over (the
  // buffer may move while it grows).
  struct Span {
    size_t at = 0, size = 0;
  };
  struct FenSpans {
    Span fen, line_fen, white, black, move_uci, move_san, reason;
  };

  StreamEvents process(bool can_wait);
  void process(StreamEventSink& sink, size_t batch, bool can_wait);
  // Whether a line is a board of a game with pockets, whose <b1> line the
  // server sends right after it; for a board of that game number, as far
  // as the session has told (the same before the board is read as when it
  // is, so the events do not depend on where the bytes were cut).
  bool waits_for_holdings(const FramedLine& framed);
  bool awaits_holdings(int64_t game_number) const;
  // A batch starts empty; once its lines are read, its FEN text has
  // stopped growing and its events' views into it can be set.
  void start_batch();
  StreamEvents finish_batch();
  // The next event, in a slot kept from earlier calls (events are large,
  // and building them anew each time would cost more than reading a line).
  StreamEvent& next_event();
  void on_line(const FramedLine& framed);
  void stray_block_start(const FramedLine& framed, std::string_view line);
  void on_board(StreamEvent& event, FenSpans& spans, std::string_view line);
  int game_of_bad_board(std::string_view line, const ParseOptions& options) const;
  int game_of_bad_holdings(std::string_view line) const;
  int active_game(int64_t game_number) const;
  void on_holdings(StreamEvent& event, FenSpans& spans, std::string_view line, size_t board_before);
  Span write_fen_text(const Position& position, const FenOptions& options);
  Span append_text(std::string_view text);
  void write_pockets(const Position& position, FenSpans& spans);
  TimeUnit unit_of_game(int64_t game_number) const;
  void remember_unit(int64_t game_number, TimeUnit unit);

  StreamOptions options_;
  LineFramer framer_;
  GameTracker tracker_;
  std::vector<StreamEvent> events_;  // the first count_ are this call's
  size_t count_ = 0;
  std::vector<FenSpans> spans_;  // one per event
  std::string fens_;
  std::string resync_;  // why the last board did not follow, until its event is made
  // A board of a game with pockets whose event waits for the next line: a
  // plain <b1> line of its game right after it gives it its pockets (the
  // server sends them together). The event's index in this batch.
  static constexpr size_t kNoBoard = static_cast<size_t>(-1);
  size_t held_board_ = kNoBoard;
  bool board_awaits_ = false;  // the board just read awaits its <b1> line
  bool pockets_seen_ = false;  // a <b1> line came: some board may wait for one
  Style12 scratch_record_;     // for looking at a board before its turn
  ParseError scratch_error_;
  // A line's clock unit, when it is "auto", follows the game's last board
  // that said (a cut-short line has lost its move time). In order of number.
  std::vector<std::pair<int64_t, TimeUnit>> units_;
};

// "{Game 7 (A vs. B) B resigns} 1-0" (prompts before it allowed); false
// for any other line, including game starts, which have no result.
bool parse_game_end(std::string_view line, StreamEvent& out);

// "Game 107: Capablanca1921 (2215) Alekhine1927 (2190) rated blitz 5 0"
// (observing) or "Creating: ahanft (1436) EnnMal (1502) rated standard 7 3"
// (playing; no game number, 0): the players, their ratings (0 when the
// server shows none) and the kind of game.
bool parse_game_info(std::string_view line, GameInfo& out);

// "{Game 7 (A vs. B) Creating rated crazyhouse match.}" (or "Continuing",
// an adjourned game resumed): the game number, the players and the words
// after the names.
bool parse_game_start(std::string_view text, GameStart& out);

// The sentences by which a server says which games the session follows:
// "You are now observing game 7.", "Removing game 7 from observation
// list.", "Starting a game in examine (scratch) mode." and "You are no
// longer examining game 7." (prompts and line ends removed).
bool parse_session_notice(std::string_view text, SessionNotice& out);

}  // namespace style12
