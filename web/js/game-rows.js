// The Games list's rows as the index worker keeps them: one summary a game,
// updated from each event as it is read (lines, problems, relation, latest
// position, result), so that the page is sent only the games that changed
// and the stream's full list (46 µs a game) is asked for only what the
// events do not say: variant, plies and a bughouse partner.

import { FLAG } from './row-summary.js';

// The server's relation field (Style 12 field 20) in words.
const RELATIONS = new Map([
  [-4, 'start position'],
  [-3, 'position'],
  [-2, 'observing, examined'],
  [-1, 'playing, their move'],
  [0, 'observing'],
  [1, 'playing, your move'],
  [2, 'examining'],
]);

/** The relation field in words; other values as sent. */
export function relationInWords(relation) {
  if (relation === null || relation === undefined) return null;
  return RELATIONS.get(relation) ?? `relation ${relation}`;
}

export function createGameRows() {
  const rows = new Map();      // gameId -> summary
  let changed = new Set();     // gameIds changed since the last take
  const unfilled = new Set();  // gameIds the stream's list has not yet filled in

  function rowOf(gameId, line, timeOf) {
    let row = rows.get(gameId);
    if (!row) {
      row = {
        id: gameId, gameNumber: null, white: null, black: null, variant: null, plies: null, result: null,
        fen: null, partnerId: null, firstLine: line, lastLine: line, firstTime: timeOf(line), relation: null, problems: 0,
      };
      rows.set(gameId, row);
      unfilled.add(gameId);
    }
    return row;
  }

  return {
    /**
     * One event read: `flags` its row's (row-summary.js), `timeOf(line)`
     * the time a line was received (null when the input has none).
     */
    add(event, flags, timeOf) {
      const gameId = event.gameId ?? null;
      if (gameId === null) return;
      const row = rowOf(gameId, event.line, timeOf);
      row.lastLine = Math.max(row.lastLine, event.line);
      if (flags & FLAG.problem) row.problems++;
      switch (event.type) {
        case 'style12': {
          const r = event.record;
          row.gameNumber = r.gameNumber;
          row.white = r.white;
          row.black = r.black;
          row.relation = r.relation ?? row.relation;
          row.fen = event.fen;
          break;
        }
        case 'holdings':
          if (event.fen !== null && event.fen !== undefined) row.fen = event.fen;
          break;
        case 'gameEnd':
          row.gameNumber ??= event.gameNumber;
          row.white ??= event.white;
          row.black ??= event.black;
          row.result = event.result;
          break;
        default:
          row.gameNumber ??= event.gameNumber ?? null;
          break;
      }
      changed.add(gameId);
    },
    /** What only the stream knows, from its games() list. */
    merge(streamGames) {
      for (const game of streamGames) {
        const row = rows.get(game.id);
        if (!row) continue;
        const partnerId = game.partnerId ?? null;
        if (row.variant === game.variant && row.plies === game.plies && row.partnerId === partnerId
          && (row.result !== null || game.result === null)) continue;
        unfilled.delete(game.id);
        row.variant = game.variant;
        row.plies = game.plies;
        row.partnerId = partnerId;
        row.result ??= game.result;
        row.gameNumber ??= game.gameNumber;
        row.white ??= game.white;
        row.black ??= game.black;
        row.fen ??= game.fen;
        changed.add(game.id);
      }
    },
    /** Whether a game has a row that the stream has not yet filled in. */
    hasUnfilled: () => unfilled.size > 0,
    /**
     * The rows changed since the last take, oldest game first, at most
     * `limit` of them (the rest stay for the next): { games, more, total }.
     */
    take(limit = Infinity) {
      const ids = [...changed].sort((a, b) => a - b);
      const sent = ids.slice(0, limit);
      changed = new Set(ids.slice(limit));
      return {
        games: sent.map((id) => ({ ...rows.get(id), relationWords: relationInWords(rows.get(id).relation) })),
        more: changed.size > 0,
        total: rows.size,
      };
    },
    /** Every row to be sent again (a page that lost its list). */
    resend() {
      changed = new Set(rows.keys());
    },
    get: (gameId) => rows.get(gameId) ?? null,
  };
}
