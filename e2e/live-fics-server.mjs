// A chess server for the live tests that logs in as FICS does, in one of
// two flavours, with the texts of their sources and of the captured
// sessions in tests/fixtures/transcripts/fics-*.fics:
//   'uhlin'     uhlin/fics (FICS 1.6.2): "guest" is a name like any other;
//               an unregistered name gets `Press return to enter the FICS as
//               "foo":`; no "**** Starting FICS session" line, only the
//               prompt; IAC WILL ECHO before the password prompt.
//   'freechess' freechess.org: "guest" becomes GuestWXYZ, `Press return to
//               enter the server as "…":` ends with a line end, and a
//               "**** Starting FICS session as …(U) ****" line comes first.
// Node's net on 127.0.0.1, a free port; reached through `style12 bridge`.
// Every line a client sends is recorded, and every byte sent to it.
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';

const transcript = readFileSync(new URL('../tests/fixtures/transcripts/fics-observed.fics', import.meta.url));
// The real welcome screen, up to and with its "login: ".
const WELCOME = transcript.subarray(0, transcript.indexOf('login: ') + 'login: '.length);
const WILL_ECHO = Buffer.from([0xff, 0xfb, 0x01]);
const WONT_ECHO = Buffer.from([0xff, 0xfc, 0x01]);
const MOTD = `__________________________________________________________________________ 
Do 'help' for a list of the commands that are available.
Do 'help admins' for admin information, "=admin" for a list of all admins.
Do 'help ficsfaq' for answers to frequently asked questions.
__________________________________________________________________________

`;
const UNREGISTERED = `
Newcomers:
  type 'help intro0' for a gentle introduction.
  type 'help register' to get a registered account.
  Foul or abusive named guests may be 'nuked' without warning!!
`;
const LOGOUT = '\nThank you for using a Free (GNU) Internet Chess server.\n\n';
export const GAME_42 = [
  '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 42 alice bob 0 3 0 39 39 180 180 1 none (0:00) none 0 0 0',
  '<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 42 alice bob 0 3 0 39 39 178 180 1 P/e2-e4 (0:02) e4 0 1 12',
];
export const C5 = '<12> rnbqkbnr pp-ppppp -------- --p----- ----P--- -------- PPPP-PPP RNBQKBNR W 2 1 1 1 1 0 42 alice bob 0 3 0 39 39 177 175 2 P/c7-c5 (0:03) c5 0 1 15';
// The list of games in progress, as FICS writes it.
export const GAMES = `
  42 1845 alice       1595 bob        [ br  3   0]   2:58 -  3:00 (39-39) W:  1
 117 ++++ GuestQRST   ++++ GuestUVWX  [ bu  2  12]   2:00 -  2:00 (39-39) B:  1

  2 games displayed.`;
// What a client gets for a board without style 12 (FICS's default style 1).
const STYLE_1 = `
Game 42 (alice vs. bob)

       ---------------------------------
    8  | *R| *N| *B| *Q| *K| *B| *N| *R|     Move # : 1 (Black)
       |---+---+---+---+---+---+---+---|
    1  | R | N | B | Q | K | B | N | R |
       ---------------------------------
         a   b   c   d   e   f   g   h
`;

// FICS writes LF CR for each line end.
const fics = (text) => Buffer.from(text.replace(/\n/g, '\n\r'), 'latin1');

