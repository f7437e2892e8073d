// The working part of a live session (session.js is its face): the
// connections one after another, timeseal, the login, the commands, the
// chunks into the session's stream, and reconnection after a drop. Loaded
// when a session first connects: in browsers it is a file of its own
// (dist/live.mjs), so a page that never connects does not download it.

import { createLogin, isQuit, quitRefused } from './login.js';
export { createCapture } from './capture-writer.js';
import { openWebSocket } from './websocket.js';

// How long the server has to close after `quit` before the session cuts it.
const QUIT_WAIT_MS = 3000;
// The bridge's close when it is up but the chess server is not: code 4000
// and the reason "server unreachable: ECONNREFUSED" (the words, for
// bridges that say it with another code); the words before the colon go
// when the message quotes the reason.
const BRIDGE_UNREACHABLE_CODE = 4000;
const BRIDGE_UNREACHABLE = /unreachable|cannot reach|could not reach/i;
const REASON_HEAD = /^server unreachable:?\s*/i;
// The commands the session itself needs once logged in.
const AFTER_LOGIN = ['set style 12'];

const latin1 = new TextDecoder('latin1');

/**
 * What to say when nothing answers at `url`. For a WebSocket on this
 * machine that is almost always the bridge not running, so the words give
 * its command line, listening where the URL points.
 */
export function refusedMessage(url, error = '') {
  const why = error ? ` (${error})` : '';
  if (url.protocol === 'tcp:') return `Could not connect to ${url.href}${why} — is the chess server up, and listening there?`;
  const loopback = /^(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname);
  if (!loopback) return `Could not connect to ${url.href}${why} — is the server up, and does it take WebSocket connections there?`;
  const port = url.port || (url.protocol === 'wss:' ? '443' : '80');
  const listen = url.hostname === '127.0.0.1' && port === '5001' ? '' : ` --listen ${url.hostname}:${port}`;
  return `Could not connect to ${url.href}${why} — is the bridge running? Start it with: npx style12 bridge --to freechess.org:5000 --timeseal${listen}`;
}

// How a connection ended, in words.
function closedWords({ code, reason, error }) {
  const parts = [];
  if (code !== null && code !== undefined) parts.push(`code ${code}`);
  if (reason) parts.push(reason);
  if (error) parts.push(error);
  return parts.join(', ') || 'closed';
}

/**
 * Runs a session's connections. `face` is the session's side: api, url,
 * options, transports, stream, capture, state(), emit(event),
 * notice(text, { capture }), setState(state, reason), finish(reason).
 * Returns { send(line), close() } for the session to call.
 */
