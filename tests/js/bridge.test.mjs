// style12 bridge, run as the CLI runs it, between WebSocket clients (the ws
// package) and a small chess server of the tests (live/fake-fics.mjs):
// bytes both ways, timeseal (checked by the tests' own decoder), an
// unreachable or resetting server, either side closing with bytes still on
// their way, a large burst, a slow client, origins, pings, idle
// connections.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import WebSocket from 'ws';
import { CLI, startBridge } from './live/bridge-process.mjs';
import { startFakeFics } from './live/fake-fics.mjs';
import { MAX_LINE } from '../../src/js/node/bridge.js';

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

// A TCP server of the tests that keeps every byte each connection sends;
// `onConnection` may do more with each socket.
async function collectingServer(onConnection = () => {}) {
  const sessions = [];
  const server = createServer((socket) => {
    const session = { socket, chunks: [], ended: false, closed: false };
    sessions.push(session);
    socket.on('data', (chunk) => session.chunks.push(chunk));
    socket.on('end', () => { session.ended = true; });
    socket.on('close', () => { session.closed = true; });
    socket.on('error', () => {});
    onConnection(socket);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  running.push(() => new Promise((done) => { for (const { socket } of sessions) socket.destroy(); server.close(() => done()); }));
  return { port: server.address().port, sessions, bytes: (n) => Buffer.concat(sessions[n].chunks) };
}

async function until(condition, what, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

// Ten messages of `size` bytes, each its own bytes.
const tenMessages = (size) => Array.from({ length: 10 }, (_, n) => Buffer.alloc(size, `message ${n}: ${'abcdefghij'.slice(n)}\n`));

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
    assert.deepEqual(await c.closed, { code: 1000, reason: 'closed by the server' });
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
    assert.match(await logShows(log, /is not allowed/),
      /origin http:\/\/evil\.example is not allowed; to allow it, start the bridge with --allow-origin http:\/\/evil\.example \(allowed now: http:\/\/127\.0\.0\.1:8080, http:\/\/localhost:8080\)/);
    const page = client(url, { origin: 'http://127.0.0.1:8080' });
    await page.open;
    page.ws.close();
    const other = await bridge(['--to', `127.0.0.1:${fics.port}`, '--allow-origin', 'http://evil.example']);
    const allowed = client(other.url, { origin: 'http://evil.example' });
    await allowed.open;
    allowed.ws.close();
    assert.match(other.log(), /^style12 bridge: ws:\/\/127\.0\.0\.1:\d+\//);
  });

  test('the client closing at once: every byte it sent reaches the server, then the connection ends', async () => {
    // 10 x 100 kB to a server that reads at once and to one that reads
    // nothing for a second; 10 x 1 MB to that one, more than the kernel's
    // buffers and the bridge's hold, so some wait in the bridge at the close.
    for (const [size, slow] of [[100_000, false], [100_000, true], [1_000_000, true]]) {
      const server = await collectingServer((socket) => {
        if (!slow) return;
        socket.pause();
        setTimeout(() => socket.resume(), 1000);
      });
      const { url, log } = await bridge(['--to', `127.0.0.1:${server.port}`]);
      const c = client(url);
      const messages = tenMessages(size);
      await c.open;
      for (const message of messages) c.ws.send(message);
      c.ws.close();
      await c.closed;
      await until(() => server.sessions[0]?.ended, 'the server connection to end', 30_000);
      const what = `10 x ${size} bytes to a ${slow ? 'slow' : 'quick'} server`;
      assert.equal(server.bytes(0).length, 10 * size, `${what}: every byte`);
      assert.equal(Buffer.compare(server.bytes(0), Buffer.concat(messages)), 0, `${what}: in order, unchanged`);
      assert.match(await logShows(log, /closed by the client/), new RegExp(`${10 * size} bytes up, 0 down; closed by the client`));
    }
  });

  test('with --timeseal: a last line with no LF is sealed when the client closes', async () => {
    const fics = await startFakeFics({ timeseal: true });
    running.push(fics.close);
    const { url } = await bridge(['--to', `127.0.0.1:${fics.port}`, '--timeseal']);
    const c = client(url);
    await c.open;
    c.ws.send('guest\nquit');
    c.ws.close();
    await c.closed;
    await until(() => fics.sessions[0]?.closed, 'the server connection to close');
    assert.deepEqual(fics.sessions[0].sealed.slice(1).map((x) => x.line), ['guest', 'quit']);
  });

  test('the server closing at once: every byte it sent reaches a slow client before the close (1000)', async () => {
    const total = 8 * 1024 * 1024;
    const burst = Buffer.alloc(total);
    for (let i = 0; i < total; i++) burst[i] = (i * 7) & 0xff;
    const server = await collectingServer((socket) => socket.end(burst));
    const { url } = await bridge(['--to', `127.0.0.1:${server.port}`]);
    const c = client(url);
    await c.open;
    c.ws.pause();  // a client that reads nothing while the server sends all and closes
    await new Promise((r) => setTimeout(r, 500));
    c.ws.resume();
    const { code, reason } = await c.closed;
    assert.deepEqual([code, reason], [1000, 'closed by the server']);
    assert.equal(c.bytes().length, total);
    assert.equal(Buffer.compare(c.bytes(), burst), 0);
  });

  test('a server reset and an unreachable server: close codes 4001 and 4000, not 1000', async () => {
    const server = await collectingServer((socket) => {
      socket.write('hello\n');
      setTimeout(() => socket.resetAndDestroy(), 200);
    });
    const { url, log } = await bridge(['--to', `127.0.0.1:${server.port}`]);
    const c = client(url);
    await c.open;
    assert.deepEqual(await c.closed, { code: 4001, reason: 'server connection lost: ECONNRESET' });
    assert.equal(c.bytes().toString(), 'hello\n', 'what came before the reset arrived');
    assert.match(await logShows(log, /lost/), /server connection lost: ECONNRESET/);
    const port = await new Promise((resolve) => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); }); });
    const other = await bridge(['--to', `127.0.0.1:${port}`]);
    const d = client(other.url);
    await d.open;
    assert.deepEqual(await d.closed, { code: 4000, reason: 'server unreachable: ECONNREFUSED' });
  });

  test('with --timeseal: bytes are sealed as they are, text frame or binary; a byte over 0x7f arrives as its 7 bits, and the client is told', async () => {
    const fics = await startFakeFics({ timeseal: true });
    running.push(fics.close);
    const { url, log } = await bridge(['--to', `127.0.0.1:${fics.port}`, '--timeseal']);
    const c = client(url);
    await c.open;
    await c.until(has('login: '));
    c.ws.send('say cafe\n');
    c.ws.send(Buffer.from('say cafe\n'), { binary: true });
    c.ws.send('say café\n');
    c.ws.send(Buffer.from('say café\n'), { binary: true });
    c.ws.send(Buffer.from('say caf\xe9\n', 'latin1'), { binary: true });
    c.ws.send('say done\n');
    await c.until(has('say done: Command not found'));
    // Ours decodes each sealed line on its own, as FICS's does, 7 bits a
    // byte: the text frame and the binary one reach the server the same
    // (UTF-8 é, C3 A9, as "C)"; latin1 é, E9, as "i").
    assert.deepEqual(fics.sessions[0].sealed.slice(1).map((x) => x.line),
      ['say cafe', 'say cafe', 'say cafC)', 'say cafC)', 'say cafi', 'say done']);
    const told = c.bytes().toString().match(/style12 bridge: .*/g);
    const why = (n) => `${n} ${n === 1 ? 'byte' : 'bytes'} over 0x7f, which the server reads as 7 bits (timeseal 2 keeps 7 bits a byte)`;
    assert.deepEqual(told, [
      `style12 bridge: sent: "say café": ${why(2)}`,
      `style12 bridge: sent: "say café": ${why(2)}`,
      `style12 bridge: sent: "say caf\ufffd": ${why(1)}`,
    ], 'each line is named, the same from a text frame and a binary one');
    assert.match(await logShows(log, /over 0x7f/), /sent a line with 2 bytes over 0x7f/);
    c.ws.close();
    await c.closed;
  });

  test(`with --timeseal: the longest line decoders take (${MAX_LINE} bytes) is sealed; a longer one is refused and the session goes on`, async () => {
    const fics = await startFakeFics({ timeseal: true });
    running.push(fics.close);
    const { url } = await bridge(['--to', `127.0.0.1:${fics.port}`, '--timeseal']);
    const c = client(url);
    await c.open;
    await c.until(has('login: '));
    const longest = `say ${'x'.repeat(MAX_LINE - 4)}`;
    const tooLong = `say ${'y'.repeat(MAX_LINE - 3)}`;
    const farTooLong = `say ${'z'.repeat(1100 - 4)}`;
    c.ws.send(`${farTooLong}\nsay next\n`);
    c.ws.send(`${tooLong}\r\n`);
    // A line too long in pieces: refused as a whole, at its end.
    c.ws.send(farTooLong.slice(0, 600));
    c.ws.send(farTooLong.slice(600));
    c.ws.send(`\n${longest}\r\nsay done\n`);
    await c.until(has('say done: Command not found'));
    const sealed = fics.sessions[0].sealed.slice(1);
    assert.deepEqual(sealed.map((x) => x.line), ['say next', longest, 'say done']);
    assert.equal(sealed[1].line.length, 1011);
    assert.ok(sealed[1].bytes <= 1022, `the longest line sealed is ${sealed[1].bytes} bytes`);
    const told = c.bytes().toString().match(/style12 bridge: not sent: .*/g);
    const why = `a line over ${MAX_LINE} bytes cannot be sealed (timeseal decoders take no more)`;
    assert.deepEqual(told, [
      `style12 bridge: not sent: "say zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"...: ${why}`,
      `style12 bridge: not sent: "say yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"...: ${why}`,
      `style12 bridge: not sent: "say zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"...: ${why}`,
    ]);
    c.ws.close();
    await c.closed;
  });

  test('without --timeseal: a long line passes as it is', async () => {
    const fics = await startFakeFics();
    running.push(fics.close);
    const { url } = await bridge(['--to', `127.0.0.1:${fics.port}`]);
    const c = client(url);
    await c.open;
    const long = `say ${'z'.repeat(5000)}`;
    c.ws.send(`${long}\n`);
    await c.until(has('zzz: Command not found'));
    assert.deepEqual(fics.sessions[0].lines, [long]);
    c.ws.close();
    await c.closed;
  });

  test('a client that stops answering pings is dropped and its server connection closed; one that answers stays', { timeout: 20_000 }, async () => {
    const fics = await startFakeFics();
    running.push(fics.close);
    const { url, log } = await bridge(['--to', `127.0.0.1:${fics.port}`, '--ping', '0.2']);
    const silent = client(url, { autoPong: false });
    const alive = client(url);
    await Promise.all([silent.open, alive.open]);
    let pings = 0;
    alive.ws.on('ping', () => { pings++; });
    const { code } = await silent.closed;
    assert.equal(code, 1006, 'dropped without a close frame: it is not answering');
    assert.match(await logShows(log, /no answer/), /\d+ bytes up, \d+ down; no answer to a ping within 0\.2 s/);
    await until(() => fics.sessions.filter((s) => s.closed).length === 1, 'the silent client\'s server connection to close');
    await new Promise((r) => setTimeout(r, 600));
    assert.ok(pings >= 2, `the answering client was pinged ${pings} times`);
    assert.equal(alive.ws.readyState, WebSocket.OPEN, 'and it is still connected');
    assert.equal(fics.sessions.filter((s) => s.closed).length, 1);
    alive.ws.close();
    await alive.closed;
  });

  test('a TCP connection that never opens a WebSocket session is closed after --handshake', { timeout: 20_000 }, async () => {
    const fics = await startFakeFics();
    running.push(fics.close);
    const { url, log } = await bridge(['--to', `127.0.0.1:${fics.port}`, '--handshake', '0.3']);
    const started = Date.now();
    const raw = connect(Number(new URL(url).port), '127.0.0.1');
    raw.on('error', () => {});
    await new Promise((resolve) => raw.once('close', resolve));
    const waited = Date.now() - started;
    assert.ok(waited >= 250, `closed after ${waited} ms`);
    assert.match(await logShows(log, /no WebSocket session/), /closed: no WebSocket session opened within 0\.3 s/);
    assert.equal(fics.sessions.length, 0, 'no server connection was opened for it');
    // A session that opened is not timed out.
    const c = client(url);
    await c.open;
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(c.ws.readyState, WebSocket.OPEN);
    c.ws.close();
    await c.closed;
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
    assert.deepEqual(await run(['--to', '127.0.0.1:5000', '--ping', 'often']).then((r) => [r.code, r.err.split('\n')[0]]),
      [2, "style12: --ping: expected a number of seconds (0: none), at most 86400, found 'often'"]);
    assert.deepEqual(await run(['--to', '127.0.0.1:5000', '--handshake', '0']).then((r) => [r.code, r.err.split('\n')[0]]),
      [2, "style12: --handshake: expected a number of seconds over 0, at most 86400, found '0'"]);
  });
});
