// libFuzzer harness for the holdings entry point; the properties checked are in
// properties.h.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "properties.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (!style12::fuzzing::holdings_hold(std::string_view(reinterpret_cast<const char*>(data), size)))
    abort();
  return 0;
}
