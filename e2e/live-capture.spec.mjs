// What the live panel keeps and shows besides the board: the session's
// capture (saved as a file, opened and replayed again), the view paused
// while capture goes on, the time of each thing it did and of the last
// message, its controls' names, and a status region that does not chatter.
import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { load } from '../dist/full-node.mjs';
import { throughBridge } from './live-session.mjs';
import { C5 } from './live-fics-server.mjs';

// Every row of the (virtual) lines list, scrolled through from the top:
// { sent, board, line, text, time }.
async function everyRow(page) {
  return page.locator('#log').evaluate(async (list) => {
    const rows = new Map();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; ; top += list.clientHeight / 2) {
      list.scrollTop = top;
      await frame();
      for (const item of list.querySelectorAll('.log-item')) {
        rows.set(Number(item.dataset.index), {
          index: Number(item.dataset.index),
          sent: item.classList.contains('kind-sent'),
          board: item.classList.contains('kind-style12'),
          line: item.querySelector('.log-line').textContent,
          text: item.querySelector('.log-text').textContent,
          time: item.querySelector('.log-time')?.textContent ?? null,
        });
      }
      if (top + list.clientHeight >= list.scrollHeight) break;
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
  });
}

async function loginAndObserve(page, fics) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['guest', '', 'set style 12']);
  await page.getByLabel('Command').fill('observe 42');
  await page.getByLabel('Command').press('Enter');
  await expect(page.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
}

test('Save capture downloads every byte the server sent and every line sent, with their times, named after the host and the time; the page opens it with its times and the lines sent, and replays it as what was received', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin' }, async ({ fics }) => {
    const save = page.getByRole('button', { name: 'Save capture' });
    await expect(save).toBeDisabled();
    const before = new Date();
    await loginAndObserve(page, fics);
    fics.sessions[0].send(`\n${C5}\nfics% `);
    await expect(page.locator('[data-square="c5"]')).toHaveAttribute('data-piece', 'bP');
    await page.getByLabel('Command').fill('quit');
    await page.getByLabel('Command').press('Enter');
    await expect(page.locator('#live-status')).toContainText('Session ended');
    const sent = fics.sessions[0].sentBytes();
    await expect(page.locator('#live-count')).toContainText(`${sent.length} bytes captured`);

    // Still there once the session has ended.
    await expect(save).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    const after = new Date();
    const name = download.suggestedFilename();
    expect(name).toMatch(/^capture-127\.0\.0\.1-\d{8}-\d{6}\.s12capture$/);
    const [, day, time] = /-(\d{8})-(\d{6})\.s12capture$/.exec(name);
    const pad = (n) => String(n).padStart(2, '0');
    expect(day).toBe(`${before.getFullYear()}${pad(before.getMonth() + 1)}${pad(before.getDate())}`);
    const seconds = (hhmmss) => Number(hhmmss.slice(0, 2)) * 3600 + Number(hhmmss.slice(2, 4)) * 60 + Number(hhmmss.slice(4));
    const started = before.getHours() * 3600 + before.getMinutes() * 60 + before.getSeconds();
    expect(seconds(time) - started).toBeGreaterThanOrEqual(0);
    expect(seconds(time) - started).toBeLessThan(10);

    // Read back by the package: what came, byte for byte, and what went.
    const saved = await readFile(await download.path());
    const s12 = await load();
    expect(s12.isCapture(saved)).toBe(true);
    const entries = s12.readCapture(saved);
    const received = Buffer.concat(entries.filter((e) => e.direction === 'received').map((e) => e.bytes));
    expect(received.length).toBe(sent.length);
    expect(received.equals(sent)).toBe(true);
    // Bytes no text decoding would keep: IAC WILL ECHO and WONT ECHO.
    expect(received.includes(Buffer.from([0xff, 0xfb, 0x01]))).toBe(true);
    expect(received.includes(Buffer.from([0xff, 0xfc, 0x01]))).toBe(true);
    expect(entries.filter((e) => e.direction === 'sent').map((e) => e.text)).toEqual(['guest', '', 'set style 12', 'observe 42', 'quit']);
    for (const { at } of entries) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(before.getTime());
      expect(Date.parse(at)).toBeLessThanOrEqual(after.getTime());
    }
    await expect(page.locator('#live-log')).toContainText(`Saved ${sent.length} bytes as ${name}`);

    // Opened, it is the session as it came: its lines, not the capture's.
    const chunks = entries.filter((e) => e.direction === 'received').length;
    await page.locator('#file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: saved });
    await expect(page.locator('#source-label')).toHaveText(`· ${name}`);
    await expect(page.locator('#log')).toHaveAttribute('data-state', 'done');
    await expect(page.locator('[data-square="c5"]')).toHaveAttribute('data-piece', 'bP');
    await expect(page.locator('#log')).toContainText('Style 12 set.');
    await expect(page.locator('#log')).not.toContainText('style12-capture');
    // The lines sent are rows of their own, in their place among the
    // server's lines, and every row has its time: the first the time of
    // day, the others the gap since the row before.
    const rows = await everyRow(page);
    expect(rows.filter((r) => r.sent).map((r) => r.text)).toEqual(['guest', '', 'set style 12', 'observe 42', 'quit']);
    expect(rows.filter((r) => r.sent).every((r) => r.line === '→')).toBe(true);
    const position = (test) => rows.findIndex(test);
    const boards = rows.map((r, i) => (r.board ? i : -1)).filter((i) => i >= 0);
    expect(position((r) => r.sent && r.text === 'observe 42')).toBeLessThan(boards[0]);
    expect(position((r) => r.sent && r.text === 'quit')).toBeGreaterThan(boards.at(-1));
    expect(rows[0].time).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/);
    for (const { time } of rows.slice(1)) expect(time).toMatch(/^\+\d+\.\d{1,3} s$|^\+\d+:\d\d$/);
    const observe = rows[position((r) => r.sent && r.text === 'observe 42')];
    await page.locator('#log').evaluate((list, at) => { list.scrollTop = Math.max(0, at * 26 - 40); }, rows.indexOf(observe));
    await page.locator(`#line-item-${observe.index}`).click();
    await expect(page.locator('#line-meta')).toContainText('Sent by the client');
    // A replay by chunk feeds the chunks as they were received.
    await page.locator('#replay-unit').selectOption('chunk');
    await page.locator('#replay-end').click();
    await expect(page.locator('#replay-status')).toHaveText(`Done: ${chunks} chunks fed`);
    await expect(page.locator('[data-square="c5"]')).toHaveAttribute('data-piece', 'bP');
  });
});

