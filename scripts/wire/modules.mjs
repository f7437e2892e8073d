// The package's modules and entries as wire.json's "modules" table
// describes them, checked as they are read: a table that names an unknown
// loader, platform, call group or entry fails here, saying which, instead
// of building a package that is missing a piece.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PACKAGE = 'style12';
export const LOADERS = ['standalone', 'emscripten'];
export const PLATFORMS = ['browser', 'node'];
// Each module's entries: the environment, its file's key in "entries", its
// esbuild format and platform.
export const ENVIRONMENTS = [
  { env: 'browser', format: 'esm', platform: 'browser' },
  { env: 'node', format: 'esm', platform: 'node' },
  { env: 'require', format: 'cjs', platform: 'node' },
];

/** wire.json as parsed, from the checkout or from `path`. */
export function readDescription(path = resolve(root, 'src/bindings/wire.json')) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The table as { wasm: [module], others: [entry] }, each with its `name`
 * (the table's key) added, in the table's order; throws naming the first
 * thing wrong.
 */
export function modulesOf(description = readDescription()) {
  const table = description.modules;
  if (!table || typeof table.wasm !== 'object' || typeof table.others !== 'object') {
    throw new Error('wire.json: "modules" needs "wasm" and "others"');
  }
  const groups = Object.keys(description.calls ?? {}).filter((g) => g !== 'about' && g !== 'embind');
  const wasm = Object.entries(table.wasm).map(([name, m]) => {
    const where = `wire.json: modules.wasm.${name}`;
    for (const key of ['subpath', 'wasm', 'buildDir', 'loader', 'api', 'groups', 'budget', 'entries', 'types']) {
      if (m[key] === undefined) throw new Error(`${where}: "${key}" is missing`);
    }
    if (!LOADERS.includes(m.loader)) throw new Error(`${where}: loader "${m.loader}" is not one of ${LOADERS.join(', ')}`);
    if (m.loader === 'emscripten' && !(m.glue?.js && m.glue?.factory)) {
      throw new Error(`${where}: an emscripten loader needs glue.js and glue.factory`);
    }
    for (const g of m.groups) {
      if (!groups.includes(g)) throw new Error(`${where}: call group "${g}" is not one of ${groups.join(', ')}`);
    }
    for (const { env } of ENVIRONMENTS) {
      if (typeof m.entries[env] !== 'string') throw new Error(`${where}: entries.${env} is missing`);
    }
    if (!Number.isInteger(m.budget) || m.budget <= 0) throw new Error(`${where}: budget ${m.budget} is not a whole number of bytes`);
    return { name, ...m, nodeTransports: m.nodeTransports === true };
  });
  const others = Object.entries(table.others).map(([name, e]) => {
    const where = `wire.json: modules.others.${name}`;
    for (const key of ['source', 'file', 'platform']) {
      if (e[key] === undefined) throw new Error(`${where}: "${key}" is missing`);
    }
    if (!PLATFORMS.includes(e.platform)) throw new Error(`${where}: platform "${e.platform}" is not one of ${PLATFORMS.join(', ')}`);
    return { name, ...e };
  });
  const names = new Set([...wasm, ...others].map((x) => x.name));
  for (const e of others) {
    for (const [spec, used] of Object.entries(e.uses ?? {})) {
      if (!names.has(used)) throw new Error(`wire.json: modules.others.${e.name}: uses "${used}" for ${spec}, which is no entry`);
    }
  }
  if (!wasm.some((m) => m.name === table.page)) throw new Error(`wire.json: modules.page "${table.page}" is no module in modules.wasm`);
  return { wasm, others, page: table.page };
}

/** The module's name as users import it: style12, style12/core, ... */
export const importName = (module) => module.subpath === '.' ? PACKAGE : `${PACKAGE}/${module.subpath.slice(2)}`;

/** The call groups a module exports, by the module's name. */
export function groupsOf(description, name) {
  const module = modulesOf(description).wasm.find((m) => m.name === name);
  if (!module) throw new Error(`wire.json: no module "${name}" in modules.wasm`);
  return module.groups;
}

/**
 * The file in dist/ that an import of entry `name` stands for, seen from an
 * entry for `platform`: a module's browser or Node ES module entry, another
 * entry's one file.
 */
export function fileOf(table, name, platform) {
  const module = table.wasm.find((m) => m.name === name);
  if (module) return module.entries[platform === 'node' ? 'node' : 'browser'];
  return table.others.find((e) => e.name === name).file;
}

/**
 * A module's symbol map (function index to C++ name, written by the linker
 * beside its output): [where the build leaves it, its name in dist/].
 */
export function symbolMapOf(module) {
  const output = module.loader === 'emscripten' ? module.glue.js : module.wasm;
  return [`${module.buildDir}/${output}.symbols`, `${module.wasm}.symbols`];
}

/** Every file the build writes into dist/, in the table's order (each script with its source map). */
export function distFiles(table) {
  return [
    ...table.wasm.flatMap((m) => [
      ...ENVIRONMENTS.flatMap(({ env }) => [m.entries[env], `${m.entries[env]}.map`]),
      m.wasm, symbolMapOf(m)[1], `${m.types}.d.ts`, `${m.types}.d.cts`]),
    ...table.others.flatMap((e) => [e.file, `${e.file}.map`, ...(e.types ? [e.types] : [])]),
  ];
}

/**
 * The demo page's lib/ (scripts/build-web.mjs): `copies`, the files from
 * dist/ (the page's module's browser entry and .wasm, every other browser
 * entry), and `standIns`, a file name for each other module's browser
 * entry that those import, to re-export the page's module instead.
 */
export function pageFiles(table) {
  const page = table.wasm.find((m) => m.name === table.page);
  const browserEntries = table.others.filter((e) => e.platform === 'browser');
  const used = new Set(browserEntries.flatMap((e) => Object.values(e.uses ?? {})));
  return {
    page,
    copies: [page.entries.browser, page.wasm, ...browserEntries.map((e) => e.file)]
      .flatMap((file) => (file.endsWith('.mjs') ? [file, `${file}.map`] : [file])),
    standIns: table.wasm.filter((m) => m !== page && used.has(m.name)).map((m) => m.entries.browser),
  };
}

// `node scripts/wire/modules.mjs`: the table as the build reads it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(modulesOf(), null, 2));
}
