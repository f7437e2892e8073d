// A call cut short leaves the module as it was, in every entry: memory
// that runs out in the middle of a call, or the engine's stack overflowing
// inside one, frees every block the call allocated (strings embind passed
// in among them) and puts the module's stack pointer back. Counted with
// the module's own count of live blocks, taken from the instance load()
// makes. Its own file: the module here fills its memory on purpose.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { G107_G4_FEN, G107_LINES, exportNamed, loadWatchingMemory } from './support.mjs';

const { s12, exports } = await loadWatchingMemory();
const full = {
  s12_live_blocks: exportNamed(exports[0], 's12_live_blocks'), s12_stack_save: exportNamed(exports[0], 's12_stack_save'),
};
const { s12: core, exports: coreExports } = await loadWatchingMemory('style12/core');
const { s12: main, exports: mainExports } = await loadWatchingMemory('style12');
const mainBlocks = exportNamed(mainExports[0], 's12_live_blocks');
const lean = {
  s12_live_blocks: exportNamed(coreExports[0], 's12_live_blocks'), s12_stack_save: exportNamed(coreExports[0], 's12_stack_save'),
};

const FEN = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const BOARDS = `${G107_LINES.join('\n')}\n`;
const MiB = 1024 * 1024;

// What a module gives when it works: the same values as before. (A call
// cut short also lets go of the scratch the wire keeps between calls, so
// blocks are counted after one of these, which makes it again.)
function fullWorks() {
  assert.equal(s12.parseStyle12(G107_LINES[3]).fen, G107_G4_FEN);
  assert.deepEqual(s12.validate(FEN), { valid: true, problems: [], messages: [] });
  assert.equal(s12.legalMoves(FEN).length, 48);
  assert.equal(s12.describeStyle12(G107_LINES[3]).fields.length, 33);
  const stream = s12.createStream();
  assert.equal([...stream.push(BOARDS), ...stream.end()].filter((e) => e.type === 'style12').length, 5);
  stream.free();
}
function coreWorks() {
  assert.equal(core.parseStyle12(G107_LINES[3]).fen, G107_G4_FEN);
  assert.equal(core.toFen(G107_LINES[3]), G107_G4_FEN);
  assert.equal(core.toFen(core.parseStyle12(G107_LINES[3])), G107_G4_FEN);
}

const isOutOfMemory = (error) => error instanceof s12.Style12Error && error.code === 'OUT_OF_MEMORY';

