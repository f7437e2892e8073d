// Timing: every row is warmed up, then sampled in rounds that take turns
// over all rows (so drift on a noisy machine hits every row alike); a row's
// figure is the median of its samples, and a ratio of two rows is the
// median of the rounds' own ratios (a round where the machine ran slow
// slows both rows of the pair, and cancels out). What every pass returns
// feeds a checksum, so no call can be optimised away.
//
// The rounds give the event loop a turn between samples: streams not freed
// explicitly are freed by their finalizers, which only run then.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const now = () => process.hrtime.bigint();
// A full collection before every sample, outside its time: a row pays for
// the garbage it makes itself, not for what the row before it left (a
// stream handed 4 MB at once leaves tens of megabytes for the next row's
// sample to collect).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');
const breathe = () => new Promise((resolve) => setImmediate(resolve));

export class Bench {
  constructor({ warmupMs, sampleMs, rounds }) {
    Object.assign(this, { warmupMs, sampleMs, rounds });
    this.rows = [];
    this.sink = 0;
  }

  /**
   * A row of the table. `pass` does one pass over the input and returns a
   * number; `items` and `bytes` are what one pass covers.
   */
  add(name, pass, { items, bytes = null, unit = 'line', section = '' }) {
    const row = { name, pass, items, bytes, unit, section, reps: 1, samples: [] };
    this.rows.push(row);
    return row;
  }

  // Runs `pass` `reps` times; nanoseconds taken.
  timed(pass, reps) {
    const start = now();
    let acc = 0;
    for (let r = 0; r < reps; r++) acc += pass();
    const ns = Number(now() - start);
    this.sink = (this.sink + acc) % 1e15;
    return ns;
  }

  async warmUp(row) {
    // Double the repetitions until a run takes long enough to calibrate on.
    let reps = 1;
    let ns = this.timed(row.pass, reps);
    let spent = ns;
    while (ns < 20e6 && reps < 1 << 24) {
      reps *= 2;
      ns = this.timed(row.pass, reps);
      spent += ns;
      await breathe();
    }
    while (spent < this.warmupMs * 1e6) {
      spent += this.timed(row.pass, reps);
      await breathe();
    }
    row.reps = Math.max(1, Math.round((reps * this.sampleMs * 1e6) / this.timed(row.pass, reps)));
    await breathe();
  }

  async run() {
    const started = now();
    for (const row of this.rows) await this.warmUp(row);
    for (let round = 0; round < this.rounds; round++) {
      for (const row of this.rows) {
        collectGarbage();
        row.samples.push(this.timed(row.pass, row.reps) / (row.reps * row.items));
        await breathe();
      }
    }
    for (const row of this.rows) {
      row.ns = median(row.samples);
      row.spread = (Math.max(...row.samples) - Math.min(...row.samples)) / 2 / row.ns;
    }
    this.seconds = Number(now() - started) / 1e9;
  }
}

/**
 * How many times as fast `fast` is as `slow`, round by round: the median
 * of the rounds' ratios and the lowest and highest of them.
 */
export function pairedRatio(fast, slow) {
  const ratios = fast.samples.map((ns, round) => slow.samples[round] / ns);
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
