export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const CHROMIUM_ARGS: readonly string[];
export declare function isExecutable(path: string): boolean;
export declare function findChromium(): string | null;
