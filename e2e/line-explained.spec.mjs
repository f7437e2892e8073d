// A bad line explains itself, the bytes of a line, and copies of lines, on
// the page's real examples (web/examples: lines-with-errors.txt, the FICS
// block-mode session).
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { open, settled } from './helpers.mjs';

const errorsExample = readFileSync(new URL('../web/examples/lines-with-errors.txt', import.meta.url), 'latin1');

async function openExample(page, id) {
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.locator('#example').selectOption(id);
  await settled(page, before);
}

const row = (page, line) => page.locator(`#log [data-line="${line}"]`).first();

// What the page gave the clipboard: writeText is stubbed, so no test reads
// or changes the system's clipboard.
async function stubClipboard(page) {
  await page.addInitScript(() => {
    window.__copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text) => { window.__copied.push(text); } },
    });
  });
}
const copied = (page) => page.evaluate(() => window.__copied);

test('at 1280x800 a bad line shows its message without scrolling the page or the table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, { input: false });
  await openExample(page, 'errors');
  await row(page, 6).click();
  const problem = page.locator('.line-problems .error-box');
  await expect(problem).toContainText('BAD_NUMBER');
  await expect(problem).toContainText('field 25 (whiteTime) · column 124');
  await expect(problem).toContainText("whiteTime (field 25): found '3oo', expected White's remaining time, an integer");
  await expect(problem.locator('.error-message')).toBeInViewport({ ratio: 1 });
  // The table opens at the bad field, itself in view.
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toHaveAttribute('data-field', '25');
  await expect(page.locator('#fields tr[aria-invalid="true"]')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The mark sits on the bad value, where the line has it.
  await expect(page.locator('.raw-line .raw-token.bad')).toHaveText('3oo');
  const line6 = errorsExample.split('\n')[5];
  await expect(page.locator('.raw-line code')).toHaveText(line6);
  expect(line6.indexOf('3oo')).toBe(124);
});

test('the list row names the codes, and an anomaly marks the field it accuses', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, { input: false });
  await openExample(page, 'errors');
  await expect(row(page, 4)).toContainText('BAD_BOARD_SQUARE');
  await expect(row(page, 5).locator('.log-kind')).toHaveText('board');
  await expect(row(page, 5).locator('.log-code')).toHaveText('CASTLING_AFTER_KING_MOVED STRENGTH_MISMATCH');
  await row(page, 5).click();
  const items = page.locator('.line-problems li');
  await expect(items.first()).toContainText('CASTLING_AFTER_KING_MOVED');
  await expect(items.first()).toContainText('field 12 (castling.whiteShort)');
  await expect(items.first()).toContainText("White's short castling is claimed, but White's king is not on e1");
  await expect(page.locator('.line-problems [data-code="STRENGTH_MISMATCH"]')).toHaveCount(2);
  await expect(page.locator('.line-problems [data-code="STRENGTH_MISMATCH"]').first()).toContainText('field 23 (whiteStrength)');
  // Fields 12 to 15 (the castling rights) and 23, 24 (the strengths) are accused.
  const accused = await page.locator('.raw-line .raw-token.suspect').evaluateAll((tokens) => tokens.map((t) => t.dataset.rawField));
  expect(accused).toEqual(['12', '13', '14', '15', '23', '24']);
  await expect(page.locator('.raw-line .raw-token.bad')).toHaveCount(0);
  // A problem's button brings its field's row into view in the table.
  await page.locator('.line-problems [data-code="STRENGTH_MISMATCH"] [data-goto-field]').first().click();
  await expect(page.locator('#fields tr.lit')).toBeFocused();
  await expect(page.locator('#fields tr.lit')).toHaveAttribute('data-field', '23');
  await expect(page.locator('#fields tr.lit')).toBeInViewport();
});

test('a broken board marks the column where reading stopped', async ({ page }) => {
  await open(page, { input: false });
  await openExample(page, 'errors');
  await row(page, 4).click();
  await expect(page.locator('.line-problems .error-box')).toContainText('BAD_BOARD_SQUARE');
  await expect(page.locator('.line-problems .error-box')).toContainText('column 5');
  await expect(page.locator('.raw-line .raw-token.bad')).toHaveAttribute('data-raw-field', '2');
});

