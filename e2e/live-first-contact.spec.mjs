// The page's first contact with a FICS server, through `style12 bridge`:
// it logs in as the server leads (a registered handle, an unnamed guest,
// a named guest), sets style 12 itself, keeps a command typed during the
// login for after it, ends on `quit` without coming back, and explains a
// port where nothing listens while keeping what the page showed.
import { test, expect } from '@playwright/test';
import { guard, open } from './helpers.mjs';
import { startBridge } from '../tests/js/live/bridge-process.mjs';
import { throughBridge } from './live-session.mjs';
import { closedPort, droppingPort } from './live-fics-server.mjs';

const liveLog = (page) => page.locator('#live-log');

test('a registered handle on FICS 1.6.2 (no "Starting FICS session" line): the first prompt ends the login and the page sets style 12', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin' }, async ({ fics }) => {
    await page.getByLabel('Handle').fill('alice');
    await page.getByLabel('Password').fill('s3cret-pass');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['alice', 's3cret-pass', 'set style 12']);
    await expect(liveLog(page)).toContainText('Sent: set style 12');
    await expect(liveLog(page)).toContainText('Logged in as alice');
    await expect(page.locator('#live-status')).toContainText('Sent: set style 12');
    // The server's answer is in the lines of the session.
    await expect(page.locator('#log')).toContainText('Style 12 set.');
    // Boards come as Style 12 lines, so the board follows.
    await page.getByLabel('Command').fill('observe 42');
    await page.getByLabel('Command').press('Enter');
    await expect(page.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    expect(fics.sessions[0].lines).toEqual(['alice', 's3cret-pass', 'set style 12', 'observe 42']);
    // The password went to the server alone.
    await expect(page.locator('body')).not.toContainText('s3cret-pass');
    await page.locator('#ws-disconnect').click();
    await expect(page.locator('#live-status')).toContainText('Disconnected');
  });
});

test('an unnamed guest: "guest", then Enter at "Press return to enter the server as "GuestWXYZ":", then set style 12', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'freechess' }, async ({ fics }) => {
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['guest', '', 'set style 12']);
    await expect(liveLog(page)).toContainText('Sent: Enter (at "Press return to enter … as "GuestWXYZ"")');
    await expect(liveLog(page)).toContainText('Logged in as GuestWXYZ');
    await expect(liveLog(page)).toContainText('Sent: set style 12');
    await page.getByLabel('Command').fill('observe 42');
    await page.getByLabel('Command').press('Enter');
    await expect(page.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    expect(fics.sessions[0].lines).toEqual(['guest', '', 'set style 12', 'observe 42']);
    await page.locator('#ws-disconnect').click();
  });
});

test('a named guest: Enter at "Press return to enter the FICS as "foo":", and the command typed during the login arrives intact after it', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin', holdAfterHandle: true }, async ({ fics }) => {
    await page.getByLabel('Handle').fill('foo');
    await page.getByLabel('Password').fill('not-needed');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['foo']);
    // The server has not answered the name yet: the user types a command.
    await page.getByLabel('Command').fill('observe 42');
    await page.getByLabel('Command').press('Enter');
    await expect(liveLog(page)).toContainText('Held until the login is over: observe 42');
    await page.waitForTimeout(300);
    expect(fics.sessions[0].lines).toEqual(['foo']);
    fics.sessions[0].release();
    // The prompt is answered with an empty line, not with the command, and
    // no password goes to a name that has none.
    await expect.poll(() => fics.sessions[0].lines).toEqual(['foo', '', 'set style 12', 'observe 42']);
    await expect(liveLog(page)).toContainText('Logged in as foo');
    await expect(liveLog(page)).toContainText('Sent: observe 42 (held during the login)');
    await expect(page.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    await expect(page.locator('#player-top .player-name')).toHaveText('bob');
    await page.locator('#ws-disconnect').click();
  });
});

test('quit ends the session: the server closes, the page says it ended and does not connect again', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin' }, async ({ fics }) => {
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['guest', '', 'set style 12']);
    await page.getByLabel('Command').fill('observe 42');
    await page.getByLabel('Command').press('Enter');
    await expect(page.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    await page.getByLabel('Command').fill('quit');
    await page.getByLabel('Command').press('Enter');
    await expect(page.locator('#live-status')).toHaveText('Session ended: you sent quit and the server closed the connection');
    await expect.poll(() => fics.sessions[0].closed).toBe(true);
    expect(fics.sessions[0].closedByQuit).toBe(true);
    // Longer than the first wait before a reconnection: nobody came back.
    await page.waitForTimeout(2500);
    expect(fics.sessions).toHaveLength(1);
    await expect(page.locator('#live-status')).toContainText('Session ended');
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
    await expect(page.locator('#ws-disconnect')).toBeDisabled();
    // What came stays on the page, the server's goodbye with it.
    await expect(page.locator('[data-square="e4"]')).toHaveAttribute('data-piece', 'wP');
    await expect(page.locator('#log')).toContainText('Thank you for using a Free (GNU) Internet Chess server.');
  });
});

