// How the page and the search worker keep a million rows: a typed array
// per number a row has, grown by doubling, and the rows' texts as the
// index worker posts them, one joined string per post with where each
// row's text ends (row-columns, not row objects: a log's rows would
// otherwise be millions of small objects to keep and collect).

export class Column {
  constructor(Type) {
    this.Type = Type;
    this.data = new Type(1024);
  }

  // Room for n rows, and for `expected` when it must grow: a large log's
  // columns are made once at about their size, as each doubling would copy
  // them and the allocation of a large buffer makes the page collect its
  // garbage at once.
  ensure(n, expected = 0) {
    if (n <= this.data.length) return;
    const grown = new this.Type(Math.max(n, expected, this.data.length * 2));
    grown.set(this.data);
    this.data = grown;
  }

  /** Values from row `from` on. */
  put(from, values, expected = 0) {
    this.ensure(from + values.length, expected);
    this.data.set(values, from);
  }
}

/** The last place in `starts` (rising) whose value is at most `value`; 0 when none is. */
export function lastAtOrBefore(starts, value) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export class TextChunks {
  constructor() {
    // Per post: its first row, its rows' texts joined, and where each
    // row's text ends in that string.
    this.firsts = [];
    this.texts = [];
    this.ends = [];
  }

  add(first, text, ends) {
    this.firsts.push(first);
    this.texts.push(text);
    this.ends.push(ends);
  }

  /** The text of a row ('' for a row not posted). */
  get(row) {
    if (!this.firsts.length) return '';
    const c = lastAtOrBefore(this.firsts, row);
    const i = row - this.firsts[c];
    const ends = this.ends[c];
    if (i < 0 || i >= ends.length) return '';
    return this.texts[c].slice(i ? ends[i - 1] : 0, ends[i]);
  }

  /** Calls found(row) once for each row whose text holds the needle, in order. */
  forEachMatch(needle, found) {
    for (let c = 0; c < this.texts.length; c++) {
      const text = this.texts[c];
      const ends = this.ends[c];
      let i = 0;
      let at = text.indexOf(needle);
      while (at >= 0) {
        while (ends[i] <= at) i++;
        // A match across two rows' texts is none.
        if (at + needle.length <= ends[i]) {
          found(this.firsts[c] + i);
          at = text.indexOf(needle, ends[i]);
        } else {
          at = text.indexOf(needle, at + 1);
        }
      }
    }
  }
}
