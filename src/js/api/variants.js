// The variants the core knows and what each can do, read once from its
// table (made from src/core/lists.json, the one place they are listed): the
// package's `variants`. Nothing here names a variant.

import {
  CALL_REPLY_BLOCKS_ADDRESS, CALL_REPLY_COUNT, VARIANT_ALIASES, VARIANT_BYTES, VARIANT_FLAGS,
  VARIANT_FLAG_POCKETS, VARIANT_FLAG_RULES, VARIANT_FLAG_STANDARD_CASTLING, VARIANT_NAME, VARIANT_PGN_TAG,
} from '../wire/generated/layout.js';

/**
 * The table's rows, from the core's variant blocks: { name, aliases,
 * pgnTag, standardCastling, rules, pockets }, all frozen.
 */
export function readVariants(engine) {
  // No input: every text is the call's output.
  engine.write('');
  if (engine.call(engine.calls.variants, engine.wire) !== 0) throw engine.failure();
  engine.reply();
  const i = engine.i32;
  const r = engine.replyAt >> 2;
  const t = engine.texts;
  const rows = [];
  for (let k = 0, b = i[r + CALL_REPLY_BLOCKS_ADDRESS] >> 2; k < i[r + CALL_REPLY_COUNT]; k++, b += VARIANT_BYTES >> 2) {
    const flags = i[b + VARIANT_FLAGS];
    const aliases = t.span(i[b + VARIANT_ALIASES], i[b + VARIANT_ALIASES + 1]);
    const pgnTag = t.span(i[b + VARIANT_PGN_TAG], i[b + VARIANT_PGN_TAG + 1]);
    rows.push(Object.freeze({
      name: t.span(i[b + VARIANT_NAME], i[b + VARIANT_NAME + 1]),
      aliases: Object.freeze(aliases === '' ? [] : aliases.split(' ')),
      pgnTag: pgnTag === '' ? null : pgnTag,
      standardCastling: (flags & VARIANT_FLAG_STANDARD_CASTLING) !== 0,
      rules: (flags & VARIANT_FLAG_RULES) !== 0,
      pockets: (flags & VARIANT_FLAG_POCKETS) !== 0,
    }));
  }
  return Object.freeze(rows);
}

/** The row of a variant by its name or an alias, as the core reads them; undefined for none. */
export function variantNamed(variants, name) {
  return variants.find((v) => v.name === name || v.aliases.includes(name));
}
