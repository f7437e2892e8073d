// What is wrong with a position: every problem, not only the first, as
// python-chess's status() does. A variant hint switches off the rules that
// variant allows (pieces from the partner in bughouse, no royal king in
// suicide, touching kings in atomic, ...).
#pragma once

#include <cstdint>
#include <string_view>

#include "style12/lists.h"
#include "style12/position.h"
#include "style12/variant.h"

namespace style12 {

// Every problem is written once, in src/core/lists.json ("problems": its
// stable code and its sentence); the generated style12/lists.h gives them
// as STYLE12_PROBLEMS(X), X(Enumerator, "CODE", "Sentence."), from which
// the enum, problem_name(), problem_message() and the package's
// ValidationProblem type are made. A problem's bit is its place there.
enum class Problem : uint8_t {
#define STYLE12_PROBLEM_ENUM(name, code, message) name,
  STYLE12_PROBLEMS(STYLE12_PROBLEM_ENUM)
#undef STYLE12_PROBLEM_ENUM
      kCount,
};
// One bit each in Problems.
static_assert(static_cast<int>(Problem::kCount) <= 32);

class Problems {
 public:
  bool empty() const { return bits_ == 0; }
  bool has(Problem p) const { return bits_ >> static_cast<int>(p) & 1; }
  void add(Problem p) { bits_ |= uint32_t{1} << static_cast<int>(p); }
  void remove(Problem p) { bits_ &= ~(uint32_t{1} << static_cast<int>(p)); }
  uint32_t bits() const { return bits_; }

 private:
  uint32_t bits_ = 0;
};

Problems validate(const Position& position, Variant variant = Variant::Chess);

// "NO_WHITE_KING", ...: stable across releases.
std::string_view problem_name(Problem problem);
// A sentence for people: "White has no king."
std::string_view problem_message(Problem problem);

}  // namespace style12
