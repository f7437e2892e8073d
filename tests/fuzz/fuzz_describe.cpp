// libFuzzer harness for describeStyle12 and describeHoldings: any line,
// described both ways; the properties checked are in properties.h.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "properties.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (!style12::fuzzing::describe_holds(
          std::string_view(reinterpret_cast<const char*>(data), size)))
    abort();
  return 0;
}
