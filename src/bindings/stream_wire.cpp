#include "stream_wire.h"

#include <cstring>

#include "text/text.h"

namespace style12::wire {

namespace {

int32_t address(const void* p) { return static_cast<int32_t>(reinterpret_cast<uintptr_t>(p)); }

// Whether every byte is below 0x80, eight at a time.
bool ascii(std::string_view s) {
  constexpr uint64_t kHigh = 0x8080808080808080ULL;
  size_t i = 0;
  uint64_t any = 0;
  for (; i + 8 <= s.size(); i += 8) {
    uint64_t w = 0;
    std::memcpy(&w, s.data() + i, 8);
    any |= w;
  }
  if ((any & kHigh) != 0) return false;
  for (; i < s.size(); ++i) {
    if (static_cast<unsigned char>(s[i]) >= 0x80) return false;
  }
  return true;
}

}  // namespace

StreamOptions stream_options(int32_t options) {
  StreamOptions out;
  out.time_unit = time_unit_of(options);
  if (options & Options::kLegalEnPassant) out.fen.en_passant = EnPassantMode::Legal;
  if (options & Options::kShredder) out.fen.castling = CastlingNotation::Shredder;
  return out;
}

StreamWire::StreamWire(const StreamOptions& options) : stream_(options) {}

void StreamWire::set_tag(int which, size_t length) {
  const std::string_view text(input_.data(), length < input_.size() ? length : input_.size());
  if (which == static_cast<int>(PgnTagCode::kSite)) {
    stream_.set_site(text);
  } else {
    stream_.set_date(text);
  }
}

char* StreamWire::input(size_t size) {
  if (input_.size() < size) input_.resize(size);
  return input_.data();
}

// Events taken from the stream at a time: a whole session pushed at once
// then goes through memory that stays in the caches.
constexpr size_t kBatch = 256;

const PushReplyBlock& StreamWire::push(size_t length) {
  const size_t n = length < input_.size() ? length : input_.size();
  start();
  stream_.push(std::string_view(input_.data(), n), *this, kBatch);
  return finish();
}

const PushReplyBlock& StreamWire::flush() {
  start();
  stream_.flush(*this, kBatch);
  return finish();
}

const PushReplyBlock& StreamWire::end() {
  start();
  stream_.end(*this, kBatch);
  return finish();
}

template <class Block>
Block& StreamWire::add() {
  static_assert(sizeof(Block) % 8 == 0);
  const size_t at = blocks_.size();
  blocks_.resize(at + sizeof(Block) / 8);
  return *reinterpret_cast<Block*>(blocks_.data() + at);
}

void StreamWire::start() {
  blocks_.clear();
  text_.clear();
  events_ = 0;
}

void StreamWire::take(StreamEvents events) {
  const std::string_view lines = stream_.text();
  // The batch's FENs and pockets lie in one buffer of the stream: copied
  // whole, their spans are where they lie in it; error texts come after.
  const std::string_view fens = stream_.fen_text();
  const size_t fens_at = lines.size() + text_.size();
  text_.append(fens);
  Texts texts(lines, text_);
  const auto fen_span = [&](std::string_view view) {
    return Span{static_cast<int32_t>(fens_at + static_cast<size_t>(view.data() - fens.data())),
                static_cast<int32_t>(view.size())};
  };
  events_ += static_cast<int32_t>(events.size());
  for (const StreamEvent& e : events) {
    // A board's anomalies follow its block (added once the board's own is
    // filled: adding a block may move the others).
    const auto anomalies = [&] {
      for (const Anomaly& a : e.anomalies) {
        auto& block = add<AnomalyBlock>();
        block.kind = static_cast<int32_t>(Kind::Anomaly);
        block.game_id = e.game_id;
        block.line = static_cast<double>(e.line);
        block.field = a.field;
        block.code = texts.copy(anomaly_code_name(a.code));
        const size_t start = texts.out().size();
        append_anomaly_message(a, texts.out());
        block.message = texts.since(start);
      }
    };
    const auto line = static_cast<double>(e.line);
    switch (e.type) {
      case EventType::Style12: {
        auto& b = add<BoardBlock>();
        fill_board(b, e.record, texts);
        b.line = line;
        b.game_id = e.game_id;
        b.text = texts.in(e.text);
        b.line_fen = fen_span(e.line_fen);
        b.fen = fen_span(e.fen);
        b.passed = pack_passed(e.passed);
        if (e.checked) {
          b.flags |= BoardFlags::kChecked;
          b.check_gap = static_cast<int32_t>(e.gap);
          if (e.verdict == BoardCheck::Verdict::Reconstructed)
            b.flags |= BoardFlags::kReconstructed;
        }
        if (!e.move_uci.empty()) {
          b.checked_uci = fen_span(e.move_uci);
          b.checked_san = fen_span(e.move_san);
        }
        if (e.has_pockets) {
          b.flags |= BoardFlags::kHasPockets;
          b.pocket_white = fen_span(e.pocket_white);
          b.pocket_black = fen_span(e.pocket_black);
        }
        anomalies();
        break;
      }
      case EventType::Holdings: {
        auto& b = add<HoldingsBlock>();
        fill_holdings(b, e.holdings, texts);
        b.line = line;
        b.game_id = e.game_id;
        b.text = texts.in(e.text);
        if (e.board_line != 0) {
          b.flags |= HoldingsFlags::kCompletesBoard;
          b.board_line = static_cast<double>(e.board_line);
          b.fen = fen_span(e.fen);
          b.pocket_white = fen_span(e.pocket_white);
          b.pocket_black = fen_span(e.pocket_black);
        }
        break;
      }
      case EventType::GameEnd: {
        auto& b = add<GameEndBlock>();
        b.kind = static_cast<int32_t>(Kind::GameEnd);
        b.game_id = e.game_id;
        b.line = line;
        b.game_number = static_cast<double>(e.game_number);
        b.text = texts.in(e.text);
        b.white = texts.in(e.white);
        b.black = texts.in(e.black);
        b.reason = texts.in(e.reason);
        b.result = texts.in(e.result);
        break;
      }
      case EventType::Resync: {
        auto& b = add<ResyncBlock>();
        b.kind = static_cast<int32_t>(Kind::Resync);
        b.game_id = e.game_id;
        b.line = line;
        b.game_number = static_cast<double>(e.game_number);
        b.text = texts.in(e.text);
        b.reason = fen_span(e.reason);
        break;
      }
      case EventType::Text: {
        auto& b = add<TextBlock>();
        b.kind = static_cast<int32_t>(Kind::Text);
        b.game_id = e.game_id;
        b.line = line;
        b.text = texts.in(e.text);
        break;
      }
      case EventType::Error: {
        auto& b = add<ErrorBlock>();
        fill_error(b, e.error, texts);
        b.game_id = e.game_id;
        b.line = line;
        b.text = texts.in(e.text);
        break;
      }
    }
  }
}

const PushReplyBlock& StreamWire::finish() {
  const std::string_view lines = stream_.text();
  reply_.status = 0;
  reply_.events = events_;
  reply_.blocks_address = address(blocks_.data());
  reply_.blocks_length = static_cast<int32_t>(blocks_.size() * 8);
  reply_.lines_address = address(lines.data());
  reply_.lines_length = static_cast<int32_t>(lines.size());
  reply_.lines_ascii = ascii(lines) ? 1 : 0;
  reply_.text_address = address(text_.data());
  reply_.text_length = static_cast<int32_t>(text_.size());
  return reply_;
}

const ListReplyBlock& StreamWire::games() {
  game_blocks_.clear();
  games_text_.clear();
  Texts texts({}, games_text_);
  const std::vector<const Game*> partners = stream_.games().partners();
  size_t at = 0;
  for (const Game& g : stream_.games().games()) {
    const Game* partner = partners[at++];
    if (g.dropped) continue;
    GameBlock& b = game_blocks_.emplace_back();
    b.id = static_cast<double>(g.id);
    b.game_number = static_cast<double>(g.game_number);
    b.plies = static_cast<double>(g.plies.size());
    b.partner_id = partner != nullptr ? static_cast<double>(partner->id) : -1;
    b.white = texts.copy(g.white);
    b.black = texts.copy(g.black);
    b.variant = texts.copy(variant_name(g.variant));
    b.result = g.result.empty() ? Texts::null() : texts.copy(g.result);
    const size_t fen_at = games_text_.size();
    write_fen(g.position(), games_text_, fen_options_for(g.variant, stream_.options().fen));
    b.fen = texts.since(fen_at);
    const char running = g.running_clock();
    b.clock_running = running != 0 ? texts.copy(std::string_view(&running, 1)) : Texts::null();
  }
  games_reply_.count = static_cast<int32_t>(game_blocks_.size());
  games_reply_.blocks_address = address(game_blocks_.data());
  games_reply_.text_address = address(games_text_.data());
  games_reply_.text_length = static_cast<int32_t>(games_text_.size());
  return games_reply_;
}

std::string StreamWire::bpgn(int id) const {
  const GameTracker& games = stream_.games();
  const Game* game = nullptr;
  const Game* partner = nullptr;
  const std::vector<const Game*> partners = games.partners();
  size_t at = 0;
  for (const Game& g : games.games()) {
    if (g.id == id) {
      game = &g;
      partner = partners[at];
      break;
    }
    ++at;
  }
  if (game == nullptr || partner == nullptr) return {};
  // Board A is the one whose first board came first.
  return game->first_board_line <= partner->first_board_line ? write_bpgn(*game, *partner)
                                                             : write_bpgn(*partner, *game);
}

std::string StreamWire::pgn(int id) const {
  std::string out;
  for (const Game& g : stream_.games().games()) {
    if ((id != 0 && g.id != id) || g.dropped) continue;
    if (!out.empty()) out += '\n';
    out += write_pgn(g);
  }
  return out;
}

}  // namespace style12::wire
