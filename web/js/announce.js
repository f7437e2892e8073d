// Status messages for screen readers, at most one a second: a live region
// that changes many times a second is read out as noise, or not at all.

const GAP_MS = 1000;

export function createAnnouncer(region) {
  let last = 0;
  let pending = null;
  let timer = null;
  function flush() {
    timer = null;
    if (pending === null) return;
    region.textContent = pending;
    pending = null;
    last = Date.now();
  }
  return (text) => {
    pending = text;
    const wait = last + GAP_MS - Date.now();
    if (wait <= 0 && timer === null) flush();
    else if (timer === null) timer = setTimeout(flush, Math.max(0, wait));
  };
}
