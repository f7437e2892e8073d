// The "Position" panel: players and clocks, the board with its pockets, the
// last move in words, the FEN and what validate() thinks of it. A piece of
// the side to move, picked by click or keyboard, shows where it may go, and
// a destination picked next plays that move on the board (a try, not part
// of the game). Where pieces may go, the moves' SAN and check come from the
// package; nothing here knows a rule of chess.

import { $, h, replace, update } from './dom.js';
import { createBoard } from './board.js';
import { checkMark, checkOfSan, destinationWords, destinationsOf, kingSquare, lastMoveSquares, moveCount } from '../lib/board.mjs';
import { COLOR_NAMES, clockFace, clockText, durationText, passedInWords, pieceName } from './format.js';
import { pocket } from './pockets.js';

function playerBar(root, { color, name, strength, ms, toMove, ticking, flagged = false }) {
  const low = ms !== null && ms < 20000;
  root.dataset.color = color;
  update(root,
    h('span', { class: `swatch swatch-${color}`, 'aria-hidden': 'true' }),
    h('span', { class: 'player-name' }, name ?? (color === 'w' ? 'White' : 'Black')),
    h('span', { class: 'player-side visually-hidden' }, color === 'w' ? ' (White)' : ' (Black)'),
    strength !== null ? h('span', { class: 'material', title: 'Material strength' }, `${strength}`) : null,
    h('span', {
      class: ['clock', toMove && 'active', toMove && ticking && 'running', low && 'low', (flagged || (ms !== null && ms < 0)) && 'flagged'],
      title: ms === null ? 'clock unknown' : `${clockText(ms, { fraction: 'always' })} (${ms} ms)`,
      role: 'timer',
      'aria-label': `${color === 'w' ? 'White' : 'Black'} clock ${ms === null ? 'unknown' : clockText(ms)}${toMove ? ', to move' : ''}${flagged ? ', flag fell' : ''}`,
      'data-ms': ms === null ? null : String(Math.round(ms)),
    }, clockFace(ms)));
}

// A field's words as the core read them from the board's line.
function wordsOf(description, name) {
  const field = description?.fields.find((f) => f.name === name && f.state === 'good');
  return field ? field.words : null;
}

// The last move, in the core's SAN when it checked the board against the
// game's one before (whole on cut-short lines, mate as '#').
function lastMoveLine(record, description, move, check) {
  if (!record.lastMove) return 'No move yet: the starting position of this board.';
  const mover = record.sideToMove === 'w' ? 'b' : 'w';
  const number = record.moveNumber === null ? '' : mover === 'w' ? `${record.moveNumber}. ` : `${record.moveNumber - 1}... `;
  const served = record.lastMoveSan && record.lastMoveSan !== 'none' ? record.lastMoveSan : record.lastMove;
  const san = move?.san ?? served;
  const words = wordsOf(description, 'lastMove') ?? record.lastMove;
  // The word agrees with the SAN shown: the core's when it checked the move.
  const state = checkMark(record, move?.san ?? null).state;
  const mark = state === 'mate' ? ', checkmate' : state === 'check' ? ', check' : '';
  const time = record.lastMoveTimeMs !== null ? ` after ${durationText(record.lastMoveTimeMs)}` : '';
  const rebuilt = check?.reconstructed ? ' The move before it never arrived; it was rebuilt from the boards around it.' : '';
  return [h('strong', { class: 'san' }, `${number}${san}`), ` ${words}${mark}${time}.${rebuilt}`];
}

