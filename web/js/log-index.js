// The page's side of the index worker: it sends the worker bytes and keeps
// the rows it gets back in flat arrays (kind, line, game, flags and two
// short texts per row, see row-columns.js), which is all the lists need. What a selected row
// shows is asked of the worker.

import { KIND, FLAG } from './row-summary.js';
import { Column, TextChunks } from './row-columns.js';

export class LogIndex {
  constructor({ onRows, onEnded, onReady, onFailed }) {
    this.onRows = onRows;
    this.onEnded = onEnded;
    this.onFailed = onFailed;
    this.worker = new Worker(new URL('./index-worker.js', import.meta.url), { type: 'module' });
    // Searches go to a worker of their own, fed rows by the index worker
    // directly: the index worker can be busy for seconds on a large log.
    this.searcher = new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
    const channel = new MessageChannel();
    this.worker.postMessage({ type: 'searchPort', port: channel.port1 }, [channel.port1]);
    this.searcher.postMessage({ type: 'port', port: channel.port2 }, [channel.port2]);
    this.searcher.onmessage = ({ data }) => this.receive(data);
    this.nextSession = 0;
    this.nextRequest = 0;
    this.waiting = new Map();
    this.ready = new Promise((resolve, reject) => {
      this.worker.onmessage = ({ data }) => {
        if (data.type === 'ready') {
          resolve();
          onReady?.();
        } else if (data.type === 'failed' && data.session === undefined && data.request === undefined) {
          reject(new Error(data.message));
        } else {
          this.receive(data);
        }
      };
      this.worker.onerror = (event) => reject(new Error(event.message || 'the index worker did not start'));
    });
    this.reset('');
  }

  reset(label, { live = false } = {}) {
    this.session = ++this.nextSession;
    this.label = label;
    this.live = live;
    this.count = 0;
    this.kinds = new Column(Uint8Array);
    this.lines = new Column(Int32Array);
    this.games = new Column(Int32Array);
    this.numbers = new Column(Int32Array);
    this.flags = new Column(Uint8Array);
    // When each row's line arrived (ms since 1970; NaN: not known), in a
    // live session or a capture opened from disk.
    this.times = new Column(Float64Array);
    this.hasTimes = false;
    this.texts = new TextChunks();
    this.moves = new TextChunks();
    this.bytesDone = 0;
    this.bytesTotal = 0;
    this.ended = false;
    this.cancelled = false;
    this.lineCount = 0;
    this.errorCount = 0;
    this.anomalyCount = 0;
    for (const [, { reject }] of this.waiting) reject(new Error('superseded'));
    this.waiting.clear();
    this.worker.postMessage({ type: 'start', session: this.session, label });
  }

  /** Bytes or text, as they came; meta.receivedAt for live input. */
  push(chunk, meta = {}) {
    // The worker gets its own copy: the caller's buffer stays the caller's.
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : Uint8Array.from(chunk);
    this.bytesTotal += bytes.length;
    this.worker.postMessage({ type: 'push', session: this.session, bytes: bytes.buffer, receivedAt: meta.receivedAt }, [bytes.buffer]);
  }

  /** A line the client sent (a capture's), at its place among the rows. */
  sent(text, at) {
    this.worker.postMessage({ type: 'sent', session: this.session, text, at });
  }

  /** A file (or any Blob): the worker reads it itself, so no copy of it is made here. */
  pushBlob(blob) {
    this.bytesTotal += blob.size;
    this.worker.postMessage({ type: 'pushBlob', session: this.session, blob });
  }

  end() {
    this.worker.postMessage({ type: 'end', session: this.session });
  }

  cancel() {
    this.cancelled = true;
    this.worker.postMessage({ type: 'cancel', session: this.session });
    this.end();
  }

  request(message) {
    const request = ++this.nextRequest;
    const session = this.session;
    return new Promise((resolve, reject) => {
      this.waiting.set(request, { resolve, reject });
      this.worker.postMessage({ ...message, session, request });
    });
  }

  detail(row) {
    return this.request({ type: 'detail', row });
  }

  gameList() {
    return this.request({ type: 'games' });
  }

  /**
   * The rows sent so far that pass the lines list's filter, found by the
   * worker: { rows: Int32Array, upTo } (rows from upTo on are the asker's).
   */
  filterRows(filter) {
    const request = ++this.nextRequest;
    const session = this.session;
    return new Promise((resolve, reject) => {
      this.waiting.set(request, { resolve, reject });
      this.searcher.postMessage({ type: 'filter', filter, session, request });
    }).then(({ rows, upTo }) => {
      // The search worker may have rows still on their way here: those
      // are left to the list's own filtering as they arrive.
      if (upTo <= this.count) return { rows, upTo };
      let n = rows.length;
      while (n > 0 && rows[n - 1] >= this.count) n--;
      return { rows: rows.subarray(0, n), upTo: this.count };
    });
  }

  pgn(gameId, { bpgn = false } = {}) {
    return this.request({ type: 'pgn', gameId, bpgn }).then((answer) => answer.text);
  }

  receive(data) {
    if (data.request !== undefined) {
      const waiting = this.waiting.get(data.request);
      if (!waiting) return;
      this.waiting.delete(data.request);
      if (data.type === 'failed') waiting.reject(new Error(data.message));
      else waiting.resolve(data);
      return;
    }
    if (data.session !== this.session) return;
    if (data.type === 'rows') this.addRows(data);
    else if (data.type === 'ended') {
      this.ended = true;
      this.lineCount = data.lines;
      this.onEnded?.(data);
    } else if (data.type === 'failed') this.onFailed?.(data.message);
  }

  addRows(data) {
    const n = data.kinds.length;
    const from = this.count;
    const to = from + n;
    for (const name of ['kinds', 'lines', 'games', 'numbers', 'flags', 'times']) this[name].put(from, data[name], data.expectedRows);
    if (!this.hasTimes && data.times.some(Number.isFinite)) this.hasTimes = true;
    this.texts.add(from, data.texts, data.textEnds);
    this.moves.add(from, data.moves, data.moveEnds);
    for (let i = 0; i < n; i++) {
      if (data.kinds[i] === KIND.error) this.errorCount++;
      if (data.flags[i] & FLAG.anomaly) this.anomalyCount++;
    }
    this.count = to;
    this.bytesDone = data.bytesDone;
    this.onRows?.(from, to, data);
  }

  kind(row) { return this.kinds.data[row]; }
  /** The row's summary, as the list shows it. */
  text(row) { return this.texts.get(row); }
  /** The row's move (a board's), code (an error's) or ''. */
  move(row) { return this.moves.get(row); }
  line(row) { return this.lines.data[row]; }
  game(row) { const g = this.games.data[row]; return g < 0 ? null : g; }
  gameNumber(row) { const g = this.numbers.data[row]; return g < 0 ? null : g; }
  flag(row) { return this.flags.data[row]; }
  /** When the row's line arrived (ms since 1970), or null. */
  time(row) { const t = this.times.data[row]; return Number.isFinite(t) ? t : null; }
}
