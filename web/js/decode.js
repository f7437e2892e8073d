// The fields of a Style 12 line as the FICS help file numbers them, and what
// each raw token means in words. Meanings come from the tokens themselves, so
// a line the parser rejects still reads field by field; where a parsed record
// exists its values (clock unit, decoded move) are used.

import { COLOR_NAMES, capitalize, clockText, durationText, fileLetter, pieceName, plural } from './format.js';

export const RELATIONS = new Map([
  [-4, 'the initial position of a game (sent with iset startpos)'],
  [-3, 'an isolated position, as from "ref 3" or "sposition"'],
  [-2, 'I am observing a game being examined'],
  [-1, 'I am playing and it is my opponent\'s move'],
  [0, 'I am observing a game being played'],
  [1, 'I am playing and it is my move'],
  [2, 'I am the examiner of this game'],
]);

export function relationText(value) {
  return RELATIONS.get(value) ?? 'an unknown relation (kept as sent)';
}

// After the board: [record key, label], from the side-to-move field on.
const AFTER_BOARD = [
  ['sideToMove', 'Side to move'],
  ['doublePushFile', 'Double pawn push'],
  ['whiteShort', 'White O-O right'],
  ['whiteLong', 'White O-O-O right'],
  ['blackShort', 'Black O-O right'],
  ['blackLong', 'Black O-O-O right'],
  ['halfmoveClock', 'Irreversible count'],
  ['gameNumber', 'Game number'],
  ['white', 'White'],
  ['black', 'Black'],
  ['relation', 'Relation'],
  ['initialTime', 'Initial time'],
  ['increment', 'Increment'],
  ['whiteStrength', 'White material'],
  ['blackStrength', 'Black material'],
  ['whiteTime', 'White clock'],
  ['blackTime', 'Black clock'],
  ['moveNumber', 'Move number'],
  ['lastMove', 'Last move'],
  ['lastMoveTime', 'Time taken'],
  ['lastMoveSan', 'Last move (SAN)'],
  ['flip', 'Flip'],
  ['clockTicking', 'Clock ticking'],
  ['lag', 'Lag'],
];

const HOLDINGS_FIELDS = [
  ['tag', 'Tag'],
  ['game', 'Keyword'],
  ['gameNumber', 'Game number'],
  ['white', 'Keyword'],
  ['whiteHoldings', 'White holds'],
  ['black', 'Keyword'],
  ['blackHoldings', 'Black holds'],
  ['arrow', 'Passed marker'],
  ['passed', 'Passed piece'],
];

const GLYPHS = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘', P: '♙', k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟\uFE0E' };

// The line from its tag on, cut on blanks, each token with its byte column.
export function tokenize(line, tag) {
  const at = line.indexOf(tag);
  if (at < 0) return null;
  const encoder = new TextEncoder();
  const byteColumn = (index) => encoder.encode(line.slice(0, index)).length;
  const tokens = [{ text: tag, column: byteColumn(at) }];
  const re = /[^ \t\r\n]+/g;
  re.lastIndex = at + tag.length;
  for (let m = re.exec(line); m; m = re.exec(line)) tokens.push({ text: m[0], column: byteColumn(m.index) });
  return { prefix: line.slice(0, at), tokens };
}

function int(token) {
  return /^-?\d+$/.test(token) ? Number(token) : null;
}

function notANumber(token) {
  return `“${token}” is not a whole number`;
}

