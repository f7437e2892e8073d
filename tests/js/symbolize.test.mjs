// `style12 symbolize` names the WebAssembly frames of a trace with the C++
// functions, from the symbol maps shipped beside each .wasm: a trap made
// inside each module (a call given a pointer far outside its memory) and
// its trace as V8 writes it and as Firefox does; a trace from some other
// module is refused, not named wrongly.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { modulesOf } from '../../scripts/wire/modules.mjs';
import { readSymbolMap, symbolizeTrace, wasmFunctions } from '../../src/js/node/symbolize.js';

const dist = new URL('../../dist/', import.meta.url);
const cli = new URL('cli.mjs', dist).pathname;
const symbolize = (input) => spawnSync(process.execPath, [cli, 'symbolize'], { input, encoding: 'utf8' });
const WILD = 0x7ffffff0;

// The trace of a trap in `s12_parse`, called on the module's own bytes
// with every import a function that does nothing.
async function trapIn(wasmFile) {
  const bytes = readFileSync(new URL(wasmFile, dist));
  const module = new WebAssembly.Module(bytes);
  const imports = {};
  for (const { module: space, name, kind } of WebAssembly.Module.imports(module)) {
    assert.equal(kind, 'function', `${wasmFile} imports ${space}.${name}, a ${kind}`);
    (imports[space] ??= {})[name] = () => 0;
  }
  const instance = await WebAssembly.instantiate(module, imports);
  const symbols = readSymbolMap(readFileSync(new URL(`${wasmFile}.symbols`, dist), 'utf8'));
  const parseIndex = [...symbols].find(([, name]) => name === 's12_parse')?.[0];
  assert.notEqual(parseIndex, undefined, `${wasmFile}.symbols names no s12_parse`);
  const exported = [...wasmFunctions(bytes).exports].find(([, index]) => index === parseIndex)?.[0];
  assert.ok(exported, `${wasmFile} does not export s12_parse`);
  try {
    instance.exports[exported](WILD, 100, 0);
  } catch (error) {
    assert.ok(error instanceof WebAssembly.RuntimeError, String(error));
    return error.stack;
  }
  assert.fail(`s12_parse(${WILD}) in ${wasmFile} did not trap`);
}

const wasmFrames = (text) => text.split('\n').filter((line) => /wasm-function\[\d+\]/.test(line));

describe('style12 symbolize', () => {
  for (const { wasm } of modulesOf().wasm) {
    test(`${wasm}: a V8 trace's frames are named, down to s12_parse`, async () => {
      const trace = await trapIn(wasm);
      assert.ok(wasmFrames(trace).length >= 2, trace);
      assert.ok(wasmFrames(trace).every((line) => /^\s+at wasm:\/\/wasm\//.test(line)), `V8 named a frame already:\n${trace}`);
      const run = symbolize(trace);
      assert.equal(run.status, 0, run.stderr);
      const frames = wasmFrames(run.stdout);
      assert.equal(frames.length, wasmFrames(trace).length);
      for (const line of frames) assert.match(line, /^\s+at \S.* \(wasm:\/\/wasm\/[0-9a-f]+:wasm-function\[\d+\]:0x[0-9a-f]+\)$/);
      assert.match(frames.at(-1), /^\s+at s12_parse \(/);
      assert.ok(frames.some((line) => /at style12::wire::Wire::start\(unsigned long\) \(/.test(line)), run.stdout);
      // The lines that are not WebAssembly frames are as they were.
      assert.deepEqual(run.stdout.replace(/\n$/, '').split('\n').filter((l) => !/wasm-function/.test(l)),
        trace.split('\n').filter((l) => !/wasm-function/.test(l)));
    });

    test(`${wasm}: a Firefox trace's frames are named`, async () => {
      // Firefox: "@URL:wasm-function[N]:0xOFFSET", the URL the module's.
      const firefox = wasmFrames(await trapIn(wasm))
        .map((line) => `@http://127.0.0.1/lib/${wasm}:${/wasm-function.*$/.exec(line)[0]}`).join('\n');
      const run = symbolize(firefox);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout.trim().split('\n').at(-1), new RegExp(`^s12_parse@http://127\\.0\\.0\\.1/lib/${wasm.replace('.', '\\.')}:wasm-function`));
    });
  }

  test('a trace whose offsets fit no shipped module is refused with exit 1', async () => {
    const trace = await trapIn(modulesOf().wasm[0].wasm);
    // The same offsets under other function indices: no module holds them.
    const shifted = trace.replace(/wasm-function\[(\d+)\]/g, (_, n) => `wasm-function[${Number(n) + 3}]`);
    const run = symbolize(shifted);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /WebAssembly frames match none of this package's modules \(.*style12-core\.wasm.*\)/);
    assert.equal(run.stdout, `${shifted.replace(/\n$/, '')}\n`);
  });

  test('a trace without WebAssembly frames passes through, saying so', () => {
    const run = symbolize('Error: boom\n    at main (file:///app.js:1:1)\n');
    assert.equal(run.status, 0);
    assert.equal(run.stdout, 'Error: boom\n    at main (file:///app.js:1:1)\n');
    assert.match(run.stderr, /no WebAssembly frames/);
  });

  test('the module is told by the offsets, not by order: each of the three explains only its own trace', async () => {
    const modules = modulesOf().wasm.map(({ wasm }) => ({
      name: wasm,
      functions: wasmFunctions(readFileSync(new URL(wasm, dist))),
      symbols: readSymbolMap(readFileSync(new URL(`${wasm}.symbols`, dist), 'utf8')),
    }));
    for (const { wasm } of modulesOf().wasm) {
      const trace = await trapIn(wasm);
      assert.equal(symbolizeTrace(trace, modules).module, wasm);
      assert.equal(symbolizeTrace(trace, [...modules].reverse()).module, wasm);
    }
  });

  test('a file that is not WebAssembly is refused with a reason', () => {
    assert.throws(() => wasmFunctions(new TextEncoder().encode('<!doctype html>')), /not a WebAssembly module/);
  });
});
