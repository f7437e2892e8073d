// The demo's static server (scripts/serve.mjs), sent raw requests as any
// page or local program could: bad URLs get 400 and the server goes on;
// nothing outside its root is served, through a symbolic link or a path.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  closeSync, mkdtempSync, mkdirSync, openSync, readdirSync, readlinkSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';

let server;
let port;
let dir;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'style12-serve-'));
  const root = join(dir, 'root');
  mkdirSync(join(root, 'sub'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>root</title>');
  writeFileSync(join(root, 'sub', 'a.txt'), 'inside');
  writeFileSync(join(dir, 'secret.txt'), 'outside the root');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'link.txt'));
  symlinkSync(dir, join(root, 'up'));
  symlinkSync(join(root, 'sub', 'a.txt'), join(root, 'inner-link.txt'));
  server = await startServer({ root, port: 0, host: '127.0.0.1' });
  port = server.address().port;
});

after(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

// One request as raw bytes; the status line's code and the body.
function raw(request) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (d) => { got += d.toString('latin1'); });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0);
      resolve({ status, body: got.slice(got.indexOf('\r\n\r\n') + 4), headers: got.slice(0, got.indexOf('\r\n\r\n')) });
    });
    socket.write(request);
  });
}
const get = (path) => raw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

describe('the static server', { timeout: 10_000 }, () => {
  test('answers 400 to paths that are not URLs, and goes on serving', async () => {
    for (const path of ['/%', '/%zz', '/%E0%A4%A', 'http://[', '/a%00b']) {
      assert.equal((await get(path)).status, 400, path);
    }
    assert.equal((await raw('NOT HTTP AT ALL\r\n\r\n')).status, 400);
    const home = await get('/');
    assert.equal(home.status, 200);
    assert.match(home.body, /<title>root<\/title>/);
    assert.match(home.headers, /Content-Security-Policy: default-src 'self'/);
  });

  test('serves nothing outside its root: not through a symbolic link, not through ..', async () => {
    assert.equal((await get('/link.txt')).status, 404);
    assert.equal((await get('/up/secret.txt')).status, 404);
    assert.equal((await get('/../secret.txt')).status, 404);
    assert.equal((await get('/%2e%2e/secret.txt')).status, 404);
    assert.equal((await get('/sub/%2e%2e/%2e%2e/secret.txt')).status, 404);
    const inner = await get('/inner-link.txt');
    assert.equal(inner.status, 200, 'a link that stays inside the root is followed');
    assert.equal(inner.body, 'inside');
    assert.equal((await get('/missing.txt')).status, 404);
  });

  test('takes GET and HEAD only', async () => {
    assert.equal((await raw('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')).status, 405);
    const head = await raw('HEAD /sub/a.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
  });
});

describe('the port', () => {
  test('a port named in PORT that is taken fails at once with a clear message', async () => {
    const { spawnSync } = await import('node:child_process');
    const script = new URL('../../scripts/serve.mjs', import.meta.url).pathname;
    // `port` is the test server's: taken.
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: join(dir, 'root') }, encoding: 'utf8', timeout: 10_000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, new RegExp(`serve: port ${port} on 127\\.0\\.0\\.1 is taken .*set PORT to a free port, or PORT=0`));
  });
});

// A download the client stops reading and then drops must not keep the
// file open: with one descriptor leaked per abort, a server under
// `ulimit -n 128` answered nothing after about a hundred of them. The
// server runs as its own process so its descriptors can be counted in
// /proc/<pid>/fd, apart from the test's sockets.
describe('aborted downloads', { skip: process.platform !== 'linux' && 'counts descriptors in /proc', timeout: 60_000 }, () => {
  const DOWNLOADS = 20;
  let child;
  let childPort;
  let big;

  const descriptors = () => readdirSync(`/proc/${child.pid}/fd`).map((fd) => {
    try {
      return readlinkSync(`/proc/${child.pid}/fd/${fd}`);
    } catch {
      return '';
    }
  });
  const openOnBig = () => descriptors().filter((target) => target === big).length;

  // Polls until `holds()` is true; a deadline only so a failure ends.
  // `what()` says what was awaited, and how it stands then.
  async function until(holds, what, limit = 10_000) {
    const end = Date.now() + limit;
    while (!holds()) {
      if (Date.now() > end) assert.fail(`${what()} (waited ${limit} ms)`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  before(async () => {
    const root = join(dir, 'big-root');
    mkdirSync(root);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>big</title>');
    // Far more than the socket buffers hold, so the server is still
    // reading it when the client stops; sparse, so it costs no disk.
    big = join(realpathSync(root), 'big.bin');
    closeSync(openSync(big, 'w'));
    truncateSync(big, 64 * 1024 * 1024);
    child = spawn(process.execPath, [new URL('../../scripts/serve.mjs', import.meta.url).pathname], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_ROOT: root }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    childPort = await new Promise((resolve, reject) => {
      let said = '';
      child.stdout.on('data', (d) => {
        said += d;
        const found = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(said);
        if (found) resolve(Number(found[1]));
      });
      child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}) before listening: ${said}`)));
    });
  });

  after(() => child?.kill());

  test(`${DOWNLOADS} stalled then aborted downloads leave no file open`, async () => {
    // Listening, before any request.
    const baseline = descriptors().length;
    assert.equal(openOnBig(), 0);

    const sockets = [];
    for (let i = 0; i < DOWNLOADS; i++) {
      const socket = connect(childPort, '127.0.0.1');
      socket.on('error', () => {});
      socket.pause();
      socket.write('GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      sockets.push(socket);
    }
    // Every download under way, the server holding the file for each.
    await until(() => openOnBig() === DOWNLOADS, () => `the server opens ${DOWNLOADS} copies of the file; open: ${openOnBig()}`);
    for (const socket of sockets) socket.destroy();

    await until(() => openOnBig() === 0, () => `the server closes the file of every aborted download; still open: ${openOnBig()}`);
    await until(() => descriptors().length <= baseline,
      () => `the server's descriptors return to ${baseline}; now ${descriptors().length}`);
    // And it still serves.
    const home = await fetch(`http://127.0.0.1:${childPort}/`, { headers: { Connection: 'close' } });
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<title>big<\/title>/);
  });
});
