// A record key that reads straight from a block is one edit to wire.json:
// in a scratch copy of the sources, a new key (fieldCount, the core's
// Style12::fields_present, in a slot of its own) is added there alone, and
// the C++ side (fill_board, board_from_block), the JavaScript side
// (readStyle12, writeStyle12) and the declarations all follow. The same
// copy then carries every generated key of real corpus lines both ways,
// each compared with the core's own struct: C++ fill -> JavaScript read,
// and JavaScript write (of values changed to distinct ones) -> C++ read.
// A generated side edited alone fails it, as the last test shows.
//
// The native program is compiled with g++ from the copy's bindings and
// linked to the release build's core (cmake --build --preset release).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const core = join(root, 'build/release/libstyle12_core.a');
const gxx = process.env.CXX ?? 'g++';

// The one edit: a slot in the board block and the key that reads it.
function addFieldCount(description) {
  description.blocks.board.i32.push('fieldCount');
  description.records.Style12.keys.fieldCount = { type: 'number', wire: 'i32 fields_present out', about: 'The fields the line had.' };
}

// The native side of the check: fills a block from each line, or reads
// blocks back into records, and prints every generated key's member of
// the record as JSON, one line each.
function nativeProgram(leaves) {
  const members = leaves.map((k) => `  out += "${k.path.join('.')}\\":"; put(out, r.${k.wire.member}); out += ",\\"";`
    // Whether a key that may be null is a std::optional in the core.
    + (k.wire.has ? `\n  out += "${k.path.join('.')}?\\":"; put(out, optional(r.${k.wire.member})); out += ",\\"";` : ''));
  return `#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <type_traits>

#include "blocks.h"
#include "style12/style12.h"

using namespace style12;
using namespace style12::wire;

void put(std::string& out, bool v) { out += v ? "true" : "false"; }
template <class T>
  requires(std::is_integral_v<T> && !std::is_same_v<T, bool>)
void put(std::string& out, T v) { out += std::to_string(static_cast<int64_t>(v)); }
void put(std::string& out, std::string_view v) {
  out += '"';
  for (const char c : v) {
    if (c == '"' || c == '\\\\' || static_cast<unsigned char>(c) < 0x20) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\\\u%04x", static_cast<unsigned char>(c));
      out += hex;
    } else {
      out += c;
    }
  }
  out += '"';
}
template <class T>
void put(std::string& out, const std::optional<T>& v) {
  if (v) put(out, *v); else out += "null";
}

template <class T>
bool optional(const T& /*value*/) { return false; }
template <class T>
bool optional(const std::optional<T>& /*value*/) { return true; }

void print(const Style12& r) {
  std::string out = "{\\"";
${members.join('\n')}
  out.resize(out.size() - 2);
  std::cout << out << "}\\n";
}

uint32_t u32(std::istream& in) {
  uint32_t v = 0;
  in.read(reinterpret_cast<char*>(&v), 4);
  return v;
}

int main(int argc, char** argv) {
  const std::string mode = argv[1];
  std::ifstream in(argv[2], std::ios::binary);
  if (mode == "fill") {
    std::ofstream blocks(argv[3], std::ios::binary);
    std::string line;
    while (std::getline(in, line)) {
      Style12 r;
      ParseError error;
      ParseOptions options;
      options.allow_truncated = true;
      if (!parse_style12(line, options, r, error)) {
        std::cout << "null\\n";
        continue;
      }
      std::string text;
      BoardBlock b{};
      fill_board(b, r, Texts(line, text));
      text.insert(0, line);
      const auto length = static_cast<uint32_t>(text.size());
      blocks.write(reinterpret_cast<const char*>(&b), sizeof b);
      blocks.write(reinterpret_cast<const char*>(&length), 4);
      blocks.write(text.data(), length);
      print(r);
    }
  } else {
    while (in.peek() != EOF) {
      const auto given = static_cast<int32_t>(u32(in));
      const auto side = static_cast<int32_t>(u32(in));
      BoardBlock b{};
      in.read(reinterpret_cast<char*>(&b), sizeof b);
      std::string text(u32(in), '\\0');
      in.read(text.data(), static_cast<std::streamsize>(text.size()));
      Style12 r;
      ParseError error;
      if (!board_from_block(b, given, side, text, r, error)) {
        std::cout << "{\\"error\\":\\"" << error.message << "\\"}\\n";
        continue;
      }
      print(r);
    }
  }
}
`;
}

