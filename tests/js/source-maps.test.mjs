// Every script ships with its source map. Node's: under --enable-source-maps a trace
// from inside the package names the file of src/js and its line, for each
// Node entry, ES module and CommonJS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import ts from 'typescript';
import { modulesOf } from '../../scripts/wire/modules.mjs';

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

// The browser files link their maps too, with the sources inside (src/js
// is not shipped): DevTools shows src/js's files. Each map is checked where
// it matters: string literals of the minified file map back to lines of
// src/js that hold the same text.
const browserFiles = [
  ...modulesOf().wasm.map((m) => m.entries.browser),
  ...modulesOf().others.filter((e) => e.platform === 'browser').map((e) => e.file),
];
// The string literals of minified code, each with its line and column,
// found by TypeScript's parser (a regular expression or a template holding
// a quote would mislead a simpler scan).
function* stringLiterals(text) {
  const source = ts.createSourceFile('file.js', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const stack = [source];
  while (stack.length) {
    const node = stack.pop();
    if (ts.isStringLiteral(node)) {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      yield { row: line, at: character, text: node.text };
    }
    stack.push(...node.getChildren(source));
  }
}

for (const file of browserFiles) {
  test(`${file}: its source map points literals back to src/js`, () => {
    const text = readFileSync(new URL(file, dist), 'utf8');
    assert.ok(text.endsWith(`\n//# sourceMappingURL=${file}.map\n`), `${file} does not link ${file}.map`);
    const payload = JSON.parse(readFileSync(new URL(`${file}.map`, dist), 'utf8'));
    assert.equal(payload.sourcesContent?.length, payload.sources.length, 'every source is inside the map');
    assert.ok(payload.sources.some((s) => /(^|\/)src\/js\//.test(s)), payload.sources.join(', '));
    const map = new SourceMap(payload);
    const checked = [];
    for (const literal of stringLiterals(text)) {
      if (checked.length >= 12) break;
      if (literal.text.length < 12 || /[^\w ,.:;'()-]/.test(literal.text)) continue;
      const entry = map.findEntry(literal.row, literal.at);
      // The pieces of the board renderer come from .svg files as text.
      if (!/\.js$/.test(entry.originalSource ?? '')) continue;
      const source = payload.sourcesContent[payload.sources.findIndex((s) => entry.originalSource.endsWith(s.replace(/^(\.\.\/)+/, '')))];
      assert.ok(source !== undefined, `${file}:${literal.row + 1}:${literal.at} maps to no source (${entry.originalSource})`);
      const original = source.split('\n')[entry.originalLine];
      assert.ok(original.includes(literal.text), `${file}: '${literal.text}' maps to ${entry.originalSource}:${entry.originalLine + 1}: ${original}`);
      checked.push(literal.text);
    }
    assert.ok(checked.length >= 3, `${file}: only ${checked.length} literals to check`);
  });
}
