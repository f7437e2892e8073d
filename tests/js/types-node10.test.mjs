// TypeScript's node10 resolution (moduleResolution "node", as older
// CommonJS projects have it) knows no exports map: it finds each subpath's
// declarations through typesVersions. The package as installed (a
// node_modules/style12 that is this checkout), compiled without skipLibCheck.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/.bin/tsc');

test('every subpath with declarations resolves under node10 and compiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'style12-node10-'));
  try {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(root, join(dir, 'node_modules/style12'), 'dir');
    writeFileSync(join(dir, 'use.ts'), [
      "import { load } from 'style12';",
      "import { load as loadCore } from 'style12/core';",
      "import { load as loadFull } from 'style12/full';",
      "import { fenBoard } from 'style12/board';",
      "import type { Style12Board } from 'style12/element';",
      'export async function use(board: Style12Board): Promise<number> {',
      "  const fen: string = (await loadCore()).toFen('<12>');",
      "  const ok: boolean = (await loadFull()).describeStyle12('<12>').ok;",
      '  return (await load()).dests(fen).size + fenBoard(fen).board.length + (ok ? 1 : 0) + (board.record ? 1 : 0);',
      '}',
      '',
    ].join('\n'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, target: 'es2022', module: 'commonjs', moduleResolution: 'node10',
        lib: ['es2022', 'dom'], types: [], skipLibCheck: false,
      },
      files: ['use.ts'],
    }));
    const run = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stdout + run.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
