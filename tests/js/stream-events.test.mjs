// createStream(): server output in chunks cut anywhere, to events in order:
// memory, the events and their shapes, push(), lines cut short by the
// server, and chunking that changes nothing. The sessions are in
// stream-sessions.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { G107_G4_RECORD } from './support.mjs';
import {
  BLOCKS, CRLF, EM_DASH, encoder, FICS_GAME, G107, G107_FEN, IAC, memories, NEWTON, NEWTON_BAD, NEWTON_FEN,
  oneByOne, prng, randomCuts, runChunks, runWhole, s12, SCHRODINGER, SESSIONS, slices, START, summary,
  transcriptFiles, TRANSCRIPTS, UTF8,
} from './stream-sessions.mjs';

// ---------------------------------------------------------------------------

// First, while the heap is as load() left it.
describe('memory', () => {
  test('64 MB without a line end: one error, the heap stays bounded, the next line parses', { timeout: 300000 }, () => {
    assert.equal(memories.length, 1);
    const [memory] = memories;
    const limit = 16 * 1024 * 1024;
    const random = prng(64);
    // Printable bytes only: no line end, no telnet or block-mode byte.
    const chunk = new Uint8Array(1024 * 1024);
    for (let i = 0; i < chunk.length; i++) chunk[i] = 0x21 + Math.floor(random() * 94);
    const stream = s12.createStream();
    const events = [];
    let largest = memory.buffer.byteLength;
    for (let i = 0; i < 64; i++) {
      events.push(...stream.push(chunk));
      largest = Math.max(largest, memory.buffer.byteLength);
    }
    assert.deepEqual(events, []);
    events.push(...stream.push(`\n${G107.start}\n`));
    events.push(...stream.push(encoder.encode(`${G107.f3}\n`)));
    events.push(...stream.end());
    largest = Math.max(largest, memory.buffer.byteLength);
    assert.deepEqual(events.map(summary), [
      ['error', 1, 'LINE_TOO_LONG field null column 65536'],
      ['style12', 2, START, 1],
      ['style12', 3, G107_FEN.f3, 1],
    ]);
    assert.ok(largest < limit, `the heap grew to ${largest} bytes`);
  });
});

