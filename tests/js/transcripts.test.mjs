// Every session transcript through the package as a user reads it: the
// games each gives (as fixtures/transcripts/games.tsv writes them down), a
// board event for every board line, every FEN valid for its game's variant,
// game ends only on the games they name; and `style12 lint` over each, its
// exact output checked against fixtures/transcripts/lint.txt
// (STYLE12_WRITE_LINT=1 rewrites that file from what lint prints now, to be
// read and checked by hand).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { load } from 'style12';
import { run } from './cli-support.mjs';

const s12 = await load();
const dir = new URL('../fixtures/transcripts/', import.meta.url);
const names = readdirSync(dir).filter((n) => n.endsWith('.fics')).sort();
const pathOf = (name) => new URL(name, dir).pathname;

const expectedGames = new Map();
for (const row of readFileSync(new URL('games.tsv', dir), 'utf8').split('\n')) {
  if (row === '' || row.startsWith('#')) continue;
  const [name, id, gameNumber, white, black, variant, result, plies, firstFen, fen] = row.split('\t');
  if (!expectedGames.has(name)) expectedGames.set(name, []);
  expectedGames.get(name).push({
    id: Number(id), gameNumber: Number(gameNumber), white, black, variant,
    result: result === '-' ? null : result, plies: Number(plies), firstFen, fen,
  });
}

function play(name) {
  const stream = s12.createStream();
  const bytes = readFileSync(new URL(name, dir));
  const events = [...stream.push(bytes), ...stream.end()];
  const games = stream.games();
  const pgn = stream.pgn();
  stream.free();
  return { events, games, pgn, text: bytes.toString('latin1') };
}

const BOARD_LINE = /^(?:\r|\x07|[a-z]+% |\x15\d+\x16\d+\x16)*<12> /;
const problemsOf = (fen, variant) => s12.validate(fen, { variant }).problems;

describe('every transcript', () => {
  test('there are the old ones and the ones captured from a FICS server', () => {
    assert.ok(names.length >= 20, names.join(' '));
    for (const kind of ['played', 'observed', 'adjourned-resumed', 'examined', 'observer-switch', 'bughouse', 'long-handles']) {
      assert.ok(names.includes(`fics-${kind}.fics`), kind);
    }
  });

  for (const name of names) {
    test(name, () => {
      const { events, games, text } = play(name);
      const byId = new Map(games.map((g) => [g.id, g]));

      // The games written down for it, each with its players, result and plies.
      const expected = expectedGames.get(name) ?? [];
      assert.deepEqual(games.map((g) => ({
        id: g.id, gameNumber: g.gameNumber, white: g.white, black: g.black, variant: g.variant,
        result: g.result, plies: g.plies, fen: g.fen,
      })), expected.map(({ firstFen, ...game }) => game));

      // A board event for each line that starts with a board, after prompts,
      // bells and a block's opening.
      const boardLines = text.split('\n').flatMap((line, i) => (BOARD_LINE.test(line) ? [i + 1] : []));
      const boardEvents = events.filter((e) => e.type === 'style12' || (e.type === 'error' && boardLines.includes(e.line)));
      assert.deepEqual(boardEvents.map((e) => e.line), boardLines);

      for (const event of events) {
        const variant = byId.get(event.gameId)?.variant ?? 'chess';
        if (event.type === 'style12') {
          assert.deepEqual(problemsOf(event.fen, variant), [], `line ${event.line}: ${event.fen}`);
          // The line alone knows no variant: its castling is the rooks its
          // flags point to (FICS sets the flags of a wild start or a board
          // file whatever the king's square; the anomalies judge them).
          const alone = s12.toFen(event.record);
          const judged = problemsOf(alone, variant).filter((p) => p !== 'BAD_CASTLING_RIGHTS' || !['chess', 'wild'].includes(variant));
          assert.deepEqual(judged, [], `line ${event.line}, toFen: ${alone}`);
          for (const anomaly of event.anomalies) {
            assert.match(anomaly.code, /^[A-Z_]+$/);
            assert.equal(typeof anomaly.field, 'number');
            assert.ok(anomaly.message.length > 0);
          }
        }
        if (event.type === 'holdings' && event.fen !== null) {
          assert.deepEqual(problemsOf(event.fen, variant), [], `line ${event.line}: ${event.fen}`);
        }
        if (event.type === 'gameEnd' && event.gameId !== null) {
          const game = byId.get(event.gameId);
          assert.deepEqual([game.gameNumber, game.white, game.black], [event.gameNumber, event.white, event.black],
            `line ${event.line}`);
        }
      }
    });
  }
});

describe('style12 lint over every transcript', () => {
  const lintFile = new URL('lint.txt', dir);
  const printed = names.map((name) => {
    const { status, stdout, stderr } = run(['lint', pathOf(name)]);
    assert.equal(stderr, '');
    return `== ${name} (exit ${status})\n${stdout}`;
  }).join('\n');

  if (process.env.STYLE12_WRITE_LINT) writeFileSync(lintFile, printed);

  test('prints exactly what lint.txt holds', () => {
    assert.equal(printed, readFileSync(lintFile, 'utf8'));
  });

  test('exits 1 where it found anomalies and 0 where none', () => {
    for (const section of printed.split('\n== ').map((s) => s.replace(/^== /, ''))) {
      const found = !/\nno anomalies in \d+ games?\n$/.test(section);
      assert.match(section, found ? /\(exit 1\)/ : /\(exit 0\)/, section);
    }
  });
});
