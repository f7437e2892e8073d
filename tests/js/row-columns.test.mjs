// The page's row storage (web/js/row-columns.js): texts kept one joined
// string per post, read back per row and searched without matching across
// two rows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Column, TextChunks } from '../../web/js/row-columns.js';

function chunksOf(posts) {
  const chunks = new TextChunks();
  let first = 0;
  for (const texts of posts) {
    const ends = new Int32Array(texts.length);
    let at = 0;
    texts.forEach((text, i) => { ends[i] = at += text.length; });
    chunks.add(first, texts.join(''), ends);
    first += texts.length;
  }
  return chunks;
}

const posts = [
  ['gbtami – tuwanakiri', '', 'fics% ', 'cut short'],
  ['12. nf3', 'game 7', 'ab', 'cd', 'abc'],
];

test('each row reads back as posted, empty rows included', () => {
  const chunks = chunksOf(posts);
  assert.deepEqual(Array.from({ length: 9 }, (_, row) => chunks.get(row)), posts.flat());
  assert.equal(chunks.get(9), '');
  assert.equal(new TextChunks().get(0), '');
});

test('a search finds each row once, in order, never across two rows', () => {
  const chunks = chunksOf(posts);
  const found = (needle) => {
    const rows = [];
    chunks.forEachMatch(needle, (row) => rows.push(row));
    return rows;
  };
  assert.deepEqual(found('a'), [0, 5, 6, 8]);
  assert.deepEqual(found('bc'), [8]);
  // "ab" + "cd" sit side by side in the joined text: "bc" there is no row's.
  assert.deepEqual(found('abcd'), []);
  assert.deepEqual(found('game'), [5]);
  assert.deepEqual(found('short'), [3]);
  assert.deepEqual(found('zz'), []);
});

test('a column grows and keeps what it held', () => {
  const column = new Column(Int32Array);
  column.put(0, [1, 2, 3]);
  column.put(1500, Int32Array.of(7));
  assert.equal(column.data.length, 2048);
  assert.deepEqual([...column.data.subarray(0, 3)], [1, 2, 3]);
  assert.equal(column.data[1500], 7);
});
