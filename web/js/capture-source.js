// A saved live capture (what `session.capture()` wrote) opened as input:
// what was received, chunk by chunk as it came, each with its time, and
// the lines sent, at their times (a password withheld says so). The
// session's own notes are not lines and are left out. Anything else is
// not a capture and is read as it is.

import { bytesToText } from './byte-text.js';

const HEAD_BYTES = 64;

// { text, chunks: [{ text, receivedAt }], entries } for a capture (text:
// the bytes received, one character a byte; entries: the chunks and
// { sent, at } in the capture's order), else null. `input` is a Blob or
// text.
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
  const chunks = [];
  const entries = [];
  for (const entry of s12.readCapture(whole)) {
    if (entry.direction === 'sent') {
      entries.push({ sent: entry.text ?? '(withheld: a password)', at: Date.parse(entry.at) });
    } else if (entry.direction === 'received' && entry.bytes) {
      const chunk = { text: bytesToText(entry.bytes), receivedAt: Date.parse(entry.at) };
      chunks.push(chunk);
      entries.push(chunk);
    }
  }
  return { text: chunks.map((c) => c.text).join(''), chunks, entries };
}
