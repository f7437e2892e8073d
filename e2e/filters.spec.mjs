// Honest filters and search: the count says what the list shows, a search
// that matches nothing says so, the filter menu matches the list, and the
// selected line stays selected and in sight as filters change. Searches are
// answered by the index worker, which holds every row's text.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { open, settled } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const transcripts = `${root}tests/fixtures/transcripts/`;

// What the package itself reads from a session: every event, and its boards.
async function eventsOf(bytes) {
  const { load } = await import(`${root}dist/node.mjs`);
  const s12 = await load();
  const stream = s12.createStream();
  const events = [...stream.push(bytes), ...stream.end()];
  stream.free();
  return events;
}

async function openFile(page, path) {
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.setInputFiles('#file-input', path);
  await settled(page, before);
}

const count = (page) => page.locator('#log-count');
const selected = (page) => page.locator('#log [aria-selected="true"]');

test('the count says how many lines the filters show, of how many', async ({ page }) => {
  const path = `${transcripts}fics-observed.fics`;
  const events = await eventsOf(readFileSync(path));
  const boards = events.filter((e) => e.type === 'style12').length;
  expect(boards).toBeGreaterThan(0);
  expect(boards).toBeLessThan(events.length);
  await open(page, { input: false });
  await openFile(page, path);
  await expect(count(page)).toHaveText(`(${events.length} lines)`);
  await page.locator('#line-filter').selectOption('boards');
  await expect(count(page)).toHaveText(`(${boards} of ${events.length} lines)`);
  await page.locator('#line-filter').selectOption('all');
  await expect(count(page)).toHaveText(`(${events.length} lines)`);
});

test('a search with no match says so, naming the filter, and the count says 0', async ({ page }) => {
  const path = `${transcripts}fics-observed.fics`;
  const events = await eventsOf(readFileSync(path));
  await open(page, { input: false });
  await openFile(page, path);
  const empty = page.locator('#log-empty');
  await expect(empty).toBeHidden();
  await page.locator('#line-search').fill('qqzzxnothing');
  await expect(empty).toHaveText('No line matches “qqzzxnothing”.');
  await expect(count(page)).toHaveText(`(0 of ${events.length} lines)`);
  await expect(page.locator('#log [role="option"]')).toHaveCount(0);
  await page.locator('#line-filter').selectOption('boards');
  await expect(empty).toHaveText('No line matches “qqzzxnothing” in boards only.');
  await page.locator('#line-search').fill('');
  await expect(empty).toBeHidden();
  await expect(page.locator('#log [role="option"]').first()).toBeVisible();
});

test('clearing a search keeps the selected line selected and in sight', async ({ page }) => {
  const path = `${transcripts}fics-long-handles-kibitz.fics`;
  await open(page, { input: false });
  await openFile(page, path);
  // A line far down the session whose text no other line has, found by it.
  const events = await eventsOf(readFileSync(path));
  const texts = events.filter((e) => e.type === 'text' && e.text?.trim().length > 12);
  const target = [...texts].reverse().find((e) => texts.filter((o) => o.text === e.text).length === 1);
  expect(target.line).toBeGreaterThan(40);
  const word = target.text.trim();
  await page.locator('#line-search').fill(word);
  const match = page.locator(`#log [role="option"][data-line="${target.line}"]`);
  await expect(match).toBeVisible();
  await match.click();
  await expect(selected(page)).toHaveAttribute('data-line', String(target.line));
  await page.locator('#line-search').fill('');
  await expect(count(page)).toHaveText(`(${events.length} lines)`);
  await expect(selected(page)).toHaveAttribute('data-line', String(target.line));
  await expect(selected(page)).toBeInViewport();
  // Changing the filter keeps it too.
  await page.locator('#line-filter').selectOption('boards');
  await page.locator('#line-filter').selectOption('all');
  await expect(selected(page)).toHaveAttribute('data-line', String(target.line));
  await expect(selected(page)).toBeInViewport();
});

test('showing a line the filters hide drops them, and the menu and search box say so', async ({ page }) => {
  const path = `${transcripts}board-that-does-not-follow.fics`;
  const events = await eventsOf(readFileSync(path));
  const firstProblem = events.find((e) => e.type === 'resync' || (e.type === 'style12' && e.anomalies?.length));
  await open(page, { input: false });
  await openFile(page, path);
  await page.locator('#line-filter').selectOption('boards');
  await page.locator('#line-search').fill('qqzzxnothing');
  await expect(page.locator('#log-empty')).toBeVisible();
  // The banner's "Show the first" goes to a line the search hides.
  await page.locator('#problems [data-next-problem]').click();
  await expect(selected(page)).toHaveAttribute('data-line', String(firstProblem.line));
  await expect(page.locator('#line-filter')).toHaveValue('all');
  await expect(page.locator('#line-search')).toHaveValue('');
  await expect(page.locator('#log-empty')).toBeHidden();
  await expect(count(page)).toHaveText(`(${events.length} lines)`);
});

test('a search on a large log is answered by the worker, and rows arrive in bounded posts', async ({ page }) => {
  test.setTimeout(120_000);
  // A few megabytes of real sessions, with one line only the end has.
  const one = Buffer.concat(readdirSync(transcripts).filter((n) => n.endsWith('.fics')).sort()
    .map((n) => readFileSync(transcripts + n)));
  const marker = 'tell channel 53 needle-in-the-log-7781';
  const bytes = Buffer.concat([...Array.from({ length: 12 }, () => one), Buffer.from(`\n${marker}\n`)]);
  const dir = mkdtempSync(join(tmpdir(), 'style12-filters-'));
  const path = join(dir, 'large.fics');
  writeFileSync(path, bytes);
  const events = await eventsOf(bytes);
  const target = events.find((e) => e.type === 'text' && e.text?.includes('needle-in-the-log-7781'));
  expect(target).toBeTruthy();

  // What the page asks the worker and the biggest post of rows it gets.
  await page.addInitScript(() => {
    window.__asked = [];
    window.__largestPost = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function postMessage(message, ...rest) {
      window.__asked.push(message?.type);
      return post.call(this, message, ...rest);
    };
    const Original = Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', ({ data }) => {
          if (data?.type === 'rows') window.__largestPost = Math.max(window.__largestPost, data.kinds.length);
        });
      }
    };
  });
  await open(page, { input: false });
  await openFile(page, path);
  await expect(count(page)).toHaveText(`(${events.length.toLocaleString('en')} lines)`);
  const largest = await page.evaluate(() => window.__largestPost);
  expect(largest).toBeGreaterThan(0);
  expect(largest).toBeLessThanOrEqual(4096);

  await page.locator('#line-search').fill('NEEDLE-in-the-log');
  const found = page.locator(`#log [role="option"][data-line="${target.line}"]`);
  await expect(found).toBeVisible({ timeout: 15_000 });
  await expect(count(page)).toHaveText(`(1 of ${events.length.toLocaleString('en')} lines)`);
  expect(await page.evaluate(() => window.__asked)).toContain('filter');
});
