// style12/core: the per-line functions alone, in their own small module,
// as an ES module and through require(); the same answers as the full one.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as core from 'style12/core';
import { load } from 'style12/full';
import { G107_G4_RECORD, G107_LINES } from './support.mjs';

const require = createRequire(import.meta.url);
// What a page reading board lines one at a time needs; writing lines and
// positions, streams and descriptions are style12's and style12/full's.
const PER_LINE = ['parseStyle12', 'tryParseStyle12', 'parseHoldings', 'toFen'];
const FULL_ONLY = ['createStream', 'describeStyle12', 'clockAt', 'parseFen', 'validate', 'formatStyle12', 'formatHoldings',
  'encodeStyle12'];

describe('style12/core', () => {
  test('resolves to the core entries and loads its own module', async () => {
    if (typeof import.meta.resolve === 'function') assert.ok(import.meta.resolve('style12/core').endsWith('/dist/core-node.mjs'));
    const s12 = await core.load();
    assert.ok(Object.isFrozen(s12));
    assert.deepEqual(Object.keys(s12).sort(), [...PER_LINE, 'Style12Error'].sort());
    assert.equal(s12.Style12Error, core.Style12Error);
    assert.notEqual(s12, await load(), 'a module of its own');
  });

  test('has no streams, descriptions, line writers or positions', async () => {
    const s12 = await core.load();
    const full = await load();
    for (const name of FULL_ONLY) {
      assert.equal(s12[name], undefined, name);
      assert.equal(typeof full[name], 'function', name);
    }
  });

  test('reads a line as the full module does', async () => {
    const s12 = await core.load();
    assert.deepEqual({ ...s12.parseStyle12(G107_LINES[3]) }, G107_G4_RECORD);
    assert.equal(s12.toFen(G107_LINES[3], { castling: 'shredder' }), (await load()).toFen(G107_LINES[3], { castling: 'shredder' }));
    const record = { ...s12.parseStyle12(G107_LINES[4]), doublePushFile: -1 };
    const holdings = { gameNumber: 107, white: 'PN', black: '', passed: null };
    assert.equal(s12.toFen(record, { holdings }), (await load()).toFen(record, { holdings }));
    assert.match(s12.toFen(record, { holdings }), /\[PN\]/);
    assert.equal(s12.toFen(G107_LINES[4], { holdings }), (await load()).toFen(G107_LINES[4], { holdings }));
    assert.match(s12.toFen(G107_LINES[4], { holdings }), /\[PN\]/);
    const error = s12.tryParseStyle12(G107_LINES[3].replace(' 107 ', ' #107 ')).error;
    assert.equal(error.code, 'BAD_NUMBER');
    assert.equal(error.field, 17);
  });

  test('reads every corpus line as the full module does (its own parser, without the fast path)', async () => {
    const s12 = await core.load();
    const full = await load();
    const rows = readFileSync(new URL('../fixtures/real-lines.tsv', import.meta.url), 'utf8').split('\n')
      .filter((row) => row && !row.startsWith('#')).map((row) => row.split('\t'));
    let lines = 0;
    for (const [, , , line] of rows) {
      if (!line?.startsWith('<12>')) continue;
      lines++;
      const a = s12.tryParseStyle12(line);
      const b = full.tryParseStyle12(line);
      assert.deepEqual(a.ok ? { ...a.value } : a.error, b.ok ? { ...b.value } : b.error, line);
      if (a.ok) assert.equal(s12.toFen(line, { enPassant: 'legal' }), full.toFen(line, { enPassant: 'legal' }), line);
    }
    assert.ok(lines > 130, `only ${lines} lines`);
  });

  test('loads through require() too', async () => {
    const cjs = require('style12/core');
    const s12 = await cjs.load();
    assert.equal(s12.parseStyle12(G107_LINES[0]).gameNumber, 107);
  });
});
