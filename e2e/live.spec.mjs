import { test, expect } from '@playwright/test';
import { guard, open } from './helpers.mjs';
import { startWebSocketServer } from './ws-server.mjs';

const START = '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 42 alice bob 0 3 0 39 39 180 180 1 none (0:00) none 0 0 0';
const E4 = '<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 42 alice bob 0 3 0 39 39 180 180 1 P/e2-e4 (0:01) e4 0 1 12';
const C5 = '<12> rnbqkbnr pp-ppppp -------- --p----- ----P--- -------- PPPP-PPP RNBQKBNR W 2 1 1 1 1 0 42 alice bob 0 3 0 39 39 179 178 2 P/c7-c5 (0:02) c5 0 1 15';

test('a live WebSocket connection feeds the stream and the board follows', async ({ page }) => {
  const server = await startWebSocketServer();
  const g = await guard(page);
  try {
    await open(page);
    await page.locator('#ws-url').fill('http://not-a-socket');
    await page.locator('#ws-connect').click();
    await expect(page.locator('#live-status')).toContainText('ws://');
    await expect(page.locator('#ws-url')).toHaveAttribute('aria-invalid', 'true');

    await page.locator('#ws-url').fill(server.url);
    const connected = server.nextClient();
    await page.locator('#ws-connect').click();
    const client = await connected;
    await expect(page.locator('#live-status')).toContainText('Connected');
    await expect(page.locator('#ws-disconnect')).toBeEnabled();
    await expect(page.locator('#log [role="option"]')).toHaveCount(0);

    // As FICS does, a prompt follows each board; it completes the line.
    client.sendText(`fics% ${START}\n\rfics% `);
    await expect(page.locator('[data-square="e2"]')).toHaveAttribute('data-piece', 'wP');
    await expect(page.locator('#player-bottom .player-name')).toHaveText('alice');
    // A board cut across two messages, one of them binary.
    const bytes = Buffer.from(`${E4}\n\rfics% `);
    client.sendText(bytes.subarray(0, 40).toString());
    client.sendBinary(bytes.subarray(40));
    await expect(page.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    await expect(page.locator('[data-square="e2"]')).not.toHaveAttribute('data-piece', /./);
    client.sendText(`alice says: good luck\n\r${C5}\n\rfics% `);
    await expect(page.locator('[data-square="c5"]')).toHaveAttribute('data-piece', 'bP');
    await expect(page.locator('#fields tr[data-field="28"] .meaning')).toHaveText('Pawn from c7 to c5');
    await expect(page.locator('#games .game-button')).toContainText('alice');
    await expect(page.locator('#live-count')).toContainText('4 messages');

    await page.locator('.board-card').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/live-connected.png' });

    // Commands go back to the bridge.
    await page.locator('#ws-command').fill('observe 42');
    await page.locator('#ws-send').click();
    await expect.poll(() => server.received).toContain('observe 42\n');

    await page.locator('#ws-disconnect').click();
    await expect(page.locator('#live-status')).toContainText('Disconnected');
    await expect(page.locator('#ws-connect')).toBeEnabled();
    // The position stays after the connection ends.
    await expect(page.locator('[data-square="c5"]')).toHaveAttribute('data-piece', 'bP');
    await g.check(['127.0.0.1']);
  } finally {
    await server.close();
  }
});
