// Every call between JavaScript and WebAssembly is written once, in
// src/bindings/wire.json: the C++ declarations, each module's export list
// and the JavaScript table are generated from it. These tests show that
// the modules export exactly the calls described, and that the package's
// JavaScript calls nothing else and no export by its raw name.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { callsOf } from '../../scripts/gen-wire.mjs';
import { CALLS_EMBIND, CALLS_EVERY, CALLS_FULL, CALLS_MAIN, CALLS_MAIN_ONLY } from '../../build/gen/wire-layout.js';
import { fullModuleWithGlue } from './support.mjs';

const description = JSON.parse(readFileSync(new URL('../../src/bindings/wire.json', import.meta.url), 'utf8'));
const exported = (group) => callsOf(description, group).map((c) => `s12_${c.name.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)}`);
const sorted = (names) => [...names].sort();

describe('the calls of the wire', () => {
  // The s12_ exports of a standalone module.
  const standaloneExports = (file) => WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(new URL(`../../dist/${file}`, import.meta.url))))
    .map((e) => e.name).filter((name) => name.startsWith('s12_'));

  test('style12/core exports the calls every module has, and no other', () => {
    const names = standaloneExports('style12-core.wasm');
    assert.deepEqual(sorted(names), sorted(exported('every')));
    assert.ok(names.includes('s12_parse') && !names.includes('s12_format'), 'formatting is not style12/core\'s');
  });

  test('style12 exports the calls of every module, the main ones and its own, and no other', () => {
    const names = standaloneExports('style12.wasm');
    assert.deepEqual(sorted(names), sorted([...exported('every'), ...exported('main'), ...exported('mainOnly')]));
    assert.ok(names.includes('s12_stream_push') && names.includes('s12_rules') && !names.includes('s12_describe'));
  });

  test('style12/full exports the calls of every module, the main ones and its own, and its embind functions', async () => {
    const module = await fullModuleWithGlue();
    const names = Object.keys(module).filter((key) => key.startsWith('_s12_')).map((key) => key.slice(1));
    assert.deepEqual(sorted(names), sorted([...exported('every'), ...exported('main'), ...exported('full')]));
    for (const name of CALLS_EMBIND) assert.equal(typeof module[name], 'function', name);
  });

  test('the JavaScript tables are the description\'s', () => {
    for (const [table, group] of [[CALLS_EVERY, 'every'], [CALLS_MAIN, 'main'], [CALLS_MAIN_ONLY, 'mainOnly'], [CALLS_FULL, 'full']]) {
      assert.deepEqual(Object.keys(table), callsOf(description, group).map((c) => c.name));
      assert.deepEqual(Object.values(table), exported(group).map((name) => `_${name}`));
    }
    assert.deepEqual(CALLS_EMBIND, callsOf(description, 'embind').map((c) => c.name));
  });

  test('the package\'s JavaScript calls only described calls, by their table names', () => {
    const known = new Set([CALLS_EVERY, CALLS_MAIN, CALLS_MAIN_ONLY, CALLS_FULL].flatMap(Object.keys).concat(CALLS_EMBIND));
    const dir = new URL('../../src/js/', import.meta.url);
    let uses = 0;
    for (const file of readdirSync(dir, { recursive: true }).filter((name) => name.endsWith('.js'))) {
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
    assert.equal(CALLS_EVERY.format, undefined);
    assert.equal(CALLS_MAIN.describe, undefined);
    assert.equal(CALLS_MAIN.format, '_s12_format');
    assert.equal(CALLS_FULL.describe, '_s12_describe');
    assert.equal(CALLS_FULL.streamText, undefined, 'style12/full hands PGN back through embind');
  });
});
