// npm run build: the three WebAssembly modules, then dist/ as the npm
// package ships it: for `style12` (every function but the descriptions: a
// standalone .wasm), `style12/full` (everything, with Emscripten's glue for
// embind) and `style12/core` (the per-line functions, a standalone .wasm),
// an ES module and a CommonJS entry for Node and an ES module for browsers
// and bundlers, each beside its .wasm; the type declarations and the CLI.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

if (!process.argv.includes('--no-wasm')) {
  execFileSync('bash', [at('scripts/build-wasm.sh')], { stdio: 'inherit' });
}

// The JavaScript side of the wire, from the same description as the C++.
execFileSync(process.execPath, [at('scripts/gen-wire.mjs'), '--js', at('build/gen/wire-layout.js'),
  '--records-js', at('build/gen/wire-records.js')], { stdio: 'inherit' });

// Emscripten's glue as an ES module with one default export: its UMD
// footer goes (it uses `exports`/`module`, which an ES module lacks).
function glue(name, factory) {
  const text = readFileSync(at(`build/wasm/${name}.js`), 'utf8');
  const footer = text.lastIndexOf('if (typeof exports === \'object\' && typeof module === \'object\')');
  if (footer < 0) throw new Error(`build-package: the Emscripten glue ${name}.js has an unexpected shape`);
  const out = at(`build/wasm/${name}.glue.mjs`);
  writeFileSync(out, `${text.slice(0, footer)}\nexport default ${factory};\n`);
  return out;
}
const gluePath = glue('style12-full', 'createStyle12Module');
// The generated files, and in Node Buffer's codecs for text (text-node.js).
const resolver = (platform) => ({
  name: 'style12-generated',
  setup(b) {
    b.onResolve({ filter: /^virtual:style12-glue$/ }, () => ({ path: gluePath }));
    b.onResolve({ filter: /^\.\/wire-(layout|records)\.js$/ }, (a) => ({ path: at(`build/gen/${a.path.slice(2)}`) }));
    if (platform === 'node') b.onResolve({ filter: /^\.\/text\.js$/ }, () => ({ path: at('src/js/text-node.js') }));
  },
});
// The CLI loads the package's own Node entry instead of a second copy.
const cliImports = {
  name: 'cli-imports',
  setup(b) {
    b.onResolve({ filter: /^\.\/node\.js$/ }, () => ({ path: './node.mjs', external: true }));
  },
};

rmSync(at('dist'), { recursive: true, force: true });
mkdirSync(at('dist'));
const common = { bundle: true, minify: true, legalComments: 'none', target: 'es2022', logLevel: 'warning' };
const entries = [
  ['browser.js', 'browser.mjs', 'esm', 'browser'],
  ['node.js', 'node.mjs', 'esm', 'node'],
  ['node-cjs.js', 'node.cjs', 'cjs', 'node'],
  ['full-browser.js', 'full-browser.mjs', 'esm', 'browser'],
  ['full-node.js', 'full-node.mjs', 'esm', 'node'],
  ['full-node-cjs.js', 'full-node.cjs', 'cjs', 'node'],
  ['core-browser.js', 'core-browser.mjs', 'esm', 'browser'],
  ['core-node.js', 'core-node.mjs', 'esm', 'node'],
  ['core-node-cjs.js', 'core-node.cjs', 'cjs', 'node'],
];
// A live session's connections (src/js/live/connection.js) load on its
// first use: for browsers a file of their own, dist/live.mjs, shared by
// style12 and style12/full (a page that never connects does not download
// it); in Node's entries bundled in. Node's entries load ws (a dependency)
// when Node has no WebSocket of its own: from node_modules, not bundled.
const liveApart = {
  name: 'live-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/connection\.js$/ }, () => ({ path: './live.mjs', external: true }));
  },
};
await Promise.all(entries.map(([source, out, format, platform]) => build({
  ...common, entryPoints: [at('src/js', source)], outfile: at('dist', out), format, platform,
  plugins: [resolver(platform), ...(platform === 'browser' ? [liveApart] : [])],
  external: platform === 'node' ? ['ws'] : [],
})));
await build({
  ...common, entryPoints: [at('src/js/live/connection.js')], outfile: at('dist/live.mjs'), format: 'esm', platform: 'browser',
});
await build({
  ...common, minify: false, entryPoints: [at('src/js/cli.js')], outfile: at('dist/cli.mjs'), format: 'esm',
  platform: 'node', banner: { js: '#!/usr/bin/env node' }, plugins: [resolver('node'), cliImports], external: ['ws'],
});

// style12/board: the board renderer, with the pieces in the bundle as text
// (from src/assets/pieces: the package never reaches into the demo page).
await build({
  ...common, entryPoints: [at('src/js/board-api.js')], outfile: at('dist/board.mjs'), format: 'esm',
  platform: 'browser', loader: { '.svg': 'text' },
});

// <style12-board>: the browser entry and the board renderer stay one copy
// each (imported, not bundled again).
await build({
  ...common, entryPoints: [at('src/js/element.js')], outfile: at('dist/element.mjs'), format: 'esm',
  platform: 'browser',
  plugins: [{
    name: 'element-imports',
    setup(b) {
      b.onResolve({ filter: /^\.\/browser\.js$/ }, () => ({ path: './browser.mjs', external: true }));
      b.onResolve({ filter: /^\.\/board-api\.js$/ }, () => ({ path: './board.mjs', external: true }));
    },
  }],
});

copyFileSync(at('build/wasm-main/style12.wasm'), at('dist/style12.wasm'));
copyFileSync(at('build/wasm/style12-full.wasm'), at('dist/style12-full.wasm'));
copyFileSync(at('build/wasm-core/style12-core.wasm'), at('dist/style12-core.wasm'));
copyFileSync(at('src/js/element.d.ts'), at('dist/element.d.ts'));
copyFileSync(at('src/js/board.d.ts'), at('dist/board.d.ts'));
// The declarations: the template src/js/style12.d.ts with the records'
// interfaces written in from wire.json, and the unions of the core's lists
// (error codes, problems, the variant table) from where they are kept.
// style12/core's and style12/full's only import the package's.
execFileSync(process.execPath, [at('scripts/gen-wire.mjs'), '--dts', at('build/gen/style12.d.ts')], { stdio: 'inherit' });
for (const [text, name] of [[readFileSync(at('build/gen/style12.d.ts'), 'utf8'), 'style12'], [readFileSync(at('src/js/core.d.ts'), 'utf8'), 'core'],
  [readFileSync(at('src/js/full.d.ts'), 'utf8'), 'full']]) {
  writeFileSync(at(`dist/${name}.d.ts`), text);
  writeFileSync(at(`dist/${name}.d.cts`), text);
}
execFileSync(process.execPath, [at('scripts/size.mjs')], { stdio: 'inherit' });
