// npm run size: what a browser downloads for each entry of the package
// (its JavaScript and its .wasm), raw and gzipped (level 9), beside the
// aims: 15 KB for style12/core, 50 KB for style12 (what a page downloads
// when it calls load() and streams a session), 65 KB for style12/full
// (everything together). Where an entry has
// Emscripten's glue, the JavaScript is split into the glue and the
// package's own code.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const KB = 1024;

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const read = (path) => readFileSync(path);

// The glue's share of an entry: Emscripten's output as the build left it,
// minified the way the bundle minifies it is not separable, so the glue
// is measured on its own and the package's code is the rest.
function glueBytes(name) {
  try {
    return read(join(root, 'build/wasm', `${name}.js`));
  } catch {
    return null;
  }
}

const entries = [
  { name: 'style12/core', js: 'core-browser.mjs', wasm: 'style12-core.wasm', glue: null, aim: 15 * KB },
  { name: 'style12', js: 'browser.mjs', wasm: 'style12.wasm', glue: null, aim: 50 * KB },
  { name: 'style12/full', js: 'full-browser.mjs', wasm: 'style12-full.wasm', glue: 'style12-full', aim: 65 * KB },
];

const row = (label, raw, zipped) => `  ${label.padEnd(26)} ${String(raw).padStart(8)} B ${String(zipped).padStart(8)} B gzipped`;
let over = false;
for (const entry of entries) {
  const js = read(join(dist, entry.js));
  const wasm = read(join(dist, entry.wasm));
  const glue = entry.glue ? glueBytes(entry.glue) : null;
  const total = gz(js) + gz(wasm);
  console.log(`${entry.name}: what a browser downloads`);
  console.log(row(`${entry.js}`, js.length, gz(js)));
  if (glue) console.log(row('  of which Emscripten glue', glue.length, gz(glue)));
  console.log(row(entry.wasm, wasm.length, gz(wasm)));
  const verdict = total <= entry.aim ? `${entry.aim - total} B under` : `${total - entry.aim} B over`;
  console.log(`  ${'total'.padEnd(26)} ${String(js.length + wasm.length).padStart(8)} B ${String(total).padStart(8)} B gzipped (aim ${entry.aim} B: ${verdict})`);
  over = over || total > entry.aim;
}
if (process.argv.includes('--check') && over) {
  console.error('size: an entry is over its aim');
  process.exit(1);
}
