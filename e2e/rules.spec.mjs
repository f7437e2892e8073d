import { test, expect } from '@playwright/test';
import { MATE_LINE, PUSH_LINE, fixture, guard, open, paste } from './helpers.mjs';

test('clicking a piece of the side to move shows where it may go', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  // After 2. g4, Black to move: the queen on d8 may go to e7, f6, g5 and h4.
  await paste(page, PUSH_LINE);
  await expect(page.locator('[data-square="d8"]')).toHaveAttribute('data-piece', 'bQ');
  await expect(page.locator('#dests-note')).toContainText('Click a piece');
  await page.locator('[data-square="d8"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(4);
  for (const square of ['e7', 'f6', 'g5', 'h4']) {
    await expect(page.locator(`[data-square="${square}"]`)).toHaveAttribute('data-dest', 'true');
  }
  await expect(page.locator('[data-square="d8"] .sq-selected')).toHaveCount(1);
  await expect(page.locator('#dests-note')).toHaveText('d8: 4 legal moves, to e7, f6, g5, h4.');
  // The knight on g8: e7, f6 and h6.
  await page.locator('[data-square="g8"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(3);
  // The other side's pieces and empty squares show nothing; the same piece again hides its moves.
  await page.locator('[data-square="e1"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(0);
  await page.locator('[data-square="e5"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(1);
  await page.locator('[data-square="e5"]').click();
  await expect(page.locator('[data-dest]')).toHaveCount(0);
  await g.check();
});

test('the move list shows the core\'s SAN: whole on cut-short lines, a missed move rebuilt', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, fixture('tests/fixtures/transcripts/cut-short-and-missed.fics'));
  const moves = page.locator('#log .kind-style12 .log-move');
  await expect(moves).toHaveText(['start', '1. f3', '2. g4', '2… Qh4#']);
  await expect(page.locator('#log .kind-style12').nth(2)).toContainText('after a missed move, rebuilt');
  await page.locator('#log .kind-style12').last().click();
  await expect(page.locator('#move-line')).toContainText('Qh4#');
  await g.check();
});

test('a board that does not follow from the one before is marked', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  const lines = fixture('tests/fixtures/transcripts/standard-game.fics').split(/\r?\n\r?/);
  // The board of 1... e5 with Black's pawn shown on e4 instead: no move leads there.
  const jumped = lines.map((l) => (l.includes('P/e7-e5') ? l.replace('----p--- -------- -----P--', '-------- ----p--- -----P--') : l));
  expect(jumped.join('\n')).not.toEqual(lines.join('\n'));
  await paste(page, jumped.join('\n'));
  // That board, and the next one (2. g4, with the pawn back on e5).
  await expect(page.locator('#log .kind-resync')).toHaveCount(2);
  await expect(page.locator('#log .kind-resync').first()).toContainText('does not follow');
  await page.locator('#log .kind-resync').first().click();
  await expect(page.locator('#stale-note')).toContainText('This board does not follow from the one before it');
  await g.check();
});

test('the games list shows each game\'s position as a thumbnail, drawn from the game\'s FEN', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, fixture('tests/fixtures/transcripts/two-observed-games.fics'));
  const thumbs = page.locator('#games canvas.game-thumb');
  await expect(thumbs).toHaveCount(2);
  await expect(thumbs.nth(1)).toHaveAttribute('aria-hidden', 'true');
  // Game 223 after 48. Kf2: its FEN, and twelve men drawn on it (a square
  // whose centre is not a square colour holds a piece).
  await expect(thumbs.nth(1)).toHaveAttribute('data-fen', /^8\/6kp\/8\/6p1\/5bPP\/1b3P2\/1p1p1K2\/1B6 /);
  await expect.poll(() => thumbs.nth(1).evaluate((canvas) => {
    const context = canvas.getContext('2d');
    const size = canvas.width / 8;
    const squareColours = new Set(['240,217,181', '181,136,99']);
    let men = 0;
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++) {
        const [r, g, b] = context.getImageData(Math.floor((col + 0.5) * size), Math.floor((row + 0.55) * size), 1, 1).data;
        if (!squareColours.has(`${r},${g},${b}`)) men++;
      }
    }
    return men;
  })).toBe(12);
  await g.check();
});

