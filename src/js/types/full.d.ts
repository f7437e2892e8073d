// Types of style12/full: everything in one module (with Emscripten's glue).
// The types themselves are the package's (style12.d.ts).
import type { LoadOptions, Style12FullModule } from './style12.js';

export type * from './style12.js';
export { Style12Error } from './style12.js';

/**
 * Instantiates the full module once; later calls return the same instance. Rejects with BAD_MODULE for WebAssembly that is not this package's (a later call may try again).
 * @example
 * ```ts
 * const full = await load();
 * full.describeHoldings('<b1> game 7 white [PN] black [Q] <- BN').fields.length > 0; // true
 * ```
 */
export declare function load(options?: LoadOptions): Promise<Style12FullModule>;
