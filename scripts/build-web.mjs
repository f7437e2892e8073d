// npm run build:web: the demo page as a folder of static files with
// relative URLs (build/web/), which any static host can serve: web/ as it
// is, and the package's browser entry and WebAssembly under lib/. The page
// is a debugger and uses style12/full; so does <style12-board> on it, whose
// import of ./core-browser.mjs (for lines; a FEN needs no module) gets
// style12/full's load(), which has every call style12/core has: one module
// for the page and its element (the worker, a realm of its own, loads the
// same file).
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'build', 'web');
// live.mjs: connect()'s connections, which full-browser.mjs loads on first use.
const files = ['full-browser.mjs', 'live.mjs', 'style12-full.wasm', 'board.mjs', 'element.mjs'];
for (const file of files) {
  if (!existsSync(join(root, 'dist', file))) {
    throw new Error(`build-web: dist/${file} is missing; run npm run build first`);
  }
}
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'lib'), { recursive: true });
cpSync(join(root, 'web'), out, { recursive: true });
// The element (which the games list uses: the package's own, dogfooded)
// and the board renderer the page and the element share, from the package.
for (const file of files) cpSync(join(root, 'dist', file), join(out, 'lib', file));
writeFileSync(join(out, 'lib', 'core-browser.mjs'), "// The page's <style12-board> shares the page's module (style12/full).\nexport * from './full-browser.mjs';\n");
// The pieces live in the package's sources; the page's header shows one.
cpSync(join(root, 'src', 'assets', 'pieces'), join(out, 'assets', 'pieces'), { recursive: true });
console.log(`build-web: ${out}`);