// Lines made with the package's encodeStyle12 and play: 1. e4 e5 2. Nf3 Nc6
// 3. Bc4 Bc5, a game of chess from its start, White to castle; a position
// of its own (a wild game to the core) where White may castle both ways; a
// pawn on e7 that may promote on e8 or by taking on d8.
const ITALIAN_LINES = [
  '<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 5 alice bob 0 3 0 39 39 180 180 1 none (0:00) none 0',
  '<12> rnbqkbnr pppppppp -------- -------- ----P--- -------- PPPP-PPP RNBQKBNR B 4 1 1 1 1 0 5 alice bob 0 3 0 39 39 180 180 1 P/e2-e4 (0:01) e4 0',
  '<12> rnbqkbnr pppp-ppp -------- ----p--- ----P--- -------- PPPP-PPP RNBQKBNR W 4 1 1 1 1 0 5 alice bob 0 3 0 39 39 180 180 2 P/e7-e5 (0:01) e5 0',
  '<12> rnbqkbnr pppp-ppp -------- ----p--- ----P--- -----N-- PPPP-PPP RNBQKB-R B -1 1 1 1 1 1 5 alice bob 0 3 0 39 39 180 180 2 N/g1-f3 (0:01) Nf3 0',
  '<12> r-bqkbnr pppp-ppp --n----- ----p--- ----P--- -----N-- PPPP-PPP RNBQKB-R W -1 1 1 1 1 2 5 alice bob 0 3 0 39 39 180 180 3 N/b8-c6 (0:01) Nc6 0',
  '<12> r-bqkbnr pppp-ppp --n----- ----p--- --B-P--- -----N-- PPPP-PPP RNBQK--R B -1 1 1 1 1 3 5 alice bob 0 3 0 39 39 180 180 3 B/f1-c4 (0:01) Bc4 0',
  '<12> r-bqk-nr pppp-ppp --n----- --b-p--- --B-P--- -----N-- PPPP-PPP RNBQK--R W -1 1 1 1 1 4 5 alice bob 0 3 0 39 39 180 180 4 B/f8-c5 (0:01) Bc5 0',
];
const CASTLING_LINE = '<12> r---k--r pppppppp -------- -------- -------- -------- PPPPPPPP R---K--R W -1 1 1 1 1 0 5 alice bob -3 0 0 18 18 0 0 1 none (0:00) none 0';
const PROMOTION_LINE = '<12> ---r---- ----P--- -------- -------- -------- -------- k------- ----K--- W -1 0 0 0 0 0 5 alice bob -3 0 0 1 5 0 0 1 none (0:00) none 0';

test('castling is one move, to the king\'s square, and the king\'s own rook is not ringed', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, ITALIAN_LINES.join('\n'));
  await expect(page.locator('[data-square="c5"]')).toHaveAttribute('data-piece', 'bB');
  await page.locator('[data-square="e1"]').click();
  await expect(page.locator('#dests-note')).toHaveText('e1: 3 legal moves, to e2, f1, g1 (O-O).');
  await expect(page.locator('[data-dest]')).toHaveCount(3);
  await expect(page.locator('[data-square="h1"]')).not.toHaveAttribute('data-dest', /./);
  await expect(page.locator('[data-square="g1"] .dest.castle')).toHaveCount(1);
  // Clicking the destination plays it on the board: king and rook move.
  await page.locator('[data-square="g1"]').click();
  await expect(page.locator('[data-square="g1"]')).toHaveAttribute('data-piece', 'wK');
  await expect(page.locator('[data-square="f1"]')).toHaveAttribute('data-piece', 'wR');
  await expect(page.locator('#dests-note')).toContainText('Tried O-O: not a move of the game');
  // The game's own position is one Escape away.
  await page.locator('[data-square="g1"]').press('Escape');
  await expect(page.locator('[data-square="e1"]')).toHaveAttribute('data-piece', 'wK');
  await expect(page.locator('[data-square="h1"]')).toHaveAttribute('data-piece', 'wR');
  await g.check();
});

test('where the core castles onto the rook (Chess960), the rook\'s square is marked as castling, not as a capture', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  // Announced as wild/fr: Chess960, whose castling is the king taking its
  // rook (wild castles as chess does, as FICS castles it).
  await paste(page, `{Game 5 (alice vs. bob) Creating unrated wild/fr match.}\n${CASTLING_LINE}`);
  await expect(page.locator('[data-square="d1"]')).not.toHaveAttribute('data-piece', /./);
  await page.locator('[data-square="e1"]').click();
  await expect(page.locator('#dests-note')).toHaveText('e1: 4 legal moves, to a1 (O-O-O), d1, f1, h1 (O-O).');
  await expect(page.locator('.dest.castle')).toHaveCount(2);
  await expect(page.locator('.dest.capture')).toHaveCount(0);
  await page.locator('[data-square="h1"]').click();
  await expect(page.locator('[data-square="g1"]')).toHaveAttribute('data-piece', 'wK');
  await expect(page.locator('[data-square="f1"]')).toHaveAttribute('data-piece', 'wR');
  await g.check();
});

