// A live session's capture as it is written (the format: capture.js):
// entries kept up to a number of bytes, the oldest dropped first.

import { HEADER } from './capture.js';

const utf8 = new TextEncoder();

// Each byte as the data writes it.
const ESCAPED = Array.from({ length: 256 }, (_, byte) => {
  if (byte === 0x22) return '\\"';
  if (byte === 0x5c) return '\\\\';
  if (byte >= 0x20 && byte < 0x7f) return String.fromCharCode(byte);
  const short = { 0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t', 0x08: '\\b', 0x0c: '\\f' }[byte];
  return short ?? `\\u00${byte.toString(16).padStart(2, '0')}`;
});

/** Bytes as the capture's data: a JSON string, one code point a byte, 7-bit. */
export function captureData(bytes) {
  const parts = new Array(bytes.length + 2);
  parts[0] = '"';
  for (let i = 0; i < bytes.length; i++) parts[i + 1] = ESCAPED[bytes[i]];
  parts[bytes.length + 1] = '"';
  return parts.join('');
}

const stamp = (at) => new Date(at).toISOString();

/**
 * A capture that keeps at most `limit` bytes of entries (oldest dropped
 * first; false keeps none): opened(url, at), received(bytes, at),
 * sent(line, at, { secret }), note(text, at); text() writes the file.
 */
export function createCapture(limit) {
  const keep = limit === false ? 0 : limit;
  let entries = [];
  let head = 0;          // entries before it were dropped
  let bytes = 0;         // of the entries kept
  let dropped = 0;
  let droppedBytes = 0;

  function add(line) {
    if (keep === 0) {
      dropped += 1;
      droppedBytes += line.length + 1;
      return;
    }
    entries.push(line);
    bytes += line.length + 1;
    while (bytes > keep && head < entries.length) {
      const gone = entries[head];
      entries[head] = undefined;
      head += 1;
      bytes -= gone.length + 1;
      dropped += 1;
      droppedBytes += gone.length + 1;
    }
    // The dropped slots go once they are half the list.
    if (head > 1024 && head * 2 > entries.length) {
      entries = entries.slice(head);
      head = 0;
    }
  }

  return {
    opened(url, at) {
      add(`# ${url} opened ${stamp(at)}`);
    },
    received(data, at) {
      add(`< ${stamp(at)} ${captureData(data)}`);
    },
    sent(line, at, { secret = false } = {}) {
      add(`> ${stamp(at)} ${secret ? '-' : captureData(utf8.encode(line))}`);
    },
    note(text, at) {
      add(`* ${stamp(at)} ${captureData(utf8.encode(text))}`);
    },
    /** The bytes of entries kept. */
    get bytes() {
      return bytes;
    },
    text() {
      const kept = head === 0 ? entries : entries.slice(head);
      const droppedLine = dropped ? `# ${dropped} ${dropped === 1 ? 'entry' : 'entries'} (${droppedBytes} bytes) dropped before this\n` : '';
      return `${HEADER}${droppedLine}${kept.length ? `${kept.join('\n')}\n` : ''}`;
    },
  };
}
