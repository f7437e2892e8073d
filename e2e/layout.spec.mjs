import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

const SHOTS = 'test-results/screenshots';

async function noOverflow(page, width) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page wider than the viewport').toBeLessThanOrEqual(width);
}

for (const scheme of ['light', 'dark']) {
  test(`desktop, ${scheme}: screenshots of a game and of a bad line`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await open(page);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    if (scheme === 'dark') expect(background).toBe('rgb(22, 21, 19)');
    else expect(background).toBe('rgb(243, 239, 231)');
    await page.screenshot({ path: `${SHOTS}/desktop-${scheme}.png`, fullPage: true });
    await page.locator('#example').selectOption('crazyhouse');
    await expect(page.locator('.pockets')).toHaveClass(/has-pockets/);
    await page.screenshot({ path: `${SHOTS}/desktop-${scheme}-crazyhouse.png`, fullPage: true });
    await page.locator('#example').selectOption('errors');
    await expect(page.locator('#fields tr[aria-invalid="true"]')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/desktop-${scheme}-errors.png`, fullPage: true });
    await noOverflow(page, 1440);
  });

  test(`375 px wide, ${scheme}: everything fits`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page);
    await noOverflow(page, 375);
    // A small board beside the list of lines, both on the first screen.
    const board = await page.locator('#board').boundingBox();
    const list = await page.locator('#log').boundingBox();
    expect(board.width).toBeGreaterThan(120);
    expect(board.x + board.width).toBeLessThanOrEqual(375);
    expect(board.x).toBeGreaterThanOrEqual(list.x + list.width);
    expect(board.y).toBeLessThan(list.y + list.height);
    expect(list.y + 100).toBeLessThan(812);
    await page.screenshot({ path: `${SHOTS}/mobile-${scheme}.png`, fullPage: true });
    await page.locator('#example').selectOption('crazyhouse');
    await expect(page.locator('.pockets')).toHaveClass(/has-pockets/);
    await noOverflow(page, 375);
    await page.locator('#board-title').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/mobile-${scheme}-crazyhouse.png` });
    await page.locator('#example').selectOption('errors');
    await noOverflow(page, 375);
    await page.screenshot({ path: `${SHOTS}/mobile-${scheme}-errors.png`, fullPage: true });
  });
}
