// The module's memory: malloc and its family over emmalloc, with every
// live block linked, in the order it was allocated, into one list. A call
// that JavaScript cuts short (memory ran out, or the engine's stack
// overflowed) leaves behind what its frames held, which no destructor will
// free, and so does embind with a string argument it passed in; the
// package then calls s12_call_abort(), which frees every block allocated
// since the call began. Memory that runs out throws to JavaScript from
// here, never returns null: the package's one handler for a call cut short
// then turns it into OUT_OF_MEMORY.
//
// Each step below that changes the list is free of calls, and emmalloc
// changes its own lists only between calls too, so an engine stack
// overflow, which strikes at a function's entry, never leaves either
// half-changed.
#include <emscripten/emmalloc.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>

#include "style12_wire_calls.h"
#include "wire.h"

// This file is the module's malloc and free, and what operator new and
// delete call: managing memory by hand is its whole job, and its state (the
// live list, the count) is global as any malloc's is.
// NOLINTBEGIN(cppcoreguidelines-no-malloc, cppcoreguidelines-avoid-non-const-global-variables)

// What the package catches (src/bindings/library.js, src/js/wasm/standalone.js).
extern "C" [[noreturn]] __attribute__((import_module("env"), import_name("s12_out_of_memory"))) void
s12_out_of_memory();

namespace {

// Before each block; keeps emmalloc's 8-byte alignment. A block aligned
// beyond 8 bytes starts a whole alignment before what the caller gets
// (16 bytes, the header, otherwise); the header keeps that distance as a
// power of two in the top byte of the block's number.
struct Header {
  Header* prev;
  Header* next;
  uint64_t tag;  // the allocation's number, and the distance's log2 above bit 56
};
static_assert(sizeof(Header) == 16);
constexpr int kDistanceShift = 56;
constexpr uint64_t kNumberMask = (uint64_t{1} << kDistanceShift) - 1;

// The list's two ends meet here; allocations are numbered from 1.
Header live{&live, &live, 0};
uint64_t allocated = 0;
// The low 32 bits of `allocated`, where JavaScript reads it before a call.
uint32_t allocated_low = 0;

[[gnu::always_inline]] inline Header* header_of(void* p) { return static_cast<Header*>(p) - 1; }
[[gnu::always_inline]] inline size_t distance_of(const Header* h) {
  return size_t{1} << (h->tag >> kDistanceShift);
}
[[gnu::always_inline]] inline char* base_of(Header* h) {
  return reinterpret_cast<char*>(h + 1) - distance_of(h);
}

[[gnu::always_inline]] inline void* link(void* base, int distance_log2) {
  auto* h = reinterpret_cast<Header*>(static_cast<char*>(base) + (size_t{1} << distance_log2)) - 1;
  ++allocated;
  allocated_low = static_cast<uint32_t>(allocated);
  h->tag = allocated | (static_cast<uint64_t>(distance_log2) << kDistanceShift);
  h->prev = live.prev;
  h->next = &live;
  live.prev->next = h;
  live.prev = h;
  return h + 1;
}

[[gnu::always_inline]] inline void* unlink(void* p) {
  Header* h = header_of(p);
  h->prev->next = h->next;
  h->next->prev = h->prev;
  return base_of(h);
}

#ifdef STYLE12_GROW_AHEAD
// The engine (V8 at least) copies a WebAssembly memory to grow it, and the
// standalone runtime's sbrk grows it by just the pages one allocation
// needs: a heap growing a page at a time would copy itself whole at every
// page, each board costing more as memory grows. Growing ahead of sbrk by
// a fifth of the memory at least (as Emscripten's JavaScript runtime does)
// makes the copies rare: their cost per byte allocated stays constant.
extern "C" void emscripten_notify_memory_growth(size_t memory_index);  // the runtime's import

constexpr size_t kPage = 65536;
constexpr size_t kMostPages = 16384;  // MAXIMUM_MEMORY, 1 GiB
// The headroom an allocation may need beyond its size (emmalloc's regions).
constexpr size_t kSlack = 256;

[[gnu::always_inline]] inline void grow_ahead(size_t size) {
  const size_t pages = __builtin_wasm_memory_size(0);
  const auto end = reinterpret_cast<uintptr_t>(sbrk(0));
  if (size <= pages * kPage - end && pages * kPage - end - size >= kSlack) return;
  if (size > kMostPages * kPage) return;  // emmalloc says no
  const size_t needed = (end + size + kSlack + kPage - 1) / kPage;
  size_t wanted = needed > pages + pages / 5 ? needed : pages + pages / 5;
  if (wanted > kMostPages) wanted = kMostPages;
  if (wanted > pages && __builtin_wasm_memory_grow(0, wanted - pages) != SIZE_MAX) {
    emscripten_notify_memory_growth(0);
  }
}
#else
// Emscripten's JavaScript runtime (style12/full) grows the memory ahead by
// itself; style12/core's calls free what they take.
[[gnu::always_inline]] inline void grow_ahead(size_t /*size*/) {}
#endif

void* allocate(size_t size, size_t alignment) {
  grow_ahead(size + alignment + sizeof(Header));
  if (alignment <= 8) {
    if (size > SIZE_MAX - sizeof(Header)) return nullptr;
    void* base = emmalloc_malloc(size + sizeof(Header));
    return base == nullptr ? nullptr : link(base, 4);
  }
  // alignment is a power of two here (16 or more).
  if (alignment > (size_t{1} << 30) || size > SIZE_MAX - alignment) return nullptr;
  void* base = emmalloc_memalign(alignment, size + alignment);
  return base == nullptr ? nullptr : link(base, __builtin_ctz(static_cast<unsigned>(alignment)));
}

void* allocate_or_throw(size_t size, size_t alignment) {
  void* p = allocate(size, alignment);
  if (p == nullptr) s12_out_of_memory();
  return p;
}

bool valid_alignment(size_t alignment) {
  return alignment != 0 && (alignment & (alignment - 1)) == 0;
}

}  // namespace

