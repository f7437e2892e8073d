#include <bit>
#include <cstring>

#include "style12/fen.h"
#include "style12/square.h"
#include "text/text.h"

namespace style12 {

#ifdef STYLE12_NO_FAST_PATH
// Built for size: every FEN goes through the position.
bool write_record_fen(const Style12&, std::string&) { return false; }
#else
namespace {

// Whether a castling flag stands on a back rank: the first king there, and
// a rook beyond it on that side (the flag means the outermost one, so the
// X-FEN letter is always K or Q): the rook the server means, wherever it
// stands (CastlingRule::Free, as clean_castling decides it).
bool castling_right(const char* back, char king, char rook, bool short_side) {
  int k = 0;
  while (k < 8 && back[k] != king) ++k;
  if (k == 8) return false;
  const int from = short_side ? k + 1 : 0, to = short_side ? 8 : k;
  for (int f = from; f < to; ++f) {
    if (back[f] == rook) return true;
  }
  return false;
}

// Which of a rank's eight squares are empty ('-'), one bit a file: each
// byte compared at once, without a carry from one to the next.
uint32_t empty_squares(uint64_t word) {
  constexpr uint64_t kOnes = 0x0101010101010101ULL, kLow7 = 0x7f7f7f7f7f7f7f7fULL;
  const uint64_t x = word ^ ('-' * kOnes);
  const uint64_t zero = ~(((x & kLow7) + kLow7) | x | kLow7);  // 0x80 where a byte was '-'
  // The eight high bits gathered into one byte, file a lowest.
  return static_cast<uint32_t>(((zero >> 7) * 0x0102040810204080ULL) >> 56);
}

// A rank's FEN: runs of pieces copied eight bytes at a time (the bytes past
// the run are written over next), runs of empty squares as a digit.
char* write_rank(const char* rank, char* w) {
  char squares[16] = {};
  std::memcpy(squares, rank, 8);
  uint64_t word = 0;
  std::memcpy(&word, squares, 8);
  const uint32_t empty = empty_squares(word);
  if (empty == 0xff) {
    *w = '8';
    return w + 1;
  }
  int f = 0;
  while (f < 8) {
    const int pieces = std::countr_zero((empty | 0x100u) >> f);
    std::memcpy(w, squares + f, 8);
    w += pieces;
    f += pieces;
    if (f == 8) break;
    const int blanks = std::countr_one(empty >> f);
    *w++ = static_cast<char>('0' + blanks);
    f += blanks;
  }
  return w;
}

}  // namespace

bool write_record_fen(const Style12& r, std::string& out) {
  if (r.width != 8 || r.height != 8) return false;
  // Placement, 8 ranks of at most 8 characters and 7 slashes, then at most
  // " w KQkq e3 " and two counters.
  // (Room for eight bytes stored past the last one written.)
  char buffer[136];
  char* w = buffer;
  for (int k = 0; k < 8; ++k) {
    const char* rank = r.board.data() + r.rank_start[static_cast<size_t>(k)];
    w = write_rank(rank, w);
    *w++ = k < 7 ? '/' : ' ';
  }
  const bool black = r.side_to_move == Color::Black;
  *w++ = black ? 'b' : 'w';
  *w++ = ' ';
  const char* white_back = r.board.data() + r.rank_start[7];
  const char* black_back = r.board.data() + r.rank_start[0];
  char* castling = w;
  if (r.castling.white_short && castling_right(white_back, 'K', 'R', true)) *w++ = 'K';
  if (r.castling.white_long && castling_right(white_back, 'K', 'R', false)) *w++ = 'Q';
  if (r.castling.black_short && castling_right(black_back, 'k', 'r', true)) *w++ = 'k';
  if (r.castling.black_long && castling_right(black_back, 'k', 'r', false)) *w++ = 'q';
  if (w == castling) *w++ = '-';
  *w++ = ' ';
  // The square the pawn of the side not to move skipped, when it can just
  // have done so (as double_push_plausible decides it).
  const int64_t file = r.double_push_file;
  const auto square = [&](int k) {
    return r.board[r.rank_start[static_cast<size_t>(k)] + static_cast<size_t>(file)];
  };
  const bool pushed = file >= 0 && file < 8 &&
                      (black ? square(4) == 'P' && square(5) == '-' && square(6) == '-'
                             : square(3) == 'p' && square(2) == '-' && square(1) == '-');
  if (pushed) {
    w = write_square_name(w, static_cast<int>(file), black ? 2 : 5);
  } else {
    *w++ = '-';
  }
  *w++ = ' ';
  w = text::write_int(w, r.halfmove_clock < 0 ? 0 : r.halfmove_clock);
  *w++ = ' ';
  w = text::write_int(w, r.move_number < 1 ? 1 : r.move_number);
  out.append(buffer, static_cast<size_t>(w - buffer));
  return true;
}
#endif

}  // namespace style12
