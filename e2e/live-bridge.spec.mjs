// The page live, through `style12 bridge` to a small chess server of the
// tests: log in as a guest, observe a game, see its board and its clock
// run; the connection dropped and made again.
import { test, expect } from '@playwright/test';
import { guard, open } from './helpers.mjs';
import { startBridge } from '../tests/js/live/bridge-process.mjs';
import { startFakeFics } from '../tests/js/live/fake-fics.mjs';

// The tests' chess server and a bridge to it for the page's origin; both
// stopped after `body`, which gets the page opened and the bridge's URL in.
// What was typed is not in the page's storage.
async function nothingStored(page) {
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).toBe('{}{}');
}

async function throughBridge(page, baseURL, { timeseal = false } = {}, body) {
  const fics = await startFakeFics({ timeseal });
  const bridge = await startBridge(['--to', `127.0.0.1:${fics.port}`, '--allow-origin', new URL(baseURL).origin]);
  const g = await guard(page);
  try {
    await open(page);
    await page.locator('#ws-url').fill(bridge.url);
    await body({ fics, bridge });
    await g.check();
  } finally {
    await bridge.stop();
    await fics.close();
  }
}

test('live through the bridge: a guest logs in, observes a game, the clock runs; a dropped connection comes back', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, {}, async ({ fics }) => {
    await page.locator('#ws-connect').click();
    await expect(page.locator('#live-status')).toContainText('Connected');
    // The login: "guest", then return, as the server asks; then the page
    // sets style 12 itself.
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['guest', '', 'set style 12']);
    await expect(page.locator('#ws-command')).toBeEnabled();
    await page.locator('#ws-command').fill('observe 42');
    await page.locator('#ws-command').press('Enter');
    await expect(page.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    await expect(page.locator('#player-top .player-name')).toHaveText('bob');
    // Black's clock runs between boards: tenths under ten seconds aside, its
    // milliseconds go down.
    const clock = page.locator('#player-top .clock');
    await expect(clock).toHaveClass(/running/);
    const first = Number(await clock.getAttribute('data-ms'));
    await page.waitForTimeout(700);
    const later = Number(await clock.getAttribute('data-ms'));
    expect(first).toBeLessThanOrEqual(180_000);
    expect(later).toBeLessThan(first - 400);
    expect(Number(await page.locator('#player-bottom .clock').getAttribute('data-ms'))).toBe(178_000);
    // History: the arrow key brings the last command back.
    await page.locator('#ws-command').press('ArrowUp');
    await expect(page.locator('#ws-command')).toHaveValue('observe 42');
    await page.locator('#ws-command').fill('');

    // The server drops the connection: the page says so and connects again.
    fics.sessions[0].socket.destroy();
    await expect(page.locator('#live-status')).toContainText(/Connection lost|reconnect/);
    await expect(page.locator('#live-status')).toContainText('Connected', { timeout: 10_000 });
    await expect.poll(() => fics.sessions.length).toBe(2);
    await expect.poll(() => fics.sessions[1].lines).toEqual(['guest', '', 'set style 12']);
    await page.locator('#ws-disconnect').click();
    await expect(page.locator('#live-status')).toContainText('Disconnected');
    await nothingStored(page);
  });
});

test('a registered handle logs in with its password, which goes to the server only', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, {}, async ({ fics, bridge }) => {
    await page.locator('#ws-handle').fill('alice');
    await page.locator('#ws-password').fill('s3cret-pass');
    await page.locator('#ws-connect').click();
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['alice', 's3cret-pass', 'set style 12']);
    await expect(page.locator('#log')).toContainText('Starting FICS session as alice');
    await expect(page.locator('body')).not.toContainText('s3cret-pass');
    expect(bridge.log()).not.toContain('s3cret-pass');
    await nothingStored(page);
    await page.locator('#ws-disconnect').click();
  });
});

test('timeseal in the page: lines sealed here, pings answered here', async ({ page, baseURL }) => {
  // A bridge without --timeseal passes the page's sealed bytes through, as a
  // server's own WebSocket endpoint would take them.
  await throughBridge(page, baseURL, { timeseal: true }, async ({ fics }) => {
    await page.locator('#ws-timeseal').check();
    await page.locator('#ws-connect').click();
    await expect.poll(() => (fics.sessions[0]?.sealed ?? []).map((s) => s.line)).toEqual(['TIMESEAL2|openseal|style12|', 'guest', '', 'set style 12']);
    await page.locator('#ws-command').fill('ping');
    await page.locator('#ws-command').press('Enter');
    await expect.poll(() => fics.sessions[0].sealed.map((s) => s.line).slice(4)).toEqual(['ping', '\x029']);
    await expect(page.locator('#log')).not.toContainText('[G]');
    await page.locator('#ws-disconnect').click();
  });
});
