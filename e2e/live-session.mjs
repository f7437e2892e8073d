// A test's live session: a FICS-like server and the real bridge in front of
// it, the page open with the bridge's URL filled in; both stopped after.
import { startBridge } from '../tests/js/live/bridge-process.mjs';
import { guard, open } from './helpers.mjs';
import { startFicsServer } from './live-fics-server.mjs';

export async function throughBridge(page, baseURL, serverOptions, body) {
  const fics = await startFicsServer(serverOptions);
  const bridge = await startBridge(['--to', `127.0.0.1:${fics.port}`, '--allow-origin', new URL(baseURL).origin]);
  const g = await guard(page);
  try {
    await open(page);
    await page.getByLabel('Server URL').fill(bridge.url);
    await body({ fics, bridge });
    await g.check();
  } finally {
    await bridge.stop();
    await fics.close();
  }
}