describe('createStream: events in order, with their line numbers', () => {
  for (const session of SESSIONS) {
    test(session.name, () => {
      const { events } = runWhole(session.bytes);
      assert.deepEqual(events.map(summary), session.expected);
      if (session.text !== undefined) assert.deepEqual(runWhole(session.text).events, events);
    });
  }

  test('events have the shape of their type', () => {
    const { events } = runWhole(BLOCKS.text);
    const keys = (type) => events.filter((e) => e.type === type).map((e) => Object.keys(e).sort().join(','));
    for (const k of keys('style12')) assert.equal(k, 'anomalies,check,fen,gameId,line,move,passed,pockets,record,type');
    for (const k of keys('holdings')) assert.equal(k, 'boardLine,fen,gameId,line,pockets,record,type');
    for (const k of keys('gameEnd')) assert.equal(k, 'black,gameId,gameNumber,line,reason,result,type,white');
    for (const k of keys('text')) assert.equal(k, 'line,text,type');
    for (const k of keys('error')) assert.equal(k, 'error,gameId,line,type');
  });

  test('a board event carries the whole record of its line', () => {
    const { events } = runWhole(FICS_GAME.text);
    const g4 = events.find((e) => e.line === 10).record;
    assert.deepEqual({ ...g4 }, G107_G4_RECORD);
    const mate = events.find((e) => e.line === 11).record;
    assert.equal(mate.lastMoveInfo.checkmate, true);
    assert.equal(mate.blackTimeMs, 295763);
  });

  test('an error event says what is wrong, where, and later lines still parse', () => {
    const { events } = runWhole(`${NEWTON_BAD}\n${NEWTON}\n`);
    assert.equal(events.length, 2);
    const [error, board] = events;
    assert.equal(error.type, 'error');
    assert.equal(error.line, 1);
    assert.equal(error.error.code, 'BAD_NUMBER');
    assert.equal(error.error.field, 17);
    assert.equal(error.error.fieldName, 'gameNumber');
    assert.equal(error.error.column, 92);
    assert.equal(NEWTON_BAD[92], '#');
    assert.match(error.error.message, /'#7'/);
    assert.equal(board.type, 'style12');
    assert.equal(board.line, 2);
    assert.equal(board.record.fen, NEWTON_FEN);
  });

  test('an error event names the game its game number field reads, as the stream knows it then', () => {
    // A bad clock in game 107 after its first board: that game. A bad line
    // of a number no game has: none. One whose game number does not read: none.
    const badClock = G107.e5.replace(' 300000 300000 ', ' 30x000 300000 ');
    const { events } = runWhole([G107.start, badClock, NEWTON_BAD, G107.f3].map((l) => `${l}\n`).join(''));
    assert.deepEqual(events.map((e) => e.type), ['style12', 'error', 'error', 'style12']);
    assert.equal(events[1].gameId, events[0].gameId);
    assert.equal(typeof events[1].gameId, 'number');
    assert.equal(events[2].gameId, null);
    const other = runWhole(`${G107.start}\n${G107.e5.replace(' 107 ', ' 108 ').replace(' 300000 300000 ', ' 30x000 300000 ')}\n`).events;
    assert.equal(other[1].type, 'error');
    assert.equal(other[1].gameId, null);
  });

  test('an em-dash board is reported at its first bad byte', () => {
    const { events } = runWhole(`${EM_DASH}\n`);
    assert.deepEqual(events.map((e) => [e.type, e.line]), [['error', 1]]);
    const { error } = events[0];
    assert.equal(error.code, 'BAD_BOARD_SQUARE');
    assert.equal(error.field, 2);
    assert.equal(error.fieldName, 'board');
    assert.equal(error.column, 5);
  });

  test('a text line keeps everything after its prompts', {
  }, () => {
    const { events } = runWhole('fics% \n--> gbtami waves\n');
    assert.deepEqual(events.map(summary), [['text', 2, '--> gbtami waves']]);
  });

  test('a board line is given out with its line end; a text line once the next byte shows it is not continued', () => {
    const stream = s12.createStream();
    assert.deepEqual(stream.push(`${G107.start}\n`).map(summary), [['style12', 1, START, 1]]);
    assert.deepEqual(stream.push('f'), []);
    assert.deepEqual(stream.push('ics% \nGuestABCD(U) tells you: one\n'), []);
    assert.deepEqual(stream.push('\\   two\n'), []);
    assert.deepEqual(stream.push('\\  three\n'), []);
    assert.deepEqual(stream.push('f').map(summary), [['text', 3, 'GuestABCD(U) tells you: one two three']]);
    assert.deepEqual(stream.push('ics% '), []);
    assert.deepEqual(stream.end(), []);
  });

  test('end() gives what was held back, and nothing twice', () => {
    const stream = s12.createStream();
    const first = stream.push(FICS_GAME.text);
    const last = stream.end();
    assert.deepEqual([...first, ...last].map(summary), FICS_GAME.expected);
    assert.deepEqual(stream.end(), []);
    assert.deepEqual(stream.push(''), []);
    assert.deepEqual(s12.createStream().end(), []);
  });

  test('the line limit is 64 KiB: 65536 bytes pass, 65537 do not', () => {
    const fits = 'x'.repeat(65536);
    const { events } = runWhole(`${fits}\n${fits}y\n`);
    assert.deepEqual(events.map((e) => e.type), ['text', 'error']);
    assert.equal(events[0].text, fits);
    assert.equal(events[1].line, 2);
    assert.equal(events[1].error.code, 'LINE_TOO_LONG');
    assert.equal(events[1].error.field, null);
    assert.equal(events[1].error.column, 65536);
    assert.match(events[1].error.message, /65536/);
  });
});

