// Every record the package returns is described once, in wire.json's
// "records", and the declarations' interfaces are written from there. These
// tests hold the three together: the records the package makes from real
// input (the corpus lines, the FEN fixtures, the session transcripts) have
// exactly the described keys, in their order, with values of the described
// types; the shipped declarations have exactly those interfaces; and the
// declarations' variant unions are the core's variant table. A key added,
// dropped, renamed or moved on one side alone fails here.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import ts from 'typescript';
import { load } from 'style12/full';
import { load as loadCore } from 'style12/core';
import { recordsOf } from '../../scripts/gen-wire.mjs';

const s12 = await load();
const core = await loadCore();
const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const records = recordsOf(JSON.parse(read('../../src/bindings/wire.json')));
const described = new Map(records.map((r) => [r.name, r]));

// The shipped declarations, as TypeScript reads them.
const dts = read('../../dist/style12.d.ts');
const source = ts.createSourceFile('style12.d.ts', dts, ts.ScriptTarget.Latest, true);
const declared = new Map();
source.forEachChild((node) => {
  if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) declared.set(node.name.text, node);
});

// The words of a union of string literals, through the unions it names.
function wordsOf(name) {
  const alias = declared.get(name);
  assert.ok(alias && ts.isTypeAliasDeclaration(alias), `the declarations have no type ${name}`);
  const types = ts.isUnionTypeNode(alias.type) ? alias.type.types : [alias.type];
  return types.flatMap((t) => (ts.isLiteralTypeNode(t) ? [t.literal.text] : wordsOf(t.typeName.text)));
}
const UNIONS = new Map(['ErrorCode', 'AnomalyCode', 'ValidationProblem', 'Variant'].map((n) => [n, wordsOf(n)]));

// Which records the inputs below met: each must be met at least once.
const met = new Set();

/** A record as the description has it: its keys in order, each value of its type. */
function conform(value, name, where) {
  const record = described.get(name);
  met.add(name);
  assert.deepEqual(Object.keys(value), record.keys.map((k) => k.name), `${where}: the keys of ${name}`);
  for (const key of record.keys) ofType(value[key.name], key.type, `${where}.${key.name}`);
}

// A value of a described type: a union of null, number, string, boolean,
// literals, arrays, records and the declarations' unions of codes.
function ofType(value, type, where) {
  for (const alternative of type.split(' | ')) if (fits(value, alternative, where)) return;
  assert.fail(`${where}: ${inspect(value)} is not of the type ${type}`);
}

function fits(value, type, where) {
  if (type === 'null') return value === null;
  if (type === 'number' || type === 'string' || type === 'boolean') return typeof value === type;
  if (type === 'Uint8Array') return value instanceof Uint8Array;
  const literal = /^'(.*)'$/.exec(type);
  if (literal) return value === literal[1];
  const array = /^(?:readonly )?(\w+)\[\]$/.exec(type);
  if (array) {
    if (!Array.isArray(value)) return false;
    value.forEach((item, k) => ofType(item, array[1], `${where}[${k}]`));
    return true;
  }
  if (described.has(type)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    conform(value, type, where);
    return true;
  }
  if (UNIONS.has(type)) return UNIONS.get(type).includes(value);
  throw new Error(`${where}: this test does not know the type ${type}`);
}

// The corpus: real lines, the FEN fixtures and the transcripts.
const lines = read('../fixtures/real-lines.tsv').split('\n')
  .filter((row) => row !== '' && !row.startsWith('#')).map((row) => row.split('\t')[3]);
const boardLines = lines.filter((line) => line.startsWith('<12>'));
const holdingsLines = lines.filter((line) => line.startsWith('<b1>'));
const fens = ['fen-valid.tsv', 'fen-problems.tsv'].flatMap((file) => read(`../fixtures/${file}`).split('\n')
  .filter((row) => row !== '' && !row.startsWith('#')).map((row) => row.split('\t')).map(([fen, variant]) => ({ fen, variant })));
const transcripts = new URL('../fixtures/transcripts/', import.meta.url);
const sessions = readdirSync(transcripts).filter((n) => n.endsWith('.fics')).sort();
const events = new Map(records.filter((r) => r.kind !== undefined)
  .map((r) => [/^'(\w+)'$/.exec(r.keys.find((k) => k.name === 'type').type)[1], r.name]));

