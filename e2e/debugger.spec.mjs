// The page as a debugger: one screen, a worker that reads real-size logs,
// virtual lists, filters, keys, file handling, downloads and bughouse.
import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { fixture, guard, open, settled } from './helpers.mjs';

const transcripts = fileURLToPath(new URL('../tests/fixtures/transcripts/', import.meta.url));

// Real sessions one after another, to `megabytes`.
function bigLog(megabytes) {
  const one = Buffer.concat(readdirSync(transcripts).filter((n) => n.endsWith('.fics')).sort()
    .map((n) => readFileSync(transcripts + n)));
  const copies = Math.ceil((megabytes * 1048576) / one.length);
  return Buffer.concat(Array.from({ length: copies }, () => one));
}

async function openFile(page, name, buffer) {
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.setInputFiles('#file-input', { name, mimeType: 'text/plain', buffer });
  return before;
}

// A paste as the browser delivers one (the clipboard's text, line ends and
// all), and back once the page has read it.
async function pasteFromClipboard(page, text) {
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.locator('#input').evaluate((box, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await settled(page, before);
}

const selected = (page) => page.locator('#log [aria-selected="true"]');

test('at 1280x800 the lines, the board with its moves, the fields and the games share one screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, { input: false });
  await expect(page.locator('#input')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
  for (const selector of ['#log', '#board', '#moves', '#fields table', '#games .game-button']) {
    const box = await page.locator(selector).first().boundingBox();
    expect(box, selector).not.toBeNull();
    expect(box.y + Math.min(box.height, 40), selector).toBeLessThanOrEqual(800);
    expect(box.x + box.width, selector).toBeLessThanOrEqual(1280);
  }
  await expect(page.locator('#moves .move-button')).toHaveText(['start', '1. f3', '1… e5', '2. g4', '2… Qh4# ×2']);
});

test('a 20 MB log is read by the worker in the background: progress, few rows in the page, and Cancel keeps what was read', async ({ page }) => {
  test.setTimeout(90_000);
  const g = await guard(page);
  await open(page, { input: false });
  const log = bigLog(20);
  await openFile(page, 'day.fics', log);
  await expect(page.locator('#load')).toBeVisible();
  await expect(page.locator('#log [role="option"]').first()).toBeVisible();
  await page.locator('#load-cancel').click();
  await expect(page.locator('#log')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('#load')).toBeHidden();
  const count = Number((await page.locator('#log-count').textContent()).replace(/[^\d]/g, ''));
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(log.toString('latin1').split(/\r\n|\n\r|\r|\n/).length - 1);
  // Only the rows in sight exist.
  expect(await page.locator('#log [role="option"]').count()).toBeLessThan(150);
  // The main thread stays free: the list answers at once.
  await page.locator('#log').focus();
  await page.keyboard.press('End');
  await expect(selected(page)).toBeVisible();
  await g.check();
});

test('the whole of a large file is read, and its newest board shown', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, { input: false });
  const log = bigLog(4);
  const before = await openFile(page, 'day.fics', log);
  await settled(page, before);
  // Every event the package's own stream gives for the same bytes.
  const { load } = await import('../dist/node.mjs');
  const stream = (await load()).createStream();
  const events = stream.push(log).length + stream.end().length;
  stream.free();
  const count = Number((await page.locator('#log-count').textContent()).replace(/[^\d]/g, ''));
  expect(count).toBe(events);
  await expect(page.locator('#source-label')).toContainText('day.fics');
  await expect(page.locator('#games-count')).not.toHaveText('');
});

