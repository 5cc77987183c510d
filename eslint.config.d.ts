// Types for eslint.config.js, which tests/unit/layering.test.ts imports.
import type { Linter } from 'eslint';

/** The layering rules alone (no-restricted-imports zones), for probes linted without type information. */
export declare const layering: Linter.Config[];
/** How many folders below its layer (a feature: its folder) the layering rules reach. */
export declare const LAYER_DEPTH: number;
declare const config: Linter.Config[];
export default config;
