// npm run build:web: the demo page as a folder of static files with
// relative URLs (build/web/), which any static host can serve: web/ as it
// is, and from dist/ under lib/ the page's module's browser entry and
// WebAssembly and the package's other browser files (the board renderer,
// <style12-board>, connect()'s lazily loaded connections), as the modules
// table in src/bindings/wire.json names them. The page is a debugger and
// uses style12/full; so does <style12-board> on it, whose import of another
// module's entry (style12/core's, for lines; a FEN needs none) gets
// style12/full's load(), which has every call style12/core has: one module
// for the page and its element (the worker, a realm of its own, loads the
// same file).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importName, modulesOf, pageFiles, root } from './wire/modules.mjs';

const out = join(root, 'build', 'web');
const { page, copies: files, standIns } = pageFiles(modulesOf());
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
// Another module's entry that a browser file imports stands for the page's.
for (const file of standIns) {
  writeFileSync(join(out, 'lib', file),
    `// The page's <style12-board> shares the page's module (${importName(page)}).\nexport * from './${page.entries.browser}';\n`);
}
// The API reference, from the declarations the package ships (scripts/typedoc.json):
// every exported function, class and type with its description, or the
// build fails.
execFileSync(process.execPath, [join(root, 'node_modules/typedoc/bin/typedoc'), '--options', join(root, 'scripts/typedoc.json')], { cwd: root, stdio: 'inherit' });
// The pieces live in the package's sources; the page's header shows one.
cpSync(join(root, 'src', 'assets', 'pieces'), join(out, 'assets', 'pieces'), { recursive: true });
console.log(`build-web: ${out}`);
