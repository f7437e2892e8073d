// A game's record of plies: how a board is numbered and checked against the
// last, taken back to, rebuilt between, kept, and packed.
#include "session/plies.h"

#include <bit>
#include <cstring>

#include "session/anomaly_rules.h"
#include "style12/fen.h"
#include "text/hints.h"

namespace style12 {

namespace {

// The game's plies before the `keep`th. (Not resize(): it never grows
// them here, and resize() would bring the vector's growing code along.)
void truncate_plies(Game& game, size_t keep) {
  game.plies.erase(game.plies.begin() + static_cast<std::ptrdiff_t>(keep), game.plies.end());
}

// A half-move that resets the halfmove clock by what the line says of it
// (a pawn moved, or something was taken), for boards no move was checked
// into.
bool irreversible(const Style12& r) {
  return (r.last_move_info && r.last_move_info->piece == 'P') ||
         r.last_move_san.find('x') != std::string_view::npos;
}

// The position the game's last ply or its start holds, as the last one.
void restore_current(Game& game) {
  if (game.plies.empty()) {
    game.current = game.start;
  } else {
    game.plies.back().packed.unpack(game.current);
  }
}

// The men a pocket holds in the packed form, in its order.
constexpr std::array<char, 6> kPocketMen = {'P', 'N', 'B', 'R', 'Q', 'K'};

// Whether `n` bytes from `p` are all zero, a word at a time.
bool all_zero(const char* p, size_t n) {
  uint64_t any = 0;
  for (size_t i = 0; i < n; i += 8) {
    uint64_t w = 0;
    std::memcpy(&w, p + i, 8);
    any |= w;
  }
  return any == 0;
}

}  // namespace

bool PackedPosition::pack_small(const Position& p) {
  if (p.width > 8 || p.height > 8) return false;
  // Nothing stands outside the corner of 8x8 that is kept (a position
  // made by hand may have something there; it is kept whole).
  static_assert(kMaxBoardSize == 16);
  const char* board = p.board.data();
  for (size_t r = 0; r < 8; ++r) {
    if (!all_zero(board + r * 16 + 8, 8)) return false;
    std::memcpy(&board_[r * 8], board + r * 16, 8);
  }
  if (!all_zero(board + 8 * 16, 8 * 16)) return false;
  promoted_ = 0;
  if (p.promoted.any()) {
    for (size_t r = 0; r < 8; ++r) {
      for (size_t f = 0; f < 8; ++f) {
        if (p.promoted[r * 16 + f]) promoted_ |= uint64_t{1} << (r * 8 + f);
      }
    }
    if (static_cast<size_t>(std::popcount(promoted_)) != p.promoted.count()) return false;
  }
  for (size_t c = 0; c < 2; ++c) {
    // Most games have empty pockets: nothing to sort out.
    unsigned any = 0;
    for (const uint16_t n : p.pockets[c].count) any |= n;
    if (any == 0) {
      pockets_[c] = {};
      continue;
    }
    Pocket rest = p.pockets[c];
    for (size_t k = 0; k < kPocketMen.size(); ++k) {
      const uint16_t n = rest[kPocketMen[k]];
      if (n > 255) return false;
      pockets_[c][k] = static_cast<uint8_t>(n);
      rest[kPocketMen[k]] = 0;
    }
    unsigned others = 0;
    for (const uint16_t n : rest.count) others |= n;
    if (others != 0) return false;
  }
  width_ = p.width;
  height_ = p.height;
  turn_ = p.turn;
  castling_ = p.castling;
  en_passant_ = p.en_passant;
  halfmove_clock_ = p.halfmove_clock;
  fullmove_number_ = p.fullmove_number;
  has_pockets_ = p.has_pockets;
  return true;
}

void PackedPosition::pack(const Position& position) {
  if (pack_small(position)) {
    whole_.reset();
  } else {
    whole_ = std::make_shared<const Position>(position);
  }
}

void PackedPosition::unpack(Position& out) const {
  if (whole_) {
    out = *whole_;
    return;
  }
  out = Position{};
  out.width = width_;
  out.height = height_;
  for (size_t r = 0; r < 8; ++r) std::memcpy(&out.board[r * 16], &board_[r * 8], 8);
  for (uint64_t bits = promoted_; bits != 0; bits &= bits - 1) {
    const auto i = static_cast<size_t>(std::countr_zero(bits));
    out.promoted.set((i / 8) * 16 + i % 8);
  }
  out.turn = turn_;
  out.castling = castling_;
  out.en_passant = en_passant_;
  out.halfmove_clock = halfmove_clock_;
  out.fullmove_number = fullmove_number_;
  out.has_pockets = has_pockets_;
  for (size_t c = 0; c < 2; ++c) {
    for (size_t k = 0; k < kPocketMen.size(); ++k) out.pockets[c][kPocketMen[k]] = pockets_[c][k];
  }
}

std::string Ply::fen() const { return to_fen(position()); }

namespace detail {

void keep_current(Game& game) {
  if (game.plies.empty()) {
    game.start = game.current;
  } else {
    game.plies.back().set_position(game.current);
  }
}

STYLE12_OUTLINE void BoardAgainstLast::make(int64_t missing) {
  if (game.has_holdings) {
    Position before = game.position();
    give_pockets(before, game.holdings);
    check_board(game.variant, before, position, record, missing, nullptr, check);
  } else {
    const Chessboard* rules_board = known ? &game.rules_board : nullptr;
    check_board(game.variant, game.position(), position, record, missing, rules_board, check);
  }
  checked = true;
}

STYLE12_OUTLINE std::optional<int64_t> number_ply(Game& game, BoardAgainstLast& last,
                                                  std::vector<Anomaly>& anomalies) {
  const Style12& r = last.record;
  const bool black_to_move = r.side_to_move == Color::Black;
  if (r.truncated && r.fields_present < kMoveNumberField) {
    if (same_board(game.position(), last.position)) return std::nullopt;
    int64_t ply = game.ply() + 1;
    if ((ply % 2 == 1) != black_to_move) ++ply;
    return ply;
  }
  int64_t& offset = game.ply_offset[black_to_move ? 1 : 0];
  const int64_t ply = ply_of(r) + offset;
  // The server's move number can be wrong (FICS counts a board file with
  // Black to move from move 1): the boards after it are counted the same
  // way (told once, here).
  if (ply == game.ply() + 1 || same_board(game.position(), last.position)) return ply;
  last.make(0);
  if (last.check.verdict != BoardCheck::Verdict::Verified) {
    last.undo();
    return ply;
  }
  judge_move_number(r, ply, game.ply() + 1, anomalies);
  offset += game.ply() + 1 - ply;
  return game.ply() + 1;
}

STYLE12_RARE bool revisit(Game& game, int64_t ply, const Position& position, const Style12& r) {
  if (ply < game.start_ply) {
    // Back before the first position seen: start the record from here.
    game.plies.clear();
    game.start_ply = ply;
    game.start = position;
    if (game.has_holdings) give_pockets(game.start, game.holdings);
    game.current = game.start;
    return true;
  }
  // The position recorded for this ply, if any.
  const Position* there = nullptr;
  Position unpacked;
  size_t keep = 0;
  if (ply == game.start_ply) {
    there = &game.start;
  } else {
    for (size_t k = 0; k < game.plies.size(); ++k) {
      if (game.plies[k].ply == ply) {
        game.plies[k].packed.unpack(unpacked);
        there = &unpacked;
        keep = k + 1;
        break;
      }
    }
  }
  if (there != nullptr && same_board(*there, position)) {
    // Its pockets are the newest known, and so are its clocks: a takeback
    // gives back the time the moves taken back took.
    truncate_plies(game, keep);
    if (keep > 0 && r.fields_present >= kBlackTimeField) {
      game.plies.back().white_ms = r.white_time_ms;
      game.plies.back().black_ms = r.black_time_ms;
    }
    game.current = *there;
    if (game.has_holdings) {
      give_pockets(game.current, game.holdings);
      keep_current(game);
    }
    return true;
  }
  // Another move into this ply: drop the one seen and what followed it.
  size_t first_dropped = 0;
  while (first_dropped < game.plies.size() && game.plies[first_dropped].ply < ply) ++first_dropped;
  truncate_plies(game, first_dropped);
  restore_current(game);
  if (ply == game.start_ply) {
    // The first position itself changed (an examiner setting up).
    game.start = position;
    if (game.has_holdings) give_pockets(game.start, game.holdings);
    game.current = game.start;
    return true;
  }
  return false;
}

STYLE12_RARE void add_rebuilt_ply(Game& game, const MoveCheck& check, const Style12& r, int64_t ply,
                                  int64_t line) {
  Position between = check.between.position();
  // Pockets made up for the search (none known yet) are not kept.
  if (!game.has_holdings) {
    between.has_pockets = false;
    between.pockets = {};
  }
  between.halfmove_clock = check.between.halfmove_clock();
  if (game.has_holdings && !between.has_pockets) give_pockets(between, game.holdings);
  Ply& rebuilt = game.plies.emplace_back(between);
  rebuilt.ply = ply - 1;
  rebuilt.line = line;  // never seen; written just before the move after it
  rebuilt.uci = check.missing_uci;
  rebuilt.checked_san = check.missing_san;
  rebuilt.reconstructed = true;
  // Its mover's clock stood still from that move to this board: this
  // board shows it. The other clock is this board's too, less the time
  // this move took, which is not known: both are this board's.
  rebuilt.white_ms = r.white_time_ms;
  rebuilt.black_ms = r.black_time_ms;
  rebuilt.clocks_known = true;
}

void count_halfmoves(Position& reached, const Style12& r, const MoveCheck& check, bool followed) {
  if (followed) {
    reached.halfmove_clock = check.next.halfmove_clock();
  } else if (irreversible(r)) {
    reached.halfmove_clock = 0;
  }
}

void record_ply(Game& game, const Style12& r, int64_t ply, int64_t line, int64_t missing,
                MoveCheck& check, BoardCheck& told) {
  Ply& move = game.plies.emplace_back();
  move.ply = ply;
  move.line = line;
  move.missing_before =
      check.verdict == BoardCheck::Verdict::Reconstructed ? 0 : static_cast<int>(missing);
  move.uci = check.uci;
  move.checked_san = check.san;
  told.uci = check.uci;
  told.san = check.san;
  if (check.verdict == BoardCheck::Verdict::Resync) {
    move.resync = true;
    move.resync_reason = check.reason;
    told.reason = std::move(check.reason);
  }
  if (!r.last_move_san.empty() && !r.last_move.empty()) {
    move.san = r.last_move_san;
    move.verbose = r.last_move;
  }
  move.time_taken = r.last_move_time;
  move.time_taken_ms = r.last_move_time_ms ? *r.last_move_time_ms : -1;
  move.white_ms = r.white_time_ms;
  move.black_ms = r.black_time_ms;
  move.clocks_known = true;
  if (game.has_holdings) give_pockets(game.current, game.holdings);
  move.set_position(game.current);
}

}  // namespace detail

}  // namespace style12
