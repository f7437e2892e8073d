// What createLive promises the page that wires it, checked on the module
// itself (with the package's connect) and callbacks that record their
// calls: start() only once a connection has opened (never for a refused
// one), feed(bytes, { receivedAt }) with each message's bytes and arrival
// time, and pauseView(paused) when the page has one, with feeding going on
// while paused.
import { test, expect } from '@playwright/test';
import { startWebSocketServer } from './ws-server.mjs';
import { closedPort } from './live-fics-server.mjs';

// A live panel of its own, outside the page's, and createLive on it; the
// calls of its callbacks go to window.__calls.
async function mountLive(page, { withPauseView }) {
  await page.goto('/');
  await expect(page.locator('#engine-status')).toHaveText('Parser ready');
  await page.evaluate(async (withPause) => {
    const { createLive } = await import(new URL('js/live.js', location.href).href);
    const { load } = await import(new URL('lib/full-browser.mjs', location.href).href);
    const root = document.createElement('div');
    root.id = 'contract';
    const make = (tag, type) => {
      const node = document.createElement(tag);
      if (type) node.type = type;
      root.append(node);
      return node;
    };
    const form = document.createElement('form');
    const ui = {
      root, url: make('input', 'url'), connect: make('button', 'button'), disconnect: make('button', 'button'),
      status: make('span'), count: make('span'), form, command: document.createElement('input'), send: document.createElement('button'),
      handle: make('input', 'text'), password: make('input', 'password'), timeseal: make('input', 'checkbox'),
      pause: make('button', 'button'), save: make('button', 'button'), log: make('ol'), announce: make('p'),
    };
    form.append(ui.command, ui.send);
    root.append(form);
    document.body.append(root);
    window.__calls = [];
    const decoder = new TextDecoder('latin1');
    const callbacks = {
      start: (label) => window.__calls.push({ call: 'start', label }),
      feed: (chunk, meta) => window.__calls.push({ call: 'feed', text: decoder.decode(chunk), meta }),
      finish: () => window.__calls.push({ call: 'finish' }),
      s12: await load(),
    };
    if (withPause) callbacks.pauseView = (paused) => window.__calls.push({ call: 'pauseView', paused });
    window.__ui = ui;
    createLive(ui, callbacks);
  }, withPauseView);
}

const calls = (page) => page.evaluate(() => window.__calls);
const connect = (page, url) => page.evaluate((u) => {
  window.__ui.url.value = u;
  window.__ui.connect.click();
}, url);

test('feed gets each message with its arrival time; start only once the socket is open; pauseView is called and feeding goes on', async ({ page }) => {
  const server = await startWebSocketServer();
  try {
    await mountLive(page, { withPauseView: true });
    const connected = server.nextClient();
    await connect(page, server.url);
    const client = await connected;
    await expect.poll(async () => (await calls(page)).map((c) => c.call)).toEqual(['start']);
    expect((await calls(page))[0].label).toBe(`Live: ${server.url}`);

    const before = Date.now();
    client.sendText('fics% ');
    client.sendBinary(Buffer.from('hello\n\rfics% '));
    await expect.poll(async () => (await calls(page)).filter((c) => c.call === 'feed').length).toBe(2);
    const after = Date.now();
    const feeds = (await calls(page)).filter((c) => c.call === 'feed');
    expect(feeds.map((f) => f.text)).toEqual(['fics% ', 'hello\n\rfics% ']);
    for (const { meta } of feeds) {
      expect(Object.keys(meta)).toEqual(['receivedAt']);
      expect(meta.receivedAt).toBeGreaterThanOrEqual(before);
      expect(meta.receivedAt).toBeLessThanOrEqual(after);
    }
    expect(feeds[1].meta.receivedAt).toBeGreaterThanOrEqual(feeds[0].meta.receivedAt);

    // Paused: the page is told, and the chunks still go to it at once.
    await page.evaluate(() => window.__ui.pause.click());
    client.sendText('while paused\n\r');
    await expect.poll(async () => (await calls(page)).slice(-2)).toEqual([
      { call: 'pauseView', paused: true },
      expect.objectContaining({ call: 'feed', text: 'while paused\n\r' }),
    ]);
    await page.evaluate(() => window.__ui.pause.click());
    await expect.poll(async () => (await calls(page)).at(-1)).toEqual({ call: 'pauseView', paused: false });
    expect(await page.evaluate(() => window.__ui.pause.getAttribute('aria-pressed'))).toBe('false');

    await page.evaluate(() => window.__ui.disconnect.click());
    await expect.poll(async () => (await calls(page)).at(-1)).toEqual({ call: 'finish' });
    expect((await calls(page)).filter((c) => c.call === 'start')).toHaveLength(1);
  } finally {
    await server.close();
  }
});

test('without pauseView the chunks that come while paused are held and fed on resume, with the times they came', async ({ page }) => {
  const server = await startWebSocketServer();
  try {
    await mountLive(page, { withPauseView: false });
    const connected = server.nextClient();
    await connect(page, server.url);
    const client = await connected;
    await page.evaluate(() => window.__ui.pause.click());
    const before = Date.now();
    client.sendText('one\n\r');
    client.sendText('two\n\r');
    await expect.poll(() => page.evaluate(() => window.__ui.count.textContent)).toContain('view paused, 2 held');
    const pausedAt = Date.now();
    expect((await calls(page)).filter((c) => c.call === 'feed')).toEqual([]);
    await page.waitForTimeout(300);
    await page.evaluate(() => window.__ui.pause.click());
    const feeds = (await calls(page)).filter((c) => c.call === 'feed');
    expect(feeds.map((f) => f.text)).toEqual(['one\n\r', 'two\n\r']);
    for (const { meta } of feeds) {
      expect(meta.receivedAt).toBeGreaterThanOrEqual(before);
      expect(meta.receivedAt).toBeLessThanOrEqual(pausedAt);
    }
    await page.evaluate(() => window.__ui.disconnect.click());
  } finally {
    await server.close();
  }
});

test('a refused connection never calls start or feed: the page keeps what it had', async ({ page }) => {
  const port = await closedPort();
  await mountLive(page, { withPauseView: false });
  await connect(page, `ws://127.0.0.1:${port}/`);
  await expect.poll(() => page.evaluate(() => window.__ui.status.textContent), { timeout: 10_000 }).toContain('is the bridge running?');
  expect(await calls(page)).toEqual([]);
});
