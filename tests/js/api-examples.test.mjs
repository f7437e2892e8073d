// The API reference's examples, kept true: every exported name of the
// declarations the package ships has an @example, every example compiles
// under `strict` against those declarations, and every value an example's
// comment states (`...; // 'g4'`) is what the code gives in Node.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/.bin/tsc');

// Each declaration file, the specifier a user imports it by and the
// module Node runs for it.
const ENTRIES = {
  'style12.d.ts': { specifier: 'style12', runs: 'dist/node.mjs' },
  'core.d.ts': { specifier: 'style12/core', runs: 'dist/core-node.mjs' },
  'full.d.ts': { specifier: 'style12/full', runs: 'dist/full-node.mjs' },
  'board.d.ts': { specifier: 'style12/board', runs: 'dist/board.mjs' },
  'element.d.ts': { specifier: 'style12/element', runs: 'dist/element.mjs' },
};

// The interfaces whose methods each carry an example too.
const WITH_METHODS = new Set(['Style12CoreModule', 'Style12Module', 'Style12FullModule', 'Style12Stream', 'LiveSession', 'Timeseal']);

// What examples use without defining: the loaded module and the inputs a
// page would have. An example names them; the check declares them.
const PAGE = {
  s12: "const s12: import('style12/full').Style12FullModule",
  line: 'const line: string',
  b1Line: 'const b1Line: string',
  record: "const record: import('style12').Style12",
  fen: 'const fen: string',
  chunk: 'const chunk: Uint8Array',
  bytes: 'const bytes: Uint8Array',
  socket: 'const socket: WebSocket',
  container: 'const container: Element',
  view: "const view: import('style12/board').BoardView",
  session: "const session: import('style12').LiveSession",
  stream: "const stream: import('style12').Style12Stream",
  response: 'const response: Response',
  draw: 'function draw(fen: string): void',
  pick: 'function pick(square: string): void',
  save: 'function save(text: string): void',
};

function isExported(node) {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

function examplesOf(node) {
  return ts.getJSDocTags(node).filter((tag) => tag.tagName.text === 'example').map((tag) => {
    const text = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? '';
    return text.replace(/^\s*```ts\n/, '').replace(/\n?```\s*$/, '');
  });
}

/** Every documented name of a declaration file: { name, examples }, methods as Owner.method. */
export function namesOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const names = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [statement];
    for (const declaration of declarations) {
      if (!declaration.name) continue;
      const name = declaration.name.text;
      names.push({ name, examples: examplesOf(ts.isVariableDeclaration(declaration) ? statement : declaration) });
      if (!ts.isInterfaceDeclaration(declaration) || !WITH_METHODS.has(name)) continue;
      const seen = new Set();
      for (const member of declaration.members) {
        if (!ts.isMethodSignature(member) || !ts.isIdentifier(member.name)) continue;
        const key = `${name}.${member.name.text}`;
        const examples = examplesOf(member);
        // An overloaded method needs its example once.
        const before = names.find((n) => n.name === key);
        if (before) before.examples.push(...examples);
        else if (!seen.has(key)) names.push({ name: key, examples });
        seen.add(key);
      }
    }
  }
  return names;
}

function allNames() {
  return Object.keys(ENTRIES).flatMap((file) => namesOf(file, readFileSync(join(root, 'dist', file), 'utf8')).map((n) => ({ ...n, file })));
}

const defines = (code, name) => new RegExp(`\\b(const|let|function|class)\\s+${name}\\b|^import\\b.*\\b${name}\\b`, 'm').test(code);

/** An example as a module: the page's names it uses declared, the entry's names it uses imported. */
export function moduleOf(code, file, exported) {
  const uses = (name) => new RegExp(`(?<![.\\w'"])${name}\\b`).test(code.replace(/\/\/.*$/gm, ''));
  const declared = Object.entries(PAGE).filter(([name]) => uses(name) && !defines(code, name)).map(([, d]) => `declare ${d};`);
  const imported = exported.filter((name) => uses(name) && !defines(code, name));
  const head = imported.length ? [`import { ${imported.join(', ')} } from '${ENTRIES[file].specifier}';`] : [];
  return `${head.join('\n')}\n${declared.join('\n')}\n${code}\nexport {};\n`;
}

function typeCheck(modules) {
  const dir = mkdtempSync(join(tmpdir(), 'style12-examples-'));
  try {
    const files = modules.map((text, i) => {
      const path = join(dir, `example-${i + 1}.ts`);
      writeFileSync(path, text);
      return path;
    });
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler',
        lib: ['es2022', 'dom', 'dom.iterable'], types: [], skipLibCheck: true, baseUrl: root,
        paths: Object.fromEntries(Object.entries(ENTRIES).map(([f, e]) => [e.specifier, [`dist/${f}`]])),
      },
      files,
    }));
    return spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function everyExample() {
  const names = allNames();
  const exported = Object.fromEntries(Object.keys(ENTRIES).map((f) => [f, names.filter((n) => n.file === f && !n.name.includes('.')).map((n) => n.name)]));
  return names.flatMap((n) => n.examples.map((code) => ({ owner: n.name, file: n.file, code, module: moduleOf(code, n.file, exported[n.file]) })));
}

