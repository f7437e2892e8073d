// One run of server output through a style12 stream: the events it gave,
// the board positions ("frames") with the holdings that belong to each, and
// the raw text, so that any reported line can be shown as it was sent.

const LINE_END = /\r\n|\n\r|\r|\n/;

export class Session {
  constructor(s12, label) {
    this.s12 = s12;
    this.label = label;
    this.stream = s12.createStream();
    this.events = [];
    this.frames = [];
    this.ended = false;
    this.text = '';
    this.decoder = new TextDecoder('utf-8');
    this.lineCache = null;
    // Per game: the holdings last seen, and a <b1> line announcing a capture
    // (it carries "<- WP") that belongs to the board that comes next.
    this.holdings = new Map();
    this.pending = new Map();
    this.lastFrameOfGame = new Map();
  }

  push(chunk) {
    this.text += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    this.lineCache = null;
    return this.absorb(this.stream.push(chunk));
  }

  end() {
    if (this.ended) return [];
    this.ended = true;
    this.text += this.decoder.decode();
    this.lineCache = null;
    return this.absorb(this.stream.end());
  }

  games() {
    return this.stream.games();
  }

  pgn(id) {
    return this.stream.pgn(id);
  }

  // The raw text of a 1-based line, split the way the stream counts lines.
  lineText(n) {
    if (!this.lineCache) this.lineCache = this.text.split(LINE_END);
    return this.lineCache[n - 1] ?? '';
  }

  absorb(events) {
    const added = [];
    for (const event of events) {
      const index = this.events.length;
      const item = { index, event, frame: null };
      if (event.type === 'style12') item.frame = this.addFrame(item);
      else if (event.type === 'holdings') this.addHoldings(event);
      this.events.push(item);
      added.push(item);
    }
    return added;
  }

  gameKey(gameId, gameNumber) {
    return gameId ?? `n${gameNumber}`;
  }

  addFrame(item) {
    const { record, line, gameId } = item.event;
    const key = this.gameKey(gameId, record.gameNumber);
    const pending = this.pending.get(key) ?? null;
    this.pending.delete(key);
    const frame = {
      index: this.frames.length,
      eventIndex: item.index,
      line,
      gameId,
      key,
      record,
      holdings: pending ?? this.holdings.get(key) ?? null,
      passed: pending?.passed ?? null,
    };
    this.frames.push(frame);
    this.lastFrameOfGame.set(key, frame);
    return frame;
  }

  addHoldings(event) {
    const { record, gameId } = event;
    const key = gameId ?? this.keyOfGameNumber(record.gameNumber);
    this.holdings.set(key, record);
    if (record.passed) {
      this.pending.set(key, record);
      return;
    }
    const last = this.lastFrameOfGame.get(key);
    if (last && !this.pending.has(key)) last.holdings = record;
  }

  // A game's newest board shows the newest holdings, even those announcing
  // a capture whose board has not come yet; older boards keep their own.
  pocketsOf(frame) {
    if (this.lastFrameOfGame.get(frame.key) !== frame) return { holdings: frame.holdings, passed: frame.passed };
    const pending = this.pending.get(frame.key);
    return {
      holdings: this.holdings.get(frame.key) ?? frame.holdings,
      passed: pending?.passed ?? frame.passed,
    };
  }

  keyOfGameNumber(gameNumber) {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      if (this.frames[i].record.gameNumber === gameNumber) return this.frames[i].key;
    }
    return `n${gameNumber}`;
  }

  // The frame to show for an event: its own, or the last one before it
  // (for text, game ends and lines that could not be read).
  frameFor(eventIndex, key = null) {
    for (let i = Math.min(eventIndex, this.events.length - 1); i >= 0; i--) {
      const frame = this.events[i].frame;
      if (frame && (key === null || frame.key === key)) return frame;
    }
    return null;
  }

  errors() {
    return this.events.filter((item) => item.event.type === 'error');
  }
}
