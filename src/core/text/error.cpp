#include "style12/error.h"

namespace style12 {

namespace {

constexpr std::string_view kNames[] = {
#define STYLE12_ERROR_NAME(name, text) text,
    STYLE12_ERROR_CODES(STYLE12_ERROR_NAME)
#undef STYLE12_ERROR_NAME
};

}  // namespace

std::string_view error_code_name(ErrorCode code) { return kNames[static_cast<size_t>(code)]; }

}  // namespace style12