export function createPositionView(s12) {
  const board = createBoard($('#board'), { onActivate: activate, onEscape: escape });
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
  const HINT = 'Click a piece of the side to move, or reach it with the arrow keys and press Enter, to see where it may go.';
  let currentFen = '';
  // The variant whose rules apply (null when the core has none for it); the
  // board as the game has it; the board shown (the game's, or the position
  // after moves tried on it); the piece or drop picked, with where it may
  // go; the shown position's legal moves, asked for once.
  let rulesVariant = null;
  let gameBoard = null;
  let shown = null;
  let selection = null;
  let legal = null;

  function legalMoves() {
    if (legal === null) {
      try {
        legal = s12.legalMoves(shown.fen, { variant: rulesVariant });
      } catch {
        legal = [];  // a position no game can go on from
      }
    }
    return legal;
  }

  function draw({ focus = null } = {}) {
    board.render({ ...shown, selected: selection?.square ?? null, dests: selection?.dests ?? [], focus });
    drawPockets();
  }

  function drawPockets() {
    const holders = [view.pocketTop, view.pocketBottom];
    const focused = holders.some((p) => p.contains(document.activeElement))
      ? document.activeElement.closest('[data-piece]')?.dataset.piece : null;
    view.pocketTop.parentElement.classList.toggle('has-pockets', Boolean(shown?.showPockets));
    if (!shown?.showPockets) {
      for (const holder of holders) {
        holder.replaceChildren();
        holder.drawnFrom = null;
      }
      return;
    }
    const top = shown.whiteBottom ? 'b' : 'w';
    const held = (c) => (c === 'w' ? shown.pockets?.white : shown.pockets?.black) ?? '';
    for (const [holder, color] of [[view.pocketTop, top], [view.pocketBottom, top === 'w' ? 'b' : 'w']]) {
      const picked = selection?.drop && selection.color === color ? selection.drop : null;
      // Most steps change neither pocket: one made again is some forty
      // elements to style and lay out.
      const from = `${color} ${held(color)} ${picked}`;
      if (holder.drawnFrom === from) continue;
      holder.drawnFrom = from;
      holder.replaceChildren(pocket(color, held(color), { onPick: pickDrop, picked }));
    }
    // Redrawn pockets keep the keyboard where it was.
    if (focused) view.pocketTop.parentElement.querySelector(`[data-piece="${focused}"] button`)?.focus();
  }

  function pieceNote(square, dests) {
    const n = moveCount(dests);
    return `${square}: ${n} legal ${n === 1 ? 'move' : 'moves'}, to ${dests.map(destinationWords).join(', ')}.`;
  }

  // A square clicked, or Enter or Space on it: play the picked piece's move
  // there, else pick (or drop) the piece on it.
  function activate(square) {
    if (!shown || rulesVariant === null) return;
    const dest = selection?.dests.find((d) => d.to === square);
    if (dest) {
      tryDestination(dest);
      return;
    }
    const dests = selection?.square === square ? [] : destinationsOf(legalMoves(), { from: square });
    selection = dests.length ? { square, dests } : null;
    replace(view.dests, selection ? pieceNote(square, dests) : HINT);
    draw();
  }

  // A piece pressed in a pocket: show where it may be dropped.
  function pickDrop(color, piece) {
    if (!shown || rulesVariant === null) return;
    const again = selection?.drop === piece && selection.color === color;
    // The core's legal moves are the side to move's: the other pocket has none now.
    const dests = again || color !== shown.turn ? [] : destinationsOf(legalMoves(), { drop: piece });
    selection = dests.length ? { drop: piece, color, dests } : null;
    const name = `${COLOR_NAMES[color]} ${pieceName(piece)}`;
    replace(view.dests, selection
      ? `${name} from the pocket: ${dests.length} legal ${dests.length === 1 ? 'drop' : 'drops'}. Pick a marked square.`
      : again ? HINT : `${name}: no legal drop now.`);
    draw();
    if (selection) board.focus(dests[0].to);
  }

  // A destination with one move plays it; a pawn's promotions ask which.
  function tryDestination(dest) {
    if (dest.moves.length === 1) {
      tryMove(dest.moves[0]);
      return;
    }
    const choices = dest.moves.map((move) => h('button', { type: 'button', class: 'button promotion', on: { click: () => tryMove(move) } }, move.san));
    replace(view.dests, `${selection.square ?? ''}–${dest.to}: which piece? `, choices);
    choices[0].focus();
  }

  // Plays a legal move on the shown board: a try, not part of the game.
  function tryMove(move) {
    let fen;
    let position;
    try {
      fen = s12.play(shown.fen, move.uci, { variant: rulesVariant });
      position = s12.parseFen(fen);
    } catch (error) {
      replace(view.dests, error.message);
      return;
    }
    const check = checkOfSan(move.san);
    const tried = [...shown.tried, move.san];
    shown = {
      ...shown,
      fen,
      board: position.board,
      turn: position.turn,
      pockets: position.pockets ?? shown.pockets,
      lastMove: [move.from, move.to].filter(Boolean),
      check: check ? kingSquare(position.board, position.turn) : null,
      checkmate: check === 'mate',
      tried,
      label: `${gameBoard.game}, a try: ${tried.join(' ')}, ${COLOR_NAMES[position.turn]} to move`,
    };
    selection = null;
    legal = null;
    replace(view.dests, `Tried ${tried.join(' ')}: not a move of the game. Escape goes back to the game's position.`);
    draw({ focus: move.to });
    board.focus(move.to);
  }

  // Escape: drop the picked piece; with nothing picked, leave the tried moves.
  function escape() {
    if (selection) {
      selection = null;
    } else if (shown?.tried.length) {
      shown = gameBoard;
      legal = null;
    } else {
      return false;
    }
    replace(view.dests, rulesVariant !== null ? HINT : '');
    draw();
  }

  function clear() {
    shown = null;
    gameBoard = null;
    board.render({ board: Array(8).fill('--------'), label: 'empty, no position yet' });
    replace(view.gameLine, 'No position yet');
    playerBar(view.top, { color: 'b', name: null, strength: null, ms: null });
    playerBar(view.bottom, { color: 'w', name: null, strength: null, ms: null });
    drawPockets();
    replace(view.passed);
    replace(view.move, 'Paste a line or pick an example to see its position.');
    replace(view.dests);
    selection = null;
    legal = null;
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
    const variant = game?.variant ?? (pockets ? 'crazyhouse' : 'chess');
    // What the core's variant table says it can do: legal moves where it
    // knows the rules, pockets where the players hold pieces.
    const can = s12.variants.find((v) => v.name === variant);
    rulesVariant = can?.rules && record.board.length === 8 && record.board[0].length === 8 ? variant : null;
    const san = frame.move?.san ?? (record.lastMoveSan && record.lastMoveSan !== 'none' ? record.lastMoveSan : null);
    const check = checkMark(record, frame.move?.san ?? null);
    const label = `game ${record.gameNumber}, ${COLOR_NAMES[record.sideToMove]} to move${san ? `, after ${san}` : ''}`;
    gameBoard = {
      fen: frame.fen,
      board: record.board,
      turn: record.sideToMove,
      whiteBottom,
      lastMove: lastMoveSquares(record, frame.move),
      check: check.square,
      checkmate: check.state === 'mate',
      stale: Boolean(staleNote),
      label,
      game: `game ${record.gameNumber}`,
      pockets,
      showPockets: Boolean(pockets) || Boolean(can?.pockets),
      tried: [],
    };
    shown = gameBoard;
    selection = null;
    legal = null;
    draw();
    // A board that does not follow from the game's one before it.
    const broken = frame.resync ? `This board does not follow from the one before it: ${frame.resync}.` : null;
    update(view.stale, [staleNote, broken].filter(Boolean).join(' '));

    // A live region: said again only when its words change, not on every
    // line stepped through.
    if (view.dests.textContent !== (rulesVariant ? HINT : '')) replace(view.dests, rulesVariant ? HINT : '');
    const relation = wordsOf(description, 'relation');
    const control = record.initialTime === null ? '' : ` · ${record.initialTime} + ${record.increment}`;
    update(view.gameLine,
      // A line cut before field 16 names no game.
      record.gameNumber === null ? h('strong', null, 'No game number') : h('strong', null, `Game ${record.gameNumber}`), control,
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

    update(view.passed, passed ? passedInWords(passed) : '');
    view.passed.hidden = !passed;

    update(view.move, lastMoveLine(record, description, frame.move, frame.check));

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
      update(view.validation, h('p', { class: 'valid' }, h('span', { class: 'ok-mark', 'aria-hidden': 'true' }, '✓'), ` A legal ${variant} position.`));
    } else {
      update(view.validation,
        h('p', { class: 'invalid-head' }, `${result.problems.length === 1 ? 'One problem' : `${result.problems.length} problems`} with this position:`),
        h('ul', { class: 'problems' }, result.messages.map((message, i) =>
          h('li', null, h('span', { class: 'code-chip' }, result.problems[i]), ' ', message))));
    }
  }

  clear();
  return { render, clear, fen: () => currentFen };
}
