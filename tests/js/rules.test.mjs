// The rules from JavaScript: perft against the published counts, and every
// legal move with its SAN against chessops (lichess's rules library) in
// every position the fixtures hold: the boards of every transcript and of
// the corpus of real lines, and the perft positions.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { chessgroundDests } from 'chessops/compat';
import { makeFen, parseFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { setupPosition } from 'chessops/variant';
import { load } from 'style12';

const s12 = await load();
const fixture = (name) => new URL(`../fixtures/${name}`, import.meta.url);

const perftRows = readFileSync(fixture('perft.tsv'), 'utf8').split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [speed, source, name, variant, fen, counts] = line.split('\t');
    return { speed, source, name, variant, fen, counts: counts.split(' ').map((c) => c.split('=').map(Number)) };
  });

// Every position of the fixtures, with the variant its game is played in.
function fixturePositions() {
  const seen = new Map();
  const add = (fen, variant) => { if (!seen.has(fen)) seen.set(fen, variant); };
  const dir = fixture('transcripts/');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.fics'))) {
    const stream = s12.createStream();
    for (const e of [...stream.push(readFileSync(new URL(name, dir))), ...stream.end()]) {
      if (e.type === 'style12') add(e.fen, e.fen.includes('[') ? 'crazyhouse' : 'chess');
    }
    stream.free();
  }
  for (const line of readFileSync(fixture('real-lines.tsv'), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const text = line.split('\t')[3];
    const parsed = s12.tryParseStyle12(text, { allowTruncated: true });
    if (parsed.ok && parsed.value.board.length === 8 && parsed.value.board[0].length === 8) add(parsed.value.fen, 'chess');
  }
  for (const row of perftRows) add(row.fen, row.variant);
  return seen;
}

// chessops' legal moves in a position, each with its SAN; pawn drops
// written "P@e4" as servers and BPGN write them (chessops writes "@e4").
function chessopsSans(pos) {
  const sans = [];
  const ctx = pos.ctx();
  for (const [from, targets] of pos.allDests(ctx)) {
    for (const to of targets) {
      const promotes = pos.board.getRole(from) === 'pawn' && (to >> 3 === 0 || to >> 3 === 7);
      for (const promotion of promotes ? ['queen', 'rook', 'bishop', 'knight'] : [undefined]) {
        sans.push(makeSan(pos, { from, to, promotion }));
      }
    }
  }
  if (pos.pockets) {
    for (const role of ['pawn', 'knight', 'bishop', 'rook', 'queen']) {
      if (!pos.pockets[pos.turn][role]) continue;
      for (const to of pos.dropDests(ctx)) {
        if (role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7)) continue;
        sans.push(makeSan(pos, { role, to }).replace(/^@/, 'P@'));
      }
    }
  }
  return sans.sort();
}

// chessops keeps a right while its rook is on the back rank on that side of
// the king; standard chess, as python-chess and validate() read it, needs
// the king and the rook on their opening squares.
function standardCastling(placement, rights) {
  const ranks = placement.replace(/\[.*\]/, '').split('/')
    .map((rank) => rank.replace(/\d/g, (n) => '.'.repeat(Number(n))));
  const at = (square) => ranks[8 - Number(square[1])]['abcdefgh'.indexOf(square[0])];
  const homes = { K: ['K', 'e1', 'R', 'h1'], Q: ['K', 'e1', 'R', 'a1'], k: ['k', 'e8', 'r', 'h8'], q: ['k', 'e8', 'r', 'a8'] };
  const kept = [...rights].filter((r) => homes[r] && at(homes[r][1]) === homes[r][0] && at(homes[r][3]) === homes[r][2]);
  return kept.length ? kept.join('') : '-';
}

function chessopsPosition(fen, variant) {
  const rules = variant === 'crazyhouse' ? 'crazyhouse' : 'chess';
  const setup = parseFen(fen);
  if (setup.isErr) return null;
  const pos = setupPosition(rules, setup.value);
  return pos.isErr ? null : pos.value;
}

