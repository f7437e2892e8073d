import { test, expect } from '@playwright/test';
import { PUSH_LINE, fixture, guard, open, paste } from './helpers.mjs';

test('clicking a piece of the side to move shows where it may go', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  // After 2. g4, Black to move: the queen on d8 may go to e7, f6, g5 and h4.
  await paste(page, PUSH_LINE);
  await expect(page.locator('[data-square="d8"]')).toHaveAttribute('data-piece', 'bQ');
  await expect(page.locator('#dests-note')).toContainText('Click a piece');
  await page.locator('[data-square="d8"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(4);
  for (const square of ['e7', 'f6', 'g5', 'h4']) {
    await expect(page.locator(`[data-square="${square}"]`)).toHaveAttribute('data-dest', 'true');
  }
  await expect(page.locator('[data-square="d8"] .sq-selected')).toHaveCount(1);
  await expect(page.locator('#dests-note')).toHaveText('d8: 4 legal moves, to e7, f6, g5, h4.');
  // The knight on g8: e7, f6 and h6.
  await page.locator('[data-square="g8"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(3);
  // The other side's pieces and empty squares show nothing; the same piece again hides its moves.
  await page.locator('[data-square="e1"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(0);
  await page.locator('[data-square="e5"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(1);
  await page.locator('[data-square="e5"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(0);
  await g.check();
});

test('the move list shows the core\'s SAN: whole on cut-short lines, a missed move rebuilt', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, fixture('tests/fixtures/transcripts/cut-short-and-missed.fics'));
  const moves = page.locator('#log .kind-style12 .log-move');
  await expect(moves).toHaveText(['start', '1. f3', '2. g4', '2… Qh4#']);
  await expect(page.locator('#log .kind-style12').nth(2)).toContainText('after a missed move, rebuilt');
  await page.locator('#log .kind-style12').last().click();
  await expect(page.locator('#move-line')).toContainText('Qh4#');
  await g.check();
});

test('a board that does not follow from the one before is marked', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  const lines = fixture('tests/fixtures/transcripts/standard-game.fics').split(/\r?\n\r?/);
  // The board of 1... e5 with Black's pawn shown on e4 instead: no move leads there.
  const jumped = lines.map((l) => (l.includes('P/e7-e5') ? l.replace('----p--- -------- -----P--', '-------- ----p--- -----P--') : l));
  expect(jumped.join('\n')).not.toEqual(lines.join('\n'));
  await paste(page, jumped.join('\n'));
  // That board, and the next one (2. g4, with the pawn back on e5).
  await expect(page.locator('#log .kind-resync')).toHaveCount(2);
  await expect(page.locator('#log .kind-resync').first()).toContainText('does not follow');
  await page.locator('#log .kind-resync').first().click();
  await expect(page.locator('#stale-note')).toContainText('This board does not follow from the one before it');
  await g.check();
});

test('the games list shows each game\'s board through the package\'s <style12-board>', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, fixture('tests/fixtures/transcripts/two-observed-games.fics'));
  const thumbs = page.locator('#games style12-board');
  await expect(thumbs).toHaveCount(2);
  // Game 223 after 48. Kf2 (8/6kp/8/6p1/5bPP/1b3P2/1p1p1K2/1B6): twelve men.
  await expect.poll(() => thumbs.nth(1).evaluate((el) => el.shadowRoot.querySelectorAll('[data-board-piece]').length)).toBe(12);
  await g.check();
});
