// Replays a log through a fresh stream, a line or a random-sized chunk at a
// time, the way text arrives from a server: play, pause, step and speed.

const LINE_PIECES = /[^\r\n]*(?:\r\n|\n\r|\r|\n)|[^\r\n]+$/g;

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

export function createReplay(ui, { getText, start, feed, finish }) {
  let pieces = [];
  let next = 0;
  let timer = null;
  let started = false;

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
    ui.status.textContent = !started
      ? 'Ready to replay the input'
      : done ? `Done: ${pieces.length} ${unitName(pieces.length)} fed`
        : `${playing ? 'Playing' : 'Paused'}: ${next} of ${pieces.length} ${unitName(pieces.length)}`;
    ui.root.classList.toggle('is-playing', playing);
  }

  function begin() {
    stop();
    pieces = splitPieces(getText(), ui.unit.value);
    next = 0;
    started = true;
    start(`Replay (${ui.unit.value === 'line' ? 'by line' : 'by chunk'})`);
  }

  function stepOnce() {
    if (!started) begin();
    if (next >= pieces.length) return false;
    feed(pieces[next]);
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

  function play() {
    if (!started || next >= pieces.length) begin();
    if (!pieces.length) {
      update();
      return;
    }
    stop();
    timer = setInterval(() => {
      if (!stepOnce()) stop();
      else update();  // the progress moves with every piece fed
    }, 1000 / Number(ui.speed.value));
    update();
  }

  ui.play.addEventListener('click', () => (timer === null ? play() : stop()));
  ui.step.addEventListener('click', () => {
    stop();
    stepOnce();
    update();
  });
  ui.restart.addEventListener('click', () => {
    begin();
    update();
  });
  ui.toEnd.addEventListener('click', () => {
    if (!started) begin();
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
