// What the benchmark reads: board lines of the corpus, the same lines mixing
// FICS's 33 fields with the 31 or 32 of ICC and older servers, and raw
// session bytes made from the transcripts.

import { readFileSync, readdirSync } from 'node:fs';

const fixtures = new URL('../../fixtures/', import.meta.url);

/** The <12> lines of categories A (live FICS/ICC), B (server documentation) and C (FatICS) of the corpus. */
export function corpusLines() {
  const lines = readFileSync(new URL('real-lines.tsv', fixtures), 'utf8')
    .split('\n')
    .filter((row) => row && !row.startsWith('#'))
    .map((row) => row.split('\t'))
    .filter(([category, , , line]) => ['A', 'B', 'C'].includes(category) && line?.startsWith('<12>'))
    .map((columns) => columns[3]);
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
