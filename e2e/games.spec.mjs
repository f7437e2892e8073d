// The Games list tells games apart that look alike (the same players, the
// same game number): each row has its lines in the input, the time of its
// first line when the input has times, its relation and its problems, and
// a game whose boards go on updates its row in place.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fixture, guard, open, settled } from './helpers.mjs';

const games = (page) => page.locator('#games .game-button');

// Opened as a file, byte for byte: FICS ends lines with LF CR, which a
// text box would turn into two line ends.
async function openFile(page, name, buffer) {
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.locator('#file-input').setInputFiles({ name, mimeType: 'text/plain', buffer });
  await settled(page, before);
}

const transcript = (name) => readFileSync(new URL(`../tests/fixtures/transcripts/${name}`, import.meta.url));

test('two games with the same number and players are told apart by their lines, relation and result', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await openFile(page, 'reused-game-number.fics', transcript('reused-game-number.fics'));
  await expect(games(page)).toHaveCount(2);
  const [first, second] = [games(page).nth(0), games(page).nth(1)];
  await expect(first.locator('.game-players')).toHaveText('admin – TestPlayer');
  await expect(second.locator('.game-players')).toHaveText('admin – TestPlayer');
  await expect(first.locator('.game-lines')).toHaveText('lines 6–12');
  await expect(second.locator('.game-lines')).toHaveText('lines 17–19');
  // The latest board of each: relation -1 after White's f4, 1 at the start.
  await expect(first.locator('.game-meta')).toHaveText('chess · 3 plies · playing, their move');
  await expect(second.locator('.game-meta')).toHaveText('chess · 0 plies · playing, your move');
  await expect(first.locator('.game-result')).toHaveText('1-0');
  await expect(second.locator('.game-result')).toHaveText('*');
  await expect(first.locator('.game-problems')).toHaveText('no problems');
  // A file has no times.
  await expect(page.locator('#games .game-time')).toHaveCount(0);
  await g.check();
});

test('a game\'s row counts its problems: anomalies and the board that does not follow', async ({ page }) => {
  await open(page);
  await openFile(page, 'board-that-does-not-follow.fics', transcript('board-that-does-not-follow.fics'));
  await expect(games(page)).toHaveCount(1);
  await expect(games(page).locator('.game-lines')).toHaveText('lines 6–14');
  await expect(games(page).locator('.game-meta')).toContainText('observing');
  await expect(games(page).locator('.game-problems')).toHaveText('4 problems');
  await expect(games(page).locator('.game-problems')).toHaveClass(/has-problems/);
});

test('examined games read "examining", each with its lines and problems', async ({ page }) => {
  await open(page);
  await openFile(page, 'fics-examined.fics', transcript('fics-examined.fics'));
  await expect(games(page)).toHaveCount(3);
  await expect(page.locator('#games .game-lines')).toHaveText(['lines 50–59', 'lines 64–72', 'lines 77–91']);
  await expect(page.locator('#games .game-problems')).toHaveText(['1 problem', '1 problem', 'no problems']);
  for (const meta of await page.locator('#games .game-meta').allTextContents()) expect(meta).toContain('examining');
});

test('a capture with times shows when each game\'s first line came', async ({ page }) => {
  await open(page);
  const start = Date.parse('2026-11-28T09:30:00.000Z');
  // One chunk a line (FICS ends them LF CR), a second apart: line n came
  // at start + (n - 1) s.
  const lines = fixture('tests/fixtures/transcripts/reused-game-number.fics').match(/[^\n]*\n\r?|[^\n]+$/g);
  const capture = ['#style12-capture 1', '# ws://127.0.0.1:5001/ opened 2026-11-28T09:30:00.000Z',
    ...lines.map((line, i) => `< ${new Date(start + i * 1000).toISOString()} ${JSON.stringify(line)}`)].join('\n') + '\n';
  await openFile(page, 'games.s12capture', Buffer.from(capture));
  await expect(games(page)).toHaveCount(2);
  const times = page.locator('#games .game-time');
  await expect(times).toHaveCount(2);
  await expect(times.nth(0)).toHaveAttribute('datetime', new Date(start + 5000).toISOString());
  await expect(times.nth(1)).toHaveAttribute('datetime', new Date(start + 16000).toISOString());
  const shown = await page.evaluate((ms) => new Date(ms).toLocaleTimeString(), start + 5000);
  await expect(times.nth(0)).toHaveText(` · ${shown}`);
});

test('while a session is replayed, a game\'s row follows its boards in its place', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await page.locator('#example').selectOption('observed');
  await expect(games(page)).toHaveCount(2);
  await page.locator('#replay-speed').selectOption('100');
  // Up to line 12: game 463's first board on line 6, game 223's on 10 and 12.
  for (let i = 0; i < 13; i++) await page.locator('#replay-step').click();
  await expect(page.locator('#replay-status')).toContainText('Paused: 13 of');
  await expect(games(page)).toHaveCount(2, { timeout: 10_000 });
  const first = games(page).nth(0);
  await expect(first.locator('.game-number')).toHaveText('#463');
  const early = await first.locator('.game-lines').textContent();
  await page.locator('#replay-play').click();
  await expect(page.locator('#replay-status')).toContainText('Done', { timeout: 15_000 });
  await expect(first.locator('.game-number')).toHaveText('#463');
  await expect(first.locator('.game-lines')).toHaveText('lines 6–29', { timeout: 10_000 });
  expect(early).not.toBe('lines 6–29');
  await g.check();
});