describe('memory that runs out in the middle of a call (style12/full)', () => {
  test('seven describe OOMs leave no block behind, then a 100 MB push works; three times over, the heap fills alike', { timeout: 300_000 }, () => {
    fullWorks();
    // A line of 32,000 fields: describing it takes far more than the 8 MiB
    // or so a full heap has left.
    const line = `${G107_LINES[3]} ${'0 '.repeat(32_000)}`.slice(0, 65_000);
    const filler = new Uint8Array(8 * MiB).fill(0x7a);
    const fills = [];
    for (let round = 0; round < 3; round++) {
      // Fill the heap with streams that hold 8 MiB each.
      const streams = [];
      for (;;) {
        const stream = s12.createStream();
        streams.push(stream);
        try {
          stream.push(filler);
        } catch (error) {
          assert.ok(isOutOfMemory(error), `expected OUT_OF_MEMORY, got ${error}`);
          break;
        }
      }
      fills.push(streams.length);
      s12.parseStyle12(G107_LINES[3]);
      const before = full.s12_live_blocks();
      const stack = full.s12_stack_save();
      for (let k = 0; k < 7; k++) {
        assert.throws(() => s12.describeStyle12(line), isOutOfMemory, `describe ${k + 1}`);
        // The throw left the module's stack pointer deep inside describe.
        assert.equal(full.s12_stack_save(), stack, `describe ${k + 1} left the stack pointer moved`);
        s12.parseStyle12(G107_LINES[3]);
        assert.equal(full.s12_live_blocks(), before, `describe ${k + 1} left blocks behind`);
      }
      for (const stream of streams) stream.free();
      fullWorks();
      // 100 MB in one push: an over-long line, then a board.
      const big = new Uint8Array(100 * MiB + G107_LINES[3].length + 2).fill(0x7a);
      big[100 * MiB] = 0x0a;
      big.set(new TextEncoder().encode(`${G107_LINES[3]}\n`), 100 * MiB + 1);
      const stream = s12.createStream();
      const events = [...stream.push(big), ...stream.end()];
      assert.deepEqual(events.map((e) => e.type), ['error', 'style12']);
      assert.equal(events[0].error.code, 'LINE_TOO_LONG');
      assert.equal(events[1].fen, G107_G4_FEN);
      stream.free();
    }
    assert.equal(new Set(fills).size, 1, `the heap held ${fills.join(', ')} streams of 8 MiB: memory was lost`);
  });

  test('a push cut short frees its stream, which says so; the other streams go on', { timeout: 300_000 }, () => {
    const other = s12.createStream();
    other.push(G107_LINES.slice(0, 2).join('\n') + '\n');
    const streams = [];
    const filler = new Uint8Array(8 * MiB).fill(0x7a);
    // The first boards of ever new games: the stream's record of them grows
    // push by push. (A push's own events no longer fill the heap: the core
    // takes a large push a piece at a time.) Its room for input is made
    // while there is memory, so it is the push itself that runs out.
    let game = 1000;
    const newGames = () => {
      let text = '';
      for (let k = 0; k < 400; k++) text += `${G107_LINES[0].replace(' 107 gbtami ', ` ${game++} gbtami `)}\n`;
      return new TextEncoder().encode(text);
    };
    const cut = s12.createStream();
    streams.push(cut);
    assert.equal(cut.push(newGames()).length, 400);
    // Then the heap filled with streams that hold 8 MiB each (the last
    // finds no room for its input: that leaves it as it was).
    for (let i = 0; i < 200; i++) {
      const stream = s12.createStream();
      streams.push(stream);
      try {
        stream.push(filler);
      } catch (error) {
        assert.ok(isOutOfMemory(error));
        break;
      }
    }
    let failed = false;
    for (let i = 0; i < 10_000 && !failed; i++) {
      try {
        cut.push(newGames());
      } catch (error) {
        assert.ok(isOutOfMemory(error), `expected OUT_OF_MEMORY, got ${error}`);
        failed = true;
      }
    }
    assert.ok(failed, 'the heap never filled');
    assert.throws(() => cut.push(BOARDS), isOutOfMemory);
    assert.throws(() => cut.games(), isOutOfMemory);
    for (const stream of streams) stream.free();
    // The stream that saw none of it still has its game and goes on.
    const rest = [...other.push(G107_LINES.slice(2).join('\n') + '\n'), ...other.end()];
    assert.equal(rest.filter((e) => e.type === 'style12').length, 3);
    assert.equal(other.games()[0].plies, 4);
    other.free();
    fullWorks();
  });
});

describe('memory that runs out in the middle of a call (style12/core)', () => {
  test('a record too big to check leaves no block behind, seven times; then a big one that fits works', { timeout: 300_000 }, () => {
    coreWorks();
    const record = core.parseStyle12(G107_LINES[3]);
    coreWorks();
    const before = lean.s12_live_blocks();
    const stack = lean.s12_stack_save();
    // 260 million letters: the input takes three bytes a character (780 MB)
    // and the line toFen checks the record by as much again; the heap is 1 GiB.
    const huge = { ...record, white: 'a'.repeat(260_000_000) };
    for (let k = 0; k < 7; k++) {
      assert.throws(() => core.toFen(huge), (error) => error instanceof core.Style12Error && error.code === 'OUT_OF_MEMORY');
      assert.equal(lean.s12_stack_save(), stack, `call ${k + 1} left the stack pointer moved`);
      coreWorks();
      assert.equal(lean.s12_live_blocks(), before, `call ${k + 1} left blocks behind`);
    }
    assert.equal(core.toFen({ ...record, white: 'b'.repeat(100_000_000) }), G107_G4_FEN);
  });
});

