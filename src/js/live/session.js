// connect(): a live session with a chess server, the same in browsers and
// Node. It opens the transport (a WebSocket to a bridge or a server's
// endpoint; in Node also TCP), seals with timeseal when asked, answers the
// login as the server leads it (login.js), sends what it needs (`set style
// 12`) and the caller's commands, feeds every chunk received to ONE stream
// for the whole session (games go on across a reconnect, by the stream's
// own rules), keeps a capture (capture.js), and reconnects after a drop.
// The password stays in memory only, for reconnecting; it is never
// captured. Everything the session does is an event: the stream's, a
// state change or a notice.

import { misuse, quoted } from '../errors.js';
import { createCapture } from './capture.js';
import { createLogin, isQuit, quitRefused } from './login.js';
import { openWebSocket } from './websocket.js';

const DELAYS = [1000, 2000, 4000, 8000, 15000, 30000];
// A session whose first connection never logs in is tried this many times
// in all (with reconnection on); once one has, as many as `attempts` says.
const FIRST_TRIES = 3;
// The longest line the timeseal decoders take (1,022 sealed bytes).
export const MAX_SEALED_LINE = 1010;
// How long the server has to close after `quit` before the session cuts it.
const QUIT_WAIT_MS = 3000;
// The bridge's words when it is up but the chess server is not.
const BRIDGE_UNREACHABLE = /^server unreachable:?\s*/i;
// The commands the session itself needs once logged in.
const AFTER_LOGIN = ['set style 12'];
const CAPTURE_BYTES = 32 * 2 ** 20;
const OPTIONS = new Set(['handle', 'password', 'timeseal', 'commands', 'reconnect', 'keepFinished', 'stream', 'capture',
  'WebSocket', 'onReceive']);

const latin1 = new TextDecoder('latin1');

// CustomEvent is global from Node 19 on; before, an Event with a detail.
const DetailEvent = globalThis.CustomEvent ?? class extends Event {
  constructor(type, { detail }) {
    super(type);
    this.detail = detail;
  }
};

const optionError = (name, message) => misuse('BAD_OPTION', `connect: ${name}: ${message}`, name);

// Why a line cannot go out as one line (null when it can).
function unsendable(line, sealed) {
  if (/[\r\n]/.test(line)) return 'it has a line end in it (send each line on its own)';
  if (sealed && /[^\x00-\x7f]/.test(line)) return 'timeseal carries 7-bit text only, and it has a character outside ASCII';
  if (sealed && line.length > MAX_SEALED_LINE) {
    return `it has ${line.length} characters, more than the ${MAX_SEALED_LINE} that timeseal decoders accept`;
  }
  return null;
}

function readUrl(url, transports) {
  let parsed = null;
  try {
    parsed = new URL(String(url));
  } catch {
    // said below
  }
  if (parsed === null || !['ws:', 'wss:', 'tcp:'].includes(parsed.protocol)) {
    throw misuse('BAD_ARGUMENT', `connect: found the address ${quoted(String(url))}, expected ws://, wss:// or (in Node) tcp://host:port`, 'url');
  }
  if (parsed.protocol === 'tcp:') {
    if (!transports.tcp) throw misuse('BAD_ARGUMENT', `connect: ${parsed.href}: tcp:// connections need Node; a browser connects through ws:// (a bridge)`, 'url');
    if (!parsed.port || !parsed.hostname) throw misuse('BAD_ARGUMENT', `connect: ${parsed.href}: expected tcp://host:port`, 'url');
  }
  return parsed;
}

