// What must hold for any input to each entry point: the fuzz harnesses
// abort when one of these returns false, and the regression test runs them
// on every input the fuzzers ever found wanting.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "style12/style12.h"

namespace style12::fuzzing {

// Every field a description gives lies inside the line, and a line the
// parser rejects has a bad field (or no tag at all).
inline bool description_holds(std::string_view line, const LineDescription& d) {
  bool bad = false;
  for (const FieldDescription& f : d.fields) {
    if (f.column > static_cast<int64_t>(line.size()) ||
        f.column + static_cast<int64_t>(f.text.size()) > static_cast<int64_t>(line.size())) {
      return false;
    }
    bad = bad || f.state == FieldState::Bad;
  }
  return d.parsed || bad || d.fields.empty();
}

// Both descriptions of any line keep to the line (fuzz_describe).
inline bool describe_holds(std::string_view line) {
  return description_holds(line, describe_style12(line)) &&
         description_holds(line, describe_holdings(line));
}

// A rejected line carries a message and a column inside the line; a parsed
// one formats to a line that parses to the same line again, and its
// position writes a FEN that reads back to itself.
inline bool style12_holds(std::string_view line) {
  for (const bool truncated : {false, true}) {
    ParseOptions options;
    options.allow_truncated = truncated;
    const auto record = parse_style12(line, options);
    if (!record) {
      const ParseError& e = record.error();
      if (e.message.empty() || e.column > static_cast<int64_t>(line.size())) return false;
      continue;
    }
    const std::string formatted = format_style12(*record);
    ParseOptions same = options;
    same.time_unit = record->time_unit;
    const auto again = parse_style12(formatted, same);
    if (!again || format_style12(*again) != formatted) return false;
    // Without the option the fast path and the general parser must agree.
    if (!truncated) {
      const auto general = detail::parse_style12_general(line, options);
      if (!general || format_style12(*general) != formatted) return false;
    }

    const Position position = to_position(*record);
    // The FEN written straight from the record is the position's.
    std::string direct;
    FenOptions flags_name_the_rooks;
    flags_name_the_rooks.castling_rule = CastlingRule::Free;
    if (write_record_fen(*record, direct) && direct != to_fen(position, flags_name_the_rooks))
      return false;
    (void)validate(position, Variant::Chess);
    (void)validate(position, Variant::Suicide);
    const std::string fen = to_fen(position);
    FenOptions legal;
    legal.en_passant = EnPassantMode::Legal;
    (void)to_fen(position, legal);
    const auto reread = parse_fen(fen);
    if (!reread || to_fen(*reread) != fen) return false;
  }
  return true;
}

inline bool holdings_hold(std::string_view line) {
  const auto holdings = parse_holdings(line);
  if (!holdings) return !holdings.error().message.empty();
  const std::string formatted = format_holdings(*holdings);
  const auto again = parse_holdings(formatted);
  if (!again || format_holdings(*again) != formatted) return false;
  Position position = Position::standard();
  set_pockets(position, *holdings);
  return parse_fen(to_fen(position)).has_value();
}

// A FEN that reads writes one that is a fixed point, and encodes to a
// Style 12 line that parses.
inline bool fen_holds(std::string_view text) {
  const auto position = parse_fen(text);
  if (!position) return !position.error().message.empty();
  for (int v = 0; v <= static_cast<int>(Variant::Wild); ++v) {
    (void)validate(*position, static_cast<Variant>(v));
  }
  const std::string fen = to_fen(*position);
  const auto again = parse_fen(fen);
  if (!again || to_fen(*again) != fen) return false;
  FenOptions other;
  other.castling = CastlingNotation::Shredder;
  other.en_passant = EnPassantMode::Legal;
  if (!parse_fen(to_fen(*position, other))) return false;
  const auto line = encode_style12(*position, encode_defaults());
  return line && parse_style12(*line).has_value();
}

}  // namespace style12::fuzzing

