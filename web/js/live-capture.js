// What a live connection received, byte for byte as the WebSocket gave it
// (before the page decodes or unseals anything), so that a session can be
// saved and replayed or attached to a bug report exactly as it came.

function pad(n, width = 2) {
  return String(n).padStart(width, '0');
}

// capture-HOST-YYYYMMDD-HHMMSS.fics, in local time: sorts by time, and
// says where it came from. The host keeps only characters safe in a name.
export function captureFileName(host, date) {
  const safeHost = String(host).replace(/[^A-Za-z0-9.-]+/g, '_') || 'server';
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return `capture-${safeHost}-${day}-${time}.fics`;
}

export function createCapture() {
  let chunks = [];
  let bytes = 0;
  let host = '';
  let startedAt = new Date();

  return {
    // A new capture, for a new connection.
    reset(newHost, at = new Date()) {
      chunks = [];
      bytes = 0;
      host = newHost;
      startedAt = at;
    },
    add(data) {
      // A copy: the caller's buffer may be reused or transferred.
      chunks.push(new Uint8Array(data));
      bytes += data.length;
    },
    get bytes() {
      return bytes;
    },
    fileName() {
      return captureFileName(host, startedAt);
    },
    blob() {
      return new Blob(chunks, { type: 'application/octet-stream' });
    },
  };
}

// Offers the capture as a download: a blob: URL on a link with `download`
// (the page's CSP allows blob: without any connect-src), revoked once the
// browser has taken it.
export function saveCapture(capture, doc = document) {
  const url = URL.createObjectURL(capture.blob());
  const link = doc.createElement('a');
  link.href = url;
  link.download = capture.fileName();
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return link.download;
}
