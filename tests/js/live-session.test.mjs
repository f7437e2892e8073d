// connect(): a live session against a scripted FICS server that leads the
// login as FICS 1.6.2 and as freechess.org do (live/scripted-fics.mjs),
// over TCP straight and over WebSocket through the bridge, with and
// without timeseal (the server reads every sealed line with its own
// decoder); its capture read back by readCapture and by the CLI.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'style12';
import * as full from 'style12/full';
import { startBridge } from '../../src/js/node/bridge.js';
import { closedPort, droppingPort } from '../../e2e/live-fics-server.mjs';
import { CLI } from './live/bridge-process.mjs';
import { startScriptedFics } from './live/scripted-fics.mjs';

const s12 = await load();
const require = createRequire(import.meta.url);
const running = [];
after(async () => { for (const stop of running.reverse()) await stop(); });
const FAST = { delays: [20, 40], attempts: 2 };
const E4_FEN = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';

async function server(options) {
  const fics = await startScriptedFics(options);
  running.push(fics.close);
  return fics;
}

async function bridgeTo(port) {
  const bridge = await startBridge({ to: { host: '127.0.0.1', port }, listen: { host: '127.0.0.1', port: 0 }, log: () => {} });
  running.push(() => bridge.close());
  return `ws://127.0.0.1:${bridge.port}/`;
}

