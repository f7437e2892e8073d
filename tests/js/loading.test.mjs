// The package loads as an ES module and through require(), and load()
// takes the WebAssembly from the caller. Each load({ wasm }) runs in a child
// process of its own: load() keeps one instance per process.
import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esm from 'style12';

const require = createRequire(import.meta.url);
const cjs = require('style12');

const FICS_HELP = '<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 0 7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0';
const FICS_HELP_FEN = 'rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const wasmPath = join(dist, 'style12.wasm');

// A scratch directory with a copy of the Node entry and no .wasm beside it,
// so a load() there can only succeed with the bytes handed to it.
const scratch = mkdtempSync(join(tmpdir(), 'style12-loading-'));
const lonelyEntry = join(scratch, 'node.mjs');
copyFileSync(join(dist, 'node.mjs'), lonelyEntry);
const lonelyCore = join(scratch, 'core-node.mjs');
copyFileSync(join(dist, 'core-node.mjs'), lonelyCore);
const coreWasmPath = join(dist, 'style12-core.wasm');
after(() => rmSync(scratch, { recursive: true, force: true }));

// The child: loads the entry given with the WebAssembly its mode names,
// then prints what happened as one JSON line. It gives up after 10 s, so
// a load that never settles shows as { settled: false }.
const child = join(scratch, 'child.mjs');
writeFileSync(child, `
import { readFileSync } from 'node:fs';
const [entry, wasmPath, ...modes] = process.argv.slice(2);
const { load } = await import(entry);
const bytes = readFileSync(wasmPath);
const sources = {
  uint8array: () => new Uint8Array(bytes),
  arraybuffer: () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  module: () => new WebAssembly.Module(bytes),
  promise: () => Promise.resolve(new Uint8Array(bytes)),
  bad: () => new TextEncoder().encode('bad bytes'),
  empty: () => new Uint8Array(0),
  // A valid module with nothing in it, and one with a memory and nothing else.
  emptyModule: () => new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]),
  memoryModule: () => new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 5, 3, 1, 0, 1, 7, 10, 1, 6, 109, 101, 109, 111, 114, 121, 2, 0]),
  default: () => undefined,
};
const line = ${JSON.stringify(FICS_HELP)};
const results = [];
for (const mode of modes) {
  const wasm = sources[mode]();
  const attempt = load(wasm === undefined ? undefined : { wasm }).then(
    (s12) => ({ mode, settled: true, ok: true, fen: s12.parseStyle12(line).fen, white: s12.parseStyle12(line).white }),
    (error) => ({ mode, settled: true, ok: false, error: String(error && error.message), code: error && error.code }),
  );
  const timeout = new Promise((resolve) => setTimeout(() => resolve({ mode, settled: false }), 10000).unref());
  results.push(await Promise.race([attempt, timeout]));
}
process.stdout.write(JSON.stringify(results));
`);

function runChild(entry, ...modes) {
  return runChildWith(entry, wasmPath, ...modes);
}

