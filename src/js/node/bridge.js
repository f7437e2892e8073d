// The bridge behind `style12 bridge`: WebSocket clients in (the ws
// package), one TCP connection each to a chess server, bytes passed both
// ways unchanged; with timeseal, the lines clients send are sealed and the
// server's ping requests answered here. Loopback only unless told
// otherwise; browsers only from the allowed origins; bounded buffers both
// ways (a slow side pauses the other), bounded messages and lines; a close
// on either side lets what is on its way arrive first; clients that stop
// answering pings, and connections that never open a session, are closed.
// Nothing one client sends can stop the bridge or touch another client:
// its handlers never throw.
import { createServer } from 'node:http';
import { createConnection } from 'node:net';
import { WebSocketServer } from 'ws';
import { MAX_SEALED_LINE } from '../base/timeseal-line.js';

// The demo page as `npm start` serves it.
export const DEFAULT_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080'];
// Bytes waiting for a slow side before the other one is paused.
const HIGH_WATER = 1 << 20;
// The largest WebSocket message a client may send: a chess client sends
// lines of a few hundred bytes, and ws buffers a message whole before it
// is seen, so its own default (100 MiB) would let a few clients fill the
// memory. A bigger message closes that client's connection (1009).
export const MAX_MESSAGE = 1 << 20;
// The longest client line timeseal will seal, in bytes: what every
// decoder takes (api/timeseal.js).
export const MAX_LINE = MAX_SEALED_LINE;
// Close codes the bridge sends its clients, besides 1000 (the server
// closed the connection) and ws's own 1009 (a message over MAX_MESSAGE).
export const CLOSE_UNREACHABLE = 4000;  // reason "server unreachable: CODE"
export const CLOSE_SERVER_LOST = 4001;  // reason "server connection lost: CODE"
// How often a client is pinged; one that has not answered by the next
// ping is dropped. 0: no pings.
export const PING_INTERVAL = 30_000;
// How long a TCP connection may take to open its WebSocket session.
export const HANDSHAKE_TIMEOUT = 10_000;
// After the client closes, how long the server has to take the last bytes
// and close its side before the connection is cut.
const CLOSE_GRACE = 30_000;

/** "host:port" (an IPv6 host in brackets) to { host, port }; null if it is not one. Port 0 (any free one) only when `anyPort`. */
export function parseAddress(text, { anyPort = false } = {}) {
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(text ?? '');
  if (!match) return null;
  const port = Number(match[3]);
  if (port < (anyPort ? 0 : 1) || port > 65535) return null;
  return { host: match[1] ?? match[2], port };
}

// Why a line cannot be sealed, or null if it can.
function unsealable(line) {
  if (line.length > MAX_LINE) return `a line over ${MAX_LINE} bytes cannot be sealed (timeseal decoders take no more)`;
  if (line.includes(0x0d)) return 'a line with a carriage return inside it cannot be sealed (timeseal stamps whole lines)';
  return null;
}

/**
 * Starts a bridge; resolves when it listens. `s12` (the loaded package) is
 * needed for timeseal. Returns { host, port, close() }.
 */