// Calls made ever nearer the engine's stack limit: on the way back from a
// recursion that ran out of stack, one call every few frames. Near the
// limit each call overflows at another point of its path (the package's
// JavaScript, embind's glue, the crossing); further up they run. Afterwards
// the module works, with no block left behind. (Memory that runs out, in
// the tests above, cuts calls short deep inside the module.)
function sweep(call) {
  let overflowed = 0;
  let ran = 0;
  const down = (depth) => {
    try {
      down(depth + 1);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
    if (depth % 4 !== 0) return;
    try {
      call();
      ran++;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      overflowed++;
    }
  };
  down(0);
  return { overflowed, ran };
}

describe('the stack overflowing inside a call', () => {
  const calls = {
    validate: () => assert.equal(s12.validate(FEN).valid, true),
    parseStyle12: () => assert.equal(s12.parseStyle12(G107_LINES[3]).fen, G107_G4_FEN),
    legalMoves: () => assert.equal(s12.legalMoves(FEN).length, 48),
    describeStyle12: () => assert.equal(s12.describeStyle12(G107_LINES[3]).fields.length, 33),
    'a stream': () => {
      const stream = s12.createStream();
      try {
        assert.equal(stream.push(BOARDS).length, 5);
        assert.equal(stream.games()[0].plies, 4);
      } finally {
        stream.free();
      }
    },
  };
  for (const [name, call] of Object.entries(calls)) {
    test(`${name}: called at every depth near the limit, then normally`, { timeout: 120_000 }, () => {
      fullWorks();
      const before = full.s12_live_blocks();
      const { overflowed, ran } = sweep(call);
      assert.ok(overflowed > 0 && ran > 0, `${overflowed} calls overflowed, ${ran} ran`);
      fullWorks();
      assert.equal(full.s12_live_blocks(), before, 'blocks were left behind');
      // The stack pointer is back: many more calls run.
      for (let i = 0; i < 20_000; i++) s12.parseStyle12(G107_LINES[i % 5]);
      fullWorks();
    });
  }

  // style12's own module, with its plain PGN call (style12/full's goes
  // through embind).
  test('style12: a stream, its PGN and BPGN, and validate at every depth, then normally', { timeout: 120_000 }, () => {
    const mainWorks = () => {
      const stream = main.createStream();
      try {
        assert.equal(stream.push(BOARDS).length, 5);
        // No regular expression here: V8 compiling one this deep in the stack
        // gives up the whole process.
        const pgn = stream.pgn();
        assert.ok(pgn.includes('1. f3 ') && pgn.includes(' 2. g4 ') && pgn.includes(' Qh4#'), pgn);
        assert.equal(stream.bpgn(stream.games()[0].id), '');
      } finally {
        stream.free();
      }
      assert.equal(main.validate(FEN).valid, true);
    };
    mainWorks();
    const before = mainBlocks();
    const { overflowed, ran } = sweep(mainWorks);
    assert.ok(overflowed > 0 && ran > 0, `${overflowed} calls overflowed, ${ran} ran`);
    mainWorks();
    assert.equal(mainBlocks(), before, 'blocks were left behind');
  });

  test('style12/core: parseStyle12 and toFen at every depth, then normally', { timeout: 120_000 }, () => {
    coreWorks();
    const before = lean.s12_live_blocks();
    const { overflowed, ran } = sweep(() => {
      assert.equal(core.parseStyle12(G107_LINES[3]).fen, G107_G4_FEN);
      assert.equal(core.toFen(G107_LINES[3], { enPassant: 'legal' }), G107_G4_FEN.replace(' g3 ', ' - '));
    });
    assert.ok(overflowed > 0 && ran > 0, `${overflowed} calls overflowed, ${ran} ran`);
    coreWorks();
    assert.equal(lean.s12_live_blocks(), before, 'blocks were left behind');
  });
});
