/**
 * What every throwing call throws: a stable code, the field at fault (as
 * the Style 12 help file numbers them), its name, the byte column and a
 * message that says what was found and what was expected.
 */
export class Style12Error extends Error {
  constructor(error) {
    super(error.message);
    this.name = 'Style12Error';
    this.code = error.code;
    this.field = error.field ?? null;
    this.fieldName = error.fieldName ?? null;
    this.column = error.column ?? null;
  }

  // Every entry of the package (style12, style12/full, style12/core, each as
  // an ES module and through require()) has this class in its own bundle: an
  // error any of them throws is a Style12Error to all of them.
  // A subclass of it keeps the ordinary test.
  static [Symbol.hasInstance](value) {
    if (this !== Style12Error) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && value[BRAND] === true;
  }
}

const BRAND = Symbol.for('style12.Style12Error');
Object.defineProperty(Style12Error.prototype, BRAND, { value: true });

// The class keeps its name through minification (Node shows an error as
// "Style12Error: ...", not by a one-letter name).
Object.defineProperty(Style12Error, 'name', { value: 'Style12Error' });

/**
 * The error for a misuse of the API that a type alone does not catch, one
 * code a kind: BAD_ARGUMENT (a value out of range), BAD_OPTION (an option
 * the call does not know), STREAM_FREED (a stream used after free() or
 * after a call on it was cut short) and BAD_MODULE (load() given WebAssembly that
 * is not this package's).
 */
export function misuse(code, message, fieldName = null) {
  return new Style12Error({ code, field: null, fieldName, column: null, message });
}

/**
 * A value as a message shows it, as the core quotes a token: a string in
 * quotes, cut to 40 characters, control characters escaped; anything else
 * by what it is. A message never carries a whole input.
 */
export function quoted(value) {
  if (typeof value === 'string') {
    const head = value.length > 40 ? value.slice(0, 40) : value;
    const escaped = head.replace(/[\x00-\x1f\x7f\\]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
    return `'${escaped}${value.length > 40 ? '...' : ''}'`;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return String(value);
}
