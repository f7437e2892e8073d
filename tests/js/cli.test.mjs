// The style12 command, run as users run it: node dist/cli.mjs ...
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'style12';
import { spawnSync } from 'node:child_process';
import { CLI, file, jsonLines, outputLines, run, scratch } from './cli-support.mjs';
import { G107_G4_FEN, G107_LINES } from './support.mjs';

const s12 = await load();

// pychess, live FICS with ms clocks.
const MS_LINE = G107_LINES[3];
const MS_LINE_FEN = G107_G4_FEN;
const FICS_HELP = '<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 0 7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0';
const FICS_HELP_FEN = 'rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2';
// FatICS crazyhouse: 1...d5 2.exd5, and White now holds the pawn it took.
const ZH_BOARD = '<12> rnbqkbnr ppp-pppp -------- ---P---- -------- -------- PPPP-PPP RNBQKBNR B -1 1 1 1 1 0 1 GuestABCD admin -1 3 0 25 23 180 180 2 P/e4-d5 (0:00) exd5 0 1 0';
const ZH_HOLDINGS = '<b1> game 1 white [P] black [] <- WP';
const ZH_FEN = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2';
const BAD_LINE = FICS_HELP.replace(' 7 ', ' #7 ');

describe('style12 json', () => {
  const input = file('session.txt', [
    MS_LINE,
    'fics% <b1> game 52 white [NB] black [N] <- BN',
    'Game 107: gbtami moves: g4',
    BAD_LINE,
    `fics% ${FICS_HELP}`,
  ]);

  test('prints one JSON object per event with the record fields at top level', () => {
    const { status, stdout } = run(['json', input]);
    assert.equal(status, 1);
    const events = jsonLines(stdout);
    assert.deepEqual(events.map((e) => [e.type, e.line]), [['style12', 1], ['holdings', 2], ['error', 4], ['style12', 5]]);

    const [board, holdings, error, help] = events;
    assert.equal(board.gameNumber, 107);
    assert.equal(board.white, 'gbtami');
    assert.equal(board.whiteTimeMs, 297338);
    assert.equal(board.timeUnit, 'milliseconds');
    assert.equal(board.lastMoveInfo.to, 'g4');
    assert.equal(board.fen, MS_LINE_FEN);
    assert.equal(board.record, undefined);
    const { type, line, gameId, ...fields } = board;
    assert.equal(gameId, 1);
    assert.deepEqual(fields, JSON.parse(JSON.stringify(s12.parseStyle12(MS_LINE))));

    assert.deepEqual(holdings, { type: 'holdings', line: 2, gameNumber: 52, white: 'NB', black: 'N', passed: { color: 'b', piece: 'N' } });

    assert.equal(error.error.code, 'BAD_NUMBER');
    assert.equal(error.error.field, 17);
    assert.equal(error.error.fieldName, 'gameNumber');
    assert.equal(error.error.column, BAD_LINE.indexOf('#7'));
    assert.match(error.error.message, /#7/);

    assert.equal(help.white, 'Newton');
    assert.equal(help.whiteTimeMs, 119000);
    assert.equal(help.fen, FICS_HELP_FEN);
  });

  test('prints text events only with --text', () => {
    const plain = jsonLines(run(['json', input]).stdout);
    assert.equal(plain.some((e) => e.type === 'text'), false);
    const withText = jsonLines(run(['json', input, '--text']).stdout);
    assert.deepEqual(withText.filter((e) => e.type === 'text'), [{ type: 'text', line: 3, text: 'Game 107: gbtami moves: g4' }]);
    assert.equal(withText.length, 5);
  });

  test('a board checked against its game carries the move in the core\'s SAN; a board no move explains is followed by a resync', () => {
    const transcript = new URL('../fixtures/transcripts/board-that-does-not-follow.fics', import.meta.url);
    const { status, stdout } = run(['json', fileURLToPath(transcript)]);
    assert.equal(status, 0);
    const events = jsonLines(stdout);
    assert.deepEqual(events.map((e) => [e.type, e.line, e.move ?? null, e.check ?? null]), [
      ['style12', 6, null, null],
      ['style12', 8, { uci: 'c4b3', san: 'Bb3+' }, { gap: 0, reconstructed: false }],
      ['style12', 10, null, { gap: 0, reconstructed: false }],
      ['resync', 10, null, null],
      ['style12', 12, { uci: 'd3d2', san: 'd2+' }, { gap: 0, reconstructed: false }],
      ['style12', 14, { uci: 'e1f2', san: 'Kf2' }, { gap: 0, reconstructed: false }],
    ]);
    assert.equal(events[3].gameNumber, 223);
    assert.match(events[3].reason, /^no legal move leads from the previous board to this one/);
  });

  test('reads standard input when no FILE is given, or FILE is -', () => {
    for (const args of [['json'], ['json', '-']]) {
      const { status, stdout } = run(args, `${FICS_HELP}\n${ZH_HOLDINGS}\n`);
      assert.equal(status, 0);
      const events = jsonLines(stdout);
      assert.deepEqual(events.map((e) => e.type), ['style12', 'holdings']);
      assert.equal(events[0].gameNumber, 7);
      assert.deepEqual(events[1].passed, { color: 'w', piece: 'P' });
    }
  });

  test('exits 0 when every line is good', () => {
    const good = file('good.txt', [FICS_HELP, MS_LINE]);
    const { status, stdout, stderr } = run(['json', good]);
    assert.equal(status, 0, stderr);
    assert.equal(jsonLines(stdout).length, 2);
  });

  test('ends lines at CR LF as well as LF', () => {
    const { status, stdout } = run(['json'], `${FICS_HELP}\r\n${MS_LINE}\r\n`);
    assert.equal(status, 0);
    assert.deepEqual(jsonLines(stdout).map((e) => [e.line, e.gameNumber]), [[1, 7], [2, 107]]);
  });

  test('reads clocks as milliseconds with --ms', () => {
    const [event] = jsonLines(run(['json', '--ms'], `${FICS_HELP}\n`).stdout);
    assert.equal(event.timeUnit, 'milliseconds');
    assert.equal(event.whiteTime, 119);
    assert.equal(event.whiteTimeMs, 119);
    const [auto] = jsonLines(run(['json'], `${FICS_HELP}\n`).stdout);
    assert.equal(auto.timeUnit, 'seconds');
    assert.equal(auto.whiteTimeMs, 119000);
  });

  test('reports a bad <b1> line as an error event and exits 1', () => {
    const { status, stdout } = run(['json'], `<b1> game 6 white [N1] black []\n${FICS_HELP}\n`);
    assert.equal(status, 1);
    const events = jsonLines(stdout);
    assert.deepEqual(events.map((e) => e.type), ['error', 'style12']);
    assert.equal(events[0].line, 1);
    assert.equal(events[0].error.code, 'BAD_HOLDINGS');
  });

  test("keeps what the stream knows beyond the line: a crazyhouse game's FEN with pockets, the pockets, the passed piece", () => {
    const session = fileURLToPath(new URL('../fixtures/transcripts/crazyhouse.fics', import.meta.url));
    const { status, stdout } = run(['json', session]);
    assert.equal(status, 0);
    const printed = jsonLines(stdout);
    const stream = s12.createStream();
    const events = [...stream.push(readFileSync(session)), ...stream.end()].filter((e) => e.type !== 'text');
    stream.free();
    assert.equal(printed.length, events.length);
    let withPockets = 0;
    let completed = 0;
    printed.forEach((out, k) => {
      const e = events[k];
      assert.equal(out.type, e.type);
      if (e.type !== 'style12' && e.type !== 'holdings') return;
      assert.equal(out.fen, e.fen ?? e.record.fen, `line ${e.line}`);
      assert.deepEqual(out.pockets, e.pockets ?? undefined, `line ${e.line}`);
      if (e.type === 'style12') assert.deepEqual(out.passed, e.passed ?? undefined);
      if (e.type === 'holdings') assert.equal(out.boardLine, e.boardLine ?? undefined);
      if (e.type === 'style12' && /\[[^\]]+\]/.test(out.fen)) withPockets++;
      if (e.type === 'holdings' && e.boardLine !== null) completed++;
    });
    assert.ok(withPockets > 0 && completed > 0, `${withPockets} boards with pockets, ${completed} completed by <b1>`);
  });
});

