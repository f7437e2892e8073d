#include "style12/variant.h"

namespace style12 {

namespace {

// In the enum's order, which also puts "wild/fr" before "wild": a game
// description is matched against the words in this order.
constexpr VariantInfo kVariants[] = {
    {Variant::Chess, "chess", "standard", "", "", true},
    {Variant::Chess960, "chess960", "fr", "Chess960", "wild/fr", false},
    {Variant::Crazyhouse, "crazyhouse", "", "Crazyhouse", "crazyhouse", true},
    {Variant::Bughouse, "bughouse", "", "Bughouse", "bughouse", true},
    {Variant::Suicide, "suicide", "", "Antichess", "suicide", false},
    {Variant::Losers, "losers", "", "Losers", "losers", true},
    {Variant::Atomic, "atomic", "", "Atomic", "atomic", true},
    {Variant::Wild, "wild", "", "Wild", "wild", false},
};
static_assert(std::size(kVariants) == static_cast<size_t>(Variant::kCount));

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

void append_variant_names(std::string& out) {
  for (size_t i = 0; i < std::size(kVariants); ++i) {
    if (i > 0) out += i + 1 == std::size(kVariants) ? " or " : ", ";
    out += kVariants[i].name;
  }
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
