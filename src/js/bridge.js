// The bridge behind `style12 bridge`: WebSocket clients in (the ws
// package), one TCP connection each to a chess server, bytes passed both
// ways unchanged; with timeseal, the lines clients send are sealed and the
// server's ping requests answered here. Loopback only unless told
// otherwise; browsers only from the allowed origins; bounded buffers both
// ways (a slow side pauses the other), bounded messages and lines. Nothing
// one client sends can stop the bridge or touch another client: its
// handlers never throw.
import { createConnection } from 'node:net';
import { WebSocketServer } from 'ws';

// The demo page as `npm start` serves it.
export const DEFAULT_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080'];
// Bytes waiting for a slow side before the other one is paused.
const HIGH_WATER = 1 << 20;
// The largest WebSocket message a client may send: a chess client sends
// lines of a few hundred bytes, and ws buffers a message whole before it
// is seen, so its own default (100 MiB) would let a few clients fill the
// memory. A bigger message closes that client's connection (1009).
export const MAX_MESSAGE = 1 << 20;
// The longest client line timeseal will seal (FICS itself reads at most
// 1 KiB a line); a longer one closes that client's connection.
export const MAX_LINE = 64 * 1024;

/** "host:port" (an IPv6 host in brackets) to { host, port }; null if it is not one. Port 0 (any free one) only when `anyPort`. */
export function parseAddress(text, { anyPort = false } = {}) {
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(text ?? '');
  if (!match) return null;
  const port = Number(match[3]);
  if (port < (anyPort ? 0 : 1) || port > 65535) return null;
  return { host: match[1] ?? match[2], port };
}

/**
 * Starts a bridge; resolves when it listens. `s12` (the loaded package) is
 * needed for timeseal. Returns { host, port, close() }.
 */
export function startBridge({
  to, listen = { host: '127.0.0.1', port: 5001 }, timeseal = false, s12 = null,
  allowOrigins = DEFAULT_ORIGINS, log = (line) => console.log(line), highWater = HIGH_WATER,
}) {
  if (timeseal && !s12) throw new TypeError('style12 bridge: timeseal needs the package loaded');
  const server = new WebSocketServer({
    host: listen.host,
    port: listen.port,
    maxPayload: MAX_MESSAGE,
    // A page from anywhere else may not drive a connection to the server
    // (a client with no Origin, not a browser, may).
    verifyClient: ({ origin, req }, done) => {
      if (origin === undefined || allowOrigins.includes('*') || allowOrigins.includes(origin)) return done(true);
      log(`refused ${req.socket.remoteAddress}:${req.socket.remotePort}: origin ${origin} is not allowed (--allow-origin)`);
      return done(false, 403, 'origin not allowed');
    },
  });
  server.on('connection', (ws, req) => {
    try {
      bridgeOne(ws, req);
    } catch (error) {
      log(`${req.socket.remoteAddress}:${req.socket.remotePort}: ${error.message}`);
      ws.terminate();
    }
  });

  function bridgeOne(ws, req) {
    const client = `${req.socket.remoteAddress}:${req.socket.remotePort}`;
    const seal = timeseal ? s12.createTimeseal() : null;
    const socket = createConnection({ host: to.host, port: to.port });
    let connected = false;
    let up = 0;
    let down = 0;
    let closing = null;
    let partial = '';  // a client line not yet ended, with timeseal

    const finish = (why) => {
      if (closing) return;
      closing = why;
      log(`${client} <-> ${to.host}:${to.port}${seal ? ' (timeseal)' : ''}: ${up} bytes up, ${down} down; ${why}`);
      socket.destroy();
      // A close reason is at most 123 bytes.
      if (ws.readyState === ws.OPEN) ws.close(1000, why.replace(/[^\x20-\x7e]/g, '?').slice(0, 120));
    };

    const toServer = (bytes) => {
      up += bytes.length;
      if (!socket.write(bytes) && !ws.isPaused) {
        ws.pause();
        socket.once('drain', () => ws.resume());
      }
    };

    // Every handler runs through this: whatever goes wrong in one ends
    // this client's session, with the reason in the log, and nothing else.
    const guarded = (what, handler) => (...args) => {
      try {
        handler(...args);
      } catch (error) {
        finish(`${what}: ${error.message}`);
      }
    };

    // The hello goes first, written now: the socket keeps writes made
    // before it connects in order, so a line the client sends at once
    // (before the connection opens) still follows it. Written on connect,
    // it came after such a line, and the server read the sealed line as
    // the login name.
    if (seal) toServer(seal.encode(seal.hello));
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', guarded('server bytes could not be passed on', (chunk) => {
      let data = chunk;
      if (seal) {
        const decoded = seal.decode(chunk);
        for (let i = 0; i < decoded.pings; i++) toServer(seal.encode(seal.reply));
        data = decoded.data;
      }
      if (data.length === 0) return;
      down += data.length;
      ws.send(data, { binary: true }, () => {
        if (socket.isPaused() && ws.bufferedAmount < highWater / 2) socket.resume();
      });
      if (ws.bufferedAmount > highWater) socket.pause();
    }));
    socket.on('error', (error) => {
      if (!connected) {
        const message = `style12 bridge: cannot reach ${to.host}:${to.port} (${error.code ?? error.message})`;
        if (ws.readyState === ws.OPEN) ws.send(`${message}\n`);
        finish(`server unreachable: ${error.code ?? error.message}`);
      } else {
        finish(`server connection failed: ${error.code ?? error.message}`);
      }
    });
    socket.on('close', () => finish('closed by the server'));

    // A client's words to the server: with timeseal each line sealed as it
    // ends. A line the seal cannot take is refused with a word to that
    // client alone, and the session goes on.
    const fromClient = (message, isBinary) => {
      const bytes = Buffer.isBuffer(message) ? message : Buffer.concat(Array.isArray(message) ? message : [Buffer.from(message)]);
      if (!seal) {
        toServer(bytes);
        return;
      }
      partial += bytes.toString(isBinary ? 'latin1' : 'utf8');
      let end;
      while ((end = partial.indexOf('\n')) >= 0) {
        const line = partial.slice(0, end).replace(/\r$/, '');
        partial = partial.slice(end + 1);
        if (line.includes('\r')) {
          refuse('a line with a carriage return inside it cannot be sealed (timeseal stamps whole lines)', line);
        } else {
          toServer(seal.encode(line));
        }
      }
      if (partial.length > MAX_LINE) finish(`a line from the client over ${MAX_LINE} bytes`);
    };
    const refuse = (why, line) => {
      log(`${client}: refused a line (${why})`);
      if (ws.readyState === ws.OPEN) ws.send(`style12 bridge: not sent: ${JSON.stringify(line.slice(0, 40))}${line.length > 40 ? '...' : ''}: ${why}\n`);
    };
    ws.on('message', guarded('a client message could not be passed on', fromClient));
    ws.on('close', () => finish('closed by the client'));
    ws.on('error', (error) => finish(`client connection failed: ${error.message}`));
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      // Once listening, an error of the listening socket (out of file
      // descriptors, say) is logged; the clients already there go on.
      server.on('error', (error) => log(`the listening socket failed: ${error.code ?? error.message}`));
      const { address, port } = server.address();
      resolve({
        host: address,
        port,
        close: () => new Promise((done) => {
          for (const ws of server.clients) ws.terminate();
          server.close(() => done());
        }),
      });
    });
  });
}
