// A typed use of the package, compiled with `tsc --noEmit` against the
// shipped declarations: a wrong name or type in them fails the build.
import { load, Style12Error } from 'style12/full';
import { load as loadMain } from 'style12';
import type { Config as ChessgroundOwnConfig } from 'chessground/config';
import type {
  Anomaly, AnomalyCode, LegalMove,
  GameSummary, Holdings, ParseError, Position, StreamEvent, Style12, Style12FullModule, Style12Module, Validation, Variant,
  VariantInfo, LiveSession, LiveState, LiveEvent, CloseReason, CaptureEntry,
} from 'style12';

// style12's module: streams and boards, not what style12/full adds.
async function streaming(): Promise<string> {
  const s12: Style12Module = await loadMain();
  const stream = s12.createStream({ timeUnit: 'auto' });
  const events: StreamEvent[] = stream.push('<12> ...\n');
  const dests: Map<string, string[]> = s12.dests('8/8/8/8/8/8/8/8 w - - 0 1');
  // @ts-expect-error describeStyle12 is style12/full's alone
  s12.describeStyle12('<12> ...');
  const full: Style12Module = await load();
  return `${events.length} ${dests.size} ${stream.pgn()} ${Object.keys(full).length}`;
}

async function main(): Promise<void> {
  const s12: Style12FullModule = await load();
  const line =
    '<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 0 7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0';

  const record: Style12 = s12.parseStyle12(line, { timeUnit: 'auto' });
  const side: 'w' | 'b' = record.sideToMove;
  const ms: number = record.whiteTimeMs;
  const from: string | null = record.lastMoveInfo?.from ?? null;
  const castling: 'short' | 'long' | null = record.lastMoveInfo?.castling ?? null;
  const ticking: boolean | null = record.clockTicking;
  const ranks: string[] = record.board;
  const fen: string = record.fen;

  const result = s12.tryParseStyle12('<12> broken');
  if (!result.ok) {
    const error: ParseError = result.error;
    const code: string = error.code;
    const field: number | null = error.field;
    console.log(code, field, error.column, error.fieldName, error.message);
  } else {
    console.log(result.value.gameNumber);
  }

  try {
    s12.parseStyle12('not a board');
  } catch (e) {
    if (e instanceof Style12Error) console.log(e.code, e.field, e.column);
    if (e instanceof s12.Style12Error) console.log(e.message);
  }

  const holdings: Holdings = s12.parseHoldings('<b1> game 52 white [NB] black [N] <- BN');
  const passed: 'w' | 'b' | undefined = holdings.passed?.color;
  const withPockets: string = s12.toFen(line, { holdings, enPassant: 'legal', castling: 'shredder' });
  const again: string = s12.formatStyle12(record);
  const b1: string = s12.formatHoldings(holdings);

  const position: Position = s12.parseFen(fen);
  const checked: Validation = s12.validate(position, { variant: 'crazyhouse' });
  const problems: string[] = s12.validate(fen).problems;
  const encoded: string = s12.encodeStyle12(fen, { white: 'Newton', gameNumber: 7, whiteTime: 60 });

  const stream = s12.createStream({ timeUnit: 'auto' });
  const events: StreamEvent[] = [...stream.push(new TextEncoder().encode(line)), ...stream.end()];
  for (const event of events) {
    if (event.type === 'style12') {
      const anomalies: readonly Anomaly[] = event.anomalies;
      const code: AnomalyCode | undefined = anomalies[0]?.code;
      console.log(event.record.fen, event.gameId, code, anomalies[0]?.field, anomalies[0]?.message);
    }
    else if (event.type === 'gameEnd') console.log(event.result, event.reason);
    else if (event.type === 'error') console.log(event.error.code, event.line);
  }
  const games: GameSummary[] = stream.games();
  const pgn: string = stream.pgn(games[0]?.id);

  console.log(side, ms, from, castling, ticking, ranks, passed, withPockets, again, b1, pgn,
    position.castlingClaims, checked.valid, problems, encoded);
}

void main();
void streaming();

// The newer names: stream options and events that narrow, free(),
// descriptions, and style12/core.
import { load as loadCore } from 'style12/core';
import type { FieldDescription, LineDescription, Style12CoreModule, Style12Event } from 'style12';