// A scratch copy of the sources with `edit` made to its wire.json, its
// wire generated, and the native program built against it.
async function scratchCopy(edit) {
  const dir = mkdtempSync(join(tmpdir(), 'style12-wire-keys-'));
  cpSync(join(root, 'src'), join(dir, 'src'), { recursive: true });
  cpSync(join(root, 'scripts'), join(dir, 'scripts'), { recursive: true });
  const wireJson = join(dir, 'src/bindings/wire.json');
  const description = JSON.parse(readFileSync(wireJson, 'utf8'));
  edit(description);
  writeFileSync(wireJson, JSON.stringify(description, null, 2));
  const gen = join(dir, 'build/gen');
  execFileSync(process.execPath, [join(dir, 'scripts/gen-wire.mjs'),
    '--cpp', join(gen, 'style12_wire_layout.h'), '--records-cpp', join(gen, 'style12_wire_records.cpp'),
    '--dts', join(gen, 'style12.d.ts'), '--lists-cpp', join(gen, 'core/style12/lists.h'),
    // Beside the sources, so that Node resolves them as the bundler does.
    '--js', join(dir, 'src/js/wire/generated/layout.js'), '--records-js', join(dir, 'src/js/wire/generated/records.js')]);
  const records = await import(pathToFileURL(join(dir, 'scripts/wire/records.mjs')));
  const gw = await import(pathToFileURL(join(dir, 'scripts/gen-wire.mjs')));
  const style12 = records.convertersOf(description).find((c) => c.name === 'Style12');
  const leaves = (keys, path = []) => keys.flatMap((k) => (k.wire === null ? []
    : k.wire.kind === 'record' ? leaves(k.keys, [...path, k.name]) : [{ ...k, path: [...path, k.name] }]));
  const keys = leaves(style12.keys);
  writeFileSync(join(dir, 'main.cpp'), nativeProgram(keys));
  const program = join(dir, 'wire-keys');
  execFileSync(gxx, ['-std=c++20', '-O0', '-w', '-o', program,
    '-I', join(dir, 'src/bindings'), '-I', gen, '-I', join(dir, 'src/core/include'), '-I', join(gen, 'core'),
    '-I', join(dir, 'src/core'), join(dir, 'main.cpp'), join(dir, 'src/bindings/blocks.cpp'), join(dir, 'src/bindings/record_hand.cpp'),
    join(gen, 'style12_wire_records.cpp'), core]);
  const layout = await import(pathToFileURL(join(dir, 'src/js/wire/generated/layout.js')));
  const reader = await import(pathToFileURL(join(dir, 'src/js/wire/reader.js')));
  const generated = await import(pathToFileURL(join(dir, 'src/js/wire/generated/records.js')));
  return { dir, description, keys, program, layout, reader, generated, signature: gw.signatureOf };
}

// The corpus's Style 12 lines (tests/fixtures/real-lines.tsv), and the
// first ten cut short after fields 27 to 30, as FICS cuts long lines.
const corpus = readFileSync(join(root, 'tests/fixtures/real-lines.tsv'), 'utf8').split('\n')
  .filter((row) => row && !row.startsWith('#')).map((row) => row.split('\t')[3])
  .filter((line) => line?.startsWith('<12> '));
const lines = [...corpus, ...corpus.slice(0, 10).flatMap((line) => [27, 28, 29, 30]
  .map((fields) => line.split(' ').slice(0, fields).join(' ')))];

