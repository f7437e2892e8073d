// The "Position" panel: players and clocks, the board with its pockets, the
// last move in words, the FEN and what validate() thinks of it.

import { $, h, replace } from './dom.js';
import { checkSquare, createBoard, moveSquares } from './board.js';
import { clockFace, clockText, durationText, passedInWords } from './format.js';
import { pocket } from './pockets.js';

function playerBar(root, { color, name, strength, ms, toMove, ticking, flagged = false }) {
  const low = ms !== null && ms < 20000;
  root.dataset.color = color;
  replace(root,
    h('span', { class: `swatch swatch-${color}`, 'aria-hidden': 'true' }),
    h('span', { class: 'player-name' }, name ?? (color === 'w' ? 'White' : 'Black')),
    h('span', { class: 'player-side visually-hidden' }, color === 'w' ? ' (White)' : ' (Black)'),
    strength !== null ? h('span', { class: 'material', title: 'Material strength' }, `${strength}`) : null,
    h('span', {
      class: ['clock', toMove && 'active', toMove && ticking && 'running', low && 'low', (flagged || (ms !== null && ms < 0)) && 'flagged'],
      title: ms === null ? 'clock unknown' : `${clockText(ms, { fraction: 'always' })} (${ms} ms)`,
      'aria-label': `${color === 'w' ? 'White' : 'Black'} clock ${ms === null ? 'unknown' : clockText(ms)}${toMove ? ', to move' : ''}${flagged ? ', flag fell' : ''}`,
      'data-ms': ms === null ? null : String(Math.round(ms)),
    }, clockFace(ms)));
}

// A field's words as the core read them from the board's line.
function wordsOf(description, name) {
  const field = description?.fields.find((f) => f.name === name && f.state === 'good');
  return field ? field.words : null;
}

// The variants whose rules the core knows: their boards show legal moves.
const RULES_VARIANTS = new Set(['chess', 'chess960', 'crazyhouse', 'bughouse', 'wild']);

// The last move, in the core's SAN when it checked the board against the
// game's one before (whole on cut-short lines, mate as '#').
function lastMoveLine(record, description, move, check) {
  if (!record.lastMove) return 'No move yet: the starting position of this board.';
  const mover = record.sideToMove === 'w' ? 'b' : 'w';
  const number = record.moveNumber === null ? '' : mover === 'w' ? `${record.moveNumber}. ` : `${record.moveNumber - 1}... `;
  const served = record.lastMoveSan && record.lastMoveSan !== 'none' ? record.lastMoveSan : record.lastMove;
  const san = move?.san ?? served;
  const info = record.lastMoveInfo;
  const words = wordsOf(description, 'lastMove') ?? record.lastMove;
  const mark = info?.checkmate ? ', checkmate' : info?.check ? ', check' : '';
  const time = record.lastMoveTimeMs !== null ? ` after ${durationText(record.lastMoveTimeMs)}` : '';
  const rebuilt = check?.reconstructed ? ' The move before it never arrived; it was rebuilt from the boards around it.' : '';
  return [h('strong', { class: 'san' }, `${number}${san}`), ` ${words}${mark}${time}.${rebuilt}`];
}

