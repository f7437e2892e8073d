#include "style12/describe.h"

#include "line/describe_words.h"
#include "style12/fen.h"
#include "style12/field_visitor.h"
#include "style12/framer.h"
#include "style12/holdings.h"
#include "style12/position.h"
#include "text/text.h"

namespace style12 {

namespace {

// Every field the parser tells of, as it tells it: describe reads past
// every bad field, so that one bad field does not hide the rest.
class FieldCollector final : public FieldVisitor {
 public:
  explicit FieldCollector(std::vector<FieldDescription>& fields) : fields_(fields) {}

  bool on_field(const FieldVisit& visit) override {
    FieldDescription* f = told_before(visit);
    if (f == nullptr) {
      f = &fields_.emplace_back();
      f->number = visit.number;
      f->name = visit.name;
      f->column = visit.column;
      f->text = visit.text;
      if (visit.column < 0) f->state = FieldState::Missing;
    }
    if (visit.error != nullptr) {
      if (f->state != FieldState::Missing) f->state = FieldState::Bad;
      f->error = *visit.error;
    }
    return true;
  }

 private:
  // A clock told again, with the fault its unit showed.
  FieldDescription* told_before(const FieldVisit& visit) {
    for (FieldDescription& f : fields_) {
      if (f.number == visit.number && f.name == visit.name && f.column == visit.column &&
          visit.column >= 0)
        return &f;
    }
    return nullptr;
  }

