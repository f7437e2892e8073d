// A plain JavaScript Style 12 parser, the kind one writes by hand: split the
// line on whitespace, parseInt the numbers, build a record with the board,
// castling flags, names, clocks (with milliseconds), the decoded last move,
// and the position as FEN. It is the baseline the benchmark compares the
// WebAssembly parser against, so it aims to be reasonable rather than clever.
//
// readBoards(text) is the same parser over a whole session as a server sends
// it: split into lines at CR, LF, CR LF or LF CR, prompts, bells and FICS
// block-mode bytes before "<12>" allowed, every other line skipped (a board
// quoted in a tell, a line the server cut short, <b1> lines, text).

const TIME_RE = /^\((-?)(\d+):(\d\d)(?::(\d\d))?(?:\.(\d{1,3}))?\)$/;
const SQUARE_RE = /^[a-h][1-8]$/;

function fail(message) {
  throw new Error(`style12 (js): ${message}`);
}

function int(text, name) {
  const n = parseInt(text, 10);
  if (Number.isNaN(n)) fail(`${name}: expected a number, found '${text}'`);
  return n;
}

// "(0:02.662)", "(0:06)", "(1:02:03)" -> { text, ms, fraction }.
function parseMoveTime(field) {
  const m = TIME_RE.exec(field);
  if (!m) fail(`time taken: expected '(m:ss)', found '${field}'`);
  let minutes = +m[2];
  let seconds = +m[3];
  if (m[4] !== undefined) {
    minutes = minutes * 60 + seconds;
    seconds = +m[4];
  }
  const fraction = m[5];
  let ms = minutes * 60000 + seconds * 1000;
  if (fraction !== undefined) ms += +fraction.padEnd(3, '0');
  return { text: field.slice(1, -1), ms: m[1] ? -ms : ms, fraction: fraction !== undefined };
}

// "P/e2-e4", "N/g8-f6", "P/e7-e8=Q", "B/@@-g6", "o-o", "o-o-o".
function parseMove(move, san) {
  const info = {
    piece: 'K', from: null, to: null, promotion: null, castling: null,
    drop: false, check: false, checkmate: false,
  };
  if (move === 'o-o' || move === 'O-O') {
    info.castling = 'short';
  } else if (move === 'o-o-o' || move === 'O-O-O') {
    info.castling = 'long';
  } else {
    if (move[1] !== '/' || move[4] !== '-') fail(`last move: unexpected '${move}'`);
    info.piece = move[0];
    const from = move.slice(2, 4);
    const to = move.slice(5, 7);
    if (from === '@@') info.drop = true;
    else if (SQUARE_RE.test(from)) info.from = from;
    else fail(`last move: bad square in '${move}'`);
    if (!SQUARE_RE.test(to)) fail(`last move: bad square in '${move}'`);
    info.to = to;
    const eq = move.indexOf('=', 7);
    if (eq > 0) info.promotion = move[eq + 1].toUpperCase();
  }
  if (san !== null) {
    const last = san[san.length - 1];
    info.checkmate = last === '#';
    info.check = last === '+' || last === '#';
    if (info.piece === 'P' && info.promotion === null && !info.drop) {
      const eq = san.indexOf('=');
      if (eq >= 0 && eq + 1 < san.length) info.promotion = san[eq + 1].toUpperCase();
    }
  }
  return info;
}

// A castling right stands when the king is on its back rank and a rook
// stands beyond it on that side; otherwise the FEN leaves it out.
function canCastle(backRank, king, rook, short) {
  const k = backRank.indexOf(king);
  if (k < 0) return false;
  if (short) return backRank.lastIndexOf(rook) > k;
  const q = backRank.indexOf(rook);
  return q >= 0 && q < k;
}

// The square behind a double push, when the board shows one can have been
// made: the pawn on its fourth rank, the two squares it crossed empty.
function enPassantSquare(board, sideToMove, file) {
  if (file < 0 || file > 7) return '-';
  const [pawn, at, crossed, from, rank] = sideToMove === 'w' ? ['p', 3, 2, 1, '6'] : ['P', 4, 5, 6, '3'];
  if (board[at][file] !== pawn || board[crossed][file] !== '-' || board[from][file] !== '-') return '-';
  return 'abcdefgh'[file] + rank;
}