export function createPositionView(s12) {
  const board = createBoard($('#board'));
  const view = {
    gameLine: $('#game-line'),
    top: $('#player-top'),
    bottom: $('#player-bottom'),
    pocketTop: $('#pocket-top'),
    pocketBottom: $('#pocket-bottom'),
    passed: $('#passed-note'),
    move: $('#move-line'),
    fen: $('#fen'),
    validation: $('#validation'),
    stale: $('#stale-note'),
    dests: $('#dests-note'),
  };
  let currentFen = '';
  // The board as last drawn, the variant whose rules apply (null when the
  // core has none for it), and the piece picked to show its moves.
  let drawn = null;
  let rulesVariant = null;
  let selection = null;

  function draw() {
    board.render({ ...drawn, selected: selection?.square ?? null, targets: selection?.targets ?? [] });
  }

  function pick(square) {
    if (!drawn || rulesVariant === null) return;
    let targets = null;
    if (selection?.square !== square) {
      try {
        targets = s12.dests(currentFen, { variant: rulesVariant }).get(square) ?? null;
      } catch {
        targets = null;  // a position no game can go on from
      }
    }
    selection = targets ? { square, targets } : null;
    replace(view.dests, selection
      ? `${square}: ${targets.length} legal ${targets.length === 1 ? 'move' : 'moves'}, to ${[...targets].sort().join(', ')}.`
      : 'Click a piece of the side to move to see where it may go.');
    draw();
  }

  board.element.addEventListener('click', (event) => {
    const square = event.target.closest('[data-square]')?.dataset.square;
    if (square) pick(square);
  });

  function clear() {
    board.render({ board: Array(8).fill('--------'), label: 'Empty board: no position yet' });
    replace(view.gameLine, 'No position yet');
    playerBar(view.top, { color: 'b', name: null, strength: null, ms: null });
    playerBar(view.bottom, { color: 'w', name: null, strength: null, ms: null });
    view.pocketTop.replaceChildren();
    view.pocketBottom.replaceChildren();
    view.pocketTop.parentElement.classList.remove('has-pockets');
    replace(view.passed);
    replace(view.move, 'Paste a line or pick an example to see its position.');
    replace(view.dests);
    drawn = null;
    selection = null;
    view.fen.value = '';
    currentFen = '';
    replace(view.validation);
    replace(view.stale);
  }

  // A live board's clocks, redrawn ten times a second from when it came.
  let tick = null;
  function stopClocks() {
    if (tick !== null) clearInterval(tick);
    tick = null;
  }
  function runClocks(record, receivedAt, bars) {
    stopClocks();
    const draw = () => {
      const c = s12.clockAt(record, Date.now(), receivedAt);
      for (const bar of bars) {
        const ms = bar.color === 'w' ? c.whiteMs : c.blackMs;
        playerBar(bar.root, { ...bar.side, ms, ticking: c.running === bar.color, flagged: c.flagged === bar.color });
      }
      if (c.running === null || c.flagged !== null) stopClocks();
    };
    tick = setInterval(draw, 100);
    draw();
  }

  // frame: from the session; game: its summary from stream.games().
  function render({ frame, game, manualFlip, staleNote, ticking = false }) {
    stopClocks();
    if (!frame) {
      clear();
      if (staleNote) replace(view.stale, staleNote);
      return;
    }
    const { record, pockets, passed, description } = frame;
    const whiteBottom = (record.flip === true) === manualFlip;
    const check = checkSquare(record);
    selection = null;
    drawn = {
      board: record.board,
      whiteBottom,
      lastMove: moveSquares(record),
      check,
      checkmate: Boolean(record.lastMoveInfo?.checkmate),
      stale: Boolean(staleNote),
      label: `Position of game ${record.gameNumber}, ${record.sideToMove === 'w' ? 'White' : 'Black'} to move`
        + `${frame.move ? `, after ${frame.move.san}` : record.lastMoveSan && record.lastMoveSan !== 'none' ? `, after ${record.lastMoveSan}` : ''}`,
    };
    draw();
    // A board that does not follow from the game's one before it.
    const broken = frame.resync ? `This board does not follow from the one before it: ${frame.resync}.` : null;
    replace(view.stale, [staleNote, broken].filter(Boolean).join(' '));

    const variant = game?.variant ?? (pockets ? 'crazyhouse' : 'chess');
    rulesVariant = RULES_VARIANTS.has(variant) && record.board.length === 8 && record.board[0].length === 8 ? variant : null;
    replace(view.dests, rulesVariant ? 'Click a piece of the side to move to see where it may go.' : '');
    const relation = wordsOf(description, 'relation');
    const control = record.initialTime === null ? '' : ` · ${record.initialTime} + ${record.increment}`;
    replace(view.gameLine,
      h('strong', null, `Game ${record.gameNumber}`), control,
      variant !== 'chess' ? ` · ${variant}` : '',
      relation ? ` · ${relation}` : '',
      record.truncated ? ' · line cut short by the server' : '',
      game?.result ? [' · ', h('strong', { class: 'result' }, game.result === '*' ? 'unfinished (*)' : game.result)] : '');

    const side = (color) => ({
      color,
      name: color === 'w' ? record.white : record.black,
      strength: color === 'w' ? record.whiteStrength : record.blackStrength,
      ms: color === 'w' ? record.whiteTimeMs : record.blackTimeMs,
      toMove: record.sideToMove === color,
      // A finished game's clocks no longer run, whatever the last board said.
      ticking: record.clockTicking !== false && !game?.result,
    });
    playerBar(view.top, side(whiteBottom ? 'b' : 'w'));
    playerBar(view.bottom, side(whiteBottom ? 'w' : 'b'));
    if (ticking && record.whiteTimeMs !== null && record.blackTimeMs !== null) {
      const top = whiteBottom ? 'b' : 'w';
      runClocks(record, frame.receivedAt, [
        { root: view.top, color: top, side: side(top) },
        { root: view.bottom, color: top === 'w' ? 'b' : 'w', side: side(top === 'w' ? 'b' : 'w') },
      ]);
    }

    const showPockets = Boolean(pockets) || variant === 'crazyhouse' || variant === 'bughouse';
    view.pocketTop.parentElement.classList.toggle('has-pockets', showPockets);
    if (showPockets) {
      const top = whiteBottom ? 'b' : 'w';
      const held = (c) => (c === 'w' ? pockets?.white : pockets?.black) ?? '';
      view.pocketTop.replaceChildren(pocket(top, held(top)));
      view.pocketBottom.replaceChildren(pocket(top === 'w' ? 'b' : 'w', held(top === 'w' ? 'b' : 'w')));
    } else {
      view.pocketTop.replaceChildren();
      view.pocketBottom.replaceChildren();
    }
    replace(view.passed, passed ? passedInWords(passed) : '');
    view.passed.hidden = !passed;

    replace(view.move, lastMoveLine(record, description, frame.move, frame.check));

    const fen = frame.fen;
    currentFen = fen;
    view.fen.value = fen;

    let result;
    try {
      result = s12.validate(fen, { variant });
    } catch (error) {
      result = { valid: false, problems: [error.code ?? 'ERROR'], messages: [error.message] };
    }
    if (result.valid) {
      replace(view.validation, h('p', { class: 'valid' }, h('span', { class: 'ok-mark', 'aria-hidden': 'true' }, '✓'), ` A legal ${variant} position.`));
    } else {
      replace(view.validation,
        h('p', { class: 'invalid-head' }, `${result.problems.length === 1 ? 'One problem' : `${result.problems.length} problems`} with this position:`),
        h('ul', { class: 'problems' }, result.messages.map((message, i) =>
          h('li', null, h('span', { class: 'code-chip' }, result.problems[i]), ' ', message))));
    }
  }

  clear();
  return { render, clear, fen: () => currentFen };
}
