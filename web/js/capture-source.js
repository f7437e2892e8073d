// A saved live capture (what `session.capture()` wrote) opened as input:
// what was received, chunk by chunk as it came, each with its time. The
// lines sent and the session's notes are not the server's text and are
// left out. Anything else is not a capture and is read as it is.

const HEAD_BYTES = 64;

// { text, chunks: [{ text, receivedAt }] } for a capture (text: the bytes
// received, one character a byte), else null. `input` is a Blob or text.
export async function captureSource(s12, input) {
  let whole;
  if (typeof input === 'string') {
    if (!s12.isCapture(input)) return null;
    whole = input;
  } else {
    const head = new Uint8Array(await input.slice(0, HEAD_BYTES).arrayBuffer());
    if (!s12.isCapture(head)) return null;
    whole = new Uint8Array(await input.arrayBuffer());
  }
  const latin1 = new TextDecoder('latin1');
  const chunks = [];
  for (const entry of s12.readCapture(whole)) {
    if (entry.direction !== 'received' || !entry.bytes) continue;
    chunks.push({ text: latin1.decode(entry.bytes), receivedAt: Date.parse(entry.at) });
  }
  return { text: chunks.map((c) => c.text).join(''), chunks };
}
