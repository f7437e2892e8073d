// Shared pieces of the end-to-end tests: sample lines, and a guard that
// records CSP violations, console errors, dialogs and every request made.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));

export function fixture(path) {
  return readFileSync(`${root}${path}`, 'utf8');
}

// gbtami vs. ggbtami after 2... Qh4#, White's view (FICS, milliseconds).
export const MATE_LINE = '<12> rnb-kbnr pppp-ppp -------- ----p--- ------Pq -----P-- PPPPP--P RNBQKBNR W -1 1 1 1 1 1 107 gbtami ggbtami 1 5 0 39 39 297338 295763 3 Q/d8-h4 (0:04.237) Qh4# 0 1 304';
export const MATE_FEN = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
// The move before it: 2. g4, a double push.
export const PUSH_LINE = '<12> rnbqkbnr pppp-ppp -------- ----p--- ------P- -----P-- PPPPP--P RNBQKBNR B 6 1 1 1 1 0 107 gbtami ggbtami -1 5 0 39 39 297338 300000 2 P/g2-g4 (0:02.662) g4 0 1 296';
// White's clock has a letter in it.
export const BAD_CLOCK_LINE = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 107 gbtami ggbtami 1 5 0 39 39 3000x0 300000 1 none (0:00.000) none 0 0 0';

// Typed into the input box (opened first: a loaded session folds it);
// back once the page has read it and shows its newest line.
export async function paste(page, text) {
  await openInput(page);
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.locator('#input').fill(text);
  await settled(page, before);
}

// The page has read a new session (after `before`) and shows its line.
export async function settled(page, before) {
  const log = page.locator('#log');
  await expect.poll(async () => Number(await log.getAttribute('data-session'))).toBeGreaterThan(before);
  await expect(log).toHaveAttribute('data-state', 'done');
  if (await log.locator('[role="option"]').count() === 0) return;
  await expect(page.locator('.board-pane')).toHaveAttribute('data-session', await log.getAttribute('data-session'));
}

export async function openInput(page) {
  if (!(await page.locator('#input').isVisible())) await page.locator('#input-panel > summary').click();
}

// The page, with the first example on the board. The input (box, replay,
// live) folds once a session is loaded; tests that use it open it, as a
// user would, unless asked not to.
export async function open(page, { input = true } = {}) {
  await page.goto('/');
  await expect(page.locator('#engine-status')).toHaveText('Parser ready');
  await expect(page.locator('[data-square="h4"]')).toHaveAttribute('data-piece', 'bQ');
  await expect(page.locator('#log')).toHaveAttribute('data-state', 'done');
  if (input) await openInput(page);
}

export async function guard(page) {
  const state = { violations: [], consoleErrors: [], requests: [], dialogs: [], pageErrors: [] };
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) state.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => state.pageErrors.push(error.message));
  page.on('request', (request) => state.requests.push(request.url()));
  page.on('dialog', async (dialog) => {
    state.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  state.check = async (allowedHosts = ['127.0.0.1']) => {
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    expect(violations, 'CSP violations').toEqual([]);
    expect(state.consoleErrors.filter((t) => /Content Security Policy|Refused/i.test(t)), 'CSP console errors').toEqual([]);
    expect(state.pageErrors, 'uncaught errors').toEqual([]);
    expect(state.dialogs, 'dialogs').toEqual([]);
    for (const url of state.requests) {
      const { protocol, hostname } = new URL(url);
      if (protocol === 'blob:' || protocol === 'data:') continue;
      expect(allowedHosts, `request to ${url}`).toContain(hostname);
    }
  };
  return state;
}

// A live session with a test server, started as a user does from the
// header: Live…, the server's address, Connect. The server's side of the
// connection, once the page has opened it.
export async function connectFromHeader(page, server) {
  await page.getByRole('button', { name: 'Live…' }).click();
  await page.locator('#ws-url').fill(server.url);
  const connected = server.nextClient();
  await page.locator('#ws-connect').click();
  return connected;
}
