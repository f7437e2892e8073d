// A session's connection straight to a chess server over TCP (Node only:
// `tcp://host:port`), with no bridge between. Lines go out as their UTF-8,
// sealed lines as they are.
import { connect } from 'node:net';

// How long a closing connection may take to drain before it is cut.
const END_WAIT_MS = 3000;

/** As openWebSocket: handlers.open(), .data(bytes), .close({ code, reason, error }); returns { send, close }. */
export function openTcp(url, handlers) {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port);
  let error = '';
  let opened = false;
  let closedByServer = false;
  const socket = connect({ host, port });
  socket.setNoDelay(true);
  socket.on('connect', () => {
    opened = true;
    handlers.open();
  });
  socket.on('data', (chunk) => handlers.data(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
  socket.on('end', () => { closedByServer = true; });
  socket.on('error', (thrown) => { error = thrown.code ?? thrown.message; });
  socket.on('close', () => handlers.close({
    code: null, reason: opened && closedByServer && !error ? 'closed by the server' : '', error,
  }));
  return {
    send(data) {
      socket.write(data);
    },
    close() {
      // Ended, so what was written still reaches the server.
      socket.end();
      setTimeout(() => socket.destroy(), END_WAIT_MS).unref();
    },
  };
}
