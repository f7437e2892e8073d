// FICS timeseal, version 2: what a client sends so the server can take the
// network's delay off its clock. Each line goes out with the client's time
// appended and scrambled; the server's ping requests ("[G]" and a NUL) are
// taken out of what it sends and answered. The first line is the hello.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace style12 {

class Timeseal {
 public:
  // The line a client sends first, sealed like any other: "TIMESEAL2|"
  // then who is asking.
  static constexpr std::string_view kHello = "TIMESEAL2|openseal|style12|";

  // `line` (without its line end) stamped with `time_ms` (the client's
  // clock in milliseconds; any origin, only differences count, and FICS's
  // clients send it modulo 10^7), sealed, and a LF after it, appended to
  // `out`.
  static void seal(std::string_view line, uint64_t time_ms, std::string& out);
  // The reply to one ping request, sealed and stamped.
  static void seal_ping_reply(uint64_t time_ms, std::string& out);

  // Takes the server's bytes (cut anywhere): appends them to `out` without
  // the ping requests, and returns how many requests they completed. A
  // request cut between two chunks is held back until the next one says
  // whether it is one.
  int unseal(std::string_view bytes, std::string& out);
  // What was held back at the end of the stream (a partial request is text).
  void finish(std::string& out);

  // How much of a request the last bytes began (0-3): a caller that keeps
  // no Timeseal between chunks hands it back with set_state().
  int state() const { return matched_; }
  void set_state(int matched) {
    matched_ = static_cast<uint8_t>(matched >= 0 && matched < 4 ? matched : 0);
  }

 private:
  uint8_t matched_ = 0;  // bytes of "[G]\0" seen so far
};

}  // namespace style12