test('Pause view: the board holds still while boards keep coming and being captured; on resume it catches up', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin' }, async ({ fics }) => {
    await loginAndObserve(page, fics);
    const pause = page.getByRole('button', { name: 'Pause view' });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#live-log')).toContainText('View paused; capture goes on');

    fics.sessions[0].send(`\n${C5}\nfics% `);
    const sent = fics.sessions[0].sentBytes();
    await expect(page.locator('#live-count')).toContainText(`${sent.length} bytes captured`);
    await expect(page.locator('#live-count')).toContainText('view paused');
    await page.waitForTimeout(500);
    await expect(page.locator('[data-square="c5"]')).not.toHaveAttribute('data-piece', /./);
    await expect(page.locator('[data-square="c7"]')).toHaveAttribute('data-piece', 'bP');
    // Commands still go while the view is paused.
    await page.getByLabel('Command').fill('finger');
    await page.getByLabel('Command').press('Enter');
    await expect.poll(() => fics.sessions[0].lines.at(-1)).toBe('finger');
    await expect(page.locator('#live-count')).toContainText(`${fics.sessions[0].sentBytes().length} bytes captured`);
    await expect(page.locator('#log')).not.toContainText('finger: Command not found.');

    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#live-count')).not.toContainText('paused');
    // All that came while paused is in the session now.
    await expect(page.locator('[data-square="c5"]')).toHaveAttribute('data-piece', 'bP');
    await expect(page.locator('#log')).toContainText('finger: Command not found.');
    await page.locator('#ws-disconnect').click();
  });
});

test('times: each entry of the panel\'s log and the last message carry the time they happened, to the millisecond', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin' }, async ({ fics }) => {
    const before = Date.now();
    await loginAndObserve(page, fics);
    const after = Date.now();
    const stamps = await page.locator('#live-log time').evaluateAll((times) => times.map((t) => ({ iso: t.dateTime, text: t.textContent })));
    expect(stamps.length).toBeGreaterThanOrEqual(4);
    for (const { iso, text } of stamps) {
      const ms = Date.parse(iso);
      expect(ms).toBeGreaterThanOrEqual(before);
      expect(ms).toBeLessThanOrEqual(after);
      const local = new Date(ms);
      const pad = (n, w = 2) => String(n).padStart(w, '0');
      expect(text).toBe(`${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}.${pad(local.getMilliseconds(), 3)}`);
    }
    const entries = await page.locator('#live-log li').allTextContents();
    expect(entries.map((e) => e.replace(/^\S+ /, ''))).toEqual(expect.arrayContaining([
      expect.stringMatching(/^Connected to ws:\/\/127\.0\.0\.1:\d+\/$/),
      'Sent: guest (at "login:")',
      'Logged in as guest',
      'Sent: set style 12',
    ]));
    await expect(page.locator('#live-count')).toContainText(/messages received, the last at \d\d:\d\d:\d\d\.\d{3}/);
    await page.locator('#ws-disconnect').click();
  });
});

test('the live panel\'s names, and a status region that speaks at most about once a second', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin' }, async ({ fics }) => {
    for (const name of ['Server URL', 'Handle', 'Password', 'Command']) await expect(page.getByLabel(name, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause view' })).toHaveAttribute('aria-pressed', 'false');
    // The visible status is not a live region of its own: one voice only.
    await expect(page.locator('#live-status')).not.toHaveAttribute('role', /./);
    const region = page.locator('#live .mode-body [role="status"]');
    await expect(region).toHaveCount(1);
    await region.evaluate((node) => {
      window.__said = [];
      new MutationObserver(() => window.__said.push({ at: performance.now(), text: node.textContent }))
        .observe(node, { childList: true, characterData: true, subtree: true });
    });
    // The login changes the status five or six times in a few milliseconds.
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['guest', '', 'set style 12']);
    await page.waitForTimeout(3500);
    const said = await page.evaluate(() => window.__said);
    // Five or six changes, said in at most four turns (one when they all
    // came within a second of an earlier announcement), a second apart.
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < said.length; i++) expect(said[i].at - said[i - 1].at).toBeGreaterThanOrEqual(950);
    // What is said last is what the panel shows.
    expect(said.at(-1).text).toBe(await page.locator('#live-status').textContent());
    await page.locator('#ws-disconnect').click();
  });
});