describe('push()', () => {
  test('takes strings and Uint8Arrays (Buffers too), with the same events', () => {
    const text = runWhole(FICS_GAME.text).events;
    assert.deepEqual(runWhole(encoder.encode(FICS_GAME.text)).events, text);
    assert.deepEqual(runWhole(Buffer.from(FICS_GAME.text, 'utf8')).events, text);
    assert.deepEqual(runChunks([FICS_GAME.text.slice(0, 500), encoder.encode(FICS_GAME.text.slice(500))]).events, text);
  });

  test('throws a TypeError for anything else, and the stream goes on', () => {
    const stream = s12.createStream();
    stream.push(G107.start.slice(0, 30));
    for (const bad of [undefined, null, 42, [60, 49, 50, 62], new ArrayBuffer(4), new Uint16Array(2),
      new Int8Array(2), new DataView(new ArrayBuffer(2)), { length: 0 }]) {
      assert.throws(() => stream.push(bad), TypeError);
    }
    const events = [...stream.push(`${G107.start.slice(30)}\n`), ...stream.end()];
    assert.deepEqual(events.map(summary), [['style12', 1, START, 1]]);
  });

  test('flush() gives a text line held back for a continuation, and the stream goes on', () => {
    const stream = s12.createStream();
    assert.deepEqual(stream.push('GuestABCD(U) tells you: one\n'), []);
    assert.deepEqual(stream.flush().map(summary), [['text', 1, 'GuestABCD(U) tells you: one']]);
    assert.deepEqual(stream.flush(), []);
    assert.deepEqual(stream.push('two\n'), []);
    assert.deepEqual([...stream.push(`${G107.start}\n`), ...stream.end()].map(summary),
      [['text', 2, 'two'], ['style12', 3, START, 1]]);
    stream.free();
    assert.throws(() => stream.flush(), /the stream was freed/);
  });

  test('bytes cut inside a character of a name give the name whole', () => {
    const bytes = encoder.encode(`${SCHRODINGER}\n`);
    const at = bytes.indexOf(0xc3); // the first byte of 'ö'
    assert.ok(at > 0);
    const { events } = runChunks([bytes.subarray(0, at + 1), bytes.subarray(at + 1)]);
    assert.equal(events.length, 1);
    assert.equal(events[0].record.black, 'Schrödinger');
    assert.equal(events[0].record.fen, NEWTON_FEN);
  });

  test('text cut between the halves of a surrogate pair keeps the character', () => {
    const text = 'GuestABCD(U) tells you: hi \u{1F600}\n';
    const at = text.indexOf('\u{1F600}') + 1;  // after the first half
    const cuts = [[text], [text.slice(0, at), text.slice(at)], text.split('')];
    for (const chunks of cuts) {
      assert.deepEqual(runChunks(chunks).events.map(summary), [['text', 1, 'GuestABCD(U) tells you: hi \u{1F600}']], `${chunks.length} chunks`);
    }
    // A half that no second half follows is a character that cannot be: U+FFFD, as a whole string gives it.
    const stream = s12.createStream();
    const events = [...stream.push('lone \ud83d'), ...stream.end()];
    assert.deepEqual(events.map(summary), [['text', 1, 'lone \ufffd']]);
    const before = s12.createStream();
    const mixed = [...before.push('x\ud83d'), ...before.push(encoder.encode('y\n')), ...before.end()];
    assert.deepEqual(mixed.map(summary), [['text', 1, 'x\ufffdy']]);
  });
});

