// npm run build: the WebAssembly modules, then dist/ as the npm package
// ships it, all from the modules table in src/bindings/wire.json
// (scripts/wire/modules.mjs): for each module (style12, style12/core,
// style12/full) an ES module and a CommonJS entry for Node and an ES module
// for browsers and bundlers, each beside its .wasm, and its type
// declarations; then the other entries (style12/board, style12/element, the
// CLI, connect()'s lazily loaded connections).
//
//   node scripts/build-package.mjs [--no-wasm] [--write-exports]
//
// --no-wasm uses the modules already in their build folders; --write-exports
// first writes package.json's exports (and main, module, browser, types,
// bin, sideEffects) from the table (tests/js/modules.test.mjs fails while
// they differ).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { entryShim } from './wire/entry-shims.mjs';
import { ENVIRONMENTS, fileOf, modulesOf, readDescription, symbolMapOf } from './wire/modules.mjs';
import { packageText, withPackageFields } from './wire/package-fields.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

if (!process.argv.includes('--no-wasm')) {
  execFileSync('bash', [at('scripts/build-wasm.sh')], { stdio: 'inherit' });
}

// The JavaScript side of the wire, from the same description as the C++.
execFileSync(process.execPath, [at('scripts/gen-wire.mjs'), '--js', at('build/gen/wire-layout.js'),
  '--records-js', at('build/gen/wire-records.js')], { stdio: 'inherit' });

const table = modulesOf(readDescription());
const writeExports = process.argv.includes('--write-exports');
if (writeExports) {
  const path = at('package.json');
  writeFileSync(path, packageText(withPackageFields(JSON.parse(readFileSync(path, 'utf8')), table)));
}

