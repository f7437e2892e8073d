// The anomaly codes' names and how an anomaly is added; the rules that find
// them are anomaly_rules.cpp's, their sentences anomaly_message.cpp's.
#include "style12/anomaly.h"

#include "text/hints.h"

namespace style12 {

namespace {

constexpr std::string_view kNames[] = {
#define STYLE12_ANOMALY_NAME(name, code) code,
    STYLE12_ANOMALY_CODES(STYLE12_ANOMALY_NAME)
#undef STYLE12_ANOMALY_NAME
};

}  // namespace

std::string_view anomaly_code_name(AnomalyCode code) {
  const auto i = static_cast<size_t>(code);
  return i < std::size(kNames) ? kNames[i] : std::string_view("UNKNOWN");
}

// Out of line and built for size: an anomaly is rare, and each place that
// adds one would otherwise carry the vector's growing code.
STYLE12_RARE void add_anomaly(std::vector<Anomaly>& out, AnomalyCode code, int field,
                              std::initializer_list<int64_t> values) {
  Anomaly& anomaly = out.emplace_back();
  anomaly.code = code;
  anomaly.field = field;
  size_t i = 0;
  for (const int64_t v : values) {
    if (i == std::size(anomaly.values)) break;
    anomaly.values[i++] = v;
  }
}

}  // namespace style12
