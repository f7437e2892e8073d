// The FICS login as the server leads it, answered from what the server
// actually says rather than from a guess about the handle: a "login:"
// prompt gets the handle, "password:" the password, "Press return to enter
// ... as" an empty line (named and unnamed guests alike), and the first
// "fics% " prompt after that means the session has begun. That prompt is
// the one sure sign: uhlin/fics (FICS 1.6.2) writes no "**** Starting FICS
// session" line, freechess.org does. Texts, from the servers' sources:
//   FICS 1.6.2:    "foo" is not a registered name. ... Press return to enter the FICS as "foo":
//   freechess.org: Press return to enter the server as "GuestABCD":
//   FatICS:        Press return to enter the server as "GuestABCD":\n
// Anything the session cannot answer (a name refused, a registered name
// without a password, a wrong password) ends the login as refused: a
// session has no one to ask, and guessing would send the wrong line to a
// prompt.

const LOGIN_PROMPT = /(?:^|[\n\r])login: ?$/;
const PASSWORD_PROMPT = /(?:^|[\n\r])password: ?$/;
const ENTER_PROMPT = /Press return to enter (?:the server|the FICS|FICS)\b[^\n\r]*?(?:as "([^"\n\r]*)")?:\s*$/i;
const SESSION_LINE = /\*\*\*\* Starting FICS session as ([A-Za-z]+)/;
const COMMAND_PROMPT = /(?:^|[\n\r])(?:fics|aics)% /;
const INVALID_PASSWORD = /\*\*\*\* Invalid password! \*\*\*\*/;
// Telnet commands (IAC WILL ECHO around the password and the like): not
// text, and they would stand between a prompt and the end of the text.
const TELNET = /\xff[\xfb-\xfe][\s\S]|\xff[\xf0-\xfa]/g;
const KEEP = 400;  // characters of text kept to find a prompt cut across chunks

/**
 * A login for one connection. `take(text)` is given the server's text as
 * it comes (latin1-decoded) and returns what to do: { send: [{ line,
 * secret }], notes: [words], phase }. Phases: 'waiting' (nothing sent yet),
 * 'handle', 'password', 'enter' (answered that prompt, waiting for the
 * next), 'in' (logged in: `as` names the handle when the server said it),
 * 'refused' (`reason` says why).
 */
export function createLogin({ handle = '', password = '' } = {}) {
  const name = handle.trim() || 'guest';
  let phase = 'waiting';
  let who = name;  // the name the server gives, once it has said it
  let as = '';
  let reason = '';
  let text = '';   // the server's text since the session last answered

  function answered(next) {
    phase = next;
    text = '';
  }

  function loggedIn(handleSaid) {
    phase = 'in';
    as = handleSaid;
    text = '';
    return { notes: [handleSaid ? `Logged in as ${handleSaid}` : "At the server's prompt"] };
  }

  function refused(why) {
    phase = 'refused';
    reason = why;
    return { notes: [why] };
  }

  function take(chunk) {
    if (phase === 'in' || phase === 'refused') return { send: [], notes: [], phase };
    text = (text + chunk.replace(TELNET, '')).slice(-KEEP);
    const result = step();
    return { send: result.send ?? [], notes: result.notes ?? [], phase };
  }

  function step() {
    if (INVALID_PASSWORD.test(text)) return refused(`The server refused the password of "${name}"`);
    const session = SESSION_LINE.exec(text);
    if (session) return loggedIn(session[1]);
    // A prompt before anything was answered: the server (or a bridge that
    // logged in itself) is already at its command line.
    if (COMMAND_PROMPT.test(text)) return loggedIn(phase === 'waiting' ? '' : who);
    if (LOGIN_PROMPT.test(text)) {
      // Asked again: the name was refused (too short, not letters).
      if (phase !== 'waiting') return refused(`The server refused the name "${name}" and asked for another`);
      answered('handle');
      return { send: [{ line: name, secret: false }], notes: [`Sent: ${name} (at "login:")`] };
    }
    if (PASSWORD_PROMPT.test(text) && phase === 'handle') {
      if (!password) return refused(`"${name}" is a registered name: a password is needed`);
      answered('password');
      return { send: [{ line: password, secret: true }], notes: ['Sent: the password (at "password:")'] };
    }
    const enter = ENTER_PROMPT.exec(text);
    if (enter && phase === 'handle') {
      answered('enter');
      if (enter[1]) who = enter[1];
      return { send: [{ line: '', secret: false }], notes: [`Sent: Enter (at "Press return to enter … as ${enter[1] ? `"${enter[1]}"` : ''}")`] };
    }
    return {};
  }

  return {
    take,
    get phase() {
      return phase;
    },
    /** The handle the server gave ('' when it did not say). */
    get handle() {
      return as;
    },
    /** Why the login was refused. */
    get reason() {
      return reason;
    },
  };
}

/** FICS's words for ending a session (quit and its aliases). */
export function isQuit(command) {
  return /^\s*(?:quit|exit|logout|bye)\s*$/i.test(command);
}

/** FICS keeps a player who is in a game: the quit did not end the session. */
export function quitRefused(text) {
  return /You can't quit while you are playing a game/.test(text);
}
