// A chess server for the live session's tests (Node's net, 127.0.0.1, a
// free port) that leads the login as FICS does, in the flavours of
// e2e/live-fics-server.mjs and with its texts:
//   'uhlin'     FICS 1.6.2: "guest" is a name like any other; `Press return
//               to enter the FICS as "foo":`; no "**** Starting FICS
//               session" line; IAC WILL ECHO before the password prompt.
//   'freechess' freechess.org: "guest" becomes GuestWXYZ; `Press return to
//               enter the server as "…":` then a line end; a "**** Starting
//               FICS session as …(U) ****" line first.
// With `timeseal`, every line a client sends is read with a decoder of
// this file's own (fake-fics.mjs's unsealLine), and one that does not
// decode (no time, no end marker) is recorded as bad. `observe 42` sends
// one board and nothing after it; `ping` sends a timeseal ping request;
// `replay NAME` sends tests/fixtures/transcripts/NAME.fics in pieces.
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { GAME_42 } from '../../../e2e/live-fics-server.mjs';
import { unsealLine } from './fake-fics.mjs';

const transcript = readFileSync(new URL('../../fixtures/transcripts/fics-observed.fics', import.meta.url));
// The real welcome screen, up to and with its "login: ".
const WELCOME = transcript.subarray(0, transcript.indexOf('login: ') + 'login: '.length);
const WILL_ECHO = Buffer.from([0xff, 0xfb, 0x01]);
const WONT_ECHO = Buffer.from([0xff, 0xfc, 0x01]);
const LOGOUT = '\nThank you for using a Free (GNU) Internet Chess server.\n\n';
export const PING_REQUEST = Buffer.from('[G]\0', 'latin1');

// FICS writes LF CR for each line end.
const fics = (text) => Buffer.from(text.replace(/\n/g, '\n\r'), 'latin1');

export function startScriptedFics({ flavour = 'freechess', timeseal = false, players = { alice: 's3cret-pass' } } = {}) {
  const sessions = [];
  const server = createServer((socket) => {
    const session = { socket, lines: [], bad: [], sealed: [], closed: false, phase: 'login', name: '', registered: false, style12: false };
    sessions.push(session);
    const send = (bytes) => socket.write(typeof bytes === 'string' ? fics(bytes) : bytes);
    const prompt = () => send('fics% ');

    function enter() {
      session.phase = 'prompt';
      send(WONT_ECHO);
      if (flavour === 'freechess') send(`**** Starting FICS session as ${session.name}${session.registered ? '' : '(U)'} ****\n`);
      send('Do \'help\' for a list of the commands that are available.\n\n');
      prompt();
    }

    function afterHandle(name) {
      if (!/^[a-zA-Z]+$/.test(name)) {
        send('\nSorry, names can only consist of lower and upper case letters. Try again.\n\nlogin: ');
        return;
      }
      session.phase = 'password';
      session.registered = Object.hasOwn(players, name.toLowerCase());
      send(WILL_ECHO);
      if (flavour === 'freechess' && name.toLowerCase() === 'guest') {
        session.name = 'GuestWXYZ';
        send('\nLogging you in as "GuestWXYZ"; you may use this name to play unrated games.\n\nPress return to enter the server as "GuestWXYZ":\n');
      } else if (session.registered) {
        session.name = name;
        send(`\n"${name}" is a registered name. If it is yours, type the password.\nIf not, just hit return to try another name.\n\npassword: `);
      } else {
        session.name = name;
        const where = flavour === 'freechess' ? 'the server' : 'the FICS';
        send(`\n"${name}" is not a registered name. You may use this name to play unrated games.\n\nPress return to enter ${where} as "${name}":`);
      }
    }

    function command(words) {
      if (words === '') prompt();
      else if (words === 'set style 12') {
        session.style12 = true;
        send('Style 12 set.\n');
        prompt();
      } else if (words === 'observe 42') {
        // One board, its line ended, and nothing after it.
        send(`You are now observing game 42.\n\n${GAME_42[1]}\n`);
      } else if (words.startsWith('replay ')) {
        // A recorded session, in pieces of 300 bytes that arrive apart.
        const bytes = readFileSync(new URL(`../../fixtures/transcripts/${words.slice(7)}.fics`, import.meta.url));
        const piece = (at) => {
          if (at >= bytes.length || socket.destroyed) return;
          send(bytes.subarray(at, at + 300));
          setTimeout(() => piece(at + 300), 2);
        };
        piece(0);
      } else if (words === 'ping') {
        send(PING_REQUEST);
      } else if (/^(?:quit|exit|logout|bye)$/i.test(words)) {
        send(LOGOUT);
        session.closedByQuit = true;
        socket.end();
      } else {
        send(`${words.split(' ')[0]}: Command not found.\n`);
        prompt();
      }
    }

    function answer(line) {
      session.lines.push(line);
      if (timeseal && session.lines.length === 1) {
        if (!line.startsWith('TIMESEAL2|')) session.bad.push(`no hello first: ${line}`);
        return;
      }
      // The reply to a ping request: timeseal's, not a command.
      if (timeseal && line === '\x029') {
        session.pingReplies = (session.pingReplies ?? 0) + 1;
        return;
      }
      if (session.phase === 'login') afterHandle(line.trim());
      else if (session.phase === 'password') {
        // FICS takes any line here from an unregistered name as the return.
        if (session.registered && line !== players[session.name.toLowerCase()]) {
          send(WONT_ECHO);
          send('\n\n**** Invalid password! ****\n\n');
          socket.end();
          return;
        }
        enter();
      } else if (session.phase === 'prompt') command(line.trim());
    }

    send(WELCOME);
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      let end;
      while ((end = pending.indexOf(0x0a)) >= 0) {
        const raw = pending.subarray(0, end);
        pending = pending.subarray(end + 1);
        if (!timeseal) {
          answer(raw.toString('latin1').replace(/\r$/, ''));
          continue;
        }
        const { line, time } = unsealLine(raw);
        // A sealed line ends with 0x80 and carries the client's time.
        if (raw[raw.length - 1] !== 0x80 || !Number.isInteger(time)) session.bad.push(JSON.stringify(raw.toString('latin1')));
        session.sealed.push({ line, time });
        answer(line);
      }
    });
    socket.on('close', () => { session.closed = true; });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      port: server.address().port,
      sessions,
      // Every connection cut at once, as a network failure does.
      drop: () => { for (const { socket } of sessions) socket.destroy(); },
      close: () => new Promise((done) => {
        for (const { socket } of sessions) socket.destroy();
        server.close(() => done());
      }),
    }));
  });
}
