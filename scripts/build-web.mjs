// npm run build:web: the demo page as a folder of static files with
// relative URLs (build/web/), which any static host can serve: web/ as it
// is, and the package's browser entry and WebAssembly under lib/.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'build', 'web');
for (const file of ['browser.mjs', 'board.mjs', 'element.mjs', 'style12.wasm']) {
  if (!existsSync(join(root, 'dist', file))) {
    throw new Error(`build-web: dist/${file} is missing; run npm run build first`);
  }
}
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'lib'), { recursive: true });
cpSync(join(root, 'web'), out, { recursive: true });
cpSync(join(root, 'dist', 'browser.mjs'), join(out, 'lib', 'browser.mjs'));
cpSync(join(root, 'dist', 'style12.wasm'), join(out, 'lib', 'style12.wasm'));
// <style12-board>, which the games list uses: the package's element, dogfooded.
cpSync(join(root, 'dist', 'element.mjs'), join(out, 'lib', 'element.mjs'));
// The board renderer the page and the element share, from the package.
cpSync(join(root, 'dist', 'board.mjs'), join(out, 'lib', 'board.mjs'));
// The pieces live in the package's sources; the page's header shows one.
cpSync(join(root, 'src', 'assets', 'pieces'), join(out, 'assets', 'pieces'), { recursive: true });
console.log(`build-web: ${out}`);
