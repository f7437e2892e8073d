// package.json's fields that name the package's entries (exports, main,
// module, types, typesVersions, bin, sideEffects; bundlers find the
// browser entries through the exports' conditions), written from the modules
// table: `node scripts/build-package.mjs --write-exports` puts them into
// package.json, and tests/js/modules.test.mjs fails while package.json
// differs from them.
import { ENVIRONMENTS } from './modules.mjs';

const dist = (file) => `./dist/${file}`;

/** A module's conditions: Node's import and require, then browsers and bundlers. */
function moduleExport(module) {
  const [browser, node, require] = ENVIRONMENTS.map(({ env }) => module.entries[env]);
  return {
    node: {
      import: { types: dist(`${module.types}.d.ts`), default: dist(node) },
      require: { types: dist(`${module.types}.d.cts`), default: dist(require) },
    },
    types: dist(`${module.types}.d.ts`),
    default: dist(browser),
  };
}

/** The fields as package.json has them, in package.json's order. */
export function packageFields(table) {
  const exports = {};
  for (const m of table.wasm) exports[m.subpath] = moduleExport(m);
  for (const e of table.others.filter((o) => o.subpath)) {
    exports[e.subpath] = e.types ? { types: dist(e.types), default: dist(e.file) } : dist(e.file);
  }
  // Each .wasm under wasm/ (style12/wasm/style12.wasm), for a bundler or
  // server told where assets are; the first names (style12/style12.wasm)
  // stay for those who use them.
  for (const m of table.wasm) exports[`./wasm/${m.wasm}`] = dist(m.wasm);
  for (const m of table.wasm) exports[`./${m.wasm}`] = dist(m.wasm);
  exports['./package.json'] = './package.json';
  const main = table.wasm.find((m) => m.subpath === '.');
  if (!main) throw new Error('wire.json: no module in modules.wasm has the subpath "."');
  const bin = Object.fromEntries(table.others.filter((e) => e.bin).map((e) => [e.bin, `dist/${e.file}`]));
  return {
    exports,
    main: dist(main.entries.require),
    module: dist(main.entries.browser),
    types: dist(`${main.types}.d.ts`),
    // TypeScript's node10 resolution knows no exports: each subpath's
    // declarations by name (node16, nodenext and bundler read exports).
    typesVersions: { '*': Object.fromEntries([
      ...table.wasm.filter((m) => m.subpath !== '.').map((m) => [m.subpath.slice(2), [dist(`${m.types}.d.ts`)]]),
      ...table.others.filter((e) => e.subpath && e.types).map((e) => [e.subpath.slice(2), [dist(e.types)]]),
    ]) },
    bin,
    sideEffects: table.others.filter((e) => e.sideEffects).map((e) => dist(e.file)),
  };
}

/** package.json with those fields replaced where they are (others kept as they are). */
export function withPackageFields(pkg, table) {
  const fields = packageFields(table);
  const out = {};
  for (const [key, value] of Object.entries(pkg)) out[key] = key in fields ? fields[key] : value;
  for (const [key, value] of Object.entries(fields)) if (!(key in out)) out[key] = value;
  return out;
}

/** package.json's text as npm writes it: two spaces, a newline at the end. */
export const packageText = (pkg) => `${JSON.stringify(pkg, null, 2)}\n`;
