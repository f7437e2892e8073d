#include "style12/variant.h"

namespace style12 {

namespace {

// In the enum's order (src/core/lists.json's), which also puts "wild/fr"
// before "wild": a game description is matched against the words in this
// order.
constexpr VariantInfo kVariants[] = {
#define STYLE12_VARIANT_ROW(variant, name, aliases, pgn_tag, game_word, standard_castling, rules, \
                            pockets)                                                              \
  {Variant::variant, name, aliases, pgn_tag, game_word, standard_castling, rules, pockets},
    STYLE12_VARIANTS(STYLE12_VARIANT_ROW)
#undef STYLE12_VARIANT_ROW
};

bool has_word(std::string_view words, std::string_view word) {
  size_t pos = 0;
  while (pos < words.size()) {
    const size_t end = words.find(' ', pos);
    const size_t stop = end == std::string_view::npos ? words.size() : end;
    if (words.substr(pos, stop - pos) == word) return true;
    pos = stop + 1;
  }
  return false;
}

}  // namespace

const VariantInfo& variant_info(Variant variant) {
  const auto i = static_cast<size_t>(variant);
  return kVariants[i < std::size(kVariants) ? i : 0];
}

const VariantInfo* variants_begin() { return std::begin(kVariants); }
const VariantInfo* variants_end() { return std::end(kVariants); }

std::string_view variant_name(Variant variant) { return variant_info(variant).name; }

bool parse_variant(std::string_view name, Variant& out) {
  for (const VariantInfo& v : kVariants) {
    if (v.name == name || has_word(v.aliases, name)) {
      out = v.variant;
      return true;
    }
  }
  return false;
}

namespace {

// The names of the rows `keep` takes, as a list: "a, b and c".
void append_names(std::string& out, bool (*keep)(const VariantInfo&), std::string_view last) {
  size_t count = 0;
  for (const VariantInfo& v : kVariants) count += keep(v);
  size_t written = 0;
  for (const VariantInfo& v : kVariants) {
    if (!keep(v)) continue;
    if (written > 0) out += written + 1 == count ? last : ", ";
    out += v.name;
    ++written;
  }
}

}  // namespace

void append_variant_names(std::string& out) {
  append_names(
      out, [](const VariantInfo&) { return true; }, " or ");
}

void append_rules_variant_names(std::string& out) {
  append_names(
      out, [](const VariantInfo& v) { return v.rules; }, " and ");
}

bool variant_of_description(std::string_view description, Variant& out) {
  for (const VariantInfo& v : kVariants) {
    if (!v.game_word.empty() && description.find(v.game_word) != std::string_view::npos) {
      out = v.variant;
      return true;
    }
  }
  return false;
}

}  // namespace style12
