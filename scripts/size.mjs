// What a browser downloads to use style12 (the browser entry and the
// .wasm), raw and gzipped, beside the 25 KB aim.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist');
const files = ['browser.mjs', 'style12.wasm'];
let raw = 0;
let gzipped = 0;
console.log('size of what a browser downloads:');
for (const name of files) {
  const bytes = readFileSync(join(dist, name));
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzipped += gz;
  console.log(`  ${name.padEnd(14)} ${String(bytes.length).padStart(7)} B  ${String(gz).padStart(6)} B gzipped`);
}
const aim = 25 * 1024;
console.log(`  ${'total'.padEnd(14)} ${String(raw).padStart(7)} B  ${String(gzipped).padStart(6)} B gzipped` +
  ` (aim ${aim} B: ${gzipped <= aim ? `${aim - gzipped} B under` : `${gzipped - aim} B over`})`);
