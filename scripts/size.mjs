// npm run size: what a browser downloads for each module of the package
// (its browser entry and its .wasm), raw and gzipped (level 9), against the
// module's budget in the modules table of src/bindings/wire.json (1 KB =
// 1,000 bytes). Where a module has Emscripten's glue, the JavaScript is
// split into the glue and the package's own code.
//
//   node scripts/size.mjs [--check]
//
// --check exits 1 when a module is over its budget (npm test runs it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { importName, modulesOf, root } from './wire/modules.mjs';

const dist = join(root, 'dist');
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const read = (path) => readFileSync(path);

// The glue's share of an entry: Emscripten's output as the build left it,
// minified the way the bundle minifies it is not separable, so the glue
// is measured on its own and the package's code is the rest.
function glueBytes(module) {
  try {
    return read(join(root, module.buildDir, module.glue.js));
  } catch {
    return null;
  }
}

const row = (label, raw, zipped) => `  ${label.padEnd(26)} ${String(raw).padStart(8)} B ${String(zipped).padStart(8)} B gzipped`;
const over = [];
for (const module of modulesOf().wasm) {
  const file = module.entries.browser;
  const js = read(join(dist, file));
  const wasm = read(join(dist, module.wasm));
  const glue = module.loader === 'emscripten' ? glueBytes(module) : null;
  const total = gz(js) + gz(wasm);
  const name = importName(module);
  console.log(`${name}: what a browser downloads`);
  console.log(row(file, js.length, gz(js)));
  if (glue) console.log(row('  of which Emscripten glue', glue.length, gz(glue)));
  console.log(row(module.wasm, wasm.length, gz(wasm)));
  const verdict = total <= module.budget ? `${module.budget - total} B under` : `${total - module.budget} B over`;
  console.log(`  ${'total'.padEnd(26)} ${String(js.length + wasm.length).padStart(8)} B ${String(total).padStart(8)} B gzipped (budget ${module.budget} B: ${verdict})`);
  if (total > module.budget) over.push(`${name} (${total} B, budget ${module.budget} B)`);
}
if (process.argv.includes('--check') && over.length > 0) {
  console.error(`size: over budget: ${over.join(', ')}; the budgets are in "modules" in src/bindings/wire.json`);
  process.exit(1);
}
