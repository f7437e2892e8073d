// A live connection to a chess server: through a WebSocket bridge, or to a
// server's own WebSocket endpoint with timeseal done here. It logs in as
// the server asks (live-login.js), sets style 12 itself, sends commands
// (with a history), keeps every byte received (live-capture.js) and tells
// what it does, with times, in the panel's own log (live-log.js). A
// connection that was open and drops is made again; one that never opens
// is tried a few times and then explained; `quit` ends the session for
// good. The password is sent to the server and kept in memory for
// reconnecting, never written anywhere.
//
// The page's callbacks: start(label) once the first connection of a
// session has opened (so a refused connection leaves the page as it was);
// feed(chunk, { receivedAt }) for each message, with its arrival time;
// finish() when the session is over; optional pauseView(paused) when the
// user pauses the view (without it the chunks are held here while paused
// and fed on resume; either way capture goes on).
import { createLogin, isQuit, quitRefused } from './live-login.js';
import { createCapture, saveCapture } from './live-capture.js';
import { clockTime, createAnnouncer, createLiveLog } from './live-log.js';

const STATES = {
  idle: 'Not connected', connecting: 'Connecting…', open: 'Connected', closed: 'Disconnected',
  error: 'Connection failed', reconnecting: 'Connection lost', retrying: 'Could not connect',
  refused: 'Could not connect', ended: 'Session ended',
};
const BUSY = new Set(['connecting', 'open', 'reconnecting', 'retrying']);
const RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000];
// A session whose first connection never opens is tried this many times in
// all; once one has worked, as many times as RETRY_MS has waits.
const FIRST_ATTEMPTS = 3;
// The bridge's words when it is up but the chess server is not.
const BRIDGE_UNREACHABLE = /^server unreachable/;

export function validUrl(text) {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? url : null;
  } catch {
    return null;
  }
}

// What to say when nothing answers at `url`: on this machine that is
// almost always the bridge not running, so the words give its command line,
// listening where the URL points.
export function refusedMessage(url) {
  const loopback = /^(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname);
  if (!loopback) return `Could not connect to ${url.href} — is the server up, and does it take WebSocket connections there?`;
  const port = url.port || (url.protocol === 'wss:' ? '443' : '80');
  const listen = url.hostname === '127.0.0.1' && port === '5001' ? '' : ` --listen ${url.hostname}:${port}`;
  return `Could not connect to ${url.href} — is the bridge running? Start it with: npx style12 bridge --to freechess.org:5000 --timeseal${listen}`;
}