async function more(): Promise<void> {
  const s12 = await load();
  const stream = s12.createStream({ timeUnit: 'milliseconds', enPassant: 'legal', castling: 'shredder' });
  // The stream's own web streams: chunks in, events out.
  const sink: WritableStream<Uint8Array | string> = stream.writable;
  const events: ReadableStream<import('style12').StreamEvent> = stream.readable;
  console.log(sink.locked, events.locked);
  for (const event of stream.push('<b1> game 1 white [P] black []\n')) {
    switch (event.type) {
      case 'style12': {
        const board: Style12Event = event;
        const pockets: string | undefined = board.pockets?.white;
        console.log(board.fen, pockets, board.passed?.piece);
        const san: string | undefined = board.move?.san;
        const gap: number | undefined = board.check?.gap;
        console.log(san, gap, board.check?.reconstructed);
        break;
      }
      case 'resync': {
        const reason: string = event.reason;
        const gameNumber: number = event.gameNumber;
        console.log(reason, gameNumber, event.gameId);
        break;
      }
      case 'holdings': {
        const completed: number | null = event.boardLine;
        console.log(completed, event.fen, event.record.white);
        break;
      }
      case 'text':
        console.log(event.text);
        break;
      default:
        break;
    }
  }
  const bpgn: string = stream.bpgn(1);
  console.log(bpgn.length);
  stream.free();
  stream[Symbol.dispose]();
  const description: LineDescription = s12.describeStyle12('<12> x');
  const field: FieldDescription | undefined = description.fields[0];
  const state: 'good' | 'bad' | 'missing' | 'suspect' | undefined = field?.state;
  const suspicion: Anomaly | null | undefined = field?.anomaly;
  console.log(suspicion?.code);
  console.log(description.ok, description.error?.code, state, s12.describeHoldings('<b1>').prefix);

  const moves: LegalMove[] = s12.legalMoves('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'crazyhouse' });
  const first: LegalMove | undefined = moves[0];
  const promotion: 'q' | 'r' | 'b' | 'n' | null | undefined = first?.promotion;
  const dests: Map<string, string[]> = s12.dests('fen');
  const leaves: number = s12.perft('fen', 3, { variant: 'chess960' });
  const uci: string = s12.parseSan('fen', s12.san('fen', 'e2e4'));
  const after: string = s12.play('fen', 'N@f3', { variant: 'crazyhouse' });
  console.log(after);
  console.log(promotion, dests.get('e2'), leaves, uci);
  try {
    s12.legalMoves('8/8/8/8/8/8/8/8 w - - 0 1');
  } catch (error) {
    if (error instanceof s12.Style12Error) console.log(error.problems?.join(', '));
  }

  const seal = s12.createTimeseal({ now: () => 0 });
  const sealed: Uint8Array = seal.encode(seal.hello);
  const { data, pings }: { data: Uint8Array; pings: number } = seal.decode(sealed, { last: true });
  console.log(data.length, pings, seal.encode(seal.reply).length);

  // dests() goes straight into chessground's movable.dests, as the README shows.
  const ground: ChessgroundOwnConfig = { movable: { free: false, dests: s12.dests('fen') } };
  const cgOwn: ChessgroundOwnConfig = s12.toChessground('fen');
  console.log(ground.movable?.dests?.size, cgOwn.fen);
  const cg = s12.toChessground('8/8/8/8/8/8/8/8 w - - 0 1');
  const turn: 'white' | 'black' = cg.turnColor;
  console.log(turn, cg.movable.dests.size, s12.inCheck('fen'));
  const piped: ReadableStream<StreamEvent> = new ReadableStream<Uint8Array>().pipeThrough(s12.transformStream());
  for await (const event of s12.events(new ReadableStream<Uint8Array>())) {
    if (event.type === 'resync') console.log(event.reason);
  }
  console.log(piped);

  // The core's variant table, read-only.
  const playable: Variant[] = s12.variants.filter((v: VariantInfo) => v.rules && !v.pockets).map((v) => v.name);
  const tag: string | null = s12.variants[0].pgnTag;
  const castles: boolean = s12.variants[0].standardCastling;
  // @ts-expect-error the table is read-only
  s12.variants[0].rules = false;
  // @ts-expect-error the table is read-only
  s12.variants.push(s12.variants[0]);
  console.log(playable, tag, castles);

  // A live session: events by type, or all of them in order.
  const session: LiveSession = s12.connect('ws://127.0.0.1:5001/', {
    handle: 'guest', timeseal: true, commands: ['observe 42'], reconnect: { delays: [1000], attempts: 3 },
    keepFinished: 100, capture: false, onReceive: (bytes: Uint8Array, at: number) => console.log(bytes.length, at),
  });
  const liveState: LiveState = session.state;
  session.addEventListener('event', (e) => {
    const event: LiveEvent = e.detail;
    if (event.type === 'state' && event.reason?.code === 'RECONNECTING') console.log(event.reason.waitMs);
    if (event.type === 'style12') console.log(event.fen);
  });
  // One type: its detail is that event.
  session.addEventListener('style12', (e) => console.log(e.detail.fen, e.detail.record.white));
  session.addEventListener('state', (e) => console.log(e.detail.state, e.detail.reason?.message));
  for await (const event of session) {
    if (event.type === 'notice') console.log(event.text);
  }
  const why: CloseReason | null = session.closeReason;
  session.send('observe 42');
  await session.close();
  const entries: CaptureEntry[] = s12.readCapture(session.capture());
  for (const entry of entries) {
    if (entry.direction === 'received') console.log(entry.bytes.length);
    else console.log(entry.text ?? '(withheld)');
  }
  console.log(liveState, why, s12.isCapture(''), session.pgn(), session.stream?.games());
  // @ts-expect-error reconnect is false or an object
  s12.connect('tcp://127.0.0.1:5000', { reconnect: true });

  const core: Style12CoreModule = await loadCore();
  console.log(core.toFen('<12> x'));
}

void more();
