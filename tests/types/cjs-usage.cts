// The package's CommonJS declarations as a CommonJS project compiles them
// (module node16 here, nodenext in tsconfig.nodenext-cjs.json), without
// skipLibCheck: each entry through require(), with its types.
import core = require('style12/core');
import full = require('style12/full');
import main = require('style12');

async function use(): Promise<string> {
  const c = await core.load();
  const m = await main.load();
  const f = await full.load();
  const record = c.parseStyle12('<12> rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR W -1 1 1 1 1 0 1 a b 0 3 0 39 39 180 180 1 none (0:00) none 0');
  const dests: Map<main.Square, main.Square[]> = m.dests(record.fen);
  const described: boolean = f.describeStyle12('<12>').ok;
  return `${record.fen} ${dests.size} ${described}`;
}
void use;
