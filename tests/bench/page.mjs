// How the inspector page copes with a real-size log, in Debian's Chromium
// at 1280x800: a log made of the real sessions in tests/fixtures/transcripts
// (20 MB unless told), with a line only three places have, opened as a
// file. Printed beside the package's own stream over the same bytes in
// Node, and the aims of issue 34 (for 100 MB):
//
//   first rows shown ≤ 1 s, whole file indexed ≤ 10 s,
//   peak renderer memory ≤ 1.2 GB, ≤ 20,000 DOM nodes,
//   no main-thread task over 50 ms while the file is read,
//   a search answered ≤ 300 ms after the last key (the list shows the
//   matching rows), ↓ in the lines list to the new board drawn: p90 ≤ 50 ms.
//
//   node tests/bench/page.mjs [MB]        (npm run bench:page)
//
// A benchmark, not a test: it prints figures and never fails on them.

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MB = Number(process.argv[2] ?? 20);
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

const NEEDLE = 'needleword';
const NEEDLE_LINE = `Benchmark tells you: ${NEEDLE} 4711`;

// ---- The log --------------------------------------------------------------

function buildLog() {
  const dir = `${root}tests/fixtures/transcripts/`;
  const files = readdirSync(dir).filter((name) => name.endsWith('.fics')).sort();
  const one = Buffer.concat(files.map((name) => readFileSync(dir + name)));
  const copies = Math.ceil((MB * 1024 * 1024) / one.length);
  // The needle a search looks for: at the start, the middle and the end.
  const needle = Buffer.from(`\n${NEEDLE_LINE}\n`);
  const parts = Array.from({ length: copies }, () => one);
  parts.splice(copies, 0, needle);
  parts.splice(copies >> 1, 0, needle);
  parts.unshift(needle);
  const bytes = Buffer.concat(parts);
  mkdirSync(`${root}build/bench`, { recursive: true });
  const path = `${root}build/bench/session-${MB}mb.fics`;
  writeFileSync(path, bytes);
  return { path, bytes, files: files.length, copies };
}

// ---- The package alone, for comparison ----------------------------------------

async function packageStreamMs(bytes) {
  const { load } = await import(`${root}dist/node.mjs`);
  const s12 = await load();
  let best = Infinity;
  let rows = 0;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    const stream = s12.createStream();
    rows = 0;
    for (let at = 0; at < bytes.length; at += 256 * 1024) rows += stream.push(bytes.subarray(at, at + 256 * 1024)).length;
    rows += stream.end().length;
    stream.free();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, rows };
}

// ---- The page -------------------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// The resident memory of the renderer processes this benchmark's browser
// started (a worker runs in its page's renderer): the largest (the page's)
// and all of them.
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

function ours(pid) {
  for (let p = pid, depth = 0; p > 1 && depth < 16; p = parentOf(p), depth++) if (p === process.pid) return true;
  return false;
}

function rendererRssMb() {
  let largest = 0;
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer') || !ours(Number(pid))) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (!rss) continue;
      largest = Math.max(largest, Number(rss[1]) / 1024);
      total += Number(rss[1]) / 1024;
    } catch {
      // gone
    }
  }
  return { largest, total };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measurePage(log) {
  spawnSync('node', ['scripts/build-web.mjs'], { cwd: root, stdio: 'ignore' });
  const port = await freePort();
  const server = spawn('node', ['scripts/serve.mjs'], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('#engine-status').filter({ hasText: 'Parser ready' }).waitFor();
    await page.locator('#log[data-state="done"]').waitFor();

    // Long tasks on the main thread: the longest is the longest a click
    // can wait.
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });

    let peakRss = rendererRssMb().largest;
    let peakRssAll = rendererRssMb().total;
    let peakNodes = 0;
    const clicks = [];
    const t0 = Date.now();
    await page.setInputFiles('#file-input', log.path);
    let firstRows = null;
    let indexed = null;
    while (indexed === null && Date.now() - t0 < 300_000) {
      const now = Date.now() - t0;
      const { rows, state, nodes } = await page.evaluate(() => ({
        rows: document.querySelectorAll('#log [role="option"]').length,
        state: document.querySelector('#log').dataset.state,
        nodes: document.getElementsByTagName('*').length,
      }));
      peakNodes = Math.max(peakNodes, nodes);
      const rss = rendererRssMb();
      peakRss = Math.max(peakRss, rss.largest);
      peakRssAll = Math.max(peakRssAll, rss.total);
      if (firstRows === null && rows > 0 && state === 'reading') firstRows = now;
      if (state === 'done') {
        indexed = now;
        if (firstRows === null) firstRows = now;
        break;
      }
      // A click on the list while it reads: from the press to the row
      // being selected.
      const waited = await page.evaluate(() => new Promise((resolve) => {
        const rows = document.querySelectorAll('#log [role="option"]');
        const row = rows[Math.floor(rows.length / 2)];
        if (!row) return resolve(null);
        const start = performance.now();
        row.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        requestAnimationFrame(() => resolve(performance.now() - start));
      }));
      if (waited !== null) clicks.push(waited);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const longTasks = await page.evaluate(() => window.__longTasks);
    const rowCount = await page.evaluate(() => Number(/([\d,]+)/.exec(document.querySelector('#log-count').textContent)?.[1].replace(/,/g, '') ?? 0));

    // A search typed a key at a time: from the last key to the list showing
    // the matching rows (and the count saying how many).
    const search = await page.evaluate((word) => new Promise((resolve) => {
      const box = document.querySelector('#line-search');
      const list = document.querySelector('#log');
      box.focus();
      let lastKey = null;
      const shown = () => lastKey !== null
        && [...list.querySelectorAll('[role="option"]')].some((row) => row.textContent.includes(word))
        && / of /.test(document.querySelector('#log-count').textContent)
        && list.querySelectorAll('[role="option"]').length <= 3;
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve({
          ms: performance.now() - lastKey,
          count: document.querySelector('#log-count').textContent,
        }), 0));
      });
      observer.observe(list, { childList: true, subtree: true, characterData: true });
      observer.observe(document.querySelector('#log-count'), { childList: true, subtree: true, characterData: true });
      let typed = 0;
      const type = () => {
        box.value = word.slice(0, ++typed);
        box.dispatchEvent(new InputEvent('input', { bubbles: true, data: word[typed - 1] }));
        if (typed < word.length) setTimeout(type, 80);
        else lastKey = performance.now();
      };
      type();
      setTimeout(() => {
        observer.disconnect();
        resolve({ ms: null, count: document.querySelector('#log-count').textContent });
      }, 20000);
    }), NEEDLE);
    await page.evaluate(() => {
      const box = document.querySelector('#line-search');
      box.value = '';
      box.dispatchEvent(new InputEvent('input', { bubbles: true }));
    });
    await page.locator('#log-empty').waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);

    // ↓ through the lines: from the key to the new board drawn (the line's
    // fields and the game's moves follow in the next frame).
    await page.locator('#log').focus();
    await page.keyboard.press('Home');
    await page.waitForTimeout(300);
    const steps = [];
    for (let i = 0; i < 60; i++) {
      const ms = await page.evaluate(() => new Promise((resolve) => {
        const pane = document.querySelector('.board-pane');
        const before = pane.dataset.boardRow;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (pane.dataset.boardRow !== before) {
            observer.disconnect();
            // Drawn: the frame after the change has been laid out and painted.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          }
        });
        observer.observe(pane, { attributes: true, attributeFilter: ['data-board-row'] });
        document.querySelector('#log').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 2000);
      }));
      if (ms !== null) steps.push(ms);
    }
    peakNodes = Math.max(peakNodes, await page.evaluate(() => document.getElementsByTagName('*').length));
    peakRss = Math.max(peakRss, rendererRssMb().largest);
    await browser.close();
    return { firstRows, indexed, peakRss, peakRssAll, peakNodes, clicks, longTasks, steps, rowCount, search };
  } finally {
    server.kill();
  }
}

