// Hints to the compiler about which code is hot and which is rare (internal).
#pragma once

// Hot paths are inlined into the field loop; error paths stay out of it.
// Code built for size leaves inlining to the compiler.
#if (defined(__GNUC__) || defined(__clang__)) && !defined(__OPTIMIZE_SIZE__)
#define STYLE12_INLINE inline __attribute__((always_inline))
#else
#define STYLE12_INLINE inline
#endif

// A path a line or a session takes rarely (an error, a game starting or
// ending, a server sentence): kept out of its hot caller and built for
// size, so that a module built for speed does not pay for it in bytes.
// GCC builds a cold function for size by itself; clang needs minsize.
#if defined(__GNUC__) || defined(__clang__)
#define STYLE12_COLD __attribute__((noinline, cold))
#else
#define STYLE12_COLD
#endif
#if defined(__clang__)
#define STYLE12_RARE __attribute__((noinline, cold, minsize))
#else
#define STYLE12_RARE STYLE12_COLD
#endif

// A step of a hot path kept a function of its own: inlined into the
// stream's line loop, it made the WebAssembly module bigger (gzipped) for
// no measurable speed; a call a board costs nothing beside the check.
#if defined(__GNUC__) || defined(__clang__)
#define STYLE12_OUTLINE __attribute__((noinline))
#else
#define STYLE12_OUTLINE
#endif
