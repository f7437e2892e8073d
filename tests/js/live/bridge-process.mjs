// `style12 bridge` as a child process for the tests: resolves once it says
// where it listens (a free port on 127.0.0.1).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../../dist/cli.mjs', import.meta.url));

export function startBridge(args) {
  const child = spawn(process.execPath, [CLI, 'bridge', '--listen', '127.0.0.1:0', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  const stop = () => new Promise((done) => {
    if (child.exitCode !== null) done();
    else {
      child.once('exit', done);
      child.kill('SIGTERM');
    }
  });
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      log += chunk;
      const match = /ws:\/\/127\.0\.0\.1:(\d+)\//.exec(log);
      if (match) resolve({ url: `ws://127.0.0.1:${match[1]}/`, log: () => log, child, stop });
    });
    child.once('exit', (code) => reject(new Error(`the bridge exited (${code}): ${log}`)));
  });
}

export { CLI };
