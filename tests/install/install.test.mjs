// Install test: the package as a user gets it. `npm pack`, install the
// tarball into a fresh project; run it in Node (each entry as an ES module
// and through require(), the CLI), compile typed uses of it with
// TypeScript strict (node16, nodenext, bundler); bundle apps with Vite,
// esbuild and webpack and open them in Chromium; load the browser entries
// unbundled from static pages served with a strict Content-Security-Policy.
//
// Node versions: these tests cover the Node they run on, which is the
// machine's (Debian bookworm's Node 20, the lowest the package's `engines`
// allows); the first Node test prints it. Nothing here runs a second Node.
//
// Runs offline: the one dependency (ws: the bridge, and WebSocket where
// Node has none) comes from the npm cache `npm ci` filled; Vite, esbuild,
// webpack and TypeScript are the copies in this repository's node_modules,
// the browser is the system Chromium.
//
//   npm run build && node --test tests/install/

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { distFiles, modulesOf } from '../../scripts/wire/modules.mjs';

const run = promisify(execFile);

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const fixtures = join(here, 'fixtures');
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const artifacts = join(root, 'test-results');
const CHROMIUM = '/usr/bin/chromium';

// The e7-e5 line of the fixtures' main.js, and its FEN (en passant written after a double push).
const INSTALL_LINE = '<12> rnbqkbnr pppp-ppp -------- ----p--- -------- -----P-- PPPPP-PP RNBQKBNR W 4 1 1 1 1 0 107 gbtami ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0';
const EXPECTED_FEN = 'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2';

// Every file the modules table (src/bindings/wire.json) says dist/ holds.
const SHIPPED = distFiles(modulesOf()).map((file) => `dist/${file}`);

const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const skip = existsSync(CHROMIUM)
  ? false
  : `Chromium not found at ${CHROMIUM}: the install test opens the built pages in it (apt-get install chromium)`;

