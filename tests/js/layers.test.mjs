// src/js by layers: each folder is a layer, and a module imports only from
// its own layer or one below it, so the package's JavaScript reads from the
// bottom up (src/js/README.md draws the same picture). Also: no more than a
// handful of files at the top, and no import cycle.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../src/js/', import.meta.url));

// Bottom first. What each holds is in src/js/README.md.
const LAYERS = ['base', 'wire', 'wasm', 'live', 'api', 'board', 'node', 'entries'];
// Specifiers that are not files of src/js: Node's own modules, the package's
// dependencies, the package itself (its entries, which the element imports
// as a user would), files the build generates, the pieces.
const OUTSIDE = /^(node:|ws$|style12(\/|$)|virtual:)/;

const files = readdirSync(root, { recursive: true }).filter((f) => /\.(js|mjs)$/.test(f)).map((f) => f.split('\\').join('/'));
const layerOf = (file) => file.split('/')[0];

function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|(?:^|\n)import\s*'([^']+)'/g)]
    .map((m) => m[1] ?? m[2] ?? m[3]);
  return specifiers.filter((s) => !OUTSIDE.test(s)).map((s) => {
    assert.ok(s.startsWith('.'), `${file}: '${s}' is neither a relative path nor a known package`);
    return normalize(join(dirname(file), s)).split('\\').join('/');
  });
}

// The generated modules are built into build/gen and stand in the wire layer.
const GENERATED = /^wire\/generated\//;

/** The arrows of `graph` (file -> its imports) that point to a higher layer. */
function upwardArrows(graph) {
  const up = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (LAYERS.indexOf(layerOf(target)) > LAYERS.indexOf(layerOf(file))) up.push(`${file} -> ${target}`);
    }
  }
  return up;
}

describe('src/js by layers', () => {
  test('every module is in a layer, and at most a handful of files sit at the top', () => {
    const top = readdirSync(root, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    assert.ok(top.length <= 5, `files at the top of src/js: ${top.join(', ')}`);
    for (const file of files) assert.ok(LAYERS.includes(layerOf(file)), `${file}: in no layer (${LAYERS.join(', ')})`);
  });

  test('every import points to the same layer or below', () => {
    const graph = new Map();
    let arrows = 0;
    for (const file of files) {
      const inside = [];
      for (const target of importsOf(file)) {
        arrows++;
        if (target.startsWith('../')) {
          assert.match(target, /^\.\.\/assets\/pieces\/[wb][PNBRQK]\.svg$/, `${file} reaches outside src/js: ${target}`);
          continue;
        }
        if (!GENERATED.test(target)) assert.ok(files.includes(target), `${file} imports ${target}, which is not there`);
        inside.push(target);
      }
      graph.set(file, inside);
    }
    assert.deepEqual(upwardArrows(graph), [], 'imports that point up');
    assert.ok(arrows > 80, `only ${arrows} imports read: the pattern misses some`);
  });

  test('no import cycle', () => {
    const graph = new Map(files.map((f) => [f, importsOf(f).filter((t) => files.includes(t))]));
    const state = new Map();
    const path = [];
    const visit = (file) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') assert.fail(`cycle: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
      state.set(file, 'open');
      path.push(file);
      for (const next of graph.get(file)) visit(next);
      path.pop();
      state.set(file, 'done');
    };
    for (const file of files) visit(file);
  });

  test('the check sees an upward import and lets a sideways one pass (control)', () => {
    const graph = new Map([['base/errors.js', ['api/core.js']], ['api/core.js', ['api/stream.js', 'wire/reader.js']]]);
    assert.deepEqual(upwardArrows(graph), ['base/errors.js -> api/core.js']);
  });
});
