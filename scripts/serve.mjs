// Serves build/web/ on 127.0.0.1 (PORT; without it the first free port
// from 8080) with the same strict
// Content Security Policy the page declares: no eval, no inline script or
// style, nothing from other hosts but the WebSocket the user names. Only
// files under the root, symbolic links resolved; a request that is not
// one gets 400, never an exception.
import { createReadStream, existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep, dirname } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';

// WEB_ROOT serves another directory (the tests' own).
const root = process.env.WEB_ROOT ? resolve(process.env.WEB_ROOT)
  : join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'build', 'web');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

export const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.fics': 'text/plain; charset=utf-8',
  '.log': 'text/plain; charset=utf-8',
};

const HEADERS = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache',
};

// The file a request's path names under `dir`, or the status to answer
// instead: 400 for a path that is not one (bad percent escapes, a URL
// that does not parse), 404 for what is not there or lies outside the
// root, symbolic links followed included.
async function fileFor(dir, url) {
  let path;
  try {
    path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return { status: 400 };
  }
  if (path.includes('\0')) return { status: 400 };
  let file = join(dir, normalize(path));
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const real = await realpath(file);
    const found = await stat(real);
    if (!real.startsWith(dir + sep) || !found.isFile()) return { status: 404 };
    return { file: real, size: found.size };
  } catch {
    return { status: 404 };
  }
}

const REASONS = { 400: 'bad request', 404: 'not found', 405: 'method not allowed', 500: 'could not read the file' };

function answer(response, status, extra = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra }).end(`${REASONS[status]}\n`);
}

export async function startServer(options = {}) {
  const dir = await realpath(options.root ?? root);
  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        answer(response, 405, { Allow: 'GET, HEAD' });
        return;
      }
      const { file, size, status } = await fileFor(dir, request.url);
      if (!file) {
        answer(response, status);
        return;
      }
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Length': size, ...HEADERS,
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      // pipeline, not pipe: a response the client drops destroys the file
      // stream too, or each aborted download kept its file open for good.
      // A read error destroys the response; neither needs more.
      pipeline(createReadStream(file), response, () => {});
    } catch {
      if (!response.headersSent) answer(response, 500);
      else response.destroy();
    }
  });
  // A client that sends what is not HTTP gets 400 and is closed; nothing
  // one client sends stops the server.
  server.on('clientError', (error, socket) => {
    if (socket.writable && !socket.writableEnded) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? port, options.host ?? host, () => resolvePromise(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(root, 'index.html'))) {
    console.error('serve: build/web is missing; run npm run build:web first');
    process.exit(2);
  }
  // A port named in PORT is that port or a clear error; without one, the
  // first free port from 8080 on.
  const named = process.env.PORT !== undefined;
  let server = null;
  for (let tried = named ? port : 8080; server === null; tried++) {
    try {
      server = await startServer({ port: tried });
    } catch (error) {
      if (error.code !== 'EADDRINUSE') {
        console.error(`serve: cannot listen on ${host}:${tried}: ${error.code ?? error.message}`);
        process.exit(1);
      }
      if (named || tried >= 8099) {
        console.error(`serve: port ${tried} on ${host} is taken (another server is running there); ` +
          `set PORT to a free port, or PORT=0 for any free one`);
        process.exit(1);
      }
    }
  }
  const { address, port: bound } = server.address();
  console.log(`style12 demo: http://${address}:${bound}/`);
}
