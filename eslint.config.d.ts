import type { Linter } from 'eslint';

/** Types of eslint.config.js, for tests/lint, which proves its boundary rules on fixture files. */
export declare const DEMO_BRIDGE: string;
export declare function boundaryConfig(root: string, tsconfigs?: readonly string[]): Linter.Config[];
declare const config: Linter.Config[];
export default config;
