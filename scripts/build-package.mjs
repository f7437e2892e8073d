// npm run build: the WebAssembly module, then dist/ as the npm package
// ships it: an ES module and a CommonJS entry for Node, an ES module for
// browsers and bundlers, the .wasm, the type declarations and the CLI.
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

// Emscripten's glue as an ES module with one default export: its UMD
// footer goes (it uses `exports`/`module`, which an ES module lacks).
const glue = readFileSync(at('build/wasm/style12.js'), 'utf8');
const footer = glue.lastIndexOf('if (typeof exports === \'object\' && typeof module === \'object\')');
if (footer < 0) throw new Error('build-package: the Emscripten glue has an unexpected shape');
writeFileSync(at('build/wasm/glue.mjs'), `${glue.slice(0, footer)}\nexport default createStyle12Module;\n`);

const glueModule = {
  name: 'style12-glue',
  setup(b) {
    b.onResolve({ filter: /^virtual:style12-glue$/ }, () => ({ path: at('build/wasm/glue.mjs') }));
  },
};
// The CLI loads the package's own Node entry instead of a second copy.
const cliImports = {
  name: 'cli-imports',
  setup(b) {
    b.onResolve({ filter: /^\.\/node\.js$/ }, () => ({ path: './node.mjs', external: true }));
  },
};

rmSync(at('dist'), { recursive: true, force: true });
mkdirSync(at('dist'));
const common = { bundle: true, minify: true, legalComments: 'none', target: 'es2020', logLevel: 'warning' };
await build({ ...common, entryPoints: [at('src/js/browser.js')], outfile: at('dist/browser.mjs'), format: 'esm', platform: 'browser', plugins: [glueModule] });
await build({ ...common, entryPoints: [at('src/js/node.js')], outfile: at('dist/node.mjs'), format: 'esm', platform: 'node', plugins: [glueModule] });
await build({ ...common, entryPoints: [at('src/js/node-cjs.js')], outfile: at('dist/node.cjs'), format: 'cjs', platform: 'node', plugins: [glueModule] });
await build({ ...common, minify: false, entryPoints: [at('src/js/cli.js')], outfile: at('dist/cli.mjs'), format: 'esm', platform: 'node', banner: { js: '#!/usr/bin/env node' }, plugins: [cliImports] });

copyFileSync(at('build/wasm/style12.wasm'), at('dist/style12.wasm'));
copyFileSync(at('src/js/style12.d.ts'), at('dist/style12.d.ts'));
copyFileSync(at('src/js/style12.d.ts'), at('dist/style12.d.cts'));
execFileSync(process.execPath, [at('scripts/size.mjs')], { stdio: 'inherit' });
