// style12 bridge, run as the CLI runs it, between WebSocket clients (the ws
// package) and a small chess server of the tests (live/fake-fics.mjs):
// bytes both ways, timeseal, an unreachable server, either side closing, a
// large burst, a slow client, origins.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import WebSocket from 'ws';
import { CLI, startBridge } from './live/bridge-process.mjs';
import { startFakeFics } from './live/fake-fics.mjs';

const GAME = readFileSync(new URL('../fixtures/transcripts/standard-game.fics', import.meta.url));
const running = [];
after(async () => { for (const stop of running) await stop(); });

// The bridge as a child process, stopped after the tests.
async function bridge(args) {
  const started = await startBridge(args);
  running.push(started.stop);
  return started;
}

// A client: every byte it got, in order, and a wait for some text.
function client(url, options) {
  const ws = new WebSocket(url, options);
  const got = [];
  const closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  ws.on('message', (data) => got.push(Buffer.from(data)));
  const bytes = () => Buffer.concat(got);
  const until = async (test, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!test(bytes())) {
      if (Date.now() > end) throw new Error(`waited in vain; got ${JSON.stringify(bytes().toString('latin1').slice(-300))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const open = new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  return { ws, bytes, until, closed, open };
}

// The bridge's log once it shows `pattern`: its line may come through the
// pipe a moment after what the client saw.
async function logShows(log, pattern) {
  for (let i = 0; i < 100 && !pattern.test(log()); i++) await new Promise((r) => setTimeout(r, 20));
  return log();
}

const has = (text) => (bytes) => bytes.includes(Buffer.from(text, 'latin1'));

describe('style12 bridge', () => {
  test('passes bytes both ways unchanged: login as a guest, observe a game', async () => {
    const fics = await startFakeFics();
    running.push(fics.close);
    const { url, log } = await bridge(['--to', `127.0.0.1:${fics.port}`]);
    const c = client(url);
    await c.open;
    await c.until(has('login: '));
    c.ws.send('guest\n');
    await c.until(has('Press return'));
    c.ws.send('\n');
    await c.until(has('fics% '));
    const before = c.bytes().length;
    c.ws.send('observe 107\n');
    await c.until((b) => b.length >= before + GAME.length);
    assert.deepEqual(c.bytes().subarray(before), GAME, 'the recorded output arrives byte for byte');
    assert.deepEqual(fics.sessions[0].lines, ['guest', '', 'observe 107']);
    c.ws.close();
    await c.closed;
    await new Promise((r) => setTimeout(r, 200));
    assert.ok(fics.sessions[0].closed, 'the client closing closes the server connection');
    assert.match(await logShows(log, /closed by the client/), /127\.0\.0\.1:\d+ <-> 127\.0\.0\.1:\d+: \d+ bytes up, \d+ down; closed by the client/);
  });

  test('with --timeseal: the hello and every line sealed, pings answered and taken out', async () => {
    const fics = await startFakeFics({ timeseal: true });
    running.push(fics.close);
    const { url } = await bridge(['--to', `127.0.0.1:${fics.port}`, '--timeseal']);
    const c = client(url);
    await c.open;
    await c.until(has('login: '));
    c.ws.send('guest\nping\n');
    await c.until(has('fics% '));
    await new Promise((r) => setTimeout(r, 200));
    const sealed = fics.sessions[0].sealed;
    assert.match(sealed[0].line, /^TIMESEAL2\|openseal\|style12\|$/);
    assert.deepEqual(sealed.slice(1).map((s) => s.line), ['guest', 'ping', '\x029']);
    for (const { time } of sealed) assert.ok(Number.isInteger(time) && time >= 0 && time < 1e7);
    assert.ok(!c.bytes().includes(Buffer.from('[G]\0', 'latin1')), 'the ping request is not passed on');
    c.ws.close();
    await c.closed;
  });

  test('with --timeseal: a line sent the moment the WebSocket opens still comes after the hello', async () => {
    const fics = await startFakeFics({ timeseal: true });
    running.push(fics.close);
    const { url } = await bridge(['--to', `127.0.0.1:${fics.port}`, '--timeseal']);
    // Clients that speak before the bridge's connection to the server has
    // opened: each line must reach the server after that session's hello.
    const clients = Array.from({ length: 6 }, () => {
      const c = client(url);
      c.ws.once('open', () => c.ws.send('guest\n'));
      return c;
    });
    await Promise.all(clients.map((c) => c.until(has('Press return'))));
    assert.equal(fics.sessions.length, 6);
    for (const session of fics.sessions) {
      assert.match(session.sealed[0].line, /^TIMESEAL2\|openseal\|style12\|$/);
      assert.deepEqual(session.sealed.slice(1).map((x) => x.line), ['guest']);
    }
    for (const c of clients) c.ws.close();
    await Promise.all(clients.map((c) => c.closed));
  });

  test('with --timeseal: a line with a CR inside is refused to its client alone; the bridge and the other clients go on', async () => {
    const fics = await startFakeFics({ timeseal: true });
    running.push(fics.close);
    const { url, log, child } = await bridge(['--to', `127.0.0.1:${fics.port}`, '--timeseal']);
    const a = client(url);
    const b = client(url);
    await Promise.all([a.open, b.open]);
    await Promise.all([a.until(has('login: ')), b.until(has('login: '))]);
    a.ws.send('say a\rb\n');
    await a.until(has('style12 bridge: not sent: "say a\\rb": a line with a carriage return inside it cannot be sealed'));
    assert.match(await logShows(log, /refused a line/), /refused a line \(a line with a carriage return/);
    // Both sessions go on: the bridge is alive and neither was closed.
    a.ws.send('guest\n');
    b.ws.send('guest\n');
    await Promise.all([a.until(has('Press return')), b.until(has('Press return'))]);
    assert.equal(child.exitCode, null, 'the bridge is still running');
    assert.ok(!b.bytes().includes(Buffer.from('not sent')), 'the other client was told nothing');
    const sessionOf = (n) => fics.sessions[n].sealed.map((s) => s.line).slice(1);
    assert.deepEqual([sessionOf(0), sessionOf(1)].sort(), [['guest'], ['guest']]);
    a.ws.close();
    b.ws.close();
    await Promise.all([a.closed, b.closed]);
  });

  test('messages are bounded: three 90 MB messages to a server that never reads keep the bridge under 300 MB', { timeout: 120_000 }, async () => {
    const sockets = [];
    const server = createServer((socket) => { sockets.push(socket); socket.pause(); socket.on('error', () => {}); });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    running.push(() => new Promise((done) => { for (const s of sockets) s.destroy(); server.close(() => done()); }));
    const { url, child, log } = await bridge(['--to', `127.0.0.1:${server.address().port}`]);
    const huge = Buffer.alloc(90 * 1024 * 1024, 0x61);
    const clients = [client(url), client(url), client(url)];
    await Promise.all(clients.map((c) => c.open));
    for (const c of clients) c.ws.send(huge);
    const closes = await Promise.all(clients.map((c) => c.closed));
    for (const { code } of closes) assert.equal(code, 1009, 'a message over the limit closes its connection');
    // A client that floods in allowed messages is paused, not buffered:
    // 90 MB in 64 KiB messages, while the server reads nothing.
    const flood = client(url);
    await flood.open;
    const piece = Buffer.alloc(64 * 1024, 0x62);
    for (let i = 0; i < 90 * 16; i++) flood.ws.send(piece);
    await new Promise((r) => setTimeout(r, 3000));
    const status = readFileSync(`/proc/${child.pid}/status`, 'latin1');
    const peak = Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) * 1024;
    assert.ok(peak < 300 * 1024 * 1024, `the bridge's peak RSS was ${(peak / 2 ** 20).toFixed(0)} MB`);
    assert.equal(child.exitCode, null, 'the bridge is still running');
    assert.match(await logShows(log, /Max payload/), /client connection failed: Max payload size exceeded/);
    flood.ws.terminate();
  });

  test('an unreachable server: a clear error to the client, then the connection closes', async () => {
    const port = await new Promise((resolve) => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); }); });
    const { url, log } = await bridge(['--to', `127.0.0.1:${port}`]);
    const c = client(url);
    await c.open;
    await c.closed;
    assert.match(c.bytes().toString(), /style12 bridge: cannot reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
    assert.match(await logShows(log, /unreachable/), /server unreachable: ECONNREFUSED/);
  });

  test('the server closing closes the client', async () => {
    const fics = await startFakeFics();
    running.push(fics.close);
    const { url } = await bridge(['--to', `127.0.0.1:${fics.port}`]);
    const c = client(url);
    await c.open;
    await c.until(has('login: '));
    c.ws.send('quit\n');
    await c.closed;
    assert.ok(has('Logging you out.')(c.bytes()));
  });

  test('a large burst arrives whole and in order; a slow client pauses the server side', async () => {
    const total = 24 * 1024 * 1024;
    const burst = Buffer.alloc(total);
    for (let i = 0; i < total; i++) burst[i] = 32 + (i % 90);
    let serverSocket;
    const server = createServer((socket) => { serverSocket = socket; socket.on('error', () => {}); });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    running.push(() => new Promise((done) => { serverSocket?.destroy(); server.close(() => done()); }));
    const { url } = await bridge(['--to', `127.0.0.1:${server.address().port}`]);
    const c = client(url);
    await c.open;
    c.ws.pause();  // a client that reads nothing for a while
    await new Promise((r) => setTimeout(r, 100));
    serverSocket.write(burst);
    await new Promise((r) => setTimeout(r, 1500));
    // Bounded: the bridge stopped reading, so most of the burst still waits at the server.
    assert.ok(serverSocket.writableLength > total / 2, `only ${serverSocket.writableLength} bytes wait at the server`);
    c.ws.resume();
    await c.until((b) => b.length >= total, 30_000);
    assert.equal(Buffer.compare(c.bytes(), burst), 0);
    c.ws.close();
    await c.closed;
  });

  test('browsers only from the allowed origins; loopback unless told otherwise', async () => {
    const fics = await startFakeFics();
    running.push(fics.close);
    const { url, log } = await bridge(['--to', `127.0.0.1:${fics.port}`]);
    const evil = new WebSocket(url, { origin: 'http://evil.example' });
    const refused = await new Promise((resolve) => evil.once('unexpected-response', (req, res) => resolve(res.statusCode)));
    assert.equal(refused, 403);
    assert.match(await logShows(log, /is not allowed/), /origin http:\/\/evil\.example is not allowed/);
    const page = client(url, { origin: 'http://127.0.0.1:8080' });
    await page.open;
    page.ws.close();
    const other = await bridge(['--to', `127.0.0.1:${fics.port}`, '--allow-origin', 'http://evil.example']);
    const allowed = client(other.url, { origin: 'http://evil.example' });
    await allowed.open;
    allowed.ws.close();
    assert.match(other.log(), /^style12 bridge: ws:\/\/127\.0\.0\.1:\d+\//);
  });

  test('usage errors', async () => {
    const run = (args) => new Promise((resolve) => {
      const child = spawn(process.execPath, [CLI, 'bridge', ...args]);
      let err = '';
      child.stderr.on('data', (d) => { err += d; });
      child.on('exit', (code) => resolve({ code, err }));
    });
    assert.deepEqual(await run([]).then((r) => [r.code, /needs --to HOST:PORT/.test(r.err)]), [2, true]);
    assert.deepEqual(await run(['--to', 'nowhere']).then((r) => [r.code, /expected HOST:PORT/.test(r.err)]), [2, true]);
  });
});
