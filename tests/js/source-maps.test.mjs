// Node's files ship with source maps: under --enable-source-maps a trace
// from inside the package names the file of src/js and its line, for each
// Node entry, ES module and CommonJS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const dist = new URL('../../dist/', import.meta.url);

for (const [entry, load] of [
  ['node.mjs', 'import(ENTRY).then((m) => m.load())'],
  ['core-node.cjs', 'Promise.resolve(require(ENTRY)).then((m) => m.load())'],
  ['full-node.mjs', 'import(ENTRY).then((m) => m.load())'],
]) {
  test(`${entry}: a trace names src/js/api/core.js`, () => {
    assert.ok(existsSync(new URL(`${entry}.map`, dist)), `${entry}.map is missing`);
    const path = new URL(entry, dist).pathname;
    const script = `${load.replace('ENTRY', JSON.stringify(path))}.then((s) => { try { s.parseStyle12(42); } catch (e) { console.log(e.stack); } });`;
    const run = spawnSync(process.execPath, ['--enable-source-maps', '-e', script], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^TypeError: style12: expected the line as a string\n\s+at \w+ \(.*src\/js\/api\/core\.js:\d+:\d+\)/);
  });
}
