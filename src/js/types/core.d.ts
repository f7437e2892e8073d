// Types of style12/core: the per-line functions alone, in their own small
// module. The types themselves are the package's (style12.d.ts).
import type { LoadOptions, Style12CoreModule } from './style12.js';

export type * from './style12.js';
export { Style12Error } from './style12.js';

/**
 * Instantiates the core module once; later calls return the same instance. Rejects with BAD_MODULE for WebAssembly that is not this package's (a later call may try again).
 * @example
 * ```ts
 * const core = await load();
 * core.parseHoldings('<b1> game 7 white [PN] black [Q] <- BN').black; // 'Q'
 * ```
 */
export declare function load(options?: LoadOptions): Promise<Style12CoreModule>;
