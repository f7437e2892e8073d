import { test, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { guard, open } from './helpers.mjs';

test('replaying two interleaved games ends on the last position with both games listed', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await page.locator('#example').selectOption('observed');
  await expect(page.locator('#games .game-button')).toHaveCount(2);

  await page.locator('#replay-speed').selectOption('100');
  await page.locator('#replay-step').click();
  await expect(page.locator('#replay-status')).toContainText('Paused: 1 of');
  // A line is complete once the next one begins (it could be wrapped).
  await expect(page.locator('#log [role="option"]')).toHaveCount(0);
  await page.locator('#replay-step').click();
  await expect(page.locator('#replay-status')).toContainText('Paused: 2 of');
  await expect(page.locator('#log [role="option"]')).toHaveCount(1);
  await page.locator('#replay-play').click();
  await expect(page.locator('#replay-play')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#replay-status')).toContainText('Done', { timeout: 10_000 });
  await expect(page.locator('#replay-play')).toHaveText('Play');

  // The last board of the log: game 223 after 48. Kf2, which Black won.
  await expect(page.locator('[data-square="f2"]')).toHaveAttribute('data-piece', 'wK');
  await expect(page.locator('[data-square="g7"]')).toHaveAttribute('data-piece', 'bK');
  await expect(page.locator('#game-line')).toContainText('0-1');
  const games = page.locator('#games .game-button');
  await expect(games).toHaveCount(2);
  await expect(games.nth(0)).toContainText('schachbjm');
  await expect(games.nth(0)).toContainText('*');
  await expect(games.nth(1)).toContainText('HUGOABEL');
  await expect(games.nth(1)).toContainText('0-1');
  await expect(games.nth(1)).toHaveAttribute('aria-pressed', 'true');

  // Choosing the other game shows its last position: 38. ... Rg8.
  await games.nth(0).click();
  await expect(games.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-square="g8"]')).toHaveAttribute('data-piece', 'bR');
  await expect(page.locator('[data-square="g1"]')).toHaveAttribute('data-piece', 'wR');
  await expect(page.locator('[data-square="e3"]')).toHaveAttribute('data-piece', 'wK');
  await expect(page.locator('#fields tr[data-field="17"] .raw')).toHaveText('463');
  await games.nth(1).click();
  await expect(page.locator('#fields tr[data-field="17"] .raw')).toHaveText('223');

  // Its PGN downloads from a blob URL.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#pgn-one').click()]);
  const pgn = await readFile(await download.path(), 'utf8');
  expect(pgn).toContain('[White "HUGOABEL"]');
  expect(pgn).toContain('0-1');
  expect(download.suggestedFilename()).toMatch(/\.pgn$/);
  await g.check();
});

test('replay by random chunks gives the same final position', async ({ page }) => {
  // The page starts with the standard example (choosing it again would
  // fetch it again, and its arrival reset the replay under way).
  await open(page);
  await expect(page.locator('#example')).toHaveValue('standard');
  await expect(page.locator('#source-label')).toContainText('fool');
  await page.locator('#replay-unit').selectOption('chunk');
  await page.locator('#replay-end').click();
  await expect(page.locator('#replay-status')).toContainText('Done');
  await expect(page.locator('[data-square="h4"]')).toHaveAttribute('data-piece', 'bQ');
  await expect(page.locator('#games .game-button')).toContainText('0-1');
  await page.locator('#replay-restart').click();
  await expect(page.locator('#log [role="option"]')).toHaveCount(0);
  await expect(page.locator('#replay-status')).toContainText('Paused: 0 of');
});

test('a crazyhouse session shows the pockets with counts and the passed piece', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await page.locator('#example').selectOption('crazyhouse');
  await expect(page.locator('.pockets')).toHaveClass(/has-pockets/);
  // After 5. N@c3: White holds a pawn, Black a pawn and a knight.
  await expect(page.locator('[data-square="c3"]')).toHaveAttribute('data-piece', 'wN');
  const slot = (color, piece) => page.locator(`[data-pocket="${color}"] [data-piece="${color}${piece}"]`);
  await expect(slot('w', 'P')).toHaveAttribute('data-count', '1');
  await expect(slot('w', 'N')).toHaveAttribute('data-count', '0');
  await expect(slot('b', 'P')).toHaveAttribute('data-count', '1');
  await expect(slot('b', 'N')).toHaveAttribute('data-count', '1');
  await expect(slot('b', 'N').locator('.pocket-count')).toHaveText('1');
  await expect(page.locator('#fen')).toHaveValue('rnb1kb1r/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR[Ppn] b KQkq - 1 5');
  await expect(page.locator('#validation')).toContainText('crazyhouse');

  // The board after 4. Nxd5 came with "<- WN": White received a knight.
  await page.locator('#log [data-line="27"]').click();
  await expect(page.locator('#passed-note')).toHaveText('White received a knight');
  await expect(slot('w', 'N')).toHaveAttribute('data-count', '1');
  await expect(slot('w', 'P')).toHaveAttribute('data-count', '1');
  // A holdings line reads field by field too.
  await page.locator('#log [data-line="30"]').click();
  await expect(page.locator('#line-meta')).toContainText('holdings line');
  await expect(page.locator('#fields tr[data-field="9"] .meaning')).toHaveText('Black received a knight');
  await expect(page.locator('#fields tr[data-field="7"] .meaning')).toHaveText('Black holds a pawn, a knight');
  // A <b1> line passing a piece after its board shows that board with the
  // pockets it gives, however many boards came after it.
  await page.locator('#log [data-line="13"]').click();
  await expect(page.locator('#line-meta')).toContainText('holdings line');
  await expect(slot('w', 'P')).toHaveAttribute('data-count', '1');
  await expect(page.locator('#passed-note')).toHaveText('White received a pawn');

  // A <b1> line pasted on its own fills the pockets too.
  await page.locator('#input').fill('<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 9 a b 0 3 0 39 39 180 180 1 none (0:00) none 0 0 0\n<b1> game 9 white [QQP] black [] <- WQ');
  await expect(slot('w', 'Q')).toHaveAttribute('data-count', '2');
  await g.check();
});

test('a board that does not follow is marked, and its entry says so, not "server text"', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  const session = await readFile(new URL('../tests/fixtures/transcripts/board-that-does-not-follow.fics', import.meta.url), 'utf8');
  await page.locator('#input').fill(session);
  const entry = page.locator('#log .kind-resync');
  await expect(entry).toHaveCount(1);
  // The page stays where it was while the list follows the newest line:
  // only the list scrolls, never the window.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await entry.click();
  await expect(page.locator('#line-meta')).toContainText('board does not follow');
  await expect(page.locator('#fields')).toContainText('does not follow from the one before it');
  await expect(page.locator('#fields')).not.toContainText('server sent this as text');
  await g.check();
});
