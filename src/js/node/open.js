// load({ wasm }) in Node: a path or file: URL is read from disk (Node's
// fetch does not read files); http(s) URLs are fetched.
import { readFile } from 'node:fs/promises';

export function openInNode(where) {
  const url = where instanceof URL ? where : /^[a-z][a-z0-9+.-]*:\/\//i.test(where) ? new URL(where) : null;
  if (url === null || url.protocol === 'file:') return readFile(url ?? where);
  return fetch(url);
}