describe('the records the package returns are the ones wire.json describes', () => {
  test('parseStyle12 (style12 and style12/core) and tryParseStyle12 on every <12> line of the corpus, and clockAt on each record', () => {
    assert.ok(boardLines.length > 100 && holdingsLines.length > 10);
    let parsed = 0;
    for (const line of boardLines) {
      for (const options of [undefined, { allowTruncated: true }]) {
        const result = s12.tryParseStyle12(line, options);
        assert.deepEqual(Object.keys(result), result.ok ? ['ok', 'value'] : ['ok', 'error']);
        if (!result.ok) {
          conform(result.error, 'ParseError', line);
          continue;
        }
        parsed++;
        conform(result.value, 'Style12', line);
        conform(s12.parseStyle12(line, options), 'Style12', line);
        conform(core.parseStyle12(line, options), 'Style12', `style12/core: ${line}`);
        conform(s12.clockAt(result.value, 5000, 1000), 'Clocks', line);
      }
    }
    assert.ok(parsed > 150, `${parsed} records`);
  });

  test('parseHoldings (style12 and style12/core) on every <b1> line of the corpus', () => {
    let parsed = 0;
    for (const line of holdingsLines) {
      let record;
      try {
        record = s12.parseHoldings(line);
      } catch {
        continue;
      }
      conform(record, 'Holdings', line);
      conform(core.parseHoldings(line), 'Holdings', `style12/core: ${line}`);
      parsed++;
    }
    assert.ok(parsed > 10, `${parsed} records`);
  });

  test('describeStyle12 and describeHoldings on every line of the corpus', () => {
    for (const line of boardLines) conform(s12.describeStyle12(line), 'LineDescription', line);
    for (const line of holdingsLines) conform(s12.describeHoldings(line), 'LineDescription', line);
  });

  test('parseFen, validate and legalMoves on every FEN of the fixtures', () => {
    const rules = new Set(s12.variants.filter((v) => v.rules).map((v) => v.name));
    for (const { fen, variant } of fens) {
      const position = s12.parseFen(fen);
      conform(position, 'Position', fen);
      conform(s12.validate(fen, { variant }), 'Validation', fen);
      conform(s12.validate(position, { variant }), 'Validation', fen);
      if (!rules.has(variant)) continue;
      try {
        for (const move of s12.legalMoves(fen, { variant })) conform(move, 'LegalMove', fen);
      } catch (error) {
        assert.equal(error.code, 'UNPLAYABLE_POSITION', fen);
      }
    }
  });

  test('the events and games of every session transcript, and of the corpus lines one after another', () => {
    const types = new Set();
    // The corpus as one session: its broken lines give error events.
    const inputs = [...sessions.map((name) => [name, readFileSync(new URL(name, transcripts))]), ['the corpus', `${lines.join('\n')}\n`]];
    for (const [name, bytes] of inputs) {
      const stream = s12.createStream();
      for (const [k, event] of [...stream.push(bytes), ...stream.end()].entries()) {
        assert.ok(events.has(event.type), `${name}: an event of type ${event.type}`);
        types.add(event.type);
        conform(event, events.get(event.type), `${name} event ${k}`);
      }
      for (const game of stream.games()) conform(game, 'GameSummary', `${name} game ${game.id}`);
      stream.free();
    }
    assert.deepEqual([...types].sort(), [...events.keys()].sort(), 'every kind of event is met');
  });

  test('the variant table and a timeseal decode', () => {
    for (const variant of s12.variants) conform(variant, 'VariantInfo', variant.name);
    const timeseal = s12.createTimeseal({ now: () => 0 });
    conform(timeseal.decode(new TextEncoder().encode('fics% \n\n\r[G]\0 <12> ...'), { last: true }), 'Unsealed', 'decode');
  });

  test('every record of the description was met', () => {
    assert.deepEqual(records.map((r) => r.name).filter((name) => !met.has(name)), []);
  });
});

describe('the declarations are written from the description', () => {
  // A type as the description writes it, an inline record written out.
  const written = (type) => type.replace(/\b\w+\b/g, (name) => {
    const record = described.get(name);
    return record?.inline ? `{${record.keys.map((k) => `${k.name}:${written(k.type)}`).join(';')}}` : name;
  });
  const squeeze = (text) => text.replace(/\s+/g, '').replace(/;}/g, '}');

  test("each record is an interface of exactly its keys, in order, of the description's types", () => {
    for (const record of records.filter((r) => !r.inline)) {
      const node = declared.get(record.name);
      assert.ok(node && ts.isInterfaceDeclaration(node), `the declarations have no interface ${record.name}`);
      assert.ok(node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword), `${record.name} is exported`);
      const members = node.members.map((m) => ({
        name: m.name.text,
        type: squeeze(m.type.getText()),
        readonly: m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword) ?? false,
        optional: m.questionToken !== undefined,
      }));
      assert.deepEqual(members, record.keys.map((k) => ({
        name: k.name, type: squeeze(written(k.type)), readonly: record.readonly, optional: false,
      })), record.name);
    }
  });

  test('the template has no record of its own, and the CommonJS declarations are the same', () => {
    const template = read('../../src/js/types/style12.d.ts');
    for (const record of records) {
      assert.doesNotMatch(template, new RegExp(`(?:interface|type) ${record.name}\\b`), record.name);
    }
    // The unions whose words live elsewhere are markers in the template.
    for (const name of ['TimeUnitOption', 'CoreErrorCode', 'ValidationProblem', 'AnomalyCode', 'Variant', 'RulesVariant', 'StreamEvent']) {
      assert.match(template, new RegExp(`export type ${name} = /\\* @[\\w-]+(?: \\w+)? \\*/ never;`), name);
    }
    assert.equal(read('../../dist/style12.d.cts'), dts);
    const union = declared.get('StreamEvent').type.types.map((t) => t.typeName.text);
    assert.deepEqual(union, records.filter((r) => r.kind !== undefined).map((r) => r.name));
  });

  test("Variant and RulesVariant are the core's variant table, in its order", () => {
    assert.deepEqual(wordsOf('Variant'), s12.variants.map((v) => v.name));
    assert.deepEqual(wordsOf('RulesVariant'), s12.variants.filter((v) => v.rules).map((v) => v.name));
  });

  test("the relation's documentation gives the core's words for each value", () => {
    const doc = /\/\*\* (Field 20[^*]*)\*\/\n\s*relation: number;/.exec(dts)?.[1] ?? '';
    const line = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 1 a b R 3 0 39 39 180 180 1 none (0:00) none 0 0 0';
    for (let relation = -4; relation <= 2; relation++) {
      const field = s12.describeStyle12(line.replace(' R ', ` ${relation} `)).fields.find((f) => f.name === 'relation');
      assert.ok(doc.includes(`${relation} ${field.words};`) || doc.includes(`${relation} ${field.words}.`), `${relation}: ${field.words}`);
    }
  });
});
