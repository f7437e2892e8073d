// A small chess server for the tests (Node's net, 127.0.0.1, a free port):
// it answers the login and a few commands with recorded server output, as
// FICS does (LF CR line ends, "fics% " prompts). With timeseal it reads
// the sealed lines its clients send, with a decoder of its own, and can
// send ping requests.
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';

const KEY = Buffer.from('Timestamp (FICS) v1.0 - programmed by Henrik Gram.');
// A game going on, its clock running: Black to move after 1. e4.
const GAME_42 = [
  '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 42 alice bob 0 3 0 39 39 180 180 1 none (0:00) none 0 0 0',
  '<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 42 alice bob 0 3 0 39 39 178 180 1 P/e2-e4 (0:02) e4 0 1 12',
];
const fixture = (name) => readFileSync(new URL(`../../fixtures/transcripts/${name}`, import.meta.url));

// One sealed line (the bytes before its LF) back to its text and time.
export function unsealLine(bytes) {
  const body = Buffer.from(bytes.subarray(0, bytes.length - 1));  // the 0x80 at the end
  for (let i = 0; i < body.length; i++) body[i] = (((body[i] + 32) & 0xff) ^ KEY[i % KEY.length]) & 0x7f;
  for (let b = 0; b + 12 <= body.length; b += 12) {
    for (const [x, y] of [[0, 11], [2, 9], [4, 7]]) [body[b + x], body[b + y]] = [body[b + y], body[b + x]];
  }
  const text = body.toString('latin1');
  const stamp = text.indexOf('\x18');
  return { line: text.slice(0, stamp), time: Number(text.slice(stamp + 1, text.indexOf('\x19'))) };
}

export function startFakeFics({ timeseal = false } = {}) {
  const sessions = [];
  const server = createServer((socket) => {
    const session = { socket, lines: [], sealed: [], closed: false };
    sessions.push(session);
    let pending = Buffer.alloc(0);
    const send = (text) => socket.write(typeof text === 'string' ? Buffer.from(text, 'latin1') : text);
    send('\n\rfreechess.org\n\rlogin: ');
    const answer = (line) => {
      session.lines.push(line);
      if (line.startsWith('TIMESEAL2|')) return;
      if (session.lines.length === 1 && /^[a-zA-Z]{3,17}$/.test(line) && !['guest', 'quit', 'ping'].includes(line)) {
        session.handle = line;
        send('\n\rpassword: ');
      } else if (session.handle && session.lines.length === 2) {
        send(`\n\r**** Starting FICS session as ${session.handle} ****\n\rfics% `);
      } else if (line === 'guest') send('\n\rPress return to enter the server as "GuestWXYZ":\n\r');
      else if (line === '') send('**** Starting FICS session as GuestWXYZ(U) ****\n\rfics% ');
      else if (line === 'observe 107') send(fixture('standard-game.fics'));
      else if (line === 'observe 42') send(`You are now observing game 42.\n\r${GAME_42.join('\n\r')}\n\rfics% `);
      else if (line === 'ping') send('[G]\0fics% ');
      else if (line === 'quit') socket.end('Logging you out.\n\r');
      else send(`${line}: Command not found.\n\rfics% `);
    };
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      let end;
      while ((end = pending.indexOf(0x0a)) >= 0) {
        const raw = pending.subarray(0, end);
        pending = pending.subarray(end + 1);
        if (timeseal) {
          const { line, time } = unsealLine(raw);
          session.sealed.push({ line, time, bytes: raw.length + 1 });  // bytes: as sent, LF included
          answer(line);
        } else {
          answer(raw.toString('latin1').replace(/\r$/, ''));
        }
      }
    });
    socket.on('close', () => { session.closed = true; });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      port: server.address().port,
      sessions,
      close: () => new Promise((done) => {
        for (const { socket } of sessions) socket.destroy();
        server.close(() => done());
      }),
    }));
  });
}
