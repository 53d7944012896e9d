import "@testing-library/jest-dom/vitest";
// `server-only` throws outside a React Server Components build; tests import server modules directly.
import { afterAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
// Confirmation emails written by tests go to a throwaway outbox, never the developer's .data/outbox.
// The folder goes with the file's tests, so thousands of runs leave nothing behind in /tmp.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
if (!process.env.MAIL_OUTBOX_DIR) {
  const outbox = mkdtempSync(join(tmpdir(), "afc-outbox-"));
  process.env.MAIL_OUTBOX_DIR = outbox;
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));
}