test('each promotion is a legal move of its own, and the page asks which piece', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, PROMOTION_LINE);
  await expect(page.locator('[data-square="e7"]')).toHaveAttribute('data-piece', 'wP');
  await page.locator('[data-square="e7"]').click();
  await expect(page.locator('#dests-note')).toHaveText('e7: 8 legal moves, to d8 (=Q, =R, =B, =N), e8 (=Q, =R, =B, =N).');
  await expect(page.locator('[data-dest]')).toHaveCount(2);
  await expect(page.locator('[data-square="d8"] .dest.capture')).toHaveCount(1);
  await page.locator('[data-square="e8"]').click();
  const choices = page.locator('#dests-note button');
  await expect(choices).toHaveText(['e8=Q', 'e8=R', 'e8=B', 'e8=N']);
  await expect(choices.first()).toBeFocused();
  await choices.nth(3).click();
  await expect(page.locator('[data-square="e8"]')).toHaveAttribute('data-piece', 'wN');
  await expect(page.locator('[data-square="e7"]')).not.toHaveAttribute('data-piece', /./);
  await g.check();
});

test('the check word agrees with the core\'s SAN, not with the server\'s', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  // The server wrote the mate as "Qh4+"; the core checked the move: Qh4#.
  await paste(page, [PUSH_LINE, MATE_LINE.replace(' Qh4# ', ' Qh4+ ')].join('\n'));
  await page.locator('#log [role="option"]').last().click();
  await expect(page.locator('#move-line')).toContainText('Qh4#');
  await expect(page.locator('#move-line')).toContainText('checkmate');
  await expect(page.locator('[data-square="e1"] .sq-check.mate')).toHaveCount(1);
  await g.check();
});

test('the board is one tab stop: arrow keys move, Enter picks a piece and makes its move, Escape goes back', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, PUSH_LINE);
  const board = page.locator('#board > svg');
  await expect(board).toHaveAttribute('role', 'grid');
  await expect(board).toHaveAttribute('aria-label', /^Board/);
  await expect(page.locator('#board [tabindex="0"]')).toHaveCount(1);
  await page.locator('#flip').focus();
  // From the Flip button, Tab reaches the board once and leaves it with the next Tab.
  let reached = false;
  for (let i = 0; i < 12 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => Boolean(document.activeElement?.closest('#board')));
  }
  expect(reached).toBe(true);
  const focused = () => page.evaluate(() => document.activeElement.getAttribute('data-square'));
  expect(await focused()).toBe('a1');
  await expect(page.locator('[data-square="a1"]')).toHaveAttribute('aria-label', 'a1, white rook');
  // Up seven ranks and right three files: d8, Black's queen.
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe('d8');
  await page.keyboard.press('Enter');
  await expect(page.locator('#dests-note')).toHaveText('d8: 4 legal moves, to e7, f6, g5, h4.');
  await expect(page.locator('[data-square="d8"]')).toHaveAttribute('aria-label', 'd8, black queen, selected');
  expect(await focused()).toBe('d8');
  await expect(page.locator('[data-square="h4"]')).toHaveAttribute('aria-label', 'h4, empty, a legal move');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe('h4');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-square="h4"]')).toHaveAttribute('data-piece', 'bQ');
  await expect(page.locator('[data-square="d8"]')).not.toHaveAttribute('data-piece', /./);
  await expect(page.locator('[data-square="e1"] .sq-check.mate')).toHaveCount(1);
  await expect(page.locator('#dests-note')).toContainText('Tried Qh4#');
  expect(await focused()).toBe('h4');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-square="d8"]')).toHaveAttribute('data-piece', 'bQ');
  await expect(page.locator('[data-square="h4"]')).not.toHaveAttribute('data-piece', /./);
  // Tab leaves the board in one step.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#board')))).toBe(false);
  await g.check();
});

