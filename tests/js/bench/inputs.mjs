// What the benchmark reads: board lines of the corpus, the same lines mixing
// FICS's 33 fields with the 31 or 32 of ICC and older servers, and raw
// session bytes made from the transcripts.

import { readFileSync, readdirSync } from 'node:fs';

const fixtures = new URL('../../fixtures/', import.meta.url);

/**
 * The <12> lines of categories A (live FICS/ICC), B (server documentation)
 * and C (FatICS) of the corpus, each decoded from its own bytes as a client
 * decodes what the socket brings. (Decoding the whole file as one string
 * would hand out slices of it, and the file's source notes have non-ASCII
 * characters: every line would then be a two-byte string, which no client
 * reading an ASCII server ever sees, and which every reader of it, this
 * package's and the plain one, handles more slowly.)
 */
export function corpusLines() {
  const decoder = new TextDecoder();
  const bytes = readFileSync(new URL('real-lines.tsv', fixtures));
  const lines = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    const row = bytes.subarray(start, end);
    start = end + 1;
    if (row.length === 0 || row[0] === 35) continue; // '#'
    const columns = [];
    let at = 0;
    for (let k = 0; k < 3; k++) {
      const tab = row.indexOf(9, at);
      if (tab < 0) break;
      columns.push(decoder.decode(row.subarray(at, tab)));
      at = tab + 1;
    }
    if (columns.length < 3 || !['A', 'B', 'C'].includes(columns[0])) continue;
    const tab = row.indexOf(9, at);
    const line = decoder.decode(row.subarray(at, tab < 0 ? row.length : tab));
    if (line.startsWith('<12>')) lines.push(line);
  }
  if (lines.length === 0) throw new Error('bench: no <12> lines of categories A, B, C in the corpus');
  return lines;
}

/** Fields of a board line as the help file counts them: "<12>" is field 1, lag is field 33. */
export function fieldCount(line) {
  return 1 + line.slice(line.indexOf('<12>') + 4).trim().split(/\s+/).length;
}

/**
 * The corpus with lines that carry the lag field (33 fields, FICS) and lines
 * that do not (31 or 32, ICC and older servers) taking turns: a line with a
 * lag field at an odd position loses it (as those servers would send it),
 * lines without one stay as they are.
 */
export function mixedLagLines(lines) {
  const out = [];
  let received = 0;
  let dropped = 0;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    if (fieldCount(line) === 33 && k % 2 === 1) {
      out.push(line.replace(/\s+\S+\s*$/, ''));
      dropped++;
    } else {
      if (fieldCount(line) < 33) received++;
      out.push(line);
    }
  }
  const withLag = out.filter((line) => fieldCount(line) >= 33).length;
  const withoutLag = out.length - withLag;
  if (withLag < out.length / 4 || withoutLag < out.length / 4) {
    throw new Error(`bench: the mixed input is not mixed (${withLag} lines with a lag field, ${withoutLag} without)`);
  }
  return { lines: out, withLag, withoutLag, received, dropped };
}

/** Every transcript, concatenated byte for byte, repeated up to about `bytes`. */
export function sessionBytes(bytes) {
  const dir = new URL('transcripts/', fixtures);
  const files = readdirSync(dir).filter((name) => name.endsWith('.fics')).sort();
  if (files.length === 0) throw new Error('bench: no transcripts');
  const one = Buffer.concat(files.map((name) => readFileSync(new URL(name, dir))));
  const copies = Math.max(1, Math.round(bytes / one.length));
  const all = new Uint8Array(one.length * copies);
  for (let c = 0; c < copies; c++) all.set(one, c * one.length);
  return { bytes: all, files: files.length, copyBytes: one.length, copies };
}

/** The session cut as a socket or a file read would deliver it. */
export function chunksOf(bytes, size) {
  const chunks = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

/** How the lines of raw bytes end. */
export function lineEnds(bytes) {
  let lfcr = 0, crlf = 0, lf = 0, cr = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 10) {
      if (bytes[i + 1] === 13) { lfcr++; i++; } else lf++;
    } else if (b === 13) {
      if (bytes[i + 1] === 10) { crlf++; i++; } else cr++;
    }
  }
  return { lfcr, crlf, lf, cr };
}