// A session with every event it gives, both ways: the listener's and the
// async iterator's (which ends after the 'closed' state event).
function open(url, options) {
  const session = s12.connect(url, options);
  const heard = [];
  session.addEventListener('event', (e) => heard.push(e.detail));
  const iterated = (async () => {
    const all = [];
    for await (const event of session) all.push(event);
    return all;
  })();
  const until = async (test, what, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!heard.some(test)) {
      if (Date.now() > end) throw new Error(`waited in vain for ${what}; heard ${JSON.stringify(heard.filter((e) => e.type !== 'text').slice(-8))}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return heard.find(test);
  };
  running.push(() => session.close());
  return { session, heard, iterated, until, states: () => heard.filter((e) => e.type === 'state').map((e) => e.state) };
}

// The lines a server session got (the timeseal hello left out), once it has `count`.
async function serverLines(at, count) {
  const lines = () => at.lines.filter((l) => !l.startsWith('TIMESEAL2|'));
  for (let i = 0; i < 1000 && lines().length < count; i++) await new Promise((r) => setTimeout(r, 5));
  return lines();
}

const isState = (state) => (e) => e.type === 'state' && e.state === state;
const isBoard = (e) => e.type === 'style12';
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

const transports = [
  ['TCP', async (fics) => `tcp://127.0.0.1:${fics.port}`],
  ['WebSocket through the bridge', async (fics) => bridgeTo(fics.port)],
];

describe('connect(): logins as the servers lead them', () => {
  for (const [how, urlOf] of transports) {
    for (const flavour of ['uhlin', 'freechess']) {
      for (const timeseal of [false, true]) {
        test(`${flavour}, ${how}, ${timeseal ? 'timeseal' : 'no timeseal'}: a guest logs in, style 12 is set, a board with nothing after it arrives`, async () => {
          const fics = await server({ flavour, timeseal });
          const live = open(await urlOf(fics), { timeseal, commands: ['observe 42'], reconnect: FAST });
          assert.equal(live.session.state, 'connecting');
          const board = await live.until(isBoard, 'the board');
          assert.equal(board.fen, E4_FEN);
          assert.equal(board.record.gameNumber, 42);
          const at = fics.sessions[0];
          const expected = ['guest', '', 'set style 12', 'observe 42'];
          assert.deepEqual(at.lines, timeseal ? [at.lines[0], ...expected] : expected);
          if (timeseal) {
            assert.match(at.lines[0], /^TIMESEAL2\|/, 'the hello first');
            assert.deepEqual(at.bad, [], 'every line decodes');
            // A ping request: answered, and taken out of what the stream and the capture get.
            live.session.send('ping');
            for (let i = 0; i < 200 && !at.pingReplies; i++) await wait(5);
            assert.equal(at.pingReplies, 1);
            assert.doesNotMatch(live.session.capture(), /\[G\]/);
          }
          assert.deepEqual(live.states(), ['connecting', 'login', 'ready']);
          const notices = live.heard.filter((e) => e.type === 'notice').map((e) => e.text);
          assert.ok(notices.includes('Sent: set style 12'), notices.join(' | '));
          assert.ok(notices.includes(`Logged in as ${flavour === 'freechess' ? 'GuestWXYZ' : 'guest'}`), notices.join(' | '));
          assert.equal(live.session.games()[0].gameNumber, 42);

          await live.session.close();
          assert.deepEqual(live.session.closeReason, { code: 'CLOSED', message: 'closed by the user' });
          assert.equal(at.lines.at(-1), 'quit', 'close() sends quit');
          await wait(100);
          assert.equal(fics.sessions.length, 1, 'no reconnection after close()');
          const iterated = await live.iterated;
          assert.deepEqual(iterated, live.heard, 'for await gives what the listener heard, in the same order');
          assert.deepEqual(iterated.at(-1), { type: 'state', state: 'closed', reason: live.session.closeReason });
        });
      }
    }
  }

  for (const [how, urlOf] of transports) {
    for (const flavour of ['uhlin', 'freechess']) {
      test(`${flavour}, ${how}: a registered handle with its password, withheld from the capture`, async () => {
        const fics = await server({ flavour, timeseal: how === 'TCP' });
        const live = open(await urlOf(fics), { handle: 'alice', password: 's3cret-pass', timeseal: how === 'TCP', reconnect: FAST });
        await live.until(isState('ready'), 'ready');
        // What the session sent once ready reaches the server a moment later.
        const lines = await serverLines(fics.sessions[0], 3);
        assert.deepEqual(lines.slice(0, 3), ['alice', 's3cret-pass', 'set style 12']);
        const capture = live.session.capture();
        assert.doesNotMatch(capture, /s3cret/);
        assert.match(capture, /^> \S+ -$/m, 'the password as withheld');
        assert.ok(s12.readCapture(capture).some((e) => e.direction === 'sent' && e.text === null));
        await live.session.close();
      });
    }
  }

  test('a line sent from a listener of the ready state goes after set style 12 and the commands option', async () => {
    const fics = await server({ flavour: 'uhlin' });
    const session = s12.connect(`tcp://127.0.0.1:${fics.port}`, { commands: ['set bell 0'], reconnect: FAST });
    session.addEventListener('state', (e) => {
      if (e.detail.state === 'ready') session.send('observe 42');
    });
    for (let i = 0; i < 1000 && !fics.sessions.length; i++) await wait(5);
    const lines = await serverLines(fics.sessions[0], 5);
    const at = lines.indexOf('set style 12');
    assert.ok(at > 0, JSON.stringify(lines));
    assert.deepEqual(lines.slice(at, at + 3), ['set style 12', 'set bell 0', 'observe 42']);
    await session.close();
  });

  test('stream: false: no stream and no board events, the bytes through onReceive all the same, the login answered', async () => {
    const fics = await server({ flavour: 'freechess' });
    let received = '';
    const live = open(`tcp://127.0.0.1:${fics.port}`, {
      stream: false, commands: ['observe 42'], reconnect: FAST,
      onReceive: (bytes) => { received += Buffer.from(bytes).toString('latin1'); },
    });
    await live.until(isState('ready'), 'ready');
    for (let i = 0; i < 1000 && !received.includes('<12>'); i++) await wait(5);
    assert.match(received, /<12> rnbqkbnr/);
    assert.equal(live.session.stream, null);
    assert.deepEqual(live.session.games(), []);
    assert.equal(live.session.pgn(), '');
    assert.deepEqual(live.heard.filter((e) => !['state', 'notice'].includes(e.type)), []);
    await live.session.close();
    assert.equal(live.session.closeReason.code, 'CLOSED');
    assert.throws(() => s12.connect('ws://127.0.0.1:1/', { stream: null }), { code: 'BAD_OPTION' });
  });

  test('a wrong password ends the session as LOGIN_REFUSED, with no reconnection', async () => {
    const fics = await server({ flavour: 'uhlin' });
    const live = open(`tcp://127.0.0.1:${fics.port}`, { handle: 'alice', password: 'wrong', reconnect: FAST });
    await live.until(isState('closed'), 'closed');
    assert.equal(live.session.closeReason.code, 'LOGIN_REFUSED');
    assert.match(live.session.closeReason.message, /refused the password of "alice"/);
    await wait(100);
    assert.equal(fics.sessions.length, 1);
  });

  test('a registered name without a password: LOGIN_REFUSED, saying a password is needed', async () => {
    const fics = await server({ flavour: 'freechess' });
    const live = open(await bridgeTo(fics.port), { handle: 'alice', reconnect: FAST });
    await live.until(isState('closed'), 'closed');
    assert.equal(live.session.closeReason.code, 'LOGIN_REFUSED');
    assert.match(live.session.closeReason.message, /"alice" is a registered name: a password is needed/);
    assert.deepEqual(fics.sessions[0].lines, ['alice'], 'nothing sent to the password prompt');
    await wait(100);
    assert.equal(fics.sessions.length, 1);
  });
});

describe('connect(): the connection', () => {
  for (const [how, urlOf] of transports) {
    test(`${how}: a drop, then a reconnect that logs in again and sends the commands again, into the same stream`, async () => {
      const fics = await server({ flavour: 'freechess', timeseal: true });
      const live = open(await urlOf(fics), { timeseal: true, commands: ['observe 42'], reconnect: { delays: [30], attempts: 3 } });
      await live.until(isBoard, 'the first board');
      const stream = live.session.stream;
      fics.drop();
      const reconnecting = await live.until((e) => e.type === 'state' && e.reason?.code === 'RECONNECTING', 'reconnecting');
      assert.equal(reconnecting.state, 'connecting');
      assert.equal(reconnecting.reason.attempt, 1);
      assert.equal(reconnecting.reason.attempts, 3);
      assert.equal(reconnecting.reason.waitMs, 30);
      assert.match(reconnecting.reason.message, /reconnecting in 30 ms \(attempt 1 of 3\)/);
      await live.until((e) => isBoard(e) && live.heard.filter(isBoard).length === 2, 'the board again');
      assert.equal(fics.sessions.length, 2);
      assert.deepEqual(fics.sessions[1].lines.slice(1), ['guest', '', 'set style 12', 'observe 42']);
      assert.deepEqual(fics.sessions[1].bad, []);
      assert.equal(live.session.stream, stream, 'one stream for the session');
      assert.deepEqual(live.states(), ['connecting', 'login', 'ready', 'connecting', 'login', 'ready']);
      await live.session.close();
      assert.equal(live.session.closeReason.code, 'CLOSED');
    });
  }

  test('gives up reconnecting after the attempts: DROPPED', async () => {
    const fics = await server({ flavour: 'uhlin' });
    const live = open(`tcp://127.0.0.1:${fics.port}`, { reconnect: { delays: [10], attempts: 2 } });
    await live.until(isState('ready'), 'ready');
    await fics.close();
    await live.until(isState('closed'), 'closed');
    assert.equal(live.session.closeReason.code, 'DROPPED');
    assert.match(live.session.closeReason.message, /could not be made again in 2 attempts/);
  });

  for (const scheme of ['tcp', 'ws']) {
    test(`${scheme}://: a refused port ends as UNREACHABLE after three tries, naming the address`, async () => {
      const port = await closedPort();
      const live = open(`${scheme}://127.0.0.1:${port}/`, { reconnect: FAST });
      await live.until(isState('closed'), 'closed');
      assert.equal(live.session.closeReason.code, 'UNREACHABLE');
      assert.ok(live.session.closeReason.message.includes(`${scheme}://127.0.0.1:${port}`), live.session.closeReason.message);
      if (scheme === 'ws') assert.match(live.session.closeReason.message, /is the bridge running\? Start it with: npx style12 bridge/);
      const retries = live.heard.filter((e) => e.type === 'state' && e.reason?.code === 'RECONNECTING');
      assert.deepEqual(retries.map((e) => e.reason.attempt), [2, 3]);
    });
  }

  test('a port that takes connections and drops them before the WebSocket opens: tried three times', async () => {
    const dropping = await droppingPort();
    running.push(dropping.close);
    const live = open(`ws://127.0.0.1:${dropping.port}/`, { reconnect: FAST });
    await live.until(isState('closed'), 'closed');
    assert.equal(live.session.closeReason.code, 'UNREACHABLE');
    assert.equal(dropping.attempts(), 3);
  });

  test('the bridge up, the chess server not: BRIDGE_UNREACHABLE', async () => {
    const url = await bridgeTo(await closedPort());
    const live = open(url, { reconnect: FAST });
    await live.until(isState('closed'), 'closed');
    assert.equal(live.session.closeReason.code, 'BRIDGE_UNREACHABLE');
    assert.match(live.session.closeReason.message, /cannot reach the chess server \(ECONNREFUSED\)/);
  });

  test('quit sent by the user: the server closes, QUIT, no reconnection', async () => {
    const fics = await server({ flavour: 'uhlin' });
    const live = open(`tcp://127.0.0.1:${fics.port}`, { reconnect: FAST });
    await live.until(isState('ready'), 'ready');
    live.session.send('quit');
    await live.until(isState('closed'), 'closed');
    assert.equal(live.session.closeReason.code, 'QUIT');
    await wait(100);
    assert.equal(fics.sessions.length, 1);
  });
});

describe('connect(): send()', () => {
  test('refuses what it cannot send, with a code; holds a line sent during the login', async () => {
    const fics = await server({ flavour: 'freechess', timeseal: true });
    const live = open(`tcp://127.0.0.1:${fics.port}`, { timeseal: true, reconnect: FAST });
    const code = (line) => {
      try {
        live.session.send(line);
      } catch (error) {
        assert.ok(error instanceof s12.Style12Error);
        return [error.code, error.message];
      }
      return null;
    };
    assert.equal(code('observe 42')[0], 'NOT_CONNECTED', 'before the connection opens');
    await live.until(isState('login'), 'login');
    assert.equal(code('observe 42'), null);
    assert.ok(live.heard.some((e) => e.type === 'notice' && e.text === 'Held until the login is over: observe 42'));
    assert.deepEqual(code('x'.repeat(1012)), ['UNSENDABLE_LINE', `send: '${'x'.repeat(40)}...' cannot be sent: it has 1012 characters, more than the 1011 that timeseal decoders accept`]);
    assert.match(code('tell bob café')[1], /7-bit text only/);
    assert.match(code('a\nb')[1], /line end/);
    await live.until(isBoard, 'the board of the held line');
    assert.deepEqual(fics.sessions[0].lines.slice(1), ['guest', '', 'set style 12', 'observe 42']);
    assert.equal(code('x'.repeat(1011)), null, 'a line of 1,011 characters goes');
    await live.session.close();
    assert.equal(code('observe 42')[0], 'NOT_CONNECTED', 'after close()');
    assert.deepEqual(fics.sessions[0].bad, []);
  });

  test('without timeseal, a line end is still refused; options are checked', () => {
    assert.throws(() => s12.connect('http://example.org/'), { code: 'BAD_ARGUMENT' });
    assert.throws(() => s12.connect('ws://127.0.0.1:1/', { handel: 'x' }), { code: 'BAD_OPTION', message: /handel: not an option/ });
    assert.throws(() => s12.connect('ws://127.0.0.1:1/', { timeseal: true, commands: ['tell bob café'] }), { code: 'BAD_OPTION' });
    const session = s12.connect('ws://127.0.0.1:1/', { reconnect: false });
    return session.close().then(() => {
      assert.equal(session.state, 'closed');
      assert.equal(session.closeReason.code, 'CLOSED');
    });
  });
});

describe('connect(): the capture', () => {
  test('read back by readCapture and by the CLI: the same bytes, the same boards', async () => {
    const fics = await server({ flavour: 'uhlin', timeseal: true });
    const received = [];
    const live = open(`tcp://127.0.0.1:${fics.port}`, {
      timeseal: true, commands: ['observe 42'], reconnect: FAST, onReceive: (bytes, at) => received.push([bytes.slice(), at]),
    });
    await live.until(isBoard, 'the board');
    await live.session.close();
    const text = live.session.capture();
    assert.match(text, /^#style12-capture 1\n# tcp:\/\/127\.0\.0\.1:\d+ opened \d{4}-\d\d-\d\dT[\d:.]+Z\n/);
    assert.match(text, /^> \S+ "observe 42"$/m);
    assert.ok(/^[\x00-\x7f]*$/.test(text), '7-bit');
    assert.ok(s12.isCapture(text));
    assert.ok(!s12.isCapture('<12> rnbqkbnr'));
    const entries = s12.readCapture(new TextEncoder().encode(text));
    const got = entries.filter((e) => e.direction === 'received');
    assert.deepEqual(got.map((e) => [...e.bytes]), received.map(([bytes]) => [...bytes]));
    assert.deepEqual(got.map((e) => Date.parse(e.at)), received.map(([, at]) => at));
    assert.ok(entries.some((e) => e.direction === 'note' && e.text === 'state ready'));

    const dir = mkdtempSync(join(tmpdir(), 'style12-capture-'));
    try {
      const file = join(dir, 'session.capture');
      writeFileSync(file, text);
      const json = execFileSync(process.execPath, [CLI, 'json', file], { encoding: 'utf8' });
      const boards = json.trim().split('\n').map((l) => JSON.parse(l)).filter((e) => e.type === 'style12');
      const live12 = live.heard.filter(isBoard);
      assert.deepEqual(boards.map((e) => [e.fen, e.gameNumber]), live12.map((e) => [e.fen, e.record.gameNumber]));
      assert.equal(boards.length, 1);
      // Through standard input, cut anywhere, the same.
      const piped = execFileSync(process.execPath, [CLI, 'json'], { input: text, encoding: 'utf8' });
      assert.equal(piped, json);
      // A broken capture: one line naming where, status 2.
      const broken = spawnSync(process.execPath, [CLI, 'json'], { input: `${text}< 2026-11-28T09:30:00.120Z "abc\n`, encoding: 'utf8' });
      assert.equal(broken.status, 2);
      assert.match(broken.stderr, /^style12: standard input: capture line \d+, column 32: expected the closing double quote, found the end of the line\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('readCapture: the format, and what is wrong named by line and column', () => {
    const text = '#style12-capture 1\n# 2 entries (90 bytes) dropped before this\n# ws://127.0.0.1:5001/ opened 2026-11-28T09:30:00.000Z\n' +
      '< 2026-11-28T09:30:00.120Z "\\n\\rfreechess.org\\n\\rlogin: \\u00ff"\n> 2026-11-28T09:30:00.300Z "guest"\n' +
      '> 2026-11-28T09:30:00.310Z -\n* 2026-11-28T09:31:00.000Z "closed: code 1006"\n';
    assert.deepEqual(s12.readCapture(text), [
      { direction: 'received', at: '2026-11-28T09:30:00.120Z', bytes: new Uint8Array([...'\n\rfreechess.org\n\rlogin: '].map((c) => c.charCodeAt(0)).concat(0xff)) },
      { direction: 'sent', at: '2026-11-28T09:30:00.300Z', text: 'guest' },
      { direction: 'sent', at: '2026-11-28T09:30:00.310Z', text: null },
      { direction: 'note', at: '2026-11-28T09:31:00.000Z', text: 'closed: code 1006' },
    ]);
    const bad = (input, message) => assert.throws(() => s12.readCapture(input), (error) => {
      assert.equal(error.code, 'BAD_CAPTURE');
      assert.equal(error.message, message);
      return true;
    });
    bad('<12> rnbqkbnr', "capture line 1, column 1: expected '#style12-capture 1' first");
    bad('#style12-capture 2\n', 'capture line 1, column 18: found version "2", expected 1');
    bad('#style12-capture 1\n< 2026-11-28T09:30:00.120Z "abc\n', 'capture line 2, column 32: expected the closing double quote, found the end of the line');
    bad('#style12-capture 1\n< 2026-11-28T09:30:00.120Z "\\u0100"\n', 'capture line 2, column 29: found \\u0100: each code point is one byte, \\u0000 to \\u00ff');
    bad('#style12-capture 1\n< yesterday "x"\n', 'capture line 2, column 3: expected one space, the time as 2026-11-28T09:30:00.000Z and one space');
    bad('#style12-capture 1\n? 2026-11-28T09:30:00.120Z "x"\n', 'capture line 2, column 1: expected \'<\', \'>\', \'*\' or \'#\', found "?"');
    bad('#style12-capture 1\n< 2026-11-28T09:30:00.120Z "é"\n', 'capture line 2, column 29: found character 233: the data is 7-bit text, every other byte escaped (\\u0080)');
  });

  test('a capture kept within its limit says how much was dropped', async () => {
    const fics = await server({ flavour: 'uhlin' });
    const live = open(`tcp://127.0.0.1:${fics.port}`, { commands: ['observe 42'], capture: 600, reconnect: FAST });
    await live.until(isBoard, 'the board');
    const text = live.session.capture();
    const dropped = /^# (\d+) entries \((\d+) bytes\) dropped before this$/m.exec(text.split('\n')[1]);
    assert.ok(dropped, text.slice(0, 200));
    assert.ok(Number(dropped[1]) >= 1);
    assert.ok(text.length - text.indexOf('\n', text.indexOf('dropped')) - 1 <= 600);
    assert.match(text, /observe 42/, 'the newest entries kept');
    await live.session.close();
    const none = open(`tcp://127.0.0.1:${fics.port}`, { capture: false, reconnect: FAST });
    await none.until(isState('ready'), 'ready');
    assert.match(none.session.capture(), /^#style12-capture 1\n# \d+ entries \(\d+ bytes\) dropped before this\n$/);
    await none.session.close();
  });
});

describe('connect() in every entry', () => {
  test('style12/full has it; require("style12") too, and it connects', async () => {
    const everything = await full.load();
    assert.equal(typeof everything.connect, 'function');
    const cjs = await require('style12').load();
    for (const name of ['connect', 'readCapture', 'isCapture']) assert.equal(typeof cjs[name], 'function', name);
    const fics = await server({ flavour: 'uhlin' });
    const session = cjs.connect(`tcp://127.0.0.1:${fics.port}`, { commands: ['observe 42'] });
    running.push(() => session.close());
    for await (const event of session) {
      if (event.type === 'style12') break;
    }
    await session.close();
    assert.equal(session.closeReason.code, 'CLOSED');
  });

  test('the browser entry loads its connections from live.mjs on first use, and connects', async () => {
    const browser = await import(new URL('../../dist/browser.mjs', import.meta.url).href);
    const module = await browser.load({ wasm: readFileSync(new URL('../../dist/style12.wasm', import.meta.url)) });
    assert.throws(() => module.connect('tcp://127.0.0.1:5000'), { code: 'BAD_ARGUMENT', message: /tcp:\/\/ connections need Node/ });
    const { WebSocket } = await import('ws');
    const fics = await server({ flavour: 'freechess', timeseal: true });
    const session = module.connect(await bridgeTo(fics.port), { WebSocket, timeseal: true, commands: ['observe 42'] });
    running.push(() => session.close());
    let board = null;
    for await (const event of session) {
      if (event.type === 'style12') {
        board = event;
        break;
      }
    }
    assert.equal(board.fen, E4_FEN);
    assert.deepEqual(fics.sessions[0].bad, []);
    await session.close();
  });

  test('the browser bundles import neither node: modules nor ws', () => {
    for (const name of ['browser.mjs', 'full-browser.mjs', 'live.mjs']) {
      const code = readFileSync(new URL(`../../dist/${name}`, import.meta.url), 'utf8');
      assert.doesNotMatch(code, /["']node:|["']ws["']/, name);
    }
  });
});

describe('connect(): a recorded session through it', () => {
  for (const name of ['fics-observed', 'fics-bughouse']) {
    test(`${name}: every board as the stream alone gives them, and the CLI gives the same from the capture`, async () => {
      const fics = await server({ flavour: 'freechess', timeseal: true });
      const live = open(`tcp://127.0.0.1:${fics.port}`, { timeseal: true, commands: [`replay ${name}`], reconnect: FAST });
      const bytes = readFileSync(new URL(`../fixtures/transcripts/${name}.fics`, import.meta.url));
      const alone = s12.createStream({ keepFinished: 100 });
      const expected = [...alone.push(bytes), ...alone.end()].filter(isBoard).map((e) => [e.fen, e.record.gameNumber]);
      alone.free();
      assert.ok(expected.length >= 20);
      const byType = [];
      live.session.addEventListener('style12', (e) => byType.push(e.detail));
      await live.until(() => live.heard.filter(isBoard).length === expected.length, `${expected.length} boards`);
      await live.session.close();
      const boards = live.heard.filter(isBoard);
      assert.deepEqual(boards.map((e) => [e.fen, e.record.gameNumber]), expected);
      assert.deepEqual(byType, boards, 'a listener of the type hears the same objects');
      const dir = mkdtempSync(join(tmpdir(), 'style12-capture-'));
      try {
        const file = join(dir, `${name}.capture`);
        writeFileSync(file, live.session.capture());
        const json = execFileSync(process.execPath, [CLI, 'json', file], { encoding: 'utf8' });
        const fromCli = json.trim().split('\n').map((l) => JSON.parse(l)).filter((e) => e.type === 'style12');
        assert.deepEqual(fromCli.map((e) => [e.fen, e.gameNumber]), expected);
        const pgn = execFileSync(process.execPath, [CLI, 'pgn', file], { encoding: 'utf8' });
        assert.equal(pgn, `${live.session.pgn().replace(/\n$/, '')}\n`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

describe('the CLI\'s reader of captures', () => {
  test('a capture cut anywhere gives its received bytes; anything else passes through unchanged', async () => {
    const { receivedChunks } = await import('../../src/js/live/capture.js');
    const text = '#style12-capture 1\n# ws://x/ opened 2026-11-28T09:30:00.000Z\n< 2026-11-28T09:30:00.120Z "ab\\u00ff"\n' +
      '> 2026-11-28T09:30:00.300Z "guest"\n< 2026-11-28T09:30:00.400Z "cd"';
    const bytes = new TextEncoder().encode(text);
    const all = async (chunks) => {
      const out = [];
      for await (const chunk of receivedChunks((async function* () { yield* chunks; })())) out.push(...chunk);
      return out;
    };
    for (let cut = 0; cut <= bytes.length; cut++) {
      assert.deepEqual(await all([bytes.subarray(0, cut), bytes.subarray(cut)]), [0x61, 0x62, 0xff, 0x63, 0x64], `cut at ${cut}`);
    }
    const plain = new TextEncoder().encode('<12> rnbqkbnr pppppppp');
    for (let cut = 0; cut <= plain.length; cut++) {
      assert.deepEqual(await all([plain.subarray(0, cut), plain.subarray(cut)]), [...plain], `cut at ${cut}`);
    }
    assert.deepEqual(await all([]), []);
    await assert.rejects(all([new TextEncoder().encode('#style12-capture 1\n< bad\n')]), { code: 'BAD_CAPTURE', message: /capture line 2, column 3/ });
  });
});
