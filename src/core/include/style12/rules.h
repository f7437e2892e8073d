// The rules of play on an 8x8 board: legal moves, playing them, perft, and
// moves written as UCI and SAN. Chess, Chess960 and FICS wild starts
// (castling with the rooks the rights name), crazyhouse (drops, captured
// pieces to the capturer's pocket, promoted pieces back as pawns) and
// bughouse (drops from the pocket the <b1> lines show; captures go to the
// partner's board, not to a pocket here).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "style12/position.h"
#include "style12/result.h"
#include "style12/variant.h"

namespace style12 {

// Squares 0-63: a1 = 0, b1 = 1, ... h8 = 63. A plain aggregate (Move{} is
// all zeros) so that a MoveList's 512 slots cost nothing until filled.
struct Move {
  uint8_t from;  // unused for a drop
  // For castling the square of the rook the king castles with (the move is
  // "king takes own rook", one form for every start position).
  uint8_t to;
  char promotion;  // 'N', 'B', 'R', 'Q'; 0 if none
  char drop;       // 'P', 'N', 'B', 'R', 'Q' for a drop; 0 for a move
  bool castling;

  friend bool operator==(const Move& a, const Move& b) {
    return a.from == b.from && a.to == b.to && a.promotion == b.promotion && a.drop == b.drop &&
           a.castling == b.castling;
  }
};

// A move's UCI or SAN in a fixed buffer (at most 8 characters are ever
// written): no string to build where moves are written once a board.
class MoveText {
 public:
  MoveText& operator+=(char c) {
    if (size_ < sizeof(text_)) text_[size_++] = c;
    return *this;
  }
  MoveText& operator+=(const char* s) {
    while (*s != '\0') *this += *s++;
    return *this;
  }
  std::string_view view() const { return {text_, size_}; }
  void clear() { size_ = 0; }

 private:
  char text_[15]{};
  uint8_t size_ = 0;
};

// Whether the rules of play here cover a variant: chess, chess960,
// crazyhouse, bughouse and wild.
bool rules_known(Variant variant);

// Where the king lands when it castles with the rook on `move.to`.
constexpr int castling_king_square(const Move& move) {
  return (move.from & ~7) + ((move.to & 7) > (move.from & 7) ? 6 : 2);
}

// Enough for any position: at most 5 kinds of piece dropped on 62 squares,
// plus every move of the pieces on the board. The moves are left unset:
// only the first size_ are read, each written first, and zeroing 512 moves
// for every position generated would cost more than generating them.
class MoveList {  // NOLINT(cppcoreguidelines-pro-type-member-init)
 public:
  static constexpr int kCapacity = 512;
  void push(const Move& m) {
    if (size_ < kCapacity) moves_[static_cast<size_t>(size_++)] = m;
  }
  int size() const { return size_; }
  const Move& operator[](int i) const { return moves_[static_cast<size_t>(i)]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  void clear() { size_ = 0; }

 private:
  std::array<Move, kCapacity> moves_;
  int size_ = 0;
};

// A position that can be played: pieces as bitboards, the castling rooks,
// pockets. Made from a Position, which it gives back after moves.
class Chessboard {
 public:
  // Fails with UnplayablePosition (no king, two kings, the side not to move
  // in check, a pawn on a back rank, a letter that is no chess piece, a
  // board other than 8x8) or BadVariant (a variant whose rules are not
  // known here). Castling rights the placement does not allow are dropped.
  static Result<Chessboard> from(const Position& position, Variant variant);
  // The same without saying why not: no message, no allocation.
  static bool try_from(const Position& position, Variant variant, Chessboard& b);

  Position position() const;
  Variant variant() const { return variant_; }
  Color turn() const { return turn_ == 0 ? Color::White : Color::Black; }
  // Half-moves since the last capture or pawn move, as the moves played kept it.
  int64_t halfmove_clock() const { return halfmove_clock_; }

