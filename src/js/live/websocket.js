// A session's connection over a WebSocket: the browser's, one the caller
// gives, or in Node the `ws` package's (the class may come as a promise, a
// dynamic import). Lines go out as text frames, sealed lines as binary
// ones; what comes in is handed on as bytes (a text frame as its UTF-8).

const utf8 = new TextEncoder();

/**
 * Opens `url` with `WebSocketClass` (or a promise of it) and calls
 * handlers.open(), handlers.data(bytes) and once handlers.close({ code,
 * reason, error }). Returns { send(data), close() }.
 */
export function openWebSocket(url, WebSocketClass, handlers) {
  let ws = null;
  let closed = false;
  let closeWanted = false;
  let error = '';

  function done(info) {
    if (closed) return;
    closed = true;
    handlers.close(info);
  }

  function start(Class) {
    if (closed) return;
    if (typeof Class !== 'function') {
      done({ code: null, reason: '', error: 'no WebSocket class in this environment (give one as the WebSocket option)' });
      return;
    }
    try {
      ws = new Class(url);
    } catch (thrown) {
      done({ code: null, reason: '', error: thrown?.message ?? String(thrown) });
      return;
    }
    ws.binaryType = 'arraybuffer';
    ws.addEventListener('open', () => {
      if (closeWanted) ws.close(1000, 'closed by the client');
      else handlers.open();
    });
    ws.addEventListener('message', (event) => {
      if (closed) return;
      handlers.data(typeof event.data === 'string' ? utf8.encode(event.data) : new Uint8Array(event.data));
    });
    // Browsers say nothing of why; Node's ws says (ECONNREFUSED).
    ws.addEventListener('error', (event) => {
      error = event?.error?.code ?? event?.message ?? '';
    });
    ws.addEventListener('close', (event) => done({ code: event.code, reason: event.reason ?? '', error }));
  }

  if (typeof WebSocketClass?.then === 'function') {
    WebSocketClass.then(start, (thrown) => done({ code: null, reason: '', error: `no WebSocket: ${thrown?.message ?? thrown}` }));
  } else {
    start(WebSocketClass);
  }

  return {
    send(data) {
      ws.send(data);
    },
    close() {
      closeWanted = true;
      if (ws === null) done({ code: null, reason: '', error: '' });
      // CONNECTING: closed as soon as it opens (closing now is an error in ws).
      else if (ws.readyState === 1) ws.close(1000, 'closed by the client');
    },
  };
}

/** A browser's transports: its WebSocket, and no TCP. */
export const browserTransports = {
  tcp: null,
  WebSocket: () => globalThis.WebSocket,
};