test('every exported name, and the modules\' and sessions\' methods, has an @example', () => {
  const names = allNames();
  assert.ok(names.length >= 130, `only ${names.length} names found`);
  const missing = names.filter((n) => n.examples.length === 0).map((n) => `${n.file}: ${n.name}`);
  assert.deepEqual(missing, []);
});

test('every example compiles under strict against the package', () => {
  const examples = everyExample();
  const run = typeCheck(examples.map((e) => `// ${e.file}: ${e.owner}\n${e.module}`));
  assert.equal(run.status, 0, run.stdout + run.stderr);
});

test('control: an example of the wrong type fails the check', () => {
  const wrong = moduleOf("const n: number = s12.parseHoldings('<b1> game 7 white [PN] black [Q]').white;", 'style12.d.ts', []);
  const run = typeCheck([wrong]);
  assert.notEqual(run.status, 0);
  assert.match(run.stdout, /TS2322/);
});

// A line `expression; // value` states a value: run, it must give it.
const STATED = /^(?<indent>\s*)(?<code>[^/]\S.*?);\s*\/\/\s*(?<value>['"[{\d-].*|true|false|null)$/;

/** The example as JavaScript that records each stated value beside the one it gave. */
export function runnable(module) {
  const lines = module.split('\n').map((l) => {
    const m = STATED.exec(l);
    if (!m || /^\s*(const|let|return|for)\b/.test(m.groups.code)) return l;
    const record = (code) => `globalThis.__stated.push([${JSON.stringify(l.trim())}, ${code}, ${m.groups.value}])`;
    // `if (narrowing) value; // stated`: a condition that fails is a wrong value too.
    const guarded = /^if \((?<condition>.+?)\) (?<code>\S.*)$/.exec(m.groups.code);
    if (guarded) return `${m.groups.indent}if (${guarded.groups.condition}) ${record(guarded.groups.code)}; else ${record("'(its condition is false)'")};`;
    return `${m.groups.indent}${record(m.groups.code)};`;
  });
  return ts.transpileModule(lines.join('\n'), { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
}

const statedLines = (code) => code.split('\n').filter((l) => STATED.test(l) && !/^\s*(const|let|return|for)\b/.test(STATED.exec(l).groups.code)).length;

/** Runs examples in Node against dist/: the stated values each gave otherwise, and how many were checked. */
async function runStated(examples) {
  const { load } = await import(pathToFileURL(join(root, 'dist/full-node.mjs')).href);
  globalThis.s12 = await load();
  const runs = Object.fromEntries(Object.values(ENTRIES).map((entry) => [entry.specifier, pathToFileURL(join(root, entry.runs)).href]));
  const dir = mkdtempSync(join(tmpdir(), 'style12-run-'));
  let checked = 0;
  const wrong = [];
  try {
    for (const [i, e] of examples.entries()) {
      const js = runnable(e.module).replace(/\b(from\s+|import\s+)'([^']+)'/g, (all, keyword, specifier) => `${keyword}'${runs[specifier] ?? specifier}'`);
      const path = join(dir, `example-${i + 1}.mjs`);
      writeFileSync(path, js);
      globalThis.__stated = [];
      await import(pathToFileURL(path).href);
      for (const [statement, actual, expected] of globalThis.__stated) {
        try {
          assert.deepEqual(actual, expected);
        } catch {
          wrong.push(`${e.owner}: ${statement} gives ${JSON.stringify(actual)}`);
        }
        checked += 1;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    delete globalThis.s12;
    delete globalThis.__stated;
  }
  return { wrong, checked };
}

test('the values the examples state are the values they give', async () => {
  const examples = everyExample().filter((e) => statedLines(e.code) > 0);
  assert.ok(examples.length >= 30, `only ${examples.length} examples state a value`);
  // A value stated must be checked: its example runs on the module alone.
  const needsPage = examples.filter((e) => /^declare (const|function) (?!s12:)/m.test(e.module)).map((e) => e.owner);
  assert.deepEqual(needsPage, [], 'examples that state a value but need inputs a page would give');
  const { wrong, checked } = await runStated(examples);
  assert.deepEqual(wrong, []);
  const stated = examples.reduce((sum, e) => sum + statedLines(e.code), 0);
  assert.equal(checked, stated, 'every stated value checked once');
});

test('control: a wrong stated value, or a narrowing that fails, is caught', async () => {
  const fen = "'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2'";
  const code = `s12.san(${fen}, 'd8h4'); // 'Qh5#'\nconst result = s12.tryParseStyle12('<12> rnbqkbnr');\nif (result.ok) result.value.white; // 'gbtami'`;
  const { wrong, checked } = await runStated([{ owner: 'control', code, module: moduleOf(code, 'style12.d.ts', []) }]);
  assert.equal(checked, 2);
  assert.deepEqual(wrong, [
    `control: s12.san(${fen}, 'd8h4'); // 'Qh5#' gives "Qh4#"`,
    'control: if (result.ok) result.value.white; // \'gbtami\' gives "(its condition is false)"',
  ]);
});