/** Runs a command, failing with its output when it fails. */
async function sh(file, args, options = {}) {
  try {
    return await run(file, args, { maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    error.message = `${[file, ...args].join(' ')} failed (exit ${error.code}):\n${error.stdout ?? ''}\n${error.stderr ?? ''}`;
    throw error;
  }
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** A static file server on 127.0.0.1 that logs every request it answers. */
async function serve(dir, headers = {}) {
  const base = resolve(dir);
  const requests = [];
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://127.0.0.1');
    let file = normalize(join(base, decodeURIComponent(pathname)));
    let status = 404;
    let body = 'not found';
    let type = 'text/plain; charset=utf-8';
    if (file === base || file.startsWith(base + sep)) {
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (existsSync(file) && statSync(file).isFile()) {
        status = 200;
        body = readFileSync(file);
        type = TYPES[extname(file)] ?? 'application/octet-stream';
      }
    }
    requests.push({ path: pathname, status, type });
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const url = `http://127.0.0.1:${server.address().port}/`;
  return {
    url,
    requests,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

/** Every file under dir, as paths relative to it. */
function walk(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => statSync(join(dir, name)).isFile());
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

describe('style12 as installed from its tarball', { skip, timeout: 10 * 60_000 }, () => {
  let tmp;
  let browser;
  const servers = [];
  const state = {};

  before(async () => {
    assert.ok(
      existsSync(join(root, 'dist', 'style12.wasm')) && existsSync(join(root, 'dist', 'browser.mjs')),
      `${join(root, 'dist')} is not built: run \`npm run build\` first`,
    );
    assert.ok(existsSync(viteBin), `Vite is not installed at ${viteBin}: run \`npm install\` in ${root}`);
    tmp = mkdtempSync(join(tmpdir(), 'style12-install-'));
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, { timeout: 120_000 });

  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((s) => s.close()));
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /**
   * Opens url in a new page and waits for #out to be filled (with a FEN,
   * or "error: ..." from the page's catch). Returns what #out holds and
   * what the page reported on the way.
   */
  async function openAndRead(url, { screenshot } = {}) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleMessages = [];
    const pageErrors = [];
    // Every path the page fetched, to tell what an entry downloads.
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('console', (msg) => consoleMessages.push(`${msg.type()}: ${msg.text()}`));
    page.on('pageerror', (error) => pageErrors.push(String(error && error.stack ? error.stack : error)));
    // Added through the DevTools protocol, so a page CSP does not block it.
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`);
      });
    });
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      try {
        await page.waitForFunction(() => (document.querySelector('#out')?.textContent ?? '').trim() !== '', null, { timeout: 30_000 });
      } catch (error) {
        error.message += `\n#out stayed empty.\nconsole:\n  ${consoleMessages.join('\n  ')}\npage errors:\n  ${pageErrors.join('\n  ')}`;
        throw error;
      }
      const text = (await page.textContent('#out')).trim();
      const violations = await page.evaluate(() => window.__cspViolations);
      if (screenshot) {
        mkdirSync(dirname(screenshot), { recursive: true });
        await page.screenshot({ path: screenshot, fullPage: true });
      }
      return { text, consoleMessages, pageErrors, violations, requests };
    } finally {
      await context.close();
    }
  }

  const describeReport = (r) =>
    `#out: ${r.text}\nconsole:\n  ${r.consoleMessages.join('\n  ') || '(none)'}\n` +
    `page errors:\n  ${r.pageErrors.join('\n  ') || '(none)'}\nCSP violations:\n  ${r.violations.join('\n  ') || '(none)'}`;

  test('npm pack ships dist/ and no sources or tests', { timeout: 120_000 }, async () => {
    const packDir = join(tmp, 'pack');
    mkdirSync(packDir);
    const { stdout } = await sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], { cwd: root });
    const [info] = JSON.parse(stdout);
    const tarball = join(packDir, info.filename);
    assert.ok(existsSync(tarball), `npm pack reported ${info.filename} but ${tarball} does not exist`);

    // The tarball itself, not npm's account of it.
    const { stdout: listing } = await sh('tar', ['-tzf', tarball]);
    const files = listing.split('\n').filter(Boolean).map((f) => f.replace(/^package\//, ''));
    for (const file of SHIPPED) {
      assert.ok(files.includes(file), `${file} is missing from the tarball; it holds:\n  ${files.join('\n  ')}`);
    }
    for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md']) assert.ok(files.includes(file), `${file} is missing from the tarball`);
    const stray = files.filter((f) => f.startsWith('src/') || f.startsWith('tests/'));
    assert.deepEqual(stray, [], `the tarball ships sources or tests:\n  ${stray.join('\n  ')}`);
    state.tarball = tarball;
  });

  test('the tarball installs into a fresh project', { timeout: 180_000 }, async (t) => {
    if (!state.tarball) return t.skip('no tarball (npm pack failed)');
    const app = join(tmp, 'app');
    cpSync(join(fixtures, 'vite-app'), app, { recursive: true });
    writeFileSync(join(app, 'package.json'), `${JSON.stringify({
      name: 'style12-install-check',
      version: '0.0.0',
      private: true,
      type: 'module',
    }, null, 2)}\n`);

    const args = ['install', state.tarball, '--no-audit', '--no-fund'];
    try {
      await sh('npm', [...args, '--offline'], { cwd: app });
      t.diagnostic('installed offline');
    } catch (offline) {
      t.diagnostic(`offline install failed, trying with the registry: ${offline.message.split('\n')[0]}`);
      await sh('npm', args, { cwd: app });
    }
    const installed = join(app, 'node_modules', 'style12');
    for (const file of SHIPPED) {
      assert.ok(existsSync(join(installed, file)), `${file} is missing from the installed package`);
    }
    const deps = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).dependencies ?? {};
    assert.ok(deps.style12, 'npm install did not record style12 in the project\'s dependencies');
    state.app = app;
  });

  test('Node runs the installed package: each entry as an ES module and through require(), the .wasm subpaths, the CLI', { timeout: 120_000 }, async (t) => {
    if (!state.app) return t.skip('no installed app');
    t.diagnostic(`Node ${process.version}; the package's engines: ${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node}`);
    const modules = modulesOf().wasm;
    const names = modules.map((m) => (m.subpath === '.' ? 'style12' : `style12/${m.subpath.slice(2)}`));
    const line = JSON.stringify(INSTALL_LINE);
    const esm = `
      for (const name of ${JSON.stringify(names)}) {
        const s12 = await (await import(name)).load();
        console.log(name, s12.parseStyle12(${line}).fen);
      }
      for (const wasm of ${JSON.stringify(modules.map((m) => m.wasm))}) console.log(new URL(import.meta.resolve('style12/wasm/' + wasm)).pathname);`;
    const cjs = `
      (async () => {
        for (const name of ${JSON.stringify(names)}) {
          const s12 = await require(name).load();
          console.log(name, s12.parseStyle12(${line}).fen);
        }
        for (const wasm of ${JSON.stringify(modules.map((m) => m.wasm))}) console.log(require.resolve('style12/wasm/' + wasm));
      })();`;
    const installed = join(state.app, 'node_modules', 'style12');
    const expected = [...names.map((name) => `${name} ${EXPECTED_FEN}`), ...modules.map((m) => join(installed, 'dist', m.wasm))].join('\n');
    for (const [type, script] of [['module', esm], ['commonjs', cjs]]) {
      const { stdout } = await sh(process.execPath, [`--input-type=${type}`, '-e', script], { cwd: state.app });
      assert.equal(stdout.trim(), expected, `as ${type}`);
    }
    const version = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version;
    const { stdout } = await sh(join(state.app, 'node_modules', '.bin', 'style12'), ['--version'], { cwd: state.app });
    assert.equal(stdout.trim(), version);
  });

  test('TypeScript strict compiles the typed uses against the installed package: node16, nodenext and bundler', { timeout: 180_000 }, async (t) => {
    if (!state.app) return t.skip('no installed app');
    const dir = join(state.app, 'types');
    mkdirSync(dir, { recursive: true });
    for (const file of ['usage.ts', 'board-usage.ts', 'cjs-usage.cts']) cpSync(join(root, 'tests', 'types', file), join(dir, file));
    // usage.ts checks dests() against chessground's own Config type.
    const chessground = join(state.app, 'node_modules', 'chessground');
    if (!existsSync(chessground)) symlinkSync(join(root, 'node_modules', 'chessground'), chessground, 'dir');
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const base = { strict: true, noEmit: true, target: 'es2022', lib: ['es2022', 'dom'], types: [], skipLibCheck: false };
    const configs = [
      ['node16', { module: 'node16', moduleResolution: 'node16' }, ['usage.ts', 'board-usage.ts', 'cjs-usage.cts']],
      ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }, ['usage.ts', 'board-usage.ts', 'cjs-usage.cts']],
      ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, ['usage.ts', 'board-usage.ts']],
    ];
    for (const [name, options, files] of configs) {
      const config = join(dir, `tsconfig.${name}.json`);
      writeFileSync(config, JSON.stringify({ compilerOptions: { ...base, ...options }, files }, null, 2));
      await sh(process.execPath, [tsc, '-p', config], { cwd: dir });
      t.diagnostic(`tsc --strict, ${name}: ${files.join(', ')}`);
    }
    // A control: a wrong type is caught under the same configuration.
    writeFileSync(join(dir, 'wrong.ts'), "import { load } from 'style12';\nconst n: number = (await load()).toFen('<12>');\nexport { n };\n");
    const config = join(dir, 'tsconfig.wrong.json');
    writeFileSync(config, JSON.stringify({ compilerOptions: { ...base, module: 'nodenext', moduleResolution: 'nodenext' }, files: ['wrong.ts'] }));
    await assert.rejects(sh(process.execPath, [tsc, '-p', config], { cwd: dir }), /TS2322/);
  });

  test('vite build copies the .wasm into the bundle', { timeout: 180_000 }, async (t) => {
    if (!state.app) return t.skip('no installed project');
    const out = join(state.app, 'dist');
    // Vite from this repository, run on the temporary project: nothing to download.
    await sh(process.execPath, [viteBin, 'build', state.app, '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: state.app,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const built = walk(out);
    const wasm = built.filter((f) => f.endsWith('.wasm'));
    assert.equal(wasm.length, 1, `expected one .wasm asset in the Vite build, found ${wasm.length}:\n  ${built.join('\n  ')}`);
    assert.equal(
      sha256(readFileSync(join(out, wasm[0]))),
      sha256(readFileSync(join(state.app, 'node_modules', 'style12', 'dist', 'style12.wasm'))),
      `${wasm[0]} differs from the package's dist/style12.wasm`,
    );
    // The bundle must point at the copied asset, not at node_modules.
    const scripts = built.filter((f) => f.endsWith('.js'));
    const referenced = scripts.some((f) => readFileSync(join(out, f), 'utf8').includes(wasm[0].split(sep).pop()));
    assert.ok(referenced, `no script of the bundle names ${wasm[0]}`);
    t.diagnostic(`Vite emitted ${wasm[0]}`);
    state.viteOut = out;
    state.viteWasm = `/${wasm[0].split(sep).join('/')}`;
  });

  test('the Vite bundle shows the FEN in Chromium', { timeout: 120_000 }, async (t) => {
    if (!state.viteOut) return t.skip('no Vite build');
    const server = await serve(state.viteOut);
    servers.push(server);
    const report = await openAndRead(server.url, { screenshot: join(artifacts, 'install-vite.png') });
    assert.equal(report.text, EXPECTED_FEN, describeReport(report));
    assert.deepEqual(report.pageErrors, [], describeReport(report));
    const wasmRequest = server.requests.find((r) => r.path === state.viteWasm);
    assert.ok(wasmRequest, `the page never fetched ${state.viteWasm}; requests: ${JSON.stringify(server.requests)}`);
    assert.equal(wasmRequest.status, 200);
    assert.equal(wasmRequest.type, 'application/wasm');
  });

  // The README's recipes for the other bundlers (src/js/README.md, Loading),
  // each a production build of the same app opened in Chromium.
  async function bundledApp(t, name, bundle) {
    if (!state.app) return t.skip('no installed project');
    const out = join(state.app, name);
    await bundle(out);
    cpSync(join(state.app, 'index.html'), join(out, 'index.html'));
    const server = await serve(out);
    servers.push(server);
    const report = await openAndRead(server.url, { screenshot: join(artifacts, `install-${name}.png`) });
    assert.equal(report.text, EXPECTED_FEN, describeReport(report));
    assert.deepEqual(report.pageErrors, [], describeReport(report));
    return server;
  }

  test('esbuild: a minified bundle with style12.wasm copied beside it shows the FEN in Chromium', { timeout: 120_000 }, async (t) => {
    const server = await bundledApp(t, 'esbuild-out', async (out) => {
      const { build } = await import('esbuild');
      await build({
        absWorkingDir: state.app, entryPoints: ['main.js'], outfile: join(out, 'main.js'), bundle: true, minify: true, format: 'esm',
        logLevel: 'silent',
      });
      // esbuild copies no assets: the recipe's one step, the file found
      // through the package's wasm/ subpath as the recipe finds it.
      cpSync(createRequire(join(state.app, 'package.json')).resolve('style12/wasm/style12.wasm'), join(out, 'style12.wasm'));
    });
    if (server) assert.ok(server.requests.some((r) => r.path === '/style12.wasm' && r.status === 200), JSON.stringify(server.requests));
  });

  test('webpack: a production build emits the .wasm as an asset and shows the FEN in Chromium', { timeout: 180_000 }, async (t) => {
    const server = await bundledApp(t, 'webpack-out', async (out) => {
      const { default: webpack } = await import('webpack');
      const stats = await new Promise((resolve, reject) => webpack({
        mode: 'production', context: state.app, entry: './main.js', output: { path: out, filename: 'main.js' },
      }, (error, result) => (error ? reject(error) : resolve(result))));
      assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
      const wasm = walk(out).filter((f) => f.endsWith('.wasm'));
      assert.equal(wasm.length, 1, `webpack emitted ${wasm.length} .wasm files`);
      assert.equal(sha256(readFileSync(join(out, wasm[0]))),
        sha256(readFileSync(join(state.app, 'node_modules', 'style12', 'dist', 'style12.wasm'))));
    });
    if (server) assert.ok(server.requests.some((r) => r.path.endsWith('.wasm') && r.status === 200), JSON.stringify(server.requests));
  });

  test('a Vite app shows a feed on chessground: chessground draws what toChessground returns', { timeout: 300_000 }, async (t) => {
    if (!state.tarball) return t.skip('no tarball (npm pack failed)');
    const app = join(tmp, 'app-chessground');
    cpSync(join(fixtures, 'vite-chessground'), app, { recursive: true });
    writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name: 'style12-chessground-example', version: '0.0.0', private: true, type: 'module' }, null, 2)}\n`);
    const chessground = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.chessground;
    const args = ['install', state.tarball, `chessground@${chessground}`, '--no-audit', '--no-fund'];
    try {
      await sh('npm', [...args, '--offline'], { cwd: app });
    } catch {
      await sh('npm', args, { cwd: app });
    }
    const out = join(app, 'dist');
    await sh(process.execPath, [viteBin, 'build', app, '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: app, env: { ...process.env, NODE_ENV: 'production' },
    });
    const server = await serve(out);
    servers.push(server);
    const report = await openAndRead(server.url, { screenshot: join(artifacts, 'install-chessground.png') });
    // The last board of the session: 2... Qh4#, drawn by chessground as given.
    assert.equal(report.text,
      'boards=6 drawn=rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR expected=rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR lastMove=d8,h4 check=true',
      describeReport(report));
    assert.deepEqual(report.pageErrors, [], describeReport(report));
  });

  /** A folder with the static page and the installed package beside it. */
  function staticSite() {
    if (state.staticSite) return state.staticSite;
    const site = join(tmp, 'static');
    cpSync(join(fixtures, 'static-page'), site, { recursive: true });
    cpSync(join(state.app, 'node_modules', 'style12'), join(site, 'node_modules', 'style12'), { recursive: true });
    state.staticSite = site;
    return site;
  }

  test('dist/browser.mjs works unbundled under a strict CSP', { timeout: 120_000 }, async (t) => {
    if (!state.app) return t.skip('no installed project');
    const server = await serve(staticSite(), { 'Content-Security-Policy': STRICT_CSP });
    servers.push(server);
    const report = await openAndRead(server.url, { screenshot: join(artifacts, 'install-static-csp.png') });
    assert.equal(report.text, EXPECTED_FEN, describeReport(report));
    assert.deepEqual(report.pageErrors, [], describeReport(report));
    assert.deepEqual(report.violations, [], describeReport(report));
    const cspMessages = report.consoleMessages.filter((m) => /Content Security Policy|Refused to/i.test(m));
    assert.deepEqual(cspMessages, [], describeReport(report));
    const wasmRequest = server.requests.find((r) => r.path === '/node_modules/style12/dist/style12.wasm');
    assert.ok(wasmRequest, `the page never fetched the .wasm; requests: ${JSON.stringify(server.requests)}`);
    assert.equal(wasmRequest.status, 200);
    assert.equal(wasmRequest.type, 'application/wasm');
  });

  test('dist/core-browser.mjs (style12/core) works unbundled under a strict CSP with its own small .wasm', { timeout: 120_000 }, async (t) => {
    if (!state.app) return t.skip('no installed project');
    const site = join(tmp, 'static-core');
    cpSync(join(fixtures, 'static-core'), site, { recursive: true });
    cpSync(join(state.app, 'node_modules', 'style12'), join(site, 'node_modules', 'style12'), { recursive: true });
    const server = await serve(site, { 'Content-Security-Policy': STRICT_CSP });
    servers.push(server);
    const report = await openAndRead(server.url);
    assert.equal(report.text, EXPECTED_FEN, describeReport(report));
    assert.deepEqual(report.pageErrors, [], describeReport(report));
    assert.deepEqual(report.violations, [], describeReport(report));
    const wasm = server.requests.filter((r) => r.path.endsWith('.wasm')).map((r) => r.path);
    assert.deepEqual(wasm, ['/node_modules/style12/dist/style12-core.wasm'], 'only the core module is fetched');
  });

  test('<style12-board> draws a crazyhouse line with pockets on a plain page under a strict CSP', { timeout: 120_000 }, async (t) => {
    if (!state.app) return t.skip('no installed project');
    const site = join(tmp, 'static-element');
    cpSync(join(fixtures, 'static-element'), site, { recursive: true });
    cpSync(join(state.app, 'node_modules', 'style12'), join(site, 'node_modules', 'style12'), { recursive: true });
    const server = await serve(site, { 'Content-Security-Policy': STRICT_CSP });
    servers.push(server);
    const report = await openAndRead(server.url, { screenshot: join(artifacts, 'install-element.png') });
    // 31 men on the board (Black lost the d-pawn), White's pocket P N, Black's P P Q,
    // the board seen from Black (flip field 0, relation -1: still White at the bottom).
    assert.equal(report.text, 'pieces=31 d5=wP white=wP1,wN1 black=bP2,bQ1 names=admin/GuestABCD dark=rgb(118, 150, 86) a1=dark h1=light',
      describeReport(report));
    assert.deepEqual(report.pageErrors, [], describeReport(report));
    assert.deepEqual(report.violations, [], describeReport(report));
    // A line needs style12/core's module and no other.
    assert.deepEqual(report.requests.filter((path) => path.endsWith('.wasm')), ['/node_modules/style12/dist/style12-core.wasm']);
    // A FEN needs none: its placement and pockets are read without one.
    const fen = await openAndRead(`${server.url}fen.html`, { screenshot: join(artifacts, 'install-element-fen.png') });
    assert.equal(fen.text, 'pieces=31 d5=wP white=wP1,wN1 black=bP2,bQ1 bad=FEN_BAD_RANK_WIDTH', describeReport(fen));
    // Nor style12/core's JavaScript: it is imported when a line first asks.
    assert.deepEqual(fen.requests.filter((path) => /\.wasm$|style12\/dist\/(?!element|board)/.test(path)), [], fen.requests.join('\n'));
    assert.deepEqual(fen.pageErrors, [], describeReport(fen));
    assert.deepEqual(fen.violations, [], describeReport(fen));
  });

  /**
   * A copy of the bundled-element fixture with the installed package: a
   * page that imports style12/element for its side effect only.
   */
  function elementApp(name) {
    const app = join(tmp, name);
    cpSync(join(fixtures, 'bundled-element'), app, { recursive: true });
    writeFileSync(join(app, 'package.json'), `${JSON.stringify({ name, version: '0.0.0', private: true, type: 'module' }, null, 2)}\n`);
    cpSync(join(state.app, 'node_modules', 'style12'), join(app, 'node_modules', 'style12'), { recursive: true });
    return app;
  }

  // The line's position drawn by the element, Black's name above (flip field 0).
  const ELEMENT_DRAWN = 'defined=true pieces=32 e5=bP names=ggbtami/gbtami';

  // "sideEffects": false let both bundlers drop `import 'style12/element'`:
  // the element drew in the dev server and was never defined once built.
  test('a Vite production build keeps `import \'style12/element\'`: the element is defined and draws', { timeout: 180_000 }, async (t) => {
    if (!state.app) return t.skip('no installed project');
    const app = elementApp('app-element-vite');
    const out = join(app, 'dist');
    await sh(process.execPath, [viteBin, 'build', app, '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: app, env: { ...process.env, NODE_ENV: 'production' },
    });
    const server = await serve(out);
    servers.push(server);
    const report = await openAndRead(server.url, { screenshot: join(artifacts, 'install-element-vite.png') });
    assert.equal(report.text, ELEMENT_DRAWN, describeReport(report));
    assert.deepEqual(report.pageErrors, [], describeReport(report));
  });

  test('an esbuild bundle (minified) keeps `import \'style12/element\'` without a warning: the element is defined and draws', { timeout: 120_000 }, async (t) => {
    if (!state.app) return t.skip('no installed project');
    const app = elementApp('app-element-esbuild');
    const out = join(app, 'out');
    // esbuild from this repository, on the temporary project.
    const { build } = await import('esbuild');
    const result = await build({
      absWorkingDir: app, entryPoints: ['main.js'], outdir: out, bundle: true, minify: true, format: 'esm', logLevel: 'silent',
    });
    // esbuild copies no assets: the page and the .wasm go beside the bundle,
    // where the package's new URL('./style12-core.wasm', import.meta.url)
    // finds it (the element draws a line with style12/core).
    assert.deepEqual(result.warnings.map((w) => `${w.id}: ${w.text}`), [], 'esbuild warned');
    cpSync(join(app, 'index.html'), join(out, 'index.html'));
    cpSync(join(app, 'node_modules', 'style12', 'dist', 'style12-core.wasm'), join(out, 'style12-core.wasm'));
    const server = await serve(out);
    servers.push(server);
    const report = await openAndRead(server.url);
    assert.equal(report.text, ELEMENT_DRAWN, describeReport(report));
    assert.deepEqual(report.requests.filter((path) => path.endsWith('.wasm')), ['/style12-core.wasm']);
    assert.deepEqual(report.pageErrors, [], describeReport(report));
  });

  // Control: the same page without 'wasm-unsafe-eval' must fail, and be
  // seen failing, or the check above proves nothing.
  test('the CSP check notices a violation (control)', { timeout: 120_000 }, async (t) => {
    if (!state.app) return t.skip('no installed project');
    const server = await serve(staticSite(), { 'Content-Security-Policy': "default-src 'self'; script-src 'self'" });
    servers.push(server);
    const report = await openAndRead(server.url);
    assert.notEqual(report.text, EXPECTED_FEN, `the .wasm compiled without 'wasm-unsafe-eval'\n${describeReport(report)}`);
    const seen = report.violations.length > 0
      || report.consoleMessages.some((m) => /Content Security Policy|Refused to/i.test(m));
    assert.ok(seen, `a blocked WebAssembly compile went unreported\n${describeReport(report)}`);
    t.diagnostic(`blocked as expected: ${report.violations[0] ?? report.consoleMessages[0]}`);
  });
});