export function toFen(r) {
  const rows = [];
  for (const rank of r.board) {
    let row = '';
    let empty = 0;
    for (let i = 0; i < rank.length; i++) {
      const c = rank[i];
      if (c === '-') {
        empty++;
      } else {
        if (empty) row += empty;
        empty = 0;
        row += c;
      }
    }
    if (empty) row += empty;
    rows.push(row);
  }
  const white = r.board[7];
  const black = r.board[0];
  let castling = '';
  if (r.castling.whiteShort && canCastle(white, 'K', 'R', true)) castling += 'K';
  if (r.castling.whiteLong && canCastle(white, 'K', 'R', false)) castling += 'Q';
  if (r.castling.blackShort && canCastle(black, 'k', 'r', true)) castling += 'k';
  if (r.castling.blackLong && canCastle(black, 'k', 'r', false)) castling += 'q';
  const ep = enPassantSquare(r.board, r.sideToMove, r.doublePushFile);
  const halfmove = r.halfmoveClock < 0 ? 0 : r.halfmoveClock;
  const fullmove = r.moveNumber < 1 ? 1 : r.moveNumber;
  return `${rows.join('/')} ${r.sideToMove} ${castling || '-'} ${ep} ${halfmove} ${fullmove}`;
}

export function parseStyle12(line) {
  if (!line.startsWith('<12>')) fail('expected a line starting with <12>');
  const f = line.slice(4).trim().split(/\s+/);
  if (f.length < 30) fail(`expected at least 30 fields after <12>, found ${f.length}`);
  return fromFields(f, line[4] === ' ');
}

// Any run of line-end bytes ends a line (blank lines are of no interest).
const LINE_END_RE = /[\r\n]+/;
// What may stand before "<12>" on a board line: prompts, bells and other
// control bytes, a FICS block-mode header (\x15 id \x16 code \x16).
const BEFORE_TAG_RE = /^(?:\x15\d+\x16\d+\x16|fics% |[\x00-\x1f])*$/;

export function readBoards(text) {
  const records = [];
  const lines = text.split(LINE_END_RE);
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    const tag = line.indexOf('<12>');
    if (tag < 0) continue;
    if (tag > 0 && !BEFORE_TAG_RE.test(line.slice(0, tag))) continue;
    const f = line.slice(tag + 4).trim().split(/\s+/);
    if (f.length < 30) continue;
    try {
      records.push(fromFields(f, line[tag + 4] === ' '));
    } catch {
      // a line it does not understand
    }
  }
  return records;
}

function fromFields(f, spaceAfterTag) {
  const board = f.slice(0, 8);
  for (const rank of board) if (rank.length !== 8) fail(`rank '${rank}' is not 8 squares`);
  if (f[8] !== 'W' && f[8] !== 'B') fail(`side to move: expected W or B, found '${f[8]}'`);

  const time = parseMoveTime(f[27]);
  const ms = time.fraction; // "auto": clocks are in ms when the move time has a fraction
  const whiteTime = int(f[23], 'white time');
  const blackTime = int(f[24], 'black time');
  const lastMove = f[26] === 'none' ? null : f[26];
  const lastMoveSan = f[28] === 'none' ? null : f[28];

  const r = {
    board,
    sideToMove: f[8] === 'W' ? 'w' : 'b',
    doublePushFile: int(f[9], 'double push file'),
    castling: {
      whiteShort: f[10] === '1',
      whiteLong: f[11] === '1',
      blackShort: f[12] === '1',
      blackLong: f[13] === '1',
    },
    halfmoveClock: int(f[14], 'halfmove clock'),
    gameNumber: int(f[15], 'game number'),
    white: f[16],
    black: f[17],
    relation: int(f[18], 'relation'),
    initialTime: int(f[19], 'initial time'),
    increment: int(f[20], 'increment'),
    whiteStrength: int(f[21], 'white strength'),
    blackStrength: int(f[22], 'black strength'),
    whiteTime,
    blackTime,
    whiteTimeMs: ms ? whiteTime : whiteTime * 1000,
    blackTimeMs: ms ? blackTime : blackTime * 1000,
    timeUnit: ms ? 'milliseconds' : 'seconds',
    moveNumber: int(f[25], 'move number'),
    lastMove,
    lastMoveInfo: lastMove === null ? null : parseMove(lastMove, lastMoveSan),
    lastMoveTime: time.text,
    lastMoveTimeMs: time.ms,
    lastMoveSan,
    flip: f[29] === '1',
    clockTicking: f.length > 30 ? f[30] === '1' : null,
    lagMs: f.length > 31 ? int(f[31], 'lag') : null,
    extra: f.length > 32 ? f.slice(32) : [],
    truncated: false,
    spaceAfterTag,
    fen: '',
  };
  r.fen = toFen(r);
  return r;
}
