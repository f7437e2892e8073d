// Paste, Replay and Live from the header; while live the command box is
// under the lines (the Input panel folded, the list keeps its height), the
// input box shows what is live rather than the example, and the received
// lines stay once the session ends.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import { fixture, guard, open, connectFromHeader } from './helpers.mjs';
import { throughBridge } from './live-session.mjs';
import { startWebSocketServer } from './ws-server.mjs';

const SESSION = fixture('tests/fixtures/transcripts/fics-wild-castling.fics');

test('the header buttons open the Input panel at their mode, the focus in it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const g = await guard(page);
  await open(page, { input: false });
  const panel = page.locator('#input-panel');
  await expect(panel).not.toHaveAttribute('open');
  // The header names what the page shows: the first example.
  const example = await page.locator('#example option[value="standard"]').textContent();
  await expect(page.locator('#showing-source')).toHaveText(example);

  await page.getByRole('button', { name: 'Live…' }).click();
  await expect(panel).toHaveAttribute('open', '');
  await expect(page.locator('#live')).toHaveAttribute('open', '');
  await expect(page.locator('#ws-url')).toBeFocused();

  await page.locator('#input-panel > summary').click();
  await page.getByRole('button', { name: 'Replay' }).click();
  await expect(panel).toHaveAttribute('open', '');
  await expect(page.locator('#replay-play')).toBeFocused();

  await page.locator('#input-panel > summary').click();
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(page.locator('#input')).toBeFocused();
  await page.keyboard.insertText(SESSION.split('\n').slice(0, 3).join('\n'));
  await expect(page.locator('#showing-source')).toHaveText('typed text');
  await g.check();
});

test('live: the command box is under the lines with the Input folded, the box shows what is live, the lines stay', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const server = await startWebSocketServer();
  const g = await guard(page);
  try {
    await open(page, { input: false });
    const command = page.locator('#ws-command');
    await expect(command).toBeHidden();
    await expect(page.locator('#input')).toHaveValue(/<12>/);

    const client = await connectFromHeader(page, server);
    await expect(page.locator('#live-status')).toContainText('Connected');
    await expect(page.locator('#showing-source')).toHaveText(`live: ${server.url}`);

    // The example's text has left the box; a note says what is live.
    await expect(page.locator('#input')).toHaveValue('');
    await expect(page.locator('#input')).toBeHidden();
    const note = page.locator('#live-input-note');
    await expect(note).toContainText(`Live from ${server.url}`);

    client.sendText(SESSION.replace(/\n/g, '\n\r'));
    // The page's count of this transcript's lines (prompts and blank lines
    // are not lines of their own).
    const lines = /\b113\b/;
    await expect(page.locator('#log-count')).toHaveText(lines);
    await expect(note).toContainText(/: 1 message, [\d,]+ bytes received/);

    // The Input folded: the command box is still there, under the list.
    await page.locator('#input-panel > summary').click();
    await expect(page.locator('#input-panel')).not.toHaveAttribute('open');
    await expect(command).toBeVisible();
    const list = await page.locator('#log').boundingBox();
    const box = await command.boundingBox();
    expect(box.y).toBeGreaterThan(list.y + list.height - 1);
    await command.fill('observe 7');
    await command.press('Enter');
    await expect.poll(() => server.received).toContain('observe 7\n');

    // At 1280x800 the list shows at least 15 whole rows.
    const shown = await page.locator('#log').evaluate((log) => {
      const frame = log.getBoundingClientRect();
      return [...log.querySelectorAll('[role="option"]')].filter((row) => {
        const r = row.getBoundingClientRect();
        return r.height > 0 && r.top >= frame.top - 0.5 && r.bottom <= frame.bottom + 0.5;
      }).length;
    });
    expect(shown).toBeGreaterThanOrEqual(15);
    await page.screenshot({ path: 'test-results/screenshots/live-reachable-1280.png' });

    // The session ends: the lines stay, the box is back (empty), the note
    // says what came.
    // Live… while connected goes to the Disconnect button.
    await page.getByRole('button', { name: 'Live…' }).click();
    await expect(page.locator('#ws-disconnect')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#live-status')).toContainText('Disconnected');
    await expect(command).toBeHidden();
    await expect(page.locator('#showing-source')).toContainText('ended');
    // The server's 113 lines and the command sent, a row of its own.
    await expect(page.locator('#log-count')).toHaveText(/\b114\b/);
    await expect(page.locator('#log .kind-sent')).toHaveCount(1);
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(page.locator('#input')).toBeVisible();
    await expect(page.locator('#input')).toHaveValue('');
    await expect(note).toContainText(`Received from ${server.url}`);
    await g.check(['127.0.0.1']);
  } finally {
    await server.close();
  }
});

