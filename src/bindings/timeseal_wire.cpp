// Timeseal's calls of the JavaScript API (style12's and style12/full's modules): bytes in,
// bytes out, the matching state kept by the caller between chunks.
#include "style12/timeseal.h"
#include "wire.h"

namespace style12::wire {

int32_t Wire::timeseal_seal(size_t length, double time_ms) {
  start(length);
  const uint64_t time = time_ms > 0 ? static_cast<uint64_t>(time_ms) : 0;
  Timeseal::seal(input_text(length_), time, output_);
  return succeed();
}

int32_t Wire::timeseal_hello() {
  start(0);
  output_.assign(Timeseal::kHello);
  return succeed();
}

int32_t Wire::timeseal_unseal(size_t length, int32_t state, bool last) {
  start(length);
  Timeseal seal;
  seal.set_state(state);
  reply_.count = seal.unseal(input_text(length_), output_);
  if (last) seal.finish(output_);
  reply_.state = seal.state();
  return succeed();
}

}  // namespace style12::wire
