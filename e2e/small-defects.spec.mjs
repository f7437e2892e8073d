// Small defects found by a debugging user: a line cut short before its
// game number said "Game null"; a board the server sends again (a refresh,
// a second observe) showed as a second button for the same move; on a
// phone the field table broke values mid-word ("rnbqk / bnr"); at 200 %
// zoom the list showed a handful of lines; the lines' column narrowed when
// the file held a bughouse match; the paste hint stayed while live, under
// the note that stands in the hidden box; the chosen example ("Lines with
// errors") was cut in the header; on a phone the problems banner left
// room for a few rows of the list.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { guard, open, paste, settled, connectFromHeader } from './helpers.mjs';
import { startWebSocketServer } from './ws-server.mjs';

const START = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 107 gbtami ggbtami 1 5 0 39 39 300000 300000 1 none (0:00.000) none 0 1 0';
const F3 = '<12> rnbqkbnr pppppppp -------- -------- -------- -----P-- PPPPP-PP RNBQKBNR B -1 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 300000 300000 1 P/f2-f3 (0:00.000) f3 0 1 0';
const E5 = '<12> rnbqkbnr pppp-ppp -------- ----p--- -------- -----P-- PPPPP-PP RNBQKBNR W 4 1 1 1 1 0 107 gbtami ggbtami 1 5 0 39 39 300000 300000 2 P/e7-e5 (0:00.000) e5 0 1 0';

test('a line cut before its game number says so, not "Game null"', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0');
  await expect(page.locator('#game-line')).toHaveText(/^No game number/);
  await expect(page.locator('#game-line')).not.toContainText('null');
  await g.check();
});

test('a board sent three times is one move button saying so; each of its lines marks it, and → goes on to the next move', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, `${[START, F3, F3, F3, E5].join('\n')}\n`);
  const buttons = page.locator('#moves .move-button');
  await expect(buttons).toHaveText(['start', '1. f3 ×3', '1… e5']);
  await expect(buttons.nth(1)).toHaveAttribute('title', 'sent 3 times: lines 2, 3, 4');
  for (const line of [2, 3, 4]) {
    await page.locator('#log [role=option]').nth(line - 1).click();
    await expect(page.locator('#line-meta')).toContainText(`Line ${line}`);
    await expect(buttons.nth(1)).toHaveAttribute('aria-current', 'true');
  }
  await page.locator('#log').press('ArrowRight');
  await expect(page.locator('#line-meta')).toContainText('Line 5');
  await expect(buttons.nth(2)).toHaveAttribute('aria-current', 'true');
  await g.check();
});

test('on a phone every value of the field table stays whole on one line', async ({ page }) => {
  const g = await guard(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page);
  await paste(page, `${START}\n`);
  const values = page.locator('#fields code.raw');
  await expect(values).toHaveCount(33);
  const broken = await values.evaluateAll((codes) => codes
    .filter((code) => {
      const height = parseFloat(getComputedStyle(code).lineHeight) || 20;
      return code.getBoundingClientRect().height > height * 1.6 || code.scrollWidth > code.clientWidth + 1;
    })
    .map((code) => code.textContent));
  expect(broken).toEqual([]);
  await g.check();
});

test('at 200 % zoom of 1280x800 (640x400) the list shows at least 8 lines', async ({ page }) => {
  const g = await guard(page);
  await page.setViewportSize({ width: 640, height: 400 });
  await open(page, { input: false });
  await expect(page.locator('#log [role=option]').first()).toBeVisible();
  const whole = await page.locator('#log [role=option]').evaluateAll((options) => {
    const list = document.querySelector('#log').getBoundingClientRect();
    return options.filter((o) => {
      const r = o.getBoundingClientRect();
      return r.top >= list.top && r.bottom <= list.bottom;
    }).length;
  });
  expect(whole).toBeGreaterThanOrEqual(8);
  await g.check();
});

test('at 1280x800 the lines keep their width whatever the file: a bughouse match widens the board at the fields\' expense', async ({ page }) => {
  const g = await guard(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, { input: false });
  const width = (selector) => page.locator(selector).evaluate((e) => e.getBoundingClientRect().width);
  const plain = { lines: await width('.lines-pane'), board: await width('.board-pane') };
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  const bughouse = readFileSync(new URL('../tests/fixtures/transcripts/fics-bughouse.fics', import.meta.url));
  await page.setInputFiles('#file-input', { name: 'fics-bughouse.fics', mimeType: 'text/plain', buffer: bughouse });
  await settled(page, before);
  await expect(page.locator('#main')).toHaveClass(/has-match/);
  await expect(page.locator('#match')).toBeVisible();
  const match = { lines: await width('.lines-pane'), board: await width('.board-pane') };
  expect(Math.abs(match.lines - plain.lines)).toBeLessThanOrEqual(plain.lines * 0.05);
  expect(match.lines).toBeGreaterThanOrEqual(280);
  expect(match.board).toBeGreaterThan(plain.board + 100);
  await g.check();
});

