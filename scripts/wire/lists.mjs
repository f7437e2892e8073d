// The core's closed lists (src/core/lists.json): error codes, validation
// problems, anomaly codes, variants and the relation field's values, read
// and checked here, and written out as the X-macro header the core's enums
// and tables are made from (style12/lists.h, in the build tree).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The lists as written, from the checkout at `root`. */
export function readLists(root) {
  return JSON.parse(readFileSync(resolve(root, 'src/core/lists.json'), 'utf8'));
}

const fail = (message) => {
  throw new Error(`lists.json: ${message}`);
};

// "NOT_STYLE12" -> "NotStyle12": a code's C++ enumerator.
const enumerator = (code) => code.split('_').map((word) => word[0] + word.slice(1).toLowerCase()).join('');

// A text a C++ string literal or comment can hold as it is.
function plain(text, where) {
  if (typeof text !== 'string' || !/^[\x20-\x7e]*$/.test(text) || text.includes('*/')) {
    fail(`${where}: ${JSON.stringify(text)} is not one line of printable ASCII without "*/"`);
  }
  return text;
}

// Codes with their enumerators: UPPER_SNAKE, each once, at most `most`.
function codesOf(list, entries, most) {
  const seen = new Set();
  const codes = entries.map(([code, text, group]) => {
    if (!/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code)) fail(`${list}: ${code} is not UPPER_SNAKE`);
    if (seen.has(code)) fail(`${list}: ${code} twice`);
    seen.add(code);
    return { code, cpp: enumerator(code), text: plain(text, `${list}.${code}`), group };
  });
  if (codes.length < 2 || codes.length > most) fail(`${list}: ${codes.length} codes, not 2 to ${most}`);
  return codes;
}

// A grouped list ({ groups: { name: { CODE: about } } }) in order.
const grouped = (list) => Object.entries(list.groups).flatMap(([group, codes]) => Object.entries(codes).map(([code, about]) => [code, about, group]));

/** Every error code as { code, cpp, text: what it means, group }. */
export const errorCodesOf = (lists) => codesOf('errorCodes', grouped(lists.errorCodes), 255);

/** Every problem as { code, cpp, text: its sentence }, in the order of their bits. */
export const problemsOf = (lists) => codesOf('problems', Object.entries(lists.problems.codes), 32);

/** Every anomaly code as { code, cpp, text: what it means, group }. */
export const anomalyCodesOf = (lists) => codesOf('anomalyCodes', grouped(lists.anomalyCodes), 255);

/**
 * The variant table's rows as { name, cpp, about, aliases, pgnTag,
 * gameWord, standardCastling, rules, pockets }, in the enum's order.
 */
export function variantsOf(lists) {
  const names = new Set();
  const rows = lists.variants.rows.map((row) => {
    const where = `variants.${row.name}`;
    if (!/^[a-z][a-z0-9]*$/.test(row.name ?? '') || names.has(row.name)) fail(`${where}: a name must be lower case and once`);
    for (const alias of row.aliases) {
      if (!/^[a-z][a-z0-9]*$/.test(alias) || names.has(alias)) fail(`${where}: alias ${alias} must be lower case and once`);
    }
    [row.name, ...row.aliases].forEach((name) => names.add(name));
    for (const flag of ['standardCastling', 'rules', 'pockets']) {
      if (typeof row[flag] !== 'boolean') fail(`${where}: ${flag} must be true or false`);
    }
    return {
      name: row.name, cpp: row.name[0].toUpperCase() + row.name.slice(1), about: plain(row.about ?? '', where),
      aliases: row.aliases, pgnTag: plain(row.pgnTag, where), gameWord: plain(row.gameWord, where),
      standardCastling: row.standardCastling, rules: row.rules, pockets: row.pockets,
    };
  });
  if (rows.length < 2 || rows.length > 255) fail(`variants: ${rows.length} rows`);
  return rows;
}

