// A live chess client with the package: log in as a guest, observe a game,
// draw it. The page's query names the server and, optionally, the game.
import { load } from '../lib/full-browser.mjs';
import '../lib/element.mjs';

const query = new URLSearchParams(location.search);
const board = document.querySelector('#board');
const status = document.querySelector('#status');
const s12 = await load();
let game = query.get('observe');
// Sent once logged in, after `set style 12`; without a game named, the
// first one the server lists is observed.
const session = s12.connect(query.get('server') ?? 'ws://127.0.0.1:5001/', { commands: [game ? `observe ${game}` : 'games'] });

session.addEventListener('state', ({ detail }) => {
  status.textContent = detail.state === 'closed' ? session.closeReason.message : detail.state;
});
session.addEventListener('text', ({ detail }) => {
  const listed = /^\s*(\d+)\s+\S+\s+\S+\s+\S+\s+\S+\s+\[/.exec(detail.text);
  if (listed && !game) session.send(`observe ${(game = listed[1])}`);
});
session.addEventListener('style12', ({ detail }) => {
  board.record = detail.record;
  status.textContent = `Game ${detail.record.gameNumber}: ${detail.record.white} – ${detail.record.black}`;
});
