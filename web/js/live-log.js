// The live panel's own words: a log of what the page did and when (the
// connection, the login answers it sent, `set style 12`, errors), each with
// its time to the millisecond; and a status region for screen readers that
// speaks at most about once a second, however fast the state changes.

function pad(n, width = 2) {
  return String(n).padStart(width, '0');
}

// 14:03:07.215, local time.
export function clockTime(ms) {
  const t = new Date(ms);
  return `${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}.${pad(t.getMilliseconds(), 3)}`;
}

export function timeElement(doc, ms) {
  const time = doc.createElement('time');
  time.dateTime = new Date(ms).toISOString();
  time.textContent = clockTime(ms);
  return time;
}

// Newest last; the oldest entries go once there are `limit`, so a long
// session keeps the panel small.
export function createLiveLog(list, { limit = 200 } = {}) {
  return {
    add(text, at = Date.now()) {
      if (!list) return;
      const doc = list.ownerDocument;
      const item = doc.createElement('li');
      item.append(timeElement(doc, at), doc.createTextNode(` ${text}`));
      list.append(item);
      while (list.childElementCount > limit) list.firstElementChild.remove();
      list.scrollTop = list.scrollHeight;
    },
    clear() {
      list?.replaceChildren();
    },
  };
}

// The newest message wins: one said now if nothing was said for
// `interval` ms, else the latest one once the interval is over.
export function createAnnouncer(region, { interval = 1000 } = {}) {
  let last = -Infinity;
  let timer = null;
  let pending = null;

  function speak(text) {
    last = Date.now();
    pending = null;
    if (region) region.textContent = text;
  }

  return {
    say(text) {
      const wait = last + interval - Date.now();
      if (wait <= 0 && !timer) {
        speak(text);
        return;
      }
      pending = text;
      if (!timer) {
        timer = setTimeout(() => {
          timer = null;
          if (pending !== null) speak(pending);
        }, Math.max(wait, 0));
      }
    },
  };
}