// ---- Report -----------------------------------------------------------------------

const log = buildLog();
const alone = await packageStreamMs(log.bytes);
const page = await measurePage(log);
const mb = (log.bytes.length / 1048576).toFixed(1);
const worstClick = Math.max(0, ...page.clicks);
const longest = Math.max(0, ...page.longTasks);
const p90 = page.steps.length ? percentile(page.steps, 90) : NaN;
const row = (name, value, aim, ok) => console.log(`${name.padEnd(44)} ${value.padStart(12)}   aim ${aim.padEnd(10)} ${ok ? 'meets it' : 'MISSES it'}`);

console.log(`style12 page benchmark — Chromium at 1280x800, ${mb} MB log (${log.copies} x the ${log.files} transcripts)`);
console.log(`package alone (Node, same bytes, 256 KiB chunks): ${alone.ms.toFixed(0)} ms for ${alone.rows.toLocaleString('en')} events\n`);
const over50 = page.longTasks.filter((ms) => ms > 50);
row('first rows shown', `${(page.firstRows / 1000).toFixed(2)} s`, '≤ 1 s', page.firstRows <= 1000);
row('whole file indexed', `${(page.indexed / 1000).toFixed(2)} s`, '≤ 10 s', page.indexed <= 10000);
console.log(`${''.padEnd(44)} (${(page.indexed / alone.ms).toFixed(1)}x the package alone; ${page.rowCount.toLocaleString('en')} lines)`);
row('peak renderer memory (RSS, page + worker)', `${page.peakRss.toFixed(0)} MB`, '≤ 1.2 GB', page.peakRss <= 1200);
console.log(`${''.padEnd(44)} (every renderer of the browser together: ${page.peakRssAll.toFixed(0)} MB)`);
row('peak DOM nodes', page.peakNodes.toLocaleString('en'), '≤ 20,000', page.peakNodes <= 20000);
row('longest main-thread task while reading', `${longest.toFixed(0)} ms`, '≤ 50 ms', longest <= 50);
console.log(`${''.padEnd(44)} (${over50.length} tasks over 50 ms, ${over50.reduce((a, b) => a + b, 0).toFixed(0)} ms in all; worst click wait ${worstClick.toFixed(0)} ms over ${page.clicks.length} clicks)`);
const searchMs = page.search.ms;
row('search answered after the last key', searchMs === null ? 'never' : `${searchMs.toFixed(0)} ms`, '≤ 300 ms', searchMs !== null && searchMs <= 300);
console.log(`${''.padEnd(44)} (“${NEEDLE}”, typed a key each 80 ms; the count then read ${page.search.count}; includes the page's 150 ms pause after a key)`);
row('↓ to the new board drawn, p90', `${p90.toFixed(1)} ms`, '≤ 50 ms', p90 <= 50);
console.log(`${''.padEnd(44)} (median ${percentile(page.steps, 50).toFixed(1)} ms over ${page.steps.length} steps)`);
