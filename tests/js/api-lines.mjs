// The API tests' lines: real Style 12 lines from the help files, xboard,
// pychess and FICS sessions, their FENs, and the loaded module.
import assert from 'node:assert/strict';
import { load, Style12Error } from 'style12';
import { G107_G4_FEN, G107_LINES } from './support.mjs';

export const s12 = await load();

// FICS "help style12": Newton (White) has played 2.Ke2, Black to move.
export const FICS_HELP = '<12> rnbqkb-r pppppppp -----n-- -------- ----P--- -------- PPPPKPPP RNBQ-BNR B -1 0 0 1 1 0 7 Newton Einstein 1 2 12 39 39 119 122 2 K/e1-e2 (0:06) Ke2 0';
export const FICS_HELP_FEN = 'rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 0 2';
// Live FICS with the ms ivariable: 33 fields, clocks in milliseconds (pychess).
export const MS_LINE = G107_LINES[3];
export const MS_LINE_FEN = G107_G4_FEN;
// The help example extended to 33 fields (ictk).
export const DOC_33 = `${FICS_HELP} 1 123`;
// xboard's backend.c comment: 32 fields, clock ticking but no lag.
export const XBOARD_32 = '<12> r-b---k- pp----pp ---bP--- ---p---- q------- ------P- P--Q--BP -----R-K W -1 0 0 0 0 0 0 paf MaxII 0 2 12 21 25 234 174 24 Q/d7-a4 (0:06) Qxa4 0 0';
// A bughouse drop (macbeth).
export const DROP = '<12> r--k-b-n ppp-pppP --bpp-b- ---pp--N -------- --P--PB- PPP-pPPP R---R-K- W -1 0 0 0 0 0 408 CarlosFenix mandevil 0 2 0 43 28 48 31 27 B/@@-g6 (0:25) B@g6 0 1 0';
// Black castled long (macbeth), the board seen with Black at the bottom.
export const CASTLED = '<12> --kr-bnr ppp-pppp --nqb--- ---p---- ---P-B-- --NQ---P PPP-PPP- R---KBNR W -1 1 1 0 0 1 345 GuestTVTH GuestPYFX -1 5 0 39 39 282 288 6 o-o-o (0:03) O-O-O 1 1 0';
// 2...Qh4# (pychess).
export const MATE = '<12> rnb-kbnr pppp-ppp -------- ----p--- ------Pq -----P-- PPPPP--P RNBQKBNR W -1 1 1 1 1 1 107 gbtami ggbtami -1 5 0 39 39 297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304';
// A wild/3 game stored with relation -4 (pychess).
export const STARTPOS = '<12> nqbrknrn pppppppp -------- -------- -------- -------- PPPPPPPP NQBRKNRN W -1 0 0 0 0 0 17 kurushi mgatto -4 3 0 39 39 169403 45227 1 none (0:00.000) none 0 1 0';
// No blank after the tag (raptor).
export const NO_SPACE = '<12>rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 100 guestBLARG guestcday 1 10 0 39 39 600 600 1 P/e2-e4 (0:00) e4 1 0 0';
// Edited from the help example (no corpus line has a promotion): 1...e8=Q+ by White.
export const PROMOTION = '<12> ----Q--- ------kp -------- -------- -------- -------- -------- ----K--- B -1 0 0 0 0 0 9 Newton Einstein 0 3 0 9 1 16 26 47 P/e7-e8=Q (0:02) e8=Q+ 0 1 228';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export const RECORD_KEYS = [
  'board', 'sideToMove', 'doublePushFile', 'castling', 'halfmoveClock', 'gameNumber', 'white',
  'black', 'relation', 'initialTime', 'increment', 'whiteStrength', 'blackStrength', 'whiteTime',
  'blackTime', 'whiteTimeMs', 'blackTimeMs', 'timeUnit', 'moveNumber', 'lastMove', 'lastMoveInfo',
  'lastMoveTime', 'lastMoveTimeMs', 'lastMoveSan', 'flip', 'clockTicking', 'lagMs', 'extra', 'fen',
  'truncated', 'spaceAfterTag',
].sort();

// Asserts that fn throws a Style12Error whose properties include `expected`.
export function throwsStyle12(fn, expected) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof Style12Error, `expected a Style12Error, got ${error}`);
    for (const [key, value] of Object.entries(expected)) {
      assert.deepEqual(error[key], value, `${key} of ${error.code}: ${error.message}`);
    }
    return true;
  });
}
