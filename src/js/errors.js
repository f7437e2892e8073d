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
}

// The class keeps its name through minification (Node shows an error as
// "Style12Error: ...", not by a one-letter name).
Object.defineProperty(Style12Error, 'name', { value: 'Style12Error' });
