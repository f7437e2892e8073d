// Places to come back to: go to line, the line and filter in the address,
// the last file kept in the browser when asked, bookmarks, and two boards
// compared square by square and field by field.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { fixture, guard, openInput } from './helpers.mjs';

const OBSERVED = 'tests/fixtures/transcripts/fics-observed.fics';
const selected = (page) => page.locator('#log [aria-selected="true"]');

// The page at `path`, back once its input is read and a line is shown.
async function visit(page, path = '/') {
  await page.goto(path);
  await expect(page.locator('#engine-status')).toHaveText('Parser ready');
  await expect(page.locator('#log')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('.board-pane')).toHaveAttribute('data-session', await page.locator('#log').getAttribute('data-session'));
}

async function openObserved(page) {
  const before = Number(await page.locator('#log').getAttribute('data-session'));
  await page.locator('#file-input').setInputFiles({ name: 'fics-observed.fics', mimeType: 'text/plain', buffer: Buffer.from(fixture(OBSERVED), 'latin1') });
  await expect.poll(async () => Number(await page.locator('#log').getAttribute('data-session'))).toBeGreaterThan(before);
  await expect(page.locator('#log')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('#source-label')).toHaveText('· fics-observed.fics');
}

const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);

test('go to line selects the line, the next one for a blank line, and says when a number is not a line', async ({ page }) => {
  const checks = await guard(page);
  await visit(page);
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('g');
  await expect(page.locator('#goto-line')).toBeFocused();
  await page.keyboard.type('13');
  await page.keyboard.press('Enter');
  await expect(selected(page)).toHaveAttribute('data-line', '13');
  await expect(page.locator('#goto-status')).toHaveText('Line 13.');
  await expect(page.locator('[data-square="g4"]')).toHaveAttribute('data-piece', 'wP');

  await expect(page.locator('#nav-menu')).not.toHaveAttribute('open');
  // Line 2 is blank and line 3 a bare prompt: the list has no row for them.
  await page.locator('#nav-menu > summary').click();
  await page.locator('#goto-line').fill('2');
  await page.locator('#goto-line').press('Enter');
  await expect(page.locator('#goto-status')).toHaveText('Line 2 has no row (blank, or only a prompt); showing line 4, the next one.');
  await expect(selected(page)).toHaveAttribute('data-line', '4');

  await page.locator('#nav-menu > summary').click();
  await page.locator('#goto-line').fill('999');
  await page.locator('#goto-line').press('Enter');
  await expect(page.locator('#goto-status')).toHaveText('No line 999: the input has lines 1–19.');
  await expect(page.locator('#goto-line')).toHaveAttribute('aria-invalid', 'true');
  await expect(selected(page)).toHaveAttribute('data-line', '4');
  await page.locator('#goto-line').fill('e4');
  await page.locator('#goto-line').press('Enter');
  await expect(page.locator('#goto-status')).toHaveText('“e4” is not a line number: type a number from 1 to 19.');

  // Ctrl+G reaches the box from anywhere, even the list.
  await page.locator('#nav-menu > summary').click();
  await expect(page.locator('#nav-menu')).not.toHaveAttribute('open');
  await page.locator('#log').focus();
  await page.keyboard.press('Control+g');
  await expect(page.locator('#goto-line')).toBeFocused();
  await checks.check();
});

test('the address keeps the example, the line and the filter, and a reload reopens them', async ({ page }) => {
  await visit(page);
  await page.locator('#log [data-line="11"]').click();
  await page.locator('#line-filter').selectOption('boards');
  await expect.poll(() => params(page)).toEqual({ example: 'standard', line: '11', show: 'boards' });

  await page.reload();
  await visit(page, page.url());
  await expect(selected(page)).toHaveAttribute('data-line', '11');
  await expect(page.locator('#line-filter')).toHaveValue('boards');
  await expect(page.locator('#log .log-item.kind-text')).toHaveCount(0);
  await expect(page.locator('[data-square="e5"]')).toHaveAttribute('data-piece', 'bP');
  await expect(page.locator('#follow')).not.toBeChecked();

  // A shared link: another example, a line, a search.
  await visit(page, '/?example=observed&line=10&q=megracia');
  await expect(page.locator('#example')).toHaveValue('observed');
  await expect(page.locator('#line-search')).toHaveValue('megracia');
  await expect(selected(page)).toHaveAttribute('data-line', '10');
  await expect(page.locator('[data-square="c4"]')).toHaveAttribute('data-piece', 'bB');
  for (const row of await page.locator('#log [role="option"]').all()) await expect(row).toContainText(/megracia/i);
  expect(params(page)).toEqual({ example: 'observed', line: '10', q: 'megracia' });
});