describe('board lines cut short by the server', () => {
  const whole = G107.g4; // 33 fields
  const afterMove = whole.slice(0, whole.indexOf(' (0:02.662)'));
  const insideTime = whole.slice(0, whole.indexOf(' (0:02.662)') + ' (0:02.6'.length);
  const lost = {
    lastMoveTime: null, lastMoveTimeMs: null, lastMoveSan: null, flip: null, clockTicking: null, lagMs: null, extra: [],
  };

  for (const [name, line] of [['after field 28', afterMove], ['inside field 29', insideTime]]) {
    test(`cut ${name}: truncated, the fields lost null, FEN and clocks kept`, () => {
      const { events } = runWhole(`${line}\n`);
      assert.equal(events.length, 1);
      const { type, record } = events[0];
      assert.equal(type, 'style12');
      assert.equal(record.truncated, true);
      for (const [key, value] of Object.entries(lost)) assert.deepEqual(record[key], value, key);
      assert.equal(record.fen, G107_FEN.g4);
      assert.equal(record.moveNumber, 2);
      if (name === 'after field 28') {
        // The line stops right after the move, no blank behind it: the cut
        // may have fallen inside the move, so it is lost, not guessed.
        assert.equal(record.lastMove, null);
        assert.equal(record.lastMoveInfo, null);
      } else {
        assert.equal(record.lastMove, 'P/g2-g4');
        assert.deepEqual(record.lastMoveInfo, {
          piece: 'P', from: 'g2', to: 'g4', promotion: null, castling: null, drop: false, check: false, checkmate: false,
        });
      }
      assert.equal(record.whiteTime, 297338);
      assert.equal(record.blackTime, 300000);
      assert.equal(record.gameNumber, 107);
      assert.equal(record.white, 'gbtami');
      assert.equal(record.black, 'ggbtami');
      // Without a move time nothing shows the unit: seconds.
      assert.equal(record.timeUnit, 'seconds');
      assert.equal(record.whiteTimeMs, 297338000);
    });

    test(`cut ${name}: the clocks keep the unit the game's whole lines showed`, () => {
      const { events } = runWhole([G107.start, G107.f3, G107.e5, line].map((l) => `${l}\n`).join(''));
      const { record } = events[3];
      assert.equal(record.truncated, true);
      assert.equal(record.timeUnit, 'milliseconds');
      assert.equal(record.whiteTimeMs, 297338);
      assert.equal(record.blackTimeMs, 300000);
    });
  }

  test('whole lines are not truncated', () => {
    const { events } = runWhole(`${whole}\n${NEWTON}\n`);
    assert.deepEqual(events.map((e) => e.record.truncated), [false, false]);
  });

  test('a line cut before its clocks is an error', () => {
    const { events } = runWhole(`${whole.slice(0, whole.indexOf(' 297338'))}\n${G107.qh4}\n`);
    assert.deepEqual(events.map((e) => [e.type, e.line]), [['error', 1], ['style12', 2]]);
    assert.equal(events[0].error.code, 'MISSING_FIELD');
    assert.equal(events[0].error.field, 25);
  });

  test('the move a cut line lost is the one its board shows', () => {
    const stream = s12.createStream();
    const events = [...stream.push([G107.start, G107.f3, G107.e5, afterMove, G107.qh4].map((l) => `${l}\n`).join('')),
      ...stream.end()];
    const [game] = stream.games();
    assert.equal(game.plies, 4);
    assert.equal(game.fen, G107_FEN.qh4);
    const pgn = stream.pgn(game.id);
    const movetext = pgn.slice(pgn.indexOf('\n\n') + 2).replace(/\s+/g, ' ').trim();
    assert.match(movetext, /^1\. f3 \{\[%clk 0:05:00\]\} e5 \{\[%clk 0:05:00\]\} 2\. g4 \{\[%clk 0:04:57\]\} Qh4# /);
    assert.ok(!movetext.includes('not seen'));
    const boards = events.filter((e) => e.type === 'style12');
    assert.deepEqual(boards.map((e) => e.move?.san ?? null), [null, 'f3', 'e5', 'g4', 'Qh4#']);
    assert.deepEqual(boards.map((e) => e.check), [null, ...Array(4).fill({ gap: 0, reconstructed: false })]);
  });

  test('a line cut inside the SAN field keeps no piece of a SAN', {
  }, () => {
    const qh = G107.qh4.slice(0, G107.qh4.indexOf('Qh4#') + 2);
    const non = G107.start.slice(0, G107.start.indexOf(' none 0 0 0') + ' non'.length);
    const { events } = runWhole(`${qh}\n${non}\n`);
    assert.deepEqual(events.map((e) => [e.type, e.record.truncated, e.record.flip]), [['style12', true, null], ['style12', true, null]]);
    assert.equal(events[0].record.fen, G107_FEN.qh4);
    assert.equal(events[1].record.fen, START);
    assert.deepEqual(events.map((e) => e.record.lastMoveSan), [null, null]);
  });
});

describe('chunking does not change the events', () => {
  const SEED = 0x5eed12;
  const inputs = [];
  for (const session of SESSIONS) {
    inputs.push({ name: `${session.name} (bytes)`, input: session.bytes });
    if (session.text !== undefined) inputs.push({ name: `${session.name} (text)`, input: session.text });
  }
  for (const name of transcriptFiles) {
    inputs.push({ name: `transcript ${name} (bytes)`, input: new Uint8Array(readFileSync(join(TRANSCRIPTS, name))) });
  }

  test('the sessions hold what the chunkings must cut through', () => {
    const utf8 = SESSIONS.find((s) => s.name === UTF8.name);
    assert.ok(utf8.bytes.length > utf8.text.length, 'multi-byte characters');
    assert.ok([...utf8.text].every((c) => c.codePointAt(0) < 0x10000), 'no surrogate pairs for a string cut to split');
    assert.ok(SESSIONS.some((s) => s.bytes.includes(IAC)));
    assert.ok(SESSIONS.some((s) => s.text?.includes(CRLF) && s.text.includes('\x15')));
  });

  // The core takes a large push a piece at a time: the pieces' cuts fall
  // inside characters and lines like any chunk's.
  test('a push of hundreds of KiB = the same in 16 KiB chunks = random chunkings, as text and as bytes', { timeout: 300000 }, () => {
    // Bytes as they came, and characters beyond ASCII where the pieces'
    // cuts (every 64 KiB) fall: an emoji across the first, an ö across the second.
    const transcripts = transcriptFiles.map((name) => readFileSync(join(TRANSCRIPTS, name), 'latin1')).join('');
    const ascii = (bytes) => `${'x'.repeat(bytes - 1)}\n`;
    let text = `${ascii(65534)}\u{1F642}\u{1F642}\n`;
    text += ascii(2 * 65536 - 1 - encoder.encode(text).length) + 'ö\n';
    for (let copy = 0; copy < 4; copy++) text += transcripts + UTF8.text;
    const bytes = encoder.encode(text);
    assert.ok(bytes.length > 6 * 65536);
    assert.deepEqual([...bytes.subarray(65534, 65538)], [...encoder.encode('\u{1F642}')]);
    assert.deepEqual([...bytes.subarray(2 * 65536 - 1, 2 * 65536 + 1)], [...encoder.encode('ö')]);
    const whole = runWhole(text);
    assert.ok(whole.events.filter((e) => e.type === 'style12').length > 500);
    const checks = [['one buffer of bytes', runWhole(bytes)], ['16 KiB chunks of bytes', runChunks(slices(bytes, [...Array(Math.ceil(bytes.length / 16384)).keys()].map((k) => Math.min(bytes.length, (k + 1) * 16384))))]];
    const random = prng(SEED);
    for (let i = 0; i < 4; i++) {
      const cuts = randomCuts(text.length, random);
      checks.push([`text chunking ${i}`, runChunks(slices(text, cuts))]);
    }
    for (const [what, run] of checks) {
      assert.deepEqual(run.events, whole.events, what);
      assert.deepEqual(run.games, whole.games, what);
      assert.equal(run.pgn, whole.pgn, what);
    }
  });

  for (const { name, input } of inputs) {
    test(`${name}: one push = one-byte pushes = 100 random chunkings`, { timeout: 300000 }, () => {
      const whole = runWhole(input);
      assert.ok(whole.events.length > 0);
      const single = runChunks(oneByOne(input));
      assert.deepEqual(single.events, whole.events, 'one byte at a time');
      assert.deepEqual(single.games, whole.games);
      assert.equal(single.pgn, whole.pgn);
      const random = prng(SEED ^ input.length);
      for (let i = 0; i < 100; i++) {
        const cuts = randomCuts(input.length, random);
        const chunked = runChunks(slices(input, cuts));
        assert.deepEqual(chunked.events, whole.events, `chunking ${i}: cut at ${cuts.slice(0, 20).join(',')}...`);
        assert.deepEqual(chunked.games, whole.games, `chunking ${i}`);
      }
    });
  }
});