export function createLive(ui, { start, feed, finish, s12, pauseView }) {
  const root = ui.root;
  const find = (given, id) => given ?? root.querySelector(`#${id}`);
  const pauseButton = find(ui.pause, 'live-pause');
  const saveButton = find(ui.save, 'live-save');
  const log = createLiveLog(find(ui.log, 'live-log'));
  const announcer = createAnnouncer(find(ui.announce, 'live-announce'));
  const capture = createCapture();
  const encoder = new TextEncoder();
  const latin1 = new TextDecoder('latin1');

  let socket = null;
  let seal = null;
  let target = null;        // { url, handle, password, timeseal }
  let wanted = false;       // the user asked for a connection and has not closed it
  let started = false;      // start() was called for this session
  let hadConnection = false; // a connection of this session worked
  let tries = 0;            // attempts since the last one that worked
  let retry = null;
  let login = null;         // the login of the current connection
  let quitting = false;     // the user sent quit: a close now ends the session
  let loginFailed = false;
  let received = 0;
  let lastAt = 0;
  let paused = false;
  let held = [];            // chunks held while paused, when the page has no pauseView
  let finishHeld = false;   // the session ended while chunks were held
  const queued = [];        // commands typed while the page was answering the login
  const history = [];
  let historyAt = 0;

  function status(state, detail = '', { sentence = false } = {}) {
    root.dataset.state = state;
    const text = sentence ? detail : detail ? `${STATES[state]}: ${detail}` : STATES[state];
    ui.status.textContent = text;
    announcer.say(text);
    const busy = BUSY.has(state);
    ui.connect.disabled = busy;
    ui.disconnect.disabled = !busy;
    for (const field of [ui.url, ui.handle, ui.password]) field.readOnly = busy;
    ui.timeseal.disabled = busy;
    ui.send.disabled = state !== 'open';
    ui.command.disabled = state !== 'open';
  }

  function note(text) {
    log.add(text);
  }

  function showCount() {
    const parts = [];
    if (received) parts.push(`${received} ${received === 1 ? 'message' : 'messages'} received, the last at ${clockTime(lastAt)}`);
    if (capture.bytes) parts.push(`${capture.bytes} bytes captured`);
    if (paused) parts.push(held.length ? `view paused, ${held.length} held` : 'view paused');
    ui.count.textContent = parts.join(' · ');
    if (saveButton) saveButton.disabled = capture.bytes === 0;
  }

  // A line to the server: sealed with this page's clock when timeseal is on.
  function sendLine(line) {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(seal ? seal.encode(line) : `${line}\n`);
    return true;
  }

  function sendCommand(command) {
    if (!sendLine(command)) return;
    if (isQuit(command)) {
      quitting = true;
      note(`Sent: ${command} (the session ends when the server closes it)`);
    }
  }

  function sendQueued() {
    while (queued.length) {
      const command = queued.shift();
      note(`Sent: ${command} (typed during the login)`);
      sendCommand(command);
    }
  }

  function answerLogin(text) {
    if (!login) return;
    const { send, notes, phase } = login.take(text);
    for (const line of send) sendLine(line);
    for (const words of notes) note(words);
    if (notes.length) status('open', `${target.url.href} · ${notes[notes.length - 1]}`);
    if (phase === 'failed') loginFailed = true;
    if (phase === 'in' || phase === 'manual') sendQueued();
  }

  function deliver(data, meta) {
    if (paused && !pauseView) held.push([data, meta]);
    else feed(data, meta);
  }

  function endSession() {
    if (!started) return;
    started = false;
    if (held.length) finishHeld = true;
    else finish();
  }

  function releaseHeld() {
    const chunks = held;
    held = [];
    for (const [data, meta] of chunks) feed(data, meta);
    if (finishHeld) {
      finishHeld = false;
      finish();
    }
  }

  function setPaused(on) {
    if (paused === on) return;
    paused = on;
    pauseButton?.setAttribute('aria-pressed', String(on));
    root.classList.toggle('view-paused', on);
    if (pauseView) pauseView(on);
    else if (!on) releaseHeld();
    note(on ? 'View paused; capture goes on' : 'View resumed');
    showCount();
  }

  function giveUp(message) {
    wanted = false;
    endSession();
    note(message);
    status('refused', message, { sentence: true });
  }

  function open() {
    const url = target.url;
    let ws;
    try {
      ws = new WebSocket(url.href);
    } catch (error) {
      wanted = false;
      status('error', error.message);
      return;
    }
    ws.binaryType = 'arraybuffer';
    socket = ws;
    tries += 1;
    let opened = false;
    if (hadConnection) status('reconnecting', `reconnecting to ${url.href} (attempt ${tries})`);
    else if (tries > 1) status('retrying', `${url.href} (attempt ${tries} of ${FIRST_ATTEMPTS})`);
    else status('connecting', url.href);

    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      opened = true;
      if (!started) {
        // Only now does the live session replace what the page shows.
        started = true;
        capture.reset(url.hostname, new Date());
        start(`Live: ${url.href}`);
      }
      if (hadConnection) ui.status.dataset.reconnected = String(tries);
      seal = target.timeseal ? s12.createTimeseal() : null;
      if (seal) ws.send(seal.encode(seal.hello));
      login = createLogin(target);
      loginFailed = false;
      status('open', url.href);
      note(`Connected to ${url.href}`);
      showCount();
    });

    ws.addEventListener('message', (event) => {
      if (socket !== ws) return;
      const receivedAt = Date.now();
      // The bytes as the WebSocket gave them, for the capture.
      const raw = typeof event.data === 'string' ? encoder.encode(event.data) : new Uint8Array(event.data);
      capture.add(raw);
      let data = raw;
      if (seal) {
        const { data: text, pings } = seal.decode(raw);
        for (let i = 0; i < pings; i++) ws.send(seal.encode(seal.reply));
        data = text;
      }
      received += 1;
      lastAt = receivedAt;
      const text = latin1.decode(data);
      if (quitting && quitRefused(text)) {
        quitting = false;
        note('The server kept the session (a game is going on)');
      }
      deliver(data, { receivedAt });
      answerLogin(text);
      showCount();
    });

    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      socket = null;
      seal = null;
      login = null;
      const unreachable = BRIDGE_UNREACHABLE.test(event.reason);
      const worked = opened && !unreachable;
      if (worked) {
        hadConnection = true;
        tries = 0;
      }
      if (opened) note(`Closed (code ${event.code}${event.reason ? `, ${event.reason}` : ''})`);
      if (quitting && wanted) {
        wanted = false;
        quitting = false;
        endSession();
        status('ended', 'you sent quit and the server closed the connection');
        return;
      }
      if (loginFailed && wanted) {
        wanted = false;
        endSession();
        status('error', 'the server refused the login (is the password right?)');
        return;
      }
      if (wanted) {
        if (!worked && tries >= (hadConnection ? RETRY_MS.length : FIRST_ATTEMPTS)) {
          giveUp(unreachable
            ? `The bridge at ${url.href} cannot reach the chess server (${event.reason.replace(BRIDGE_UNREACHABLE, '').replace(/^:\s*/, '')}) — is the server's address right, and is it up?`
            : refusedMessage(url));
          return;
        }
        const wait = RETRY_MS[Math.min(Math.max(tries - 1, 0), RETRY_MS.length - 1)];
        const seconds = Math.round(wait / 1000);
        if (hadConnection) {
          status('reconnecting', `${worked ? 'lost' : 'could not reach'} ${url.href}; reconnecting in ${seconds} s (attempt ${tries + 1})`);
        } else {
          status('retrying', `${url.href}${unreachable ? ' (the bridge cannot reach the server)' : ''}; trying again in ${seconds} s (attempt ${tries + 1} of ${FIRST_ATTEMPTS})`);
        }
        retry = setTimeout(() => {
          retry = null;
          if (wanted) open();
        }, wait);
        return;
      }
      // Closed by the user.
      endSession();
      status('closed', opened ? `code ${event.code}${event.reason ? `, ${event.reason}` : ''}` : 'closed by the user');
    });
  }

  function connect() {
    const url = validUrl(ui.url.value);
    if (!url) {
      status('error', 'enter a ws:// or wss:// address');
      ui.url.setAttribute('aria-invalid', 'true');
      ui.url.focus();
      return;
    }
    ui.url.removeAttribute('aria-invalid');
    // What was held for the last session goes to it before a new one starts.
    setPaused(false);
    target = { url, handle: ui.handle.value.trim(), password: ui.password.value, timeseal: ui.timeseal.checked };
    received = 0;
    tries = 0;
    hadConnection = false;
    quitting = false;
    queued.length = 0;
    wanted = true;
    open();
  }

  function disconnect() {
    const was = wanted;
    wanted = false;
    queued.length = 0;
    if (retry) {
      clearTimeout(retry);
      retry = null;
      if (was && !socket) {
        endSession();
        status('closed', 'closed by the user');
      }
    }
    if (socket) socket.close(1000, 'closed by the user');
  }

  ui.connect.addEventListener('click', connect);
  ui.disconnect.addEventListener('click', disconnect);
  for (const field of [ui.url, ui.handle, ui.password]) {
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !ui.connect.disabled) {
        event.preventDefault();
        connect();
      }
    });
  }
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const command = ui.command.value;
    if (socket?.readyState !== WebSocket.OPEN || !command) return;
    if (login?.answering) {
      // Sent now, the server would take it as the answer to its prompt.
      queued.push(command);
      note(`Held until the login is over: ${command}`);
    } else {
      sendCommand(command);
    }
    if (history[history.length - 1] !== command) history.push(command);
    historyAt = history.length;
    ui.command.value = '';
  });
  // Earlier commands with the arrow keys, as in a terminal.
  ui.command.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    historyAt = Math.max(0, Math.min(history.length, historyAt + (event.key === 'ArrowUp' ? -1 : 1)));
    ui.command.value = history[historyAt] ?? '';
  });
  pauseButton?.addEventListener('click', () => setPaused(!paused));
  saveButton?.addEventListener('click', () => {
    if (!capture.bytes) return;
    const name = saveCapture(capture);
    note(`Saved ${capture.bytes} bytes as ${name}`);
  });

  status('idle');
  showCount();
  return { disconnect, connected: () => socket !== null, paused: () => paused };
}
