// The ways in besides a file, reachable from the header: Paste, Replay and
// Live open the Input panel at their part and put the focus in it. The
// header says what the page shows; while a live session is what it shows,
// the input box gives way to a note of what is live and how much came (the
// example's text would be a lie), and the box is back, empty, once the
// session is over; the received lines stay in the list.

export function createInputModes(ui) {
  let live = null;      // the last summary of the live panel
  let pasting = false;  // the user asked for the box while live
  let wasLive = false;  // the last render showed a live session

  const label = () => ui.sourceLabel.textContent.replace(/^· /, '');
  const liveLabel = () => (live?.url ? `Live: ${live.url}` : null);
  const showingLive = () => live !== null && label() === liveLabel();
  const connected = () => ['connecting', 'open', 'reconnecting', 'retrying'].includes(live?.state);

  function amount() {
    const messages = `${live.received} ${live.received === 1 ? 'message' : 'messages'}`;
    return `${messages}, ${live.bytes.toLocaleString('en')} bytes`;
  }

  function render() {
    const isLive = showingLive();
    let text;
    if (isLive) {
      text = `live: ${live.url}${live.handle ? ` (logged in as ${live.handle})` : ''}`;
      if (!connected()) text += ' · ended';
    } else {
      text = label() || (ui.input.value ? 'typed text' : 'nothing yet');
    }
    ui.showing.textContent = text;
    ui.showing.title = text;

    ui.note.hidden = !isLive;
    if (isLive) {
      ui.note.textContent = connected()
        ? `Live from ${live.url}: ${amount()} received. They are in the list; the box is back when the session ends.`
        : `Received from ${live.url}: ${amount()}; they stay in the list. Type or paste here to replace them.`;
    }
    ui.input.hidden = isLive && connected() && !pasting;
    wasLive = isLive && connected();
  }

  function describeLive(summary) {
    live = summary;
    // The first moment the session is what the page shows, the example's
    // text leaves the box.
    if (showingLive() && connected() && !wasLive) {
      ui.input.value = '';
      pasting = false;
    }
    render();
  }

  function openAt(mode, target) {
    ui.panel.open = true;
    if (mode) mode.open = true;
    target.scrollIntoView({ block: 'nearest' });
    target.focus();
  }

  ui.paste.addEventListener('click', () => {
    pasting = true;
    render();
    openAt(null, ui.input);
  });
  ui.replay.addEventListener('click', () => openAt(ui.replayMode, ui.replayFirst));
  ui.live.addEventListener('click', () => {
    // Connected: the first control that still does something.
    openAt(ui.liveMode, connected() ? ui.liveDisconnect : ui.liveFirst);
  });

  // Every place that names the source writes the Input summary's label;
  // the header follows it rather than each of them writing twice.
  new MutationObserver(() => {
    if (!showingLive()) pasting = false;
    render();
  }).observe(ui.sourceLabel, { childList: true, characterData: true, subtree: true });
  ui.input.addEventListener('input', render);
  render();

  return { describeLive };
}
