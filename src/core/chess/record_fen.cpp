#include "style12/fen.h"
#include "style12/square.h"
#include "text/text.h"

namespace style12 {

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

}  // namespace

#ifdef STYLE12_NO_FAST_PATH
// Built for size: every FEN goes through the position.
bool write_record_fen(const Style12&, std::string&) { return false; }
#else
bool write_record_fen(const Style12& r, std::string& out) {
  if (r.width != 8 || r.height != 8) return false;
  // Placement, 8 ranks of at most 8 characters and 7 slashes, then at most
  // " w KQkq e3 " and two counters.
  char buffer[128];
  char* w = buffer;
  for (int k = 0; k < 8; ++k) {
    const char* rank = r.board.data() + r.rank_start[static_cast<size_t>(k)];
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
      const char c = rank[f];
      if (c == '-') {
        ++empty;
        continue;
      }
      if (empty > 0) *w++ = static_cast<char>('0' + empty);
      empty = 0;
      *w++ = c;
    }
    if (empty > 0) *w++ = static_cast<char>('0' + empty);
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
