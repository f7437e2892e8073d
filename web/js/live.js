// The live panel: a session of the package's `connect()` (which logs in,
// sets style 12, seals, reconnects and captures) shown and driven by the
// page. Here are only the panel's form, its status and what it says to
// screen readers, its log of what the session did (live-log.js), the
// command history, the pause of the view and saving the capture
// (live-capture.js). The password goes to `connect` and is written nowhere.
//
// The page's callbacks: start(label) once the first connection of a
// session has opened (so a refused connection leaves the page as it was);
// feed(bytes, { receivedAt }) for each chunk received, with its arrival
// time (the bytes the session reads, timeseal's pings taken out); finish()
// when the session is over; optional pauseView(paused) when the user pauses
// the view (without it the chunks are held here while paused and fed on
// resume; either way capture goes on); optional describe(summary) each
// time what the session is changes (its URL, the handle the server gave,
// its state, how much came), for the header and the input area.
import { captureFileName, saveCapture } from './live-capture.js';
import { clockTime, createAnnouncer, createLiveLog } from './live-log.js';

const STATES = {
  idle: 'Not connected', connecting: 'Connecting…', open: 'Connected', closed: 'Disconnected',
  error: 'Connection failed', reconnecting: 'Connection lost', retrying: 'Could not connect',
  refused: 'Could not connect', ended: 'Session ended',
};
const BUSY = new Set(['connecting', 'open', 'reconnecting', 'retrying']);

export function validUrl(text) {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? url : null;
  } catch {
    return null;
  }
}

// How a session's end is shown: the panel's state and its words. The
// session's own words say why it could not connect (with the command that
// starts the bridge) or why the bridge could not reach the server.
function ending(reason) {
  switch (reason?.code) {
    case 'QUIT': return { shown: 'ended', words: reason.message };
    case 'LOGIN_REFUSED': return { shown: 'error', words: `the server refused the login (${reason.message})` };
    case 'UNREACHABLE':
    case 'BRIDGE_UNREACHABLE': return { shown: 'refused', words: reason.message, sentence: true };
    case 'DROPPED': return { shown: 'error', words: reason.message, sentence: true };
    default: return { shown: 'closed', words: reason?.message ?? '' };
  }
}

