// One run of server output through a style12 stream: the events it gave,
// the board positions ("frames") as the stream reports them (FEN with the
// game's pockets, the passed piece), and the raw text, so that any
// reported line can be shown as it was sent. Which <b1> line belongs to
// which board is the stream's to say: a board event brings its pockets,
// and a holdings event that completes a board says which and its new FEN.

const LINE_END = /\r\n|\n\r|\r|\n/;

export class Session {
  constructor(s12, label, { live = false } = {}) {
    this.s12 = s12;
    this.label = label;
    this.live = live;
    this.stream = s12.createStream();
    this.events = [];
    this.frames = [];
    this.ended = false;
    this.text = '';
    this.decoder = new TextDecoder('utf-8');
    this.lineCache = null;
    // Per game: its newest frame, and the newest holdings line after it.
    this.lastFrameOfGame = new Map();
    this.latestHoldings = new Map();
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

  /** The stream's memory goes now; the session keeps what it read. */
  close() {
    this.stream.free();
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
      else if (event.type === 'resync') this.addResync(event);
      this.events.push(item);
      added.push(item);
    }
    return added;
  }

  // The newest board of its game: a live one's clocks may still run.
  isLatest(frame) {
    return this.lastFrameOfGame.get(frame.key) === frame;
  }

  keyOf(gameId, gameNumber) {
    return gameId ?? `n${gameNumber}`;
  }

  addFrame(item) {
    const { record, line, gameId, fen, pockets, passed, move, check } = item.event;
    const key = this.keyOf(gameId, record.gameNumber);
    // move: as the core checked it against the game's board before; resync:
    // why this board does not follow from that one (set by the event after).
    const frame = {
      index: this.frames.length, eventIndex: item.index, line, gameId, key, record, fen, pockets, passed,
      move, check, resync: null,
      // When it arrived: a live game's clocks run from here.
      receivedAt: Date.now(),
    };
    this.frames.push(frame);
    this.lastFrameOfGame.set(key, frame);
    this.latestHoldings.delete(key);
    return frame;
  }

  // The stream says its game's last board does not follow from the one
  // before it.
  addResync(event) {
    const last = this.lastFrameOfGame.get(this.keyOf(event.gameId, event.gameNumber));
    if (last && last.line === event.line) last.resync = event.reason;
  }

  addHoldings(event) {
    const key = event.gameId ?? this.keyOfGameNumber(event.record.gameNumber);
    const last = this.lastFrameOfGame.get(key);
    if (event.fen !== null && last && last.line === event.boardLine) {
      // The stream says this line completes that board: its new FEN.
      last.fen = event.fen;
      last.pockets = event.pockets;
      return;
    }
    this.latestHoldings.set(key, event.record);
  }

  /**
   * What to show of a frame: its own FEN and pockets, or for a game's
   * newest board, the pockets of a holdings line that came after it (a
   * piece passed from the partner board), with the FEN the core gives
   * for the board with them.
   */
  view(frame) {
    const later = this.lastFrameOfGame.get(frame.key) === frame ? this.latestHoldings.get(frame.key) : undefined;
    return this.viewWith(frame, later);
  }

  /**
   * A frame with the pockets of a holdings line that came after it (when
   * one is given): what a <b1> line selected in the log shows, the same
   * whether newer boards have come since or not.
   */
  viewWith(frame, later) {
    if (!later) return { fen: frame.fen, pockets: frame.pockets, passed: frame.passed };
    let fen = frame.fen;
    try {
      fen = this.s12.toFen(frame.record, { holdings: { ...later, gameNumber: frame.record.gameNumber } });
    } catch {
      // The board as the stream gave it.
    }
    return { fen, pockets: { white: later.white, black: later.black }, passed: later.passed ?? frame.passed };
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
