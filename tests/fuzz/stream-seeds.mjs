// Writes the stream harness's seeds from the session transcripts: each
// transcript that fits the harness's max_len whole, and windows of 1, 2
// and 4 KB of every one, some starting and ending at a line end and some
// in the middle of a line (a board cut in two, as a socket read cuts it).
// A fuzzer that starts from real sessions has the server's sentences in
// the order the stream reacts to them; from random bytes it finds a game
// start, a <b1> line after its board and a game end in the same input
// only by luck.
//   node tests/fuzz/stream-seeds.mjs     rewrites tests/fuzz/seeds/stream/
// The directory is written whole: every file in it comes from here.
import { readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sources = ['tests/fixtures/transcripts', 'web/examples'];
const out = join(root, 'tests/fuzz/seeds/stream');
const maxLen = 4096;  // fuzz_stream.options
// Window size and the step between window starts: small windows often,
// so that most of a session's sentences start some seed.
const windows = [
  { size: 1024, step: 768, midLine: false },
  { size: 2048, step: 1536, midLine: true },
  { size: 4096, step: 2048, midLine: true },
];

// Offsets where a line starts: after a line end (LF CR, CR LF, LF or CR).
function lineStarts(bytes) {
  const starts = [0];
  for (let i = 0; i < bytes.length; ++i) {
    const c = bytes[i];
    if (c !== 0x0a && c !== 0x0d) continue;
    const next = bytes[i + 1];
    if ((next === 0x0a || next === 0x0d) && next !== c) ++i;
    if (i + 1 < bytes.length) starts.push(i + 1);
  }
  return starts;
}

// The first line start at or after `offset`; with `midLine`, the middle
// of the line that starts there instead.
function cutAt(starts, offset, midLine, length) {
  const k = starts.findIndex((s) => s >= offset);
  if (k < 0) return length;
  if (!midLine) return starts[k];
  const end = k + 1 < starts.length ? starts[k + 1] : length;
  return starts[k] + Math.floor((end - starts[k]) / 2);
}

function slices(bytes) {
  const found = new Map();
  if (bytes.length <= maxLen) found.set('', bytes);
  const starts = lineStarts(bytes);
  for (const { size, step, midLine } of windows) {
    if (bytes.length <= size) continue;
    for (let at = 0; at < bytes.length; at += step) {
      const from = cutAt(starts, at, midLine && at > 0, bytes.length);
      const to = Math.min(cutAt(starts, from + size, midLine, bytes.length), from + maxLen);
      if (to - from < size / 2) break;
      found.set(`.${from}-${to}`, bytes.subarray(from, to));
    }
  }
  return found;
}

const seen = new Set();
const seeds = [];
for (const dir of sources) {
  for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith('.fics')).sort()) {
    const bytes = readFileSync(join(root, dir, file));
    const key = bytes.toString('latin1');
    if (seen.has(key)) continue;  // web/examples repeats some transcripts
    seen.add(key);
    for (const [suffix, slice] of slices(bytes)) seeds.push([basename(file, '.fics') + suffix, slice]);
  }
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let total = 0;
for (const [name, slice] of seeds) {
  writeFileSync(join(out, name), slice);
  total += slice.length;
}
console.log(`${seeds.length} seeds, ${total} bytes, in ${out}`);
