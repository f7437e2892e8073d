// web/examples/live-client.html, the package's live client in about twenty
// lines, against the tests' chess server through the bridge: it logs in as
// a guest, observes a game (the one its query names, or the first listed)
// and draws its board with <style12-board>.
import { test, expect } from '@playwright/test';
import { startBridge } from '../tests/js/live/bridge-process.mjs';
import { guard } from './helpers.mjs';
import { C5, startFicsServer } from './live-fics-server.mjs';

async function exampleAgainst(page, baseURL, { flavour, query }, body) {
  const fics = await startFicsServer({ flavour });
  const bridge = await startBridge(['--to', `127.0.0.1:${fics.port}`, '--allow-origin', new URL(baseURL).origin]);
  const g = await guard(page);
  try {
    await page.goto(`examples/live-client.html?server=${encodeURIComponent(bridge.url)}${query}`);
    await body({ fics });
    await g.check();
  } finally {
    await bridge.stop();
    await fics.close();
  }
}

const square = (page, name) => page.locator(`#board [data-board-square="${name}"]`);

test('the example live client logs in as a guest, observes the game its query names and draws it', async ({ page, baseURL }) => {
  await exampleAgainst(page, baseURL, { flavour: 'uhlin', query: '&observe=42' }, async ({ fics }) => {
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['guest', '', 'set style 12', 'observe 42']);
    // Game 42's newest board: 1. e4.
    await expect(square(page, 'e4')).toHaveAttribute('data-board-piece', 'wP');
    await expect(square(page, 'e2')).not.toHaveAttribute('data-board-piece', /./);
    await expect(square(page, 'e8')).toHaveAttribute('data-board-piece', 'bK');
    await expect(page.locator('#status')).toHaveText('Game 42: alice – bob');
    // A board that comes later is drawn too.
    fics.sessions[0].send(`\n${C5}\nfics% `);
    await expect(square(page, 'c5')).toHaveAttribute('data-board-piece', 'bP');
    await page.screenshot({ path: 'test-results/screenshots/live-example.png' });
  });
});

test('without a game named, the example observes the first game the server lists', async ({ page, baseURL }) => {
  await exampleAgainst(page, baseURL, { flavour: 'freechess', query: '' }, async ({ fics }) => {
    await expect.poll(() => fics.sessions[0]?.lines ?? []).toEqual(['guest', '', 'set style 12', 'games', 'observe 42']);
    await expect(square(page, 'e4')).toHaveAttribute('data-board-piece', 'wP');
    await expect(page.locator('#status')).toHaveText('Game 42: alice – bob');
  });
});
