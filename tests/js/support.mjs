// What several JavaScript test files share: the corpus of real lines, and
// a look at the WebAssembly memory the package instantiates.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

// Real lines from tests/fixtures/real-lines.tsv, found by how they end
// (each tail names exactly one line).
const CORPUS = readFileSync(new URL('../fixtures/real-lines.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((row) => row !== '' && !row.startsWith('#'))
  .map((row) => row.split('\t')[3]);

export function real(tail) {
  const found = CORPUS.filter((line) => line.endsWith(tail));
  assert.equal(found.length, 1, `exactly one corpus line ends with '${tail}'`);
  return found[0];
}

// pychess ficsplay.py: game 107, gbtami (White) vs ggbtami, 5 0, ms clocks;
// 1. f3 e5 2. g4 Qh4#, seen by gbtami.
export const G107_LINES = [
  real('107 gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0'),
  real('gbtami ggbtami -1 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) f3 0 0 0'),
  real('gbtami ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0'),
  real('297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296'),
  real('297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304'),
];

/**
 * Loads the package while watching WebAssembly.instantiate, so the test
 * can see the memory its instance exports (the module does not expose it).
 * Returns the loaded module and the memories seen.
 */
export async function loadWatchingMemory() {
  const memories = [];
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async function watched(...args) {
    const result = await instantiate.apply(this, args);
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    for (const value of Object.values(instance.exports)) {
      if (value instanceof WebAssembly.Memory) memories.push(value);
    }
    return result;
  };
  try {
    const { load } = await import('style12');
    return { s12: await load(), memories };
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}
