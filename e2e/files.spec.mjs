import { test, expect } from '@playwright/test';
import { fixture, guard, open } from './helpers.mjs';

test('a log opened from disk or dropped on the input is read as it was sent', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  const takeback = fixture('tests/fixtures/transcripts/takeback.fics');
  await page.locator('#file-input').setInputFiles({ name: 'takeback.fics', mimeType: 'text/plain', buffer: Buffer.from(takeback) });
  await expect(page.locator('#source-label')).toContainText('takeback.fics');
  await expect(page.locator('#games .game-button')).toContainText('ahanft');
  await expect(page.locator('#input')).toHaveValue(/ahanft/);

  const block = fixture('tests/fixtures/transcripts/block-mode.fics');
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'block-mode.fics', { type: 'text/plain' }));
    return transfer;
  }, block);
  await page.dispatchEvent('#drop-zone', 'dragenter', { dataTransfer });
  await expect(page.locator('#drop-zone')).toHaveClass(/dragging/);
  await page.dispatchEvent('#drop-zone', 'drop', { dataTransfer });
  await expect(page.locator('#drop-zone')).not.toHaveClass(/dragging/);
  await expect(page.locator('#source-label')).toContainText('block-mode.fics');
  // FICS block mode: the boards inside the blocks are found.
  await expect(page.locator('#games .game-button')).toContainText('HUGOABEL');
  await expect(page.locator('[data-square="e1"]')).toHaveAttribute('data-piece', 'wK');
  await expect(page.locator('#log .kind-error')).toHaveCount(0);
  await g.check();
});
