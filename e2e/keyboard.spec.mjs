import { test, expect } from '@playwright/test';
import { MATE_LINE, PUSH_LINE, open } from './helpers.mjs';

async function tabTo(page, selector, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function outlineOf(page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

test('the page works from the keyboard alone', async ({ page }) => {
  await open(page);
  await page.locator('body').click({ position: { x: 2, y: 2 } });

  // Every control is reachable with Tab, in page order, with a visible focus.
  const order = ['#example', '#open-file', '#clear', '#input', '#replay-restart', '#replay-play', '#replay-step',
    '#replay-end', '#replay-speed', '#replay-unit', '#ws-url', '#ws-connect', '#flip', '#copy-fen'];
  for (const selector of order) {
    await tabTo(page, selector);
    const outline = await outlineOf(page);
    expect(outline.style, `${selector} focus outline`).not.toBe('none');
    expect(outline.width, `${selector} focus outline`).toBeGreaterThan(0);
  }

  // Type into the textarea.
  await page.locator('#input').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText([PUSH_LINE, MATE_LINE].join('\n'));
  await expect(page.locator('[data-square="h4"]')).toHaveAttribute('data-piece', 'bQ');

  // Flip with the keyboard.
  await tabTo(page, '#flip');
  await page.keyboard.press('Enter');
  await expect(page.locator('#flip')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(page.locator('#flip')).toHaveAttribute('aria-pressed', 'false');

  // The line list moves with the arrow keys.
  await tabTo(page, '#log');
  await expect(page.locator('#log [aria-selected="true"]')).toHaveAttribute('data-line', '2');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('#log [aria-selected="true"]')).toHaveAttribute('data-line', '1');
  await expect(page.locator('#fields tr[data-field="28"] .meaning')).toHaveText('Pawn from g2 to g4');
  await expect(page.locator('#follow')).not.toBeChecked();
  await page.screenshot({ path: 'test-results/screenshots/keyboard-focus.png' });
  await page.keyboard.press('End');
  await expect(page.locator('#fields tr[data-field="28"] .meaning')).toHaveText('Queen from d8 to h4');

  // Examples and the replay from the keyboard.
  await page.locator('#example').focus();
  await page.locator('#example').selectOption('crazyhouse');
  await expect(page.locator('.pockets')).toHaveClass(/has-pockets/);
  await page.locator('#replay-step').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#replay-status')).toContainText('Paused: 1 of');
  await page.keyboard.press('Tab');
  await expect(page.locator('#replay-end')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#replay-status')).toContainText('Done');
});

test('every control has a label', async ({ page }) => {
  await open(page);
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll('button, select, textarea, input:not([type="file"]), a[href]')]
    .filter((el) => !el.hidden && el.getClientRects().length)
    .filter((el) => {
      const labelled = el.labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
      return !(labelled || el.textContent.trim());
    })
    .map((el) => el.id || el.outerHTML.slice(0, 60)));
  expect(unlabelled).toEqual([]);
  await expect(page.getByLabel('Style 12 input')).toBeVisible();
});