// Emscripten's glue as an ES module with one default export: its UMD
// footer goes (it uses `exports`/`module`, which an ES module lacks).
function glue(module) {
  const text = readFileSync(at(module.buildDir, module.glue.js), 'utf8');
  const footer = text.lastIndexOf('if (typeof exports === \'object\' && typeof module === \'object\')');
  if (footer < 0) throw new Error(`build-package: the Emscripten glue ${module.glue.js} has an unexpected shape`);
  const out = at(module.buildDir, module.glue.js.replace(/\.js$/, '.glue.mjs'));
  writeFileSync(out, `${text.slice(0, footer)}\nexport default ${module.glue.factory};\n`);
  return out;
}
const gluePaths = Object.fromEntries(table.wasm.filter((m) => m.loader === 'emscripten').map((m) => [m.name, glue(m)]));
// The generated files, and in Node Buffer's codecs for text (base/text-node.js).
const resolver = (platform) => ({
  name: 'style12-generated',
  setup(b) {
    b.onResolve({ filter: /^virtual:style12-glue\// }, (args) => ({ path: gluePaths[args.path.slice('virtual:style12-glue/'.length)] }));
    // src/js/wire/generated/*.js: written into build/gen by gen-wire.mjs.
    b.onResolve({ filter: /(^|\/)generated\/(layout|records)\.js$/ }, (a) => (resolve(a.resolveDir, a.path) === at('src/js/wire/generated', basename(a.path))
      ? { path: at(`build/gen/wire-${basename(a.path)}`) } : undefined));
    if (platform === 'node') {
      b.onResolve({ filter: /(^|\/)text\.js$/ }, (a) => (resolve(a.resolveDir, a.path) === at('src/js/base/text.js')
        ? { path: at('src/js/base/text-node.js') } : undefined));
    }
  },
});
// Imports that stay imports of another file in dist/: an entry's `uses`
// (the CLI loads the package's own Node entry instead of a second copy) and,
// in browsers, the lazily loaded entries (`lazy`: connect()'s connections,
// dist/live.mjs, which a page that never connects does not download; Node's
// entries bundle them in).
const external = (imports) => ({
  name: 'style12-entries',
  setup(b) {
    for (const [spec, file] of Object.entries(imports)) {
      const filter = new RegExp(`^${spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
      b.onResolve({ filter }, () => ({ path: `./${file}`, external: true }));
    }
  },
});
const lazy = Object.fromEntries(table.others.filter((e) => e.lazy).map((e) => [e.lazy, e.file]));

rmSync(at('dist'), { recursive: true, force: true });
mkdirSync(at('dist'));
// Each module's entries, written from the table into build/gen/entries/
// (one source per dist/ file) and bundled from there. Node's entries load
// ws (a dependency) when Node has no WebSocket of its own: from
// node_modules, not bundled.
const entriesDir = at('build/gen/entries');
rmSync(entriesDir, { recursive: true, force: true });
mkdirSync(entriesDir, { recursive: true });
const js = `${relative(entriesDir, at('src/js')).split(sep).join('/')}/`;
const common = { bundle: true, minify: true, legalComments: 'none', target: 'es2022', logLevel: 'warning' };
// Every script comes with its source map, its sources inside: a trace in
// DevTools, or in Node under --enable-source-maps, names src/js's files and
// lines. The link costs a browser entry about 30 bytes gzipped, counted in
// its budget; the map itself is fetched only by DevTools.
const sourceMap = 'linked';
await Promise.all(table.wasm.flatMap((module) => ENVIRONMENTS.map(({ env, format, platform }) => {
  const file = module.entries[env];
  const source = join(entriesDir, `${file.replace(/\.[cm]js$/, '')}${env === 'require' ? '-cjs' : ''}.js`);
  writeFileSync(source, entryShim(module, env, js));
  return build({
    ...common, entryPoints: [source], outfile: at('dist', file), format, platform, sourcemap: sourceMap,
    plugins: [resolver(platform), ...(platform === 'browser' ? [external(lazy)] : [])],
    external: platform === 'node' ? ['ws'] : [],
  });
})));
// The other entries: the board renderer (its pieces in the bundle as text,
// from src/assets/pieces: the package never reaches into the demo page),
// <style12-board>, the CLI and the lazily loaded ones.
await Promise.all(table.others.map((e) => build({
  ...common, minify: e.minify ?? true, entryPoints: [at('src/js', e.source)], outfile: at('dist', e.file), format: 'esm',
  platform: e.platform, loader: e.loaders ?? {}, banner: e.banner ? { js: e.banner } : {}, sourcemap: sourceMap,
  plugins: [resolver(e.platform),
    external(Object.fromEntries(Object.entries(e.uses ?? {}).map(([spec, name]) => [spec, fileOf(table, name, e.platform)])))],
  external: e.platform === 'node' ? ['ws'] : [],
})));

// Each .wasm has no names section (it would cost every page several KB):
// its function names ship beside it, for `style12 symbolize`.
for (const m of table.wasm) {
  copyFileSync(at(m.buildDir, m.wasm), at('dist', m.wasm));
  const [built, shipped] = symbolMapOf(m);
  copyFileSync(at(built), at('dist', shipped));
}
for (const e of table.others.filter((o) => o.types)) copyFileSync(at('src/js/types', e.types), at('dist', e.types));
// The declarations: the template src/js/types/style12.d.ts with the records'
// interfaces written in from wire.json, and the unions of the core's lists
// (error codes, problems, the variant table) from where they are kept.
// The other modules' (src/js/types/core.d.ts, full.d.ts) only import the package's.
execFileSync(process.execPath, [at('scripts/gen-wire.mjs'), '--dts', at('build/gen/style12.d.ts')], { stdio: 'inherit' });
for (const m of table.wasm) {
  const text = readFileSync(m.subpath === '.' ? at('build/gen/style12.d.ts') : at('src/js/types', `${m.types}.d.ts`), 'utf8');
  writeFileSync(at(`dist/${m.types}.d.ts`), text);
  // The CommonJS declarations import the package's CommonJS ones: a .d.cts
  // naming './style12.js' would reach an ES module's (TS1479 under node16).
  writeFileSync(at(`dist/${m.types}.d.cts`), text.replace(/(from\s*'\.\/[\w-]+)\.js'/g, "$1.cjs'"));
}
execFileSync(process.execPath, [at('scripts/size.mjs')], { stdio: 'inherit' });
