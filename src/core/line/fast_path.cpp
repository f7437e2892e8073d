#include "line/fast_path.h"

#include <cstring>

#include "line/move_field.h"
#include "text/char_class.h"
#include "text/text.h"

namespace style12::detail {

namespace {

// Eight board squares at once, a byte per lane of a 64-bit word: each must
// be '-' or an ASCII letter.
STYLE12_INLINE bool eight_squares(const char* p) {
  uint64_t w = 0;
  std::memcpy(&w, p, 8);
  constexpr uint64_t kOnes = 0x0101010101010101ULL;
  constexpr uint64_t kHigh = 0x8080808080808080ULL;
  if (w & kHigh) return false;                 // not ASCII; below this no lane can carry
  const uint64_t folded = w | (0x20 * kOnes);  // 'A'-'Z' onto 'a'-'z'
  const uint64_t at_least_a = folded + (0x80 - 'a') * kOnes;
  const uint64_t above_z = folded + (0x80 - 'z' - 1) * kOnes;
  const uint64_t letters = at_least_a & ~above_z & kHigh;
  const uint64_t x = w ^ ('-' * kOnes);
  const uint64_t dashes = ~(((x & ~kHigh) + ~kHigh) | x) & kHigh;  // lanes equal to '-'
  return (letters | dashes) == kHigh;
}

class Reader {
 public:
  Reader(const char* p, const char* end) : p_(p), end_(end) {}

  // A field followed by one blank (or, for the last, by the end).
  STYLE12_INLINE bool integer(int64_t& out) {
    const char* p = p_;
    const bool negative = p != end_ && *p == '-';
    p += negative;
    const char* digits = p;
    uint64_t value = 0;
    while (p != end_ && static_cast<unsigned char>(*p - '0') < 10) {
      value = value * 10 + static_cast<unsigned char>(*p - '0');
      ++p;
    }
    if (p == digits || p - digits > 18) return false;
    out = negative ? -static_cast<int64_t>(value) : static_cast<int64_t>(value);
    p_ = p;
    return separator();
  }
  STYLE12_INLINE bool flag(bool& out) {
    if (end_ - p_ < 1 || (*p_ != '0' && *p_ != '1')) return false;
    out = *p_ == '1';
    ++p_;
    return separator();
  }
  STYLE12_INLINE bool token(std::string_view& out) {
    const char* p = p_;
    while (p != end_ && !(char_class(*p) & (kBlank | kControl))) ++p;
    if (p == p_ || (p != end_ && *p != ' ')) return false;
    out = std::string_view(p_, static_cast<size_t>(p - p_));
    p_ = p;
    return separator();
  }
  bool at_end() const { return p_ == end_; }
  const char* position() const { return p_; }
  size_t left() const { return static_cast<size_t>(end_ - p_); }

 private:
  // Exactly one blank, or the end of the line.
  STYLE12_INLINE bool separator() {
    if (p_ == end_) return true;
    if (*p_ != ' ' || p_ + 1 == end_ || p_[1] == ' ' || p_[1] == '\t') return false;
    ++p_;
    return true;
  }

  const char* p_;
  const char* end_;
};

}  // namespace

bool parse_canonical(std::string_view line, TimeUnit unit, Style12& r) {
  // "<12> " and eight ranks of eight squares, each followed by one blank.
  constexpr size_t kBoardBytes = 8 * 9;
  if (line.size() < 5 + kBoardBytes + 2 || !text::starts_with(line, "<12> ")) return false;
  const char* board = line.data() + 5;
  for (int k = 0; k < 8; ++k) {
    const char* rank = board + 9 * k;
    if (!eight_squares(rank) || rank[8] != ' ') return false;
    r.rank_start[static_cast<size_t>(k)] = static_cast<uint16_t>(9 * k);
  }
  r.board = std::string_view(board, kBoardBytes - 1);
  r.width = 8;
  r.height = 8;
  r.space_after_tag = true;

  Reader in(board + kBoardBytes, line.data() + line.size());
  std::string_view side;
  if (!in.token(side) || side.size() != 1 || (side[0] != 'W' && side[0] != 'B')) return false;
  r.side_to_move = side[0] == 'W' ? Color::White : Color::Black;
  if (!in.integer(r.double_push_file) || r.double_push_file < -1 || r.double_push_file > 7)
    return false;
  if (!in.flag(r.castling.white_short) || !in.flag(r.castling.white_long) ||
      !in.flag(r.castling.black_short) || !in.flag(r.castling.black_long) ||
      !in.integer(r.halfmove_clock) || !in.integer(r.game_number) || !in.token(r.white) ||
      !in.token(r.black) || !in.integer(r.relation) || !in.integer(r.initial_time) ||
      !in.integer(r.increment) || !in.integer(r.white_strength) || !in.integer(r.black_strength) ||
      !in.integer(r.white_time) || !in.integer(r.black_time) || !in.integer(r.move_number)) {
    return false;
  }

  std::string_view move, time, san;
  if (!in.token(move) || !in.token(time) || !in.token(san) || !in.flag(r.flip)) return false;
  if (!text::equals(move, "none")) {
    MoveInfo info;
    FieldFault fault;
    if (!parse_verbose_move(move, 8, 8, info, fault)) return false;
    r.last_move = move;
    r.last_move_info = info;
  }
  if (time.size() < 2 || time.front() != '(' || time.back() != ')') return false;
  int64_t ms = 0;
  bool fraction = false;
  FieldFault fault;
  if (!parse_time_taken(time.substr(1, time.size() - 2), ms, fraction, fault)) return false;
  r.last_move_time = time.substr(1, time.size() - 2);
  r.last_move_time_ms = ms;
  if (!text::equals(san, "none")) {
    r.last_move_san = san;
    if (r.last_move_info) read_san(san, *r.last_move_info);
  }

  r.time_unit = unit != TimeUnit::Auto ? unit
                : fraction             ? TimeUnit::Milliseconds
                                       : TimeUnit::Seconds;
  if (r.time_unit == TimeUnit::Milliseconds) {
    r.white_time_ms = r.white_time;
    r.black_time_ms = r.black_time;
  } else {
    // 18 digits of seconds can overflow milliseconds: the general parser
    // reports that.
    constexpr int64_t kLimit = INT64_MAX / 1000;
    if (r.white_time > kLimit || r.white_time < -kLimit || r.black_time > kLimit ||
        r.black_time < -kLimit) {
      return false;
    }
    r.white_time_ms = r.white_time * 1000;
    r.black_time_ms = r.black_time * 1000;
  }

  if (in.at_end()) return true;
  bool ticking = false;
  if (!in.flag(ticking)) return false;
  r.clock_ticking = ticking;
  if (in.at_end()) return true;
  int64_t lag = 0;
  if (!in.integer(lag)) return false;
  r.lag_ms = lag;
  r.extra = std::string_view(in.position(), in.left());
  for (const char c : r.extra) {
    if (char_class(c) & kControl) return false;
  }
  return true;
}

}  // namespace style12::detail
