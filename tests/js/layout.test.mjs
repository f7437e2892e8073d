// The wire between WebAssembly and JavaScript is described once
// (src/bindings/wire.json) and generated for both sides. Each side carries
// a signature of the layout it was built with; these tests show that the
// JavaScript tables give their own signature, that it is the module's, and
// that editing one side alone changes it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { layoutOf, signatureOf } from '../../scripts/gen-wire.mjs';
import { errorCodesOf, problemsOf } from '../../scripts/wire/lists.mjs';
import * as generated from '../../build/gen/wire-layout.js';
import { fullModuleWithGlue } from './support.mjs';

const description = JSON.parse(readFileSync(new URL('../../src/bindings/wire.json', import.meta.url), 'utf8'));
const lists = JSON.parse(readFileSync(new URL('../../src/core/lists.json', import.meta.url), 'utf8'));
const blocks = layoutOf(description);
const upper = (name) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

// The signature of a table of constants, as the tables say the blocks lie.
function signatureOfTables(tables) {
  const entries = [];
  for (const block of blocks) {
    for (const field of block.fields) {
      const slot = tables[`${upper(block.name)}_${upper(field.name)}`];
      const unit = field.type === 'f64' ? 8 : 4;
      entries.push([block.name, field.name, slot * unit]);
    }
  }
  return signatureOf(entries);
}

// The three modules as the package ships them: the full one through
// Emscripten's glue, style12's and the core one standalone (their exports
// keep their names).
async function standalone(file) {
  const bytes = readFileSync(new URL(`../../dist/${file}`, import.meta.url));
  const fail = () => { throw new Error('not expected here'); };
  const { instance } = await WebAssembly.instantiate(bytes, {
    env: { emscripten_notify_memory_growth() {}, s12_out_of_memory: fail },
    wasi_snapshot_preview1: { proc_exit: fail },
  });
  instance.exports._initialize();
  return { _s12_layout_signature: instance.exports.s12_layout_signature };
}
const modules = {
  full: await fullModuleWithGlue(), main: await standalone('style12.wasm'), core: await standalone('style12-core.wasm'),
};

describe('the generated wire layout', () => {
  test('every block field has a JavaScript slot constant', () => {
    let fields = 0;
    for (const block of blocks) {
      for (const field of block.fields) {
        fields++;
        assert.equal(typeof generated[`${upper(block.name)}_${upper(field.name)}`], 'number', `${block.name}.${field.name}`);
      }
    }
    assert.ok(fields > 60, `only ${fields} fields`);
  });

  test('the JavaScript tables give the signature they were generated with', () => {
    assert.equal(signatureOfTables(generated), generated.LAYOUT_SIGNATURE);
  });

  test('the three WebAssembly modules were built with the same layout', () => {
    for (const [name, module] of Object.entries(modules)) {
      assert.equal(module._s12_layout_signature() >>> 0, generated.LAYOUT_SIGNATURE, name);
    }
  });

  test('moving any one field on one side alone changes the signature', () => {
    for (const block of blocks) {
      for (const field of block.fields) {
        const name = `${upper(block.name)}_${upper(field.name)}`;
        const edited = { ...generated, [name]: generated[name] + 1 };
        assert.notEqual(signatureOfTables(edited), generated.LAYOUT_SIGNATURE, name);
      }
    }
  });
});

describe('error codes', () => {
  test('the declarations list every error code of lists.json, in its order, then the package\'s own', async () => {
    const names = errorCodesOf(lists).map((c) => c.code);
    assert.equal(names.length, 35);
    const types = readFileSync(new URL('../../dist/style12.d.ts', import.meta.url), 'utf8');
    const core = /export type CoreErrorCode =([^;]*);/.exec(types)[1];
    assert.deepEqual([...core.matchAll(/'([A-Z_0-9]+)'/g)].map((m) => m[1]), names);
    const union = /export type ErrorCode =([^;]*);/.exec(types)[1];
    assert.deepEqual([...union.matchAll(/'([A-Z_0-9]+)'/g)].map((m) => m[1]), ['BAD_OPTION', 'OUT_OF_MEMORY', 'BAD_ARGUMENT', 'STREAM_FREED', 'BAD_MODULE', 'NOT_CONNECTED', 'UNSENDABLE_LINE', 'BAD_CAPTURE']);
    // The core names each code so, one per value, from the same list.
    const { load } = await import('style12');
    const s12 = await load();
    assert.throws(() => s12.parseStyle12('hello'), { code: names[0] });
    assert.throws(() => s12.play('8/8/8/8/8/8/8/8 w - - 0 1', 'e2e4'), (error) => names.includes(error.code));
  });

  test('the declarations list every problem of lists.json, and the time units of wire.json', async () => {
    const codes = problemsOf(lists).map((p) => p.code);
    assert.equal(codes.length, 18);
    const types = readFileSync(new URL('../../dist/style12.d.ts', import.meta.url), 'utf8');
    const declared = /export type ValidationProblem =([^;]*);/.exec(types)[1];
    assert.deepEqual([...declared.matchAll(/'([A-Z_0-9]+)'/g)].map((m) => m[1]), codes);
    assert.match(types, /export type TimeUnitOption = 'auto' \| 'seconds' \| 'milliseconds';/);
    assert.doesNotMatch(types, /\/\* @/, 'a marker left unfilled');
    const { load } = await import('style12');
    const report = (await load()).validate('8/8/8/8/8/8/8/8 w KQ - 0 1');
    assert.deepEqual(report.problems, ['EMPTY_BOARD', 'NO_WHITE_KING', 'NO_BLACK_KING', 'BAD_CASTLING_RIGHTS']);
    for (const problem of report.problems) assert.ok(codes.includes(problem), problem);
    assert.equal(report.messages[0], 'The board is empty.');
  });

  test("every code the package's JavaScript throws is declared", async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../src/js/', import.meta.url);
    const thrown = new Set();
    // A live session's codes say why it ended or reconnects (CloseReason,
    // the 'connecting' state's reason), and are declared there.
    const live = new Set();
    for (const name of readdirSync(dir, { recursive: true }).filter((n) => n.endsWith('.js'))) {
      for (const m of readFileSync(new URL(name, dir), 'utf8').matchAll(/(?:code: |misuse\()'([A-Z_0-9]+)'/g)) {
        (name.startsWith('live/') && m[0].startsWith('code') ? live : thrown).add(m[1]);
      }
    }
    const types = readFileSync(new URL('../../dist/style12.d.ts', import.meta.url), 'utf8');
    const declared = new Set();
    for (const m of types.matchAll(/export type (?:Core)?ErrorCode =([^;]*);/g)) for (const c of m[1].matchAll(/'([A-Z_0-9]+)'/g)) declared.add(c[1]);
    const reasons = new Set();
    for (const m of types.matchAll(/^\s*code: ('[A-Z_]+'(?: \| '[A-Z_]+')*);$/gm)) for (const c of m[1].matchAll(/'([A-Z_0-9]+)'/g)) reasons.add(c[1]);
    assert.ok(live.size >= 6, [...live].join(' '));
    for (const code of live) assert.ok(reasons.has(code), `${code}: a live session's reason not in CloseReason`);
    for (const code of ['BAD_OPTION', 'OUT_OF_MEMORY', 'BAD_ARGUMENT', 'STREAM_FREED', 'BAD_MODULE']) {
      assert.ok(thrown.has(code), `${code} is not found in ${[...thrown].join(' ')}`);
    }
    for (const code of thrown) assert.ok(declared.has(code), `${code} is thrown but not in ErrorCode`);
  });
});