test('the last file reopens after a reload, with its line, only when the user chose to keep it', async ({ page }) => {
  const checks = await guard(page);
  await visit(page);
  // Not chosen: a reload shows the first example again.
  await openObserved(page);
  await page.reload();
  await visit(page);
  await expect(page.locator('#example')).toHaveValue('standard');
  await expect(page.locator('#remember-file')).not.toBeChecked();

  // Chosen: the file is kept and reopens at the line in the address.
  await openInput(page);
  await page.locator('#remember-file').check();
  await expect(page.locator('#remember-status')).toHaveText('The next file you open is kept in this browser.');
  await openObserved(page);
  await expect(page.locator('#remember-status')).toHaveText(/^Kept in this browser: fics-observed\.fics \(\d+ KB\)\.$/);
  await page.keyboard.press('Control+g');
  await page.keyboard.type('43');
  await page.keyboard.press('Enter');
  await expect(selected(page)).toHaveAttribute('data-line', '43');
  await expect.poll(() => params(page)).toEqual({ file: 'fics-observed.fics', line: '43' });
  await page.reload();
  await visit(page, page.url());
  await expect(page.locator('#source-label')).toHaveText('· fics-observed.fics');
  await expect(page.locator('#remember-file')).toBeChecked();
  await expect(selected(page)).toHaveAttribute('data-line', '43');
  await expect(page.locator('[data-square="f3"]')).toHaveAttribute('data-piece', 'wN');

  // Forget: the next reload starts from the example, and the box stays ticked
  // for the next file.
  await openInput(page);
  await page.locator('#forget-file').click();
  await expect(page.locator('#forget-file')).toBeHidden();
  await page.goto('/');
  await visit(page);
  await expect(page.locator('#example')).toHaveValue('standard');
  await expect(page.locator('#remember-file')).toBeChecked();
  // Unticked: nothing kept either.
  await openObserved(page);
  await openInput(page);
  await expect(page.locator('#remember-status')).toContainText('Kept in this browser: fics-observed.fics');
  await page.locator('#remember-file').uncheck();
  await expect(page.locator('#forget-file')).toBeHidden();
  await page.reload();
  await visit(page);
  await expect(page.locator('#example')).toHaveValue('standard');
  await checks.check();
});

test('bookmarks mark lines, step between them, and survive a reload', async ({ page }) => {
  await visit(page);
  await page.locator('#log [data-line="9"]').click();
  await page.keyboard.press('b');
  await page.locator('#log [data-line="15"]').click();
  await page.locator('#nav-menu > summary').click();
  await page.locator('#bookmark-toggle').click();
  await expect(page.locator('#bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#goto-status')).toHaveText('Bookmarked line 15.');
  await expect(page.locator('#bookmark-count')).toHaveText('(2)');

  await page.reload();
  await visit(page);
  await page.locator('#nav-menu > summary').click();
  const marks = page.locator('#bookmarks .bookmark');
  await expect(marks).toHaveCount(2);
  await expect(marks.nth(0)).toHaveText('9 board · #107 1. f3 gbtami – ggbtami');
  await expect(marks.nth(1)).toHaveText('15 board · #107 2… Qh4# gbtami – ggbtami');
  await marks.nth(0).click();
  await expect(selected(page)).toHaveAttribute('data-line', '9');
  await page.locator('#log').focus();
  await page.keyboard.press(']');
  await expect(selected(page)).toHaveAttribute('data-line', '15');
  await page.keyboard.press(']');
  await expect(selected(page)).toHaveAttribute('data-line', '9');
  await page.keyboard.press('[');
  await expect(selected(page)).toHaveAttribute('data-line', '15');
  // Unmarked: gone after a reload too.
  await page.keyboard.press('b');
  await expect(page.locator('#bookmark-count')).toHaveText('(1)');
  await page.reload();
  await visit(page);
  await expect(page.locator('#bookmark-count')).toHaveText('(1)');
});

