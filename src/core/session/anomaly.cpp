// The anomalies a line shows by itself; those against a game are found by
// the tracker (game.cpp), which knows the boards before, and their
// sentences are anomaly_message.cpp's.
#include "style12/anomaly.h"

#include "style12/encode.h"
#include "style12/fields.h"
#include "style12/relation.h"
#include "style12/square.h"
#include "text/hints.h"
#include "text/text.h"

namespace style12 {

namespace {

// scripts/gen-wire.mjs reads these names for the declarations' AnomalyCode.
constexpr std::string_view kNames[] = {
    "EP_WITHOUT_DOUBLE_PUSH",    "NEGATIVE_HALFMOVE", "STRENGTH_MISMATCH",
    "UNKNOWN_RELATION",          "HALFMOVE_MISMATCH", "MOVE_NUMBER_MISMATCH",
    "CASTLING_AFTER_KING_MOVED", "CLOCK_MISMATCH",    "TIME_CONTROL_CHANGED",
};
static_assert(std::size(kNames) == static_cast<size_t>(AnomalyCode::kCount));

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

void line_anomalies(const Style12& r, const Position& p, bool pockets_possible,
                    std::vector<Anomaly>& out) {
  if (r.double_push_file >= 0 && !double_push_plausible(p, r.double_push_file)) {
    add_anomaly(out, AnomalyCode::EpWithoutDoublePush, kDoublePushField, {r.double_push_file});
  }
  if (r.halfmove_clock < 0)
    add_anomaly(out, AnomalyCode::NegativeHalfmove, kHalfmoveField, {r.halfmove_clock});
  if (!relation::known(r.relation))
    add_anomaly(out, AnomalyCode::UnknownRelation, kRelationField, {r.relation});
  // Games with pockets are left alone: FICS counts the pieces in hand too,
  // and other servers weigh the pieces otherwise (FatICS's crazyhouse
  // starts at 24).
  if (!pockets_possible && r.fields_present >= kBlackStrengthField && p.width == 8 &&
      p.height == 8) {
    const std::array<int64_t, 2> counted_both = material_strengths(p);
    for (const Color c : {Color::White, Color::Black}) {
      const int64_t shown = c == Color::White ? r.white_strength : r.black_strength;
      const int64_t counted = counted_both[c == Color::White ? 0 : 1];
      if (shown == counted) continue;
      add_anomaly(out, AnomalyCode::StrengthMismatch,
                  c == Color::White ? kWhiteStrengthField : kBlackStrengthField, {shown, counted});
    }
  }
}

}  // namespace style12
