// A live connection to a WebSocket bridge of a chess server: each message,
// text or binary, goes into the stream as it comes.

const STATES = { idle: 'Not connected', connecting: 'Connecting…', open: 'Connected', closed: 'Disconnected', error: 'Connection failed' };

export function validUrl(text) {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? url : null;
  } catch {
    return null;
  }
}

export function createLive(ui, { start, feed, finish }) {
  let socket = null;
  let received = 0;

  function status(state, detail = '') {
    ui.root.dataset.state = state;
    ui.status.textContent = detail ? `${STATES[state]}: ${detail}` : STATES[state];
    const busy = state === 'connecting' || state === 'open';
    ui.connect.disabled = busy;
    ui.disconnect.disabled = !busy;
    ui.url.readOnly = busy;
    ui.send.disabled = state !== 'open';
    ui.command.disabled = state !== 'open';
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
    received = 0;
    let ws;
    try {
      ws = new WebSocket(url.href);
    } catch (error) {
      status('error', error.message);
      return;
    }
    ws.binaryType = 'arraybuffer';
    socket = ws;
    status('connecting', url.href);
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      start(`Live: ${url.href}`);
      status('open', url.href);
    });
    ws.addEventListener('message', (event) => {
      if (socket !== ws) return;
      received += 1;
      feed(typeof event.data === 'string' ? event.data : new Uint8Array(event.data));
      ui.count.textContent = `${received} ${received === 1 ? 'message' : 'messages'} received`;
    });
    let failed = false;
    ws.addEventListener('error', () => {
      failed = true;
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws) return;
      socket = null;
      finish();
      if (failed && !received) status('error', `could not reach ${url.href}`);
      else status('closed', `code ${event.code}${event.reason ? `, ${event.reason}` : ''}`);
    });
  }

  function disconnect() {
    if (socket) socket.close(1000, 'closed by the user');
  }

  ui.connect.addEventListener('click', connect);
  ui.disconnect.addEventListener('click', disconnect);
  ui.url.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      connect();
    }
  });
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (socket?.readyState === WebSocket.OPEN && ui.command.value) {
      socket.send(`${ui.command.value}\n`);
      ui.command.value = '';
    }
  });

  status('idle');
  return { disconnect, connected: () => socket !== null };
}
