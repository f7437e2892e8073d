// What a browser chess frontend wires in: a board library's configuration
// from a record or FEN (chessground's shape), and streams of events from
// web streams.

import { squareName } from '../base/squares.js';
import { variantNamed } from './variants.js';
import { MOVER_BOTH, MOVER_OTHER_SIDE, MOVER_SIDE_TO_MOVE } from '../wire/generated/layout.js';

// The king's squares of a castling, from the board after it (the mover's
// back rank); its start is known only with standard castling, where the
// king starts on e.
function castlingSquares(record, variantRow) {
  const mover = record.sideToMove === 'w' ? 'b' : 'w';
  const rank = mover === 'w' ? record.board.length - 1 : 0;
  const row = record.board[rank] ?? '';
  const file = row.indexOf(mover === 'w' ? 'K' : 'k');
  if (file < 0) return undefined;
  const number = record.board.length - rank;
  const to = squareName(file, number);
  return variantRow?.standardCastling ? [squareName(4, number), to] : [to];
}

/**
 * chessground's configuration for a record or a FEN; `moverOf(relation)`
 * says who may move (a MoverCode).
 */
export function toChessground(s12, recordOrFen, options, moverOf) {
  const variant = options?.variant ?? 'chess';
  const record = typeof recordOrFen === 'string' ? null : recordOrFen;
  if (record !== null && (typeof record !== 'object' || !Array.isArray(record?.board) || typeof record.fen !== 'string')) {
    throw new TypeError('style12: toChessground takes a Style 12 record or a FEN');
  }
  const fen = record ? record.fen : recordOrFen;
  const position = s12.parseFen(fen);
  const turnColor = position.turn === 'b' ? 'black' : 'white';
  const config = {
    // The placement of the FEN as the core writes it (the text given may
    // start with blanks or use tabs), without the pockets.
    fen: position.fen.split(' ')[0].replace(/\[.*\]$/, ''),
    turnColor,
    orientation: record?.flip ? 'black' : 'white',
    movable: { color: undefined, dests: new Map() },
  };
  const row = variantNamed(s12.variants, variant);
  const playable = Boolean(row?.rules) && position.width === 8 && position.height === 8;
  if (playable) {
    try {
      config.movable.dests = s12.dests(fen, { variant });
      config.check = s12.inCheck(fen, { variant });
    } catch {
      // A position no game can go on from: nothing moves.
    }
  }
  // Who may move: by the core's reading of the relation field; for a bare
  // FEN, the side to move.
  const mover = record === null ? MOVER_SIDE_TO_MOVE : moverOf(record.relation);
  config.movable.color = mover === MOVER_SIDE_TO_MOVE ? turnColor
    : mover === MOVER_OTHER_SIDE ? (turnColor === 'white' ? 'black' : 'white')
      : mover === MOVER_BOTH ? 'both' : undefined;
  const info = record?.lastMoveInfo;
  if (info) {
    if (info.castling) {
      const squares = castlingSquares(record, row);
      if (squares) config.lastMove = squares;
    } else if (info.drop || !info.from) {
      if (info.to) config.lastMove = [info.to];
    } else {
      config.lastMove = [info.from, info.to];
    }
  }
  if (config.check === undefined && info) config.check = info.check || info.checkmate;
  return config;
}

/** A TransformStream: bytes or text in, the stream's events out. */
export function transformStream(s12, options) {
  let stream = null;
  // The wasm stream goes as soon as the web stream is over: ended, failed
  // or cancelled (where the platform tells a transformer of a cancel).
  const done = () => {
    stream?.free();
    stream = null;
  };
  return new TransformStream({
    start() {
      stream = s12.createStream(options);
    },
    transform(chunk, controller) {
      try {
        for (const event of stream.push(chunk)) controller.enqueue(event);
      } catch (error) {
        done();
        throw error;
      }
    },
    flush(controller) {
      try {
        for (const event of stream.end()) controller.enqueue(event);
      } finally {
        done();
      }
    },
    cancel: done,
  });
}

/** The events of a ReadableStream of bytes or text, as an async iterable. */
export async function* events(s12, readable, options) {
  const stream = s12.createStream(options);
  const reader = readable.getReader();
  let ended = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        yield* stream.end();
        return;
      }
      yield* stream.push(value);
    }
  } finally {
    // A loop left early (break, return, an error) cancels the source: a
    // fetch body or a socket closes instead of staying locked and open.
    if (!ended) await reader.cancel().catch(() => {});
    reader.releaseLock();
    stream.free();
  }
}
