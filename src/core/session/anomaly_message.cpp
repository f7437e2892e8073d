// Every anomaly's sentence, from the numbers the finder kept
// (anomaly_rules.cpp finds them; this file only words them). Built for size: a
// sentence is written only for a person to read.
#include "style12/anomaly.h"
#include "style12/fields.h"
#include "style12/square.h"
#include "text/text.h"

namespace style12 {

namespace {

// Milliseconds as seconds: "181 s", "180.662 s".
void seconds(std::string& out, int64_t ms) {
  if (ms < 0) out += '-';
  const uint64_t magnitude = ms < 0 ? 0 - static_cast<uint64_t>(ms) : static_cast<uint64_t>(ms);
  text::append_int(out, static_cast<int64_t>(magnitude / 1000));
  if (magnitude % 1000 != 0) {
    const uint64_t rest = magnitude % 1000;
    out += '.';
    out += static_cast<char>('0' + rest / 100);
    out += static_cast<char>('0' + rest / 10 % 10);
    out += static_cast<char>('0' + rest % 10);
  }
  out += " s";
}

void append_square(std::string& out, int64_t square) {
  append_square_name(out, static_cast<int>(square % 16), static_cast<int>(square / 16));
}

void append_castling_message(const Anomaly& a, std::string& out) {
  const bool white = a.field == kWhiteShortField || a.field == kWhiteLongField;
  const bool short_side = a.field == kWhiteShortField || a.field == kBlackShortField;
  const int64_t* v = a.values;
  const auto reason = static_cast<CastlingReason>(v[0]);
  const int64_t square = v[1];
  out += white ? "White's " : "Black's ";
  out += short_side ? "short" : "long";
  out += " castling is claimed";
  if (reason == CastlingReason::GrantedAgain) {
    out += " again, though the board before (line ";
    text::append_int(out, v[4]);
    out += ") had given it up: the king or that rook has moved";
    return;
  }
  out += ", but ";
  const bool valid_square = square >= 0 && square < kMaxBoardSize * 16;
  if (reason == CastlingReason::KingNotHome) {
    out += white ? "White's king" : "Black's king";
    if (!valid_square) {
      out += " is not on its first rank";
      return;
    }
    out += " is not on ";
    append_square(out, square);
  } else {
    if (!valid_square) {
      out += white ? "White" : "Black";
      out += short_side ? " has no rook on its king's short side"
                        : " has no rook on its king's long side";
      return;
    }
    out += white ? "no white rook stands on " : "no black rook stands on ";
    append_square(out, square);
  }
  // Where the game saw it go, when it did.
  const auto loss = static_cast<CastlingLoss>(v[3]);
  if (loss == CastlingLoss::NotSeen) return;
  out += loss == CastlingLoss::Captured ? ": it was captured there on move " : ": it left on move ";
  text::append_int(out, v[2]);
}

}  // namespace

void append_anomaly_message(const Anomaly& a, std::string& out) {
  const int64_t* v = a.values;
  switch (a.code) {
    case AnomalyCode::EpWithoutDoublePush:
      out += "the double-push file is ";
      text::append_int(out, v[0]);
      if (v[0] >= 0 && v[0] < kMaxBoardSize) {
        out += " (the ";
        out += file_letter(static_cast<int>(v[0]));
        out += "-file)";
      }
      out += ", but no pawn there can just have moved two squares";
      break;
    case AnomalyCode::NegativeHalfmove:
      out += "the halfmove clock is ";
      text::append_int(out, v[0]);
      out += "; it counts half-moves, from 0";
      break;
    case AnomalyCode::StrengthMismatch:
      out += a.field == kWhiteStrengthField ? "White's strength is " : "Black's strength is ";
      text::append_int(out, v[0]);
      out += ", but the material on the board is ";
      text::append_int(out, v[1]);
      out += " (P 1, N and B 3, R 5, Q 9)";
      break;
    case AnomalyCode::UnknownRelation:
      out += "the relation is ";
      text::append_int(out, v[0]);
      out += ", none of -4 to 2";
      break;
    case AnomalyCode::HalfmoveMismatch:
      out += "the halfmove clock is ";
      text::append_int(out, v[0]);
      out += v[2] ? "; the game counts " : "; the last move took or moved a pawn, so it is ";
      text::append_int(out, v[1]);
      break;
    case AnomalyCode::MoveNumberMismatch:
      out += "move ";
      text::append_int(out, v[0]);
      out += v[1] ? " with Black to move" : " with White to move";
      out += " does not follow the board before, though one move leads from that board to this one";
      break;
    case AnomalyCode::CastlingAfterKingMoved:
      append_castling_message(a, out);
      break;
    case AnomalyCode::ClockMismatch:
      out += a.field == kWhiteTimeField ? "White's clock went from " : "Black's clock went from ";
      seconds(out, v[0]);
      out += " to ";
      seconds(out, v[1]);
      out += "; a move time of ";
      seconds(out, v[2]);
      out += " and an increment of ";
      seconds(out, v[3]);
      out += " make it ";
      seconds(out, v[4]);
      break;
    case AnomalyCode::TimeControlChanged:
      out += "the time control is ";
      text::append_int(out, v[0]);
      out += ' ';
      text::append_int(out, v[1]);
      out += "; the game's was ";
      text::append_int(out, v[2]);
      out += ' ';
      text::append_int(out, v[3]);
      break;
    case AnomalyCode::kCount:
      break;
  }
}

std::string anomaly_message(const Anomaly& anomaly) {
  std::string out;
  append_anomaly_message(anomaly, out);
  return out;
}

}  // namespace style12
