// npm run bench:live: the package run as a live client runs, for days,
// over sessions made from the transcripts with their game numbers reused
// 1-999 as FICS reuses them.
//   stream  10 M boards through one createStream({ keepFinished: 100 }):
//           its WebAssembly memory and the time of each million boards
//           (aims: under 64 MB; the last million at most 1.2x the first).
//   json    `style12 json` reading 2 GB of such sessions from a pipe: its
//           peak resident memory (aim: under 150 MB).
// Arguments: which parts (stream, json; both by default), --boards N,
// --json-bytes N.
import { readFileSync, readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: flags, positionals } = parseArgs({
  options: { boards: { type: 'string', default: '10000000' }, 'json-bytes': { type: 'string', default: String(2 * 2 ** 30) } },
  allowPositionals: true,
});
const parts = positionals.length ? positionals : ['stream', 'json'];
const transcripts = new URL('../../fixtures/transcripts/', import.meta.url);
const CLI = fileURLToPath(new URL('../../../dist/cli.mjs', import.meta.url));
const MB = 2 ** 20;

// Every transcript, its game numbers moved to one of `shifts` places in
// 1-999: where a board line has it (its 16th field) and where the
// server's words name it ("Game 7", "game 7").
function liveSessions(shifts) {
  const texts = readdirSync(transcripts).filter((name) => name.endsWith('.fics')).sort()
    .map((name) => readFileSync(new URL(name, transcripts), 'latin1'));
  const sessions = [];
  for (let shift = 0; shift < shifts; shift++) {
    const moved = (n) => String(((Number(n) * 7 + shift * 131) % 999) + 1);
    for (const text of texts) {
      const bytes = Buffer.from(text
        .replace(/(<12> (?:\S+ ){15})(\d+)/g, (_, head, n) => head + moved(n))
        .replace(/\b([Gg]ame )(\d+)/g, (_, head, n) => head + moved(n)), 'latin1');
      sessions.push({ bytes, boards: (text.match(/<12> /g) ?? []).length });
    }
  }
  return sessions;
}

async function streamPart(boardsWanted) {
  const memories = [];
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async function watched(...args) {
    const result = await instantiate.apply(this, args);
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    for (const value of Object.values(instance.exports)) if (value instanceof WebAssembly.Memory) memories.push(value);
    return result;
  };
  const { load } = await import('style12');
  const s12 = await load();
  WebAssembly.instantiate = instantiate;
  const memory = memories[0];
  const sessions = liveSessions(8);
  const stream = s12.createStream({ keepFinished: 100 });
  const million = 1_000_000;
  const times = [];
  let boards = 0;
  let next = million;
  let started = performance.now();
  let worstPush = 0;
  console.log(`stream: ${boardsWanted.toLocaleString('en')} boards, keepFinished 100, ${sessions.length} sessions of the transcripts in turn`);
  for (let k = 0; boards < boardsWanted; k = (k + 1) % sessions.length) {
    const { bytes } = sessions[k];
    // As a socket delivers them: a few kilobytes at a time.
    for (let at = 0; at < bytes.length; at += 4096) {
      const t = performance.now();
      for (const event of stream.push(bytes.subarray(at, at + 4096))) if (event.type === 'style12') boards++;
      worstPush = Math.max(worstPush, performance.now() - t);
    }
    if (boards >= next) {
      const now = performance.now();
      times.push(now - started);
      started = now;
      next += million;
      const games = stream.games().length;
      console.log(`  ${(boards / million).toFixed(2)} M boards: ${(million / times.at(-1) * 1000).toFixed(0)} boards/s, ` +
        `memory ${(memory.buffer.byteLength / MB).toFixed(1)} MB, ${games} games kept, longest push ${worstPush.toFixed(1)} ms`);
      worstPush = 0;
    }
  }
  stream.free();
  const ratio = times.at(-1) / times[0];
  console.log(`stream: WebAssembly memory ${(memory.buffer.byteLength / MB).toFixed(1)} MB (aim < 64 MB); ` +
    `last million / first million ${ratio.toFixed(2)}x (aim <= 1.2x)`);
}

async function jsonPart(bytesWanted) {
  const sessions = liveSessions(8);
  const child = spawn(process.execPath, [CLI, 'json'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = 0;
  child.stdout.on('data', (chunk) => { out += chunk.length; });
  let peakKb = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch { /* gone */ }
  };
  const sampler = setInterval(sample, 200);
  const closed = new Promise((resolve) => child.on('close', resolve));
  const started = performance.now();
  let sent = 0;
  let boards = 0;
  let report = 256 * MB;
  console.log(`json: ${(bytesWanted / MB).toFixed(0)} MB of sessions piped into style12 json`);
  for (let k = 0; sent < bytesWanted; k = (k + 1) % sessions.length) {
    const { bytes } = sessions[k];
    sent += bytes.length;
    boards += sessions[k].boards;
    if (!child.stdin.write(bytes)) await new Promise((resolve) => child.stdin.once('drain', resolve));
    if (sent >= report) {
      console.log(`  ${(sent / MB).toFixed(0)} MB in, peak RSS so far ${(peakKb / 1024).toFixed(1)} MB`);
      report += 256 * MB;
    }
  }
  sample();
  child.stdin.end();
  const status = await closed;
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  console.log(`json: ${(sent / MB).toFixed(0)} MB in (${boards.toLocaleString('en')} boards), ${(out / MB).toFixed(0)} MB out in ${seconds.toFixed(0)} s ` +
    `(${(sent / MB / seconds).toFixed(1)} MB/s), exit ${status}; peak RSS ${(peakKb / 1024).toFixed(1)} MB (aim < 150 MB)`);
}

if (parts.includes('stream')) await streamPart(Number(flags.boards));
if (parts.includes('json')) await jsonPart(Number(flags['json-bytes']));
