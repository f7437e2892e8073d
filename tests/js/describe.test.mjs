// describeStyle12 and describeHoldings: a line field by field, as the page's
// field table shows it, for lines the parser rejects too.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { load } from 'style12/full';
import { G107_LINES } from './support.mjs';

const s12 = await load();
const MATE = G107_LINES[4];

describe('describeStyle12', () => {
  test('gives every field with its place, number, name, words and state', () => {
    const d = s12.describeStyle12(`fics% ${MATE}`);
    assert.equal(d.ok, true);
    assert.equal(d.error, null);
    assert.equal(d.prefix, 'fics%');
    assert.equal(d.fields.length, 33);
    const byField = (n) => d.fields.find((f) => f.field === n);
    assert.deepEqual(byField(17), {
      field: 17, name: 'gameNumber', rank: null, column: `fics% ${MATE}`.indexOf(' 107 ') + 1, text: '107',
      state: 'good', words: 'game 107 on the server', error: null, anomaly: null,
    });
    assert.equal(byField(2).rank, 8);
    assert.equal(byField(2).text, 'rnb-kbnr');
    assert.equal(byField(28).words, 'Queen from d8 to h4');
    assert.equal(byField(25).words, "4:57.338 (297338 ms) on White's clock, read in milliseconds");
    assert.ok(d.fields.every((f) => f.state === 'good'));
  });

  test('marks the field the parser rejects, with the error, and reads the others', () => {
    const line = MATE.replace(' 297338 ', ' 3000x0 ');
    const d = s12.describeStyle12(line);
    assert.equal(d.ok, false);
    assert.equal(d.error.code, 'BAD_NUMBER');
    const clock = d.fields.find((f) => f.field === 25);
    assert.equal(clock.state, 'bad');
    assert.deepEqual(clock.error, d.error);
    assert.equal(clock.column, line.indexOf('3000x0'));
    assert.equal(d.fields.find((f) => f.field === 26).state, 'good');
    // Its ranks and side to move read: the board to draw, without the
    // claims of the fields after them.
    assert.equal(d.fen, 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w - - 0 1');
    assert.equal(s12.describeStyle12(MATE).fen, s12.toFen(MATE));
    assert.equal(s12.describeStyle12(MATE.replace('pppp-ppp', 'pppp.ppp')).fen, null);
  });

  test('a line cut inside a rank is cut short there, its ranks numbered as sent', () => {
    const line = MATE.slice(0, MATE.indexOf('PPPPP--P') + 1);
    const d = s12.describeStyle12(line);
    assert.equal(d.error.code, 'MISSING_FIELD');
    assert.equal(d.error.field, 8);
    assert.match(d.error.message, /the line ends inside the board, in board \(field 8\): found 'P', 1 of a rank's 8 squares/);
    const ranks = d.fields.filter((f) => f.name === 'board').map((f) => [f.rank, f.state]);
    assert.deepEqual(ranks, [[8, 'good'], [7, 'good'], [6, 'good'], [5, 'good'], [4, 'good'], [3, 'good'], [2, 'bad'], [1, 'missing']]);
    assert.equal(d.fields.find((f) => f.field === 10).state, 'missing');
    assert.equal(d.fen, null);
  });

  test('lists the fields a short line lacks as missing', () => {
    const d = s12.describeStyle12(MATE.slice(0, MATE.indexOf(' 297338')));
    const missing = d.fields.filter((f) => f.state === 'missing').map((f) => f.field);
    assert.deepEqual(missing, [26, 27, 28, 29, 30, 31]);
    assert.equal(d.fields.find((f) => f.field === 25).error.code, 'MISSING_FIELD');
    assert.equal(d.fields.find((f) => f.field === 26).text, null);
  });

  test('reads a line that is no board line as no fields', () => {
    const d = s12.describeStyle12('hello');
    assert.equal(d.error.code, 'NOT_STYLE12');
    assert.deepEqual(d.fields, []);
  });

  test('throws TypeError for input that is not a string', () => {
    assert.throws(() => s12.describeStyle12(5), TypeError);
  });
});

describe('describeHoldings', () => {
  test('reads a <b1> line field by field', () => {
    const d = s12.describeHoldings('<b1> game 52 white [NB] black [N] <- BN');
    assert.equal(d.ok, true);
    assert.deepEqual(d.fields.map((f) => f.words), [
      'a crazyhouse/bughouse holdings line', 'the word “game”', 'game 52', 'the word “white”',
      'White holds a knight, a bishop', 'the word “black”', 'Black holds a knight', 'a piece was just passed',
      'Black received a knight',
    ]);
  });
});