// The blocks the native side filled, and its records, line by line.
function fill(copy) {
  const input = join(copy.dir, 'lines.txt');
  writeFileSync(input, `${lines.join('\n')}\n`);
  const out = join(copy.dir, 'blocks.bin');
  const printed = execFileSync(copy.program, ['fill', input, out], { encoding: 'utf8' }).trimEnd().split('\n');
  const bytes = readFileSync(out);
  const size = copy.layout.BOARD_BYTES;
  const filled = [];
  let at = 0;
  printed.forEach((json, n) => {
    if (json === 'null') return;
    const block = bytes.subarray(at, at + size);
    const length = bytes.readUInt32LE(at + size);
    const text = bytes.subarray(at + size + 4, at + size + 4 + length);
    at += size + 4 + length;
    filled.push({ line: lines[n], native: JSON.parse(json), block, text });
  });
  return filled;
}

// A record as the copy's JavaScript reads it from a block and its text.
function read(copy, readStyle12, { block, text }) {
  const buffer = new ArrayBuffer(block.length);
  new Uint8Array(buffer).set(block);
  const t = new copy.reader.Texts();
  t.first('', false, new Uint8Array(text), 0, text.length);
  t.own('');
  return readStyle12(new Int32Array(buffer), new Float64Array(buffer), 0, t);
}

const valueAt = (record, path) => path.reduce((o, k) => o?.[k], record);
// The native side prints a span that reads as null when empty as "".
const asNative = (key, value) => (key.wire.emptyIsNull && value === null ? '' : value);

// Each generated key's value in a record against the native struct's
// (`written`: only those JavaScript writes back). A null of a plain member
// (not a std::optional) is its has-flag's, which record_hand decides.
function mismatches(copy, record, native, written = false) {
  const agrees = (k, value) => Object.is(asNative(k, value), native[k.path.join('.')])
    || (value === null && native[`${k.path.join('.')}?`] === false);
  return copy.keys.filter((k) => !(written && k.wire.out) && !agrees(k, valueAt(record, k.path)))
    .map((k) => `${k.path.join('.')}: ${JSON.stringify(valueAt(record, k.path))} vs ${JSON.stringify(native[k.path.join('.')])}`);
}

// A memory that writeStyle12 writes into as it writes the module's.
function fakeEngine(layout) {
  const buffer = new ArrayBuffer(1 << 16);
  const heap = new Uint8Array(buffer);
  const engine = {
    heap, i32: new Int32Array(buffer), f64: new Float64Array(buffer),
    boardAt: 0, fieldsAt: layout.BOARD_BYTES, inputAt: layout.BOARD_BYTES + layout.FIELDS_BYTES,
    views() {},
    writeAll(parts) {
      let at = 0;
      const spans = parts.map((part) => {
        if (part === null) return null;
        const { written } = new TextEncoder().encodeInto(part, heap.subarray(engine.inputAt + at));
        at += written;
        return [at - written, written];
      });
      return { length: at, spans };
    },
  };
  return engine;
}

// Every key JavaScript writes back given a value of its own on each line:
// numbers and texts distinct from every other key's, flags and nulls
// varied from line to line.
function changed(copy, record, n) {
  const out = structuredClone(record);
  copy.keys.forEach((k, m) => {
    if (k.wire.out) return;
    const owner = valueAt(out, k.path.slice(0, -1));
    const name = k.path.at(-1);
    const nulled = (k.wire.has || k.wire.emptyIsNull) && (n + m) % 3 === 0;
    if (nulled) owner[name] = null;
    else if (k.wire.kind === 'flag') owner[name] = (n + m) % 2 === 0;
    else if (k.wire.kind === 'span') owner[name] = `k${m}n${n}`;
    // Some beyond 32 bits, as a server may send.
    else owner[name] = 1000 * (m + 1) + n - (k.wire.kind === 'f64' && m % 2 ? 3_000_000_000 : 0);
  });
  // A record without flip is a cut-short one (else the core names flip as missing).
  if (out.flip === null) out.truncated = true;
  return out;
}

