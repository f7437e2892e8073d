// Every line of the corpus of real server output, through the JavaScript
// API: board lines give themselves back byte for byte, holdings lines too,
// and each FEN reads back to itself.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { load } from 'style12';

const s12 = await load();

// Rows of a fixture file: { number, fields } for each line that is neither
// blank nor a comment; number is the 1-based line of the file.
function readRows(name) {
  const text = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
  return text.split('\n').flatMap((line, index) => (
    line === '' || line.startsWith('#') ? [] : [{ number: index + 1, fields: line.split('\t') }]
  ));
}

const corpus = readRows('real-lines.tsv').map(({ number, fields: [category, source, note, line] }) => (
  { number, category, source, note, line }
));
const label = (row) => `line ${row.number} (${row.source.slice(0, 60)})`;
const boards = corpus.filter((row) => row.category !== 'D' && row.line.startsWith('<12>'));
const holdings = corpus.filter((row) => row.category !== 'D' && row.line.startsWith('<b1>'));
const edited = corpus.filter((row) => row.category === 'D');

describe('the corpus file', () => {
  test('has a category, source, note and line on every row', () => {
    assert.ok(corpus.length >= 150, `only ${corpus.length} rows`);
    for (const row of corpus) {
      assert.match(row.category, /^[ABCD]$/, label(row));
      assert.match(row.line ?? '', /^<(12|b1)>/, label(row));
    }
  });

  test('holds board and holdings lines of every category', () => {
    assert.ok(boards.length >= 120);
    assert.ok(holdings.length >= 15);
    assert.ok(edited.length >= 5);
    for (const category of ['A', 'B', 'C']) {
      assert.ok(boards.some((row) => row.category === category), category);
      assert.ok(holdings.some((row) => row.category === category), category);
    }
  });
});

describe('board lines of categories A, B and C', () => {
  for (const row of boards) {
    test(`${row.category} ${label(row)} parses and formats back byte for byte`, () => {
      const record = s12.parseStyle12(row.line);
      assert.equal(record.truncated, false);
      assert.equal(s12.formatStyle12(record), row.line);
    });
  }

  for (const row of boards) {
    test(`${row.category} ${label(row)} has a FEN that reads back to itself`, () => {
      const { fen } = s12.parseStyle12(row.line);
      const position = s12.parseFen(fen);
      assert.equal(position.fen, fen);
      assert.deepEqual(position.board, s12.parseStyle12(row.line).board);
      assert.equal(s12.toFen(row.line), fen);
    });
  }
});

describe('holdings lines', () => {
  for (const row of holdings) {
    test(`${row.category} ${label(row)} parses and formats back byte for byte`, () => {
      const record = s12.parseHoldings(row.line);
      assert.match(record.white, /^[A-Za-z]*$/);
      assert.match(record.black, /^[A-Za-z]*$/);
      assert.equal(s12.formatHoldings(record), row.line);
    });
  }
});

describe('edited and corrupted lines (category D)', () => {
  for (const row of edited) {
    test(`D ${label(row)} parses, or fails in a numbered field`, () => {
      const result = s12.tryParseStyle12(row.line);
      if (result.ok) {
        const { fen } = result.value;
        assert.equal(s12.parseFen(fen).fen, fen);
        assert.equal(s12.formatStyle12(result.value), row.line);
      } else {
        assert.equal(typeof result.error.field, 'number');
        assert.ok(result.error.field > 0, `field ${result.error.field}`);
        assert.match(result.error.code, /^[A-Z_]+$/);
        assert.throws(() => s12.parseStyle12(row.line), { code: result.error.code, field: result.error.field });
      }
    });
  }

  test('include the board mangled by dashes, rejected in its first rank', () => {
    const mangled = edited.find((row) => row.line.includes('\u2014'));
    assert.ok(mangled);
    const result = s12.tryParseStyle12(mangled.line);
    assert.equal(result.ok, false);
    assert.equal(result.error.code, 'BAD_BOARD_SQUARE');
    assert.equal(result.error.field, 2);
    assert.equal(result.error.column, '<12> '.length);
  });
});

describe('FENs worked out by hand for corpus lines', () => {
  const rows = readRows('line-fen.tsv').map(({ number, fields: [line, holdingsLine, always, legal, note] }) => (
    { number, line, holdings: holdingsLine === '-' ? null : holdingsLine, always, legal, note }
  ));

  test('cover at least forty lines', () => {
    assert.ok(rows.length >= 40);
  });

  for (const row of rows) {
    test(`line ${row.number} (${row.note}) gives the FEN worked out by hand`, () => {
      assert.equal(s12.toFen(row.line, { holdings: row.holdings, enPassant: 'always' }), row.always);
      assert.equal(s12.toFen(row.line, { holdings: row.holdings, enPassant: 'legal' }), row.legal);
      if (row.holdings === null) assert.equal(s12.parseStyle12(row.line).fen, row.always);
    });
  }
});