describe('perft', () => {
  for (const row of perftRows.filter((r) => r.speed === 'fast')) {
    test(`${row.name} (${row.variant}, ${row.source})`, () => {
      for (const [depth, leaves] of row.counts) {
        if (depth <= 3) assert.equal(s12.perft(row.fen, depth, { variant: row.variant }), leaves, `depth ${depth}`);
      }
    });
  }
  test('the start position to depth 4 and Kiwipete to depth 3', () => {
    assert.equal(s12.perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 4), 197281);
    assert.equal(s12.perft('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3), 97862);
  });
  test('depth 0 is one node; a depth out of range is an error', () => {
    assert.equal(s12.perft('4k3/8/8/8/8/8/8/4K3 w - - 0 1', 0), 1);
    for (const depth of [21, 1.5, -1, NaN, Infinity]) {
      assert.throws(() => s12.perft('4k3/8/8/8/8/8/8/4K3 w - - 0 1', depth),
        { name: 'Style12Error', code: 'BAD_ARGUMENT', fieldName: 'depth' }, String(depth));
    }
    assert.throws(() => s12.perft('4k3/8/8/8/8/8/8/4K3 w - - 0 1', '2'), TypeError);
  });
});

describe('legal moves and SAN against chessops, in every position of the fixtures', () => {
  const positions = fixturePositions();
  test(`${positions.size} positions`, () => {
    let compared = 0;
    let moves = 0;
    let played = 0;
    for (const [fen, variant] of positions) {
      // Chess960 and X-FEN starts: chessops reads them as chess, but
      // castling there follows other rules; they are covered by perft.
      if (variant === 'chess960') continue;
      const pos = chessopsPosition(fen, variant);
      if (!pos) continue;
      const ours = s12.legalMoves(fen, { variant });
      assert.deepEqual(ours.map((m) => m.san).sort(), chessopsSans(pos), fen);
      for (const m of ours) {
        assert.equal(s12.san(fen, m.uci, { variant }), m.san, `${fen} ${m.uci}`);
        assert.equal(s12.parseSan(fen, m.san, { variant }), m.uci, `${fen} ${m.san}`);
        // The position after it, played from UCI and from SAN.
        const after = pos.clone();
        after.play(parseSan(pos, m.san.replace(/^P@/, '@')));
        const theirs = makeFen(after.toSetup()).split(' ');
        // chessops writes an en passant square only when a capture there is
        // legal; play() after every double push, as toFen's 'always' does.
        const doublePush = m.san.match(/^[a-h][45]$/) && Math.abs(m.from[1] - m.to[1]) === 2;
        if (doublePush) theirs[3] = `${m.to[0]}${m.to[1] === '4' ? 3 : 6}`;
        theirs[2] = standardCastling(theirs[0], theirs[2]);
        assert.equal(s12.play(fen, m.uci, { variant }), theirs.join(' '), `${fen} ${m.uci}`);
        assert.equal(s12.play(fen, m.san, { variant }), theirs.join(' '), `${fen} ${m.san}`);
        played++;
      }
      // chessground's destinations, castling both ways, as chessops gives them.
      const theirs = chessgroundDests(pos);
      const dests = s12.dests(fen, { variant });
      assert.deepEqual([...dests.keys()].sort(), [...theirs.keys()].sort(), fen);
      for (const [from, to] of theirs) assert.deepEqual([...dests.get(from)].sort(), [...to].sort(), `${fen} ${from}`);
      compared++;
      moves += ours.length;
    }
    // 192 positions and 6,386 moves since the FICS server's transcripts
    // came: fewer means positions went missing from the comparison.
    assert.ok(compared >= 190, `compared ${compared} positions`);
    assert.ok(moves >= 6300, `compared ${moves} moves`);
    assert.equal(played, moves);
  });
});

describe('moves in every form', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  test('a move is described by uci, san, from, to, promotion and drop', () => {
    assert.deepEqual(s12.legalMoves(start).find((m) => m.uci === 'g1f3'),
      { uci: 'g1f3', san: 'Nf3', from: 'g1', to: 'f3', promotion: null, drop: null });
    assert.deepEqual(s12.legalMoves('8/P6k/8/8/8/8/8/K7 w - - 0 1').find((m) => m.uci === 'a7a8q'),
      { uci: 'a7a8q', san: 'a8=Q', from: 'a7', to: 'a8', promotion: 'q', drop: null });
    assert.deepEqual(s12.legalMoves('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', { variant: 'crazyhouse' }).find((m) => m.uci === 'N@f3'),
      { uci: 'N@f3', san: 'N@f3', from: null, to: 'f3', promotion: null, drop: 'N' });
  });
  test('castling is the king\'s move in chess and wild, the king takes its rook in Chess960', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    assert.ok(s12.legalMoves(fen).some((m) => m.uci === 'e1g1' && m.san === 'O-O'));
    assert.ok(s12.legalMoves(fen, { variant: 'chess960' }).some((m) => m.uci === 'e1h1' && m.san === 'O-O'));
    assert.ok(s12.legalMoves(fen, { variant: 'wild' }).some((m) => m.uci === 'e1c1' && m.san === 'O-O-O'));
    assert.equal(s12.parseSan(fen, 'O-O-O'), 'e1c1');
    assert.equal(s12.san(fen, 'e1h1'), 'O-O');
    assert.deepEqual(s12.dests(fen).get('e1').sort(), ['a1', 'c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'h1']);
    assert.deepEqual(s12.dests(fen, { variant: 'chess960' }).get('e1').sort(), ['a1', 'd1', 'd2', 'e2', 'f1', 'f2', 'h1']);
  });
  test('crazyhouse drops: no pawn on the first or last rank; bughouse drops from its pocket', () => {
    const fen = '4k3/8/8/8/8/8/8/4K3[P] w - - 0 1';
    const drops = s12.legalMoves(fen, { variant: 'crazyhouse' }).filter((m) => m.drop);
    assert.equal(drops.length, 48 - 0);
    assert.ok(!drops.some((m) => m.to[1] === '1' || m.to[1] === '8'));
    assert.equal(s12.legalMoves(fen, { variant: 'bughouse' }).filter((m) => m.drop).length, 48);
    assert.equal(s12.legalMoves(fen).filter((m) => m.drop).length, 0);  // chess: pockets are not played
  });
  test('play gives the FEN after a move in UCI or SAN, in the variant\'s rules', () => {
    assert.equal(s12.play(start, 'e2e4'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    assert.equal(s12.play(start, 'Nf3'), 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
    const castles = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    for (const move of ['O-O', 'e1g1', 'e1h1']) assert.equal(s12.play(castles, move), 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1', move);
    assert.equal(s12.play(castles, 'O-O-O', { variant: 'chess960' }), 'r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1');
    assert.equal(s12.play('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a8=N'), 'N3k3/8/8/8/8/8/8/4K3 b - - 0 1');
    assert.equal(s12.play('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'exd6'), '4k3/8/3P4/8/8/8/8/4K3 b - - 0 1');
    // A drop leaves the pocket: FatICS crazyhouse after 2.exd5, Black to drop a knight.
    const zh = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[Pn] b KQkq - 0 2';
    for (const move of ['N@f3', 'n@f3']) {
      assert.equal(s12.play(zh, move, { variant: 'crazyhouse' }), 'rnbqkbnr/ppp1pppp/8/3P4/8/5n2/PPPP1PPP/RNBQKBNR[P] w KQkq - 1 3');
    }
    assert.equal(s12.play(zh, 'N@e3', { variant: 'bughouse' }), 'rnbqkbnr/ppp1pppp/8/3P4/8/4n3/PPPP1PPP/RNBQKBNR[P] w KQkq - 1 3');
  });
  test('castling needs the king and rook on their opening squares in chess and wild, not in Chess960', () => {
    // The f1 rook is not the h1 rook: no e1g1, and the K right goes.
    const fen = '1r2k3/8/8/8/8/8/8/R3KR2 w KQkq - 0 1';
    assert.deepEqual(s12.legalMoves(fen).filter((m) => m.from === 'e1').map((m) => m.uci).sort(),
      ['e1c1', 'e1d1', 'e1d2', 'e1e2', 'e1f2']);
    assert.equal(s12.parseFen(fen).castling, 'Q');
    assert.deepEqual(s12.validate(fen).problems, ['BAD_CASTLING_RIGHTS']);
    assert.throws(() => s12.play(fen, 'O-O'), { code: 'ILLEGAL_MOVE' });
    assert.equal(s12.play(fen, 'O-O-O'), '1r2k3/8/8/8/8/8/8/2KR1R2 b - - 1 1');
    // In Chess960 the rights name the rooks: K is the f1 rook's.
    assert.ok(s12.legalMoves(fen, { variant: 'chess960' }).some((m) => m.uci === 'e1f1' && m.san === 'O-O'));
    // Wild castles as FICS does: the king on e1, its rook in the corner.
    assert.deepEqual(s12.legalMoves(fen, { variant: 'wild' }).filter((m) => m.san.startsWith('O-')).map((m) => m.uci), ['e1c1']);
  });
  test('a wild start castles only a king on the e-file (FICS 1.6.2), whatever the flags', () => {
    // The start: every flag set, White's king on d1.
    const line = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNNKQBBR W -1 1 1 1 1 0 22 DaveP FrankP -1 5 0 39 39 300 300 1 none (0:00) none 1';
    const stream = s12.createStream();
    const [board] = stream.push(line + '\n');
    assert.equal(board.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNNKQBBR w kq - 0 1');
    assert.equal(stream.games()[0].variant, 'wild');
    stream.free();
    // Once f1 and g1 are empty the queen on e1 may go to g1, but nothing castles.
    const opened = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/RNNKQ2R w KQkq - 0 1';
    assert.equal(s12.parseFen(opened, { variant: 'wild' }).castling, 'kq');
    assert.ok(!s12.legalMoves(opened, { variant: 'wild' }).some((m) => m.san.startsWith('O-')));
    assert.ok(!s12.legalMoves(opened, { variant: 'wild' }).some((m) => m.uci === 'd1h1' || m.uci === 'd1a1'));
  });
  test('Chess960 keeps the rights of inner rooks where the variant is named (python-chess\'s positions)', () => {
    const inner = '1r2k3/8/1p6/8/8/5P2/8/1R2KR2 w KQq - 0 1';
    const g = 'rn2k1r1/ppp1pp1p/3p2p1/5bn1/P7/2N2B2/1PPPPP2/2BNK1RR w Gkq - 4 11';
    assert.equal(s12.parseFen(inner, { variant: 'chess960' }).castling, 'KQq');
    assert.equal(s12.parseFen(g, { variant: 'chess960' }).castling, 'Gkq');
    // Without a variant a king on e1 is read by chess's rule.
    assert.equal(s12.parseFen(g).castling, 'q');
    assert.equal(s12.play(g, 'a4a5', { variant: 'chess960' }), 'rn2k1r1/ppp1pp1p/3p2p1/P4bn1/8/2N2B2/1PPPPP2/2BNK1RR b Gkq - 0 11');
    assert.throws(() => s12.parseFen(g, { variant: 'shogi' }), { code: 'BAD_VARIANT' });
    // A stream's game of Chess960 writes them in its events and in games().
    const stream = s12.createStream();
    const events = stream.push('{Game 5 (alice vs. bob) Creating unrated wild/fr match.}\n' +
      '<12> -r--k--- -------- -p------ -------- -------- -----P-- -------- -R--KR-- W -1 1 1 0 1 0 5 alice bob 1 5 0 39 39 300 300 1 none (0:00) none 0\n');
    assert.equal(events.find((e) => e.type === 'style12').fen, inner);
    assert.equal(stream.games()[0].variant, 'chess960');
    assert.equal(stream.games()[0].fen, inner);
    stream.free();
  });
  test('mate is written #', () => {
    assert.equal(s12.san('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2', 'd8h4'), 'Qh4#');
  });
});

describe('bad input', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const code = (fn) => { try { fn(); return 'no error'; } catch (e) { return `${e.name} ${e.code}`; } };
  test('an illegal move and bad SAN name the move and the position', () => {
    assert.equal(code(() => s12.san(start, 'e2e5')), 'Style12Error ILLEGAL_MOVE');
    assert.throws(() => s12.san(start, 'e2e5'), { message: `the move 'e2e5' is not legal in ${start}` });
    assert.equal(code(() => s12.parseSan(start, 'Qh5')), 'Style12Error ILLEGAL_MOVE');
    assert.equal(code(() => s12.parseSan(start, 'Bc')), 'Style12Error BAD_SAN');  // cut short, as FICS does
    assert.equal(code(() => s12.parseSan('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2')), 'Style12Error BAD_SAN');
    assert.equal(code(() => s12.san(start, 'nonsense')), 'Style12Error ILLEGAL_MOVE');
    // A move is not a line: no field, no column.
    for (const fn of [() => s12.san(start, 'e2e5'), () => s12.san(start, 'nonsense'), () => s12.parseSan(start, 'Bc'),
      () => s12.parseSan(start, 'Qh5')]) {
      assert.throws(fn, (e) => e.column === null && e.field === null);
    }
  });
  test('play throws ILLEGAL_MOVE for a move that is not legal or not a move, and says why', () => {
    assert.throws(() => s12.play(start, 'e2e5'), { name: 'Style12Error', code: 'ILLEGAL_MOVE', message: `the move 'e2e5' is not legal in ${start}` });
    assert.throws(() => s12.play(start, 'Qh5'), { code: 'ILLEGAL_MOVE' });
    assert.throws(() => s12.play(start, 'Zz9'), { code: 'ILLEGAL_MOVE', message: /'Zz9' is not a move in SAN/ });
    assert.throws(() => s12.play(start, ''), { code: 'ILLEGAL_MOVE', message: /empty/ });
    assert.throws(() => s12.play('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2'), { code: 'ILLEGAL_MOVE', message: /more than one move/ });
    assert.throws(() => s12.play('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1', 'P@e4', { variant: 'crazyhouse' }), { code: 'ILLEGAL_MOVE' });
    assert.throws(() => s12.play(start, 'e2e4', { variant: 'atomic' }), { code: 'BAD_VARIANT' });
    assert.throws(() => s12.play('not a fen', 'e2e4'), { code: 'FEN_BAD_BOARD_SIZE' });
    assert.throws(() => s12.play(start, 42), TypeError);
  });
  test('a position that cannot be played gives its problems, not a crash', () => {
    assert.throws(() => s12.legalMoves('8/8/8/8/8/8/8/K7 w - - 0 1'),
      { code: 'UNPLAYABLE_POSITION', problems: ['NO_BLACK_KING'] });
    assert.throws(() => s12.dests('k7/8/8/8/8/8/8/R6K w - - 0 1'), { code: 'UNPLAYABLE_POSITION', problems: ['OPPOSITE_CHECK'] });
    assert.equal(code(() => s12.legalMoves('not a fen')), 'Style12Error FEN_BAD_BOARD_SIZE');
    assert.equal(code(() => s12.legalMoves(start, { variant: 'suicide' })), 'Style12Error BAD_VARIANT');
    assert.equal(code(() => s12.legalMoves(start, { variant: 'nonsense' })), 'Style12Error BAD_VARIANT');
    assert.throws(() => s12.legalMoves(42), TypeError);
  });
});
