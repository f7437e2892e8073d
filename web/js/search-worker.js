// The lines list's searches, in a worker of their own: the index worker
// sends it each row's search text as it sends the page the row, so a search
// is answered at once even while the index worker is busy (reading, or
// asking the stream for a long list of games).

import { FLAG, KIND } from './row-summary.js';

let session = null;

function newSession(id) {
  return { id, texts: [], kinds: [], games: [], flags: [], lines: [] };
}

// The rows that pass a filter, as the lines list filters them
// (lines-view.js: passes): kind and game, then the search on the
// lower-case summary and move, or the line number.
function filterRows(s, { show, game, text, search }) {
  const rows = new Int32Array(s.texts.length);
  let n = 0;
  const needle = search.toLowerCase();
  for (let row = 0; row < s.texts.length; row++) {
    const kind = s.kinds[row];
    if (!text && kind === KIND.text) continue;
    if (show === 'boards' && kind !== KIND.style12) continue;
    if (show === 'problems' && !(s.flags[row] & FLAG.problem)) continue;
    if (show === 'game' && game !== null && s.games[row] !== game) continue;
    if (needle && !s.texts[row].includes(needle) && String(s.lines[row]) !== needle) continue;
    rows[n++] = row;
  }
  return { found: rows.slice(0, n), upTo: s.texts.length };
}

function fromIndex({ data }) {
  if (data.type === 'start') {
    session = newSession(data.session);
  } else if (data.type === 'rows' && session?.id === data.session) {
    for (let i = 0; i < data.texts.length; i++) {
      session.texts.push(data.texts[i]);
      session.kinds.push(data.kinds[i]);
      session.games.push(data.games[i]);
      session.flags.push(data.flags[i]);
      session.lines.push(data.lines[i]);
    }
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