async function violations(page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const [width, scheme] of [[1280, 'light'], [375, 'dark']]) {
  test(`live at ${width} px, ${scheme}: axe finds no violations, the command box fits`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 800 });
    const server = await startWebSocketServer();
    const g = await guard(page);
    try {
      await open(page, { input: false });
      const client = await connectFromHeader(page, server);
      client.sendText(SESSION.replace(/\n/g, '\n\r'));
      await expect(page.locator('#live-status')).toContainText('Connected');
      await expect(page.locator('#live-input-note')).toContainText('1 message');
      expect(await violations(page), 'input opened').toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/live-reachable-${width}-${scheme}-input.png` });
      await page.locator('#input-panel > summary').click();
      await expect(page.locator('#ws-command')).toBeVisible();
      expect(await violations(page), 'input folded').toEqual([]);
      const box = await page.locator('#ws-form').boundingBox();
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screenshots/live-reachable-${width}-${scheme}.png` });
      await g.check(['127.0.0.1']);
    } finally {
      await server.close();
    }
  });
}

test('through the bridge: the header names the handle the server gave; a command from under the list reaches the server and is in the connection log and among the lines', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin' }, async ({ fics, bridge }) => {
    await page.locator('#ws-connect').click();
    await expect(page.locator('#showing-source')).toHaveText(`live: ${bridge.url} (logged in as guest)`);
    await page.locator('#input-panel > summary').click();
    await expect(page.locator('#input-panel')).not.toHaveAttribute('open');
    await page.locator('#ws-command').fill('finger');
    await page.locator('#ws-command').press('Enter');
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toContain('finger');
    await expect(page.locator('#live-log')).toContainText('Sent: finger');
    // And among the lines, a row of its own marked as sent, with its time.
    const sentRow = page.locator('#log .kind-sent').filter({ hasText: 'finger' });
    await expect(sentRow).toHaveCount(1);
    await expect(sentRow.locator('.log-line')).toHaveText('→');
    await expect(sentRow.locator('.log-time')).toHaveText(/^\+\d|^\d\d:\d\d/);
    await page.getByRole('button', { name: 'Live…' }).click();
    await page.locator('#ws-disconnect').click();
    await expect(page.locator('#showing-source')).toHaveText(`live: ${bridge.url} (logged in as guest) · ended`);
  });
});

// Until a live session's first line comes, the page keeps the last input's
// board and fields, marked as the last input's: their text stays readable
// (faded to half, as it once was, the board's caption fell below 4.5:1).
for (const scheme of ['light', 'dark']) {
  test(`live, nothing received yet, ${scheme}: the last input's board and fields stay readable`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    const server = await startWebSocketServer();
    try {
      await open(page, { input: false });
      await expect(page.locator('#game-line')).toContainText('Game');
      await connectFromHeader(page, server);
      await expect(page.locator('#live-status')).toContainText('Connected');
      await expect(page.locator('.debugger')).toHaveClass(/\bis-previous\b/);
      await expect(page.locator('#game-line')).toContainText('Game');
      const result = await new AxeBuilder({ page }).withRules(['color-contrast']).include('.debugger').analyze();
      expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/live-nothing-yet-${scheme}.png` });
    } finally {
      await server.close();
    }
  });
}
