// Fields of a Style 12 line that contradict its own board or the game it
// belongs to: what a person debugging a server (or a client) wants told.
// Some show in the line alone; the others need the game's boards before it.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "style12/lists.h"
#include "style12/position.h"
#include "style12/record.h"

namespace style12 {

// Every anomaly code is written once, in src/core/lists.json
// ("anomalyCodes": its stable name and when it is found); the generated
// style12/lists.h gives them as STYLE12_ANOMALY_CODES(X), X(Enumerator,
// "CODE"), from which this enum, anomaly_code_name() and the package's
// AnomalyCode type are made.
enum class AnomalyCode : uint8_t {
#define STYLE12_ANOMALY_ENUM(name, code) name,
  STYLE12_ANOMALY_CODES(STYLE12_ANOMALY_ENUM)
#undef STYLE12_ANOMALY_ENUM
      kCount,
};

// An anomaly and the numbers its message shows (which ones, by code, is
// anomaly_message.cpp's to say): kept as numbers, so that a stream that meets one
// on every board allocates nothing for it.
struct Anomaly {
  AnomalyCode code = AnomalyCode::EpWithoutDoublePush;
  int field = 0;  // as the help file numbers them
  int64_t values[6] = {0, 0, 0, 0, 0, 0};
};

// Why a CastlingAfterKingMoved claim is wrong: its values[0]. values[1]
// is the square of the king or rook it needs (rank * 16 + file; -1 when
// the rule names none), values[2] the move that moved or took it (0: not
// seen), values[3] how (CastlingLoss), values[4] the line of the board
// before (CastlingReason::GrantedAgain).
enum class CastlingReason : uint8_t { KingNotHome, NoRook, GrantedAgain };
enum class CastlingLoss : uint8_t { NotSeen, Moved, Captured };

// Appends an anomaly with its numbers (the first six) to `out`.
void add_anomaly(std::vector<Anomaly>& out, AnomalyCode code, int field,
                 std::initializer_list<int64_t> values);

// "EP_WITHOUT_DOUBLE_PUSH", ...: stable across releases.
std::string_view anomaly_code_name(AnomalyCode code);

// What the anomaly is, in a sentence: "the halfmove clock is 0; the game
// counts 3".
void append_anomaly_message(const Anomaly& anomaly, std::string& out);
std::string anomaly_message(const Anomaly& anomaly);

// The anomalies a line shows by itself (its position as to_position made
// it), appended to `out`. `pockets_possible`: the game may have pockets,
// and its strengths are not judged.
void line_anomalies(const Style12& record, const Position& position, bool pockets_possible,
                    std::vector<Anomaly>& out);

}  // namespace style12
