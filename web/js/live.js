// A live connection to a chess server: through a WebSocket bridge, or to a
// server's own WebSocket endpoint with timeseal done here. It logs in (a
// handle and password, or as a guest), sends commands (with a history),
// and reconnects after a connection drops, saying so. Everything the
// server sends goes into the stream as it comes; the password is sent to
// the server and kept in memory for reconnecting, never written anywhere.

const STATES = {
  idle: 'Not connected', connecting: 'Connecting…', open: 'Connected', closed: 'Disconnected',
  error: 'Connection failed', reconnecting: 'Connection lost',
};
const RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000];

export function validUrl(text) {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? url : null;
  } catch {
    return null;
  }
}

export function createLive(ui, { start, feed, finish, s12 }) {
  let socket = null;
  let received = 0;
  let wanted = false;     // the user asked for a connection and has not closed it
  let attempts = 0;
  let retry = null;
  let target = null;      // { url, handle, password, timeseal }
  let seal = null;
  let login = 'none';     // where the login is: 'handle', 'password', 'done'
  const history = [];
  let historyAt = 0;
  const latin1 = new TextDecoder('latin1');

  function status(state, detail = '') {
    ui.root.dataset.state = state;
    ui.status.textContent = detail ? `${STATES[state]}: ${detail}` : STATES[state];
    const busy = state === 'connecting' || state === 'open' || state === 'reconnecting';
    ui.connect.disabled = busy;
    ui.disconnect.disabled = !busy;
    for (const field of [ui.url, ui.handle, ui.password]) field.readOnly = busy;
    ui.timeseal.disabled = busy;
    ui.send.disabled = state !== 'open';
    ui.command.disabled = state !== 'open';
  }

  // A line to the server: sealed with this page's clock when timeseal is on.
  function sendLine(line) {
    if (socket?.readyState !== WebSocket.OPEN) return;
    socket.send(seal ? seal.encode(line) : `${line}\n`);
  }

  // The login as the server prompts for it.
  function answerLogin(text) {
    if (login === 'done' || login === 'none') return;
    if (login === 'handle' && /login:\s*$/.test(text)) {
      sendLine(target.handle || 'guest');
      login = target.handle && target.handle.toLowerCase() !== 'guest' ? 'password' : 'guest';
    } else if (login === 'password' && /password:\s*$/.test(text)) {
      sendLine(target.password);
      login = 'done';
    } else if (login === 'guest' && /Press return to enter/.test(text)) {
      sendLine('');
      login = 'done';
    }
  }

  function open() {
    const url = target.url;
    let ws;
    try {
      ws = new WebSocket(url.href);
    } catch (error) {
      status('error', error.message);
      return;
    }
    ws.binaryType = 'arraybuffer';
    socket = ws;
    status(attempts ? 'reconnecting' : 'connecting', attempts ? `reconnecting to ${url.href} (attempt ${attempts + 1})` : url.href);
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      if (attempts) ui.status.dataset.reconnected = String(attempts);
      attempts = 0;
      seal = target.timeseal ? s12.createTimeseal() : null;
      if (seal) ws.send(seal.encode(seal.hello));
      login = 'handle';
      status('open', url.href);
    });
    let tail = '';
    ws.addEventListener('message', (event) => {
      if (socket !== ws) return;
      let data = typeof event.data === 'string' ? new TextEncoder().encode(event.data) : new Uint8Array(event.data);
      if (seal) {
        const { data: text, pings } = seal.decode(data);
        for (let i = 0; i < pings; i++) ws.send(seal.encode(seal.reply));
        data = text;
      }
      received += 1;
      // The prompts arrive at the end of a message; a little of the last
      // one is kept in case a prompt is cut.
      tail = (tail + latin1.decode(data)).slice(-200);
      answerLogin(tail);
      feed(data);
      ui.count.textContent = `${received} ${received === 1 ? 'message' : 'messages'} received`;
    });
    let failed = false;
    ws.addEventListener('error', () => {
      failed = true;
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      socket = null;
      if (wanted) {
        // Not closed by the user: try again, waiting longer each time.
        const wait = RETRY_MS[Math.min(attempts, RETRY_MS.length - 1)];
        attempts += 1;
        status('reconnecting', `${failed && !received ? 'could not reach' : 'lost'} ${url.href}; reconnecting in ${Math.round(wait / 1000)} s (attempt ${attempts + 1})`);
        retry = setTimeout(() => {
          retry = null;
          if (wanted) open();
        }, wait);
        return;
      }
      finish();
      if (failed && !received) status('error', `could not reach ${url.href}`);
      else status('closed', `code ${event.code}${event.reason ? `, ${event.reason}` : ''}`);
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
    target = { url, handle: ui.handle.value.trim(), password: ui.password.value, timeseal: ui.timeseal.checked };
    received = 0;
    attempts = 0;
    wanted = true;
    start(`Live: ${url.href}`);
    open();
  }

  function disconnect() {
    const was = wanted;
    wanted = false;
    if (retry) {
      clearTimeout(retry);
      retry = null;
      if (was && !socket) {
        finish();
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
    sendLine(command);
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

  status('idle');
  return { disconnect, connected: () => socket !== null };
}