function rankMeaning(token, rankNumber) {
  const odd = [...token].find((c) => !/[-PNBRQKpnbrqk]/.test(c));
  if (odd) {
    const code = `U+${odd.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return `rank ${rankNumber}: unreadable, “${odd}” (${code}) is neither a piece letter nor “-”`;
  }
  const pieces = [...token].filter((c) => c !== '-').length;
  if (!pieces) return `rank ${rankNumber}: empty`;
  const picture = [...token].map((c) => GLYPHS[c] ?? '·').join(' ');
  return `rank ${rankNumber}: ${picture} (${plural(pieces, 'piece')})`;
}

function castleMeaning(token, color, side) {
  const who = `${color} may ${token === '1' ? '' : 'no longer '}castle ${side}`;
  return token === '1' || token === '0' ? who : `“${token}”: expected 1 or 0`;
}

function clockMeaning(token, ctx, color) {
  const n = int(token);
  if (n === null) return notANumber(token);
  const ms = ctx.unit === 'milliseconds' ? n : n * 1000;
  const base = `${clockText(ms, { fraction: ctx.unit === 'milliseconds' ? 'always' : 'auto' })} (${ms} ms) on ${color}'s clock`;
  const unitNote = ctx.unit === 'milliseconds' ? ', read in milliseconds' : ', read in seconds';
  return ms < 0 ? `${base}${unitNote}: the flag has fallen` : base + unitNote;
}

export function moveInWords(info, token) {
  if (!info) {
    if (token === 'none' || token === undefined) return 'no move yet';
    return `“${token}”`;
  }
  if (info.castling) return `King castles ${info.castling} (${info.castling === 'short' ? 'O-O' : 'O-O-O'})`;
  const piece = capitalize(pieceName(info.piece));
  let text = info.drop ? `${piece} dropped on ${info.to}` : `${piece} from ${info.from} to ${info.to}`;
  if (info.promotion) text += `, promoting to a ${pieceName(info.promotion)}`;
  return text;
}

// Reads field 28 when there is no record to take lastMoveInfo from.
function verboseMove(token) {
  if (token === 'o-o' || token === 'o-o-o') return { piece: 'K', castling: token === 'o-o' ? 'short' : 'long' };
  const m = /^([A-Za-z])\/([a-h][1-8]|@@)-([a-h][1-8])(?:=([A-Za-z]))?$/.exec(token);
  if (!m) return null;
  return { piece: m[1], from: m[2] === '@@' ? null : m[2], to: m[3], promotion: m[4] ?? null, drop: m[2] === '@@' };
}

function sanMeaning(token) {
  if (token === 'none') return 'no move yet';
  const mark = token.endsWith('#') ? ', checkmate' : token.endsWith('+') ? ', check' : '';
  return `${token} in standard algebraic notation${mark}`;
}

function moveTimeMeaning(token, ctx) {
  const m = /^\((-?\d+):(\d+)(?:\.(\d+))?\)$/.exec(token);
  if (!m) return `“${token}”: expected (min:sec)`;
  const ms = ctx.record?.lastMoveTimeMs
    ?? (Number(m[1]) * 60 + Number(m[2])) * 1000 + (m[3] ? Number(m[3].padEnd(3, '0').slice(0, 3)) : 0);
  return `${durationText(ms)} (${ms} ms) spent on the last move`;
}

function meaning(key, token, ctx) {
  const n = int(token);
  switch (key) {
    case 'sideToMove':
      return token === 'W' ? 'White to move' : token === 'B' ? 'Black to move' : `“${token}”: expected W or B`;
    case 'doublePushFile': {
      if (n === null) return notANumber(token);
      if (n === -1) return 'no double pawn push';
      const file = fileLetter(n);
      const behind = ctx.sideToMove === 'W' ? 6 : ctx.sideToMove === 'B' ? 3 : null;
      return `double pawn push on the ${file}-file${behind ? ` (en passant square ${file}${behind})` : ''}`;
    }
    case 'whiteShort': return castleMeaning(token, 'White', 'short');
    case 'whiteLong': return castleMeaning(token, 'White', 'long');
    case 'blackShort': return castleMeaning(token, 'Black', 'short');
    case 'blackLong': return castleMeaning(token, 'Black', 'long');
    case 'halfmoveClock':
      if (n === null) return notANumber(token);
      return `${plural(n, 'move')} since the last capture or pawn move${n >= 100 ? ' (a draw may be claimed)' : ''}`;
    case 'gameNumber': return n === null ? notANumber(token) : `game ${n} on the server`;
    case 'white': return `White's handle: ${token}`;
    case 'black': return `Black's handle: ${token}`;
    case 'relation': return n === null ? notANumber(token) : relationText(n);
    case 'initialTime':
      if (n === null) return notANumber(token);
      return n === 0 ? 'no initial time' : `${plural(n, 'minute')} on each clock at the start`;
    case 'increment':
      if (n === null) return notANumber(token);
      return n === 0 ? 'no increment' : `${plural(n, 'second')} added after each move`;
    case 'whiteStrength':
    case 'blackStrength':
      if (n === null) return notANumber(token);
      return `${key === 'whiteStrength' ? 'White' : 'Black'}'s material: ${n} (P 1, N 3, B 3, R 5, Q 9)`;
    case 'whiteTime': return clockMeaning(token, ctx, 'White');
    case 'blackTime': return clockMeaning(token, ctx, 'Black');
    case 'moveNumber': {
      if (n === null) return notANumber(token);
      const who = ctx.sideToMove === 'B' ? 'Black' : 'White';
      return `move ${n} comes next: ${who} to play ${n}${who === 'Black' ? '...' : '.'}`;
    }
    case 'lastMove': {
      if (token === 'none') return 'no move yet (the position before the first move)';
      const info = ctx.record?.lastMoveInfo ?? verboseMove(token);
      return info ? moveInWords(info, token) : `“${token}”: not a move in verbose notation`;
    }
    case 'lastMoveTime': return moveTimeMeaning(token, ctx);
    case 'lastMoveSan': return sanMeaning(token);
    case 'flip':
      return token === '0' ? 'White at the bottom' : token === '1' ? 'Black at the bottom (board flipped)' : `“${token}”: expected 0 or 1`;
    case 'clockTicking':
      return token === '1' ? 'the clock is running' : token === '0' ? 'the clock is stopped' : `“${token}”: expected 0 or 1`;
    case 'lag': return n === null ? notANumber(token) : `${n} ms of lag on the last move (timeseal)`;
    default: return 'a later field, kept as sent';
  }
}

// Rows for a <12> line: { n, key, label, raw, column, meaning }.
export function style12Rows(line, record) {
  const split = tokenize(line, '<12>');
  if (!split) return null;
  const { tokens, prefix } = split;
  // The board ends at the one-letter side-to-move field (variant sizes).
  let ranks = record?.board?.length ?? 0;
  if (!ranks) {
    const side = tokens.findIndex((t, i) => i > 0 && /^[WB]$/.test(t.text));
    ranks = side > 0 ? side - 1 : 8;
  }
  const at = (n) => tokens[n - 1] ?? null;
  const sideToken = at(ranks + 2)?.text;
  const unit = record?.timeUnit
    ?? (at(ranks + 21)?.text?.includes('.') ? 'milliseconds' : 'seconds');
  const ctx = { record, sideToMove: sideToken, unit };
  const rows = [{
    n: 1, key: 'tag', label: 'Tag', token: at(1),
    meaning: prefix.trim() ? `a Style 12 board line (after the prompt “${prefix.trim()}”)` : 'a Style 12 board line',
  }];
  for (let r = 0; r < ranks; r++) {
    const token = at(r + 2);
    rows.push({ n: r + 2, key: 'board', label: `Rank ${ranks - r}`, token, meaning: token ? rankMeaning(token.text, ranks - r) : null });
  }
  const last = Math.max(tokens.length, ranks + 1 + 22);
  for (let n = ranks + 2; n <= last; n++) {
    const [key, label] = AFTER_BOARD[n - ranks - 2] ?? ['extra', `Extra ${n - ranks - 2 - AFTER_BOARD.length + 1}`];
    const token = at(n);
    rows.push({ n: n - ranks + 8, key, label, token, meaning: token ? meaning(key, token.text, ctx) : null });
  }
  return rows;
}

// Rows for a <b1> holdings line.
export function holdingsRows(line, record) {
  const split = tokenize(line, '<b1>');
  if (!split) return null;
  const { tokens } = split;
  const count = Math.max(tokens.length, 7);
  const rows = [];
  for (let n = 1; n <= count; n++) {
    const [key, label] = HOLDINGS_FIELDS[n - 1] ?? ['extra', 'Extra'];
    const token = tokens[n - 1] ?? null;
    rows.push({ n, key, label, token, meaning: token ? holdingsMeaning(key, token.text, record) : null });
  }
  return rows;
}

function heldInWords(token, color) {
  const m = /^\[([A-Za-z]*)\]$/.exec(token);
  if (!m) return `“${token}”: expected pieces in brackets`;
  if (!m[1]) return `${color} holds nothing`;
  const counts = {};
  for (const c of m[1].toUpperCase()) counts[c] = (counts[c] ?? 0) + 1;
  const parts = Object.entries(counts).map(([p, k]) => (k === 1 ? `a ${pieceName(p)}` : `${k} ${pieceName(p)}s`));
  return `${color} holds ${parts.join(', ')}`;
}

function holdingsMeaning(key, token, record) {
  switch (key) {
    case 'tag': return 'a crazyhouse/bughouse holdings line';
    case 'game': return token === 'game' ? 'the word “game”' : `“${token}”: expected “game”`;
    case 'gameNumber': return int(token) === null ? notANumber(token) : `game ${token}`;
    case 'white': return token.toLowerCase() === 'white' ? 'the word “white”' : `“${token}”: expected “white”`;
    case 'black': return token.toLowerCase() === 'black' ? 'the word “black”' : `“${token}”: expected “black”`;
    case 'whiteHoldings': return heldInWords(token, 'White');
    case 'blackHoldings': return heldInWords(token, 'Black');
    case 'arrow': return token === '<-' ? 'a piece was just passed' : `“${token}”: expected “<-”`;
    case 'passed': {
      const passed = record?.passed;
      if (passed) return passedInWords(passed);
      const m = /^([WBwb])([PNBRQK])$/i.exec(token);
      return m ? passedInWords({ color: m[1].toLowerCase(), piece: m[2] }) : `“${token}”: expected a colour and a piece, such as BN`;
    }
    default: return 'a later field, kept as sent';
  }
}

export function passedInWords(passed) {
  return `${COLOR_NAMES[passed.color] ?? passed.color} received a ${pieceName(passed.piece)}`;
}