extern "C" {

void* malloc(size_t size) { return allocate_or_throw(size, 8); }

void free(void* p) {
  if (p != nullptr) emmalloc_free(unlink(p));
}

void* calloc(size_t num, size_t size) {
  size_t total = 0;
  if (__builtin_mul_overflow(num, size, &total)) s12_out_of_memory();
  void* p = allocate_or_throw(total, 8);
  std::memset(p, 0, total);
  return p;
}

size_t malloc_usable_size(void* p) {
  if (p == nullptr) return 0;
  Header* h = header_of(p);
  return emmalloc_usable_size(base_of(h)) - distance_of(h);
}

// A new block, the bytes copied, the old one freed: never in place, so
// the list changes only in malloc and free.
void* realloc(void* p, size_t size) {
  if (p == nullptr) return malloc(size);
  void* moved = malloc(size);
  const size_t old = malloc_usable_size(p);
  std::memcpy(moved, p, old < size ? old : size);
  free(p);
  return moved;
}

void* memalign(size_t alignment, size_t size) {
  return valid_alignment(alignment) ? allocate_or_throw(size, alignment) : nullptr;
}
void* aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }
int posix_memalign(void** memptr, size_t alignment, size_t size) {
  if (!valid_alignment(alignment) || alignment % sizeof(void*) != 0) return 22;  // EINVAL
  *memptr = allocate_or_throw(size, alignment);
  return 0;
}

// Where JavaScript reads the number of the last allocation (its low 32
// bits) before a call.
const void* s12_allocations() { return &allocated_low; }

// How many blocks are live: for the tests that check a call cut short
// left none behind.
uint32_t s12_live_blocks() {
  uint32_t count = 0;
  for (const Header* h = live.next; h != &live; h = h->next) ++count;
  return count;
}

// After a call was cut short: the wire lets go of what it holds (the
// call may have grown it), then every block allocated since `mark` (the
// number JavaScript read before the call) is freed. A stream the call was
// working on is freed first, by s12_stream_free.
void s12_call_abort(style12::wire::Wire* wire, uint32_t mark) {
  if (wire != nullptr) wire->release();
  // The call made fewer than 2^32 allocations: its first number follows.
  const uint64_t first = allocated - static_cast<uint32_t>(allocated_low - mark) + 1;
  for (Header* h = live.prev; h != &live && (h->tag & kNumberMask) >= first;) {
    Header* before = h->prev;
    free(h + 1);
    h = before;
  }
}

}  // extern "C"

void* operator new(std::size_t size) { return allocate_or_throw(size == 0 ? 1 : size, 8); }
void* operator new[](std::size_t size) { return operator new(size); }
void* operator new(std::size_t size, const std::nothrow_t& /*tag*/) noexcept {
  return allocate(size == 0 ? 1 : size, 8);
}
void* operator new[](std::size_t size, const std::nothrow_t& /*tag*/) noexcept {
  return allocate(size == 0 ? 1 : size, 8);
}
void* operator new(std::size_t size, std::align_val_t a) {
  return allocate_or_throw(size == 0 ? 1 : size, static_cast<size_t>(a));
}
void* operator new[](std::size_t size, std::align_val_t a) { return operator new(size, a); }
void operator delete(void* p) noexcept { free(p); }
void operator delete[](void* p) noexcept { free(p); }
void operator delete(void* p, std::size_t /*size*/) noexcept { free(p); }
void operator delete[](void* p, std::size_t /*size*/) noexcept { free(p); }
void operator delete(void* p, std::align_val_t /*alignment*/) noexcept { free(p); }
void operator delete[](void* p, std::align_val_t /*alignment*/) noexcept { free(p); }
void operator delete(void* p, std::size_t /*size*/, std::align_val_t /*alignment*/) noexcept {
  free(p);
}
void operator delete[](void* p, std::size_t /*size*/, std::align_val_t /*alignment*/) noexcept {
  free(p);
}
// NOLINTEND(cppcoreguidelines-no-malloc, cppcoreguidelines-avoid-non-const-global-variables)