test('filters: boards only, errors and anomalies, this game only, server text, search', async ({ page }) => {
  await open(page);
  await page.locator('#example').selectOption('observed');
  await expect(page.locator('#games .game-button')).toHaveCount(2);
  const kinds = () => page.locator('#log [role="option"]').evaluateAll((rows) => rows.map((r) => r.className.match(/kind-(\w+)/)[1]));
  await page.locator('#line-filter').selectOption('boards');
  // The list is rebuilt after the change event: poll until it shows the filter's rows.
  await expect.poll(async () => [...new Set(await kinds())]).toEqual(['style12']);
  await page.locator('#log [role="option"]').filter({ hasText: 'HUGOABEL' }).first().click();
  await expect(page.locator('#fields tr[data-field="17"] .raw')).toHaveText('223');
  await page.locator('#line-filter').selectOption('game');
  const games = await page.locator('#log .log-game').allTextContents();
  expect(games.length).toBeGreaterThan(0);
  expect(new Set(games).size).toBe(1);
  await page.locator('#line-filter').selectOption('all');
  await page.locator('#show-text').uncheck();
  await expect.poll(kinds).not.toContain('text');
  await page.locator('#show-text').check();
  await page.locator('#line-search').fill('schachbjm');
  await expect.poll(async () => (await page.locator('#log [role="option"]').allTextContents()).every((t) => t.includes('schachbjm'))).toBe(true);
  await page.locator('#line-search').fill('');
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.locator('#example').selectOption('errors');
  await settled(page, before);
  await page.locator('#line-filter').selectOption('problems');
  const rowClasses = () => page.locator('#log [role="option"]').evaluateAll((rows) => rows.map((r) => r.className));
  const onlyProblems = (rows) => rows.length > 1 && rows.every((c) => /kind-error|kind-resync|has-anomaly/.test(c));
  await expect.poll(async () => onlyProblems(await rowClasses())).toBe(true);
  const classes = await rowClasses();
  expect(classes.length).toBeGreaterThan(1);
  for (const c of classes) expect(c).toMatch(/kind-error|kind-resync|has-anomaly/);
  expect(classes.some((c) => c.includes('kind-error'))).toBe(true);
});

test('keys: ← → step through the game, ↑ ↓ through the lines, n to the next error', async ({ page }) => {
  await open(page, { input: false });
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await expect(page.locator('#moves [aria-current="true"]')).toHaveText('2… Qh4# ×2');
  // The mate was sent twice: one move, so one ← goes back past it.
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#moves [aria-current="true"]')).toHaveText('2. g4');
  await expect(page.locator('#move-line')).toContainText('g4');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#moves [aria-current="true"]')).toHaveText('2… Qh4# ×2');
  const line = async () => Number(await selected(page).getAttribute('data-line'));
  const at = await line();
  await page.keyboard.press('ArrowDown');
  await expect.poll(line).toBeGreaterThan(at);
  await page.keyboard.press('ArrowUp');
  await expect.poll(line).toBe(at);
  await page.locator('#example').selectOption('errors');
  await expect(page.locator('#problems')).toBeVisible();
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Home');
  // The next line that could not be read, or a board with an anomaly.
  await page.keyboard.press('n');
  await expect(selected(page)).toHaveClass(/kind-error|has-anomaly/);
  const first = await line();
  await page.keyboard.press('n');
  await expect.poll(line).toBeGreaterThan(first);
  await expect(selected(page)).toHaveClass(/kind-error|has-anomaly/);
});

test('a paste is read as it came: LF CR ends one line, as in the file', async ({ page }) => {
  await open(page);
  const board = fixture('tests/fixtures/transcripts/standard-game.fics').split(/\n\r|\r\n|\n|\r/).find((l) => l.startsWith('<12>'));
  const text = `fics% hello\n\r\n\rfics% \n\r${board}\n\r`;
  await pasteFromClipboard(page, text);
  await expect(page.locator('#log .kind-style12')).toHaveAttribute('data-line', '4');
  await expect(page.locator('#source-label')).toContainText('Pasted');
});

