// Stands in for `server-only` where vitest loads server modules outside a test file.
export {};
