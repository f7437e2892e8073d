// Types of the style12 package: reading the Style 12 board lines of FICS
// and ICC, their <b1> holdings lines, FEN and positions.

declare global {
  // For TypeScript libraries older than "esnext.disposable": streams are
  // disposable (stream[Symbol.dispose](), or `using stream = ...`).
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

/** How clocks are read: milliseconds when the move time has a fraction ("auto"). */
export type TimeUnitOption = /* @wire-enum timeUnit */ never;

export interface ParseOptions {
  timeUnit?: TimeUnitOption;
  /** Keep a line the server cut short after the clocks (fields lost are null). */
  allowTruncated?: boolean;
}

export interface CastlingFlags {
  whiteShort: boolean;
  whiteLong: boolean;
  blackShort: boolean;
  blackLong: boolean;
}

/** Field 28 decoded, with the check marks of field 30. */
export interface MoveInfo {
  /** Upper-case piece letter; 'K' for castling. */
  piece: string;
  /** 'e2'; null for drops and castling. */
  from: string | null;
  /** 'e4'; null for castling. */
  to: string | null;
  /** Upper-case letter, or null. */
  promotion: string | null;
  castling: 'short' | 'long' | null;
  drop: boolean;
  check: boolean;
  checkmate: boolean;
}

/** A Style 12 line, every field decoded. */
export interface Style12 {
  /** The rank fields as sent, top rank first, '-' for empty. */
  board: string[];
  sideToMove: 'w' | 'b';
  /** -1 when the last move was not a double pawn push. */
  doublePushFile: number;
  castling: CastlingFlags;
  halfmoveClock: number;
  gameNumber: number;
  white: string;
  black: string;
  /** -4 initial position, -3 isolated, -2 observing examined, -1 playing (opponent to move), 0 observing, 1 playing (my move), 2 examining; others are kept. */
  relation: number;
  /** Minutes, as servers send. */
  initialTime: number;
  /** Seconds. */
  increment: number;
  whiteStrength: number;
  blackStrength: number;
  /** As sent; may be negative. */
  whiteTime: number;
  blackTime: number;
  whiteTimeMs: number;
  blackTimeMs: number;
  timeUnit: 'seconds' | 'milliseconds';
  /** Null when lost to a cut-short line. */
  moveNumber: number | null;
  /** Verbose notation ('P/e2-e4', 'o-o'); null for "none". */
  lastMove: string | null;
  lastMoveInfo: MoveInfo | null;
  /** '0:06', without the parentheses. */
  lastMoveTime: string | null;
  lastMoveTimeMs: number | null;
  lastMoveSan: string | null;
  /** True when Black is at the bottom; null when lost to a cut-short line. */
  flip: boolean | null;
  /** Field 32 when sent. */
  clockTicking: boolean | null;
  /** Field 33 when sent. */
  lagMs: number | null;
  /** Later fields, as sent. */
  extra: string[];
  /** The position as FEN (en passant always written after a double push). */
  fen: string;
  /** The server cut the line short; the fields lost are null. */
  truncated: boolean;
  /** Whether a blank followed "<12>" (kept so formatting gives the line back). */
  spaceAfterTag: boolean;
}

/** A "<b1>" line: the pieces each side holds in crazyhouse and bughouse. */
export interface Holdings {
  gameNumber: number;
  /** Upper-case letters as sent, e.g. "PNBBB". */
  white: string;
  black: string;
  /** The "<- BN" suffix: Black received a knight. */
  passed: { color: 'w' | 'b'; piece: string } | null;
}

/**
 * The core's error codes: written here by scripts/build-package.mjs from
 * STYLE12_ERROR_CODES (src/core/include/style12/error.h), the one list of
 * them.
 */
export type CoreErrorCode = /* @core-error-codes */ never;

/**
 * Every error code: the core's, then the package's own. BAD_OPTION: an
 * option value the call does not know. OUT_OF_MEMORY: the module's memory
 * ran out; the call was undone and the module works on. BAD_ARGUMENT: a
 * value of the right type out of range (perft's depth). STREAM_FREED: a
 * stream used after free(), or after a call on it was cut short. BAD_MODULE:
 * load() was given WebAssembly that is not this package's. (A value of the
 * wrong type throws a TypeError.)
 */
export type ErrorCode = CoreErrorCode | 'BAD_OPTION' | 'OUT_OF_MEMORY' | 'BAD_ARGUMENT' | 'STREAM_FREED' | 'BAD_MODULE';

/** What a failed call reports. */
export interface ParseError {
  /** Stable UPPER_SNAKE code, e.g. "BAD_NUMBER", "FEN_BAD_CASTLING"; "OUT_OF_MEMORY" when the module's memory ran out. */
  code: ErrorCode;
  /** The field as the help file numbers them (<12> is 1, ranks 2-9, ... flip 31); null when none. */
  field: number | null;
  fieldName: string | null;
  /** 0-based byte offset in the line, or null. */
  column: number | null;
  message: string;
}

export declare class Style12Error extends Error implements ParseError {
  code: ErrorCode;
  field: number | null;
  fieldName: string | null;
  column: number | null;
  /** With UNPLAYABLE_POSITION: the position's problems, as validate() names them. */
  problems?: ValidationProblem[];
}

export type TryResult<T> = { ok: true; value: T } | { ok: false; error: ParseError };

export interface ToFenOptions extends ParseOptions {
  /** Pockets from a <b1> record or line. */
  holdings?: Holdings | string | null;
  /** 'always' (default): the square behind any double push; 'legal': only when a capture is legal. */
  enPassant?: 'always' | 'legal';
  /** 'xfen' (default): KQkq with file letters where needed; 'shredder': file letters. */
  castling?: 'xfen' | 'shredder';
}

/** A position, as parseFen reads it. */
export interface Position {
  /** Ranks top first, one character a square, '-' for empty. */
  board: string[];
  width: number;
  height: number;
  turn: 'w' | 'b';
  /** The castling field of the canonical FEN ('KQkq', '-'). */
  castling: string;
  /** Every castling right claimed, as rook file letters ('HAha'), possible or not. */
  castlingClaims: string;
  enPassant: string | null;
  halfmoveClock: number;
  fullmoveNumber: number;
  pockets: { white: string; black: string } | null;
  /** Squares of promoted pieces ('~' in crazyhouse FEN). */
  promoted: string[];
  /** The canonical FEN. */
  fen: string;
}

export type Variant =
  | 'chess' | 'chess960' | 'crazyhouse' | 'bughouse' | 'suicide' | 'losers' | 'atomic' | 'wild';

/** What validate() finds wrong with a position (the core's STYLE12_PROBLEMS, in its order). */
export type ValidationProblem = /* @problem-codes */ never;

export interface Validation {
  valid: boolean;
  /** Every problem, e.g. NO_WHITE_KING, PAWN_ON_BACKRANK, BAD_CASTLING_RIGHTS, BAD_EN_PASSANT, OPPOSITE_CHECK. */
  problems: ValidationProblem[];
  /** One sentence per problem, in the same order. */
  messages: string[];
}

/** The pockets of crazyhouse and bughouse: upper-case letters, PNBRQK first. */
export interface Pockets {
  white: string;
  black: string;
}

/** A piece passed to a board ahead of it: who received it, which. */
export interface PassedPiece {
  color: 'w' | 'b';
  piece: string;
}

/**
 * Why a field of a board line contradicts the line's own board or its game
 * (the README describes each): in the line alone EP_WITHOUT_DOUBLE_PUSH,
 * NEGATIVE_HALFMOVE, STRENGTH_MISMATCH, UNKNOWN_RELATION; against the game
 * before it HALFMOVE_MISMATCH, MOVE_NUMBER_MISMATCH, CASTLING_AFTER_KING_MOVED,
 * CLOCK_MISMATCH, TIME_CONTROL_CHANGED.
 */
export type AnomalyCode =
  'EP_WITHOUT_DOUBLE_PUSH'
  | 'NEGATIVE_HALFMOVE'
  | 'STRENGTH_MISMATCH'
  | 'UNKNOWN_RELATION'
  | 'HALFMOVE_MISMATCH'
  | 'MOVE_NUMBER_MISMATCH'
  | 'CASTLING_AFTER_KING_MOVED'
  | 'CLOCK_MISMATCH'
  | 'TIME_CONTROL_CHANGED';

/** A field the server got wrong; the line is still read as sent. */
export interface Anomaly {
  code: AnomalyCode;
  /** The field as errors number them (doublePush 11, whiteStrength 24, ...). */
  field: number;
  /** What the field says and what the board or the game says instead. */
  message: string;
}

/** A board line of the stream. */
export interface Style12Event {
  type: 'style12';
  /** The line's record (built when first read; it spreads and serialises like plain data). */
  record: Style12;
  line: number;
  gameId: number | null;
  /** The board as its game knows it: with the pockets of the game's <b1> lines, in the stream's FEN options. */
  fen: string;
  /** Those pockets, or null when the game has none. */
  pockets: Pockets | null;
  /** The piece a <b1> line passed to this board ahead of it. */
  passed: PassedPiece | null;
  /** The move that led to this board as the core verified it against the game's board before (SAN written by the core, '#' for mate); null when none did or the board was not checked. */
  move: { uci: string; san: string } | null;
  /** How the board was checked against the one before: half-moves not seen between them, and whether the one missing was rebuilt; null for a game's first board, a board sent again or taken back, and variants whose rules are not known. */
  check: { gap: number; reconstructed: boolean } | null;
  /** The line's fields that contradict its board or its game; empty (and frozen) when none do. */
  anomalies: readonly Anomaly[];
}

/** A board of a tracked game that no move leads to from the one before it (after its style12 event); the game goes on from it. */
export interface ResyncEvent {
  type: 'resync';
  gameId: number | null;
  gameNumber: number;
  line: number;
  /** Why, in words. */
  reason: string;
}

/** A <b1> line of the stream. */
export interface HoldingsEvent {
  type: 'holdings';
  record: Holdings;
  line: number;
  gameId: number | null;
  /** When the line completes its game's last board (a plain <b1> line after it): that board's line, else null. */
  boardLine: number | null;
  /** That board's FEN with these pockets, else null. */
  fen: string | null;
  pockets: Pockets | null;
}

export interface GameEndEvent {
  type: 'gameEnd'; gameNumber: number; white: string; black: string;
  /** "B resigns", "Game aborted on move 1", ... */
  reason: string;
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  line: number; gameId: number | null;
}

export interface TextEvent { type: 'text'; text: string; line: number }

export interface ErrorEvent {
  type: 'error';
  error: ParseError;
  line: number;
  /**
   * The game the line belongs to, when its game number field reads (the
   * rest of the line need not): the game a board of that number would go
   * on with at that point of the stream. Else null.
   */
  gameId: number | null;
}

/** What a stream returns from push() and end(), in order. */
export type StreamEvent = Style12Event | HoldingsEvent | GameEndEvent | TextEvent | ErrorEvent | ResyncEvent;

/** A game a stream has seen. */
export interface GameSummary {
  /** Unique within the stream (servers reuse game numbers). */
  id: number;
  gameNumber: number;
  white: string;
  black: string;
  /** 'chess', 'crazyhouse', 'bughouse', 'chess960', 'wild', ... */
  variant: string;
  /** The half-moves known. */
  plies: number;
  /** Null while the game goes on. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*' | null;
  /** Whose clock runs after the last board: null when stopped or the game has ended. */
  clockRunning: 'w' | 'b' | null;
  /** The other board of a bughouse match: its game's id; null when it was not seen (or the game is no bughouse board). */
  partnerId: number | null;
  /** The last position seen, with pockets when known. */
  fen: string;
}

/** Server output in, events and games out. */
export interface Style12Stream {
  /** Bytes or text of any size, cut anywhere; the events they completed. */
  push(chunk: string | Uint8Array): StreamEvent[];
  /** The end of the input: the events of what was held back. */
  end(): StreamEvent[];
  /** The events of a complete text line held back while the stream waited for a possible continuation (board and holdings lines are never held); the stream goes on. */
  flush(): StreamEvent[];
  games(): GameSummary[];
  /** One game as PGN, or every game when no id is given. */
  pgn(id?: number): string;
  /** The bughouse match a game is a board of, as BPGN (WhiteA/BlackA/WhiteB/BlackB, moves "1A." "1a." "1B." "1b." in the order they came); '' when its partner board was not seen. */
  bpgn(id: number): string;
  /** Releases the stream's memory now (else when it is collected); the stream cannot be used after (STREAM_FREED). */
  free(): void;
  [Symbol.dispose](): void;
  /** Chunks in, as push() takes them: the writable side of a TransformStream over this stream (made on first use). */
  readonly writable: WritableStream<Uint8Array | string>;
  /** This stream's events out, end()'s too when the writable side closes: `response.body.pipeTo(stream.writable)`, then read `stream.readable`. */
  readonly readable: ReadableStream<StreamEvent>;
}

export interface StreamOptions {
  timeUnit?: TimeUnitOption;
  /** How event FENs write en passant: 'always' (default) or 'legal'. */
  enPassant?: 'always' | 'legal';
  /** How event FENs write castling: 'xfen' (default) or 'shredder'. */
  castling?: 'xfen' | 'shredder';
  /** The PGN Site tag of the stream's games ("freechess.org"); '?' unless given. */
  site?: string;
  /** The PGN Date tag (YYYY.MM.DD, '??' where not known; any other text throws BAD_OPTION); unless given, the local day each game's first board arrived. */
  date?: string;
}

/** One field of a line as the core reads it. */
export interface FieldDescription {
  /** As errors number fields: <12> 1, the ranks from 2, the side to move 10, ... flip 31, then 32, 33 and later. */
  field: number;
  /** As the record spells it: "board", "gameNumber", "extra", ... */
  name: string;
  /** A board field: the rank it holds (8 for the top rank of chess); else null. */
  rank: number | null;
  /** Byte column of its text in the line; null when missing. */
  column: number | null;
  /** As sent; null when missing. */
  text: string | null;
  /** 'suspect': read, but it contradicts the line's own board (see anomaly). */
  state: 'good' | 'bad' | 'missing' | 'suspect';
  /** The value in words; for a bad field, what is wrong. */
  words: string;
  error: ParseError | null;
  /** For a suspect field, how it contradicts the board; else null. */
  anomaly: Anomaly | null;
}

/** A line field by field. */
export interface LineDescription {
  /** Whether the parser reads the line. */
  ok: boolean;
  /** The parser's error when it does not (also on its field). */
  error: ParseError | null;
  /** Prompts before the tag. */
  prefix: string;
  fields: FieldDescription[];
  /**
   * The position to draw for the line: its FEN when it parses; for a line
   * the parser rejects whose ranks and side to move all read (a bad clock,
   * say), those alone, without castling or en passant; else null.
   */
  fen: string | null;
}

/** style12/core: the per-line reading functions alone, in the smallest module. */
export interface Style12CoreModule {
  parseStyle12(line: string, options?: ParseOptions): Style12;
  tryParseStyle12(line: string, options?: ParseOptions): TryResult<Style12>;
  parseHoldings(line: string): Holdings;
  toFen(lineOrRecord: string | Style12, options?: ToFenOptions): string;
  Style12Error: typeof Style12Error;
}

/** The variants whose rules of play are known (wild: chess from any start, castling with the rooks the rights name). */
export type RulesVariant = 'chess' | 'chess960' | 'crazyhouse' | 'bughouse' | 'wild';

/** A row of the core's variant table (style12/variant.h): what a variant can do. */
export interface VariantInfo {
  readonly name: Variant;
  /** Other names the functions accept ('fr' for chess960, 'standard' for chess). */
  readonly aliases: readonly string[];
  /** The PGN Variant tag; null for chess. */
  readonly pgnTag: string | null;
  /** King and rooks castle from their usual squares, written in UCI as the king's two steps ('e1g1'); otherwise with the rooks the rights name, written as the king taking its rook ('e1h1'). */
  readonly standardCastling: boolean;
  /** The rules of play are known (legalMoves, dests, san, play; 8x8 boards): the RulesVariant names. */
  readonly rules: boolean;
  /** Pieces in hand, dropped back on the board (<b1> lines, [pockets] in FEN). */
  readonly pockets: boolean;
}

export interface RulesOptions {
  /** 'chess' unless given. */
  variant?: RulesVariant;
}

export interface LegalMove {
  /** 'e2e4', 'e7e8q', 'P@f3'; castling as 'e1g1' in chess, crazyhouse and bughouse when the king goes two files, else (and always in chess960 and wild) as the king takes its rook ('e1h1', 'b1a1'). */
  uci: string;
  /** 'Nf3', 'exd6', 'e8=Q+', 'N@f3', 'P@e4', 'O-O-O#'. */
  san: string;
  /** null for a drop. */
  from: string | null;
  to: string;
  /** 'q', 'r', 'b' or 'n'. */
  promotion: 'q' | 'r' | 'b' | 'n' | null;
  /** The dropped piece: 'P', 'N', 'B', 'R' or 'Q'. */
  drop: 'P' | 'N' | 'B' | 'R' | 'Q' | null;
}

/** A square of an 8x8 board, as chessground names them. */
export type Square = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;

/** chessground's configuration (the fields toChessground fills); assignable to chessground's Config. */
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

/** FICS timeseal 2 (see createTimeseal). */
export interface Timeseal {
  /** The first line to send, through encode(). */
  hello: string;
  /** A line (no line end) sealed with the client's time, LF included: the bytes to send. */
  encode(line: string | Uint8Array): Uint8Array;
  /** Server bytes cut anywhere, without the ping requests, and how many came; `last` ends the input. */
  decode(chunk: Uint8Array, options?: { last?: boolean }): { data: Uint8Array; pings: number };
  /** The line that answers one ping request: send encode(reply) for each. */
  reply: string;
}

/** Everything: the per-line functions, streams, descriptions and the rules of play. */
export interface Style12Module extends Style12CoreModule {
  /** The clocks a board implies at `nowMs`, the board having arrived at `receivedAtMs` (both in ms): the side to move's runs unless the board says it is stopped (field 32), the game is untimed, or (without field 32) it is not a game being played: examined (2, -2), a position alone (-3), the start of a move list (-4) or an unknown relation. */
  clockAt(record: Style12, nowMs: number, receivedAtMs: number): { whiteMs: number; blackMs: number; running: 'w' | 'b' | null; flagged: 'w' | 'b' | null };
  parseFen(fen: string): Position;
  validate(fenOrPosition: string | Position, options?: { variant?: Variant }): Validation;
  /** The line for a record; for a line a server sent, formatStyle12(parseStyle12(x)) === x. */
  formatStyle12(record: Style12): string;
  formatHoldings(holdings: Holdings): string;
  /** A line for the position; `fields` gives what a FEN lacks (strengths are computed unless given). */
  encodeStyle12(fen: string, fields?: Partial<Omit<Style12, 'fen'>>): string;
  /** FICS timeseal 2; `now` is the client's clock in ms (Date.now unless given). */
  createTimeseal(options?: { now?: () => number }): Timeseal;
  /** Whether the side to move is in check. */
  inCheck(fen: string, options?: RulesOptions): boolean;
  /** chessground's configuration; only the side the user plays (relation field) may move, both for an examiner, the side to move for a FEN. */
  toChessground(recordOrFen: Style12 | string, options?: RulesOptions): ChessgroundConfig;
  /** Bytes or text in, the stream's events out: response.body.pipeThrough(s12.transformStream()). */
  transformStream(options?: StreamOptions): TransformStream<Uint8Array | string, StreamEvent>;
  /** The events of a ReadableStream of bytes or text. */
  events(readable: ReadableStream<Uint8Array | string>, options?: StreamOptions): AsyncIterable<StreamEvent>;
  /** Every legal move. Throws Style12Error: FEN_* for a bad FEN, UNPLAYABLE_POSITION (with `problems`) for a position no game can go on from, BAD_VARIANT. */
  legalMoves(fen: string, options?: RulesOptions): LegalMove[];
  /** Each square with a movable piece, to where it may go (chessground's movable.dests; castling both as the king's move and onto the rook outside chess960 and wild). */
  dests(fen: string, options?: RulesOptions): Map<string, string[]>;
  /** The number of legal move sequences of that depth (a whole number 0-20, else BAD_ARGUMENT). */
  perft(fen: string, depth: number, options?: RulesOptions): number;
  /** The SAN of a legal move given in UCI, with '+' or '#'. Throws ILLEGAL_MOVE. */
  san(fen: string, uci: string, options?: RulesOptions): string;
  /** The UCI of a legal move given in SAN. Throws BAD_SAN or ILLEGAL_MOVE. */
  parseSan(fen: string, san: string, options?: RulesOptions): string;
  /** The FEN after a legal move given in UCI ('e2e4', 'P@f3') or SAN ('Nf3', 'N@f3'). Throws ILLEGAL_MOVE, whose message says why (not legal, or not a move at all). */
  play(fen: string, move: string, options?: RulesOptions): string;
  createStream(options?: StreamOptions): Style12Stream;
  /** The core's variant table, in its order: every variant the functions accept and what it can do. */
  readonly variants: readonly VariantInfo[];
  /** A <12> line field by field, for lines the parser rejects too; a line over 64 KiB (a stream's limit) gets LINE_TOO_LONG and no fields. */
  describeStyle12(line: string): LineDescription;
  /** A <b1> line field by field, up to the same limit. */
  describeHoldings(line: string): LineDescription;
}

export interface LoadOptions {
  /** Where the WebAssembly comes from, if not beside the package's entry. */
  wasm?: ArrayBuffer | ArrayBufferView | URL | string | Response | WebAssembly.Module
    | Promise<ArrayBuffer | ArrayBufferView | Response | WebAssembly.Module>;
}

/** Instantiates the module once; later calls return the same instance. */
/** Instantiates the module once; later calls give the same one. Rejects with BAD_MODULE for WebAssembly that is not this package's (a later call may try again). */
export declare function load(options?: LoadOptions): Promise<Style12Module>;
