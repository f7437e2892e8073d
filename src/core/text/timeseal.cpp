// Timeseal 2 as FICS's own clients speak it: the line, 0x18, the time in
// decimal, 0x19, padding to a multiple of 12 with '1', three byte swaps in
// every block of 12, each byte OR 0x80, XOR the key, less 32; then 0x80 and
// a LF.
#include "style12/timeseal.h"

#include "text/text.h"

namespace style12 {

namespace {

constexpr std::string_view kKey = "Timestamp (FICS) v1.0 - programmed by Henrik Gram.";
constexpr char kPing[4] = {'[', 'G', ']', '\0'};

}  // namespace

void Timeseal::seal(std::string_view line, uint64_t time_ms, std::string& out) {
  const size_t start = out.size();
  out += line;
  out += '\x18';
  text::append_int(out, static_cast<int64_t>(time_ms));
  out += '\x19';
  while ((out.size() - start) % 12 != 0) out += '1';
  char* s = out.data() + start;
  const size_t n = out.size() - start;
  for (size_t block = 0; block < n; block += 12) {
    std::swap(s[block], s[block + 11]);
    std::swap(s[block + 2], s[block + 9]);
    std::swap(s[block + 4], s[block + 7]);
  }
  for (size_t i = 0; i < n; ++i) {
    const auto byte = static_cast<uint8_t>(s[i]);
    s[i] = static_cast<char>(
        static_cast<uint8_t>(((byte | 0x80) ^ static_cast<uint8_t>(kKey[i % kKey.size()])) - 32));
  }
  out += '\x80';
  out += '\n';
}

void Timeseal::seal_ping_reply(uint64_t time_ms, std::string& out) {
  seal(
      "\x02"
      "9",
      time_ms, out);
}

int Timeseal::unseal(std::string_view bytes, std::string& out) {
  int pings = 0;
  for (const char c : bytes) {
    if (c == kPing[matched_]) {
      if (++matched_ == sizeof(kPing)) {
        ++pings;
        matched_ = 0;
      }
      continue;
    }
    // Not a request after all: what was held is text, and this byte may
    // start a new one.
    out.append(kPing, matched_);
    matched_ = 0;
    if (c == kPing[0]) {
      matched_ = 1;
    } else {
      out += c;
    }
  }
  return pings;
}

void Timeseal::finish(std::string& out) {
  out.append(kPing, matched_);
  matched_ = 0;
}

}  // namespace style12