function readOptions(options = {}) {
  if (options === null || typeof options !== 'object') throw new TypeError('style12: connect(url, options) takes the options as an object');
  for (const name of Object.keys(options)) {
    if (!OPTIONS.has(name)) throw optionError(name, `not an option of connect (they are ${[...OPTIONS].join(', ')})`);
  }
  const { handle = '', password = '', timeseal = false, commands = [], reconnect = {}, keepFinished = 100, stream = {},
    capture = CAPTURE_BYTES, WebSocket, onReceive } = options;
  if (typeof handle !== 'string') throw optionError('handle', `found ${quoted(handle)}, expected a string ('' or 'guest' for a guest)`);
  if (typeof password !== 'string') throw optionError('password', `found ${quoted(password)}, expected a string`);
  if (typeof timeseal !== 'boolean') throw optionError('timeseal', `found ${quoted(timeseal)}, expected true or false`);
  if (!Array.isArray(commands) || commands.some((line) => typeof line !== 'string')) {
    throw optionError('commands', 'expected an array of command lines (strings)');
  }
  for (const [name, line] of [['handle', handle], ['password', password], ...commands.map((line) => ['commands', line])]) {
    const why = unsendable(line, timeseal);
    if (why) throw optionError(name, `${name === 'password' ? 'the password' : quoted(line)} cannot be sent: ${why}`);
  }
  let delays = [];
  let attempts = 0;
  if (reconnect !== false) {
    if (reconnect === null || typeof reconnect !== 'object') throw optionError('reconnect', 'expected { delays, attempts } or false');
    delays = reconnect.delays ?? DELAYS;
    if (!Array.isArray(delays) || delays.length === 0 || delays.some((ms) => !(Number.isFinite(ms) && ms >= 0))) {
      throw optionError('reconnect', 'delays: expected a list of waits in milliseconds');
    }
    attempts = reconnect.attempts ?? delays.length;
    if (!Number.isInteger(attempts) || attempts < 0) throw optionError('reconnect', `attempts: found ${quoted(attempts)}, expected a whole number`);
  }
  if (!(Number.isInteger(keepFinished) && keepFinished >= 0) && keepFinished !== Infinity) {
    throw optionError('keepFinished', `found ${quoted(keepFinished)}, expected a whole number of games`);
  }
  if (stream === null || typeof stream !== 'object') throw optionError('stream', 'expected createStream options (an object)');
  if (capture !== false && !(Number.isFinite(capture) && capture >= 0)) {
    throw optionError('capture', `found ${quoted(capture)}, expected a number of bytes or false`);
  }
  if (WebSocket !== undefined && typeof WebSocket !== 'function') throw optionError('WebSocket', 'expected a WebSocket class');
  if (onReceive !== undefined && typeof onReceive !== 'function') throw optionError('onReceive', 'expected a function (bytes, receivedAt)');
  return { handle, password, timeseal, commands: [...commands], delays, attempts, tries: reconnect === false ? 1 : FIRST_TRIES,
    keepFinished, stream, capture, WebSocket, onReceive };
}

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

/** A live session: see connect() in the README. */
export class LiveSession extends EventTarget {
  #api;
  #url;
  #options;
  #transports;
  #capture;
  #connection = null;   // the connection going on: { transport, opened, ready, seal, login, quitting }
  #timer = null;        // the wait before the next attempt
  #tries = 0;           // attempts since the last connection that logged in
  #hadConnection = false;
  #ending = null;       // the close reason once close() was called or the login refused
  #held = [];           // lines sent during the login, sent after it
  #iterators = new Set();
  #closed;
  #settle;