namespace style12::fuzzing {

// A stream gives the same events and the same games however its bytes are
// cut, and writes a PGN for every game it tracked.
inline std::string events_text(StreamEvents events) {
  std::string out;
  for (const StreamEvent& e : events) {
    out += static_cast<char>('0' + static_cast<int>(e.type));
    out += std::to_string(e.line);
    out += '|';
    out += e.text;
    out += '|';
    out += e.fen;
    out += '|';
    out += e.line_fen;
    out += '|';
    out += std::to_string(e.board_line);
    out += '|';
    out += std::to_string(e.game_id);
    out += '|';
    out += error_code_name(e.error.code);
    out += '|';
    out += e.pocket_white;
    out += '/';
    out += e.pocket_black;
    // The fields each type sets (the others keep what the event's slot
    // held last, which depends on how the bytes were cut).
    if (e.type == EventType::Style12) {
      out += '|';
      out += std::to_string(static_cast<int>(e.verdict));
      out += ' ';
      out += std::to_string(e.gap);
      out += ' ';
      out += e.move_uci;
      out += ' ';
      out += e.move_san;
      if (e.passed) {
        out += " <-";
        out += e.passed->color == Color::White ? 'W' : 'B';
        out += e.passed->piece;
      }
      for (const Anomaly& a : e.anomalies) {
        out += ' ';
        out += anomaly_code_name(a.code);
      }
    } else if (e.type == EventType::GameEnd || e.type == EventType::Resync) {
      out += '|';
      out += std::to_string(e.game_number);
      out += ' ';
      out += e.reason;
      if (e.type == EventType::GameEnd) {
        out += ' ';
        out += e.white;
        out += ' ';
        out += e.black;
        out += ' ';
        out += e.result;
      }
    } else if (e.type == EventType::Error) {
      out += '|';
      out += std::to_string(e.error.field);
      out += ' ';
      out += std::to_string(e.error.column);
      out += ' ';
      out += e.error.message;
    }
    out += '\n';
  }
  return out;
}

// The ways the bytes are cut besides pushing them whole: the lengths of
// the pushes in order, the rest of the bytes in one last push.
struct StreamCut {
  const char* name;
  std::vector<size_t> pieces;
};

inline std::vector<StreamCut> stream_cuts(std::string_view bytes) {
  std::vector<StreamCut> cuts;
  // Once, at a point the input chooses.
  const size_t cut = bytes.empty() ? 0 : static_cast<unsigned char>(bytes[0]) * bytes.size() / 256;
  cuts.push_back({"once", {cut}});
  // One byte at a time over its first 64 bytes.
  cuts.push_back({"bytewise", std::vector<size_t>(bytes.size() < 64 ? bytes.size() : 64, 1)});
  // All through, in pieces of 1 to 64 bytes, each as long as its first
  // byte says: a cut falls between any two lines of a session, and in the
  // few bytes between a board and its <b1> line, often.
  StreamCut pieces{"pieces", {}};
  for (size_t at = 0; at < bytes.size();) {
    const size_t n = static_cast<unsigned char>(bytes[at]) % 64 + 1;
    pieces.pieces.push_back(n);
    at += n;
  }
  cuts.push_back(std::move(pieces));
  return cuts;
}

inline StreamOptions stream_fuzz_options() {
  StreamOptions options;
  options.max_line = 256;  // small, so the limit is reached often
  return options;
}

// The events of the bytes pushed in those pieces and end(), then the PGN
// of every game the stream tracked; nothing when a game has no PGN.
inline std::optional<std::string> stream_text(std::string_view bytes,
                                              const std::vector<size_t>& pieces) {
  Stream stream(stream_fuzz_options());
  std::string out;
  size_t at = 0;
  for (const size_t n : pieces) {
    const std::string_view piece = bytes.substr(at < bytes.size() ? at : bytes.size(), n);
    at += piece.size();
    out += events_text(stream.push(piece));
  }
  out += events_text(stream.push(bytes.substr(at)));
  out += events_text(stream.end());
  for (const Game& game : stream.games().games()) {
    const std::string pgn = write_pgn(game);
    if (pgn.empty()) return std::nullopt;
    out += pgn;
  }
  return out;
}

inline bool stream_holds(std::string_view bytes) {
  const std::optional<std::string> whole = stream_text(bytes, {});
  if (!whole) return false;
  for (const StreamCut& cut : stream_cuts(bytes)) {
    if (stream_text(bytes, cut.pieces) != whole) return false;
  }
  return true;
}

}  // namespace style12::fuzzing

