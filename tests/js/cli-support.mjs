// Running the style12 command as users run it (node dist/cli.mjs ...), with
// a scratch folder for its input files that goes away after the tests.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../../dist/cli.mjs', import.meta.url));

export const scratch = mkdtempSync(join(tmpdir(), 'style12-cli-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

// Writes a scratch file: the text as given, or lines each ended by '\n'.
export function file(name, content) {
  const path = join(scratch, name);
  writeFileSync(path, Array.isArray(content) ? content.map((line) => `${line}\n`).join('') : content);
  return path;
}

export function run(args, input) {
  const result = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', timeout: 60000 });
  assert.equal(result.error, undefined, `style12 ${args.join(' ')} did not finish`);
  return result;
}

export const outputLines = (stdout) => stdout.split('\n').filter((line) => line !== '');
export const jsonLines = (stdout) => outputLines(stdout).map((line) => JSON.parse(line));
