import type { Linter } from 'eslint';

/** Types of eslint.config.js, for tests/lint, which proves its boundary, test-placement and button-style rules. */
export declare const DEMO_BRIDGE: string;
export declare function boundaryConfig(root: string, tsconfigs?: readonly string[]): Linter.Config[];
export declare function testPlacementConfig(): Linter.Config[];
export declare function buttonStyleConfig(): Linter.Config[];
declare const config: Linter.Config[];
export default config;
