// The rules' calls of the JavaScript API (style12's and style12/full's modules):
// a FEN and a variant in, move blocks or text out.
#include "style12/fen.h"
#include "style12/rules.h"
#include "style12/square.h"
#include "text/text.h"
#include "wire.h"

namespace style12::wire {

namespace {

// A square of the rules' 8x8 board (0 = a1 ... 63 = h8) by its
// square_code(), as every block carries squares.
int32_t code_of(int square) { return square_code(square & 7, square >> 3); }

}  // namespace

int32_t Wire::rules(size_t length, size_t variant_at, size_t arg_at, int32_t op, int32_t depth) {
  start(length);
  const std::string_view all = input_text(length_);
  if (variant_at > all.size()) variant_at = all.size();
  if (arg_at < variant_at || arg_at > all.size()) arg_at = all.size();
  const std::string_view variant_name = all.substr(variant_at, arg_at - variant_at);
  const std::string_view arg = all.substr(arg_at);
  Variant variant = Variant::Chess;
  if (!parse_variant(variant_name, variant)) return fail_variant(variant_name);
  const auto position = parse_fen(all.substr(0, variant_at));
  if (!position) return fail(position.error());
  const auto board = Chessboard::from(*position, variant);
  if (!board) return fail(board.error());
  const CastlingUci castling = castling_uci_of(variant);

  switch (static_cast<RulesOpCode>(op)) {
    case RulesOpCode::kMoves: {
      MoveList moves;
      board->legal_moves(moves);
      move_blocks_.clear();
      Texts texts({}, output_);  // SANs: spans into the output alone
      const SanWriter san(*board, moves);
      for (const Move& m : moves) {
        MoveBlock& b = move_blocks_.emplace_back();
        b.from = code_of(m.from);
        b.to = code_of(uci_target(m, castling));
        b.promotion = m.promotion ? m.promotion + 32 : 0;
        b.drop = static_cast<unsigned char>(m.drop);
        const size_t at = output_.size();
        san.append(m, output_);
        b.san = texts.since(at);
      }
      reply_.count = static_cast<int32_t>(move_blocks_.size());
      reply_.blocks_address =
          static_cast<int32_t>(reinterpret_cast<uintptr_t>(move_blocks_.data()));
      break;
    }
    case RulesOpCode::kDests: {
      MoveList moves;
      board->legal_moves(moves);
      // Promotions repeat a square: a bitboard of targets per origin keeps
      // each once.
      uint64_t targets[64] = {};
      for (const Move& m : moves) {
        if (m.drop) continue;
        targets[m.from] |= uint64_t{1} << m.to;
        if (m.castling && castling == CastlingUci::KingMove) {
          targets[m.from] |= uint64_t{1} << castling_king_square(m);
        }
      }
      move_blocks_.clear();
      for (int from = 0; from < 64; ++from) {
        for (uint64_t t = targets[from]; t; t &= t - 1) {
          MoveBlock& b = move_blocks_.emplace_back();
          b.from = code_of(from);
          b.to = code_of(__builtin_ctzll(t));
          b.san = Texts::null();
        }
      }
      reply_.count = static_cast<int32_t>(move_blocks_.size());
      reply_.blocks_address =
          static_cast<int32_t>(reinterpret_cast<uintptr_t>(move_blocks_.data()));
      break;
    }
    case RulesOpCode::kPerft:
      text::append_int(output_, static_cast<int64_t>(perft(*board, depth)));
      break;
    case RulesOpCode::kSan: {
      const auto m = parse_uci(*board, arg);
      if (!m) return fail(m.error());
      append_san(*board, *m, output_);
      break;
    }
    case RulesOpCode::kParseSan: {
      const auto m = parse_san(*board, arg);
      if (!m) return fail(m.error());
      append_uci(*board, *m, castling, output_);
      break;
    }
    case RulesOpCode::kInCheck:
      output_ += board->in_check() ? '1' : '0';
      break;
    case RulesOpCode::kPlay: {
      // UCI ("e2e4", "e7e8q", "P@f3") or else SAN ("Nf3", "O-O", "exd6"); a
      // move that is neither legal one is ILLEGAL_MOVE, as the form it has
      // says why.
      auto m = parse_uci(*board, arg);
      if (!m) {
        const auto san = parse_san(*board, arg);
        if (!san) {
          const bool uci_shaped =
              arg.size() >= 4 && arg.size() <= 5 && (arg[1] == '@' || text::is_digit(arg[1]));
          ParseError e = uci_shaped ? m.error() : san.error();
          e.code = ErrorCode::IllegalMove;
          return fail(e);
        }
        m = san;
      }
      Chessboard after = *board;
      after.play(*m);
      FenOptions options;
      options.castling_rule = castling_rule_of(variant);
      write_fen(after.position(), output_, options);
      break;
    }
    default:
      break;
  }
  return succeed();
}

}  // namespace style12::wire
