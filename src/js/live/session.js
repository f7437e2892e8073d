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
// This file is the session's face: what must answer at once (the options
// checked, send() refusing, close(), the events); the connections run in
// connection.js, loaded on the session's first microtask (in browsers a
// file of its own, so that pages that never connect do not download it).

import { misuse, quoted } from '../base/errors.js';
import { HEADER } from './capture.js';
import { MAX_SEALED_LINE } from '../base/timeseal-line.js';

const DELAYS = [1000, 2000, 4000, 8000, 15000, 30000];
// A session whose first connection never logs in is tried this many times
// in all (with reconnection on); once one has, as many as `attempts` says.
const FIRST_TRIES = 3;
const CAPTURE_BYTES = 32 * 2 ** 20;
const OPTIONS = new Set(['handle', 'password', 'timeseal', 'commands', 'reconnect', 'keepFinished', 'stream', 'capture',
  'WebSocket', 'onReceive']);

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
  if (stream !== false && (stream === null || typeof stream !== 'object')) throw optionError('stream', 'expected createStream options (an object), or false for none');
  if (capture !== false && !(Number.isFinite(capture) && capture >= 0)) {
    throw optionError('capture', `found ${quoted(capture)}, expected a number of bytes or false`);
  }
  if (WebSocket !== undefined && typeof WebSocket !== 'function') throw optionError('WebSocket', 'expected a WebSocket class');
  if (onReceive !== undefined && typeof onReceive !== 'function') throw optionError('onReceive', 'expected a function (bytes, receivedAt)');
  return { handle, password, timeseal, commands: [...commands], delays, attempts, tries: reconnect === false ? 1 : FIRST_TRIES,
    keepFinished, stream, capture, WebSocket, onReceive };
}

// The connections' code, loaded when a session first needs it.
let connections = null;
const loadConnections = () => {
  connections ??= import('./connection.js').catch((error) => {
    connections = null;
    throw error;
  });
  return connections;
};

/** A live session: see connect() in src/js/README.md. */
export class LiveSession extends EventTarget {
  #url;
  #options;
  #capture = null;      // written by connection.js's writer, once loaded
  #driver = null;       // connection.js's, once loaded and started
  #iterators = new Set();
  #closed;
  #settle;

  constructor(api, url, options, transports) {
    super();
    this.#url = readUrl(url, transports);
    this.#options = readOptions(options);
    /** 'connecting' | 'login' | 'ready' | 'closed' */
    this.state = 'connecting';
    /** null, then { code, message } once closed. */
    this.closeReason = null;
    /**
     * The session's one stream, for its whole life (reconnects too); null
     * with `stream: false`, for a caller that reads the bytes itself
     * (onReceive) and would only parse them twice.
     */
    this.stream = this.#options.stream === false ? null
      : api.createStream({ ...this.#options.stream, keepFinished: this.#options.keepFinished });
    this.#closed = new Promise((resolve) => { this.#settle = resolve; });
    // Started once the caller has had the chance to listen.
    queueMicrotask(() => {
      if (this.state === 'closed') return;
      this.#emit({ type: 'state', state: 'connecting', reason: null });
      loadConnections().then(({ runConnections, createCapture }) => {
        if (this.state !== 'closed') {
          this.#capture = createCapture(this.#options.capture);
          this.#driver = runConnections(this.#face(api, transports));
        }
      }, (error) => {
        if (this.state !== 'closed') {
          this.#finish({ code: 'UNREACHABLE', message: `The live client's code could not be loaded: ${error?.message ?? error}` });
        }
      });
    });
  }

  // What connection.js may do to the session.
  #face(api, transports) {
    return {
      api, transports, url: this.#url, options: this.#options, stream: this.stream, capture: this.#capture,
      state: () => this.state,
      emit: (event) => this.#emit(event),
      notice: (text, how) => this.#notice(text, how),
      setState: (state, reason) => this.#setState(state, reason),
      finish: (reason) => this.#finish(reason),
    };
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
    if ((this.state !== 'login' && this.state !== 'ready') || !this.#driver.send(line)) {
      throw misuse('NOT_CONNECTED', `send: the session is ${this.state === 'closed' ? 'closed' : 'not connected yet'}; ` +
        'a line can be sent once it is logging in or ready (give the commands option for lines to send once logged in)');
    }
  }

  /** Ends the session: `quit` when logged in, then the connection closed; never reconnects. Settles once closed. */
  close() {
    if (this.state === 'closed') return this.#closed;
    const reason = { code: 'CLOSED', message: 'closed by the user' };
    if (this.#driver) this.#driver.close(reason);
    else this.#finish(reason);
    return this.#closed;
  }

  /** The capture: every chunk received and line sent, with times (the format: src/js/README.md). */
  capture() {
    return this.#capture?.text() ?? HEADER;
  }

  games() {
    return this.stream?.games() ?? [];
  }

  pgn(id) {
    return this.stream?.pgn(id) ?? '';
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
    if (capture) this.#capture?.note(text, Date.now());
    this.#emit({ type: 'notice', text });
  }

  #setState(state, reason = null) {
    this.state = state;
    this.#capture?.note(reason ? `state ${state}: ${reason.message}` : `state ${state}`, Date.now());
    this.#emit({ type: 'state', state, reason });
  }

  #finish(reason) {
    if (this.state === 'closed') return;
    this.#driver = null;
    this.closeReason = reason;
    // What the stream still held back (a last line without its end).
    try {
      for (const event of this.stream?.end() ?? []) this.#emit(event);
    } catch {
      // A stream freed by the caller has nothing more to say.
    }
    this.#setState('closed', reason);
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
