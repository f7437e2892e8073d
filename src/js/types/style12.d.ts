// Types of the style12 package: reading the Style 12 board lines of FICS
// and ICC, their <b1> holdings lines, FEN and positions.

declare global {
  // For TypeScript libraries older than "esnext.disposable": streams are
  // disposable (stream[Symbol.dispose](), or `using stream = ...`).
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

/**
 * How clocks are read: milliseconds when the move time has a fraction ("auto").
 * @example
 * ```ts
 * const unit: TimeUnitOption = 'seconds';
 * s12.parseStyle12(line, { timeUnit: unit });
 * ```
 */
export type TimeUnitOption = /* @wire-enum timeUnit */ never;

/**
 * How parseStyle12 and tryParseStyle12 read a line.
 * @example
 * s12.parseStyle12(line, { timeUnit: 'milliseconds', allowTruncated: true });
 */
export interface ParseOptions {
  timeUnit?: TimeUnitOption;
  /** Keep a line the server cut short after the clocks (fields lost are null). */
  allowTruncated?: boolean;
}

/**
 * The core's error codes: written here by scripts/gen-wire.mjs from the
 * one list of them (src/core/lists.json), in its order.
 * @example
 * ```ts
 * const result = s12.tryParseStyle12('<12> rnbqkbnr');
 * if (!result.ok) result.error.code; // 'MISSING_FIELD'
 * ```
 */
export type CoreErrorCode = /* @core-error-codes */ never;

/**
 * Every error code: the core's, then the package's own. BAD_OPTION: an
 * option value the call does not know. OUT_OF_MEMORY: the module's memory
 * ran out; the call was undone and the module works on. BAD_ARGUMENT: a
 * value of the right type out of range (perft's depth). STREAM_FREED: a
 * stream used after free(), or after a call on it was cut short. BAD_MODULE:
 * load() was given WebAssembly that is not this package's. NOT_CONNECTED: a
 * live session's send() while it is connecting or closed. UNSENDABLE_LINE:
 * a line send() cannot send as one line (a line end in it; with timeseal,
 * text outside 7-bit ASCII or over 1,010 characters). BAD_CAPTURE:
 * readCapture() given text that is not a capture (the message names the
 * line and column). (A value of the wrong type throws a TypeError.)
 * @example
 * ```ts
 * try { s12.perft(fen, 99); } catch (error) {
 *   if (error instanceof s12.Style12Error && error.code === 'BAD_ARGUMENT') console.warn(error.message);
 * }
 * ```
 */
export type ErrorCode = CoreErrorCode | 'BAD_OPTION' | 'OUT_OF_MEMORY' | 'BAD_ARGUMENT' | 'STREAM_FREED' | 'BAD_MODULE'
  | 'NOT_CONNECTED' | 'UNSENDABLE_LINE' | 'BAD_CAPTURE';

/**
 * What the package throws: the code, and the field and column of the line it is about.
 * @example
 * ```ts
 * try { s12.parseStyle12('<12> rnbqkbnr'); } catch (error) {
 *   if (error instanceof s12.Style12Error) console.warn(error.code, error.fieldName, error.column);
 * }
 * ```
 */
export declare class Style12Error extends Error implements ParseError {
  code: ErrorCode;
  field: number | null;
  fieldName: string | null;
  column: number | null;
  /** With UNPLAYABLE_POSITION: the position's problems, as validate() names them. */
  problems?: ValidationProblem[];
}

/**
 * What tryParseStyle12 gives instead of throwing: the value, or the error.
 * @example
 * const result = s12.tryParseStyle12(line);
 * if (result.ok) draw(result.value.fen); else console.warn(result.error.code, result.error.column);
 */
export type TryResult<T> = { ok: true; value: T } | { ok: false; error: ParseError };

/**
 * How toFen writes the position: the pockets of a <b1> line, en passant and castling.
 * @example
 * s12.toFen(line, { holdings: '<b1> game 7 white [PN] black [Q]', enPassant: 'legal' });
 */
export interface ToFenOptions extends ParseOptions {
  /** Pockets from a <b1> record or line. */
  holdings?: Holdings | string | null;
  /** 'always' (default): the square behind any double push; 'legal': only when a capture is legal. */
  enPassant?: 'always' | 'legal';
  /** 'xfen' (default): KQkq with file letters where needed; 'shredder': file letters. */
  castling?: 'xfen' | 'shredder';
}

/**
 * Every variant the functions accept, by its name: written here by
 * scripts/gen-wire.mjs from the core's variant table (src/core/lists.json),
 * in its order.
 * @example
 * ```ts
 * const variant: Variant = 'crazyhouse';
 * s12.parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1', { variant }).pockets; // { white: 'Q', black: 'N' }
 * ```
 */
export type Variant = /* @variants */ never;

/**
 * The variants whose rules of play are known (wild: chess from any start,
 * castling with the rooks the rights name): the rows of the same table
 * whose rules column is true.
 * @example
 * ```ts
 * const variant: RulesVariant = 'chess960';
 * s12.legalMoves(fen, { variant });
 * ```
 */
export type RulesVariant = /* @rules-variants */ never;

/**
 * What validate() finds wrong with a position (the core's list in src/core/lists.json, in its order).
 * @example
 * ```ts
 * const problems: ValidationProblem[] = s12.validate('8/8/8/8/8/8/8/8 w - - 0 1').problems;
 * problems[0]; // 'EMPTY_BOARD'
 * ```
 */
export type ValidationProblem = /* @problem-codes */ never;

/**
 * Why a field of a board line contradicts the line's own board or its game
 * (src/js/README.md describes each; anomaly.h says which need the game's boards
 * before): written here by scripts/gen-wire.mjs from the core's list of
 * them (src/core/lists.json), in its order.
 * @example
 * ```ts
 * for (const event of stream.push(chunk))
 *   if (event.type === 'style12') for (const anomaly of event.anomalies) console.warn(anomaly.code satisfies AnomalyCode, anomaly.message);
 * ```
 */
export type AnomalyCode = /* @anomaly-codes */ never;

/**
 * What a stream returns from push() and end(), in order: the records below whose key `type` tells them apart.
 * @example
 * ```ts
 * const events: StreamEvent[] = s12.createStream().push('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296' + '\n');
 * events[0].type; // 'style12'
 * ```
 */
export type StreamEvent = /* @stream-events */ never;

// The records the functions return: scripts/gen-wire.mjs writes their
// interfaces here from src/bindings/wire.json ("records").
/* @wire-records */

/**
 * Server output in, events and games out.
 * @example
 * ```ts
 * const stream: Style12Stream = s12.createStream({ site: 'freechess.org' });
 * stream.push('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296' + '\n');
 * stream.games()[0].white; // 'gbtami'
 * ```
 */
export interface Style12Stream {
  /**
   * Bytes or text of any size, cut anywhere; the events they completed.
   * @example
   * ```ts
   * const stream = s12.createStream();
   * stream.push('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296' + '\n')[0].type; // 'style12'
   * ```
   */
  push(chunk: string | Uint8Array): StreamEvent[];
  /**
   * The end of the input: the events of what was held back.
   * @example
   * ```ts
   * const stream = s12.createStream();
   * stream.push('{Game 107 (gbtami vs. ggbtami) gbtami resigns} 0-1');
   * stream.end().map((event) => event.type); // ['gameEnd']
   * ```
   */
  end(): StreamEvent[];
  /**
   * The events of a complete text line held back while the stream waited for a possible continuation (board and holdings lines are never held); the stream goes on.
   * @example
   * ```ts
   * const stream = s12.createStream();
   * stream.push('fics% ');
   * stream.flush(); // []
   * ```
   */
  flush(): StreamEvent[];
  /**
   * Every game the stream has seen and keeps, in the order they started.
   * @example
   * ```ts
   * const stream = s12.createStream();
   * stream.push('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296' + '\n');
   * stream.games()[0].clockRunning; // 'b'
   * ```
   */
  games(): GameSummary[];
  /**
   * One game as PGN, or every game when no id is given.
   * @example
   * ```ts
   * const stream = s12.createStream();
   * stream.push(chunk);
   * save(stream.pgn());
   * ```
   */
  pgn(id?: number): string;
  /**
   * Drops a game's plies: a finished game leaves games() and pgn(); one
   * going on is recorded from its last position on. Its later events still
   * name it. False when the stream keeps no game of that id.
   * @example
   * ```ts
   * const stream = s12.createStream();
   * stream.push('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296' + '\n');
   * stream.forget(stream.games()[0].id); // true
   * ```
   */
  forget(id: number): boolean;
  /**
   * The bughouse match a game is a board of, as BPGN (WhiteA/BlackA/WhiteB/BlackB, moves "1A." "1a." "1B." "1b." in the order they came); '' when its partner board was not seen.
   * @example
   * ```ts
   * const stream = s12.createStream();
   * for (const event of stream.push(chunk)) if (event.type === 'gameEnd' && event.gameId !== null) save(stream.bpgn(event.gameId));
   * ```
   */
  bpgn(id: number): string;
  /**
   * Releases the stream's memory now (else when it is collected); the stream cannot be used after (STREAM_FREED).
   * @example
   * ```ts
   * const stream = s12.createStream();
   * stream.push(chunk);
   * stream.free();
   * ```
   */
  free(): void;
  /** free(), for `using stream = s12.createStream()`. */
  [Symbol.dispose](): void;
  /** Chunks in, as push() takes them: the writable side of a TransformStream over this stream (made on first use). */
  readonly writable: WritableStream<Uint8Array | string>;
  /** This stream's events out, end()'s too when the writable side closes: `response.body.pipeTo(stream.writable)`, then read `stream.readable`. */
  readonly readable: ReadableStream<StreamEvent>;
}

/**
 * How a stream reads its boards and writes its FENs and PGN.
 * @example
 * const stream = s12.createStream({ site: 'freechess.org', keepFinished: 50 });
 */
export interface StreamOptions {
  /** How clocks are read (see ParseOptions). */
  timeUnit?: TimeUnitOption;
  /** How event FENs write en passant: 'always' (default) or 'legal'. */
  enPassant?: 'always' | 'legal';
  /** How event FENs write castling: 'xfen' (default) or 'shredder'. */
  castling?: 'xfen' | 'shredder';
  /** The PGN Site tag of the stream's games ("freechess.org"); '?' unless given. */
  site?: string;
  /** The PGN Date tag (YYYY.MM.DD, '??' where not known; any other text throws BAD_OPTION); unless given, the local day each game's first board arrived. */
  date?: string;
  /**
   * How many finished games keep their plies for games() and pgn(): the
   * oldest are dropped beyond it, at the moment another game finishes
   * (ended, replaced under its number, or no longer followed). Infinity
   * (default) keeps every game; a live client that runs for days keeps a
   * few (connect() keeps 100). The events are the same whatever is kept.
   */
  keepFinished?: number;
}

/**
 * style12/core: the per-line reading functions alone, in the smallest module.
 * @example
 * ```ts
 * import { load } from 'style12/core';
 * const core: Style12CoreModule = await load();
 * core.parseStyle12('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296').lastMoveSan; // 'g4'
 * ```
 */
export interface Style12CoreModule {
  /**
   * One Style 12 line (prompts before the tag allowed), every field decoded; throws a Style12Error naming the field and column.
   * @example
   * s12.parseStyle12('<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 7 Newton Einstein 1 2 12 39 39 119 122 1 P/e2-e4 (0:06) e4 0').fen;
   * // 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
   */
  parseStyle12(line: string, options?: ParseOptions): Style12;
  /**
   * parseStyle12 without throwing: `{ ok: true, value }` or `{ ok: false, error }`.
   * @example
   * ```ts
   * const result = s12.tryParseStyle12('<12> rnbqkbnr');
   * result.ok; // false
   * ```
   */
  tryParseStyle12(line: string, options?: ParseOptions): TryResult<Style12>;
  /**
   * A <b1> line: the pockets of crazyhouse and bughouse.
   * @example
   * s12.parseHoldings('<b1> game 7 white [PN] black [Q] <- BN').white; // 'PN'
   */
  parseHoldings(line: string): Holdings;
  /**
   * The FEN of a line or a record, with the pockets of a <b1> line when given.
   * @example
   * s12.toFen(record, { holdings: b1Line });
   */
  toFen(lineOrRecord: string | Style12, options?: ToFenOptions): string;
  /** The class of every error the package throws (also exported by each entry). */
  Style12Error: typeof Style12Error;
}

/**
 * Which rules a position is played by.
 * @example
 * s12.legalMoves(fen, { variant: 'crazyhouse' });
 */
export interface RulesOptions {
  /** 'chess' unless given. */
  variant?: RulesVariant;
}

/**
 * A square of an 8x8 board, as chessground names them.
 * @example
 * ```ts
 * const dests: Map<Square, Square[]> = s12.dests('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2');
 * dests.get('d8'); // ['h4', 'g5', 'f6', 'e7']
 * ```
 */
export type Square = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

/**
 * chessground's configuration (the fields toChessground fills); assignable to chessground's Config.
 * @example
 * ```ts
 * const config: ChessgroundConfig = s12.toChessground(s12.parseStyle12('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296'));
 * config.lastMove; // ['g2', 'g4']
 * config.turnColor; // 'black'
 * ```
 */
export interface ChessgroundConfig {
  /** The placement only. */
  fen: string;
  turnColor: 'white' | 'black';
  /** [from, to], or [to] for a drop. */
  lastMove?: Square[];
  check?: boolean;
  /** From the flip field. */
  orientation: 'white' | 'black';
  movable: { color: 'white' | 'black' | 'both' | undefined; dests: Map<Square, Square[]> };
}

/**
 * FICS timeseal 2 (see createTimeseal).
 * @example
 * ```ts
 * const seal: Timeseal = s12.createTimeseal();
 * socket.send(seal.encode(seal.hello));
 * ```
 */
export interface Timeseal {
  /** The first line to send, through encode(). */
  hello: string;
  /**
   * A line (no line end) sealed with the client's time, LF included: the bytes to send.
   * @example
   * ```ts
   * const seal = s12.createTimeseal();
   * socket.send(seal.encode('observe /b'));
   * ```
   */
  encode(line: string | Uint8Array): Uint8Array;
  /**
   * Server bytes cut anywhere, without the ping requests, and how many came; `last` ends the input.
   * @example
   * ```ts
   * const seal = s12.createTimeseal();
   * const { data, pings } = seal.decode(new TextEncoder().encode('fics% '));
   * pings; // 0
   * new TextDecoder().decode(data); // 'fics% '
   * ```
   */
  decode(chunk: Uint8Array, options?: { last?: boolean }): Unsealed;
  /** The line that answers one ping request: send encode(reply) for each. */
  reply: string;
}

/**
 * A live session's state: 'connecting' (also while waiting to reconnect), 'login' (connected, answering the login), 'ready' (at the server's prompt, logged in), 'closed'.
 * @example
 * ```ts
 * const state: LiveState = session.state;
 * if (state === 'ready') session.send('observe /b');
 * ```
 */
export type LiveState = 'connecting' | 'login' | 'ready' | 'closed';

/**
 * Why a live session ended. CLOSED: close(). QUIT: the user sent quit and
 * the server closed. LOGIN_REFUSED: a wrong password, a registered name
 * without a password, a name refused. UNREACHABLE: the first connection
 * never opened (after three tries). DROPPED: a connection that had worked
 * was lost and could not be made again in the attempts. BRIDGE_UNREACHABLE:
 * the bridge answered, the chess server behind it did not.
 * @example
 * ```ts
 * session.addEventListener('state', ({ detail }) => {
 *   if (detail.state === 'closed') console.log(session.closeReason?.code, session.closeReason?.message);
 * });
 * ```
 */
export interface CloseReason {
  code: 'CLOSED' | 'QUIT' | 'LOGIN_REFUSED' | 'UNREACHABLE' | 'DROPPED' | 'BRIDGE_UNREACHABLE';
  message: string;
}

/**
 * The wait before a new attempt to connect: the reason of a 'connecting' state event.
 * @example
 * ```ts
 * session.addEventListener('state', ({ detail }) => {
 *   if (detail.reason?.code === 'RECONNECTING') console.log(detail.reason.message, detail.reason.waitMs);
 * });
 * ```
 */
export interface ReconnectReason {
  code: 'RECONNECTING';
  /** "Connection lost (code 1006); reconnecting in 2 s (attempt 2 of 6)" */
  message: string;
  attempt: number;
  attempts: number;
  waitMs: number;
}

/**
 * A live session's state change.
 * @example
 * ```ts
 * session.addEventListener('state', (event: CustomEvent<LiveStateEvent>) => console.log(event.detail.state));
 * ```
 */
export interface LiveStateEvent {
  type: 'state';
  state: LiveState;
  /** null, a ReconnectReason while reconnecting, the CloseReason once closed. */
  reason: CloseReason | ReconnectReason | null;
}

/**
 * What the session did, in words: "Sent: set style 12", "Held until the login is over: observe 42".
 * @example
 * ```ts
 * session.addEventListener('notice', (event: CustomEvent<LiveNoticeEvent>) => console.log(event.detail.text));
 * ```
 */
export interface LiveNoticeEvent {
  type: 'notice';
  text: string;
}

/**
 * A live session's events: the stream's, unchanged, then its own.
 * @example
 * ```ts
 * for await (const event of session) {
 *   if (event.type === 'style12') draw(event.fen);
 *   else if (event.type === 'state' && event.state === 'closed') break;
 * }
 * ```
 */
export type LiveEvent = StreamEvent | LiveStateEvent | LiveNoticeEvent;

/**
 * How connect() logs in and what it keeps.
 * @example
 * s12.connect('ws://127.0.0.1:5001/', { handle: 'guest', commands: ['observe /b'], timeseal: true });
 */
export interface ConnectOptions {
  /** '' or 'guest' for a guest; a name without a password logs in as an unregistered (named) guest. */
  handle?: string;
  /** For a registered handle; kept in memory only, for reconnecting; never captured. */
  password?: string;
  /** Seal in the session (FICS timeseal 2): the hello first, ping requests answered and taken out. */
  timeseal?: boolean;
  /** Sent once logged in (after every login, reconnects too), after the session's own 'set style 12'. */
  commands?: string[];
  /** Reconnection after a connection that had logged in drops; false: none (and one try for the first connection). Default: delays [1000, 2000, 4000, 8000, 15000, 30000] ms, 6 attempts. */
  reconnect?: { delays?: number[]; attempts?: number } | false;
  /** How many finished games keep their plies in the session's stream (100 unless given). */
  keepFinished?: number;
  /** The session stream's other options; false: no stream at all, for a caller that reads the bytes itself with onReceive (no stream events then, games() is empty). */
  stream?: StreamOptions | false;
  /** Bytes of capture kept, the oldest entries dropped first (32 MiB unless given); false keeps none. */
  capture?: number | false;
  /** A WebSocket class to use instead of the environment's (in Node without one: the ws package's). */
  WebSocket?: unknown;
  /** Every chunk received (without timeseal's ping requests: the bytes the capture keeps), before its events are dispatched. */
  onReceive?: (bytes: Uint8Array, receivedAt: number) => void;
}

/**
 * One entry of a capture: bytes received, or a line sent (text null: a password, withheld) or a note of the session.
 * @example
 * ```ts
 * const entries: CaptureEntry[] = s12.readCapture(session.capture());
 * for (const entry of entries) if (entry.direction === 'sent') console.log(entry.at, entry.text);
 * ```
 */
export type CaptureEntry =
  | { direction: 'received'; at: string; bytes: Uint8Array }
  | { direction: 'sent' | 'note'; at: string; text: string | null };

/**
 * A live session with a chess server: see connect(). Listen for an event's type ('style12', 'state', 'notice'...) or 'event' for every one; `event.detail` is the event.
 * @example
 * ```ts
 * const session: LiveSession = s12.connect('wss://example.org/bridge', { commands: ['observe /b'] });
 * session.addEventListener('style12', ({ detail }) => draw(detail.fen));
 * ```
 */
export interface LiveSession extends EventTarget, AsyncIterable<LiveEvent> {
  readonly state: LiveState;
  /** null until closed. */
  readonly closeReason: CloseReason | null;
  /** The address given to connect(), as a URL writes it. */
  readonly url: string;
  /** The session's one stream, for its whole life (games go on across a reconnect); usable after the session closed. Null with `stream: false`. */
  readonly stream: Style12Stream | null;
  /**
   * One command line. While the session answers the login it is held and sent after it (a notice says so). Throws NOT_CONNECTED while connecting or closed, UNSENDABLE_LINE for a line it cannot send.
   * @example
   * ```ts
   * session.addEventListener('state', ({ detail }) => {
   *   if (detail.state === 'ready') session.send('observe /b');
   * });
   * ```
   */
  send(line: string): void;
  /**
   * Sends quit when logged in, closes the connection, never reconnects; settles once closed.
   * @example
   * ```ts
   * await session.close();
   * console.log(session.state, session.closeReason?.code);
   * ```
   */
  close(): Promise<void>;
  /**
   * The capture: '#style12-capture 1', then every chunk received and line sent with its time (the format: src/js/README.md).
   * @example
   * ```ts
   * await session.close();
   * save(session.capture());
   * ```
   */
  capture(): string;
  /**
   * The games of the session's stream (empty with `stream: false`).
   * @example
   * ```ts
   * for (const game of session.games()) console.log(game.white, game.black, game.result);
   * ```
   */
  games(): GameSummary[];
  /**
   * One game of the session's stream as PGN, or every game when no id is given.
   * @example
   * ```ts
   * session.addEventListener('gameEnd', ({ detail }) => {
   *   if (detail.gameId !== null) save(session.pgn(detail.gameId));
   * });
   * ```
   */
  pgn(id?: number): string;
  /**
   * One type of event ('style12', 'state', ...): `event.detail` is that event, typed as it.
   * @example
   * ```ts
   * session.addEventListener('style12', ({ detail }) => draw(detail.fen));
   * session.addEventListener('event', ({ detail }) => console.log(detail.type));
   * ```
   */
  addEventListener<K extends LiveEvent['type']>(type: K, listener: ((event: CustomEvent<Extract<LiveEvent, { type: K }>>) => void) | EventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
  /** 'event': every event. */
  addEventListener(type: string, listener: ((event: CustomEvent<LiveEvent>) => void) | EventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
  /**
   * Stops a listener that addEventListener added.
   * @example
   * ```ts
   * const onBoard = ({ detail }: CustomEvent<Style12Event>) => draw(detail.fen);
   * session.addEventListener('style12', onBoard);
   * session.removeEventListener('style12', onBoard);
   * ```
   */
  removeEventListener<K extends LiveEvent['type']>(type: K, listener: ((event: CustomEvent<Extract<LiveEvent, { type: K }>>) => void) | EventListenerObject | null, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: ((event: CustomEvent<LiveEvent>) => void) | EventListenerObject | null, options?: boolean | EventListenerOptions): void;
}

/**
 * style12: the per-line functions, streams with their games and PGN, clocks, lines and positions written and checked, the rules of play, timeseal and the embedding kit.
 * @example
 * ```ts
 * import { load } from 'style12';
 * const module: Style12Module = await load();
 * module.san('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2', 'd8h4'); // 'Qh4#'
 * ```
 */
export interface Style12Module extends Style12CoreModule {
  /**
   * The clocks a board implies at `nowMs`, the board having arrived at `receivedAtMs` (both in ms): the side to move's runs unless the board says it is stopped (field 32), the game is untimed, or (without field 32) it is not a game being played: examined (2, -2), a position alone (-3), the start of a move list (-4) or an unknown relation.
   * @example
   * ```ts
   * const record = s12.parseStyle12('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296');
   * s12.clockAt(record, 1000, 0).blackMs; // 299000
   * ```
   */
  clockAt(record: Style12, nowMs: number, receivedAtMs: number): Clocks;
  /**
   * A FEN read; `castling` states the rights `variant`'s castling rule allows (without one: the standard rule when a king stands on the e-file, else the rooks the letters name), `castlingClaims` every right the FEN claims.
   * @example
   * ```ts
   * s12.parseFen('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').enPassant; // 'g3'
   * ```
   */
  parseFen(fen: string, options?: { variant?: Variant }): Position;
  /**
   * The <b1> line of a holdings record, as a server writes it.
   * @example
   * s12.formatHoldings(s12.parseHoldings('<b1> game 7 white [PN] black [Q]')); // '<b1> game 7 white [PN] black [Q]'
   */
  formatHoldings(holdings: Holdings): string;
  /**
   * Whether the side to move is in check.
   * @example
   * ```ts
   * s12.inCheck('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'); // true
   * ```
   */
  inCheck(fen: string, options?: RulesOptions): boolean;
  /**
   * chessground's configuration; only the side the user plays (relation field) may move, both for an examiner, the side to move for a FEN.
   * @example
   * ```ts
   * s12.toChessground('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').movable.color; // 'black'
   * ```
   */
  toChessground(recordOrFen: Style12 | string, options?: RulesOptions): ChessgroundConfig;
  /**
   * Bytes or text in, the stream's events out: response.body.pipeThrough(s12.transformStream()).
   * @example
   * ```ts
   * const response = await fetch('/games.log');
   * const events = response.body!.pipeThrough(s12.transformStream());
 * await events.pipeTo(new WritableStream({ write: (event) => console.log(event.type) }));
   * ```
   */
  transformStream(options?: StreamOptions): TransformStream<Uint8Array | string, StreamEvent>;
  /**
   * The events of a ReadableStream of bytes or text.
   * @example
   * ```ts
   * const response = await fetch('/games.log');
   * for await (const event of s12.events(response.body!)) if (event.type === 'style12') draw(event.fen);
   * ```
   */
  events(readable: ReadableStream<Uint8Array | string>, options?: StreamOptions): AsyncIterable<StreamEvent>;
  /**
   * Each square with a movable piece, to where it may go (chessground's movable.dests; castling both as the king's move and onto the rook outside chess960 and wild).
   * @example
   * ```ts
   * s12.dests('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').get('d8'); // ['h4', 'g5', 'f6', 'e7']
   * ```
   */
  dests(fen: string, options?: RulesOptions): Map<Square, Square[]>;
  /**
   * A stream over a server's output: push bytes or text as they come, read the events.
   * @example
   * const stream = s12.createStream();
   * for (const event of stream.push(chunk)) if (event.type === 'style12') draw(event.fen);
   */
  createStream(options?: StreamOptions): Style12Stream;
  /** The core's variant table, in its order: every variant the functions accept and what it can do. */
  readonly variants: readonly VariantInfo[];
  /**
   * Every problem of a position, each with its sentence.
   * @example
   * s12.validate('8/8/8/8/8/8/8/8 w - - 0 1').problems; // ['EMPTY_BOARD', 'NO_WHITE_KING', 'NO_BLACK_KING']
   */
  validate(fenOrPosition: string | Position, options?: { variant?: Variant }): Validation;
  /**
   * The line for a record; for a line a server sent, formatStyle12(parseStyle12(x)) === x.
   * @example
   * ```ts
   * const line = '<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296';
   * s12.formatStyle12(s12.parseStyle12(line)) === line; // true
   * ```
   */
  formatStyle12(record: Style12): string;
  /**
   * A line for the position; `fields` gives what a FEN lacks (strengths are computed unless given).
   * @example
   * ```ts
   * const line = s12.encodeStyle12('8/8/4k3/8/8/4K3/8/8 w - - 0 1', { white: 'Newton', black: 'Einstein' });
   * s12.parseStyle12(line).white; // 'Newton'
   * ```
   */
  encodeStyle12(fen: string, fields?: Partial<Omit<Style12, 'fen'>>): string;
  /**
   * FICS timeseal 2; `now` is the client's clock in ms (Date.now unless given).
   * @example
   * ```ts
   * const seal = s12.createTimeseal();
   * seal.hello; // 'TIMESEAL2|openseal|style12|'
   * ```
   */
  createTimeseal(options?: { now?: () => number }): Timeseal;
  /**
   * A live session with a chess server, at once in state 'connecting': `ws://`/`wss://` (a bridge or a server's WebSocket endpoint) or, in Node, `tcp://host:port`.
   * @example
   * ```ts
   * const session = s12.connect('wss://example.org/bridge', { handle: 'guest', commands: ['observe /b'] });
   * session.addEventListener('style12', ({ detail }) => draw(detail.fen));
   * ```
   */
  connect(url: string | URL, options?: ConnectOptions): LiveSession;
  /**
   * A capture's entries, in order. Throws BAD_CAPTURE naming the line and column of what is wrong.
   * @example
   * ```ts
   * for (const entry of s12.readCapture(session.capture())) console.log(entry.at, entry.direction);
   * ```
   */
  readCapture(textOrBytes: string | Uint8Array): CaptureEntry[];
  /**
   * Whether text or bytes start as a capture ('#style12-capture ').
   * @example
   * ```ts
   * s12.isCapture('#style12-capture 1\n'); // true
   * ```
   */
  isCapture(textOrBytes: string | Uint8Array): boolean;
  /**
   * Every legal move. Throws Style12Error: FEN_* for a bad FEN, UNPLAYABLE_POSITION (with `problems`) for a position no game can go on from, BAD_VARIANT.
   * @example
   * ```ts
   * s12.legalMoves('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2').length; // 30
   * ```
   */
  legalMoves(fen: string, options?: RulesOptions): LegalMove[];
  /**
   * The number of legal move sequences of that depth (a whole number 0-20, else BAD_ARGUMENT).
   * @example
   * ```ts
   * s12.perft('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2', 1); // 30
   * ```
   */
  perft(fen: string, depth: number, options?: RulesOptions): number;
  /**
   * The SAN of a legal move given in UCI, with '+' or '#'. Throws ILLEGAL_MOVE.
   * @example
   * ```ts
   * s12.san('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2', 'd8h4'); // 'Qh4#'
   * ```
   */
  san(fen: string, uci: string, options?: RulesOptions): string;
  /**
   * The UCI of a legal move given in SAN. Throws BAD_SAN or ILLEGAL_MOVE.
   * @example
   * ```ts
   * s12.parseSan('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2', 'Qh4#'); // 'd8h4'
   * ```
   */
  parseSan(fen: string, san: string, options?: RulesOptions): string;
  /**
   * The FEN after a legal move given in UCI ('e2e4', 'P@f3') or SAN ('Nf3', 'N@f3'). Throws ILLEGAL_MOVE, whose message says why (not legal, or not a move at all).
   * @example
   * ```ts
   * s12.play('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2', 'd8h4'); // 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'
   * ```
   */
  play(fen: string, move: string, options?: RulesOptions): string;
}

/**
 * style12/full: style12's functions and lines described field by field.
 * @example
 * ```ts
 * import { load } from 'style12/full';
 * const full: Style12FullModule = await load();
 * full.describeStyle12('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296').fields[1].words; // 'rank 8: ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜ (8 pieces)'
 * ```
 */
export interface Style12FullModule extends Style12Module {
  /**
   * A <12> line field by field, for lines the parser rejects too; a line over 64 KiB (a stream's limit) gets LINE_TOO_LONG and no fields.
   * @example
   * ```ts
   * const { fields } = s12.describeStyle12('<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296');
   * fields[1].words; // 'rank 8: ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜ (8 pieces)'
   * ```
   */
  describeStyle12(line: string): LineDescription;
  /**
   * A <b1> line field by field, up to the same limit.
   * @example
   * ```ts
   * s12.describeHoldings('<b1> game 7 white [PN] black [Q] <- BN').ok; // true
   * ```
   */
  describeHoldings(line: string): LineDescription;
}

/**
 * Where load() takes the WebAssembly from, when not from beside the entry.
 * @example
 * await load({ wasm: new URL('/assets/style12.wasm', location.href) });
 */
export interface LoadOptions {
  /** Where the WebAssembly comes from, if not beside the package's entry. */
  wasm?: ArrayBuffer | ArrayBufferView | URL | string | Response | WebAssembly.Module
    | Promise<ArrayBuffer | ArrayBufferView | Response | WebAssembly.Module>;
}

/**
 * Instantiates style12's module once; later calls give the same one (style12/full and style12/core have their own). Rejects with BAD_MODULE for WebAssembly that is not this package's (a later call may try again).
 * @example
 * ```ts
 * const s12 = await load();
 * s12.play('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2', 'Qh4'); // 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'
 * ```
 */
export declare function load(options?: LoadOptions): Promise<Style12Module>;
