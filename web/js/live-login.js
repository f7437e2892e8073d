// The FICS login as the server leads it, answered from what the server
// actually says rather than from a guess about the handle: a "login:"
// prompt gets the handle, "password:" the password, "Press return to enter
// ... as" an empty line (named and unnamed guests alike), and the first
// "fics% " prompt after that means the session has begun. That prompt is
// the one sure sign: uhlin/fics (FICS 1.6.2) writes no "**** Starting FICS
// session" line, freechess.org does. Once in, the page asks for what it
// needs itself (`set style 12`). Texts, from the servers' sources:
//   FICS 1.6.2:   "foo" is not a registered name. ... Press return to enter the FICS as "foo":
//   freechess.org: Press return to enter the server as "GuestABCD":
//   FatICS:       Press return to enter the server as "GuestABCD":\n

// The commands the page sends once logged in, each with why.
export const AFTER_LOGIN = ['set style 12'];

const LOGIN_PROMPT = /(?:^|[\n\r])login: ?$/;
const PASSWORD_PROMPT = /(?:^|[\n\r])password: ?$/;
const ENTER_PROMPT = /Press return to enter (?:the server|the FICS|FICS)\b[^\n\r]*?(?:as "([^"\n\r]*)")?:\s*$/i;
const SESSION_LINE = /\*\*\*\* Starting FICS session as ([A-Za-z]+)/;
const COMMAND_PROMPT = /(?:^|[\n\r])(?:fics|aics)% /;
const INVALID_PASSWORD = /\*\*\*\* Invalid password! \*\*\*\*/;
// Telnet commands (IAC WILL ECHO around the password and the like): not
// text, and they would stand between a prompt and the end of the text.
const TELNET = /\xff[\xfb-\xfe][\s\S]|\xff[\xf0-\xfa]/g;
const KEEP = 400;  // characters of text kept to find a prompt cut across messages

// A login for one connection. `take(text)` is given the server's text as it
// comes (latin1-decoded) and returns what to do: { send: [lines], notes:
// [words for the log], phase }. Phases: 'waiting' (nothing sent yet),
// 'handle', 'password', 'enter' (answered that prompt, waiting for the next),
// 'in' (logged in), 'manual' (the server wants something the page cannot
// give: the user goes on by hand), 'failed'.
export function createLogin({ handle = '', password = '' } = {}) {
  const name = handle.trim() || 'guest';
  let phase = 'waiting';
  let who = name;  // the name the server gives, once it has said it
  let text = '';   // the server's text since the page last answered

  function answered(next) {
    phase = next;
    text = '';
  }

  function loggedIn(as) {
    phase = 'in';
    text = '';
    return {
      send: [...AFTER_LOGIN],
      notes: [as ? `Logged in as ${as}` : "At the server's prompt", ...AFTER_LOGIN.map((line) => `Sent: ${line}`)],
    };
  }

  function take(chunk) {
    if (phase === 'in' || phase === 'manual' || phase === 'failed') return { send: [], notes: [], phase };
    text = (text + chunk.replace(TELNET, '')).slice(-KEEP);
    const result = step();
    return { send: result.send ?? [], notes: result.notes ?? [], phase };
  }

  function step() {
    if (INVALID_PASSWORD.test(text)) {
      phase = 'failed';
      return { notes: [`Login failed: the server refused the password of "${name}"`] };
    }
    const session = SESSION_LINE.exec(text);
    if (session) return loggedIn(session[1]);
    // A prompt before anything was answered: the server (or a bridge that
    // logged in itself) is already at its command line.
    if (COMMAND_PROMPT.test(text)) return loggedIn(phase === 'waiting' ? '' : who);
    if (LOGIN_PROMPT.test(text)) {
      if (phase !== 'waiting') {
        // Asked again: the name was refused (too short, not letters).
        phase = 'manual';
        return { notes: [`The server asked for the login again after "${name}": go on by hand in Command`] };
      }
      answered('handle');
      return { send: [name], notes: [`Sent: ${name} (at "login:")`] };
    }
    if (PASSWORD_PROMPT.test(text) && phase === 'handle') {
      if (!password) {
        phase = 'manual';
        return { notes: [`"${name}" is a registered name and no password was given: disconnect, enter the password and connect again`] };
      }
      answered('password');
      return { send: [password], notes: ['Sent: the password (at "password:")'] };
    }
    const enter = ENTER_PROMPT.exec(text);
    if (enter && phase === 'handle') {
      answered('enter');
      if (enter[1]) who = enter[1];
      return { send: [''], notes: [`Sent: Enter (at "Press return to enter … as ${enter[1] ? `"${enter[1]}"` : ''}")`] };
    }
    return {};
  }

  return {
    take,
    get phase() {
      return phase;
    },
    // True while the page is in the middle of the login: a line the user
    // sends now would be taken as an answer to the server's prompt.
    get answering() {
      return phase === 'handle' || phase === 'password' || phase === 'enter';
    },
  };
}

// FICS's words for ending a session (quit and its aliases).
export function isQuit(command) {
  return /^\s*(?:quit|exit|logout|bye)\s*$/i.test(command);
}

// FICS keeps a player who is in a game: the quit did not end the session.
export function quitRefused(text) {
  return /You can't quit while you are playing a game/.test(text);
}