export function startBridge({
  to, listen = { host: '127.0.0.1', port: 5001 }, timeseal = false, s12 = null,
  allowOrigins = DEFAULT_ORIGINS, log = (line) => console.log(line), highWater = HIGH_WATER,
  pingInterval = PING_INTERVAL, handshakeTimeout = HANDSHAKE_TIMEOUT,
}) {
  if (timeseal && !s12) throw new TypeError('style12 bridge: timeseal needs the package loaded');
  // Our own HTTP server, so that each TCP connection is seen from its
  // start: one that has not opened a session within the limit is closed.
  const http = createServer((req, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' });
    res.end('style12 bridge: a WebSocket endpoint (Upgrade Required)\n');
  });
  const handshakes = new Map();  // a TCP connection not yet a session -> its timer
  http.on('connection', (socket) => {
    const timer = setTimeout(() => {
      log(`${socket.remoteAddress}:${socket.remotePort}: closed: no WebSocket session opened within ${handshakeTimeout / 1000} s`);
      socket.destroy();
    }, handshakeTimeout);
    handshakes.set(socket, timer);
    socket.once('close', () => {
      clearTimeout(timer);
      handshakes.delete(socket);
    });
  });
  const server = new WebSocketServer({
    server: http,
    maxPayload: MAX_MESSAGE,
    // A page from anywhere else may not drive a connection to the server
    // (a client with no Origin, not a browser, may).
    verifyClient: ({ origin, req }, done) => {
      if (origin === undefined || allowOrigins.includes('*') || allowOrigins.includes(origin)) return done(true);
      log(`refused ${req.socket.remoteAddress}:${req.socket.remotePort}: origin ${origin} is not allowed; ` +
        `to allow it, start the bridge with --allow-origin ${origin} (allowed now: ${allowOrigins.join(', ') || 'none'})`);
      return done(false, 403, 'origin not allowed (the bridge allows more with --allow-origin)');
    },
  });
  server.on('connection', (ws, req) => {
    clearTimeout(handshakes.get(req.socket));
    handshakes.delete(req.socket);
    try {
      bridgeOne(ws, req);
    } catch (error) {
      log(`${req.socket.remoteAddress}:${req.socket.remotePort}: ${error.message}`);
      ws.terminate();
    }
  });
  // ws passes on the HTTP server's errors: they are handled there.
  server.on('error', () => {});

  function bridgeOne(ws, req) {
    const client = `${req.socket.remoteAddress}:${req.socket.remotePort}`;
    const seal = timeseal ? s12.createTimeseal() : null;
    const socket = createConnection({ host: to.host, port: to.port });
    let connected = false;
    let up = 0;
    let down = 0;
    let closing = null;
    let partial = [];         // a client line not yet ended, with timeseal: its pieces
    let partialLength = 0;
    let overlong = false;     // the line being read is over MAX_LINE: refused at its end
    let answered = true;      // the client answered the last ping
    let grace = null;         // the timer that cuts a connection the server keeps open
    let pinger = null;

    const report = (why) => log(`${client} <-> ${to.host}:${to.port}${seal ? ' (timeseal)' : ''}: ${up} bytes up, ${down} down; ${why}`);
    // The server's side ends (or failed): what came from it has been
    // queued to the client already, and the close frame follows it.
    const finish = (why, code = 1000) => {
      if (closing) return;
      closing = why;
      clearInterval(pinger);
      report(why);
      socket.destroy();
      // A close reason is at most 123 bytes.
      if (ws.readyState === ws.OPEN) ws.close(code, why.replace(/[^\x20-\x7e]/g, '?').slice(0, 120));
    };
    // The client's side ends: the bytes queued for the server are written
    // before the connection is ended, and what the server still sends is
    // read and let go, for a while.
    const finishFromClient = (why) => {
      if (closing) return;
      closing = why;
      clearInterval(pinger);
      try {
        if (seal && (partialLength > 0 || overlong)) sealLine(Buffer.concat(partial), 'the last line, not ended');
      } catch (error) {
        log(`${client}: the last line, not ended, could not be sealed: ${error.message}`);
      }
      report(why);
      socket.end();
      socket.resume();
      grace = setTimeout(() => socket.destroy(), CLOSE_GRACE).unref();
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
        finish(`${what}: ${error.message}`, 1011);
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
      if (closing) return;  // the client has gone
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
      const code = error.code ?? error.message;
      if (!connected) {
        if (ws.readyState === ws.OPEN) ws.send(`style12 bridge: cannot reach ${to.host}:${to.port} (${code})\n`);
        finish(`server unreachable: ${code}`, CLOSE_UNREACHABLE);
      } else {
        finish(`server connection lost: ${code}`, CLOSE_SERVER_LOST);
      }
    });
    socket.on('close', () => {
      clearTimeout(grace);
      finish('closed by the server');
    });

    // A client's words to the server: with timeseal each line sealed as it
    // ends, its bytes as they are, text frame or binary. A line the seal
    // cannot take is refused with a word to that client alone, and the
    // session goes on.
    const fromClient = (message) => {
      if (closing) return;  // the server has gone: nowhere to send it
      const bytes = Buffer.isBuffer(message) ? message : Buffer.concat(Array.isArray(message) ? message : [Buffer.from(message)]);
      if (!seal) {
        toServer(bytes);
        return;
      }
      let start = 0;
      let end;
      while ((end = bytes.indexOf(0x0a, start)) >= 0) {
        addToLine(bytes.subarray(start, end));
        let line = Buffer.concat(partial);
        if (line.at(-1) === 0x0d) line = line.subarray(0, -1);
        sealLine(line);
        start = end + 1;
      }
      addToLine(bytes.subarray(start));
    };
    // Held pieces stay within MAX_LINE (+1 for a CR before the LF): past
    // that the line is refused at its end, whatever comes.
    const addToLine = (piece) => {
      if (overlong || piece.length === 0) return;
      if (partialLength + piece.length > MAX_LINE + 1) {
        overlong = true;
        partial = [Buffer.concat([...partial, piece]).subarray(0, 40)];  // its start, to name it
        partialLength = 0;
        return;
      }
      partial.push(Buffer.from(piece));  // a copy: ws may reuse the message's memory
      partialLength += piece.length;
    };
    const sealLine = (line, what = 'a line') => {
      const cut = overlong;
      const why = cut ? `a line over ${MAX_LINE} bytes cannot be sealed (timeseal decoders take no more)` : unsealable(line);
      partial = [];
      partialLength = 0;
      overlong = false;
      if (why) {
        refuse(why, line, what, cut);
        return;
      }
      toServer(seal.encode(line));
      // Sealed as the bytes they are, text frame or binary; the server's
      // decoder keeps 7 bits of each, so a byte over 0x7f arrives changed
      // (UTF-8 é as "C)"): the client is told, not left to guess.
      const high = line.reduce((n, byte) => n + (byte >= 0x80 ? 1 : 0), 0);
      if (high > 0) {
        const why = `${high} ${high === 1 ? 'byte' : 'bytes'} over 0x7f, which the server reads as 7 bits (timeseal 2 keeps 7 bits a byte)`;
        log(`${client}: sent ${what} with ${why}`);
        tell('sent', why, line, false);
      }
    };
    const refuse = (why, line, what, cut) => {
      log(`${client}: refused ${what} (${why})`);
      tell('not sent', why, line, cut);
    };
    // The client is told in text, naming the line by its start as UTF-8
    // (a byte that is not shows as U+FFFD).
    const tell = (done, why, line, cut) => {
      const start = JSON.stringify(line.subarray(0, 40).toString('utf8'));
      if (ws.readyState === ws.OPEN) ws.send(`style12 bridge: ${done}: ${start}${line.length > 40 || cut ? '...' : ''}: ${why}\n`);
    };

    // A client that has not answered a ping by the next one has gone (a
    // closed laptop, a dropped network) without a close: it is dropped,
    // and its server connection closed.
    if (pingInterval > 0) pinger = setInterval(guarded('a ping could not be sent', () => {
      if (!answered) {
        finishFromClient(`no answer to a ping within ${pingInterval / 1000} s`);
        ws.terminate();
        return;
      }
      answered = false;
      ws.ping();
    }), pingInterval);
    ws.on('pong', () => { answered = true; });
    ws.on('message', guarded('a client message could not be passed on', fromClient));
    ws.on('close', guarded('the client\'s close could not be passed on', () => finishFromClient('closed by the client')));
    ws.on('error', guarded('the client\'s error could not be passed on', (error) => finishFromClient(`client connection failed: ${error.message}`)));
  }

  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(listen.port, listen.host, () => {
      http.off('error', reject);
      // Once listening, an error of the listening socket (out of file
      // descriptors, say) is logged; the clients already there go on.
      http.on('error', (error) => log(`the listening socket failed: ${error.code ?? error.message}`));
      const { address, port } = http.address();
      resolve({
        host: address,
        port,
        close: () => new Promise((done) => {
          for (const ws of server.clients) ws.terminate();
          for (const socket of handshakes.keys()) socket.destroy();
          server.close();
          http.close(() => done());
        }),
      });
    });
  });
}