// Records written by JavaScript and read back by the native side.
function writeBack(copy, writeStyle12, records) {
  const entries = [];
  for (const record of records) {
    const engine = fakeEngine(copy.layout);
    const { length } = writeStyle12(engine, record, -1);
    const side = engine.i32[(engine.fieldsAt >> 2) + copy.layout.FIELDS_SIDE];
    const head = Buffer.alloc(8);
    head.writeInt32LE(-1, 0);
    head.writeInt32LE(side, 4);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(length, 0);
    entries.push(head, Buffer.from(engine.heap.subarray(0, copy.layout.BOARD_BYTES)), size,
      Buffer.from(engine.heap.subarray(engine.inputAt, engine.inputAt + length)));
  }
  const input = join(copy.dir, 'written.bin');
  writeFileSync(input, Buffer.concat(entries));
  return execFileSync(copy.program, ['read', input], { encoding: 'utf8' }).trimEnd().split('\n').map((l) => JSON.parse(l));
}

// Both ways over the corpus: every mismatch, each named by its line.
function roundTrip(copy, { readStyle12, writeStyle12 }) {
  const problems = [];
  const filled = fill(copy);
  const records = filled.map((f) => read(copy, readStyle12, f));
  filled.forEach((f, n) => problems.push(...mismatches(copy, records[n], f.native).map((m) => `read ${f.line}: ${m}`)));
  const written = records.map((r, n) => changed(copy, r, n));
  writeBack(copy, writeStyle12, written).forEach((native, n) => {
    if (native.error) problems.push(`write ${filled[n].line}: ${native.error}`);
    else problems.push(...mismatches(copy, written[n], native, true).map((m) => `write ${filled[n].line}: ${m}`));
  });
  return { problems, count: filled.length };
}

describe('a record key added in wire.json alone', { skip: existsSync(core) ? false : 'needs the release build (cmake --build --preset release)' }, async () => {
  const copy = existsSync(core) ? await scratchCopy(addFieldCount) : null;
  const after = () => rmSync(copy.dir, { recursive: true, force: true });

  test('reaches the C++ and the JavaScript: the core\'s value, read from the block', () => {
    const filled = fill(copy);
    assert.ok(filled.length > 100, `only ${filled.length} lines parsed`);
    let cut = 0;
    for (const f of filled) {
      const record = read(copy, copy.generated.readStyle12, f);
      assert.equal(typeof f.native.fieldCount, 'number');
      assert.equal(record.fieldCount, f.native.fieldCount, f.line);
      // A whole line has every field to 31 (flip); a cut-short one fewer.
      assert.equal(record.fieldCount < 31, record.truncated, f.line);
      if (record.truncated) cut++;
      // The key is the record's last, after every other in its place.
      assert.equal(Object.keys(record).at(-1), 'fieldCount');
      assert.equal(Object.keys(record).at(-2), 'spaceAfterTag');
    }
    assert.ok(cut > 0, 'no cut-short line in the corpus');
  });

  test('and the declarations', () => {
    const dts = readFileSync(join(copy.dir, 'build/gen/style12.d.ts'), 'utf8');
    const style12 = /export interface Style12 \{([\s\S]*?)\n\}/.exec(dts)[1];
    assert.match(style12, /\/\*\* The fields the line had\. \*\/\n {2}fieldCount: number;/);
  });

  test('every generated key goes both ways on the corpus lines, as the core has it', () => {
    const { problems, count } = roundTrip(copy, copy.generated);
    assert.ok(count > 100);
    assert.deepEqual(problems.slice(0, 5), []);
  });

  test('a generated side edited alone fails the round trip', async () => {
    // Two of the reader's slots swapped, as an edit by hand would.
    const file = join(copy.dir, 'src/js/wire/generated/records.js');
    const source = readFileSync(file, 'utf8');
    const white = /whiteStrength: whole\(f\[fb \+ (\d+)\]\)/.exec(source);
    const black = /blackStrength: whole\(f\[fb \+ (\d+)\]\)/.exec(source);
    assert.ok(white && black, 'the reader has the two keys');
    const edited = source.replace(white[0], white[0].replace(white[1], black[1]))
      .replace(black[0], black[0].replace(black[1], white[1]));
    const mutated = join(copy.dir, 'src/js/wire/generated/records-edited.js');
    writeFileSync(mutated, edited);
    const { problems } = roundTrip(copy, await import(pathToFileURL(mutated)));
    assert.ok(problems.some((p) => p.includes('whiteStrength') || p.includes('blackStrength')), problems.slice(0, 3).join('\n'));
    after();
  });
});
