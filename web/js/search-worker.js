// The lines list's searches, in a worker of their own: the index worker
// sends it each row's search text as it sends the page the row, so a search
// is answered at once even while the index worker is busy (reading, or
// asking the stream for a long list of games).

import { FLAG, KIND } from './row-summary.js';
import { Column, TextChunks } from './row-columns.js';

let session = null;

function newSession(id) {
  return {
    id,
    count: 0,
    kinds: new Column(Uint8Array),
    games: new Column(Int32Array),
    flags: new Column(Uint8Array),
    lines: new Column(Int32Array),
    // Each row's summary and move, lower-case.
    texts: new TextChunks(),
  };
}

// The rows whose text holds the needle, marked: one indexOf over each
// post's joined text rather than a test of every row.
function matching(s, needle) {
  const marks = new Uint8Array(s.count);
  s.texts.forEachMatch(needle, (row) => { marks[row] = 1; });
  // A line number typed whole finds its line.
  if (/^\d+$/.test(needle) && String(Number(needle)) === needle) {
    const line = Number(needle);
    const lines = s.lines.data;
    for (let row = 0; row < s.count; row++) if (lines[row] === line) marks[row] = 1;
  }
  return marks;
}

// The rows that pass a filter, as the lines list filters them
// (lines-view.js: passes): kind and game, then the search on the
// lower-case summary and move, or the line number.
function filterRows(s, { show, game, text, search }) {
  const rows = new Int32Array(s.count);
  let n = 0;
  const needle = search.toLowerCase();
  const marks = needle ? matching(s, needle) : null;
  const kinds = s.kinds.data;
  const flags = s.flags.data;
  const games = s.games.data;
  for (let row = 0; row < s.count; row++) {
    const kind = kinds[row];
    if (!text && kind === KIND.text) continue;
    if (show === 'boards' && kind !== KIND.style12) continue;
    if (show === 'problems' && !(flags[row] & FLAG.problem)) continue;
    if (show === 'game' && game !== null && games[row] !== game) continue;
    if (marks && !marks[row]) continue;
    rows[n++] = row;
  }
  return { found: rows.slice(0, n), upTo: s.count };
}

function fromIndex({ data }) {
  if (data.type === 'start') {
    session = newSession(data.session);
  } else if (data.type === 'rows' && session?.id === data.session) {
    const s = session;
    const to = s.count + data.kinds.length;
    for (const name of ['kinds', 'games', 'flags', 'lines']) s[name].put(s.count, data[name], data.expectedRows);
    s.texts.add(s.count, data.texts, data.ends);
    s.count = to;
  }
}

self.onmessage = ({ data }) => {
  if (data.type === 'port') {
    data.port.onmessage = fromIndex;
    return;
  }
  if (data.type !== 'filter') return;
  if (session?.id !== data.session) {
    postMessage({ type: 'failed', request: data.request, message: 'no such session' });
    return;
  }
  const { found, upTo } = filterRows(session, data.filter);
  postMessage({ type: 'filtered', request: data.request, rows: found, upTo }, [found.buffer]);
};
