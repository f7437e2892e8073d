// What several JavaScript test files share: the corpus of real lines, the
// games made of them, and a look at the WebAssembly memory the package
// instantiates.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

// Real lines from tests/fixtures/real-lines.tsv, found by how they end
// (each tail names exactly one line).
const CORPUS = readFileSync(new URL('../fixtures/real-lines.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((row) => row !== '' && !row.startsWith('#'))
  .map((row) => row.split('\t')[3]);

export function real(tail) {
  const found = CORPUS.filter((line) => line.endsWith(tail));
  assert.equal(found.length, 1, `exactly one corpus line ends with '${tail}'`);
  return found[0];
}

// pychess ficsplay.py: game 107, gbtami (White) vs ggbtami, 5 0, ms clocks;
// 1. f3 e5 2. g4 Qh4#, seen by gbtami.
export const G107_LINES = [
  real('107 gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 0 0'),
  real('gbtami ggbtami -1 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) f3 0 0 0'),
  real('gbtami ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0'),
  real('297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296'),
  real('297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304'),
];

// The record of G107's fourth line (2. g4), every field, as parseStyle12
// and a stream's board event give it.
export const G107_G4_FEN = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2';
export const G107_G4_RECORD = {
  board: ['rnbqkbnr', 'pppp-ppp', '--------', '----p---', '------P-', '-----P--', 'PPPPP--P', 'RNBQKBNR'],
  sideToMove: 'b',
  doublePushFile: 6,
  castling: { whiteShort: true, whiteLong: true, blackShort: true, blackLong: true },
  halfmoveClock: 0,
  gameNumber: 107,
  white: 'gbtami',
  black: 'ggbtami',
  relation: -1,
  initialTime: 5,
  increment: 0,
  whiteStrength: 39,
  blackStrength: 39,
  whiteTime: 297338,
  blackTime: 300000,
  whiteTimeMs: 297338,
  blackTimeMs: 300000,
  timeUnit: 'milliseconds',
  moveNumber: 2,
  lastMove: 'P/g2-g4',
  lastMoveInfo: {
    piece: 'P', from: 'g2', to: 'g4', promotion: null, castling: null,
    drop: false, check: false, checkmate: false,
  },
  lastMoveTime: '0:02.662',
  lastMoveTimeMs: 2662,
  lastMoveSan: 'g4',
  flip: false,
  clockTicking: true,
  lagMs: 296,
  extra: [],
  fen: G107_G4_FEN,
  truncated: false,
  spaceAfterTag: true,
};

// Game 223, HUGOABEL vs megracia, 3 0, observed: 46... Bb3+ 47. Ke1 d2+
// 48. Kf2, then (48... d1=Q never sent) 49. hxg5 Qd2+ 50. Kg1 Bd5 51. Be4
// Bxe4 52. fxe4.
export const G223_LINES = [
  real('P/h3-h4 (0:03) h4 0 1 199'),
  real('B/c4-b3 (0:02) Bb3+ 0 1 228'),
  real('K/d1-e1 (0:04) Ke1 0 1 206'),
  real('P/d3-d2 (0:02) d2+ 0 1 227'),
  real('K/e1-f2 (0:01) Kf2 0 1 188'),
  real('P/h4-g5 (0:01) hxg5 0 1 194'),
  real('Q/d1-d2 (0:03) Qd2+ 0 1 229'),
  real('K/f2-g1 (0:02) Kg1 0 1 528'),
  real('B/b3-d5 (0:05) Bd5 0 1 227'),
  real('B/b1-e4 (0:02) Be4 0 1 205'),
  real('B/d5-e4 (0:01) Bxe4 0 1 228'),
  real('P/f3-e4 (0:00) fxe4 0 1 535'),
];

// Game 164, ahanft vs EnnMal, 7 3, still going on: 1. d4 Nf6 2. Bg5 e6.
export const G164_LINES = [
  real('ahanft EnnMal 1 7 3 39 39 420 420 1 none (0:00) none 0 0 0'),
  real('P/d2-d4 (0:00) d4 0 0 0'),
  real('EnnMal 1 7 3 39 39 420 420 2 N/g8-f6 (0:00) Nf6 0 1 0'),
  real('B/c1-g5 (0:02) Bg5 0 1 0'),
  real('P/e7-e6 (0:07) e6 0 1 0'),
];
export const G164_LAST = 'rnbqkb1r/pppp1ppp/4pn2/6B1/3P4/8/PPP1PPPP/RN1QKBNR w KQkq - 0 3';

// LectureBot examining: two boards at plies 28 and 29, then back to ply 25
// (13. Qg4) and on: 13... Kf8 14. Bd2 h5.
export const LECTURE_LINES = [
  real('B/h2-d6 (0:00.000) Bd6 0 0 0'),
  real('Q/g4-g7 (0:00.000) Qxg7 0 0 0'),
  real('Q/d1-g4 (0:00.000) Qg4 0 0 0'),
  real('K/e8-f8 (0:00.000) Kf8 0 0 0'),
  real('B/c1-d2 (0:00.000) Bd2 0 0 0'),
  real('P/h7-h5 (0:00.000) h5 0 0 0'),
];

/**
 * Loads the package (or the entry named) while watching
 * WebAssembly.instantiate, so the test can see the memory and the raw
 * exports of the instance it makes (the module exposes neither). Returns
 * the loaded module, the memories and the exports seen.
 */
export async function loadWatchingMemory(entry = 'style12/full') {
  const memories = [];
  const exports = [];
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async function watched(...args) {
    const result = await instantiate.apply(this, args);
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    exports.push(instance.exports);
    for (const value of Object.values(instance.exports)) {
      if (value instanceof WebAssembly.Memory) memories.push(value);
    }
    return result;
  };
  try {
    const { load } = await import(entry);
    return { s12: await load(), memories, exports };
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}

/**
 * An export of the instance by its C name. The full module's export names
 * are minified; its glue, bundled into the Node entry, says which is which.
 */
export function exportNamed(exports, name) {
  if (typeof exports[name] === 'function') return exports[name];
  const glue = readFileSync(new URL('../../dist/full-node.mjs', import.meta.url), 'utf8');
  const minified = new RegExp(`\\._${name}=[\\w$]+\\.asm\\.([\\w$]+)\\)`).exec(glue)?.[1];
  assert.ok(minified && typeof exports[minified] === 'function', `no export ${name} found in the glue`);
  return exports[minified];
}

// The boards of two games as a server sends them when both are observed:
// one of each in turn, then what is left of the longer.
export function interleave(first, second) {
  const boards = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (i < first.length) boards.push(first[i]);
    if (i < second.length) boards.push(second[i]);
  }
  return boards;
}

/** The full module as the package ships it, made through Emscripten's glue (its export names minified, the glue's keys not). */
export async function fullModuleWithGlue() {
  const create = (await import('../../build/wasm/style12-full.glue.mjs')).default;
  const bytes = readFileSync(new URL('../../dist/style12-full.wasm', import.meta.url));
  return create({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(bytes, imports).then((r) => receive(r.instance, r.module));
      return {};
    },
  });
}