test('a pocket\'s pieces are buttons: one picks a drop, Enter on a square drops it', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await page.locator('#example').selectOption('crazyhouse');
  // After 5. N@c3, Black to move, holding a pawn and a knight.
  await expect(page.locator('[data-square="c3"]')).toHaveAttribute('data-piece', 'wN');
  const knight = page.locator('[data-pocket="b"] [data-piece="bN"] button');
  await expect(knight).toHaveAccessibleName('Black knight, 1 held, drop');
  await expect(page.locator('[data-pocket="b"] [data-piece="bQ"] button')).toBeDisabled();
  await knight.focus();
  await page.keyboard.press('Enter');
  await expect(knight).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#dests-note')).toHaveText(/^Black knight from the pocket: \d+ legal drops/);
  const drops = await page.locator('[data-dest]').count();
  expect(drops).toBeGreaterThan(20);
  // The keyboard is on the board now, on the first square the knight may go to.
  const square = await page.evaluate(() => document.activeElement.getAttribute('data-square'));
  await expect(page.locator(`[data-square="${square}"]`)).toHaveAttribute('data-dest', 'true');
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-square="${square}"]`)).toHaveAttribute('data-piece', 'bN');
  await expect(page.locator('[data-pocket="b"] [data-piece="bN"]')).toHaveAttribute('data-count', '0');
  await expect(page.locator('#dests-note')).toContainText(`Tried N@${square}`);
  // White's pocket cannot drop on Black's move.
  await page.keyboard.press('Escape');
  await page.locator('[data-pocket="w"] [data-piece="wP"] button').click();
  await expect(page.locator('#dests-note')).toHaveText('White pawn: no legal drop now.');
  await expect(page.locator('[data-dest]')).toHaveCount(0);
  await g.check();
});

test('coordinates reach 4.5:1 on both squares, in light and dark colour schemes', async ({ page }) => {
  await open(page);
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    const ratios = await page.evaluate(() => {
      const rgb = (el) => getComputedStyle(el).fill.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
      const luminance = ([r, g, b]) => {
        const [R, G, B] = [r, g, b].map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      const contrast = (a, b) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      const board = document.querySelector('#board');
      const light = rgb(board.querySelector('.sq-light'));
      const dark = rgb(board.querySelector('.sq-dark'));
      return [...board.querySelectorAll('.coord')].map((coord) => ({
        text: coord.textContent,
        ratio: contrast(rgb(coord), coord.classList.contains('on-light') ? light : dark),
      }));
    });
    expect(ratios).toHaveLength(16);
    for (const { text, ratio } of ratios) expect(ratio, `${colorScheme}: coordinate ${text}`).toBeGreaterThanOrEqual(4.5);
  }
});

test('the page\'s board and <style12-board> draw the same squares with the same module', async ({ page }) => {
  const g = await guard(page);
  await open(page);
  await paste(page, fixture('tests/fixtures/transcripts/two-observed-games.fics'));
  await expect(page.locator('#games canvas.game-thumb')).toHaveCount(2);
  // The last line's position on the page's board and in a <style12-board>
  // given its FEN: the same squares, shades and pieces, drawn by the same code.
  const fen = await page.locator('#fen').inputValue();
  const element = await page.evaluateHandle((value) => {
    const board = document.createElement('style12-board');
    board.setAttribute('fen', value);
    document.body.append(board);
    return board;
  }, fen);
  await expect.poll(() => element.evaluate((el) => el.shadowRoot.querySelectorAll('[data-board-square]').length)).toBe(64);
  const page64 = await page.locator('#board > svg').evaluate((svg) => [...svg.querySelectorAll('[data-square]')]
    .map((g) => `${g.dataset.square}:${g.querySelector('rect.sq').getAttribute('class')}:${g.dataset.piece ?? ''}`).sort());
  const element64 = await element.evaluate((el) => [...el.shadowRoot.querySelectorAll('[data-board-square]')]
    .map((g) => `${g.dataset.boardSquare}:${g.querySelector('rect.sq').getAttribute('class')}:${g.dataset.boardPiece ?? ''}`).sort());
  expect(page64).toHaveLength(64);
  expect(element64).toEqual(page64);
  // One board module for both: the page and the element import the one
  // lib/board.mjs (the index worker, its own realm, loads it too for the
  // piece names); no piece image is fetched (the pieces are in the module).
  const boardModules = g.requests.filter((url) => new URL(url).pathname.endsWith('/board.mjs'));
  expect(boardModules.length).toBeGreaterThanOrEqual(1);
  expect(new Set(boardModules.map((url) => new URL(url).pathname))).toEqual(new Set(['/lib/board.mjs']));
  expect(g.requests.filter((url) => /assets\/pieces\/[wb][PNBRQK]\.svg$/.test(url) && !url.endsWith('/wN.svg'))).toEqual([]);
  // One WebAssembly file for the page, its elements and its worker:
  // style12/full's, which the element on the page gets through
  // lib/core-browser.mjs when a line asks (a FEN needs none).
  const wasm = g.requests.filter((url) => new URL(url).pathname.endsWith('.wasm')).map((url) => new URL(url).pathname);
  expect(new Set(wasm)).toEqual(new Set(['/lib/style12-full.wasm']));
  await g.check();
});
