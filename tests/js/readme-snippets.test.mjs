// The README's JavaScript, as a user copies it: every ```js block compiled
// by TypeScript under `strict` against the declarations the package ships.
// A block is a module of its own; the names it takes from the page around
// it (a board, a socket, the line read) are declared with the types a page
// would give them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/.bin/tsc');

// What the README's blocks use without defining.
const PAGE = {
  s12: "const s12: import('style12').Style12Module",
  board: 'const board: { set(config: { fen?: string; pockets?: unknown }): void }',
  lineFromTheServer: 'const lineFromTheServer: string',
  line: 'const line: string',
  socket: 'const socket: WebSocket',
  id: 'const id: number',
  drawBoard: 'function drawBoard(fen: string): void',
  showStatus: 'function showStatus(state: string, message?: string): void',
  save: 'function save(text: string): void',
};

function blocksOf(markdown) {
  return [...markdown.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

test('every JavaScript block of the README compiles under strict', () => {
  const blocks = blocksOf(readFileSync(join(root, 'README.md'), 'utf8'));
  assert.ok(blocks.length >= 5, `only ${blocks.length} blocks found`);
  const dir = mkdtempSync(join(tmpdir(), 'style12-readme-'));
  try {
    const files = blocks.map((code, i) => {
      const declared = Object.entries(PAGE)
        .filter(([name]) => new RegExp(`\\b${name}\\b`).test(code) && !new RegExp(`\\b(const|let|function)\\s+${name}\\b`).test(code))
        .map(([, declaration]) => `declare ${declaration};`);
      const file = join(dir, `block-${i + 1}.ts`);
      // A page's import of the file the package ships is the package's.
      const source = code.replace(/'\.\/node_modules\/style12\/dist\/browser\.mjs'/g, "'style12'");
      writeFileSync(file, `${declared.join('\n')}\n${source}\nexport {};\n`);
      return file;
    });
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler',
        lib: ['es2022', 'dom', 'dom.iterable'], types: [], skipLibCheck: true, baseUrl: root,
        paths: {
          style12: ['dist/style12.d.ts'],
          'style12/core': ['dist/core.d.ts'],
          'style12/full': ['dist/full.d.ts'],
          'style12/board': ['dist/board.d.ts'],
          'style12/element': ['dist/element.d.ts'],
        },
      },
      files,
    }));
    const run = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
