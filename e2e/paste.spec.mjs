import { test, expect } from '@playwright/test';
import { BAD_CLOCK_LINE, MATE_FEN, MATE_LINE, PUSH_LINE, guard, open, paste } from './helpers.mjs';

test('a pasted line shows its position, every field in words and its FEN', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, MATE_LINE);
  await expect(page.locator('#line-meta')).toContainText('Line 1');

  const pieces = { e1: 'wK', d1: 'wQ', g4: 'wP', f3: 'wP', h4: 'bQ', e5: 'bP', e8: 'bK', a8: 'bR' };
  for (const [square, piece] of Object.entries(pieces)) {
    await expect(page.locator(`[data-square="${square}"]`)).toHaveAttribute('data-piece', piece);
  }
  for (const empty of ['d8', 'e7', 'g2', 'f2', 'e4']) {
    await expect(page.locator(`[data-square="${empty}"]`)).not.toHaveAttribute('data-piece', /./);
  }
  await expect(page.locator('[data-square]')).toHaveCount(64);
  // a1 and h8 are dark squares, h1 and a8 light, however the board is turned.
  for (const [square, shade] of [['a1', 'sq-dark'], ['h8', 'sq-dark'], ['h1', 'sq-light'], ['a8', 'sq-light'], ['d1', 'sq-light'], ['e1', 'sq-dark']]) {
    await expect(page.locator(`[data-square="${square}"] rect.sq`)).toHaveClass(new RegExp(shade));
  }
  await expect(page.locator('[data-piece]:not(.pocket-slot)')).toHaveCount(32);
  // The last move and the mated king are marked.
  await expect(page.locator('[data-square="d8"] .sq-last')).toHaveCount(1);
  await expect(page.locator('[data-square="h4"] .sq-last')).toHaveCount(1);
  await expect(page.locator('[data-square="e1"] .sq-check')).toHaveCount(1);

  const rows = page.locator('#fields tbody tr[data-field]');
  await expect(rows).toHaveCount(33);
  const meaning = (n) => page.locator(`#fields tr[data-field="${n}"] .meaning`);
  const raw = (n) => page.locator(`#fields tr[data-field="${n}"] .raw`);
  await expect(raw(1)).toHaveText('<12>');
  await expect(raw(2)).toHaveText('rnb-kbnr');
  await expect(meaning(10)).toHaveText('White to move');
  await expect(meaning(11)).toHaveText('no double pawn push');
  await expect(meaning(12)).toHaveText('White may castle short');
  await expect(meaning(17)).toContainText('game 107');
  await expect(meaning(18)).toContainText('gbtami');
  await expect(meaning(20)).toHaveText('I am playing and it is my move');
  await expect(meaning(25)).toContainText('4:57.338 (297338 ms)');
  await expect(meaning(26)).toContainText('4:55.763 (295763 ms)');
  await expect(meaning(28)).toHaveText('Queen from d8 to h4');
  await expect(meaning(29)).toContainText('4237 ms');
  await expect(meaning(30)).toContainText('checkmate');
  await expect(meaning(31)).toHaveText('White at the bottom');
  await expect(meaning(32)).toHaveText('the clock is running');
  await expect(meaning(33)).toContainText('304 ms');
  await expect(page.locator('#fields [aria-invalid="true"]')).toHaveCount(0);

  await expect(page.locator('#fen')).toHaveValue(MATE_FEN);
  await expect(page.locator('#validation')).toContainText('legal');
  await expect(page.locator('#move-line')).toContainText('Qh4#');
  await expect(page.locator('#player-bottom .player-name')).toHaveText('gbtami');
  await expect(page.locator('#player-top .player-name')).toHaveText('ggbtami');
  await expect(page.locator('#player-bottom .clock')).toHaveText('4:57');

  // The move before: a double push, Black to move, the opponent's turn.
  await paste(page, PUSH_LINE);
  await expect(meaning(11)).toHaveText('double pawn push on the g-file (en passant square g3)');
  await expect(meaning(20)).toHaveText('I am playing and it is my opponent\'s move');
  await expect(meaning(28)).toHaveText('Pawn from g2 to g4');
  await g.check();
});

test('relations, castling and flip read in words; the board follows the flip field', async ({ page }) => {
  await open(page);
  const castled = '<12> rnbq-rk- ppppbppp -----n-- ----p--- --B-P--- -----N-- PPPP-PPP RNBQK--R W -1 1 1 0 0 5 12 alice bob -4 3 0 39 39 170 175 5 o-o (0:02) O-O 1 0 0';
  await paste(page, castled);
  const meaning = (n) => page.locator(`#fields tr[data-field="${n}"] .meaning`);
  await expect(meaning(20)).toContainText('initial position');
  await expect(meaning(14)).toHaveText('Black may no longer castle short');
  await expect(meaning(28)).toContainText('King castles short');
  await expect(meaning(31)).toContainText('Black at the bottom');
  await expect(meaning(25)).toContainText('2:50 (170000 ms)');
  // Castling marks the king's destination and its rook.
  await expect(page.locator('[data-square="g8"] .sq-last')).toHaveCount(1);
  await expect(page.locator('[data-square="f8"] .sq-last')).toHaveCount(1);
  // Flipped: h1 is drawn in the top-left corner.
  const firstSquare = page.locator('.squares > g').first();
  await expect(firstSquare).toHaveAttribute('data-square', 'h1');
  await page.locator('#flip').click();
  await expect(page.locator('#flip')).toHaveAttribute('aria-pressed', 'true');
  await expect(firstSquare).toHaveAttribute('data-square', 'a8');

  await paste(page, castled.replace(' -4 3 0 ', ' 9 3 0 '));
  await expect(meaning(20)).toContainText('unknown relation');
  await paste(page, castled.replace(' -4 3 0 ', ' -3 3 0 '));
  await expect(meaning(20)).toContainText('isolated position');
});