  constructor(api, url, options, transports) {
    super();
    this.#api = api;
    this.#transports = transports;
    this.#url = readUrl(url, transports);
    this.#options = readOptions(options);
    /** 'connecting' | 'login' | 'ready' | 'closed' */
    this.state = 'connecting';
    /** null, then { code, message } once closed. */
    this.closeReason = null;
    this.#capture = createCapture(this.#options.capture);
    /** The session's one stream, for its whole life (reconnects too). */
    this.stream = api.createStream({ ...this.#options.stream, keepFinished: this.#options.keepFinished });
    this.#closed = new Promise((resolve) => { this.#settle = resolve; });
    // Started once the caller has had the chance to listen.
    queueMicrotask(() => {
      if (this.state !== 'closed') {
        this.#emit({ type: 'state', state: 'connecting', reason: null });
        this.#attempt();
      }
    });
  }

  /** The address the session connects to. */
  get url() {
    return this.#url.href;
  }

  /** Sends one command line; held until the login is over while the session answers it. */
  send(line) {
    if (typeof line !== 'string') throw new TypeError('style12: send() takes a command line as a string');
    const why = unsendable(line, this.#options.timeseal);
    if (why) throw misuse('UNSENDABLE_LINE', `send: ${quoted(line)} cannot be sent: ${why}`, 'line');
    if (this.state === 'ready') this.#command(this.#connection, line);
    else if (this.state === 'login') {
      this.#held.push(line);
      this.#notice(`Held until the login is over: ${line}`);
    } else {
      throw misuse('NOT_CONNECTED', `send: the session is ${this.state === 'closed' ? 'closed' : 'not connected yet'}; ` +
        `a line can be sent once it is logging in or ready (give the commands option for lines to send once logged in)`);
    }
  }

  /** Ends the session: `quit` when logged in, then the connection closed; never reconnects. Settles once closed. */
  close() {
    if (this.state === 'closed') return this.#closed;
    this.#ending ??= { code: 'CLOSED', message: 'closed by the user' };
    const connection = this.#connection;
    if (connection === null) {
      this.#finish();
    } else if (this.state === 'ready' && !connection.quitting) {
      this.#write(connection, 'quit');
      connection.quitting = true;
      connection.quitTimer = setTimeout(() => connection.transport.close(), QUIT_WAIT_MS);
    } else if (!connection.quitting) {
      connection.transport.close();
    }
    return this.#closed;
  }

  /** The capture: every chunk received and line sent, with times (see the README). */
  capture() {
    return this.#capture.text();
  }

  games() {
    return this.stream.games();
  }

  pgn(id) {
    return this.stream.pgn(id);
  }

  /** Every event from now on, in order; ends after the 'closed' state event. */
  [Symbol.asyncIterator]() {
    const queue = [];
    let wake = null;
    let done = this.state === 'closed';
    const subscriber = {
      push(event) {
        queue.push(event);
        wake?.();
      },
      end() {
        done = true;
        wake?.();
      },
    };
    if (!done) this.#iterators.add(subscriber);
    const iterators = this.#iterators;
    return {
      async next() {
        while (queue.length === 0 && !done) await new Promise((resolve) => { wake = resolve; });
        wake = null;
        return queue.length ? { value: queue.shift(), done: false } : { value: undefined, done: true };
      },
      async return() {
        iterators.delete(subscriber);
        done = true;
        queue.length = 0;
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  #emit(event) {
    for (const subscriber of this.#iterators) subscriber.push(event);
    this.dispatchEvent(new DetailEvent(event.type, { detail: event }));
    this.dispatchEvent(new DetailEvent('event', { detail: event }));
  }

  #notice(text, { capture = false } = {}) {
    if (capture) this.#capture.note(text, Date.now());
    this.#emit({ type: 'notice', text });
  }

  #setState(state, reason = null) {
    this.state = state;
    this.#capture.note(reason ? `state ${state}: ${reason.message}` : `state ${state}`, Date.now());
    this.#emit({ type: 'state', state, reason });
  }

  #attempt() {
    this.#timer = null;
    this.#tries += 1;
    const connection = { transport: null, opened: false, ready: false, seal: null, login: null, quitting: false, quitTimer: undefined };
    this.#connection = connection;
    const handlers = {
      open: () => this.#opened(connection),
      data: (bytes) => this.#received(connection, bytes),
      close: (info) => queueMicrotask(() => this.#closedConnection(connection, info)),
    };
    const url = this.#url;
    this.#notice(`Connecting to ${url.href}`);
    connection.transport = url.protocol === 'tcp:'
      ? this.#transports.tcp(url, handlers)
      : openWebSocket(url.href, this.#options.WebSocket ?? this.#transports.WebSocket(), handlers);
  }

  #opened(connection) {
    if (connection !== this.#connection) return;
    connection.opened = true;
    this.#capture.opened(this.#url.href, Date.now());
    this.#setState('login');
    if (this.#options.timeseal) {
      connection.seal = this.#api.createTimeseal();
      connection.transport.send(connection.seal.encode(connection.seal.hello));
      this.#notice('Sent: the timeseal hello', { capture: true });
    }
    connection.login = createLogin(this.#options);
  }

  #received(connection, raw) {
    if (connection !== this.#connection) return;
    const receivedAt = Date.now();
    let data = raw;
    if (connection.seal) {
      const unsealed = connection.seal.decode(raw);
      for (let i = 0; i < unsealed.pings; i++) connection.transport.send(connection.seal.encode(connection.seal.reply));
      data = unsealed.data;
    }
    if (data.length === 0) return;
    this.#capture.received(data, receivedAt);
    this.#options.onReceive?.(data, receivedAt);
    for (const event of this.stream.push(data)) this.#emit(event);
    if (connection.quitting && quitRefused(latin1.decode(data))) {
      connection.quitting = false;
      this.#notice('The server kept the session (a game is going on)', { capture: true });
    }
    if (connection === this.#connection && !connection.ready) this.#answerLogin(connection, latin1.decode(data));
  }

  #answerLogin(connection, text) {
    const { send, notes, phase } = connection.login.take(text);
    for (const { line, secret } of send) this.#write(connection, line, { secret });
    for (const words of notes) this.#notice(words);
    if (phase === 'in') this.#ready(connection);
    else if (phase === 'refused') {
      this.#ending ??= { code: 'LOGIN_REFUSED', message: connection.login.reason };
      connection.transport.close();
    }
  }

  #ready(connection) {
    connection.ready = true;
    this.#tries = 0;
    this.#hadConnection = true;
    this.#setState('ready');
    for (const line of [...AFTER_LOGIN, ...this.#options.commands]) {
      this.#write(connection, line);
      this.#notice(`Sent: ${line}`);
    }
    const held = this.#held;
    this.#held = [];
    for (const line of held) {
      this.#command(connection, line);
      this.#notice(`Sent: ${line} (held during the login)`);
    }
  }

  #command(connection, line) {
    if (isQuit(line)) {
      connection.quitting = true;
      this.#notice(`Sent: ${line} (the session ends when the server closes it)`);
    }
    this.#write(connection, line);
  }

  #write(connection, line, { secret = false } = {}) {
    this.#capture.sent(line, Date.now(), { secret });
    connection.transport.send(connection.seal ? connection.seal.encode(line) : `${line}\n`);
  }

  #closedConnection(connection, info) {
    clearTimeout(connection.quitTimer);
    if (connection !== this.#connection) return;
    this.#connection = null;
    const words = closedWords(info);
    if (connection.opened) this.#notice(`Closed: ${words}`, { capture: true });
    if (this.#ending) return this.#finish();
    if (connection.quitting) {
      this.#ending = { code: 'QUIT', message: 'you sent quit and the server closed the connection' };
      return this.#finish();
    }
    const url = this.#url;
    const bridgeDown = BRIDGE_UNREACHABLE.test(info.reason ?? '');
    const allowed = this.#hadConnection ? this.#options.attempts : this.#options.tries;
    if (this.#tries >= allowed) {
      if (bridgeDown) {
        this.#ending = { code: 'BRIDGE_UNREACHABLE', message: `The bridge at ${url.href} cannot reach the chess server (${info.reason.replace(BRIDGE_UNREACHABLE, '')}) — is the server's address right, and is it up?` };
      } else if (this.#hadConnection) {
        this.#ending = { code: 'DROPPED', message: `The connection to ${url.href} was lost (${words}) and could not be made again${allowed ? ` in ${allowed} ${allowed === 1 ? 'attempt' : 'attempts'}` : ''}` };
      } else if (connection.opened) {
        this.#ending = { code: 'DROPPED', message: `The server at ${url.href} closed the connection before the login was over (${words})` };
      } else {
        this.#ending = { code: 'UNREACHABLE', message: refusedMessage(url, info.error) };
      }
      return this.#finish();
    }
    // The attempt about to be made, counted as the caller sees it.
    const attempt = this.#tries + 1;
    const of = allowed;
    const delays = this.#options.delays;
    const waitMs = delays[Math.min(this.#hadConnection ? this.#tries : this.#tries - 1, delays.length - 1)];
    const seconds = waitMs >= 1000 ? `${Math.round(waitMs / 1000)} s` : `${waitMs} ms`;
    const what = bridgeDown ? 'The bridge cannot reach the chess server' : this.#hadConnection ? `Connection lost (${words})` : `Could not connect to ${url.href}`;
    const message = `${what}; ${this.#hadConnection ? 'reconnecting' : 'trying again'} in ${seconds} (attempt ${attempt} of ${of})`;
    this.#notice(message, { capture: true });
    this.#setState('connecting', { code: 'RECONNECTING', message, attempt, attempts: of, waitMs });
    this.#timer = setTimeout(() => this.#attempt(), waitMs);
  }

  #finish() {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    const connection = this.#connection;
    this.#connection = null;
    if (connection) connection.transport.close();
    clearTimeout(connection?.quitTimer);
    this.#held = [];
    this.closeReason = this.#ending ?? { code: 'CLOSED', message: 'closed' };
    // What the stream still held back (a last line without its end).
    try {
      for (const event of this.stream.end()) this.#emit(event);
    } catch {
      // A stream freed by the caller has nothing more to say.
    }
    this.#setState('closed', this.closeReason);
    for (const subscriber of this.#iterators) subscriber.end();
    this.#iterators.clear();
    this.#settle();
  }
}

/** connect(url, options) over a module's API and the environment's transports. */
export function makeConnect(api, transports) {
  return function connect(url, options) {
    return new LiveSession(api, url, options, transports);
  };
}
