// The core's closed lists (error codes, problems, anomaly codes, variants,
// relations) are written once, in src/core/lists.json; the C++ enums and
// tables and the package's declarations are generated from it. These tests
// show that the built package says what the file says, that an edit of the
// file alone reaches both the C++ and the declarations, and that a list the
// generator cannot write is refused by name.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'style12/full';
import { declarations } from '../../scripts/gen-wire.mjs';
import {
  anomalyCodesOf, errorCodesOf, listsCpp, problemsOf, relationsOf, variantsOf,
} from '../../scripts/wire/lists.mjs';

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const lists = JSON.parse(read('../../src/core/lists.json'));
const description = JSON.parse(read('../../src/bindings/wire.json'));
const template = read('../../src/js/types/style12.d.ts');
const s12 = await load();

// The words of an exported union of string literals in declarations.
function union(dts, name) {
  const body = new RegExp(`export type ${name} =([^;]*);`).exec(dts)?.[1];
  assert.ok(body !== undefined, `no type ${name}`);
  return [...body.matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

const BOARD = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 1 a b R 3 0 39 39 180 180 1 none (0:00) none 0 0 0';

describe('the built package says what lists.json says', () => {
  const dts = read('../../dist/style12.d.ts');

  test('the declarations carry every list in its order', () => {
    assert.deepEqual(union(dts, 'CoreErrorCode'), errorCodesOf(lists).map((c) => c.code));
    assert.equal(union(dts, 'CoreErrorCode').length, 35);
    assert.deepEqual(union(dts, 'ValidationProblem'), problemsOf(lists).map((p) => p.code));
    assert.deepEqual(union(dts, 'AnomalyCode'), anomalyCodesOf(lists).map((c) => c.code));
    assert.deepEqual(union(dts, 'Variant'), ['chess', 'chess960', 'crazyhouse', 'bughouse', 'suicide', 'losers', 'atomic', 'wild']);
    assert.deepEqual(union(dts, 'RulesVariant'), variantsOf(lists).filter((v) => v.rules).map((v) => v.name));
    assert.match(dts, /-4 the initial position of a game \(sent with iset startpos\); -3 /);
  });

  test("the module's variant table is the file's rows", () => {
    assert.deepEqual(s12.variants.map((v) => ({ ...v, aliases: [...v.aliases] })), variantsOf(lists).map((v) => ({
      name: v.name, aliases: v.aliases, pgnTag: v.pgnTag === '' ? null : v.pgnTag,
      standardCastling: v.standardCastling, rules: v.rules, pockets: v.pockets,
    })));
  });

  test("the module's problems, relation words and codes are the file's", () => {
    const problems = problemsOf(lists);
    const report = s12.validate('8/8/8/8/8/8/8/8 w KQ - 0 1');
    assert.deepEqual(report.problems, ['EMPTY_BOARD', 'NO_WHITE_KING', 'NO_BLACK_KING', 'BAD_CASTLING_RIGHTS']);
    assert.deepEqual(report.messages, report.problems.map((code) => problems.find((p) => p.code === code).text));

    const { values, unknown } = relationsOf(lists);
    for (const { value, meaning } of [...values, { value: 9, meaning: unknown }]) {
      const field = s12.describeStyle12(BOARD.replace(' R ', ` ${value} `)).fields.find((f) => f.name === 'relation');
      assert.equal(field.words, meaning, `relation ${value}`);
    }

    assert.throws(() => s12.parseStyle12('hello'), { code: errorCodesOf(lists)[0].code });
    const stream = s12.createStream();
    const line = BOARD.replace(' R ', ' 0 ').replace(' 1 1 1 1 0 1 ', ' 1 1 1 1 -1 1 ');
    const [board] = [...stream.push(`${line}\n`), ...stream.end()];
    assert.deepEqual(board.anomalies.map((a) => a.code), ['NEGATIVE_HALFMOVE']);
    assert.ok(anomalyCodesOf(lists).some((c) => c.code === 'NEGATIVE_HALFMOVE'));
  });
});

describe('an edit of lists.json alone reaches the C++ and the declarations', () => {
  // A scratch copy: one more of each list, placed where the order matters.
  const edited = structuredClone(lists);
  edited.errorCodes.groups.Streams.LAG_TOO_LARGE = 'a lag beyond what the stream keeps';
  edited.problems.codes.TOO_MANY_QUEENS = 'There are more queens than can be.';
  edited.anomalyCodes.groups['Against the game'].LAG_MISMATCH = 'the lag moved backwards';
  edited.variants.rows.splice(2, 0, {
    name: 'kriegspiel', aliases: ['kriegs'], pgnTag: 'Kriegspiel', gameWord: 'kriegspiel',
    standardCastling: true, rules: false, pockets: false,
  });
  edited.relations.values[0].meaning = 'the first position of a game';

  test('the declarations', () => {
    const dts = declarations(description, { template, lists: edited });
    assert.ok(union(dts, 'CoreErrorCode').includes('LAG_TOO_LARGE'));
    assert.equal(union(dts, 'ValidationProblem').at(-1), 'TOO_MANY_QUEENS');
    assert.equal(union(dts, 'AnomalyCode').at(-1), 'LAG_MISMATCH');
    assert.deepEqual(union(dts, 'Variant').slice(0, 4), ['chess', 'chess960', 'kriegspiel', 'crazyhouse']);
    assert.ok(!union(dts, 'RulesVariant').includes('kriegspiel'));
    assert.match(dts, /-4 the first position of a game; -3 /);
  });

  test('the C++ header, as the core compiles it', (t) => {
    const header = listsCpp(edited);
    assert.match(header, /X\(Kriegspiel, "kriegspiel", "kriegs", "Kriegspiel", "kriegspiel", true, false, false\)/);
    let compiler = null;
    for (const name of ['g++', 'c++', 'clang++']) {
      try {
        execFileSync(name, ['--version'], { stdio: 'ignore' });
        compiler = name;
        break;
      } catch {
        // not this one
      }
    }
    if (compiler === null) return t.skip('no C++ compiler to compile the scratch header with');
    const dir = mkdtempSync(join(tmpdir(), 'style12-lists-'));
    try {
      mkdirSync(join(dir, 'style12'));
      writeFileSync(join(dir, 'style12', 'lists.h'), header);
      // The public headers with the scratch lists: the new members are
      // there, after the ones before them, and the names follow.
      writeFileSync(join(dir, 'check.cpp'), [
        '#include "style12/anomaly.h"', '#include "style12/error.h"', '#include "style12/relation.h"',
        '#include "style12/validate.h"', '#include "style12/variant.h"', 'using namespace style12;',
        'static_assert(static_cast<int>(Variant::Kriegspiel) == 2 && static_cast<int>(Variant::Crazyhouse) == 3);',
        'static_assert(static_cast<int>(Variant::kCount) == 9);',
        'static_assert(static_cast<int>(AnomalyCode::LagMismatch) == 9);',
        'static_assert(static_cast<int>(Problem::TooManyQueens) == 18);',
        'static_assert(static_cast<int>(ErrorCode::LagTooLarge) == 32);',
        'static_assert(relation_meaning(-4) == "the first position of a game");',
        'int main() { return 0; }', '',
      ].join('\n'));
      const include = new URL('../../src/core/include', import.meta.url).pathname;
      const compile = () => execFileSync(compiler, ['-std=c++20', '-fsyntax-only', `-I${include}`, `-I${dir}`, join(dir, 'check.cpp')], { stdio: 'pipe' });
      compile();
      // A relation outside the range relation::known() gives fails there.
      const beyond = structuredClone(edited);
      beyond.relations.values.push({ value: 3, name: 'Beyond', help: 'none', meaning: 'none' });
      writeFileSync(join(dir, 'style12', 'lists.h'), listsCpp(beyond));
      assert.throws(compile, (error) => /known_is_the_list/.test(String(error.stderr)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a list the generator cannot write is refused by name', () => {
  const refused = (edit, message) => {
    const copy = structuredClone(lists);
    edit(copy);
    assert.throws(() => listsCpp(copy), { message });
  };

  test('codes twice, codes not in UPPER_SNAKE, too many problems', () => {
    refused((l) => { l.errorCodes.groups.FEN.NOT_STYLE12 = ''; }, /lists\.json: errorCodes: NOT_STYLE12 twice/);
    refused((l) => { l.anomalyCodes.groups['In the line alone'].badCode = ''; }, /anomalyCodes: badCode is not UPPER_SNAKE/);
    refused((l) => {
      for (let i = 0; i < 15; i++) l.problems.codes[`EXTRA_${i}`] = 'More.';
    }, /problems: 33 codes, not 2 to 32/);
  });

  test('texts a C++ literal or comment cannot hold, variants named twice, relations twice', () => {
    refused((l) => { l.problems.codes.EMPTY_BOARD = 'two\nlines'; }, /problems\.EMPTY_BOARD: .* is not one line of printable ASCII/);
    refused((l) => { l.anomalyCodes.groups['Against the game'].CLOCK_MISMATCH = 'ends a comment */ early'; }, /without "\*\/"/);
    refused((l) => { l.variants.rows[1].aliases = ['standard']; }, /variants\.chess960: alias standard must be lower case and once/);
    refused((l) => { l.variants.rows[0].rules = 'yes'; }, /variants\.chess: rules must be true or false/);
    refused((l) => { l.relations.values[1].value = -4; }, /relations: a value twice/);
  });
});

test('the generator reads no C++ source', () => {
  for (const file of ['../../scripts/gen-wire.mjs', '../../scripts/wire/lists.mjs']) {
    assert.doesNotMatch(read(file), /['"`][\w/.-]+\.(?:cpp|h)['"`]/, file);
  }
});