namespace style12::fuzzing {

// A position from raw bytes, for the rules harness: most random text is no
// FEN, so bytes also place pieces (square, piece) pairs on an empty board.
inline Position position_from_bytes(std::string_view bytes) {
  static constexpr char kPieces[] = "PNBRQKpnbrqk";
  Position p;
  p.castling = {0xFFFF, 0xFFFF};
  for (size_t i = 0; i + 1 < bytes.size(); i += 2) {
    const int square = static_cast<unsigned char>(bytes[i]) % 64;
    const char piece = kPieces[static_cast<unsigned char>(bytes[i + 1]) % 12];
    p.set(Square{int8_t(square % 8), int8_t(square / 8)}, piece);
  }
  if (!bytes.empty() && (bytes[0] & 1)) p.turn = Color::Black;
  // Each side holds one kind of piece, up to three: a pocket of every kind
  // would let five kinds drop on every empty square, some 200 moves, and
  // perft to depth 2 would then be most of the fuzzer's time.
  p.has_pockets = true;
  if (bytes.size() > 4) {
    for (size_t c = 0; c < 2; ++c) {
      const auto kind = static_cast<unsigned char>(bytes[3 + c]);
      p.pockets[c]["PNBRQ"[kind % 5]] = static_cast<uint16_t>((kind >> 3) & 3);
    }
  }
  return p;
}

constexpr Variant kRulesVariants[] = {Variant::Chess, Variant::Chess960, Variant::Crazyhouse,
                                      Variant::Bughouse, Variant::Wild};

// Perft to depth 2 counts the moves of the moves, and every generated move
// is legal: the position after it can be played (the mover's king is not
// left in check), whether it has a legal move is what its moves say, and
// the move's SAN and UCI read back to it. These last checks cost a move
// generation or more each: `checks` moves, spread over the list, get them
// (all when negative).
inline bool rules_hold_for(const Position& position, Variant v, int checks = -1) {
  const auto board = Chessboard::from(position, v);
  if (!board) return !board.error().message.empty();
  MoveList moves;
  board->legal_moves(moves);
  if (board->has_legal_move() != (moves.size() != 0)) return false;
  uint64_t leaves = 0;
  const SanWriter writer(*board, moves);
  const size_t count = moves.size();
  const size_t step = checks < 0 || count <= static_cast<size_t>(checks)
                          ? 1
                          : (count + static_cast<size_t>(checks) - 1) / static_cast<size_t>(checks);
  for (size_t k = 0; k < count; ++k) {
    const Move& m = moves[static_cast<int>(k)];
    Chessboard after = *board;
    after.play(m);
    MoveList replies;
    after.legal_moves(replies);
    leaves += static_cast<uint64_t>(replies.size());
    if (checks == 0 || k % step != 0) continue;
    Chessboard again;
    if (!Chessboard::try_from(after.position(), v, again)) return false;
    if (after.has_legal_move() != (replies.size() != 0)) return false;
    std::string san;
    writer.append(m, san);
    std::string one;
    append_san(*board, m, one);
    if (one != san) return false;
    const auto read = parse_san(*board, san);
    if (!read || !(*read == m)) return false;
    std::string uci;
    append_uci(*board, m, castling_uci_of(v), uci);
    const auto back = parse_uci(*board, uci);
    if (!back || !(*back == m)) return false;
  }
  return perft(*board, 1) == static_cast<uint64_t>(count) && perft(*board, 2) == leaves;
}

inline bool rules_hold_for(const Position& position) {
  for (const Variant v : kRulesVariants) {
    if (!rules_hold_for(position, v)) return false;
  }
  return true;
}

// Every variant, for the FEN the bytes are and for the pieces they place:
// what the regression test runs on every input once found.
inline bool rules_hold(std::string_view bytes) {
  const auto fen = parse_fen(bytes);
  if (fen && !rules_hold_for(*fen)) return false;
  return rules_hold_for(position_from_bytes(bytes));
}

// One position and one variant an input, both chosen by the input (the
// FEN it is, or else the pieces it places, and the variant its length
// names), and the text of four moves: a small part of rules_hold's work,
// so the fuzzer goes ten times as deep in the same time.
inline bool rules_hold_once(std::string_view bytes) {
  const Variant v = kRulesVariants[bytes.size() % 5];
  const auto fen = parse_fen(bytes);
  return rules_hold_for(fen ? *fen : position_from_bytes(bytes), v, 4);
}

}  // namespace style12::fuzzing
