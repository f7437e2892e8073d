// Replays a log through a fresh stream, a line or a random-sized chunk at a
// time, the way text arrives from a server: play, pause, step and speed. A
// capture is replayed as it came: its chunks, or its lines, each with the
// time it was received.

const LINE_PIECES = /[^\r\n]*(?:\r\n|\n\r|\r|\n)|[^\r\n]+$/g;

// A capture's received chunks as pieces: each chunk as it came, or each
// line with the time of the chunk that completed it.
export function timedPieces(chunks, unit) {
  if (unit !== 'line') return chunks.map(({ text, receivedAt }) => ({ text, meta: { receivedAt } }));
  const lines = chunks.map((c) => c.text).join('').match(LINE_PIECES) ?? [];
  const pieces = [];
  let chunk = 0;
  let chunkEnd = chunks[0]?.text.length ?? 0;
  let end = 0;
  for (const line of lines) {
    end += line.length;
    while (chunkEnd < end) chunkEnd += chunks[++chunk].text.length;
    pieces.push({ text: line, meta: { receivedAt: chunks[chunk].receivedAt } });
  }
  return pieces;
}

export function splitPieces(text, unit) {
  if (unit === 'line') return text.match(LINE_PIECES) ?? [];
  // Chunks cut anywhere, even inside a CR LF pair, as a TCP read may.
  const pieces = [];
  for (let at = 0; at < text.length;) {
    const size = 1 + Math.floor(Math.random() * 48);
    pieces.push(text.slice(at, at + size));
    at += size;
  }
  return pieces;
}

// How often the replay looks at the clock; each look feeds every piece due
// by then, so a fast speed keeps its rate however long a render takes.
const TICK_MS = 50;
// The status region speaks at most this often while playing.
const STATUS_EVERY_MS = 2000;

export function createReplay(ui, { getText, getChunks = async () => null, getStartLine = () => 1, start, feed, finish }) {
  let pieces = [];
  let next = 0;
  let timer = null;
  let started = false;
  let playedFrom = 0;     // when play began, and the piece it began at
  let playedFromPiece = 0;
  let statusAt = 0;

  function unitName(n) {
    return ui.unit.value === 'line' ? (n === 1 ? 'line' : 'lines') : (n === 1 ? 'chunk' : 'chunks');
  }

  function update() {
    const playing = timer !== null;
    ui.play.textContent = playing ? 'Pause' : 'Play';
    ui.play.setAttribute('aria-pressed', playing ? 'true' : 'false');
    ui.progress.max = Math.max(1, pieces.length);
    ui.progress.value = next;
    const done = started && next >= pieces.length;
    // While playing, the words change only now and then (a screen reader
    // reads every change); the progress bar shows the rest.
    if (playing && !done && Date.now() - statusAt < STATUS_EVERY_MS) return;
    statusAt = Date.now();
    ui.status.textContent = !started
      ? 'Ready to replay the input'
      : done ? `Done: ${pieces.length} ${unitName(pieces.length)} fed`
        : `${playing ? 'Playing' : 'Paused'}: ${next} of ${pieces.length} ${unitName(pieces.length)}`;
    ui.root.classList.toggle('is-playing', playing);
  }

  // A replay begins at the line the user is looking at: the lines before
  // it go in at once (line by line only: chunks have no lines). The text
  // may come from a file still to be read.
  async function begin() {
    stop();
    const from = ui.unit.value === 'line' ? Math.max(1, getStartLine()) : 1;
    const unit = ui.unit.value;
    const chunks = await getChunks();
    // Each piece: { text, meta } (meta: { receivedAt } for a capture).
    pieces = chunks ? timedPieces(chunks, unit) : splitPieces(await getText(), unit).map((text) => ({ text }));
    next = 0;
    started = true;
    start(`Replay (${unit === 'line' ? 'by line' : 'by chunk'})`);
    const before = Math.min(pieces.length, from - 1);
    if (before > 0) {
      // In one go, unless each piece has a time of its own to keep.
      if (chunks) for (const piece of pieces.slice(0, before)) feed(piece.text, piece.meta);
      else feed(pieces.slice(0, before).map((p) => p.text).join(''));
      next = before;
    }
  }

  // One piece; false at the end (a finished replay stays finished until
  // it is restarted).
  function stepOnce() {
    if (next >= pieces.length) return false;
    feed(pieces[next].text, pieces[next].meta);
    next += 1;
    if (next >= pieces.length) {
      finish();
      stop();
    }
    return true;
  }

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    update();
  }

  async function play() {
    if (!started || next >= pieces.length) await begin();
    if (!pieces.length) {
      update();
      return;
    }
    stop();
    playedFrom = performance.now();
    playedFromPiece = next;
    statusAt = 0;
    timer = setInterval(() => {
      const due = playedFromPiece + Math.floor(((performance.now() - playedFrom) / 1000) * Number(ui.speed.value)) + 1;
      while (next < due && stepOnce());
      if (next >= pieces.length) stop();
      else update();
    }, Math.min(TICK_MS, 1000 / Number(ui.speed.value)));
    update();
  }

  ui.play.addEventListener('click', () => (timer === null ? play() : stop()));
  ui.step.addEventListener('click', async () => {
    stop();
    if (!started) await begin();
    stepOnce();
    update();
  });
  ui.restart.addEventListener('click', async () => {
    await begin();
    update();
  });
  ui.toEnd.addEventListener('click', async () => {
    if (!started) await begin();
    stop();
    while (stepOnce());
    update();
  });
  ui.speed.addEventListener('change', () => {
    if (timer !== null) play();
  });
  ui.unit.addEventListener('change', () => {
    // Pieces of another size need a fresh run.
    if (started) {
      stop();
      started = false;
      pieces = [];
      next = 0;
      update();
    }
  });

  update();
  return {
    // The input changed or another source took over.
    cancel() {
      stop();
      started = false;
      pieces = [];
      next = 0;
      update();
    },
    active: () => started && next < pieces.length,
  };
}
