// Every call between JavaScript and WebAssembly is written once, in
// src/bindings/wire.json: the C++ declarations, each module's export list
// and the JavaScript table are generated from it. These tests show that
// the modules export exactly the calls described, and that the package's
// JavaScript calls nothing else and no export by its raw name.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { callsOf } from '../../scripts/gen-wire.mjs';
import { CALLS_BOTH, CALLS_EMBIND, CALLS_FULL } from '../../build/gen/wire-layout.js';
import { fullModuleWithGlue } from './support.mjs';

const description = JSON.parse(readFileSync(new URL('../../src/bindings/wire.json', import.meta.url), 'utf8'));
const exported = (group) => callsOf(description, group).map((c) => `s12_${c.name.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)}`);
const sorted = (names) => [...names].sort();

describe('the calls of the wire', () => {
  test('style12/core exports the calls both modules have, and no other', () => {
    const module = new WebAssembly.Module(readFileSync(new URL('../../dist/style12-core.wasm', import.meta.url)));
    const names = WebAssembly.Module.exports(module).map((e) => e.name).filter((name) => name.startsWith('s12_'));
    assert.deepEqual(sorted(names), sorted(exported('both')));
    assert.ok(names.includes('s12_parse') && !names.includes('s12_format'), 'formatting is the full module\'s');
  });

  test('style12 exports the calls of both groups and its embind functions, and no other', async () => {
    const module = await fullModuleWithGlue();
    const names = Object.keys(module).filter((key) => key.startsWith('_s12_')).map((key) => key.slice(1));
    assert.deepEqual(sorted(names), sorted([...exported('both'), ...exported('full')]));
    for (const name of CALLS_EMBIND) assert.equal(typeof module[name], 'function', name);
  });

  test('the JavaScript tables are the description\'s', () => {
    assert.deepEqual(Object.keys(CALLS_BOTH), callsOf(description, 'both').map((c) => c.name));
    assert.deepEqual(Object.keys(CALLS_FULL), callsOf(description, 'full').map((c) => c.name));
    assert.deepEqual(Object.values(CALLS_FULL), exported('full').map((name) => `_${name}`));
    assert.deepEqual(CALLS_EMBIND, callsOf(description, 'embind').map((c) => c.name));
  });

  test('the package\'s JavaScript calls only described calls, by their table names', () => {
    const known = new Set([...Object.keys(CALLS_BOTH), ...Object.keys(CALLS_FULL), ...CALLS_EMBIND]);
    const dir = new URL('../../src/js/', import.meta.url);
    let uses = 0;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      assert.doesNotMatch(text, /_s12_|(module|\bm)\.(describe|stream)[A-Z]\w*\(/, `${file} reaches an export by its raw name`);
      for (const match of text.matchAll(/\bcalls\.(\w+)/g)) {
        uses++;
        assert.ok(known.has(match[1]), `${file} calls ${match[1]}, which src/bindings/wire.json does not describe`);
      }
    }
    assert.ok(uses >= 30, `only ${uses} calls found`);
  });

  test('a call the description lacks is not reachable: the table has no such name', () => {
    assert.equal(CALLS_BOTH.format, undefined);
    assert.equal(CALLS_FULL.format, '_s12_format');
  });
});
