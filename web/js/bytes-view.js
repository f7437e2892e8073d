// The bytes of the selected line, line end included, as a hex dump: 16
// bytes a row with their offset, the hex beside what they read as. What a
// server sends besides text (block-mode markers, telnet bytes, a stray CR)
// is what one looks here for, so control bytes are named, not dotted, and
// bytes over 0x7F are shown as bytes (marked in the text, their value in
// the hex), not guessed at as characters.
// The worker keeps the input as Latin-1 text: one character a byte.

import { h, replace } from './dom.js';

// ASCII's names for its control bytes.
const CONTROL_NAMES = [
  'NUL', 'SOH', 'STX', 'ETX', 'EOT', 'ENQ', 'ACK', 'BEL', 'BS', 'TAB', 'LF', 'VT', 'FF', 'CR', 'SO', 'SI',
  'DLE', 'DC1', 'DC2', 'DC3', 'DC4', 'NAK', 'SYN', 'ETB', 'CAN', 'EM', 'SUB', 'ESC', 'FS', 'GS', 'RS', 'US',
];
const ROW_BYTES = 16;
// A line longer than this shows its start: a dump of a megabyte-long line
// would be a million nodes.
const SHOWN_BYTES = 4096;

export function byteName(byte) {
  if (byte < 0x20) return CONTROL_NAMES[byte];
  if (byte === 0x7f) return 'DEL';
  return null;
}

const hex = (n, width) => n.toString(16).toUpperCase().padStart(width, '0');

// What a byte reads as in the text column.
function readAs(byte) {
  const name = byteName(byte);
  if (name) return h('abbr', { class: 'byte-control', title: `0x${hex(byte, 2)}` }, name);
  // One narrow mark, not a guessed character: the hex beside says which.
  if (byte > 0x7f) return h('span', { class: 'byte-high', title: `0x${hex(byte, 2)}, over 0x7F` }, '•');
  if (byte === 0x20) return h('span', { class: 'byte-space', title: 'space' }, '·');
  return String.fromCharCode(byte);
}

function dumpRow(text, offset, end) {
  const hexCells = [];
  const readCells = [];
  for (let i = offset; i < offset + ROW_BYTES; i++) {
    if (i >= end) break;
    const byte = text.charCodeAt(i) & 0xff;
    const special = byteName(byte) ? 'byte-control' : byte > 0x7f ? 'byte-high' : null;
    // Grouped by four, as xxd -g4 does: sixteen bytes fit a narrow pane.
    hexCells.push(i > offset && (i - offset) % 4 === 0 ? ' ' : null, h('span', { class: special }, hex(byte, 2)));
    readCells.push(readAs(byte));
  }
  return h('tr', null,
    h('th', { scope: 'row', class: 'byte-offset' }, hex(offset, 4)),
    h('td', { class: 'byte-hex' }, hexCells),
    h('td', { class: 'byte-text' }, readCells));
}

/** What a line's bytes hold besides printable ASCII, in words. */
export function bytesSummary(text) {
  const named = new Map();
  let high = 0;
  for (let i = 0; i < text.length; i++) {
    const byte = text.charCodeAt(i) & 0xff;
    const name = byteName(byte);
    if (name) named.set(name, (named.get(name) ?? 0) + 1);
    else if (byte > 0x7f) high++;
  }
  const parts = [...named].map(([name, n]) => (n > 1 ? `${n} × ${name}` : name));
  if (high) parts.push(`${high} over 0x7F`);
  return `${text.length.toLocaleString('en')} ${text.length === 1 ? 'byte' : 'bytes'}${parts.length ? `: ${parts.join(', ')}` : ', all printable'}`;
}

/**
 * The view, toggled by `button` (aria-expanded), drawn in `root` for the
 * line shown: show(line, bytes) with bytes one character a byte.
 */
export function createBytesView({ button, root }) {
  let shown = { line: null, bytes: '' };

  function draw() {
    const { line, bytes } = shown;
    if (line === null) {
      replace(root, h('p', { class: 'empty-note' }, 'No line selected.'));
      return;
    }
    const end = Math.min(bytes.length, SHOWN_BYTES);
    const rows = [];
    for (let offset = 0; offset < end; offset += ROW_BYTES) rows.push(dumpRow(bytes, offset, end));
    replace(root,
      h('p', { class: 'bytes-summary' }, `Line ${line}, line end included: ${bytesSummary(bytes)}`,
        end < bytes.length ? ` (the first ${end.toLocaleString('en')} shown)` : ''),
      h('table', { class: 'bytes' },
        h('caption', { class: 'visually-hidden' }, `Bytes of line ${line}`),
        h('thead', null, h('tr', null,
          h('th', { scope: 'col' }, 'Offset'), h('th', { scope: 'col' }, 'Hex'), h('th', { scope: 'col' }, 'Text'))),
        h('tbody', null, rows)));
  }

  const open = () => button.getAttribute('aria-expanded') === 'true';
  button.addEventListener('click', () => {
    const opening = !open();
    button.setAttribute('aria-expanded', String(opening));
    root.hidden = !opening;
    if (opening) draw();
  });

  return {
    show(line, bytes) {
      if (shown.line === line && shown.bytes === bytes) return;
      shown = { line, bytes: bytes ?? '' };
      if (open()) draw();
    },
    clear() {
      shown = { line: null, bytes: '' };
      if (open()) draw();
    },
  };
}
