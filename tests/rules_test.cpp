// The rules of play: perft against published counts, SAN and UCI both ways,
// and positions that cannot be played.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

#include "fixture.h"
#include "style12/style12.h"

namespace style12 {
namespace {

using testing::Row;

Chessboard board_of(std::string_view fen, Variant variant = Variant::Chess) {
  const auto p = parse_fen(fen);
  EXPECT_TRUE(p.has_value()) << (p ? "" : p.error().message);
  if (!p) return Chessboard{};
  auto b = Chessboard::from(*p, variant);
  EXPECT_TRUE(b.has_value()) << (b ? "" : b.error().message);
  return b ? *b : Chessboard{};
}

std::vector<Row> perft_rows(std::string_view speed) {
  std::vector<Row> rows;
  const bool deep = std::getenv("STYLE12_DEEP_PERFT") != nullptr;
  for (Row& r : testing::read_tsv("perft.tsv")) {
    if (r[0] == speed || (deep && speed == "deep" && r[0] == "deep")) rows.push_back(std::move(r));
  }
  return rows;
}

class Perft : public ::testing::TestWithParam<Row> {};

TEST_P(Perft, MatchesThePublishedCount) {
  const Row& row = GetParam();
  SCOPED_TRACE(row[2] + " " + row[4] + " (" + row[1] + ")");
  Variant variant = Variant::Chess;
  ASSERT_TRUE(parse_variant(row[3], variant));
  const Chessboard b = board_of(row[4], variant);
  std::istringstream counts(row[5]);
  std::string pair;
  while (counts >> pair) {
    const size_t eq = pair.find('=');
    const int depth = std::stoi(pair.substr(0, eq));
    const uint64_t expected = std::stoull(pair.substr(eq + 1));
    EXPECT_EQ(perft(b, depth), expected) << "depth " << depth;
  }
}

// has_legal_move() answers what an empty move list would, on every
// position two plies from each perft position and one from positions with
// a mate in one.
void expect_has_legal_move_agrees(const Chessboard& b, int depth, int& positions, int& without) {
  MoveList moves;
  b.legal_moves(moves);
  ASSERT_EQ(b.has_legal_move(), moves.size() != 0) << to_fen(b.position());
  ++positions;
  without += moves.size() == 0;
  if (depth == 0) return;
  for (const Move& m : moves) {
    Chessboard next = b;
    next.play(m);
    expect_has_legal_move_agrees(next, depth - 1, positions, without);
  }
}

TEST(Chessboard, HasALegalMoveExactlyWhenTheListIsNotEmpty) {
  int positions = 0, without = 0;
  for (const Row& row : perft_rows("fast")) {
    Variant variant = Variant::Chess;
    ASSERT_TRUE(parse_variant(row[3], variant));
    expect_has_legal_move_agrees(board_of(row[4], variant), 2, positions, without);
  }
  EXPECT_GT(positions, 10000);
  // Mates one move away: by a queen, on the back rank, smothered, by a drop.
  for (const auto& [fen, variant] :
       {std::pair{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", Variant::Chess},
        std::pair{"6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", Variant::Chess},
        std::pair{"6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", Variant::Chess},
        std::pair{"6rk/6pp/8/8/8/8/8/6K1[N] w - - 0 1", Variant::Crazyhouse}}) {
    const int mates_before = without;
    expect_has_legal_move_agrees(board_of(fen, variant), 1, positions, without);
    EXPECT_GT(without, mates_before) << fen;
  }
}

TEST(Chessboard, TellsMateFromCheck) {
  EXPECT_FALSE(
      board_of("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").has_legal_move());
  EXPECT_TRUE(board_of("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1").has_legal_move());  // the king takes
  EXPECT_TRUE(
      board_of("4k3/8/8/8/8/8/5PPP/r2R2K1 w - - 0 1").has_legal_move());      // only the rook takes
  EXPECT_FALSE(board_of("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").has_legal_move());  // stalemate
  EXPECT_TRUE(board_of("k7/8/8/8/8/8/1q6/K7[N] w - - 0 1", Variant::Crazyhouse).has_legal_move());
}

std::string row_name(const ::testing::TestParamInfo<Row>& info) {
  return "line" + std::to_string(info.param.line_number);
}

INSTANTIATE_TEST_SUITE_P(Fast, Perft, ::testing::ValuesIn(perft_rows("fast")), row_name);
// Minutes in a debug or sanitizer build: only with STYLE12_DEEP_PERFT=1.
INSTANTIATE_TEST_SUITE_P(Deep, Perft, ::testing::ValuesIn(perft_rows("deep")), row_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Perft);

std::string san_of(std::string_view fen, std::string_view uci, Variant variant = Variant::Chess) {
  const Chessboard b = board_of(fen, variant);
  const auto m = parse_uci(b, uci);
  EXPECT_TRUE(m.has_value()) << uci << ": " << (m ? "" : m.error().message);
  if (!m) return "";
  std::string out;
  append_san(b, *m, out);
  return out;
}

std::string uci_of(std::string_view fen, std::string_view san, Variant variant = Variant::Chess) {
  const Chessboard b = board_of(fen, variant);
  const auto m = parse_san(b, san);
  if (!m) return std::string(error_code_name(m.error().code));
  std::string out;
  append_uci(b, *m, castling_uci_of(variant), out);
  return out;
}

constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

TEST(San, WritesPiecesPawnsAndCaptures) {
  EXPECT_EQ(san_of(kStart, "e2e4"), "e4");
  EXPECT_EQ(san_of(kStart, "g1f3"), "Nf3");
  EXPECT_EQ(san_of("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4d5"),
            "exd5");
  EXPECT_EQ(san_of("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6"),
            "exf6");
}

TEST(San, TellsPiecesApartByFileRankOrBoth) {
  // Two knights on b1 and f1 can reach d2: by file.
  EXPECT_EQ(san_of("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2"), "Nbd2");
  // Two rooks on a1 and a5 reach a3: by rank.
  EXPECT_EQ(san_of("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"), "R1a3");
  // Queens on h4, e4 and h1 all reach e1: one shares h4's file, one its rank.
  EXPECT_EQ(san_of("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "h4e1"), "Qh4e1");
  // A pinned rival does not count.
  EXPECT_EQ(san_of("4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1", "b1c3"), "Nc3");
}

TEST(San, WritesPromotionCheckAndMate) {
  EXPECT_EQ(san_of("8/P6k/8/8/8/8/8/K7 w - - 0 1", "a7a8q"), "a8=Q");
  EXPECT_EQ(san_of("7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8r"), "a8=R+");
  EXPECT_EQ(san_of("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"), "Ra8#");
  EXPECT_EQ(san_of("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4"),
            "Qh4#");
}

TEST(San, WritesCastlingInEveryStart) {
  EXPECT_EQ(san_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"), "O-O");
  EXPECT_EQ(san_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1"), "O-O-O");
  // Chess960: the king on b1 castles long with the a1 rook; king takes rook.
  EXPECT_EQ(san_of("r5kr/8/8/8/8/8/8/RK5R w HAha - 0 1", "b1a1", Variant::Chess960), "O-O-O");
  EXPECT_EQ(san_of("r5kr/8/8/8/8/8/8/RK5R w HAha - 0 1", "b1h1", Variant::Chess960), "O-O");
  EXPECT_EQ(uci_of("r5kr/8/8/8/8/8/8/RK5R w HAha - 0 1", "O-O", Variant::Chess960), "b1h1");
  EXPECT_EQ(uci_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O"), "e1c1");
}

TEST(San, WritesDrops) {
  const std::string_view fen =
      "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Pn] b KQkq - 0 1";
  EXPECT_EQ(san_of(fen, "N@g4", Variant::Crazyhouse), "N@g4");
  EXPECT_EQ(uci_of(fen, "N@d5", Variant::Crazyhouse), "N@d5");
  const std::string_view white =
      "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[Pn] w KQkq - 0 1";
  EXPECT_EQ(san_of(white, "P@d5", Variant::Crazyhouse), "P@d5");
  EXPECT_EQ(uci_of(white, "@d5", Variant::Crazyhouse), "P@d5");
  // No pawn on the first or last rank.
  EXPECT_EQ(uci_of(white, "P@a8", Variant::Crazyhouse), "ILLEGAL_MOVE");
}

// SAN works out checks without playing the move: compared with playing it,
// for every move two plies deep from every perft position.
TEST(San, MarksCheckExactlyWhenTheMoveGivesCheck) {
  int compared = 0;
  auto check_all = [&](const Chessboard& b) {
    MoveList moves;
    b.legal_moves(moves);
    const SanWriter writer(b, moves);
    for (const Move& m : moves) {
      std::string san;
      writer.append(m, san);
      Chessboard after = b;
      after.play(m);
      const bool marked = san.back() == '+' || san.back() == '#';
      ASSERT_EQ(marked, after.in_check()) << to_fen(b.position()) << " " << san;
      ++compared;
    }
  };
  for (const Row& row : perft_rows("fast")) {
    Variant variant = Variant::Chess;
    ASSERT_TRUE(parse_variant(row[3], variant));
    const Chessboard b = board_of(row[4], variant);
    check_all(b);
    MoveList moves;
    b.legal_moves(moves);
    for (const Move& m : moves) {
      Chessboard next = b;
      next.play(m);
      check_all(next);
    }
  }
  EXPECT_GT(compared, 100000);
}

TEST(ParseSan, ReadsWhatPeopleWrite) {
  EXPECT_EQ(uci_of(kStart, "Nf3"), "g1f3");
  EXPECT_EQ(uci_of(kStart, "Ng1f3"), "g1f3");
  EXPECT_EQ(uci_of(kStart, "e4!?"), "e2e4");
  EXPECT_EQ(uci_of("8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8=N"), "a7a8n");
  EXPECT_EQ(uci_of("8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8Q"), "a7a8q");
  EXPECT_EQ(uci_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0"), "e1g1");
  EXPECT_EQ(uci_of("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nbd2"), "b1d2");
}

TEST(ParseSan, APawnCaptureMustNameItsFile) {
  // Found in review: "e4" was read as dxe4, "f6" as exf6 en passant.
  EXPECT_EQ(parse_san(board_of("4k3/8/8/8/4p3/3P4/8/4K3 w - - 0 1"), "e4").error().code,
            ErrorCode::IllegalMove);
  const Chessboard ep = board_of("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  EXPECT_EQ(parse_san(ep, "f6").error().code, ErrorCode::IllegalMove);
  ASSERT_TRUE(parse_san(ep, "exf6").has_value());
  EXPECT_EQ(parse_san(ep, "exf6")->to, 45);
  EXPECT_TRUE(parse_san(ep, "e6").has_value());
}

TEST(ParseSan, NamesWhatIsWrong) {
  EXPECT_EQ(uci_of(kStart, "Nd2"), "ILLEGAL_MOVE");  // own pawn there
  EXPECT_EQ(uci_of(kStart, "e5"), "ILLEGAL_MOVE");
  EXPECT_EQ(uci_of(kStart, "Bc"), "BAD_SAN");  // cut short, as FICS does
  EXPECT_EQ(uci_of(kStart, ""), "BAD_SAN");
  EXPECT_EQ(uci_of("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2"), "BAD_SAN");  // two knights
  EXPECT_EQ(uci_of("8/P6k/8/8/8/8/8/K7 w - - 0 1", "a8"), "BAD_SAN");       // no promotion piece
  const Chessboard b = board_of(kStart);
  const auto m = parse_san(b, "Qh5");
  ASSERT_FALSE(m.has_value());
  EXPECT_EQ(m.error().message, "the move 'Qh5' is not legal in " + std::string(kStart));
}

TEST(Uci, ReadsBothCastlingFormsAndRejectsTheRest) {
  const Chessboard b = board_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  ASSERT_TRUE(parse_uci(b, "e1g1").has_value());
  EXPECT_TRUE(parse_uci(b, "e1g1")->castling);
  EXPECT_TRUE(parse_uci(b, "e1h1")->castling);
  EXPECT_EQ(parse_uci(b, "e1e3").error().code, ErrorCode::IllegalMove);
  EXPECT_EQ(parse_uci(b, "zz").error().code, ErrorCode::IllegalMove);
  std::string out;
  append_uci(b, *parse_uci(b, "e1h1"), CastlingUci::KingMove, out);
  EXPECT_EQ(out, "e1g1");
  out.clear();
  append_uci(b, *parse_uci(b, "e1g1"), CastlingUci::KingTakesRook, out);
  EXPECT_EQ(out, "e1h1");
}

// The issue's position: in chess 'K' cannot mean the f1 rook (chess
// castles with the h1 rook only); Chess960 keeps the rook the right names;
// wild castles as FICS does, as chess.
TEST(Chessboard, ChessCastlesOnlyFromTheOpeningSquares) {
  const std::string fen = "1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1";
  const auto castles = [&](Variant v) {
    std::vector<std::string> out;
    MoveList moves;
    board_of(fen, v).legal_moves(moves);
    for (const Move& m : moves) {
      if (!m.castling) continue;
      std::string uci;
      append_uci(board_of(fen, v), m, castling_uci_of(v), uci);
      out.push_back(uci);
    }
    return out;
  };
  EXPECT_EQ(castles(Variant::Chess), (std::vector<std::string>{"e1c1"}));
  EXPECT_EQ(castles(Variant::Crazyhouse), (std::vector<std::string>{"e1c1"}));
  EXPECT_EQ(castles(Variant::Chess960), (std::vector<std::string>{"e1a1", "e1f1"}));
  EXPECT_EQ(castles(Variant::Wild), (std::vector<std::string>{"e1c1"}));
  // parseFen writes what a chess game can have: Q only.
  const auto p = parse_fen(fen);
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(to_fen(*p), "1r2k3/8/8/8/8/8/8/R3KR2 w Q - 0 1");
  FenOptions free;
  free.castling_rule = CastlingRule::Free;
  EXPECT_EQ(to_fen(*p, free), "1r2k3/8/8/8/8/8/8/R3KR2 w KQq - 0 1");
}

TEST(Uci, CastlingThatAKingStepWouldReadAsTakesTheRook) {
  // Found by fuzzing: the king on b1 castles long to c1, where it may also
  // step. "b1c1" is the step; the castling is written and read as b1a1.
  // (Castling from b1 is Chess960's or wild's: chess castles from e1 only.)
  const Chessboard b = board_of("7R/QPk5/8/8/8/8/8/RK6 w Q - 0 1", Variant::Chess960);
  MoveList moves;
  b.legal_moves(moves);
  int castlings = 0;
  for (const Move& m : moves) {
    std::string uci;
    append_uci(b, m, CastlingUci::KingMove, uci);
    const auto back = parse_uci(b, uci);
    ASSERT_TRUE(back.has_value()) << uci;
    EXPECT_EQ(*back, m) << uci;
    if (m.castling) {
      EXPECT_EQ(uci, "b1a1");
      ++castlings;
    }
  }
  EXPECT_EQ(castlings, 1);
  EXPECT_FALSE(parse_uci(b, "b1c1")->castling);
  // A king that castles without moving (on g1, short): the rook's square too.
  const Chessboard g = board_of("4k3/8/8/8/8/8/8/6KR w K - 0 1", Variant::Chess960);
  const auto castle = parse_san(g, "O-O");
  ASSERT_TRUE(castle.has_value());
  std::string uci;
  append_uci(g, *castle, CastlingUci::KingMove, uci);
  EXPECT_EQ(uci, "g1h1");
}

TEST(Chessboard, APromotionToNoPieceIsNeverLegal) {
  // Found in review: 'X' or a lower-case letter reached play() and wrote
  // outside the board's piece sets.
  const Chessboard b = board_of("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  const int b7 = 49, b8 = 57;
  for (const char promotion : {'X', 'q', 'K', 'P', 'A'}) {
    EXPECT_FALSE(b.pseudo_legal(Move{uint8_t(b7), uint8_t(b8), promotion, 0, false})) << promotion;
    EXPECT_FALSE(b.is_legal(Move{uint8_t(b7), uint8_t(b8), promotion, 0, false})) << promotion;
  }
  EXPECT_TRUE(b.is_legal(Move{uint8_t(b7), uint8_t(b8), 'Q', 0, false}));
  EXPECT_FALSE(b.is_legal(Move{4, 200, 0, 0, false}));  // a square off the board
}

TEST(Chessboard, ABoardWithoutAKingHasNoMovesAndIsNotInCheck) {
  const Chessboard empty;
  MoveList moves;
  empty.legal_moves(moves);
  EXPECT_EQ(moves.size(), 0);
  EXPECT_FALSE(empty.in_check());
  EXPECT_FALSE(empty.has_legal_move());
}

TEST(Chessboard, RefusesPositionsThatCannotBePlayed) {
  auto from_fen = [](std::string_view fen, Variant v = Variant::Chess) {
    const auto p = parse_fen(fen);
    EXPECT_TRUE(p.has_value()) << fen;
    return p ? Chessboard::from(*p, v) : Result<Chessboard>(p.error());
  };
  const auto no_king = from_fen("8/8/8/8/8/8/8/K7 w - - 0 1");
  ASSERT_FALSE(no_king.has_value());
  EXPECT_EQ(no_king.error().code, ErrorCode::UnplayablePosition);
  EXPECT_EQ(no_king.error().message, "the position cannot be played: Black has no king.");
  auto code = [&](std::string_view fen, Variant v = Variant::Chess) {
    const auto b = from_fen(fen, v);
    return b ? std::string("playable") : std::string(error_code_name(b.error().code));
  };
  EXPECT_EQ(code("k7/8/8/8/8/8/8/R6K w - - 0 1"),
            "UNPLAYABLE_POSITION");  // Black in check, White to move
  EXPECT_EQ(code("k7/8/8/8/8/8/8/K7 w - - 0 1", Variant::Suicide), "BAD_VARIANT");
  EXPECT_EQ(code("k9/10/10/10/10/10/10/K9 w - - 0 1"), "UNPLAYABLE_POSITION");
  EXPECT_EQ(code("k6P/8/8/8/8/8/8/K7 w - - 0 1"),
            "UNPLAYABLE_POSITION");  // a pawn on the last rank
  EXPECT_EQ(code("k7/8/8/8/8/8/8/K7 w - - 0 1"), "playable");
}

TEST(Chessboard, PlaysMovesIntoThePositionAFenShows) {
  Chessboard b = board_of(kStart);
  for (const std::string_view san :
       {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"}) {
    const auto m = parse_san(b, san);
    ASSERT_TRUE(m.has_value()) << san;
    b.play(*m);
  }
  EXPECT_EQ(to_fen(b.position()),
            "rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 6");
}

TEST(Chessboard, CountersStopAtTheLargestValueAFenCanHold) {
  // Found by fuzzing: a halfmove clock of INT64_MAX overflowed on a quiet move.
  Chessboard b = board_of("k7/8/8/8/8/8/8/K7 b - - 9223372036854775807 9223372036854775807");
  b.play(*parse_uci(b, "a8b8"));
  EXPECT_EQ(to_fen(b.position()),
            "1k6/8/8/8/8/8/8/K7 w - - 9223372036854775807 9223372036854775807");
}

TEST(Chessboard, CrazyhouseCapturesGoToThePocketPromotedOnesAsPawns) {
  Chessboard b = board_of("4k2r/3Q~4/8/8/8/8/8/K7[] b - - 0 1", Variant::Crazyhouse);
  b.play(*parse_uci(b, "e8d7"));  // the king takes a promoted queen: a pawn
  b.play(*parse_uci(b, "a1b1"));
  b.play(*parse_uci(b, "h8h7"));
  EXPECT_EQ(to_fen(b.position()), "8/3k3r/8/8/8/8/8/1K6[p] w - - 2 3");
  Chessboard bug = board_of("4k2r/3Q~4/8/8/8/8/8/K7[] b - - 0 1", Variant::Bughouse);
  bug.play(*parse_uci(bug, "e8d7"));  // in bughouse it goes to the partner
  EXPECT_EQ(to_fen(bug.position()), "7r/3k4/8/8/8/8/8/K7[] w - - 0 2");
}

}  // namespace
}  // namespace style12
