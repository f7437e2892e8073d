// Names for the WebAssembly frames of a stack trace. The shipped .wasm
// files carry no names section (it would cost every page several KB); the
// names stay in a file beside each, dist/NAME.wasm.symbols, written by the
// linker ("index:name" per line, as Emscripten's symbol maps are). A frame
// reads `wasm-function[INDEX]:0xOFFSET` in V8 and Firefox alike; the module
// it came from is the one whose function INDEX holds byte OFFSET, for every
// frame of the trace: the trace's own offsets tell the modules apart, with
// no guess from file names.

const WASM_FRAME = /wasm-function\[(\d+)\]:0x([0-9a-f]+)/i;

function reader(bytes) {
  let at = 0;
  const byte = () => {
    if (at >= bytes.length) throw new Error('the WebAssembly module ends in the middle of a section');
    return bytes[at++];
  };
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const b = byte();
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return value;
    }
  };
  return {
    byte, leb,
    skip(n) { at += n; },
    get at() { return at; },
    set at(to) { at = to; },
  };
}

/**
 * What a symbolizer needs of a .wasm file: how many functions it imports,
 * each defined function's body as [start, end) byte offsets (the function
 * index is imports + position), and its exports' function indices by name.
 */
export function wasmFunctions(bytes) {
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d) {
    throw new Error('not a WebAssembly module (no \\0asm header)');
  }
  const r = reader(bytes);
  r.at = 8;
  let imports = 0;
  const bodies = [];
  const exports = new Map();
  const name = () => {
    const length = r.leb();
    const start = r.at;
    r.skip(length);
    return new TextDecoder().decode(bytes.subarray(start, start + length));
  };
  const limits = () => {
    const flags = r.byte();
    r.leb();
    if (flags & 1) r.leb();
  };
  while (r.at < bytes.length) {
    const id = r.byte();
    const size = r.leb();
    const end = r.at + size;
    if (id === 2) {
      for (let n = r.leb(); n > 0; n--) {
        name();
        name();
        const kind = r.byte();
        if (kind === 0) {
          imports++;
          r.leb();
        } else if (kind === 1) {
          r.byte();
          limits();
        } else if (kind === 2) {
          limits();
        } else if (kind === 3) {
          r.byte();
          r.byte();
        } else {
          r.leb();
        }
      }
    } else if (id === 7) {
      for (let n = r.leb(); n > 0; n--) {
        const exported = name();
        const kind = r.byte();
        const index = r.leb();
        if (kind === 0) exports.set(exported, index);
      }
    } else if (id === 10) {
      for (let n = r.leb(); n > 0; n--) {
        const length = r.leb();
        bodies.push([r.at, r.at + length]);
        r.skip(length);
      }
    }
    r.at = end;
  }
  return { imports, bodies, exports };
}

/** A symbol map's names by function index; `\XX` escapes (Emscripten's, for "(", "," and spaces) decoded. */
export function readSymbolMap(text) {
  const names = new Map();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const index = Number(line.slice(0, colon));
    if (!Number.isInteger(index)) continue;
    names.set(index, line.slice(colon + 1).replace(/\\([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))));
  }
  return names;
}

// Function `index` of `module` holds byte `offset` (an import holds none).
function holds(module, index, offset) {
  const body = module.functions.bodies[index - module.functions.imports];
  return body !== undefined && offset >= body[0] && offset < body[1];
}

/**
 * `trace` with a name on each WebAssembly frame that one of `modules`
 * ({ name, functions: wasmFunctions(bytes), symbols: readSymbolMap(text) })
 * explains: V8's `at wasm://wasm/ID:wasm-function[7]:0x1a2` becomes
 * `at style12::parse(...) (wasm://wasm/ID:wasm-function[7]:0x1a2)`, and
 * Firefox's `@URL:wasm-function[7]:0x1a2` becomes `style12::parse(...)@URL:...`.
 * Returns { text, module (the one that explains the frames, or null),
 * named (how many frames were named), frames (how many there were) }.
 */
export function symbolizeTrace(trace, modules) {
  const lines = trace.split('\n');
  const frames = [];
  lines.forEach((line, at) => {
    const found = WASM_FRAME.exec(line);
    if (found) frames.push({ at, index: Number(found[1]), offset: parseInt(found[2], 16) });
  });
  const module = frames.length === 0 ? null
    : modules.find((m) => frames.every((f) => holds(m, f.index, f.offset))) ?? null;
  let named = 0;
  if (module) {
    for (const frame of frames) {
      const name = module.symbols.get(frame.index);
      if (name === undefined) continue;
      lines[frame.at] = withName(lines[frame.at], name);
      named++;
    }
  }
  return { text: lines.join('\n'), module: module?.name ?? null, named, frames: frames.length };
}

function withName(line, name) {
  // V8: "    at [OLD ](LOCATION)" or "    at LOCATION".
  const v8 = /^(\s*at )(?:.*? \((.*wasm-function\[\d+\]:0x[0-9a-f]+)\)|(.*wasm-function\[\d+\]:0x[0-9a-f]+))\s*$/i.exec(line);
  if (v8) return `${v8[1]}${name} (${v8[2] ?? v8[3]})`;
  // Firefox and Safari: "[OLD]@LOCATION".
  const at = line.indexOf('@');
  if (at >= 0) return `${name}@${line.slice(at + 1)}`;
  return `${line} [${name}]`;
}