test('a large paste does not go into the box', async ({ page }) => {
  await open(page);
  const text = fixture('tests/fixtures/transcripts/fics-observed.fics').repeat(40);
  await pasteFromClipboard(page, text);
  expect(text.length).toBeGreaterThan(64 * 1024);
  await expect(page.locator('#input')).toHaveValue('');
  await expect(page.locator('#source-label')).toContainText('MB');
});

test('a file dropped anywhere on the page opens; the picker takes any file', async ({ page }) => {
  const g = await guard(page);
  await open(page, { input: false });
  expect(await page.locator('#file-input').getAttribute('accept')).toBeNull();
  const url = page.url();
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  const transfer = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'capture.raw', { type: '' }));
    return data;
  }, fixture('tests/fixtures/transcripts/takeback.fics'));
  await page.dispatchEvent('.games-pane', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('.games-pane', 'drop', { dataTransfer: transfer });
  await settled(page, before);
  // Still this page (its address names the file now, not another page).
  expect(new URL(page.url()).pathname).toBe(new URL(url).pathname);
  await expect(page.locator('#source-label')).toContainText('capture.raw');
  await g.check();
});

test('PGN file names say the players and the game; a bughouse match shows both boards and downloads as BPGN', async ({ page }) => {
  await open(page, { input: false });
  const [pgn] = await Promise.all([page.waitForEvent('download'), page.locator('#pgn-one').click()]);
  expect(pgn.suggestedFilename()).toBe('gbtami-vs-ggbtami-game107-1.pgn');

  const before = await openFile(page, 'fics-bughouse.fics', readFileSync(`${transcripts}fics-bughouse.fics`));
  await settled(page, before);
  await expect(page.locator('#match')).toBeVisible();
  await expect(page.locator('#match-caption')).toContainText('Partner board: game 1');
  await expect(page.locator('#match-board')).toHaveAttribute('fen', /\[.*\] [wb] /);
  // Side by side on one screen: the session's board column is the wide one.
  await expect(page.locator('#main')).toHaveClass(/has-match/);
  const board = await page.locator('#board').boundingBox();
  const partner = await page.locator('#match-board').boundingBox();
  expect(partner.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
  expect(Math.abs(partner.y - board.y)).toBeLessThan(board.height / 2);
  expect(partner.x + partner.width).toBeLessThanOrEqual(1280);
  const [bpgn] = await Promise.all([page.waitForEvent('download'), page.locator('#bpgn-one').click()]);
  expect(bpgn.suggestedFilename()).toBe('bob-vs-dave-game2-2.bpgn');
  const text = await readFile(await bpgn.path(), 'utf8');
  expect(text).toContain('[WhiteA ');
  expect(text).toContain('[WhiteB ');
});

test('the replay feeds lines at the speed asked and Step goes on from the line shown', async ({ page }) => {
  // The page's clock is the test's to move: the rate is checked on it, not
  // on how fast this machine happens to run.
  await page.clock.install();
  await open(page);
  await page.locator('#example').selectOption('observed');
  await expect(page.locator('#games .game-button')).toHaveCount(2);
  // A line chosen in the list: the replay takes up the stream from there.
  await page.locator('#log [role="option"]').nth(5).click();
  const chosen = Number(await selected(page).getAttribute('data-line'));
  await page.locator('#replay-step').click();
  await expect(page.locator('#replay-status')).toContainText(`Paused: ${chosen} of`);
  // 100 a second: a fifth of a second of the page's time feeds 20 lines
  // more (the log has a few dozen after the chosen one).
  await page.locator('#replay-speed').selectOption('100');
  const fed = () => page.locator('#replay-progress').evaluate((bar) => bar.value);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const before = await fed();
  expect(before).toBe(chosen);
  await page.locator('#replay-play').click();
  await page.clock.runFor(200);
  const after = await fed();
  expect(after - before).toBeGreaterThanOrEqual(19);
  expect(after - before).toBeLessThanOrEqual(22);
  await page.clock.resume();
  await expect(page.locator('#replay-status')).toContainText('Done', { timeout: 15_000 });
});
