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

  // A line that stops early marks the missing field.
  await paste(page, BAD_CLOCK_LINE.split(' 3000x0')[0]);
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toHaveAttribute('data-field', '25');
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toContainText('line ends before');
  await g.check();
});