  void legal_moves(MoveList& out) const;
  // Whether a move is legal, without generating every move (the check a
  // server's reported move gets on every board).
  bool is_legal(const Move& move) const;
  // The move's piece can make it (or the pocket has it), the king's safety
  // aside; never for castling, which only the generator judges.
  bool pseudo_legal(const Move& move) const;
  // After a move: its mover's king is attacked (the move was not legal).
  bool left_in_check() const;
  // Only the pieces and the side to move of a Position, for comparing
  // boards (no rules checked); false for boards other than 8x8 or letters
  // that are no chess pieces.
  static bool placement_of(const Position& position, Chessboard& out);
  bool same_pieces(const Chessboard& other) const;
  // The squares of the other pieces of the moving kind that could also
  // make a move to its square (what SAN must tell apart).
  uint64_t rivals(const Move& move) const;
  bool in_check() const;
  // Whether the side to move has a legal move: mate and stalemate told
  // without a list when the king can step away.
  bool has_legal_move() const;
  // Plays a legal move (anything else leaves a board no rule describes).
  void play(const Move& move);

  // The piece letter on a square (upper case White), 0 when empty.
  char piece_at(int square) const;
  int king_square(int color) const;

 private:
  friend struct Movegen;
  friend class SanWriter;
  uint64_t color_[2] = {0, 0};
  uint64_t kind_[6] = {0, 0, 0, 0, 0, 0};  // P N B R Q K
  uint64_t promoted_ = 0;
  uint64_t castling_rooks_ = 0;
  int8_t en_passant_ = -1;  // the square behind a pawn that just moved two
  uint8_t turn_ = 0;        // 0 White, 1 Black
  bool has_pockets_ = false;
  Variant variant_ = Variant::Chess;
  std::array<std::array<uint8_t, 5>, 2> pockets_{};  // P N B R Q counts
  int64_t halfmove_clock_ = 0;
  int64_t fullmove_number_ = 1;
};

// The number of legal move sequences of that length (leaves of the tree).
uint64_t perft(const Chessboard& board, int depth);

// Castling in UCI: "e1g1" (the king's own move, where it goes two files;
// see uci_target) or "e1h1" (the king takes its rook, as Chess960 and wild
// write it).
enum class CastlingUci : uint8_t { KingMove, KingTakesRook };
CastlingUci castling_uci_of(Variant variant);

// The square UCI names as a move's destination. Castling written as the
// king's own move ("e1g1") only when the king goes two files, as from the
// standard start: a king that castles one step, or none, would read as a
// plain king move, so it takes its rook ("b1a1") in every variant.
constexpr int uci_target(const Move& move, CastlingUci castling) {
  if (!move.castling || castling != CastlingUci::KingMove) return move.to;
  const int king_to = castling_king_square(move);
  const int files = (king_to & 7) - (move.from & 7);
  return files == 2 || files == -2 ? king_to : move.to;
}

// UCI: "e2e4", "e7e8q", "P@f3". Parsing accepts both castling forms.
void append_uci(const Chessboard& board, const Move& move, CastlingUci castling, std::string& out);
void write_uci(const Move& move, CastlingUci castling, MoveText& out);
Result<Move> parse_uci(const Chessboard& board, std::string_view uci);

// SAN of a legal move, with "+" or "#": "Nbd7", "exd6", "e8=Q+", "N@f3",
// "P@e4", "O-O-O#".
void append_san(const Chessboard& board, const Move& move, std::string& out);
// The same when the board after the move is at hand.
void append_san(const Chessboard& board, const Move& move, const Chessboard& after,
                std::string& out);
void write_san(const Chessboard& board, const Move& move, const Chessboard& after, MoveText& out);

// SAN for many moves of one position: the legal moves are generated once,
// and which pieces could also reach a square is a lookup, not a search.
class SanWriter {
 public:
  SanWriter(const Chessboard& board, const MoveList& legal);
  void append(const Move& move, std::string& out) const;

 private:
  bool gives_check(const Move& move) const;

  const Chessboard& board_;
  std::array<uint64_t, 64> origins_{};  // by target square, where legal moves come from
  int their_king_ = -1;
  // The mover's pieces that alone stand between the other king and one of
  // the mover's sliders, and each one's line to that slider.
  uint64_t discoverers_ = 0;
  std::array<uint64_t, 8> discovery_lines_{};
  std::array<int8_t, 8> discovery_squares_{};
  int discoveries_ = 0;
};
// Reads SAN as people and servers write it: with or without "x", "=", "+",
// "#", annotations ("!", "?"), "0-0" for "O-O", a pawn drop as "P@e4" or
// "@e4". Fails with BadSan (not SAN, or SAN that fits more than one legal
// move) or IllegalMove (SAN of no legal move).
Result<Move> parse_san(const Chessboard& board, std::string_view san);

}  // namespace style12