  std::vector<FieldDescription>& fields_;
};

// The parser's error, when no field took it yet: on the field that holds
// its column, else the one it names, else the first. The parsers tell
// their error on a field, so this only keeps the promise that a rejected
// line shows a bad field whatever the parser told.
void place_parser_error(LineDescription& d) {
  if (d.parsed) return;
  for (const FieldDescription& f : d.fields) {
    if (f.state == FieldState::Bad && f.error.code == d.error.code &&
        f.error.column == d.error.column)
      return;
  }
  FieldDescription* at = nullptr;
  for (FieldDescription& f : d.fields) {
    if (f.column >= 0 && f.column <= d.error.column) at = &f;
  }
  if (at == nullptr) {
    for (FieldDescription& f : d.fields) {
      if (f.number == d.error.field) {
        at = &f;
        break;
      }
    }
  }
  if (at == nullptr && !d.fields.empty()) at = &d.fields.front();
  if (at == nullptr) return;
  at->state = FieldState::Bad;
  at->words = d.error.message;
  at->error = d.error;
}

// A line longer than a stream reads is not described either: the same
// limit, so that no line costs more here than there.
bool too_long(std::string_view line, LineDescription& d) {
  constexpr size_t kLimit = LineFramer::kDefaultMaxLine;
  if (line.size() <= kLimit) return false;
  d.parsed = false;
  d.error.code = ErrorCode::LineTooLong;
  d.error.column = static_cast<int64_t>(kLimit);
  d.error.message = "the line is longer than ";
  text::append_int(d.error.message, static_cast<int64_t>(kLimit));
  d.error.message += " bytes, the most a stream reads; it is not described";
  return true;
}

bool same_error(const ParseError& a, const ParseError& b) {
  return a.code == b.code && a.field == b.field && a.column == b.column;
}

// A field's words: its value's for one that reads, its error's for a bad
// one. The line's end is a fault only where the parse stopped on it.
template <class Words>
void settle(FieldDescription& f, const LineDescription& d, Words words) {
  switch (f.state) {
    case FieldState::Missing:
      if (!d.parsed && same_error(f.error, d.error)) {
        f.state = FieldState::Bad;
        f.words = f.error.message;
      } else {
        f.error = {};
      }
      break;
    case FieldState::Bad:
      f.words = f.error.message;
      break;
    default:
      f.words = words();
  }
}

// What follows the lag, which the parser reads as one field: for people,
// one field a token, as sent; the parser's error, if any, on the token
// that holds its column.
void add_extra_tokens(const FieldDescription& extra, std::vector<FieldDescription>& out) {
  const std::string_view text = extra.text;
  int number = extra.number;
  size_t pos = 0;
  while (pos < text.size()) {
    while (pos < text.size() && text::is_blank(text[pos])) ++pos;
    if (pos == text.size()) break;
    const size_t start = pos;
    while (pos < text.size() && !text::is_blank(text[pos])) ++pos;
    FieldDescription& f = out.emplace_back();
    f.number = number++;
    f.name = extra.name;
    f.text = text.substr(start, pos - start);
    f.column = extra.column + static_cast<int64_t>(start);
    const bool holds_error = extra.error.column >= f.column &&
                             extra.error.column < f.column + static_cast<int64_t>(f.text.size());
    if (extra.state == FieldState::Bad && holds_error) {
      f.state = FieldState::Bad;
      f.error = extra.error;
    }
  }
}

// The fields as told, laid out for people: the board's ranks numbered from
// the top, and a board the line ends inside shown as eight ranks; then
// every field to the flip field (31) whether the line has it or not, and
// any later ones it has.
std::vector<FieldDescription> laid_out(std::vector<FieldDescription> told) {
  std::vector<FieldDescription> out;
  if (told.empty()) return out;  // no tag: not a Style 12 line at all
  std::vector<FieldDescription*> ranks;
  bool ends_in_board = false;
  for (FieldDescription& f : told) {
    if (f.name != "board") continue;
    if (f.state == FieldState::Missing ||
        (f.state == FieldState::Bad && f.error.code == ErrorCode::MissingField))
      ends_in_board = true;
    if (f.state != FieldState::Missing) ranks.push_back(&f);
  }
  int last = kLastRequiredField;
  for (const FieldDescription& f : told) {
    if (f.name != "board" && f.number > last) last = f.number;
  }
  for (FieldDescription& f : told) {
    if (f.number == kTagField) out.push_back(std::move(f));
  }
  const int height = static_cast<int>(ranks.size());
  const int shown = ends_in_board && height < 8 ? 8 : height;
  for (int k = 0; k < shown; ++k) {
    FieldDescription rank;
    if (k < height) {
      rank = std::move(*ranks[static_cast<size_t>(k)]);
    } else {
      rank.number = kFirstRankField + k;
      rank.name = "board";
      rank.state = FieldState::Missing;
      for (FieldDescription& f : told) {
        if (f.name == "board" && f.state == FieldState::Missing && f.number == rank.number)
          rank.error = f.error;
      }
    }
    rank.rank = shown - k;
    out.push_back(std::move(rank));
  }
  for (int number = kSideToMoveField; number <= last; ++number) {
    FieldDescription* found = nullptr;
    for (FieldDescription& f : told) {
      if (f.number == number && f.name != "board") found = &f;
    }
    if (found != nullptr && number == kFirstExtraField) {
      add_extra_tokens(*found, out);
    } else if (found != nullptr) {
      out.push_back(std::move(*found));
    }
    if (found != nullptr) continue;
    FieldDescription& lacking = out.emplace_back();
    lacking.number = number;
    lacking.name = style12_field_name(number);
    lacking.state = FieldState::Missing;
  }
  return out;
}

// The position of a line the parser rejects, when every rank and the side
// to move read: a board to draw although a later field is wrong.
std::string readable_board(const LineDescription& d) {
  std::vector<std::string_view> ranks;
  char side = 0;
  for (const FieldDescription& f : d.fields) {
    const bool readable = f.state == FieldState::Good || f.state == FieldState::Suspect;
    if (f.name == "board") {
      if (!readable) return {};
      ranks.push_back(f.text);
    } else if (f.number == kSideToMoveField) {
      if (!readable) return {};
      side = f.text[0];
    }
  }
  if (ranks.size() < 2 || side == 0) return {};
  Position p;
  p.width = static_cast<uint8_t>(ranks[0].size());
  p.height = static_cast<uint8_t>(ranks.size());
  for (size_t k = 0; k < ranks.size(); ++k) {
    char* row = &p.board[(ranks.size() - 1 - k) * kMaxBoardSize];
    for (size_t f = 0; f < ranks[k].size(); ++f) row[f] = ranks[k][f] == '-' ? '\0' : ranks[k][f];
  }
  p.turn = side == 'W' ? Color::White : Color::Black;
  return to_fen(p);
}

}  // namespace

std::string_view field_state_name(FieldState state) {
  switch (state) {
    case FieldState::Good:
      return "good";
    case FieldState::Bad:
      return "bad";
    case FieldState::Missing:
      return "missing";
    case FieldState::Suspect:
      return "suspect";
  }
  return "good";
}

LineDescription describe_style12(std::string_view line, const ParseOptions& options) {
  LineDescription d;
  if (too_long(line, d)) return d;
  ParseOptions read = options;
  read.allow_truncated = true;
  Style12 record;
  std::vector<FieldDescription> told;
  FieldCollector collector(told);
  d.parsed = parse_style12_fields(line, read, collector, record, d.error);
  d.fields = laid_out(std::move(told));

  bool side_read = false;
  for (FieldDescription& f : d.fields) {
    if (f.number == kTagField) {
      d.prefix = text::trim_end(line.substr(0, static_cast<size_t>(f.column)));
      while (!d.prefix.empty() && text::is_blank(d.prefix.front())) d.prefix.remove_prefix(1);
    }
    if (f.number == kSideToMoveField && f.name != "board") side_read = f.state == FieldState::Good;
  }
  for (FieldDescription& f : d.fields) {
    settle(f, d, [&] {
      if (f.number == kTagField) return detail::tag_words(d.prefix);
      if (f.name == "board") return detail::rank_words(f.text, f.rank);
      return detail::style12_field_words(f.number, f.text, record, side_read);
    });
  }
  place_parser_error(d);
  // Fields that read but contradict the line's own board.
  if (d.parsed) {
    std::vector<Anomaly> anomalies;
    line_anomalies(record, to_position(record), true, anomalies);
    for (const Anomaly& a : anomalies) {
      for (FieldDescription& f : d.fields) {
        if (f.number != a.field || f.state != FieldState::Good) continue;
        f.state = FieldState::Suspect;
        f.has_anomaly = true;
        f.anomaly = a;
      }
    }
  }
  d.fen = d.parsed ? to_fen(to_position(record)) : readable_board(d);
  // A cut-short record lost the fields after its last whole one, even one
  // the line still holds a part of.
  if (d.parsed && record.truncated) {
    for (FieldDescription& f : d.fields) {
      if (f.number > record.fields_present && f.number <= kLastRequiredField && f.name != "board") {
        f.state = FieldState::Missing;
        f.words.clear();
        f.error = {};
      }
    }
  }
  return d;
}

LineDescription describe_holdings(std::string_view line) {
  LineDescription d;
  if (too_long(line, d)) return d;
  Holdings holdings;
  FieldCollector collector(d.fields);
  d.parsed = parse_holdings_fields(line, collector, holdings, d.error);
  if (d.fields.empty()) return d;
  d.prefix = text::trim_end(line.substr(0, static_cast<size_t>(d.fields.front().column)));
  while (!d.prefix.empty() && text::is_blank(d.prefix.front())) d.prefix.remove_prefix(1);
  // The seven fields every <b1> line has, whether this one does or not.
  for (int number = static_cast<int>(d.fields.size()) + 1; number <= kHoldingsBlackField;
       ++number) {
    FieldDescription& lacking = d.fields.emplace_back();
    lacking.number = number;
    lacking.name = holdings_field_name(number);
    lacking.state = FieldState::Missing;
  }
  for (FieldDescription& f : d.fields) {
    settle(f, d, [&] { return detail::holdings_field_words(f.number, f.text, holdings); });
  }
  place_parser_error(d);
  return d;
}

}  // namespace style12
