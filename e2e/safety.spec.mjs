import { test, expect } from '@playwright/test';
import { guard, open, openInput, paste } from './helpers.mjs';

const NAME = '<img/src=x/onerror=alert(1)>';

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
  for (const id of ['standard', 'observed', 'crazyhouse', 'errors', 'block', 'cut']) {
    await page.locator('#example').selectOption(id);
    await expect(page.locator('#source-label')).not.toHaveText('');
    await expect(page.locator('#log [role="option"]').first()).toBeVisible();
  }
  await openInput(page);
  await page.locator('#replay-speed').selectOption('100');
  await page.locator('#replay-play').click();
  await expect(page.locator('#replay-status')).toContainText('Done', { timeout: 10_000 });
  await page.locator('#flip').click();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('#copy-fen').click();
  await expect(page.locator('#copy-status')).toContainText('copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('#fen').inputValue());
  expect(await page.locator('[style]').count()).toBe(0);
  expect(g.requests.length).toBeGreaterThan(5);
  await g.check();
});
