import "@testing-library/jest-dom/vitest";
// `server-only` throws outside a React Server Components build; tests import server modules directly.
import { vi } from "vitest";
vi.mock("server-only", () => ({}));
