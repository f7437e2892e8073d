// LineFramer: from bytes cut anywhere to lines. Every framing rule a chess
// server's output needs, byte by byte: line ends, telnet, bells and NULs,
// timeseal pings, FICS block mode, wrapped lines, line numbers and the limit
// on a line's length.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "style12/framer.h"

namespace style12 {
namespace {

using namespace std::string_literals;

struct Line {
  int64_t number;
  std::string text;
  bool too_long;

  bool operator==(const Line& other) const = default;
};

void PrintTo(const Line& line, std::ostream* out) {
  *out << "#" << line.number << (line.too_long ? " (too long)" : "") << " \"" << line.text << "\"";
}

// The lines the framer's last call completed, copied (they live only until
// the next call).
std::vector<Line> completed(const LineFramer& framer) {
  std::vector<Line> lines;
  for (const FramedLine& line : framer.lines()) {
    lines.push_back({line.number, std::string(framer.line_text(line)), line.too_long});
  }
  return lines;
}

void append(std::vector<Line>& to, const std::vector<Line>& more) {
  to.insert(to.end(), more.begin(), more.end());
}

// Every line of a stream given in these pieces, the end included.
std::vector<Line> frame(const std::vector<std::string>& pieces,
                        size_t max_line = LineFramer::kDefaultMaxLine) {
  LineFramer framer(max_line);
  std::vector<Line> lines;
  for (const std::string& piece : pieces) {
    framer.push(piece);
    append(lines, completed(framer));
  }
  framer.finish();
  append(lines, completed(framer));
  return lines;
}

std::vector<Line> frame(const std::string& bytes) { return frame(std::vector<std::string>{bytes}); }

// The same stream a byte at a time.
std::vector<Line> frame_bytewise(const std::string& bytes) {
  std::vector<std::string> pieces;
  for (const char c : bytes) pieces.emplace_back(1, c);
  return frame(pieces);
}

std::vector<std::string> texts(const std::vector<Line>& lines) {
  std::vector<std::string> out;
  out.reserve(lines.size());
  for (const Line& line : lines) out.push_back(line.text);
  return out;
}

std::vector<int64_t> numbers(const std::vector<Line>& lines) {
  std::vector<int64_t> out;
  out.reserve(lines.size());
  for (const Line& line : lines) out.push_back(line.number);
  return out;
}

using Texts = std::vector<std::string>;
using Numbers = std::vector<int64_t>;

// ---------------------------------------------------------------- line ends

TEST(Framer, LfEndsALine) {
  EXPECT_EQ(texts(frame("fics% \nGame 107\n")), (Texts{"fics% ", "Game 107"}));
}

TEST(Framer, CrEndsALine) {
  EXPECT_EQ(texts(frame("fics% \rGame 107\r")), (Texts{"fics% ", "Game 107"}));
}

TEST(Framer, CrLfIsOneLineEnd) {
  EXPECT_EQ(texts(frame("aics% \r\nGame 107\r\n")), (Texts{"aics% ", "Game 107"}));
}

TEST(Framer, LfCrIsOneLineEndAsFicsSendsIt) {
  EXPECT_EQ(texts(frame("fics% \n\rGame 107\n\r")), (Texts{"fics% ", "Game 107"}));
}

TEST(Framer, TwoLineEndsInARowGiveABlankLine) {
  EXPECT_EQ(texts(frame("a\n\nb\n")), (Texts{"a", "", "b"}));
  EXPECT_EQ(texts(frame("a\r\rb\r")), (Texts{"a", "", "b"}));
  EXPECT_EQ(texts(frame("a\r\n\r\nb\r\n")), (Texts{"a", "", "b"}));
  EXPECT_EQ(texts(frame("a\n\r\n\rb\n\r")), (Texts{"a", "", "b"}));
}

TEST(Framer, EveryLineEndFormMixesInOneStream) {
  EXPECT_EQ(texts(frame("a\r\nb\n\rc\rd\ne")), (Texts{"a", "b", "c", "d", "e"}));
}

TEST(Framer, ACrLfPairCutBetweenPushesIsStillOneLineEnd) {
  EXPECT_EQ(texts(frame(std::vector<std::string>{"a\r", "\nb\r", "\n"})), (Texts{"a", "b"}));
}

TEST(Framer, AnLfCrPairCutBetweenPushesIsStillOneLineEnd) {
  EXPECT_EQ(texts(frame(std::vector<std::string>{"a\n", "\rb\n", "\r"})), (Texts{"a", "b"}));
}

TEST(Framer, AnyCutIntoTwoPushesGivesTheSameLines) {
  const std::string bytes = "fics% \n\r<12> x\r\n\r\nGame 7\rtext\n\nend\n\r";
  const std::vector<Line> whole = frame(bytes);
  ASSERT_EQ(texts(whole), (Texts{"fics% ", "<12> x", "", "Game 7", "text", "", "end"}));
  for (size_t cut = 0; cut <= bytes.size(); ++cut) {
    EXPECT_EQ(frame(std::vector<std::string>{bytes.substr(0, cut), bytes.substr(cut)}), whole)
        << "cut at " << cut;
  }
  EXPECT_EQ(frame_bytewise(bytes), whole);
}

TEST(Framer, ALineIsHeldUntilTheNextByteShowsItIsNotContinued) {
  LineFramer framer;
  framer.push("Game 107\n\r");
  EXPECT_TRUE(framer.lines().empty());
  framer.push("f");
  EXPECT_EQ(completed(framer), (std::vector<Line>{{1, "Game 107", false}}));
}

TEST(Framer, FinishGivesTheLineHeldBack) {
  LineFramer framer;
  framer.push("Game 107\n\r");
  EXPECT_TRUE(framer.lines().empty());
  framer.finish();
  EXPECT_EQ(completed(framer), (std::vector<Line>{{1, "Game 107", false}}));
}

TEST(Framer, FinishGivesALastLineThatHasNoLineEnd) {
  LineFramer framer;
  framer.push("Game 107\n\rfics% ");
  EXPECT_EQ(completed(framer), (std::vector<Line>{{1, "Game 107", false}}));
  framer.finish();
  EXPECT_EQ(completed(framer), (std::vector<Line>{{2, "fics% ", false}}));
}

TEST(Framer, NothingPushedGivesNoLines) { EXPECT_TRUE(frame("").empty()); }

TEST(Framer, LinesOfOneCallAreGoneAfterTheNext) {
  LineFramer framer;
  framer.push("a\nb\n");
  EXPECT_EQ(texts(completed(framer)), (Texts{"a"}));
  framer.push("c\n");
  EXPECT_EQ(texts(completed(framer)), (Texts{"b"}));
  EXPECT_EQ(framer.text(), "b");
}

// ------------------------------------------------------------------- telnet

TEST(Framer, TelnetOptionNegotiationIsDropped) {
  // IAC WILL ECHO, IAC DO TERMINAL-TYPE, IAC WONT ECHO, IAC DONT ECHO.
  EXPECT_EQ(texts(frame("\xff\xfb\x01\xff\xfd\x18login: \xff\xfc\x01\xff\xfe\x01\n"s)),
            (Texts{"login: "}));
}

TEST(Framer, TelnetTwoByteCommandsAreDropped) {
  // IAC NOP and IAC GA in the middle of a line.
  EXPECT_EQ(texts(frame("fi\xff\xf1"
                        "cs% \xff\xf9\n"s)),
            (Texts{"fics% "}));
}

TEST(Framer, TelnetSubnegotiationIsDroppedUpToIacSe) {
  // IAC SB TERMINAL-TYPE SEND IAC SE, then text.
  EXPECT_EQ(texts(frame("\xff\xfa\x18\x01\xff\xf0Welcome\n"s)), (Texts{"Welcome"}));
}

TEST(Framer, ALineEndInsideASubnegotiationIsNotALineEnd) {
  EXPECT_EQ(texts(frame("a\xff\xfa\x18\n\r\x01\xff\xff\xff\xf0"
                        "b\n"s)),
            (Texts{"ab"}));
}

TEST(Framer, ATelnetCommandBetweenTheTwoBytesOfALineEndLeavesOneLineEnd) {
  // IAC NOP inside an LF CR and inside a CR LF, cut anywhere.
  const std::string bytes = "a\n\xff\xf1\rb\r\xff\xf1\nc\n\r\\ d\n\r"s;
  const std::vector<Line> whole = frame(bytes);
  ASSERT_EQ(texts(whole), (Texts{"a", "b", "c d"}));
  for (size_t cut = 0; cut <= bytes.size(); ++cut) {
    EXPECT_EQ(frame(std::vector<std::string>{bytes.substr(0, cut), bytes.substr(cut)}), whole)
        << "cut at " << cut;
  }
  EXPECT_EQ(frame_bytewise(bytes), whole);
}

TEST(Framer, AnEscapedIacDoesNotSwallowTheNextByte) {
  EXPECT_EQ(texts(frame("a\xff\xff"
                        "b\n"s)),
            (Texts{"ab"}));
}

TEST(Framer, TelnetSequencesCutBetweenPushesAreStillDropped) {
  const std::string bytes =
      "\xff\xfd\x18\xff\xfa\x18\x01\xff\xf0Welcome\n\rpassword: \xff\xfb\x01\n\r"s;
  EXPECT_EQ(texts(frame_bytewise(bytes)), (Texts{"Welcome", "password: "}));
}

// --------------------------------------------------- bells, NULs and pings

TEST(Framer, BellsAndNulsAreDroppedWhereverTheyStand) {
  EXPECT_EQ(texts(frame("\afi\0cs% \a<12> x\0\n\r"s)), (Texts{"fics% <12> x"}));
}

TEST(Framer, ATimesealPingLineIsDropped) {
  EXPECT_EQ(frame("fics% \n\r[G]\0\n\rGame 107\n\r"s),
            (std::vector<Line>{{1, "fics% ", false}, {3, "Game 107", false}}));
}

TEST(Framer, ATimesealPingLineWithoutItsNulIsDroppedToo) {
  EXPECT_EQ(texts(frame("a\n[G]\nb\n")), (Texts{"a", "b"}));
}

TEST(Framer, TextThatMerelyContainsGInBracketsIsKept) {
  EXPECT_EQ(texts(frame("[G] is not a ping\n[G]x\n")), (Texts{"[G] is not a ping", "[G]x"}));
}

// --------------------------------------------------------------- block mode

TEST(Framer, BlockModeGivesTheTextOfTheBlockWithoutItsIdAndCode) {
  const std::string bytes =
      "\x15"
      "5\x16"
      "80\x16"
      "You are now observing game 223.\n\r"
      "Game 223: HUGOABEL (1395) megracia (1458) rated blitz 3 0\n\r\x17";
  EXPECT_EQ(texts(frame(bytes)),
            (Texts{"You are now observing game 223.",
                   "Game 223: HUGOABEL (1395) megracia (1458) rated blitz 3 0"}));
}

TEST(Framer, ABoardInsideACommandReplyIsALineOfItsOwn) {
  const std::string board =
      "<12> -------- ------kp -------- ------p- -----bPP -b-p-P-- -p------ -B--K--- B -1 0 0 0 0 2 "
      "223 HUGOABEL megracia 0 3 0 6 10 12 26 47 K/d1-e1 (0:04) Ke1 0 1 206";
  EXPECT_EQ(texts(frame("\x15"
                        "6\x16"
                        "101\x16" +
                        board +
                        "\n\r\x17"
                        "fics% ")),
            (Texts{board, "fics% "}));
}

TEST(Framer, ABlockNotEndedByALineEndEndsItsLineAtOnce) {
  LineFramer framer;
  framer.push(
      "\x15"
      "7\x16"
      "138\x16"
      "Removing game 223 from observation list.\x17");
  EXPECT_EQ(texts(completed(framer)), (Texts{"Removing game 223 from observation list."}));
}

TEST(Framer, APromptBeforeABlockIsALineOfItsOwn) {
  EXPECT_EQ(texts(frame("fics% \x15"
                        "5\x16"
                        "80\x16"
                        "You are now observing game 223.\n\r\x17"
                        "fics% ")),
            (Texts{"fics% ", "You are now observing game 223.", "fics% "}));
}

TEST(Framer, BlockMarkersCutBetweenPushesAreStillUnderstood) {
  const std::string bytes =
      "fics% \x15"
      "12\x16"
      "80\x16"
      "You are now observing game 223.\n\r\x17"
      "fics% \x15"
      "13\x16"
      "138\x16"
      "Removing game 223 from observation list.\x17";
  EXPECT_EQ(texts(frame_bytewise(bytes)),
            (Texts{"fics% ", "You are now observing game 223.", "fics% ",
                   "Removing game 223 from observation list."}));
}

// A 0x15 is a block's start only with its header after it: the block's
// number and its command's code, digits each, each closed by 0x16. Any
// other byte there (or the end of the input) shows it was none, and the
// bytes go back to their line as text, the 0x15 marked.
TEST(Framer, AStray0x15WithoutABlocksHeaderIsTextAndMarked) {
  const std::string bytes = "fics% \x15 <12> game 108 goes on\n\rnext line\n\r";
  for (const std::vector<Line>& lines : {frame(bytes), frame_bytewise(bytes)}) {
    EXPECT_EQ(texts(lines), (Texts{"fics% \x15 <12> game 108 goes on", "next line"}));
  }
  LineFramer framer;
  framer.push(bytes);
  ASSERT_EQ(framer.lines().size(), 1u);
  EXPECT_EQ(framer.lines()[0].stray_block_at, 6);
  framer.finish();
  ASSERT_EQ(framer.lines().size(), 1u);
  EXPECT_EQ(framer.lines()[0].stray_block_at, -1);
}

TEST(Framer, ABlockHeaderOfTooManyDigitsIsNone) {
  // Ten digits a field at most (a FICS block number is an int).
  EXPECT_EQ(texts(frame("\x15"
                        "12345678901\x16"
                        "80\x16text\n")),
            (Texts{"\x15"
                   "12345678901\x16"
                   "80\x16text"}));
  EXPECT_EQ(texts(frame("\x15"
                        "1234567890\x16"
                        "80\x16text\n")),
            (Texts{"text"}));
}

TEST(Framer, ABlockHeaderCutOffByTheEndOfTheInputIsText) {
  EXPECT_EQ(texts(frame("board\n\rfics% \x15"
                        "12\x16"
                        "8")),
            (Texts{"board",
                   "fics% \x15"
                   "12\x16"
                   "8"}));
}

TEST(Framer, BlockPoseMarkersAreDropped) {
  EXPECT_EQ(texts(frame("\x18"
                        "fics% \x19\n")),
            (Texts{"fics% "}));
}

// ------------------------------------------------------- continuation lines

// FICS 1.6.2 with 17-letter handles: a board cut at 170 bytes, then the
// continuation mark its column count puts before the next output (the
// prompt lost, or the next words). Nothing continues a board: the mark
// goes, and the words are a line of their own.
TEST(Framer, AContinuationMarkAfterABoardIsDropped) {
  const std::string board =
      "<12> r-bqkbnr pppp-ppp --n----- ----p--- --B-P--- -------- PPPP-PPP RNBQK-NR W -1 1 1 1 1 "
      "2 1 LongHandleNumberA LongHandleNumberB 1 2 0 39 39 117 117 3 N/b8-c6 (0:01) Nc6 ";
  const std::string bytes =
      "\n\r" + board + "\n\r\\   \n\r" + board + "\n\r\\   kibitzed to 1.\n\rfics% ";
  for (const std::vector<Line>& lines : {frame(bytes), frame_bytewise(bytes)}) {
    EXPECT_EQ(texts(lines), (Texts{"", board, "", board, "kibitzed to 1.", "fics% "}));
  }
}

TEST(Framer, AContinuationLineIsJoinedWithOneBlank) {
  EXPECT_EQ(
      texts(frame("GuestXYZW(U) tells you: my client only\n\r\\   shows the ascii diagram\n\r")),
      (Texts{"GuestXYZW(U) tells you: my client only shows the ascii diagram"}));
}

TEST(Framer, SeveralContinuationsJoinIntoOneLine) {
  EXPECT_EQ(texts(frame("one\n\\   two\n\\   three\nfour\n")), (Texts{"one two three", "four"}));
}

TEST(Framer, AContinuationArrivingInALaterPushIsStillJoined) {
  EXPECT_EQ(texts(frame(std::vector<std::string>{"one\n\r", "\\", "   two\n\r"})),
            (Texts{"one two"}));
}

TEST(Framer, AContinuationCutAnywhereGivesTheSameLine) {
  const std::string bytes = "ggbtami(50): set style 12\n\r\\   and you get one line\n\rfics% ";
  EXPECT_EQ(texts(frame_bytewise(bytes)),
            (Texts{"ggbtami(50): set style 12 and you get one line", "fics% "}));
}

TEST(Framer, ABackslashStartingTheStreamIsText) {
  EXPECT_EQ(texts(frame("\\   x\n")), (Texts{"\\   x"}));
}

// ------------------------------------------------------------- line numbers

TEST(Framer, LinesAreNumberedByPhysicalLineFromOne) {
  EXPECT_EQ(numbers(frame("a\n\nb\r\nc\n\rd")), (Numbers{1, 2, 3, 4, 5}));
}

TEST(Framer, AJoinedLineKeepsTheNumberOfItsFirstLine) {
  EXPECT_EQ(
      frame("intro\n\rone\n\r\\   two\n\r\\   three\n\rfour\n\r"),
      (std::vector<Line>{{1, "intro", false}, {2, "one two three", false}, {5, "four", false}}));
}

TEST(Framer, ADroppedPingLineStillCounts) {
  EXPECT_EQ(numbers(frame("a\n[G]\0\nb\n"s)), (Numbers{1, 3}));
}

// The block's text starts on the prompt's physical line, and the prompt after
// a block that does not end its last line stands on that line too.
// The library numbers a block start or end inside a line as a new line: it
// gives 1, 2, 3 for the first input and 1, 2, 3 for the second.
TEST(Framer, BlockMarkersInsideALineDoNotStartANewLineNumber) {
  EXPECT_EQ(frame("fics% \x15"
                  "5\x16"
                  "80\x16"
                  "You are now observing game 223.\n\rnext\n\r"),
            (std::vector<Line>{{1, "fics% ", false},
                               {1, "You are now observing game 223.", false},
                               {2, "next", false}}));
  EXPECT_EQ(frame("\x15"
                  "7\x16"
                  "138\x16"
                  "Removing game 223 from observation list.\x17"
                  "fics% \n\rnext\n\r"),
            (std::vector<Line>{{1, "Removing game 223 from observation list.", false},
                               {1, "fics% ", false},
                               {2, "next", false}}));
}

// -------------------------------------------------------- the line's limit

TEST(Framer, ALineOverTheLimitIsMarkedTooLongAndKeepsOnlyItsStart) {
  const std::vector<Line> lines = frame(std::vector<std::string>{std::string(20, 'x') + "\n"}, 16);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_TRUE(lines[0].too_long);
  EXPECT_EQ(lines[0].text, std::string(16, 'x'));
}

TEST(Framer, ALineOfExactlyTheLimitIsNotTooLong) {
  const std::vector<Line> lines = frame(
      std::vector<std::string>{std::string(16, 'x') + "\n" + std::string(17, 'y') + "\n"}, 16);
  EXPECT_EQ(lines,
            (std::vector<Line>{{1, std::string(16, 'x'), false}, {2, std::string(16, 'y'), true}}));
}

TEST(Framer, TheLineAfterATooLongLineIsReadNormally) {
  const std::vector<Line> lines =
      frame(std::vector<std::string>{std::string(40, 'x') + "\n\rfics% \n\rGame 107\n\r"}, 16);
  EXPECT_EQ(lines,
            (std::vector<Line>{
                {1, std::string(16, 'x'), true}, {2, "fics% ", false}, {3, "Game 107", false}}));
}

TEST(Framer, ATooLongLineInManyPushesIsStillOneLine) {
  std::vector<std::string> pieces(50, std::string(7, 'x'));
  pieces.emplace_back("\nnext\n");
  const std::vector<Line> lines = frame(pieces, 16);
  EXPECT_EQ(lines, (std::vector<Line>{{1, std::string(16, 'x'), true}, {2, "next", false}}));
}

// A joined line holds the first line, one blank and the rest: no more than
// the limit either. The library adds the joining blank after a first line
// that already fills the limit, so the text holds 17 bytes here.
TEST(Framer, AJoinedLineHoldsNoMoreThanTheLimit) {
  const std::vector<Line> lines =
      frame(std::vector<std::string>{std::string(16, 'x') + "\n\\   more\nz\n"}, 16);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_TRUE(lines[0].too_long);
  EXPECT_LE(lines[0].text.size(), 16u);
}

// Continuation lines with nothing after the backslash each add a blank to
// the line they continue. The library never checks the limit for those
// blanks: here it gives a line of 41 bytes, not marked too long.
TEST(Framer, EmptyContinuationLinesCannotGrowALinePastTheLimit) {
  std::string bytes = "a\n";
  for (int i = 0; i < 40; ++i) bytes += "\\\n";
  bytes += "b\n";
  const std::vector<Line> lines = frame(std::vector<std::string>{bytes}, 16);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_TRUE(lines[0].too_long);
  EXPECT_LE(lines[0].text.size(), 16u);
  EXPECT_EQ(lines[1].text, "b");
}

TEST(Framer, TheDefaultLimitIs64KiB) {
  EXPECT_EQ(LineFramer::kDefaultMaxLine, 65536u);
  const std::vector<Line> lines =
      frame(std::string(65536, 'a') + "\n" + std::string(65537, 'b') + "\n");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_FALSE(lines[0].too_long);
  EXPECT_EQ(lines[0].text.size(), 65536u);
  EXPECT_TRUE(lines[1].too_long);
  EXPECT_EQ(lines[1].text.size(), 65536u);
}

// ------------------------------------------------------------ memory bounds

// Bytes the C library's allocator has handed out and not yet got back, or
// 0 where that cannot be asked.
size_t heap_in_use() {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  const struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
#else
  return 0;
#endif
}

// Pushes 100 MB of 'x' with no line end, 1 MB at a time, and checks that the
// framer holds no more than about one line's worth while it does; then a line
// end and a normal line.
void expect_bounded_memory(size_t max_line) {
  const std::string chunk(1 << 20, 'x');
  LineFramer framer(max_line);
  const size_t before = heap_in_use();
  size_t peak = before;
  for (int i = 0; i < 100; ++i) {
    framer.push(chunk);
    EXPECT_TRUE(framer.lines().empty());
    EXPECT_TRUE(framer.text().empty());
    const size_t now = heap_in_use();
    if (now > peak) peak = now;
  }
  // The line being read, the line held back and their growth by doubling.
  const size_t bound = 4 * max_line + 64 * 1024;
  EXPECT_LE(peak - before, bound) << "the framer kept " << (peak - before) << " bytes";

  framer.push("\n\rfics% Game 107\n\r");
  std::vector<Line> lines = completed(framer);
  framer.finish();
  append(lines, completed(framer));
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_TRUE(lines[0].too_long);
  EXPECT_EQ(lines[0].text.size(), max_line);
  EXPECT_EQ(lines[1], (Line{2, "fics% Game 107", false}));
}

TEST(Framer, MemoryStaysBoundedWhenAHundredMegabytesComeWithoutALineEnd) {
  expect_bounded_memory(4096);
}

TEST(Framer, MemoryStaysBoundedUnderTheDefaultLimitToo) {
  expect_bounded_memory(LineFramer::kDefaultMaxLine);
}

// "\\\n" over and over: each is a continuation line that adds a blank to
// the line before. The library keeps every one of them: 20 MB of this input
// make it hold a line of about 10 MB.
TEST(Framer, MemoryStaysBoundedUnderEndlessEmptyContinuationLines) {
  std::string chunk;
  for (int i = 0; i < (1 << 19); ++i) chunk += "\\\n";
  LineFramer framer(4096);
  framer.push("a\n");
  const size_t before = heap_in_use();
  size_t peak = before;
  for (int i = 0; i < 20; ++i) {
    framer.push(chunk);
    const size_t now = heap_in_use();
    if (now > peak) peak = now;
  }
  EXPECT_LE(peak - before, 4 * 4096u + 64 * 1024u)
      << "the framer kept " << (peak - before) << " bytes";
}

}  // namespace
}  // namespace style12