test('a bookmarked line is marked in the list, to the eye and in its name, and keeps the mark when drawn again', async ({ page }) => {
  const checks = await guard(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page);
  await openObserved(page);
  const log = page.locator('#log');
  const row = log.locator('[data-line="10"]');
  await row.click();
  await expect(row).not.toHaveClass(/bookmarked/);
  await page.keyboard.press('b');
  await expect(page.locator('#goto-status')).toHaveText('Bookmarked line 10.');
  await expect(row).toHaveClass(/\bbookmarked\b/);
  await expect(row.locator('.log-bookmark')).toBeVisible();
  await expect(page.getByRole('option', { name: /^bookmarked, 10 text/ })).toHaveCount(1);
  await expect(log.locator('.bookmarked')).toHaveCount(1);

  // Scrolled away, the row is gone from the page; back, it is drawn again, marked.
  await log.evaluate((list) => { list.scrollTop = list.scrollHeight; });
  await expect(row).toHaveCount(0);
  await log.evaluate((list) => { list.scrollTop = 0; });
  await expect(row).toHaveClass(/\bbookmarked\b/);
  await expect(page.getByRole('option', { name: /^bookmarked, 10 text/ })).toHaveCount(1);

  // Removed: the mark goes at once.
  await page.keyboard.press('b');
  await expect(page.locator('#goto-status')).toHaveText('Removed the bookmark on line 10.');
  await expect(row).not.toHaveClass(/bookmarked/);
  await expect(row.locator('.log-bookmark')).toHaveCount(0);
  await expect(page.getByRole('option', { name: /bookmarked/ })).toHaveCount(0);
  await checks.check();
});

test('two boards compared: the squares and the fields that differ', async ({ page }) => {
  const checks = await guard(page);
  await visit(page);
  await page.locator('#log [data-line="7"]').click();
  await page.locator('#nav-menu > summary').click();
  await page.locator('#compare-pick').click();
  await expect(page.locator('#nav-menu')).not.toHaveAttribute('open');
  await expect(page.locator('#goto-status')).toHaveText('Line 7 picked: select another board line to compare with it.');
  await page.locator('#log [data-line="13"]').click();
  await expect(page.locator('#compare-title')).toHaveText('Line 7 compared with line 13');
  await expect(page.locator('#compare-squares li')).toHaveText([
    'e7: p → empty', 'e5: empty → p', 'g4: empty → P', 'f3: empty → P', 'f2: P → empty', 'g2: P → empty',
  ]);
  await expect(page.locator('#compare-boards .compare-square.differs')).toHaveCount(12);
  await expect(page.locator('#compare-boards [role="img"]').nth(1)).toHaveAttribute('aria-label', 'Line 13; squares that differ: e7, e5, g4, f3, f2, g2');
  const rows = page.locator('#compare-fields tbody tr');
  // Named in the field table's words, the key under each name as there.
  await expect(rows.locator('th')).toHaveText([
    '10 Side to move sideToMove', '11 Double pawn push doublePushFile', '20 Relation relation', '25 White clock whiteTime',
    '27 Move number moveNumber', '28 Last move lastMove', '29 Time taken lastMoveTime', '30 Last move (SAN) lastMoveSan',
    '32 Clock ticking clockTicking', '33 Lag lagMs',
  ]);
  await page.locator('#log [data-line="13"]').click();
  // The same words as the field table's.
  await expect(page.locator('#fields tr[data-field="25"] th.name')).toContainText('White clock');
  await expect(rows.and(page.locator('[data-field="25"]')).locator('td')).toHaveText(['300000', '297338']);
  await expect(rows.and(page.locator('[data-field="28"]')).locator('td')).toHaveText(['none', 'P/g2-g4']);
  await expect(rows.and(page.locator('[data-field="11"]')).locator('td')).toHaveText(['-1', '6']);
  // Stop: the panel goes.
  await page.locator('#compare-clear').click();
  await expect(page.locator('#compare')).toBeHidden();
  await checks.check();
});

for (const scheme of ['light', 'dark']) {
  for (const [name, width, height] of [['desktop', 1280, 800], ['phone', 375, 740]]) {
    test(`${name}, ${scheme}: the bookmarks, the comparison and the go-to answer pass axe`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height });
      await visit(page);
      await page.locator('#log [data-line="7"]').click();
      await page.keyboard.press('b');
      await page.keyboard.press('c');
      await page.locator('#log [data-line="13"]').click();
      await expect(page.locator('#compare-squares li')).toHaveCount(6);
      await page.locator('#nav-menu > summary').click();
      await page.locator('#goto-line').fill('999');
      await page.locator('#goto-line').press('Enter');
      await expect(page.locator('#goto-status')).toContainText('No line 999');
      await page.locator('#compare').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/navigation-${name}-${scheme}.png` });
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    });
  }
}
