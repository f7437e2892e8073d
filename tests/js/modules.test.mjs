// The modules table ("modules" in src/bindings/wire.json) against what is
// built from it and what is kept beside it: package.json's entry fields,
// dist/, scripts/build-wasm.sh's build folders, the imports between the
// built files and the demo page's lib/.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { FICS_HELP, FICS_HELP_FEN } from './api-lines.mjs';
import { ENVIRONMENTS, distFiles, modulesOf, pageFiles, readDescription, root } from '../../scripts/wire/modules.mjs';
import { packageFields, packageText, withPackageFields } from '../../scripts/wire/package-fields.mjs';

const description = readDescription();
const table = modulesOf(description);
const dist = join(root, 'dist');
const packageJson = readFileSync(join(root, 'package.json'), 'utf8');

describe('the modules table', () => {
  test('package.json names the entries as the table does', () => {
    assert.equal(packageJson, packageText(withPackageFields(JSON.parse(packageJson), table)),
      'package.json differs from the modules table: run node scripts/build-package.mjs --no-wasm --write-exports');
  });

  test('every file package.json exports is in dist/, and every file the table names', () => {
    const targets = [];
    const walk = (value) => typeof value === 'string' ? targets.push(value) : Object.values(value).forEach(walk);
    walk(packageFields(table).exports);
    const built = new Set(readdirSync(dist));
    for (const target of targets.filter((t) => t.startsWith('./dist/'))) assert.ok(built.has(target.slice(7)), `${target} was not built`);
    for (const file of distFiles(table)) assert.ok(built.has(file), `dist/${file} was not built`);
    assert.deepEqual(Object.keys(packageFields(table).exports).slice(0, 3), ['.', './core', './full']);
  });

  test('each module\'s .wasm is the one its build folder holds, and build-wasm.sh builds that folder for that module', () => {
    const script = readFileSync(join(root, 'scripts/build-wasm.sh'), 'utf8');
    const built = Object.fromEntries([...script.matchAll(/-B (\S+) .*-DSTYLE12_WASM_MODULE=(\w+)/g)].map(([, dir, name]) => [name, dir]));
    assert.deepEqual(built, Object.fromEntries(table.wasm.map((m) => [m.name, m.buildDir])));
    for (const m of table.wasm) {
      assert.ok(readFileSync(join(root, m.buildDir, m.wasm)).equals(readFileSync(join(dist, m.wasm))), `dist/${m.wasm} is not ${m.buildDir}/${m.wasm}`);
    }
  });

  test('each module\'s Node entries load its own .wasm, with its own calls', async () => {
    const require = createRequire(import.meta.url);
    const describes = { core: false, main: false, full: true };
    for (const m of table.wasm) {
      const esm = await (await import(pathToFileURL(join(dist, m.entries.node)).href)).load();
      const cjs = await require(join(dist, m.entries.require)).load();
      for (const api of [esm, cjs]) {
        const record = api.parseStyle12(FICS_HELP);
        assert.equal(record.sideToMove, 'b');
        assert.equal(api.toFen(record), FICS_HELP_FEN);
        assert.equal(typeof api.describeStyle12 === 'function', describes[m.name], `${m.name}: describeStyle12`);
        assert.equal(typeof api.createStream === 'function', m.name !== 'core', `${m.name}: createStream`);
      }
    }
  });

  test('the built entries import the files the table says, and only in browsers the lazy ones', () => {
    for (const e of table.others) {
      const text = readFileSync(join(dist, e.file), 'utf8');
      for (const name of Object.values(e.uses ?? {})) {
        const used = table.wasm.find((m) => m.name === name)?.entries[e.platform === 'node' ? 'node' : 'browser'] ??
          table.others.find((o) => o.name === name).file;
        // A static import, or a dynamic one (the element imports style12/core
        // when a line first asks).
        assert.match(text, new RegExp(`(from\\s*|import\\()["']\\./${used.replace('.', '\\.')}["']`), `${e.file} imports ${used}`);
      }
    }
    const lazy = table.others.filter((e) => e.lazy).map((e) => e.file);
    assert.ok(lazy.length > 0);
    for (const m of table.wasm.filter((x) => x.name !== 'core')) {
      for (const { env } of ENVIRONMENTS) {
        const text = readFileSync(join(dist, m.entries[env]), 'utf8');
        for (const file of lazy) assert.equal(text.includes(`./${file}`), env === 'browser', `${m.entries[env]} and ${file}`);
      }
    }
  });

  test('the demo page and its tests import from lib/ only what build-web puts there', () => {
    const { copies, standIns } = pageFiles(table);
    const lib = new Set([...copies, ...standIns]);
    const sources = (dir) => readdirSync(join(root, dir), { recursive: true }).filter((f) => /\.m?js$/.test(f)).map((f) => join(root, dir, f));
    let seen = 0;
    for (const file of [...sources('web'), ...sources('e2e')]) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/lib\/([\w-]+\.(?:mjs|wasm))/g)) {
        seen += 1;
        assert.ok(lib.has(name), `${file} uses lib/${name}, which build-web does not make`);
      }
    }
    assert.ok(seen >= 3, 'the page imports its module from lib/');
  });

  test('a table naming what does not exist fails, saying what', () => {
    const broken = (change) => {
      const copy = structuredClone(description);
      change(copy.modules);
      return () => modulesOf(copy);
    };
    assert.throws(broken((t) => { t.wasm.core.loader = 'glue'; }), /modules\.wasm\.core: loader "glue" is not one of standalone, emscripten/);
    assert.throws(broken((t) => { t.wasm.main.groups.push('fullOnly'); }), /modules\.wasm\.main: call group "fullOnly"/);
    assert.throws(broken((t) => { delete t.wasm.full.entries.require; }), /modules\.wasm\.full: entries\.require is missing/);
    assert.throws(broken((t) => { t.others.element.uses['./x.js'] = 'nothing'; }), /modules\.others\.element: uses "nothing"/);
    assert.throws(broken((t) => { t.wasm.core.budget = '26 KB'; }), /budget 26 KB is not a whole number/);
    assert.throws(broken((t) => { t.page = 'web'; }), /modules\.page "web"/);
  });
});