namespace style12 {
namespace {

// Live play: a board must show as soon as its line end arrives.
TEST(Framer, ABoardOrHoldingsLineIsNotHeldBack) {
  for (const std::string end : {"\n\r", "\r\n", "\n", "\r"}) {
    LineFramer framer;
    framer.push(
        "fics% <12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 "
        "1 1 1 0 7 a b 0 2 0 39 39 120 120 1 none (0:00) none 0 0 0" +
        end);
    ASSERT_EQ(framer.lines().size(), 1u) << "line end " << end.size();
    framer.push("<b1> game 7 white [] black []" + end);
    ASSERT_EQ(framer.lines().size(), 1u);
    EXPECT_EQ(framer.line_text(framer.lines()[0]), "<b1> game 7 white [] black []");
  }
}

TEST(Framer, FlushGivesAHeldLineAndReadingGoesOn) {
  LineFramer framer;
  framer.push("Game 107\n\r");
  EXPECT_TRUE(framer.lines().empty());
  framer.flush();
  ASSERT_EQ(framer.lines().size(), 1u);
  EXPECT_EQ(framer.line_text(framer.lines()[0]), "Game 107");
  framer.push("next\n\rand");
  ASSERT_EQ(framer.lines().size(), 1u);
  EXPECT_EQ(framer.line_text(framer.lines()[0]), "next");
  EXPECT_EQ(framer.lines()[0].number, 2);
}

}  // namespace
}  // namespace style12