function runChildWith(entry, wasm, ...modes) {
  const result = spawnSync(process.execPath, [child, pathToFileURL(entry).href, wasm, ...modes], {
    encoding: 'utf8', timeout: 60000,
  });
  assert.equal(result.error, undefined, `the child did not finish: ${result.error}`);
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

describe('the package as an ES module', () => {
  test("resolves 'style12' to dist/node.mjs", { skip: typeof import.meta.resolve !== 'function' && 'import.meta.resolve needs Node 20.6' }, () => {
    assert.ok(import.meta.resolve('style12').endsWith('/dist/node.mjs'));
  });

  test('exports load and Style12Error', async () => {
    assert.equal(typeof esm.load, 'function');
    assert.equal(typeof esm.Style12Error, 'function');
    const s12 = await esm.load();
    assert.equal(s12.Style12Error, esm.Style12Error);
  });

  test('gives a working module', async () => {
    const s12 = await esm.load();
    const record = s12.parseStyle12(FICS_HELP);
    assert.equal(record.white, 'Newton');
    assert.equal(record.fen, FICS_HELP_FEN);
    assert.throws(() => s12.parseStyle12('<12> x'), esm.Style12Error);
  });

  test('gives the same module on every call to load()', async () => {
    const [a, b] = await Promise.all([esm.load(), esm.load()]);
    assert.equal(a, b);
    assert.equal(await esm.load(), a);
  });
});

describe('the package through require()', () => {
  test("resolves 'style12' to dist/node.cjs", () => {
    assert.ok(require.resolve('style12').endsWith(join('dist', 'node.cjs')));
  });

  test('exports load and Style12Error', () => {
    assert.equal(typeof cjs.load, 'function');
    assert.equal(typeof cjs.Style12Error, 'function');
  });

  test('gives a working module', async () => {
    const s12 = await cjs.load();
    const record = s12.parseStyle12(FICS_HELP);
    assert.equal(record.white, 'Newton');
    assert.equal(record.fen, FICS_HELP_FEN);
    assert.equal(s12.toFen(FICS_HELP), FICS_HELP_FEN);
    assert.throws(() => s12.parseStyle12('<12> x'), cjs.Style12Error);
  });

  test('gives the same module on every call to load()', async () => {
    assert.equal(await cjs.load(), await cjs.load());
  });
});

describe('load({ wasm })', () => {
  test('takes the bytes of style12.wasm as a Uint8Array', () => {
    const [result] = runChild(lonelyEntry, 'uint8array');
    assert.deepEqual(result, { mode: 'uint8array', settled: true, ok: true, fen: FICS_HELP_FEN, white: 'Newton' });
  });

  test('takes an ArrayBuffer, a compiled WebAssembly.Module and a promise of bytes', () => {
    for (const mode of ['arraybuffer', 'module', 'promise']) {
      const [result] = runChild(lonelyEntry, mode);
      assert.deepEqual(result, { mode, settled: true, ok: true, fen: FICS_HELP_FEN, white: 'Newton' });
    }
  });

  test('rejects bytes that are not WebAssembly rather than hanging', () => {
    const [result] = runChild(lonelyEntry, 'bad');
    assert.equal(result.settled, true, 'load() neither resolved nor rejected within 10 s');
    assert.equal(result.ok, false);
    assert.match(result.error, /magic word|WebAssembly/i);
  });

  test('rejects empty bytes rather than hanging', () => {
    const [result] = runChild(lonelyEntry, 'empty');
    assert.equal(result.settled, true);
    assert.equal(result.ok, false);
  });

  test('may be tried again after a failed load', () => {
    const [bad, good] = runChild(lonelyEntry, 'bad', 'uint8array');
    assert.equal(bad.ok, false);
    assert.deepEqual(good, { mode: 'uint8array', settled: true, ok: true, fen: FICS_HELP_FEN, white: 'Newton' });
  });

  for (const [entry, name, wasm] of [['style12', lonelyEntry, wasmPath], ['style12/core', lonelyCore, coreWasmPath]]) {
    test(`${entry}: a valid module that is not this package's rejects with BAD_MODULE, and a later load() works`, () => {
      const results = runChildWith(name, wasm, 'emptyModule', 'memoryModule', 'uint8array');
      for (const bad of results.slice(0, 2)) {
        assert.equal(bad.settled, true, `${bad.mode}: load() neither resolved nor rejected within 10 s`);
        assert.equal(bad.ok, false, bad.mode);
        assert.equal(bad.code, 'BAD_MODULE', bad.mode);
        assert.match(bad.error, /^the WebAssembly module could not be loaded: /, bad.mode);
      }
      assert.deepEqual(results[2], { mode: 'uint8array', settled: true, ok: true, fen: FICS_HELP_FEN, white: 'Newton' });
    });
  }

  test('rejects when the default .wasm file is missing rather than hanging', () => {
    const [result] = runChild(lonelyEntry, 'default');
    assert.equal(result.settled, true);
    assert.equal(result.ok, false);
    assert.match(result.error, /ENOENT|style12\.wasm/);
  });

  test('falls back to the .wasm beside the packaged entry when none is given', () => {
    const [result] = runChild(join(dist, 'node.mjs'), 'default');
    assert.deepEqual(result, { mode: 'default', settled: true, ok: true, fen: FICS_HELP_FEN, white: 'Newton' });
  });
});

describe('a .wasm that cannot be fetched', () => {
  test('the error names the URL tried and its HTTP status', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      res.writeHead(404);
      res.end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${server.address().port}/assets/style12-core.wasm`;
      const { load } = await import(pathToFileURL(lonelyCore).href);
      await assert.rejects(load({ wasm: new URL(url) }), (error) => {
        assert.equal(error.message.startsWith(`style12: could not fetch the WebAssembly module from ${url} (HTTP 404)`), true, error.message);
        return true;
      });
    } finally {
      server.close();
    }
  });
});