test('while live the paste hint goes with the input box, and is back when the session ends', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const server = await startWebSocketServer();
  const g = await guard(page);
  try {
    await open(page);
    const hint = page.locator('#input-hint');
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Type or paste one line or a whole session log');
    await connectFromHeader(page, server);
    await expect(page.locator('#live-status')).toContainText('Connected');
    await expect(page.locator('#input')).toBeHidden();
    await expect(page.locator('#live-input-note')).toBeVisible();
    await expect(hint).toBeHidden();

    await page.locator('#ws-disconnect').click();
    await expect(page.locator('#live-status')).toContainText('Disconnected');
    await expect(page.locator('#input')).toBeVisible();
    await expect(hint).toBeVisible();
    await g.check(['127.0.0.1']);
  } finally {
    await server.close();
  }
});

// How wide each select is with each of its choices, and how wide it needs
// to be to show that choice whole (a copy sized to its content, beside it
// under the same rules).
async function selectRoom(page, selector) {
  return page.locator(selector).evaluate((select) => {
    const was = select.selectedIndex;
    const room = [...select.options].map((option) => {
      select.selectedIndex = option.index;
      const probe = select.cloneNode(true);
      probe.removeAttribute('id');
      probe.selectedIndex = option.index;
      Object.assign(probe.style, { fieldSizing: 'content', width: 'auto', minWidth: '0', maxWidth: 'none', flex: 'none', position: 'absolute', visibility: 'hidden' });
      select.after(probe);
      const needs = probe.getBoundingClientRect().width;
      probe.remove();
      return { text: option.text, has: Math.round(select.getBoundingClientRect().width), needs: Math.round(needs) };
    });
    select.selectedIndex = was;
    return room;
  });
}

for (const [width, height] of [[1280, 800], [375, 667]]) {
  test(`at ${width}x${height} every choice of the example and filter selects shows whole, and the header keeps its rows`, async ({ page }) => {
    const g = await guard(page);
    await page.setViewportSize({ width, height });
    await open(page, { input: false });
    for (const selector of ['#example', '#line-filter']) {
      const room = await selectRoom(page, selector);
      expect(room.length).toBeGreaterThanOrEqual(4);
      expect(room.map((r) => r.text)).toContain(selector === '#example' ? 'Lines with errors' : 'Errors and anomalies');
      expect(room.filter((r) => r.has < r.needs), `${selector}: choices cut`).toEqual([]);
    }
    // Chosen for real: the longest example, and the header still holds.
    const before = Number(await page.locator('#log').getAttribute('data-session'));
    await page.locator('#example').selectOption('observed');
    await settled(page, before);
    const header = await page.locator('.masthead').evaluate((m) => m.getBoundingClientRect().height);
    expect(header).toBeLessThanOrEqual(width > 700 ? 52 : 160);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const [select] = await selectRoom(page, '#example').then((room) => room.filter((r) => r.text.startsWith('Two observed')));
    expect(select.has).toBeGreaterThanOrEqual(select.needs);
    await g.check();
  });
}

test('on a phone (375x667) with a bad line selected the problems banner is short and the list shows at least 10 rows', async ({ page }) => {
  const g = await guard(page);
  await page.setViewportSize({ width: 375, height: 667 });
  await open(page, { input: false });
  // A real session after the page's lines with errors: enough rows to fill the list.
  const errors = readFileSync(new URL('../web/examples/lines-with-errors.txt', import.meta.url));
  const session = readFileSync(new URL('../tests/fixtures/transcripts/fics-observed.fics', import.meta.url));
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.setInputFiles('#file-input', { name: 'errors-then-observed.fics', mimeType: 'text/plain', buffer: Buffer.concat([errors, session]) });
  await settled(page, before);
  // The list follows the newest line: scrolled back to the top, line 6 is tapped.
  await page.locator('#log').evaluate((log) => { log.scrollTop = 0; });
  await page.locator('#log [data-line="6"]').click();
  await expect(page.locator('#log [aria-selected="true"]')).toHaveAttribute('data-line', '6');
  await expect(page.locator('#line-meta')).toContainText('Line 6');
  const banner = page.locator('#problems');
  await expect(banner).toBeVisible();
  await expect(banner.locator('.problems-count')).toHaveText(/^\d+ problems$/);
  // The sentence is still there for a screen reader.
  await expect(banner).toContainText('2 lines could not be read');
  const rows = await page.locator('#log').evaluate((log) => {
    const frame = log.getBoundingClientRect();
    return [...log.querySelectorAll('[role="option"]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= frame.top - 0.5 && r.bottom <= Math.min(frame.bottom, innerHeight) + 0.5;
    }).length;
  });
  expect(rows).toBeGreaterThanOrEqual(10);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: 'test-results/screenshots/small-defects-phone-bad-line.png' });
  await g.check();
});