export function runConnections(face) {
  const { api, url, options, transports, stream, capture } = face;
  let connection = null;   // { transport, opened, ready, seal, login, quitting, quitTimer }
  let timer = null;        // the wait before the next attempt
  let tries = 0;           // attempts since the last connection that logged in
  let hadConnection = false;
  let ending = null;       // the close reason once close() was called or the login refused
  let held = [];           // lines sent during the login, sent after it

  function attempt() {
    timer = null;
    tries += 1;
    const current = { transport: null, opened: false, ready: false, seal: null, login: null, quitting: false, quitTimer: undefined };
    connection = current;
    const handlers = {
      open: () => opened(current),
      data: (bytes) => received(current, bytes),
      close: (info) => queueMicrotask(() => closed(current, info)),
    };
    face.notice(`Connecting to ${url.href}`);
    current.transport = url.protocol === 'tcp:'
      ? transports.tcp(url, handlers)
      : openWebSocket(url.href, options.WebSocket ?? transports.WebSocket(), handlers);
  }

  function opened(current) {
    if (current !== connection) return;
    current.opened = true;
    capture.opened(url.href, Date.now());
    face.setState('login');
    if (options.timeseal) {
      current.seal = api.createTimeseal();
      current.transport.send(current.seal.encode(current.seal.hello));
      face.notice('Sent: the timeseal hello', { capture: true });
    }
    current.login = createLogin(options);
  }

  function received(current, raw) {
    if (current !== connection) return;
    const receivedAt = Date.now();
    let data = raw;
    if (current.seal) {
      const unsealed = current.seal.decode(raw);
      for (let i = 0; i < unsealed.pings; i++) current.transport.send(current.seal.encode(current.seal.reply));
      data = unsealed.data;
    }
    if (data.length === 0) return;
    capture.received(data, receivedAt);
    // The caller's mistakes (a callback that throws, a stream freed) are
    // reported, and the session goes on: the login still needs answering.
    if (options.onReceive) {
      try {
        options.onReceive(data, receivedAt);
      } catch (error) {
        queueMicrotask(() => { throw error; });
      }
    }
    let events = [];
    try {
      if (stream) events = stream.push(data);
    } catch (error) {
      face.notice(`The stream could not take ${data.length} bytes: ${error.message}`, { capture: true });
    }
    for (const event of events) face.emit(event);
    if (current.quitting && quitRefused(latin1.decode(data))) {
      current.quitting = false;
      face.notice('The server kept the session (a game is going on)', { capture: true });
    }
    if (current === connection && !current.ready) answerLogin(current, latin1.decode(data));
  }

  function answerLogin(current, text) {
    const { send, notes, phase } = current.login.take(text);
    for (const { line, secret } of send) write(current, line, { secret });
    for (const words of notes) face.notice(words);
    if (phase === 'in') ready(current);
    else if (phase === 'refused') {
      ending ??= { code: 'LOGIN_REFUSED', message: current.login.reason };
      current.transport.close();
    }
  }

  function ready(current) {
    current.ready = true;
    tries = 0;
    hadConnection = true;
    // The session's own lines first, then those held: a listener that
    // sends on 'ready' comes after them (an observe before `set style 12`
    // would get boards in style 1).
    for (const line of [...AFTER_LOGIN, ...options.commands]) {
      write(current, line);
      face.notice(`Sent: ${line}`);
    }
    const waiting = held;
    held = [];
    for (const line of waiting) {
      command(current, line);
      face.notice(`Sent: ${line} (held during the login)`);
    }
    face.setState('ready');
  }

  function command(current, line) {
    if (isQuit(line)) {
      current.quitting = true;
      face.notice(`Sent: ${line} (the session ends when the server closes it)`);
    }
    write(current, line);
  }

  function write(current, line, { secret = false } = {}) {
    capture.sent(line, Date.now(), { secret });
    current.transport.send(current.seal ? current.seal.encode(line) : `${line}\n`);
  }

  function closed(current, info) {
    clearTimeout(current.quitTimer);
    if (current !== connection) return;
    connection = null;
    const words = closedWords(info);
    if (current.opened) face.notice(`Closed: ${words}`, { capture: true });
    if (ending) return finish();
    if (current.quitting) {
      ending = { code: 'QUIT', message: 'you sent quit and the server closed the connection' };
      return finish();
    }
    const bridgeDown = info.code === BRIDGE_UNREACHABLE_CODE || BRIDGE_UNREACHABLE.test(info.reason ?? '');
    const allowed = hadConnection ? options.attempts : options.tries;
    if (tries >= allowed) {
      if (bridgeDown) {
        ending = { code: 'BRIDGE_UNREACHABLE', message: `The bridge at ${url.href} cannot reach the chess server (${(info.reason ?? '').replace(REASON_HEAD, '') || `close code ${info.code}`}) — is the server's address right, and is it up?` };
      } else if (hadConnection) {
        ending = { code: 'DROPPED', message: `The connection to ${url.href} was lost (${words}) and could not be made again${allowed ? ` in ${allowed} ${allowed === 1 ? 'attempt' : 'attempts'}` : ''}` };
      } else if (current.opened) {
        ending = { code: 'DROPPED', message: `The server at ${url.href} closed the connection before the login was over (${words})` };
      } else {
        ending = { code: 'UNREACHABLE', message: refusedMessage(url, info.error) };
      }
      return finish();
    }
    // The attempt about to be made, counted as the caller sees it: after a
    // drop from 1, for a first connection from 2 (the first was 1).
    const number = tries + 1;
    const waitMs = options.delays[Math.min(hadConnection ? tries : tries - 1, options.delays.length - 1)];
    const seconds = waitMs >= 1000 ? `${Math.round(waitMs / 1000)} s` : `${waitMs} ms`;
    const what = bridgeDown ? 'The bridge cannot reach the chess server' : hadConnection ? `Connection lost (${words})` : `Could not connect to ${url.href}`;
    const message = `${what}; ${hadConnection ? 'reconnecting' : 'trying again'} in ${seconds} (attempt ${number} of ${allowed})`;
    face.notice(message, { capture: true });
    face.setState('connecting', { code: 'RECONNECTING', message, attempt: number, attempts: allowed, waitMs });
    timer = setTimeout(attempt, waitMs);
  }

  function finish() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const current = connection;
    connection = null;
    if (current) {
      current.transport.close();
      clearTimeout(current.quitTimer);
    }
    held = [];
    face.finish(ending ?? { code: 'CLOSED', message: 'closed' });
  }

  attempt();

  return {
    // A line the session has checked, in state 'login' or 'ready'; false
    // when the connection has just gone (a listener of its close notice).
    send(line) {
      if (connection === null || !connection.opened) return false;
      if (connection.ready) command(connection, line);
      else {
        held.push(line);
        face.notice(`Held until the login is over: ${line}`);
      }
      return true;
    },
    close(reason) {
      ending ??= reason;
      const current = connection;
      // Not open yet: nothing to say to the server, and no reason to wait
      // for a connection that may take long to fail.
      if (current === null || !current.opened) finish();
      else if (face.state() === 'ready' && !current.quitting) {
        write(current, 'quit');
        current.quitting = true;
        current.quitTimer = setTimeout(() => current.transport.close(), QUIT_WAIT_MS);
      } else if (!current.quitting) {
        current.transport.close();
      }
    },
  };
}
