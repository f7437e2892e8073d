// Saving a live session's capture (the package's `session.capture()`: every
// byte received and every line sent, each with its time) as a file the page
// and `style12 json|lint|pgn` read back.

function pad(n, width = 2) {
  return String(n).padStart(width, '0');
}

// capture-HOST-YYYYMMDD-HHMMSS.s12capture, in local time: sorts by time, and
// says where it came from. Not .fics: that names the server's text as it
// came, which any tool reads as lines; a capture has a header, times and
// the lines sent, and only readers of captures take it. The host keeps
// only characters safe in a name.
export function captureFileName(host, date) {
  const safeHost = String(host).replace(/[^A-Za-z0-9.-]+/g, '_') || 'server';
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return `capture-${safeHost}-${day}-${time}.s12capture`;
}

// Offers the text as a download: a blob: URL on a link with `download`
// (the page's CSP allows blob: without any connect-src), revoked once the
// browser has taken it.
export function saveCapture(text, name, doc = document) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
