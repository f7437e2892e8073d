// From a byte stream, cut anywhere, to lines: what a chess server sends over
// TCP or a WebSocket, with its line ends (CR, LF, CR LF, LF CR), bells, NULs,
// telnet negotiation, timeseal pings, FICS block mode and wrapped lines.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace style12 {

struct FramedLine {
  int64_t number = 0;  // 1-based, the first physical line it came from
  size_t offset = 0;   // into LineFramer::text()
  size_t length = 0;
  bool too_long = false;  // over the limit: the text holds only its start
  // Where in the line a byte 0x15 stands that started no FICS block (its
  // header did not follow): it was read as text. -1 when none did.
  int64_t stray_block_at = -1;
};

class LineFramer {
 public:
  static constexpr size_t kDefaultMaxLine = 64 * 1024;

  explicit LineFramer(size_t max_line = kDefaultMaxLine);

  // Takes the next bytes; the lines they complete are in lines() and their
  // text in text() until the next call. A line is held back until the first
  // byte after it shows it is not continued ("\n\\   " wraps a long line);
  // board and holdings lines, which servers never continue, are not.
  void push(std::string_view bytes);
  // The line held back, as if the next byte showed it is not continued
  // (for a reader that cannot wait: the server may be silent a while).
  void flush();
  // The end of the stream: what is held back comes out.
  void finish();
  // The last line of lines() goes back to wait for the whole line after it
  // (never as its continuation), and comes out with that one: the stream
  // reads a board of a game with pockets together with the <b1> line the
  // server sends right after it. False, and nothing done, when a line
  // after it is held already (it is not waiting for anything then).
  bool hold_back_last();

  const std::vector<FramedLine>& lines() const { return lines_; }
  std::string_view text() const { return text_; }
  std::string_view line_text(const FramedLine& line) const {
    return std::string_view(text_).substr(line.offset, line.length);
  }

 private:
  enum class State : uint8_t {
    Text,
    AfterCr,       // a CR ended a line: a LF right after it is the same end
    AfterLf,       // likewise a CR after a LF (FICS ends lines with LF CR)
    LineStart,     // a line just ended: is the next one a continuation?
    Continuation,  // after "\\": blanks to drop
    Iac,           // telnet: after IAC
    IacOption,     // after IAC WILL/WONT/DO/DONT
    Subnegotiation,
    SubnegotiationIac,
    BlockId,  // FICS block mode: "\x15id\x16code\x16"
    BlockCode,
  };
  // A FICS block's header is its number and its command's code, each a
  // decimal int: nothing longer is a header, and the bytes after a 0x15
  // that are not one go back to the text they came in (a stray 0x15 must
  // not hide the rest of a session).
  static constexpr size_t kMaxBlockDigits = 10;

  void take(char c);
  void take_block_header(char c);
  // The 0x15 and what followed it were no block's header: they are text.
  void not_a_block();
  void end_line(bool physical);
  void emit_held();
  void start_line();

  size_t max_line_;
  State state_ = State::Text;
  State resume_ = State::Text;  // where telnet bytes return to
  std::string current_;
  bool current_too_long_ = false;
  bool current_ping_ = false;  // a timeseal ping was taken out of it
  bool held_ping_ = false;
  int64_t current_number_ = 1;
  int64_t next_number_ = 1;  // physical line number of the next line
  std::string held_;
  bool held_too_long_ = false;
  int64_t held_number_ = 0;
  bool has_held_ = false;
  bool held_board_ = false;   // the held line is a board, held back: nothing continues it
  bool after_board_ = false;  // the line just ended is a board or holdings line
  // A block's header as read so far ("\x15" and what followed it), the
  // digits of its current field, and the state the 0x15 came in.
  std::array<char, 2 * kMaxBlockDigits + 3> block_header_{};
  size_t block_size_ = 0;
  size_t block_digits_ = 0;
  State block_resume_ = State::Text;
  int64_t current_stray_at_ = -1;  // FramedLine::stray_block_at of the line being read
  int64_t held_stray_at_ = -1;
  std::vector<FramedLine> lines_;
  std::string text_;
};

}  // namespace style12
