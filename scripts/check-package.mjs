// The package as the ecosystem's own tools judge it, in npm test: publint
// (package.json against what npm pack ships) and arethetypeswrong (every
// entry's types and JavaScript in each TypeScript resolution mode).
//
// arethetypeswrong is given the entries that are JavaScript modules: the
// .wasm subpaths are files for bundlers, not modules. style12/board and
// style12/element are ES modules for browsers only (no CommonJS entry is
// claimed for them), so a require() reaching an ES module is allowed there
// alone: the modules with a CommonJS entry are checked for it apart.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modulesOf, root } from './wire/modules.mjs';

const bin = (name) => join(root, 'node_modules/.bin', name);
const run = (name, args) => execFileSync(bin(name), args, { cwd: root, stdio: 'inherit' });
const table = modulesOf();
const modules = table.wasm.map((m) => m.subpath);
const esmOnly = table.others.filter((e) => e.subpath).map((e) => e.subpath);

run('publint', ['--strict']);
// The tarball of dist/ as npm test built it (no prepack build again).
const dir = mkdtempSync(join(tmpdir(), 'style12-pack-'));
try {
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8' }));
  const tarball = join(dir, filename);
  run('attw', [tarball, '--entrypoints', ...modules]);
  run('attw', [tarball, '--entrypoints', ...esmOnly, '--ignore-rules', 'cjs-resolves-to-esm']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`check-package: publint and arethetypeswrong clean (${[...modules, ...esmOnly].join(', ')})`);
