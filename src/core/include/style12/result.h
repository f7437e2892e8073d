// Result<T>: a value or a ParseError, checked by the caller. The core is built
// without exceptions (it runs inside WebAssembly), so every fallible entry
// point returns one of these instead of throwing.
#pragma once

#include <utility>
#include <variant>

#include "style12/error.h"

namespace style12 {

template <class T>
class Result {
 public:
  Result(T value) : state_(std::in_place_index<0>, std::move(value)) {}
  // A default value built in place, for parsers that fill it where it lies.
  explicit Result(std::in_place_t /*tag*/) : state_(std::in_place_index<0>) {}
  Result(ParseError error) : state_(std::in_place_index<1>, std::move(error)) {}

  bool has_value() const { return state_.index() == 0; }
  explicit operator bool() const { return has_value(); }

  // Calling value() on an error (or error() on a value) is a programming
  // error; get_if keeps the core free of the throwing std::get.
  T& value() { return *std::get_if<0>(&state_); }
  const T& value() const { return *std::get_if<0>(&state_); }
  const ParseError& error() const { return *std::get_if<1>(&state_); }

  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }

 private:
  std::variant<T, ParseError> state_;
};

}  // namespace style12