export function createLive(ui, { start, feed, finish, s12, pauseView, describe, sent = () => {} }) {
  const root = ui.root;
  const find = (given, id) => given ?? root.querySelector(`#${id}`);
  const pauseButton = find(ui.pause, 'live-pause');
  const saveButton = find(ui.save, 'live-save');
  const log = createLiveLog(find(ui.log, 'live-log'));
  const announcer = createAnnouncer(find(ui.announce, 'live-announce'));

  let session = null;
  let url = null;
  let startedAt = null;       // when this session's first connection opened
  let started = false;        // start() was called for this session
  let hadConnection = false;  // a connection of this session logged in
  let received = 0;
  let handle = '';
  let noticeCount = 0;            // as the server said it ("Logged in as …")
  let capturedBytes = 0;
  let lastAt = 0;
  let paused = false;
  let held = [];              // chunks held while paused, when the page has no pauseView
  let finishHeld = false;     // the session ended while chunks were held
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
    // The command box is under the lines, where it is needed only while a
    // connection is up or coming back.
    ui.form.hidden = !busy;
    tell();
  }

  function tell() {
    describe?.({ url: url?.href ?? '', handle, state: root.dataset.state, received, bytes: capturedBytes });
  }

  function note(text) {
    log.add(text);
  }

  function showCount() {
    const parts = [];
    if (received) parts.push(`${received} ${received === 1 ? 'message' : 'messages'} received, the last at ${clockTime(lastAt)}`);
    if (capturedBytes) parts.push(`${capturedBytes} bytes captured`);
    if (paused) parts.push(held.length ? `view paused, ${held.length} held` : 'view paused');
    ui.count.textContent = parts.join(' · ');
    if (saveButton) saveButton.disabled = capturedBytes === 0;
    tell();
  }

  function begin() {
    if (started) return;
    // Only now does the live session replace what the page shows.
    started = true;
    startedAt = new Date();
    start(`Live: ${url.href}`);
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
    for (const [bytes, meta] of chunks) feed(bytes, meta);
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

  // Every chunk the session received, before its events: the page's lines
  // are made from these bytes.
  function onBytes(mine, bytes, receivedAt) {
    if (session !== mine) return;
    received += 1;
    capturedBytes += bytes.length;
    lastAt = receivedAt;
    // A copy: the session's buffer stays the session's.
    const data = new Uint8Array(bytes);
    const meta = { receivedAt };
    if (paused && !pauseView) held.push([data, meta]);
    else feed(data, meta);
    showCount();
  }

  function onState(mine, { state, reason }) {
    if (state === 'connecting') {
      // The first attempt, or the next one after a wait the reason gives.
      if (!reason) status('connecting', url.href);
      else status(hadConnection ? 'reconnecting' : 'retrying', reason.message, { sentence: true });
    } else if (state === 'login') {
      begin();
      note(`Connected to ${url.href}`);
      status('open', url.href);
      showCount();
    } else if (state === 'ready') {
      // The status already says what the login did last (the session's
      // notices come before it is ready).
      hadConnection = true;
    } else if (state === 'closed') {
      const { shown, words, sentence } = ending(reason ?? mine.closeReason);
      endSession();
      status(shown, words, { sentence });
      if (shown !== 'closed') note(ui.status.textContent);
    }
  }

  function onEvent(mine, event) {
    if (session !== mine) return;
    if (event.type === 'state') onState(mine, event);
    else if (event.type === 'notice') {
      noticeCount += 1;
      note(event.text);
      const loggedIn = /^Logged in as (\S+)/.exec(event.text);
      if (loggedIn) handle = loggedIn[1];
      if (mine.state === 'login' || mine.state === 'ready') status('open', `${url.href} · ${event.text}`);
    }
  }

  function connect() {
    const given = validUrl(ui.url.value);
    if (!given) {
      status('error', 'enter a ws:// or wss:// address');
      ui.url.setAttribute('aria-invalid', 'true');
      ui.url.focus();
      return;
    }
    ui.url.removeAttribute('aria-invalid');
    // What was held for the last session goes to it before a new one starts.
    setPaused(false);
    url = given;
    received = 0;
    capturedBytes = 0;
    handle = '';
    hadConnection = false;
    let mine = null;
    try {
      mine = s12.connect(url.href, {
        handle: ui.handle.value.trim(),
        password: ui.password.value,
        timeseal: ui.timeseal.checked,
        // The page's worker reads the bytes and keeps the games: a stream
        // in the session would only read them twice.
        stream: false,
        onReceive: (bytes, receivedAt) => onBytes(mine, bytes, receivedAt),
      });
    } catch (error) {
      status('error', error.message);
      return;
    }
    session = mine;
    mine.addEventListener('event', (event) => onEvent(mine, event.detail));
  }

  function disconnect() {
    if (!session || session.state === 'closed') return;
    session.close().catch(() => {});
  }

  function send(command) {
    try {
      const notices = noticeCount;
      session.send(command);
      sent(command, Date.now());
      // The session says itself what it sent only when there is more to say
      // (a quit); otherwise the log says it here, as it says the login's.
      if (noticeCount === notices) note(`Sent: ${command}`);
    } catch (error) {
      note(`Not sent: ${command} (${error.message})`);
    }
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
    if (!session || session.state === 'closed' || !command) return;
    send(command);
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
    if (!session || !capturedBytes) return;
    const text = session.capture();
    const name = saveCapture(text, captureFileName(url.hostname, startedAt ?? new Date()));
    // A long session's capture keeps its newest entries only, and says so.
    const dropped = /^# (\d+ entr(?:y|ies) \(\d+ bytes\)) dropped/m.exec(text);
    if (dropped) note(`Saved the newest of ${capturedBytes} bytes as ${name} (${dropped[1]} dropped: the capture has a limit)`);
    else note(`Saved ${capturedBytes} bytes as ${name}`);
  });

  status('idle');
  showCount();
  return {
    disconnect,
    connected: () => session !== null && session.state !== 'closed',
    paused: () => paused,
  };
}
