// The first time a page draws text in a face, size and weight it has not
// drawn before, the browser looks the font up, a round trip to its own
// process: on Linux some 5 to 20 ms each, and a large file's first rows
// and first bad line ask for several at once while its reading keeps the
// machine busy (a 60 ms frame in the page benchmark). The example shown at
// start has no control bytes, no errors and no sent lines, so the styles
// of those are drawn here once, out of sight, in the page's first frame
// (not later, when a file may be being read): one of each kind of text in
// each pane, with the page's own classes.

import { h } from './dom.js';

const code = (cls, text = 'ABC-123') => h('span', { class: cls }, text);

function linesSpecimen() {
  const row = (cls, ...text) => h('div', { class: `log-item ${cls}` },
    h('span', { class: 'log-line' }, '1234'), h('span', { class: 'log-kind' }, 'BOARD'), h('span', { class: 'log-text' }, text),
    h('span', { class: 'log-time' }, '+0.412 s'));
  return [
    row('kind-style12 has-anomaly has-time', code('log-game', '#12'), ' ', code('log-move', 'Nf3'), ' ', code('log-code'), ' ', code('log-names', 'White – Black')),
    row('kind-error', code('log-code'), ' text'),
    row('kind-sent', code('log-sent', 'observe 12')),
    row('kind-text', h('abbr', { class: 'byte-control' }, 'NAK'), 'fics% '),
    h('div', { class: 'problems-banner' }, code('problems-icon', '!'), h('span', null, 'words'), code('problems-count', '2 problems'),
      h('button', { type: 'button', class: 'button small' }, 'Show the first')),
  ];
}

function fieldsSpecimen() {
  return [
    h('section', { class: 'line-problems' }, h('h3', { class: 'problems-title' }, 'Line 12: words'), h('ul', { class: 'problem-list' },
      ['error-box', 'anomaly-box'].map((box) => h('li', { class: `problem ${box}` },
        h('p', { class: 'error-head' }, code(box === 'error-box' ? 'code-chip' : 'code-chip anomaly-chip', 'ABC'), ' ',
          h('button', { type: 'button', class: 'link-button' }, 'field 16')),
        h('p', { class: 'error-message' }, 'words'))))),
    h('pre', { class: 'raw-line' }, h('code', null, code('raw-token bad'), code('raw-token suspect'), code('raw-token missing', '⟂'),
      h('mark', { class: 'raw-column' }, 'x'), h('abbr', { class: 'byte-control' }, 'CR'))),
    h('div', { class: 'table-wrap' }, h('table', { class: 'fields' },
      h('thead', null, h('tr', null, h('th', { class: 'num' }, '#'), h('th', null, 'Field'))),
      h('tbody', null, h('tr', { 'data-key': 'board' }, h('th', { class: 'name' }, 'Rank 8'), h('td', { class: 'meaning' }, '♜ ♞ ♝ ♛')), h('tr', { class: 'invalid' },
        h('td', { class: 'num' }, '16'), h('th', { class: 'name' }, 'Game number', code('key', 'gameNumber')),
        h('td', { class: 'rawcell' }, h('code', { class: 'raw' }, '12')),
        h('td', { class: 'meaning' }, h('strong', { class: 'error-text' }, 'words'), code('suspect-text', 'words'), code('absent', 'not sent'),
          h('span', { class: 'anomaly-note' }, h('span', { class: 'code-chip anomaly-chip' }, 'ABC'), ' words')))))),
  ];
}

function boardSpecimen() {
  return [
    h('div', { class: 'player' }, code('player-name', 'Name'), code('material', '39'), code('clock active running low', '0:09.5')),
    h('p', { class: 'game-line' }, h('strong', null, 'Game 12'), ' · 3 + 0 · ', h('strong', { class: 'result' }, '1-0')),
    h('p', { class: 'move-line' }, '12. ', code('san', 'Nf3+')),
    h('p', { class: 'stale-note' }, 'words'), h('p', { class: 'passed-note' }, 'words'),
    h('div', { class: 'validation' }, h('p', { class: 'valid' }, code('ok-mark', '✓'), ' words'), h('p', { class: 'invalid-head' }, 'words'),
      h('ul', { class: 'problems' }, h('li', null, code('code-chip'), ' words'))),
    h('button', { type: 'button', class: 'move-button', 'aria-current': 'true' }, 'Nf3', h('span', { class: 'move-repeats' }, ' ×2')),
  ];
}

function gamesSpecimen() {
  return [h('div', { class: 'game-row' }, h('button', { type: 'button', class: 'game-button' },
    code('game-number', '#12'), h('span', { class: 'game-players' }, code('game-white', 'White'), ' – ', code('game-black', 'Black')),
    code('game-meta', 'chess · 12 plies'),
    h('span', { class: 'game-where' }, code('game-lines', 'lines 1–20'), ' · ', code('game-problems has-problems', '2 problems'),
      h('time', { class: 'game-time' }, ' · 12:00:00')),
    code('game-result live', 'in progress')))];
}

/** Draws the specimens in the panes of the lines, the board, the fields and the games for two frames, then takes them away. */
export function warmFonts({ lines, board, fields, games }) {
  const placed = [];
  for (const [beside, make] of [[lines, linesSpecimen], [board, boardSpecimen], [fields, fieldsSpecimen], [games, gamesSpecimen]]) {
    const specimen = h('div', { class: 'font-specimen', 'aria-hidden': 'true', inert: '' }, make());
    beside.append(specimen);
    placed.push(specimen);
  }
  requestAnimationFrame(() => requestAnimationFrame(() => {
    for (const specimen of placed) specimen.remove();
  }));
}