test('a port where nothing listens: the page says so with the bridge command, keeps the loaded session and stops trying', async ({ page }) => {
  const port = await closedPort();
  const g = await guard(page);
  await open(page);
  const lines = await page.locator('#log [role="option"]').count();
  expect(lines).toBeGreaterThan(0);
  const source = await page.locator('#source-label').textContent();
  await page.getByLabel('Server URL').fill(`ws://127.0.0.1:${port}/`);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  // It tries again, saying it never connected (not "Connection lost").
  await expect(page.locator('#live-status')).toContainText(`Could not connect to ws://127.0.0.1:${port}/; trying again`);
  await expect(page.locator('#live-status')).not.toContainText('lost');
  const refused = `Could not connect to ws://127.0.0.1:${port}/ — is the bridge running? Start it with: npx style12 bridge --to freechess.org:5000 --timeseal --listen 127.0.0.1:${port}`;
  await expect(page.locator('#live-status')).toHaveText(refused, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  // The session loaded before is still what the page shows.
  await expect(page.locator('[data-square="h4"]')).toHaveAttribute('data-piece', 'bQ');
  await expect(page.locator('#log [role="option"]')).toHaveCount(lines);
  await expect(page.locator('#source-label')).toHaveText(source);
  // Chromium logs each refused attempt: three of them, and no more after.
  const refusals = () => g.consoleErrors.filter((text) => text.includes(`ws://127.0.0.1:${port}/`) && text.includes('ERR_CONNECTION_REFUSED'));
  expect(refusals()).toHaveLength(3);
  await page.waitForTimeout(2500);
  expect(refusals()).toHaveLength(3);
  // The guard's other checks (it would count the browser's refusals as CSP words).
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(g.pageErrors).toEqual([]);
  expect(g.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('a connection that never opens is tried three times in all, then no more', async ({ page }) => {
  const dropping = await droppingPort();
  try {
    await open(page);
    await page.getByLabel('Server URL').fill(`ws://127.0.0.1:${dropping.port}/`);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.locator('#live-status')).toContainText(`Could not connect to ws://127.0.0.1:${dropping.port}/ — is the bridge running?`, { timeout: 10_000 });
    expect(dropping.attempts()).toBe(3);
    await page.waitForTimeout(2500);
    expect(dropping.attempts()).toBe(3);
    await expect(page.locator('[data-square="h4"]')).toHaveAttribute('data-piece', 'bQ');
  } finally {
    await dropping.close();
  }
});

test('a wrong password: the server refuses it and the page does not try again with it', async ({ page, baseURL }) => {
  await throughBridge(page, baseURL, { flavour: 'uhlin' }, async ({ fics }) => {
    await page.getByLabel('Handle').fill('alice');
    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.locator('#live-status')).toContainText('the server refused the login');
    await expect(liveLog(page)).toContainText('The server refused the password of "alice"');
    await page.waitForTimeout(2000);
    expect(fics.sessions).toHaveLength(1);
    expect(fics.sessions[0].lines).toEqual(['alice', 'wrong-pass']);
  });
});

test('a bridge that cannot reach its chess server: the page says so and stops after three tries', async ({ page, baseURL }) => {
  const port = await closedPort();
  const bridge = await startBridge(['--to', `127.0.0.1:${port}`, '--allow-origin', new URL(baseURL).origin]);
  try {
    await open(page);
    await page.getByLabel('Server URL').fill(bridge.url);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.locator('#live-status')).toContainText('The bridge cannot reach the chess server; trying again');
    await expect(page.locator('#live-status')).toHaveText(
      `The bridge at ${bridge.url} cannot reach the chess server (ECONNREFUSED) — is the server's address right, and is it up?`, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
    // The bridge's own words are in the lines, and it was asked three times.
    await expect(page.locator('#log')).toContainText(`style12 bridge: cannot reach 127.0.0.1:${port} (ECONNREFUSED)`);
    const tries = () => bridge.log().split('\n').filter((line) => line.includes('server unreachable')).length;
    expect(tries()).toBe(3);
    await page.waitForTimeout(2500);
    expect(tries()).toBe(3);
  } finally {
    await bridge.stop();
  }
});
