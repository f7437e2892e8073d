// The page's place in its address: the input (an example's id, or a file's
// name), the selected line and the filter, so that a reload or a shared
// link reopens them. Written with history.replaceState: stepping through
// lines adds no history entries. Only a query string is used; the hash
// belongs to the page's own links ("Skip to the lines").

const SHOWS = new Set(['all', 'boards', 'problems', 'game']);

/** { example, file, line, show, search } as the address has them; absent ones null. */
export function readPlace(href = location.href) {
  const params = new URL(href).searchParams;
  const line = Number(params.get('line'));
  const show = params.get('show');
  return {
    example: params.get('example') || null,
    file: params.get('file') || null,
    line: Number.isInteger(line) && line > 0 ? line : null,
    show: SHOWS.has(show) ? show : null,
    search: params.get('q') || null,
  };
}

/** The address for a place (defaults left out, so a plain page keeps a plain address). */
export function placeHref(place, href = location.href) {
  const url = new URL(href);
  const params = new URLSearchParams();
  if (place.example) params.set('example', place.example);
  else if (place.file) params.set('file', place.file);
  if (place.line) params.set('line', String(place.line));
  if (place.show && place.show !== 'all') params.set('show', place.show);
  if (place.search) params.set('q', place.search);
  url.search = params.toString();
  return url.href;
}

// Chromium refuses more than about 100 address changes in a few seconds:
// a held arrow key writes once it is let go.
const QUIET_MS = 250;

export function createPlaceWriter() {
  let timer = null;
  let pending = null;
  const flush = () => {
    timer = null;
    const href = placeHref(pending);
    if (href !== location.href) history.replaceState(history.state, '', href);
  };
  return {
    write(place) {
      pending = place;
      // Just after a paint: the address change makes the browser bring
      // the page's style and layout up to date, which then costs nothing.
      if (timer === null) timer = setTimeout(() => requestAnimationFrame(() => setTimeout(flush, 0)), QUIET_MS);
    },
  };
}
