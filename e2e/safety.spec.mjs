import { test, expect } from '@playwright/test';
import { guard, open, openInput, paste, settled } from './helpers.mjs';

const NAME = '<img/src=x/onerror=alert(1)>';
// The last board of web/examples/cut-short.fics (ahanft vs. EnnMal, 2... e6):
// where a replay of that example ends. The board before it is the fool's
// mate (helpers' MATE_FEN), what a copy made too early got.
const CUT_LAST_FEN = 'rnbqkb1r/pppp1ppp/4pn2/6B1/3P4/8/PPP1PPPP/RN1QKBNR w KQkq - 0 3';

test('names and text from the input stay text', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  const line = `<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 5 ${NAME} bob 0 3 0 39 39 180 180 1 none (0:00) none 0 0 0`;
  const spaced = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 6 <img src=x onerror=alert(1)> bob 0 3 0 39 39 180 180 1 none (0:00) none 0 0 0';
  await paste(page, [line, '<script>alert(2)</script> tells you: <b>hi</b>', spaced].join('\n'));
  await expect(page.locator('#log [role="option"]')).toHaveCount(3);
  await page.locator('#log [data-line="1"]').click();
  await expect(page.locator('#player-bottom .player-name')).toHaveText(NAME);
  await expect(page.locator('#fields tr[data-field="18"] .raw')).toHaveText(NAME);
  await expect(page.locator('#log [data-line="2"]')).toContainText('<script>alert(2)</script>');
  await page.locator('#log [data-line="3"]').click();
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toHaveAttribute('data-field', '20');
  await expect(page.locator('.raw-line')).toContainText('<img src=x onerror=alert(1)>');
  // Nothing became markup.
  expect(await page.locator('img[src="x"], script:not([src]), b').count()).toBe(0);
  const html = await page.locator('main').innerHTML();
  expect(html).not.toContain('<img src="x"');
  expect(html).not.toContain('<script>alert');
  await page.waitForTimeout(300);
  await g.check();
});

test('the page holds to its Content Security Policy and talks only to its own host', async ({ page }) => {
  const g = await guard(page);
  const response = await page.goto('/');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  await expect(page.locator('#engine-status')).toHaveText('Parser ready');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("default-src 'self'");
  expect(meta).toContain("style-src 'self'");
  expect(meta).not.toContain('unsafe-inline');
  expect(meta).not.toContain("'unsafe-eval'");
  // No inline script, style or handler anywhere.
  expect(await page.locator('script:not([src]), style, [style]').count()).toBe(0);
  const handlers = await page.evaluate(() => [...document.querySelectorAll('*')]
    .flatMap((el) => [...el.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')));
  expect(handlers).toEqual([]);

  // Exercise the page: every example, a replay, the flip and the copy.
  // Each step waits for the page to show what it loaded: a check passed
  // on the previous session's screen proves nothing, and a copy made
  // before the page caught up copies the board before.
  // The first example, loaded by the page itself, first.
  await expect(page.locator('[data-square="h4"]')).toHaveAttribute('data-piece', 'bQ');
  await expect(page.locator('#log')).toHaveAttribute('data-state', 'done');
  for (const id of ['standard', 'observed', 'crazyhouse', 'errors', 'block', 'cut']) {
    const before = Number(await page.locator('#log').getAttribute('data-session'));
    await page.locator('#example').selectOption(id);
    await settled(page, before);
    await expect(page.locator('#source-label')).toHaveText(`· ${await page.locator(`#example option[value="${id}"]`).textContent()}`);
    await expect(page.locator('#log [role="option"]').first()).toBeVisible();
  }
  await openInput(page);
  await page.locator('#replay-speed').selectOption('100');
  const beforeReplay = Number(await page.locator('#log').getAttribute('data-session'));
  await page.locator('#replay-play').click();
  await expect(page.locator('#replay-status')).toContainText('Done', { timeout: 10_000 });
  // Everything fed is not everything shown: the board follows the newest
  // line a moment later.
  await settled(page, beforeReplay);
  await expect(page.locator('#source-label')).toHaveText('· Replay (by line)');
  await expect(page.locator('#fen')).toHaveValue(CUT_LAST_FEN);
  await page.locator('#flip').click();
  await expect(page.locator('#flip')).toHaveAttribute('aria-pressed', 'true');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('#copy-fen').click();
  await expect(page.locator('#copy-status')).toContainText('copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(CUT_LAST_FEN);
  await expect(page.locator('#fen')).toHaveValue(CUT_LAST_FEN);
  expect(await page.locator('[style]').count()).toBe(0);
  expect(g.requests.length).toBeGreaterThan(5);
  await g.check();
});