describe('style12 fen', () => {
  test('prints one FEN per board line, in order', () => {
    const { status, stdout } = run(['fen', file('two.txt', [FICS_HELP, 'some text', MS_LINE])]);
    assert.equal(status, 0);
    assert.deepEqual(outputLines(stdout), [FICS_HELP_FEN, MS_LINE_FEN]);
  });

  test('adds pockets from a <b1> line of the same game just before the board', () => {
    const { stdout } = run(['fen'], `${ZH_HOLDINGS}\n${ZH_BOARD}\n`);
    assert.deepEqual(outputLines(stdout), [ZH_FEN]);
  });

  test('adds pockets from a <b1> line of the same game just after the board', () => {
    const { stdout } = run(['fen'], `${ZH_BOARD}\nfics% <b1> game 1 white [P] black []\n`);
    assert.deepEqual(outputLines(stdout), [ZH_FEN]);
  });

  test('adds no pockets from a <b1> line of another game', () => {
    const { stdout } = run(['fen'], `${ZH_BOARD}\n<b1> game 2 white [Q] black []\n`);
    assert.deepEqual(outputLines(stdout), ['rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2']);
  });

  test('writes en passant only when legal with --legal-ep, and rook files with --shredder', () => {
    assert.deepEqual(outputLines(run(['fen', '--legal-ep'], `${MS_LINE}\n`).stdout),
      ['rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2']);
    assert.deepEqual(outputLines(run(['fen', '--shredder'], `${MS_LINE}\n`).stdout),
      ['rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b HAha g3 0 2']);
  });

  test('reports a bad line on stderr, prints the others and exits 1', () => {
    const { status, stdout, stderr } = run(['fen'], `${FICS_HELP}\n${BAD_LINE}\n${MS_LINE}\n`);
    assert.equal(status, 1);
    assert.deepEqual(outputLines(stdout), [FICS_HELP_FEN, MS_LINE_FEN]);
    assert.match(stderr, /^line 2: .*#7/m);
  });
});

describe('style12 encode', () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';

  test('prints a line that parses back to the position and the fields given', () => {
    const { status, stdout, stderr } = run(['encode', '--fen', fen, '--white', 'X', '--black', 'Y', '--game', '5']);
    assert.equal(status, 0, stderr);
    const lines = outputLines(stdout);
    assert.equal(lines.length, 1);
    const record = s12.parseStyle12(lines[0]);
    assert.equal(record.fen, fen);
    assert.equal(record.white, 'X');
    assert.equal(record.black, 'Y');
    assert.equal(record.gameNumber, 5);
    assert.equal(record.doublePushFile, 4);
  });

  test('prints the FICS help example from its FEN and fields', () => {
    const { status, stdout } = run(['encode', '--fen', FICS_HELP_FEN, '--white', 'Newton', '--black', 'Einstein',
      '--game', '7', '--relation', '1', '--initial-time', '2', '--increment', '12', '--white-time', '119',
      '--black-time', '122', '--move', 'K/e1-e2', '--move-time', '0:06', '--san', 'Ke2']);
    assert.equal(status, 0);
    assert.deepEqual(outputLines(stdout), [FICS_HELP]);
  });

  test('sets the flip field with --flip', () => {
    const { stdout } = run(['encode', '--fen', fen, '--flip']);
    assert.equal(s12.parseStyle12(outputLines(stdout)[0]).flip, true);
  });

  test('exits 1 with the FEN error for a bad FEN', () => {
    const { status, stdout, stderr } = run(['encode', '--fen', '4k3/8/8/8/8/8/8/4K3 x - - 0 1']);
    assert.equal(status, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /sideToMove: found 'x'/);
  });
});

