// libFuzzer harness for the rules of play (legal moves, playing them,
// perft, SAN and UCI): one position and one variant an input; the
// properties checked are in properties.h.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "properties.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (!style12::fuzzing::rules_hold_once(
          std::string_view(reinterpret_cast<const char*>(data), size)))
    abort();
  return 0;
}
