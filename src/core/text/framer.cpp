#include "style12/framer.h"

#include <array>
#include <cstdint>
#include <cstring>

#include "text/hints.h"
#include "text/text.h"

namespace style12 {

namespace {

constexpr unsigned char kIac = 255, kSb = 250, kSe = 240, kWill = 251, kDont = 254;
constexpr char kBlockStart = '\x15', kBlockSeparator = '\x16', kBlockEnd = '\x17';
constexpr char kPoseStart = '\x18', kPoseEnd = '\x19';

// Bytes the framer must look at one by one; all others are line text.
constexpr auto kSpecial = [] {
  std::array<bool, 256> special{};
  for (const unsigned char c :
       {'\r', '\n', '\a', '\0', '\x15', '\x16', '\x17', '\x18', '\x19', '\xff'}) {
    special[c] = true;
  }
  return special;
}();

// Skips eight bytes at a time while none is below 0x20 or equal to 0xff:
// every special byte is one of those (tabs are too, and are looked at).
const char* skip_ordinary(const char* p, const char* end) {
  constexpr uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  while (end - p >= 8) {
    uint64_t w = 0;
    std::memcpy(&w, p, 8);
    const uint64_t below_space = (w - 0x20 * kOnes) & ~w & kHigh;
    const uint64_t all_ones = (~w - kOnes) & w & kHigh;  // a byte of 0xff
    if ((below_space | all_ones) != 0) break;
    p += 8;
  }
  return p;
}

}  // namespace

LineFramer::LineFramer(size_t max_line) : max_line_(max_line) {}

void LineFramer::push(std::string_view bytes) {
  lines_.clear();
  text_.clear();
  const char* p = bytes.data();
  const char* const end = p + bytes.size();
  while (p != end) {
    if (state_ == State::Text) {
      // The bytes of a line, up to the next one that needs a look, go in
      // as one run.
      const char* run = skip_ordinary(p, end);
      while (run != end && !kSpecial[static_cast<unsigned char>(*run)]) ++run;
      if (run != p) {
        if (!current_too_long_) {
          const size_t room = max_line_ - current_.size();
          const auto n = static_cast<size_t>(run - p);
          current_.append(p, n < room ? n : room);
          if (n > room) current_too_long_ = true;  // the rest of the line is dropped
        }
        p = run;
        if (p == end) break;
      }
      // Most special bytes end a line; those are taken here, with the other
      // half of a CR LF or LF CR pair and the first byte of the next line
      // when it is plain text, instead of one by one through take().
      const char c = *p;
      if (c == '\n' || c == '\r') {
        end_line(true);
        ++p;
        state_ = c == '\r' ? State::AfterCr : State::AfterLf;
        if (p != end && *p == (c == '\r' ? '\n' : '\r')) {
          ++p;
          state_ = State::LineStart;
          // Text that does not start with '\\' continues no line.
          if (p != end && !kSpecial[static_cast<unsigned char>(*p)] && *p != '\\') start_line();
        }
        continue;
      }
    }
    take(*p++);
  }
}

void LineFramer::finish() {
  lines_.clear();
  text_.clear();
  // A block's header cut off by the end of the input was none.
  if (state_ == State::BlockId || state_ == State::BlockCode) not_a_block();
  if (!current_.empty() || current_too_long_) end_line(true);
  emit_held();
  state_ = State::Text;
}

void LineFramer::emit_held() {
  if (!has_held_) return;
  has_held_ = false;
  held_board_ = false;
  // A timeseal ping is the line "[G]" (its NUL already dropped).
  if (held_ == "[G]" || (held_ping_ && held_.empty())) return;
  FramedLine line;
  line.number = held_number_;
  line.offset = text_.size();
  line.length = held_.size();
  line.too_long = held_too_long_;
  line.stray_block_at = held_stray_at_;
  text_ += held_;
  lines_.push_back(line);
}

void LineFramer::end_line(bool physical) {
  emit_held();
  held_.swap(current_);
  current_.clear();
  held_too_long_ = current_too_long_;
  current_too_long_ = false;
  held_stray_at_ = current_stray_at_;
  current_stray_at_ = -1;
  held_ping_ = current_ping_;
  current_ping_ = false;
  held_number_ = current_number_;
  has_held_ = true;
  // Only a line end starts a new physical line; a block marker cuts one
  // physical line into several.
  if (physical) ++next_number_;
  current_number_ = next_number_;
  // A board or holdings line is never continued: it goes out at once, so
  // a live board needs no byte after it.
  // (Most lines have no '<' at all, and a search for one costs less than
  // reading their prompts.)
  after_board_ = false;
  if (held_.find('<') == std::string::npos) return;
  const std::string_view tag = std::string_view(held_).substr(text::skip_prompts(held_));
  if (text::starts_with(tag, "<12> ") || text::starts_with(tag, "<b1> ")) {
    emit_held();
    after_board_ = true;
  }
}

bool LineFramer::hold_back_last() {
  if (lines_.empty() || has_held_) return false;
  const FramedLine line = lines_.back();
  lines_.pop_back();
  held_.assign(text_, line.offset, line.length);
  held_too_long_ = line.too_long;
  held_stray_at_ = line.stray_block_at;
  held_ping_ = false;
  held_number_ = line.number;
  has_held_ = true;
  held_board_ = true;
  return true;
}

void LineFramer::flush() {
  lines_.clear();
  text_.clear();
  emit_held();
}

void LineFramer::start_line() {
  // The first byte of a line that is not a continuation: the one before
  // it is whole. A held board waits on until this line ends, so that both
  // come out of the same push.
  if (!held_board_) emit_held();
  after_board_ = false;
  state_ = State::Text;
}

void LineFramer::take(char c) {
  const auto byte = static_cast<unsigned char>(c);
  switch (state_) {
    case State::Iac:
      if (byte >= kWill && byte <= kDont) {
        state_ = State::IacOption;
      } else if (byte == kSb) {
        state_ = State::Subnegotiation;
      } else {
        state_ = resume_;  // a two-byte command, or IAC IAC
      }
      return;
    case State::IacOption:
      state_ = resume_;
      return;
    case State::Subnegotiation:
      if (byte == kIac) state_ = State::SubnegotiationIac;
      return;
    case State::SubnegotiationIac:
      state_ = byte == kSe ? resume_ : State::Subnegotiation;
      return;
    case State::BlockId:
    case State::BlockCode:
      take_block_header(c);
      return;
    default:
      break;
  }
  if (byte == kIac) {
    // Telnet bytes sit between any two bytes, even a CR and its LF.
    resume_ = state_;
    state_ = State::Iac;
    return;
  }
  if (c == '\0' && current_.size() >= 3 && current_.compare(current_.size() - 3, 3, "[G]") == 0) {
    // A timeseal ping ("[G]" and a NUL), alone or glued to other text,
    // goes; a line that held nothing else goes with it.
    current_.resize(current_.size() - 3);
    if (current_.empty()) current_ping_ = true;
    return;
  }
  // Bytes that carry nothing: bells, NULs, the pose markers of block mode.
  if (c == '\a' || c == '\0' || c == kPoseStart || c == kPoseEnd) return;
  if (c == kBlockStart) {
    block_header_[0] = c;
    block_size_ = 1;
    block_digits_ = 0;
    block_resume_ = state_;
    state_ = State::BlockId;
    return;
  }
  if (c == kBlockEnd) {
    // A block's text need not end with a line end.
    if (!current_.empty() || current_too_long_) end_line(false);
    start_line();
    return;
  }

  if (state_ == State::AfterCr || state_ == State::AfterLf) {
    const bool pair =
        (state_ == State::AfterCr && c == '\n') || (state_ == State::AfterLf && c == '\r');
    state_ = State::LineStart;
    if (pair) return;
  }
  if (c == '\r' || c == '\n') {
    if (state_ == State::LineStart) start_line();
    end_line(true);
    state_ = c == '\r' ? State::AfterCr : State::AfterLf;
    return;
  }
  if (state_ == State::LineStart) {
    if (c == '\\' && has_held_ && !held_board_) {
      // "\n\\   text": the held line goes on; FICS broke it at a blank.
      current_.swap(held_);
      current_too_long_ = held_too_long_;
      current_stray_at_ = held_stray_at_;
      has_held_ = false;
      current_number_ = held_number_;
      if (current_.size() >= max_line_) {
        current_too_long_ = true;  // joins never grow a line past the limit
      } else if (!current_too_long_) {
        current_ += ' ';
      }
      state_ = State::Continuation;
      return;
    }
    if (c == '\\' && after_board_) {
      // A board is never continued: after one FICS cut short (long
      // handles), the mark comes because the server counted the board's
      // columns, and what follows it is the server's next words. The mark
      // and its blanks go; the words are a line of their own.
      after_board_ = false;
      state_ = State::Continuation;
      return;
    }
    start_line();
  }
  if (state_ == State::Continuation) {
    if (c == ' ' || c == '\t') return;
    state_ = State::Text;
  }
  if (current_too_long_) return;
  if (current_.size() >= max_line_) {
    // Memory stays bounded: the rest of this line is dropped.
    current_too_long_ = true;
    return;
  }
  current_ += c;
}

STYLE12_RARE void LineFramer::take_block_header(char c) {
  if (c >= '0' && c <= '9' && block_digits_ < kMaxBlockDigits) {
    block_header_[block_size_++] = c;
    ++block_digits_;
    return;
  }
  if (c != kBlockSeparator) {
    not_a_block();
    take(c);
    return;
  }
  if (state_ == State::BlockId) {
    block_header_[block_size_++] = c;
    block_digits_ = 0;
    state_ = State::BlockCode;
    return;
  }
  // A whole header: the block's text starts a line of its own.
  block_size_ = 0;
  state_ = State::Text;
  if (!current_.empty()) end_line(false);
}

STYLE12_RARE void LineFramer::not_a_block() {
  // The bytes go where the 0x15 would have gone: the start of a line, as
  // any text after a line end, or the line being read.
  state_ = block_resume_;
  if (state_ == State::AfterCr || state_ == State::AfterLf || state_ == State::LineStart) {
    start_line();
  } else {
    state_ = State::Text;
  }
  if (!current_too_long_ && current_.size() < max_line_) {
    if (current_stray_at_ < 0) current_stray_at_ = static_cast<int64_t>(current_.size());
    const size_t room = max_line_ - current_.size();
    current_.append(block_header_.data(), block_size_ < room ? block_size_ : room);
    if (block_size_ > room) current_too_long_ = true;
  }
  block_size_ = 0;
}

}  // namespace style12
