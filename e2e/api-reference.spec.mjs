// The API reference beside the demo page: build:web writes it from the
// declarations the package ships, and the page's header links to it.
import { test, expect } from '@playwright/test';

test('the header links to the API reference, which documents each entry\'s exports', async ({ page }) => {
  await page.goto('./');
  const link = page.getByRole('link', { name: 'API reference' });
  await expect(link).toHaveAttribute('href', 'api/index.html');
  await link.click();
  await expect(page).toHaveURL(/\/api\/index\.html$/);
  // Each entry of the package is a module of the reference.
  for (const name of ['style12', 'core', 'full', 'board', 'element']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  // A function and its description, with its example.
  await page.goto('api/interfaces/style12.Style12CoreModule.html');
  await expect(page.getByText('every field decoded', { exact: false }).first()).toBeVisible();
  await expect(page.locator('code').filter({ hasText: 'parseStyle12' }).first()).toBeVisible();
  await page.goto('api/functions/board.fenBoard.html');
  await expect(page.getByText('without WebAssembly', { exact: false }).first()).toBeVisible();
});
