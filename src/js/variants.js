// The variants the core knows and what each can do, read once from its
// table (style12/variant.h, the one place they are listed): the package's
// `variants`. Nothing here names a variant.

/**
 * The table's rows, from the core's text (a line a variant, cells apart by
 * tabs): { name, aliases, pgnTag, standardCastling, rules, pockets }, all
 * frozen.
 */
export function readVariants(text) {
  const rows = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [name, aliases, pgnTag, standardCastling, rules, pockets] = line.split('\t');
    rows.push(Object.freeze({
      name,
      aliases: Object.freeze(aliases === '' ? [] : aliases.split(' ')),
      pgnTag: pgnTag === '' ? null : pgnTag,
      standardCastling: standardCastling === '1',
      rules: rules === '1',
      pockets: pockets === '1',
    }));
  }
  return Object.freeze(rows);
}

/** The row of a variant by its name or an alias, as the core reads them; undefined for none. */
export function variantNamed(variants, name) {
  return variants.find((v) => v.name === name || v.aliases.includes(name));
}
