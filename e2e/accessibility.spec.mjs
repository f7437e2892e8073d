// axe-core over the page in the states a user sees: the first screen at
// 1280x800, at 200 % zoom of it (640x400) and on a phone, light and dark, a crazyhouse session, a log with
// bad lines and the input opened.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { open, openInput, settled } from './helpers.mjs';

async function violations(page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const scheme of ['light', 'dark']) {
  for (const [name, width, height] of [['desktop', 1280, 800], ['200 % zoom', 640, 400], ['phone', 375, 740]]) {
    test(`${name}, ${scheme}: axe finds no violations`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height });
      await open(page, { input: false });
      expect(await violations(page)).toEqual([]);
      for (const example of ['crazyhouse', 'errors']) {
        const before = Number(await page.locator('#log').getAttribute('data-session'));
        await page.locator('#example').selectOption(example);
        await settled(page, before);
        expect(await violations(page), example).toEqual([]);
      }
      await openInput(page);
      expect(await violations(page), 'input opened').toEqual([]);
    });
  }
}
