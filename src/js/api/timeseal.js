// FICS timeseal 2 from JavaScript: the sealing and the ping requests are
// the core's (src/core/text/timeseal.cpp); this keeps the state between
// chunks and the clock.

import { CALL_REPLY_COUNT, CALL_REPLY_STATE } from '../wire/generated/layout.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// A line: text (UTF-8) or bytes, without its line end.
function lineBytes(line) {
  if (typeof line === 'string') {
    if (/[\r\n]/.test(line)) throw new TypeError('style12: a timeseal line has no line end in it');
    return encoder.encode(line);
  }
  if (line instanceof Uint8Array) {
    if (line.includes(10) || line.includes(13)) throw new TypeError('style12: a timeseal line has no line end in it');
    return line;
  }
  throw new TypeError('style12: encode() takes a string or a Uint8Array');
}

/** A timeseal session: `hello` to send first, encode() each line, decode() what the server sends. */
export function makeTimeseal(engine, options) {
  const now = options?.now ?? (() => Date.now());
  if (typeof now !== 'function') throw new TypeError('style12: the now option must be a function');
  let state = 0;

  // The output of the last call, as bytes of its own.
  const output = () => {
    const [at, length] = engine.outputPlace();
    return engine.heap.slice(at, at + length);
  };

  // The hello is the core's (Timeseal::kHello), asked once per session.
  engine.call(engine.calls.timesealHello, engine.wire);
  const hello = decoder.decode(output());

  return {
    hello,
    /** A line sealed with the client's time, LF included: the bytes to send. */
    encode(line) {
      const bytes = lineBytes(line);
      const length = engine.writeBytes(bytes);
      // FICS's clients send their time modulo 10^7 ms.
      engine.call(engine.calls.timesealSeal, engine.wire, length, Math.floor(now()) % 10_000_000);
      return output();
    },
    /**
     * Server bytes, cut anywhere: the same bytes without its ping requests,
     * and how many came; answer each with encode(reply).
     */
    decode(chunk, { last = false } = {}) {
      if (!(chunk instanceof Uint8Array)) throw new TypeError('style12: decode() takes a Uint8Array');
      const length = engine.writeBytes(chunk);
      engine.call(engine.calls.timesealUnseal, engine.wire, length, state, last ? 1 : 0);
      engine.views();
      const words = engine.replyAt >> 2;
      state = engine.i32[words + CALL_REPLY_STATE];
      return { data: output(), pings: engine.i32[words + CALL_REPLY_COUNT] };
    },
    /** The reply the protocol defines to one ping request ("\x02" "9"), to pass to encode(). */
    reply: '\x029',
  };
}
