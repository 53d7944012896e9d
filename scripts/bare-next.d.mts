// Types for scripts/bare-next.mjs, which e2e/js-budget.spec.ts imports.
export declare const BARE_DIR: string;
export declare function ensureBareNext(options?: { quiet?: boolean }): string;
