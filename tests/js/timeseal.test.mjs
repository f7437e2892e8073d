// createTimeseal(): lines sealed byte for byte as an independent client
// seals them (tests/fixtures/timeseal.tsv names it), ping requests taken out
// of server bytes however they are cut.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { load } from 'style12';

const s12 = await load();
const vectors = readFileSync(new URL('../fixtures/timeseal.tsv', import.meta.url), 'utf8').split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => { const [text, time, sealed] = line.split('\t'); return { text, time: Number(time), sealed }; });
const hex = (bytes) => Buffer.from(bytes).toString('hex');

describe('createTimeseal', () => {
  test('seals every vector as the reference client does, with the clock given', () => {
    assert.ok(vectors.length >= 8);
    for (const { text, time, sealed } of vectors) {
      if (time >= 10_000_000) continue;  // the package sends its clock modulo 10^7 ms, as FICS's clients do
      const seal = s12.createTimeseal({ now: () => time });
      assert.equal(hex(seal.encode(text === 'PING' ? seal.reply : text)), sealed, text);
    }
  });

  test('the hello is the protocol\'s, and sealed like any line', () => {
    const seal = s12.createTimeseal({ now: () => 1234567 });
    assert.equal(seal.hello, 'TIMESEAL2|openseal|style12|');
    assert.equal(hex(seal.encode(seal.hello)), vectors.find((v) => v.text === seal.hello).sealed);
  });

  test('bytes as well as text; no line end inside a line', () => {
    const seal = s12.createTimeseal({ now: () => 0 });
    assert.equal(hex(seal.encode(new TextEncoder().encode('guest'))), vectors.find((v) => v.text === 'guest').sealed);
    assert.throws(() => seal.encode('a\nb'), TypeError);
    assert.throws(() => seal.encode(new TextEncoder().encode('a\nb')), TypeError);
    assert.throws(() => seal.encode(Uint8Array.of(97, 13)), TypeError);
    assert.throws(() => seal.encode(42), TypeError);
    // The clock runs: two lines a moment apart carry different times.
    let t = 100;
    const ticking = s12.createTimeseal({ now: () => (t += 1000) });
    assert.notEqual(hex(ticking.encode('x')), hex(ticking.encode('x')));
  });

  test('ping requests come out of server bytes cut anywhere, and are counted', () => {
    const server = Buffer.from('fics% [G]\0<12> rnbqkbnr ...\n\r[[G]\0[G]x[G]\0', 'latin1');
    const text = 'fics% <12> rnbqkbnr ...\n\r[[G]x';
    for (let cut = 0; cut <= server.length; cut++) {
      const seal = s12.createTimeseal();
      const a = seal.decode(server.subarray(0, cut));
      const b = seal.decode(server.subarray(cut), { last: true });
      assert.equal(Buffer.concat([a.data, b.data]).toString('latin1'), text, `cut at ${cut}`);
      assert.equal(a.pings + b.pings, 3, `cut at ${cut}`);
    }
    const seal = s12.createTimeseal();
    assert.deepEqual(Buffer.from(seal.decode(Buffer.from('abc[G]')).data).toString(), 'abc');
    assert.deepEqual(Buffer.from(seal.decode(new Uint8Array(0), { last: true }).data).toString(), '[G]');
    assert.throws(() => seal.decode('text'), TypeError);
  });
});