export function startFicsServer({ flavour = 'uhlin', players = { alice: 's3cret-pass' }, holdAfterHandle = false } = {}) {
  const sessions = [];
  const server = createServer((socket) => {
    const session = {
      socket, lines: [], sent: [], closed: false, phase: 'login', name: '', style12: false,
      // Bytes to the client, recorded as sent.
      send(bytes) {
        const buffer = typeof bytes === 'string' ? fics(bytes) : bytes;
        session.sent.push(buffer);
        socket.write(buffer);
      },
      sentBytes: () => Buffer.concat(session.sent),
      release: null,
    };
    sessions.push(session);
    const prompt = () => session.send('fics% ');

    function enter() {
      session.phase = 'prompt';
      session.send(WONT_ECHO);
      if (flavour === 'freechess') session.send(`**** Starting FICS session as ${session.name}${session.registered ? '' : '(U)'} ****\n`);
      session.send(MOTD);
      if (!session.registered) session.send(UNREGISTERED);
      session.send('\n');
      prompt();
    }

    function askAfterHandle(line) {
      const name = line.trim();
      if (!name) {
        session.send('\nIf you are not a registered player, enter a unique ID to join the server.\nlogin: ');
        return;
      }
      if (!/^[a-zA-Z]+$/.test(name)) {
        session.send('\nSorry, names can only consist of lower and upper case letters. Try again.\n\nIf you are not a registered player, enter a unique ID to join the server.\nlogin: ');
        return;
      }
      session.phase = 'password';
      session.registered = Object.hasOwn(players, name.toLowerCase());
      if (flavour === 'freechess' && name.toLowerCase() === 'guest') {
        session.name = 'GuestWXYZ';
        session.send(WILL_ECHO);
        session.send('\nLogging you in as "GuestWXYZ"; you may use this name to play unrated games.\n(After logging in, do "help register" for more info on how to register.)\n\nPress return to enter the server as "GuestWXYZ":\n');
      } else if (session.registered) {
        session.name = name;
        session.send(WILL_ECHO);
        session.send(`\n"${name}" is a registered name. If it is yours, type the password.\nIf not, just hit return to try another name.\n\npassword: `);
      } else {
        session.name = name;
        session.send(WILL_ECHO);
        const where = flavour === 'freechess' ? 'the server' : 'the FICS';
        session.send(`\n"${name}" is not a registered name. You may use this name to play unrated games.\n(After logging in,do "help register" for more info on how to register.)\n\nPress return to enter ${where} as "${name}":`);
      }
    }

    function command(line) {
      const words = line.trim();
      if (words === '') prompt();
      else if (/^set style 12$/i.test(words)) {
        session.style12 = true;
        session.send('Style 12 set.\n');
        prompt();
      } else if (words === 'observe 42') {
        session.send('You are now observing game 42.\nGame 42: alice (1845) bob (1595) rated blitz 3 0\n\n');
        session.send(session.style12 ? `${GAME_42.join('\n')}\n` : STYLE_1);
        prompt();
      } else if (words === 'games') {
        session.send(`${GAMES}\n`);
        prompt();
      } else if (/^(?:quit|exit|logout|bye)$/i.test(words)) {
        session.send(LOGOUT);
        session.closedByQuit = true;
        socket.end();
      } else {
        session.send(`${words.split(' ')[0]}: Command not found.\n`);
        prompt();
      }
    }

    function answer(line) {
      session.lines.push(line);
      if (session.phase === 'login') {
        if (holdAfterHandle && line.trim()) {
          // The test says when the server answers the handle.
          session.phase = 'held';
          session.release = () => {
            session.phase = 'login';
            askAfterHandle(line);
          };
          return;
        }
        askAfterHandle(line);
      } else if (session.phase === 'password') {
        // FICS takes any line here from an unregistered name as the return.
        if (session.registered && line !== players[session.name.toLowerCase()]) {
          session.send(WONT_ECHO);
          session.send('\n\n**** Invalid password! ****\n\n');
          socket.end();
          return;
        }
        enter();
      } else if (session.phase === 'prompt') {
        command(line);
      }
    }

    session.send(WELCOME);
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      let end;
      while ((end = pending.indexOf(0x0a)) >= 0) {
        const line = pending.subarray(0, end).toString('latin1').replace(/\r$/, '');
        pending = pending.subarray(end + 1);
        answer(line);
      }
    });
    socket.on('close', () => {
      session.closed = true;
    });
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

// A port on 127.0.0.1 with nothing listening: one the system gave and took back.
export function closedPort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// A port that takes TCP connections and drops them at once, before any
// WebSocket handshake: to the page, a connection that never opens, and
// each attempt is counted.
export function droppingPort() {
  let attempts = 0;
  const server = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      port: server.address().port,
      attempts: () => attempts,
      close: () => new Promise((done) => server.close(() => done())),
    }));
  });
}
