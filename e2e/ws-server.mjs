// A small WebSocket server for the tests (RFC 6455: the handshake, unmasked
// frames out, masked frames in), bound to 127.0.0.1 on a free port.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

function frame(opcode, payload) {
  const length = payload.length;
  let header;
  if (length < 126) {
    header = Buffer.from([0x80 | opcode, length]);
  } else if (length < 65536) {
    header = Buffer.alloc(4);
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x80 | opcode;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

// Reads the client's frames (always masked); yields { opcode, payload }.
function* readFrames(state) {
  for (;;) {
    const buf = state.buffer;
    if (buf.length < 2) return;
    const opcode = buf[0] & 0x0f;
    let length = buf[1] & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (buf.length < 4) return;
      length = buf.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (buf.length < 10) return;
      length = Number(buf.readBigUInt64BE(2));
      offset = 10;
    }
    const masked = (buf[1] & 0x80) !== 0;
    const maskLength = masked ? 4 : 0;
    if (buf.length < offset + maskLength + length) return;
    const mask = buf.subarray(offset, offset + maskLength);
    const payload = Buffer.from(buf.subarray(offset + maskLength, offset + maskLength + length));
    if (masked) for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i % 4];
    state.buffer = buf.subarray(offset + maskLength + length);
    yield { opcode, payload };
  }
}

export async function startWebSocketServer() {
  const clients = new Set();
  const received = [];
  let onClient = null;
  const server = createServer((request, response) => response.writeHead(426).end());
  server.on('upgrade', (request, socket) => {
    const key = request.headers['sec-websocket-key'];
    const accept = createHash('sha1').update(key + GUID).digest('base64');
    socket.write([
      'HTTP/1.1 101 Switching Protocols',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Accept: ${accept}`,
      '', '',
    ].join('\r\n'));
    const client = {
      origin: request.headers.origin,
      sendText: (text) => socket.write(frame(0x1, Buffer.from(text, 'utf8'))),
      sendBinary: (bytes) => socket.write(frame(0x2, Buffer.from(bytes))),
      close: () => {
        socket.write(frame(0x8, Buffer.from([0x03, 0xe8])));
        socket.end();
      },
    };
    const state = { buffer: Buffer.alloc(0) };
    socket.on('data', (data) => {
      state.buffer = Buffer.concat([state.buffer, data]);
      for (const { opcode, payload } of readFrames(state)) {
        if (opcode === 0x1) received.push(payload.toString('utf8'));
        if (opcode === 0x8) {
          socket.end(frame(0x8, payload.subarray(0, 2)));
          clients.delete(client);
        }
      }
    });
    socket.on('error', () => clients.delete(client));
    socket.on('close', () => clients.delete(client));
    clients.add(client);
    onClient?.(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${server.address().port}/`,
    received,
    clients,
    nextClient: () => new Promise((resolve) => {
      onClient = resolve;
    }),
    close: () => new Promise((resolve) => {
      for (const client of clients) client.close();
      server.close(resolve);
      server.closeAllConnections?.();
    }),
  };
}
