// The kinds of game the servers play, in one table: the enum, the name the
// library uses, the other names it accepts, the PGN Variant tag, the word
// that names it in a server's "Creating rated ... match" line, how it
// castles, whether the library knows its rules, and whether its players
// hold pieces in hand. Everything that asks what a variant can do asks this
// table (the package's `variants` is read from it). Its rows are written
// once, in src/core/lists.json ("variants"); the generated style12/lists.h
// gives them as STYLE12_VARIANTS(X), from which the enum and the table
// (variant.cpp) are made.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "style12/lists.h"

namespace style12 {

enum class Variant : uint8_t {
#define STYLE12_VARIANT_ENUM(variant, ...) variant,
  STYLE12_VARIANTS(STYLE12_VARIANT_ENUM)
#undef STYLE12_VARIANT_ENUM
      kCount,
};

struct VariantInfo {
  Variant variant;
  std::string_view name;       // "chess960"
  std::string_view aliases;    // other accepted names, blank-separated ("fr")
  std::string_view pgn_tag;    // "Chess960"; empty for chess (no tag)
  std::string_view game_word;  // in "Creating rated wild/fr match." ("wild/fr")
  // Castling only with the king and a rook on their opening squares (e1,
  // a1/h1); otherwise with the rooks the rights name, anywhere beside the
  // king (Chess960, and variants with no castling rule of their own). FICS
  // castles every wild start by the first rule: a king on the e-file with
  // its rook in the corner, the king moving two squares (its flags say
  // only that neither has moved, so a king that starts on d1 never castles).
  // That also says how a castling is written in UCI: the king's two steps
  // ("e1g1") with standard castling, else the king taking its own rook
  // ("e1h1").
  bool standard_castling;
  // Legal moves, SAN and checking a game's moves: the rules are known (on
  // 8x8 boards).
  bool rules;
  // Pieces in hand, dropped back on the board (<b1> lines, [pockets] in FEN).
  bool pockets;
};

const VariantInfo& variant_info(Variant variant);
// Every variant's row, in the enum's order.
const VariantInfo* variants_begin();
const VariantInfo* variants_end();
std::string_view variant_name(Variant variant);

// A name or alias ("chess", "crazyhouse", "fr", "standard", ...); false for
// anything else.
bool parse_variant(std::string_view name, Variant& out);

// Every name, for error messages: "chess, chess960, ... or wild".
void append_variant_names(std::string& out);
// The names of the variants whose rules are known: "chess, ... and wild".
void append_rules_variant_names(std::string& out);

// The variant a server's game description names ("rated crazyhouse
// match"); false when it names none.
bool variant_of_description(std::string_view description, Variant& out);

}  // namespace style12
