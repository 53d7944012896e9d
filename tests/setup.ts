import "@testing-library/jest-dom/vitest";
// `server-only` throws outside a React Server Components build; tests import server modules directly.
import { vi } from "vitest";
vi.mock("server-only", () => ({}));
// Confirmation emails written by tests go to a throwaway outbox, never the developer's .data/outbox.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
process.env.MAIL_OUTBOX_DIR ??= mkdtempSync(join(tmpdir(), "afc-outbox-"));
