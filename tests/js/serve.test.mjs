// The demo's static server (scripts/serve.mjs), sent raw requests as any
// page or local program could: bad URLs get 400 and the server goes on;
// nothing outside its root is served, through a symbolic link or a path.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
