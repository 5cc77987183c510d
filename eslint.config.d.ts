// Types for eslint.config.js, which tests/unit/layering.test.ts and queryKeys.test.ts import.
import type { Linter } from 'eslint';

/** The layering rules alone (no-restricted-imports zones), for probes linted without type information. */
export declare const layering: Linter.Config[];
/** How many folders below its layer (a feature: its folder) the layering rules reach. */
export declare const LAYER_DEPTH: number;
/** The rule that query keys come from src/api/keys.ts (decision 0019). */
export declare const oneKeyFactory: Linter.Config;
declare const config: Linter.Config[];
export default config;
