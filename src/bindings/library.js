// What the full module imports from its JavaScript glue beyond
// Emscripten's own (the core module gets the same from standalone.js).
mergeInto(LibraryManager.library, {
  // Memory ran out inside a call: a JavaScript exception the package turns
  // into a Style12Error (it restores the stack the throw skipped).
  s12_out_of_memory: function () {
    throw 'style12: out of memory';
  },
});
