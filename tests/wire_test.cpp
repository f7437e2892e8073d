// The crossing to JavaScript: what a call leaves in its blocks, and what it
// reads from the blocks JavaScript writes.
#include "wire.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>

#include "stream_wire.h"
#include "transcript.h"

namespace style12::wire {
namespace {

void put(Wire& w, const std::string& text) {
  std::memcpy(w.input(text.size()), text.data(), text.size());
}

int32_t parse(Wire& w, const std::string& text, int32_t options = 0) {
  put(w, text);
  return w.parse(text.size(), options);
}

// A span of a per-line call: into the input, or into the output after it.
std::string span(const Wire& w, size_t input_length, Span s) {
  if (s.length < 0) return "<null>";
  const auto at = static_cast<size_t>(s.at), n = static_cast<size_t>(s.length);
  if (at >= input_length) return std::string(w.output().substr(at - input_length, n));
  return std::string(w.input_text(input_length).substr(at, n));
}

const std::string kLine =
    "fics% <12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 "
    "1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296";

const std::string kFicsHelp =
    "<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 0 7 "
    "Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0";

TEST(Wire, TheLayoutIsTheOneJavaScriptReads) {
  // The generated header checks this at compile time; the module exports
  // it for JavaScript to compare with its own tables when it loads.
  EXPECT_NE(layout_signature(), 0u);
  EXPECT_EQ(sizeof(BoardBlock) % 8, 0u);
}

TEST(Wire, ParseFillsTheBlock) {
  Wire w;
  ASSERT_EQ(parse(w, kLine), 0);
  const BoardBlock& b = w.board();
  EXPECT_EQ(b.kind, static_cast<int32_t>(Kind::Board));
  EXPECT_EQ(b.double_push_file, 6);
  EXPECT_EQ(b.game_number, 107);
  EXPECT_EQ(b.relation, -1);
  EXPECT_EQ(b.white_time_ms, 297338);
  EXPECT_EQ(b.last_move_time_ms, 2662);
  EXPECT_EQ(b.lag_ms, 296);
  EXPECT_TRUE(b.flags & BoardFlags::kBlackToMove);
  const int32_t castling = BoardFlags::kWhiteShort | BoardFlags::kWhiteLong |
                           BoardFlags::kBlackShort | BoardFlags::kBlackLong;
  EXPECT_EQ(b.flags & castling, castling);
  for (const int32_t bit :
       {BoardFlags::kMilliseconds, BoardFlags::kHasClockTicking, BoardFlags::kClockTicking,
        BoardFlags::kHasLag, BoardFlags::kHasMoveTime, BoardFlags::kHasFlip,
        BoardFlags::kHasMoveNumber, BoardFlags::kEvenRanks, BoardFlags::kHasMove}) {
    EXPECT_TRUE(b.flags & bit) << bit;
  }
  EXPECT_FALSE(b.flags & BoardFlags::kFlip);
  EXPECT_EQ(b.width, 8);
  EXPECT_EQ(b.height, 8);
  EXPECT_EQ(span(w, kLine.size(), b.white), "gbtami");
  EXPECT_EQ(span(w, kLine.size(), b.last_move), "P/g2-g4");
  EXPECT_EQ(span(w, kLine.size(), b.last_move_time), "0:02.662");
  EXPECT_EQ(span(w, kLine.size(), b.last_move_san), "g4");
  EXPECT_EQ(span(w, kLine.size(), b.extra), "<null>");
  EXPECT_EQ(b.move_piece, 'P');
  EXPECT_EQ(b.move_from, 6 | (1 << 4));  // g2
  EXPECT_EQ(b.move_to, 6 | (3 << 4));    // g4
  const std::string board = span(w, kLine.size(), b.board);
  EXPECT_EQ(board.substr(static_cast<size_t>(b.rank_start[3]), 8), "----p---");
  EXPECT_EQ(span(w, kLine.size(), b.fen),
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  EXPECT_EQ(w.reply().status, 0);
  EXPECT_EQ(w.reply().output_length, static_cast<int32_t>(w.output().size()));
}

TEST(Wire, RanksSpreadByMoreBlanksKeepTheirOffsets) {
  Wire w;
  std::string line = kFicsHelp;
  line.replace(line.find(" pppppppp"), 1, "   ");
  ASSERT_EQ(parse(w, line), 0);
  EXPECT_FALSE(w.board().flags & BoardFlags::kEvenRanks);
  const std::string board = span(w, line.size(), w.board().board);
  EXPECT_EQ(board.substr(static_cast<size_t>(w.board().rank_start[1]), 8), "pppppppp");
}

TEST(Wire, EachDistinctRankKeepsOneNumberForTheWiresLife) {
  Wire w;
  ASSERT_EQ(parse(w, kLine), 0);
  // rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR
  const BoardBlock first = w.board();
  for (int k = 0; k < 8; ++k) EXPECT_EQ(first.rank_id[k], k) << k;  // new ranks, numbered in order
  for (int k = 8; k < 16; ++k) EXPECT_EQ(first.rank_id[k], -1) << k;
  ASSERT_EQ(parse(w, kFicsHelp), 0);
  // rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR
  const BoardBlock& second = w.board();
  EXPECT_EQ(second.rank_id[0], 8);
  EXPECT_EQ(second.rank_id[1], 9);
  EXPECT_EQ(second.rank_id[3], first.rank_id[2]);  // "--------" again
  EXPECT_EQ(second.rank_id[5], first.rank_id[2]);
  EXPECT_EQ(second.rank_id[2], 10);
  EXPECT_EQ(second.rank_id[4], 11);
  // A call cut short lets go of the wire's memory, never of its numbers.
  w.release();
  ASSERT_EQ(parse(w, kLine), 0);
  for (int k = 0; k < 8; ++k) EXPECT_EQ(w.board().rank_id[k], first.rank_id[k]) << k;
}

TEST(RankIds, NumbersRunOutAfterTheCapacityAndOnlyEightSquareRanksHaveOne) {
  auto ids = std::make_unique<RankIds>();
  EXPECT_EQ(ids->id("pppppppp"), 0);
  EXPECT_EQ(ids->id("ppppppp"), -1);
  EXPECT_EQ(ids->id("pppppppp-"), -1);
  EXPECT_EQ(ids->id("pppppppp"), 0);
  std::string rank = "--------";
  int32_t next = 1;
  for (int n = 0; next < RankIds::kCapacity; ++n) {
    for (int f = 0; f < 8; ++f) rank[static_cast<size_t>(f)] = "-pnbrqkP"[(n >> (3 * f)) & 7];
    if (rank == "pppppppp") continue;
    ASSERT_EQ(ids->id(rank), next) << rank;
    ASSERT_EQ(ids->id(rank), next) << rank;
    ++next;
  }
  EXPECT_EQ(ids->id("RNBQKBNR"), -1);  // new, and every number is taken
  EXPECT_EQ(ids->id("pppppppp"), 0);   // the old ones keep theirs
  EXPECT_EQ(ids->id(rank), RankIds::kCapacity - 1);
}

TEST(Wire, NoneAndAbsentFieldsAreNull) {
  Wire w;
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "1 "
      "a b 0 3 0 39 39 180 180 1 none (0:00) none 0";
  ASSERT_EQ(parse(w, line), 0);
  const BoardBlock& b = w.board();
  EXPECT_EQ(span(w, line.size(), b.last_move), "<null>");
  EXPECT_EQ(span(w, line.size(), b.last_move_san), "<null>");
  EXPECT_EQ(span(w, line.size(), b.last_move_time), "0:00");
  EXPECT_FALSE(b.flags & BoardFlags::kHasLag);
  EXPECT_FALSE(b.flags & BoardFlags::kHasMove);
  EXPECT_FALSE(b.flags & BoardFlags::kHasClockTicking);
}

TEST(Wire, ACutShortLineSaysWhichFieldsItLost) {
  Wire w;
  const std::string line = kLine.substr(0, kLine.find(" P/g2-g4"));
  // It stops right after the move number, which may itself be cut.
  ASSERT_EQ(parse(w, line, Options::kAllowTruncated), 0);
  const BoardBlock& b = w.board();
  EXPECT_TRUE(b.flags & BoardFlags::kTruncated);
  EXPECT_FALSE(b.flags & BoardFlags::kHasMoveNumber);
  EXPECT_FALSE(b.flags & BoardFlags::kHasFlip);
  EXPECT_EQ(b.fields_present, 26);
  EXPECT_EQ(span(w, line.size(), b.last_move), "<null>");
  // With a blank after it, the move number is whole.
  ASSERT_EQ(parse(w, line + " ", Options::kAllowTruncated), 0);
  EXPECT_TRUE(w.board().flags & BoardFlags::kHasMoveNumber);
  EXPECT_EQ(w.board().fields_present, 27);
}

TEST(Wire, OptionsReachTheFen) {
  Wire w;
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 "
      "1 "
      "a b 0 3 0 39 39 180 180 1 P/e2-e4 (0:00) e4 0";
  ASSERT_EQ(parse(w, line, Options::kLegalEnPassant | Options::kShredder), 0);
  EXPECT_EQ(w.output(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - 0 1");
}

TEST(Wire, ErrorsGiveCodeFieldColumnAndMessage) {
  Wire w;
  const std::string bad = "<12> rnbqkbnr W";
  ASSERT_EQ(parse(w, bad), 1 + static_cast<int32_t>(ErrorCode::BadBoardSize));
  const ErrorBlock& e = w.error();
  EXPECT_EQ(w.reply().status, 1 + static_cast<int32_t>(ErrorCode::BadBoardSize));
  EXPECT_EQ(e.code, static_cast<int32_t>(ErrorCode::BadBoardSize));
  EXPECT_EQ(e.field, 3);
  EXPECT_EQ(e.column, 14);
  EXPECT_EQ(span(w, bad.size(), e.code_name), "BAD_BOARD_SIZE");
  EXPECT_EQ(span(w, bad.size(), e.field_name), "board");
  EXPECT_NE(span(w, bad.size(), e.message).find("at least two ranks"), std::string::npos);
  // A bad <b1> line after the board is reported as such.
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "1 "
      "a b 0 3 0 39 39 180 180 1 none (0:00) none 0";
  ASSERT_EQ(parse(w, line + "\n<b1> game 1 white PN black []", Options::kWithHoldings),
            1 + static_cast<int32_t>(ErrorCode::BadHoldings));
}

TEST(Wire, HoldingsLine) {
  Wire w;
  const std::string line = "<b1> game 52 white [NB] black [N] <- BN";
  put(w, line);
  ASSERT_EQ(w.parse_holdings(line.size()), 0);
  EXPECT_EQ(w.holdings().game_number, 52);
  EXPECT_EQ(span(w, line.size(), w.holdings().white), "NB");
  EXPECT_EQ(span(w, line.size(), w.holdings().black), "N");
  EXPECT_EQ(w.holdings().passed, ('B' << 8) | 'N');
}

TEST(Wire, HoldingsMustBeForTheSameGame) {
  Wire w;
  const std::string line =
      "<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 "
      "7 "
      "a b 0 3 0 39 39 180 180 1 none (0:00) none 0\n<b1> game 8 white [] black []";
  ASSERT_EQ(parse(w, line, Options::kWithHoldings),
            1 + static_cast<int32_t>(ErrorCode::HoldingsOtherGame));
  EXPECT_NE(span(w, line.size(), w.error().message).find("game 8"), std::string::npos);
}

TEST(Wire, ReadFenGivesThePositionWithEveryClaim) {
  Wire w;
  const std::string fen = "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1";
  put(w, fen);
  ASSERT_EQ(w.read_fen(fen.size(), fen.size()), 0);
  const PositionBlock& p = w.position();
  EXPECT_EQ(span(w, fen.size(), p.board),
            "r---k--- -------- -------- -------- -------- -------- -------- ----K--R");
  EXPECT_EQ(span(w, fen.size(), p.castling), "Kq");
  EXPECT_EQ(span(w, fen.size(), p.castling_claims), "HAha");
  EXPECT_EQ(span(w, fen.size(), p.en_passant), "<null>");
  EXPECT_EQ(span(w, fen.size(), p.fen), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
  EXPECT_EQ(p.fullmove_number, 1);
  const std::string bad = "8/8/8/8/8/8/8/8 x - - 0 1";
  put(w, bad);
  EXPECT_EQ(w.read_fen(bad.size(), bad.size()),
            1 + static_cast<int32_t>(ErrorCode::FenBadSideToMove));
  EXPECT_EQ(w.error().column, 16);
}

// Chess960 with the king on e1: its rights name the inner rooks, which
// the standard rule (what a FEN without a variant gets, the king being on
// e1) would drop.
TEST(Wire, ReadFenStatesTheRightsOfTheVariantNamed) {
  Wire w;
  const std::string fen = "rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11";
  put(w, fen + "chess960");
  ASSERT_EQ(w.read_fen(fen.size() + 8, fen.size()), 0);
  EXPECT_EQ(span(w, fen.size() + 8, w.position().castling), "Gkq");
  put(w, fen);
  ASSERT_EQ(w.read_fen(fen.size(), fen.size()), 0);
  EXPECT_EQ(span(w, fen.size(), w.position().castling), "q");
  put(w, fen + "shogi");
  EXPECT_EQ(w.read_fen(fen.size() + 5, fen.size()),
            1 + static_cast<int32_t>(ErrorCode::BadVariant));
}

TEST(Wire, ValidateReadsAFenOrAPositionBlock) {
  Wire w;
  const std::string fen = "r3k3/8/8/8/8/8/8/4K2R w HAha - 0 1";
  put(w, fen + "chess");
  ASSERT_EQ(w.validate(fen.size() + 5, fen.size(), false), 0);
  EXPECT_EQ(w.reply().problems, 1 << static_cast<int>(Problem::BadCastlingRights));
  ASSERT_EQ(w.reply().count, 1);
  const ProblemBlock* problem = w.problem_blocks().data();
  EXPECT_EQ(problem->bit, static_cast<int>(Problem::BadCastlingRights));
  EXPECT_EQ(span(w, fen.size() + 5, problem->code), "BAD_CASTLING_RIGHTS");
  EXPECT_EQ(span(w, fen.size() + 5, problem->message),
            "A castling right is claimed without its king and rook in place.");
  put(w, fen + "shogi");
  EXPECT_EQ(w.validate(fen.size() + 5, fen.size(), true),
            1 + static_cast<int32_t>(ErrorCode::BadVariant));
  EXPECT_NE(
      w.output().find("chess, chess960, crazyhouse, bughouse, suicide, losers, atomic or wild"),
      std::string::npos);
  // The position read back from its block: the claims survive.
  put(w, fen);
  ASSERT_EQ(w.read_fen(fen.size(), fen.size()), 0);
  const std::string texts = std::string(w.input_text(fen.size())) + std::string(w.output());
  put(w, texts + "chess");
  ASSERT_EQ(w.validate(texts.size() + 5, texts.size(), true), 0);
  EXPECT_EQ(w.reply().problems, 1 << static_cast<int>(Problem::BadCastlingRights));
}

// A record as JavaScript writes it: the texts one after another in the
// input, spans into them, numbers and flags in the block.
struct RecordIn {
  std::string texts;
  Span add(std::string_view text) {
    const Span s{static_cast<int32_t>(texts.size()), static_cast<int32_t>(text.size())};
    texts += text;
    return s;
  }
};

void write_fics_help(Wire& w, RecordIn& in) {
  BoardBlock& b = w.board();
  b = BoardBlock{};
  b.board = in.add("rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR");
  b.white = in.add("Newton");
  b.black = in.add("Einstein");
  b.last_move = in.add("K/e1-e2");
  b.last_move_time = in.add("0:06");
  b.last_move_san = in.add("Ke2");
  b.extra = Texts::null();
  b.double_push_file = -1;
  b.game_number = 7;
  b.relation = 1;
  b.initial_time = 2;
  b.increment = 12;
  b.white_strength = b.black_strength = 39;
  b.white_time = 119;
  b.black_time = 122;
  b.move_number = 2;
  b.flags = BoardFlags::kBlackShort | BoardFlags::kBlackLong | BoardFlags::kHasFlip |
            BoardFlags::kHasMoveNumber | BoardFlags::kSpaceAfterTag;
  w.fields().side = 'b';
}

TEST(Wire, FormatWritesTheLineOfARecordJavaScriptWrote) {
  Wire w;
  RecordIn in;
  write_fics_help(w, in);
  put(w, in.texts);
  ASSERT_EQ(w.format(in.texts.size()), 0) << span(w, in.texts.size(), w.error().message);
  EXPECT_EQ(w.output(), kFicsHelp);
  ASSERT_EQ(w.record_fen(in.texts.size(), 0, 0), 0);
  EXPECT_EQ(w.output(), "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2");
}

TEST(Wire, FormatNamesTheFieldARecordGotWrong) {
  Wire w;
  RecordIn in;
  write_fics_help(w, in);
  w.board().game_number = 1.5;
  put(w, in.texts);
  EXPECT_EQ(w.format(in.texts.size()), 1 + static_cast<int32_t>(ErrorCode::BadNumber));
  EXPECT_EQ(w.error().field, kGameNumberField);
  write_fics_help(w, in);
  w.fields().side = 'x';
  EXPECT_EQ(w.format(in.texts.size()), 1 + static_cast<int32_t>(ErrorCode::BadSideToMove));
  write_fics_help(w, in);
  w.board().flags &= ~BoardFlags::kHasFlip;
  EXPECT_EQ(w.format(in.texts.size()), 1 + static_cast<int32_t>(ErrorCode::MissingField));
  EXPECT_EQ(w.error().field, kFlipField);
  // A board whose ranks differ is read back to say where.
  in = RecordIn{};
  write_fics_help(w, in);
  in.texts.replace(0, 8, "rnbqkb-");
  w.board().board.length -= 1;
  for (Span* s : {&w.board().white, &w.board().black, &w.board().last_move,
                  &w.board().last_move_time, &w.board().last_move_san}) {
    s->at -= 1;
  }
  put(w, in.texts);
  EXPECT_EQ(w.format(in.texts.size()), 1 + static_cast<int32_t>(ErrorCode::BadRankWidth));
}

TEST(Wire, EncodeTakesTheFieldsGivenAndDefaultsTheRest) {
  Wire w;
  RecordIn in;
  const std::string fen = "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2";
  in.add(fen);
  write_fics_help(w, in);
  w.fields().given = FieldsFlags::kGameNumber | FieldsFlags::kWhite | FieldsFlags::kBlack |
                     FieldsFlags::kRelation | FieldsFlags::kInitialTime | FieldsFlags::kIncrement |
                     FieldsFlags::kWhiteTime | FieldsFlags::kBlackTime | FieldsFlags::kLastMove |
                     FieldsFlags::kLastMoveTime | FieldsFlags::kLastMoveSan;
  put(w, in.texts);
  ASSERT_EQ(w.encode(in.texts.size(), fen.size()), 0)
      << span(w, in.texts.size(), w.error().message);
  EXPECT_EQ(w.output(), kFicsHelp);
  // A strength given is kept; the other is still computed.
  w.board().white_strength = 5;
  w.fields().given = FieldsFlags::kWhiteStrength;
  ASSERT_EQ(w.encode(in.texts.size(), fen.size()), 0);
  EXPECT_NE(w.output().find(" 1 White Black -3 0 0 5 39 0 0 2 "), std::string::npos) << w.output();
}

TEST(Wire, FormatHoldingsWritesTheLine) {
  Wire w;
  RecordIn in;
  w.holdings().game_number = 52;
  w.holdings().white = in.add("NB");
  w.holdings().black = in.add("N");
  w.holdings().passed = ('B' << 8) | 'N';
  put(w, in.texts);
  ASSERT_EQ(w.format_holdings(in.texts.size()), 0);
  EXPECT_EQ(w.output(), "<b1> game 52 white [NB] black [N] <- BN");
}

TEST(Wire, InputGrowsAndKeepsItsContents) {
  Wire w;
  std::memcpy(w.input(4), "<12>", 4);
  char* big = w.input(1 << 16);
  EXPECT_EQ(std::string(big, 4), "<12>");
}

// ------------------------------------------------------------- streams

// The blocks of a push, walked as JavaScript walks them.
struct Walked {
  std::vector<int32_t> kinds;
  std::vector<std::string> texts;      // each block's `text` span
  std::vector<std::string> fens;       // board and completing holdings blocks
  std::vector<std::string> anomalies;  // "line CODE field: message", after their boards
};

std::string stream_span(const StreamWire& s, Span span) {
  if (span.length < 0) return "<null>";
  const auto at = static_cast<size_t>(span.at), n = static_cast<size_t>(span.length);
  const std::string_view lines = s.lines();
  if (at >= lines.size()) return std::string(s.text().substr(at - lines.size(), n));
  return std::string(lines.substr(at, n));
}

Walked walk(const StreamWire& s, const PushReplyBlock& reply) {
  Walked out;
  const char* p = s.blocks();
  for (int i = 0; i < reply.events; ++i) {
    int32_t kind = 0;
    std::memcpy(&kind, p, 4);
    out.kinds.push_back(kind);
    switch (static_cast<Kind>(kind)) {
      case Kind::Board: {
        const auto* b = reinterpret_cast<const BoardBlock*>(p);
        out.texts.push_back(stream_span(s, b->text));
        out.fens.push_back(stream_span(s, b->fen));
        p += sizeof(BoardBlock);
        // Its anomalies follow it, blocks that are no events.
        const char* end = s.blocks() + reply.blocks_length;
        for (int32_t next = 0;
             p < end && (std::memcpy(&next, p, 4), next == static_cast<int32_t>(Kind::Anomaly));
             p += sizeof(AnomalyBlock)) {
          const auto* a = reinterpret_cast<const AnomalyBlock*>(p);
          out.anomalies.push_back(std::to_string(static_cast<int64_t>(a->line)) + " " +
                                  stream_span(s, a->code) + " " + std::to_string(a->field) + ": " +
                                  stream_span(s, a->message));
        }
        break;
      }
      case Kind::Holdings: {
        const auto* b = reinterpret_cast<const HoldingsBlock*>(p);
        out.texts.push_back(stream_span(s, b->text));
        if (b->flags & HoldingsFlags::kCompletesBoard) out.fens.push_back(stream_span(s, b->fen));
        p += sizeof(HoldingsBlock);
        break;
      }
      case Kind::GameEnd:
        out.texts.push_back(stream_span(s, reinterpret_cast<const GameEndBlock*>(p)->text));
        p += sizeof(GameEndBlock);
        break;
      case Kind::Text:
        out.texts.push_back(stream_span(s, reinterpret_cast<const TextBlock*>(p)->text));
        p += sizeof(TextBlock);
        break;
      case Kind::Error:
        out.texts.push_back(stream_span(s, reinterpret_cast<const ErrorBlock*>(p)->message));
        p += sizeof(ErrorBlock);
        break;
      case Kind::Resync:
        out.texts.push_back(stream_span(s, reinterpret_cast<const ResyncBlock*>(p)->reason));
        p += sizeof(ResyncBlock);
        break;
      case Kind::Anomaly:
        // Only ever after its board, which steps over it.
        ADD_FAILURE() << "an anomaly block where an event was expected";
        return out;
    }
  }
  EXPECT_EQ(p - s.blocks(), reply.blocks_length);
  return out;
}

TEST(StreamWire, APushLeavesItsEventsAsBlocksOfTheirKind) {
  StreamWire s(stream_options(0));
  const std::string bytes =
      "fics% hello\n\r" + kLine +
      "\n\r<b1> game 107 white [P] black []\n\r"
      "{Game 107 (gbtami vs. ggbtami) gbtami resigns} 0-1\n\r<12> bad\n\rnext";
  std::memcpy(s.input(bytes.size()), bytes.data(), bytes.size());
  const Walked w = walk(s, s.push(bytes.size()));
  EXPECT_EQ(w.kinds, (std::vector<int32_t>{3, 0, 1, 2, 4}));
  EXPECT_EQ(w.texts[0], "hello");
  EXPECT_EQ(w.texts[1], kLine);
  EXPECT_EQ(w.texts[3], "{Game 107 (gbtami vs. ggbtami) gbtami resigns} 0-1");
  EXPECT_NE(w.texts[4].find("the line ends before board"), std::string::npos) << w.texts[4];
  EXPECT_EQ(w.fens[0], "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  EXPECT_EQ(w.fens[1], "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR[P] b KQkq g3 0 2");
  EXPECT_EQ(s.reply().lines_ascii, 1);
  const Walked last = walk(s, s.end());
  EXPECT_EQ(last.texts, (std::vector<std::string>{"next"}));
}

// What a plain Stream gives for the same bytes, walked the same way.
Walked walk_stream(StreamEvents events) {
  Walked out;
  for (const StreamEvent& e : events) {
    out.kinds.push_back(static_cast<int32_t>(e.type == EventType::Style12    ? Kind::Board
                                             : e.type == EventType::Holdings ? Kind::Holdings
                                             : e.type == EventType::GameEnd  ? Kind::GameEnd
                                             : e.type == EventType::Text     ? Kind::Text
                                             : e.type == EventType::Resync   ? Kind::Resync
                                                                             : Kind::Error));
    out.texts.emplace_back(e.type == EventType::Error    ? std::string_view(e.error.message)
                           : e.type == EventType::Resync ? e.reason
                                                         : e.text);
    if (e.type == EventType::Style12 || (e.type == EventType::Holdings && e.board_line != 0)) {
      out.fens.emplace_back(e.fen);
    }
    for (const Anomaly& a : e.anomalies) {
      out.anomalies.push_back(std::to_string(e.line) + " " +
                              std::string(anomaly_code_name(a.code)) + " " +
                              std::to_string(a.field) + ": " + anomaly_message(a));
    }
  }
  return out;
}

TEST(StreamWire, APushOfManyBatchesGivesWhatTheStreamGives) {
  // Every transcript, several times over, with broken lines among them:
  // thousands of events in one push, taken from the stream a batch at a
  // time, their FENs and error messages in one text.
  std::string session;
  for (int copy = 0; copy < 10; ++copy) {
    for (const char* name :
         {"crazyhouse.fics", "standard-game.fics", "cut-short.fics", "two-observed-games.fics",
          "block-mode.fics", "takeback.fics", "board-that-does-not-follow.fics"}) {
      session += style12::testing::read_transcript(name);
      session += "\n<12> broken line\n<b1> game 1 white [Q\n";
    }
  }
  StreamWire s(stream_options(0));
  std::memcpy(s.input(session.size()), session.data(), session.size());
  const Walked pushed = walk(s, s.push(session.size()));
  Stream plain;
  const Walked expected = walk_stream(plain.push(session));
  ASSERT_GT(pushed.kinds.size(), 1000u);
  EXPECT_EQ(std::count(pushed.kinds.begin(), pushed.kinds.end(), int32_t(Kind::Resync)), 10);
  EXPECT_EQ(pushed.kinds, expected.kinds);
  EXPECT_EQ(pushed.texts, expected.texts);
  EXPECT_EQ(pushed.fens, expected.fens);
  EXPECT_EQ(pushed.anomalies, expected.anomalies);
  EXPECT_FALSE(pushed.anomalies.empty());
  EXPECT_EQ(walk(s, s.end()).texts, walk_stream(plain.end()).texts);
}

TEST(StreamWire, LinesThatAreNotAsciiAreSaidToBe) {
  StreamWire s(stream_options(0));
  const std::string bytes = "caf\xc3\xa9\n";
  std::memcpy(s.input(bytes.size()), bytes.data(), bytes.size());
  s.push(bytes.size());
  const Walked w = walk(s, s.end());
  EXPECT_EQ(w.texts, (std::vector<std::string>{"caf\xc3\xa9"}));
  EXPECT_EQ(s.reply().lines_ascii, 0);
}

TEST(StreamWire, GamesAndPgnOfTheStream) {
  StreamWire s(stream_options(0));
  const std::string bytes = kLine + "\n\r";
  std::memcpy(s.input(bytes.size()), bytes.data(), bytes.size());
  s.push(bytes.size());
  s.end();
  const ListReplyBlock& list = s.games();
  ASSERT_EQ(list.count, 1);
  const GameBlock& g = s.game_blocks()[0];
  const std::string_view text = s.games_text();
  const auto at = [&](Span span) { return std::string(text.substr(span.at, span.length)); };
  EXPECT_EQ(g.id, 1);
  EXPECT_EQ(g.game_number, 107);
  EXPECT_EQ(g.plies, 0);
  EXPECT_EQ(g.partner_id, -1);
  EXPECT_EQ(at(g.white), "gbtami");
  EXPECT_EQ(at(g.black), "ggbtami");
  EXPECT_EQ(at(g.variant), "chess");
  EXPECT_EQ(g.result.length, -1);
  EXPECT_EQ(at(g.fen), "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  EXPECT_EQ(at(g.clock_running), "b");
  EXPECT_EQ(list.text_length, static_cast<int32_t>(text.size()));
  EXPECT_NE(s.pgn(1).find("[White \"gbtami\"]"), std::string::npos);
  EXPECT_EQ(s.pgn(2), "");
}

TEST(Wire, DescribeFillsADescriptionBlockAndAFieldBlockAField) {
  Wire w;
  const std::string line = kLine.substr(0, kLine.find(" 107 ")) + " #107 gbtami";
  put(w, line);
  ASSERT_EQ(w.describe(line.size(), false), 0);
  const auto* d = reinterpret_cast<const DescriptionBlock*>(&w.description().block);
  EXPECT_EQ(d->flags & DescriptionFlags::kParsed, 0);
  EXPECT_EQ(span(w, line.size(), d->error_code), "BAD_NUMBER");
  EXPECT_EQ(d->error_field, 17);
  ASSERT_GE(d->count, 17);
  const FieldDescriptionBlock& game = w.description().fields[16];
  EXPECT_EQ(game.field, 17);
  EXPECT_EQ(game.state, static_cast<int32_t>(FieldStateCode::kBad));
  EXPECT_EQ(span(w, line.size(), game.text), "#107");
  EXPECT_EQ(span(w, line.size(), game.error_code), "BAD_NUMBER");
  EXPECT_EQ(game.column, static_cast<int32_t>(line.find("#107")));
  const FieldDescriptionBlock& rank = w.description().fields[1];
  EXPECT_EQ(rank.rank, 8);
  EXPECT_EQ(rank.state, static_cast<int32_t>(FieldStateCode::kGood));
}

}  // namespace
}  // namespace style12::wire