test('the bytes view names a CR, an LF, a 0x15 (NAK) and block mode\'s separators, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, { input: false });
  await openExample(page, 'block');
  // Line 12: block mode's start (0x15), an id, separators (0x16), then a board; LF CR ends it.
  await row(page, 12).click();
  const toggle = page.locator('#bytes-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const bytes = page.locator('#bytes');
  await expect(bytes).toBeVisible();
  await expect(bytes.locator('.bytes-summary')).toHaveText('Line 12, line end included: 175 bytes: NAK, 2 × SYN, LF, CR');
  const first = bytes.locator('tbody tr').first();
  await expect(first.locator('.byte-offset')).toHaveText('0000');
  await expect(first.locator('.byte-hex')).toHaveText('66696373 25201536 16313031 163C3132');
  await expect(first.locator('.byte-text abbr')).toHaveText(['NAK', 'SYN', 'SYN']);
  await expect(first.locator('.byte-text abbr').first()).toHaveAttribute('title', '0x15');
  const last = bytes.locator('tbody tr').last();
  await expect(last.locator('.byte-text abbr')).toHaveText(['LF', 'CR']);
  await expect(bytes.locator('tbody tr')).toHaveCount(11);
  // It follows the selection, and folds away.
  await row(page, 4).click();
  await expect(bytes.locator('.bytes-summary')).toContainText('Line 4, line end included');
  await page.keyboard.press('Tab');
  await toggle.click();
  await expect(bytes).toBeHidden();
});

test('bytes over 0x7F show as bytes', async ({ page }) => {
  await open(page, { input: false });
  await openExample(page, 'errors');
  await row(page, 4).click();
  await page.locator('#bytes-toggle').click();
  // The board of line 4 is drawn with em dashes in UTF-8: E2 80 94.
  const first = page.locator('#bytes tbody tr').first();
  await expect(first.locator('.byte-hex')).toHaveText('3C31323E 20E28094 E28094E2 8094E280');
  await expect(first.locator('.byte-text .byte-high')).toHaveCount(11);
  await expect(first.locator('.byte-text .byte-high').first()).toHaveAttribute('title', '0xE2, over 0x7F');
  await expect(page.locator('#bytes .bytes-summary')).toHaveText('Line 4, line end included: 187 bytes: LF, 87 over 0x7F');
});

test('copy: the line, a range of lines and the lines the list shows, exactly', async ({ page }) => {
  await stubClipboard(page);
  await open(page, { input: false });
  await openExample(page, 'errors');
  const lines = errorsExample.replace(/\n$/, '').split('\n');
  await row(page, 6).click();
  await page.locator('#copy-line').click();
  await expect(page.locator('#copy-lines-status')).toHaveText('Copied line 6.');
  expect(await copied(page)).toEqual([lines[5]]);

  await page.locator('#copy-range > summary').click();
  await expect(page.locator('#copy-from')).toHaveValue('6');
  await page.locator('#copy-from').fill('2');
  await page.locator('#copy-to').fill('4');
  await page.locator('#copy-range button[type="submit"]').click();
  await expect(page.locator('#copy-lines-status')).toHaveText('Copied lines 2 to 4.');
  // Line 4 is UTF-8 in the file: it copies as its characters.
  const utf8 = readFileSync(new URL('../web/examples/lines-with-errors.txt', import.meta.url), 'utf8').split('\n');
  expect((await copied(page))[1]).toBe(utf8.slice(1, 4).join('\n'));

  await page.locator('#line-filter').selectOption('problems');
  await page.locator('#copy-shown').click();
  await expect(page.locator('#copy-lines-status')).toHaveText('Copied the 3 lines shown.');
  expect((await copied(page))[2]).toBe([utf8[3], utf8[4], utf8[5]].join('\n'));
});

for (const scheme of ['light', 'dark']) {
  for (const [name, width, height] of [['desktop', 1280, 800], ['phone', 375, 740]]) {
    test(`${name}, ${scheme}: axe finds nothing with a bad line's problems, its bytes and the copy range open`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height });
      await open(page, { input: false });
      await openExample(page, 'errors');
      await row(page, 5).click();
      await expect(page.locator('.line-problems')).toBeVisible();
      await page.locator('#bytes-toggle').click();
      await page.locator('#copy-range > summary').click();
      await expect(page.locator('#copy-from')).toBeVisible();
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    });
  }
}

test('shift and a click, or shift and the arrows, choose the range to copy', async ({ page }) => {
  await stubClipboard(page);
  await open(page, { input: false });
  await openExample(page, 'errors');
  const lines = readFileSync(new URL('../web/examples/lines-with-errors.txt', import.meta.url), 'utf8').split('\n');
  await row(page, 5).click();
  await row(page, 2).click({ modifiers: ['Shift'] });
  await expect(page.locator('#copy-from')).toHaveValue('2');
  await expect(page.locator('#copy-to')).toHaveValue('5');
  await expect(page.locator('#copy-lines-status')).toHaveText('Lines 2 to 5 chosen: Copy copies them.');
  await page.locator('#copy-range button[type="submit"]').click();
  await expect(page.locator('#copy-lines-status')).toHaveText('Copied lines 2 to 5.');
  expect(await copied(page)).toEqual([lines.slice(1, 5).join('\n')]);
  // From the keyboard: a plain step sets where the range starts.
  await row(page, 3).click();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#line-meta')).toContainText('Line 4');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.locator('#copy-from')).toHaveValue('4');
  await expect(page.locator('#copy-to')).toHaveValue('6');
});
