// Bytes as text of one character a byte, and back: the page keeps the
// server's output so (board lines are ASCII; a chat line in UTF-8 shows
// its bytes) and a line's columns are its bytes.

// TextDecoder's 'latin1' is windows-1252 in browsers, which turns 0x80
// into U+20AC: its text is used only when nothing in it went past U+00FF
// (it is three times faster than building the string).
const windows1252 = new TextDecoder('latin1');

export function bytesToText(bytes) {
  const fast = windows1252.decode(bytes);
  if (fast.length === bytes.length && !/[^\u0000-\u00ff]/.test(fast)) return fast;
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode.apply(null, bytes.subarray(at, at + 8192));
  return text;
}

export function textToBytes(text) {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
