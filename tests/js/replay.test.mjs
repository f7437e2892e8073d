// Every transcript's boards against a replay of the moves really played:
// each game's boards, one after another, are replayed with chessops from
// the game's first board by the move that led to each (the one the core
// found between the two boards: the server's own field 30 is wrong now and
// then, as in game 463's Rg2 for Rc1-g1), and the stream's FEN must be the
// replay's: placement, side to move, castling
// rights and en passant square. Castling follows the server's rules: a
// king on the e-file with its rook in the corner in chess, crazyhouse and
// wild (FICS castles every wild start so), the rooks the rights name in
// Chess960. Where the boards do not follow one move from another (a
// takeback, an examiner going back or forward, a missed board), the replay
// starts again from the board shown. Bughouse is left out: pieces come
// from the other board, which no rules here play.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { makeFen, parseFen } from 'chessops/fen';
import { parseSan } from 'chessops/san';
import { setupPosition } from 'chessops/variant';
import { load } from 'style12';

const s12 = await load();
const dir = new URL('../fixtures/transcripts/', import.meta.url);
const names = readdirSync(dir).filter((n) => n.endsWith('.fics')).sort();

// chessops's rules for a game's variant; wild is played by chess's.
const RULES = { chess: 'chess', wild: 'chess', chess960: 'chess', crazyhouse: 'crazyhouse' };

// What a replay and the stream must agree on: placement (promotion marks
// and pockets aside), side to move, castling, en passant.
function essentials(fen) {
  const [placement, turn, castling, ep] = fen.split(' ');
  return [placement.replace(/\[.*\]$/, '').replace(/~/g, ''), turn, castling, ep].join(' ');
}

// The rights the server's rule gives a board of chess or wild: a flag,
// its king on e1 (e8) and its rook in the corner.
function standardRights(record) {
  const back = { w: record.board[7], b: record.board[0] };
  let out = '';
  const c = record.castling;
  if (c.whiteShort && back.w[4] === 'K' && back.w[7] === 'R') out += 'K';
  if (c.whiteLong && back.w[4] === 'K' && back.w[0] === 'R') out += 'Q';
  if (c.blackShort && back.b[4] === 'k' && back.b[7] === 'r') out += 'k';
  if (c.blackLong && back.b[4] === 'k' && back.b[0] === 'r') out += 'q';
  return out || '-';
}

function positionOf(fen, rules) {
  return setupPosition(rules, parseFen(fen).unwrap()).unwrap();
}

describe('every transcript against a replay of the moves played', () => {
  let compared = 0;
  for (const name of names) {
    test(name, () => {
      const stream = s12.createStream();
      const events = [...stream.push(readFileSync(new URL(name, dir))), ...stream.end()];
      const games = new Map(stream.games().map((g) => [g.id, g]));
      stream.free();
      const replays = new Map();  // game id -> { pos, ply }
      for (const e of events) {
        if (e.type !== 'style12' || !e.gameId) continue;
        const game = games.get(e.gameId);
        const rules = RULES[game.variant];
        if (!rules) continue;
        const r = e.record;
        const ply = (r.moveNumber - 1) * 2 + (r.sideToMove === 'b' ? 1 : 0);
        const replay = replays.get(e.gameId);
        if (replay && replay.ply + 1 === ply && e.move && !e.check.reconstructed && e.check.gap === 0) {
          const move = parseSan(replay.pos, e.move.san);
          assert.ok(move, `${name} line ${e.line}: ${e.move.san} is legal in ${makeFen(replay.pos.toSetup())}`);
          replay.pos.play(move);
          replay.ply = ply;
          const played = makeFen(replay.pos.toSetup(), { epd: false });
          // chessops writes an en passant square only when a capture is
          // legal; the stream writes it behind every double push.
          const [mine, theirs] = [essentials(e.fen), essentials(played)].map((f) => f.split(' '));
          if (theirs[3] === '-') mine[3] = '-';
          assert.equal(mine.join(' '), theirs.join(' '), `${name} line ${e.line} (${e.move.san})`);
          compared += 1;
          continue;
        }
        // A game's first board, or one that does not follow by one move:
        // the replay goes on from it, its rights by the server's rule.
        if (game.variant !== 'chess960') {
          assert.equal(e.fen.split(' ')[2], standardRights(r), `${name} line ${e.line}: castling`);
        }
        replays.set(e.gameId, { pos: positionOf(e.fen, rules), ply });
      }
    });
  }
  test('the replays compared boards', () => {
    assert.ok(compared >= 250, `${compared} boards`);
  });
});
