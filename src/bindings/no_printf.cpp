// embind, built without RTTI, names an unbound type by its type_info
// address with sprintf("%p"), which the compiler turns into siprintf; this
// one prints the address alone, so libc's printf machinery stays out of
// the module (about 2.4 KB gzipped). Built without LTO, so the linker sees
// it before it looks in libc.
#include <cstdarg>
#include <cstdint>

// The C signature the compiler calls is variadic; nothing else can stand in.
// NOLINTBEGIN(cppcoreguidelines-pro-type-vararg, cppcoreguidelines-init-variables)
extern "C" int siprintf(char* out, const char* format, ...) {
  va_list arguments;
  va_start(arguments, format);
  const auto value = reinterpret_cast<uintptr_t>(va_arg(arguments, void*));
  va_end(arguments);
  // NOLINTEND(cppcoreguidelines-pro-type-vararg, cppcoreguidelines-init-variables)
  char* p = out;
  *p++ = '0';
  *p++ = 'x';
  int shift = static_cast<int>(sizeof(value) * 8) - 4;
  while (shift > 0 && ((value >> shift) & 15) == 0) shift -= 4;
  for (; shift >= 0; shift -= 4) *p++ = "0123456789abcdef"[(value >> shift) & 15];
  *p = '\0';
  return static_cast<int>(p - out);
}