test('a bad line marks its field and the rest of the log still shows', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, BAD_CLOCK_LINE);
  const bad = page.locator('#fields tr[aria-invalid="true"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toHaveAttribute('data-field', '25');
  await expect(bad).toContainText("found '3000x0'");
  await expect(bad.locator('.raw')).toHaveText('3000x0');
  await expect(page.locator('.error-box')).toContainText('BAD_NUMBER');
  await expect(page.locator('.error-box')).toContainText('column 123');
  await expect(page.locator('.raw-token.bad')).toHaveText('3000x0');
  // Fields around the bad one still read.
  await expect(page.locator('#fields tr[data-field="26"] .meaning')).toContainText('300000 ms');

  // In a log, the other lines stay listed and the board shows the game.
  await paste(page, [PUSH_LINE, 'Maras kibitzes: hello', BAD_CLOCK_LINE, MATE_LINE].join('\n'));
  await expect(page.locator('#log [role="option"]')).toHaveCount(4);
  await expect(page.locator('#log .kind-error')).toHaveCount(1);
  await expect(page.locator('#problems')).toContainText('1 line could not be read');
  await expect(page.locator('[data-square="h4"]')).toHaveAttribute('data-piece', 'bQ');
  await page.locator('#problems button').click();
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toHaveAttribute('data-field', '25');
  await expect(page.locator('#stale-note')).toContainText('Line 3 could not be read');

  // A bad line whose ranks read draws its own board (the ranks and side
  // to move), not another game's.
  await paste(page, [PUSH_LINE, BAD_CLOCK_LINE.replace(' 107 gbtami ggbtami ', ' 203 zerowin Hutnik ')].join('\n'));
  await page.locator('#log .kind-error').click();
  await expect(page.locator('#stale-note')).toHaveText('Line 2 could not be read; the board is what its ranks and side to move show, which read.');
  await expect(page.locator('[data-square="e2"]')).toHaveAttribute('data-piece', 'wP');
  await expect(page.locator('#fen')).toHaveValue('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1');

  // One whose ranks do not read shows no board of another game.
  await paste(page, [PUSH_LINE, BAD_CLOCK_LINE.replace(' 107 gbtami ggbtami ', ' 203 zerowin Hutnik ').replace('pppppppp', 'pppp.ppp')].join('\n'));
  await page.locator('#log .kind-error').click();
  await expect(page.locator('#stale-note')).toHaveText('Line 2 could not be read, and no board of game 203 came before it.');
  await expect(page.locator('[data-square="e2"][data-piece]')).toHaveCount(0);

  // One cut inside a rank is a line cut short, its ranks in place.
  await paste(page, BAD_CLOCK_LINE.slice(0, BAD_CLOCK_LINE.indexOf(' PPPPPPPP') + 2));
  await expect(page.locator('.error-box')).toContainText('MISSING_FIELD');
  await expect(page.locator('.error-box')).toContainText('the line ends inside the board');
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toHaveAttribute('data-field', '8');
  await expect(page.locator('#fields tr[aria-invalid="true"] th')).toContainText('Rank 2');
  await expect(page.locator('#fields tr[data-field="9"]')).toContainText('Rank 1');

  // A line that stops early marks the missing field.
  await paste(page, BAD_CLOCK_LINE.split(' 3000x0')[0]);
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toHaveAttribute('data-field', '25');
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toContainText('line ends before');
  await g.check();
});

test('a board of ten files reads every field in its place, and its bad field is marked where the core says', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  // Capablanca chess on a variant server: ten files, archbishop (A) and chancellor (C).
  const line = '<12> rnabqkbcnr pppppppppp ---------- ---------- ----P----- ---------- PPPP-PPPPP RNABQKBCNR B 4 1 1 1 1 0 42 Capablanca Lasker 0 15 5 44 44 900 870 1 P/e2-e4 (0:01) e4 0 1 0';
  await paste(page, line);
  const meaning = (n) => page.locator(`#fields tr[data-field="${n}"] .meaning`);
  const raw = (n) => page.locator(`#fields tr[data-field="${n}"] .raw`);
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toHaveCount(0);
  await expect(raw(2)).toHaveText('rnabqkbcnr');
  await expect(meaning(2)).toContainText('(10 pieces)');
  await expect(meaning(11)).toHaveText('double pawn push on the e-file (en passant square e3)');
  await expect(meaning(17)).toHaveText('game 42 on the server');
  await expect(meaning(18)).toHaveText("White's handle: Capablanca");
  await expect(meaning(19)).toHaveText("Black's handle: Lasker");
  await expect(meaning(25)).toContainText('15:00 (900000 ms)');
  await expect(meaning(26)).toContainText('14:30 (870000 ms)');
  await expect(meaning(28)).toHaveText('Pawn from e2 to e4');
  await expect(page.locator('#line-meta')).toContainText('game 42');
  await expect(page.locator('[data-square="j1"]')).toHaveAttribute('data-square', 'j1');

  // A bad clock on that board: marked on field 26, at the column the core gives.
  const bad = line.replace(' 870 ', ' 87o ');
  await paste(page, bad);
  const invalid = page.locator('#fields tr[aria-invalid="true"]');
  await expect(invalid).toHaveAttribute('data-field', '26');
  await expect(invalid).toContainText("found '87o'");
  await expect(page.locator('.error-box')).toContainText(`column ${bad.indexOf('87o')}`);
  await expect(page.locator('.raw-token.bad')).toHaveText('87o');
  await expect(meaning(17)).toHaveText('game 42 on the server');
  await g.check();
});
