// FEN in both directions. Reading is strict and reports a code and column;
// writing states only the castling rights the placement allows.
#pragma once

#include <string>
#include <string_view>

#include "style12/position.h"
#include "style12/record.h"
#include "style12/result.h"
#include "style12/variant.h"

namespace style12 {

enum class EnPassantMode : uint8_t {
  Always,  // the square behind any double push, as the FEN standard says
  Legal,   // only when an en passant capture is legal (pins checked)
};

enum class CastlingNotation : uint8_t {
  XFen,      // KQkq, a file letter only where K/Q would name the wrong rook
  Shredder,  // always the rook's file letter (HAha)
  // Every claimed right as its rook's file letter, possible or not: hands a
  // Position on unchanged (validation still sees the bad claims).
  Claimed,
};

// Which castling rights a FEN can state (see detail::castling_rights).
enum class CastlingRule : uint8_t {
  Auto,      // standard when the king stands on its opening square, else as Free
  Standard,  // king and rook on their opening squares (chess, crazyhouse, bughouse)
  Free,      // the rooks the rights name, anywhere beside the king (Chess960, wild)
};

struct FenOptions {
  EnPassantMode en_passant = EnPassantMode::Always;
  CastlingNotation castling = CastlingNotation::XFen;
  CastlingRule castling_rule = CastlingRule::Auto;
};

// The rule of a variant's castling (its table's standard_castling).
CastlingRule castling_rule_of(Variant variant);
// `options` with the castling rule of `variant`: how a game of that
// variant writes its positions.
FenOptions fen_options_for(Variant variant, FenOptions options = {});

// Placement (pockets as "[..]" after it, or as a ninth "/.." rank), side to
// move, castling (KQkq, X-FEN or Shredder letters), en passant square,
// halfmove clock, fullmove number; the counters may be left out.
Result<Position> parse_fen(std::string_view fen);

// Appends the FEN to `out`, pockets in "[..]" form when the position has
// them. With a reused `out` this does not allocate.
void write_fen(const Position& position, std::string& out, const FenOptions& options = {});

std::string to_fen(const Position& position, const FenOptions& options = {});

// The FEN of a record's own position (no pockets, en passant always,
// X-FEN castling, the rooks the flags name: CastlingRule::Free), written
// straight from its rank text for the 8x8 boards
// servers send; false, with nothing written, for other sizes. It is what
// write_fen(to_position(record)) writes, which tests and the fuzzer check.
bool write_record_fen(const Style12& record, std::string& out);

}  // namespace style12