describe('usage errors', () => {
  const cases = [
    ['an unknown command', ['frobnicate'], /unknown command 'frobnicate'/],
    ['an option the command does not have', ['json', '--shredder'], /unknown option '--shredder' for json/],
    ['encode without --fen', ['encode', '--white', 'X'], /encode needs --fen/],
    ['two FILE arguments', ['json', 'a.txt', 'b.txt'], /at most one FILE/],
    ['a game number that is not a number', ['encode', '--fen', FICS_HELP_FEN, '--game', 'seven'], /--game needs a whole number/],
    ['a game number in hexadecimal', ['encode', '--fen', FICS_HELP_FEN, '--game', '0x10'], /--game needs a whole number/],
    ['an empty game number', ['encode', '--fen', FICS_HELP_FEN, '--game', ''], /--game needs a whole number/],
    ['an option without its value', ['encode', '--fen'], /--fen needs a value/],
    ['a value given to a flag', ['json', '--text=yes'], /--text takes no value/],
    ['a FILE given to encode', ['encode', '--fen', FICS_HELP_FEN, 'x.txt'], /encode takes no FILE/],
  ];
  for (const [name, args, message] of cases) {
    test(`exit 2 for ${name}, with the usage on stderr`, () => {
      const { status, stdout, stderr } = run(args, '');
      assert.equal(status, 2);
      assert.equal(stdout, '');
      assert.match(stderr, message);
      assert.match(stderr, /usage: style12/);
    });
  }

  // Not a usage error: the usage would only hide the message.
  for (const [name, args, message] of [
    ['a file that cannot be read', ['json', join(scratch, 'missing.txt')], /cannot read .*missing\.txt/],
    ['a directory as FILE', ['fen', scratch], /cannot read/],
  ]) {
    test(`exit 2 for ${name}, with the message alone`, () => {
      const { status, stdout, stderr } = run(args, '');
      assert.equal(status, 2);
      assert.equal(stdout, '');
      assert.match(stderr, message);
      assert.doesNotMatch(stderr, /usage: style12/);
      assert.equal(stderr.split('\n').filter(Boolean).length, 1, stderr);
    });
  }

  test('a negative number is the value of the option before it', () => {
    const { status, stdout, stderr } = run(['encode', '--fen', FICS_HELP_FEN, '--relation', '-1', '--white-time', '-5']);
    assert.equal(status, 0, stderr);
    const record = s12.parseStyle12(outputLines(stdout)[0]);
    assert.equal(record.relation, -1);
    assert.equal(record.whiteTime, -5);
  });

  test('help prints the usage and exits 0', () => {
    const { status, stdout } = run(['help']);
    assert.equal(status, 0);
    assert.match(stdout, /usage: style12 <command>/);
  });

  test('no command: the usage on standard error, status 2', () => {
    const { status, stdout, stderr } = run([]);
    assert.equal(status, 2);
    assert.equal(stdout, '');
    assert.match(stderr, /^style12: give a command\n\nusage: style12 <command>/);
  });

  test('--version prints the package\'s version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    for (const flag of ['--version', '-V']) {
      const { status, stdout } = run([flag]);
      assert.equal(status, 0);
      assert.equal(stdout, `${version}\n`);
    }
  });
});

describe('a reader that goes away', () => {
  test('ends the command quietly with status 0: style12 json FILE | head -n 1', () => {
    const big = file('big.fics', Array(20000).fill(MS_LINE));
    const result = spawnSync('bash', ['-c', `"${process.execPath}" "${CLI}" json "${big}" | head -n 1 > /dev/null; echo "status \${PIPESTATUS[0]}" >&2`], {
      encoding: 'utf8', timeout: 60000,
    });
    assert.equal(result.stderr, 'status 0\n');
  });
});

describe('an output that cannot be written', () => {
  for (const command of ['json', 'fen', 'pgn']) {
    test(`ends ${command} with status 2 and one line, no stack trace: style12 ${command} FILE > /dev/full`, () => {
      const big = file(`full-${command}.fics`, Array(2000).fill(MS_LINE));
      const result = spawnSync(process.execPath, [CLI, command, big], {
        stdio: ['ignore', openSync('/dev/full', 'w'), 'pipe'], encoding: 'utf8', timeout: 60000,
      });
      assert.equal(result.status, 2, result.stderr);
      assert.equal(result.stderr, 'style12: cannot write standard output (ENOSPC)\n');
    });
  }
});