/** The relation field's values as { value, cpp, help, about, meaning }, and the words for any other. */
export function relationsOf(lists) {
  const values = lists.relations.values.map((r) => {
    const where = `relations.${r.value}`;
    if (!Number.isInteger(r.value) || r.value < -128 || r.value > 127) fail(`${where}: not an int8`);
    if (!/^[A-Z][A-Za-z0-9]*$/.test(r.name ?? '')) fail(`${where}: name must be PascalCase`);
    return { value: r.value, cpp: r.name, help: plain(r.help, where), about: plain(r.about ?? '', where), meaning: plain(r.meaning, where) };
  });
  if (new Set(values.map((r) => r.value)).size !== values.length) fail('relations: a value twice');
  return { values, unknown: plain(lists.relations.unknown, 'relations.unknown') };
}

/** "-4 the initial position of a game (...); -3 ...": each value with its meaning, for documentation. */
export const relationMeaningsOf = (lists) => relationsOf(lists).values.map((r) => `${r.value} ${r.meaning}`).join('; ');

// One macro, its lines continued; each member's comment above it, wrapped.
function macro(name, params, lines) {
  const out = [`// ${name}(X): X(${params}), one a member.`, `#define ${name}(X)`];
  let group;
  for (const { x, about, groupName } of lines) {
    if (groupName !== undefined && groupName !== group) out.push(`  /* -- ${(group = groupName)} -- */`);
    if (about) for (const piece of wrap(about, 90)) out.push(`  /* ${piece} */`);
    out.push(`  ${x}`);
  }
  return out.map((line, i) => (i === 0 || i === out.length - 1 ? line : `${line} \\`)).join('\n');
}

function wrap(text, width) {
  const pieces = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      pieces.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...pieces, line];
}

const literal = (text) => JSON.stringify(text);

/** The header style12/lists.h: every list as an X-macro. */
export function listsCpp(lists) {
  const variants = variantsOf(lists);
  const relations = relationsOf(lists);
  const out = [
    '// Generated by scripts/gen-wire.mjs from src/core/lists.json; do not edit.',
    "// The core's closed lists as X-macros: each public header makes its enum",
    '// from its list, and the .cpp beside it its table of names.',
    '#pragma once',
    '',
    macro('STYLE12_ERROR_CODES', 'Enumerator, "CODE"',
      errorCodesOf(lists).map((c) => ({ x: `X(${c.cpp}, ${literal(c.code)})`, about: c.text, groupName: c.group }))),
    '',
    macro('STYLE12_PROBLEMS', 'Enumerator, "CODE", "Sentence."',
      problemsOf(lists).map((p) => ({ x: `X(${p.cpp}, ${literal(p.code)}, ${literal(p.text)})` }))),
    '',
    macro('STYLE12_ANOMALY_CODES', 'Enumerator, "CODE"',
      anomalyCodesOf(lists).map((c) => ({ x: `X(${c.cpp}, ${literal(c.code)})`, about: c.text, groupName: c.group }))),
    '',
    macro('STYLE12_VARIANTS', 'Enumerator, "name", "aliases", "PGN tag", "game word", standard castling, rules, pockets',
      variants.map((v) => ({
        x: `X(${[v.cpp, ...[v.name, v.aliases.join(' '), v.pgnTag, v.gameWord].map(literal), v.standardCastling, v.rules, v.pockets].join(', ')})`,
        about: v.about,
      }))),
    '',
    macro('STYLE12_RELATIONS', 'Enumerator, value, "meaning"',
      relations.values.map((r) => ({
        x: `X(${r.cpp}, ${r.value}, ${literal(r.meaning)})`,
        about: `the help: "${r.help}"${r.about ? `; ${r.about}` : ''}`,
      }))),
    `#define STYLE12_RELATION_UNKNOWN ${literal(relations.unknown)}`,
    '',
  ];
  return out.join('\n');
}
