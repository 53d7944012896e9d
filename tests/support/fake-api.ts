// The browser side of a component test against a fake API: next/navigation's router as mocks, and
// `fetch` stubbed with a recorder whose answers each test queues. The `vi.mock` call stays in the
// test file (vitest hoists it per file); it hands the mock this router:
//   const router = fakeRouter();
//   vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
//   const { fetchMock, answer, sentBody } = fakeApi({ token: "staff-token", router });
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { provideCurrentToken } from "@/lib/auth/current-token";

/** useRouter()'s answer, every method a mock. */
export const fakeRouter = () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() });

export type FakeRouter = ReturnType<typeof fakeRouter>;

/**
 * For every test of the file (call it at the top level): `fetch` stubbed with `fetchMock` and the
 * signed-in `token` provided as the current token; after each, the page unmounted, the fetch
 * recorder and `router` reset, and fetch and the token put back.
 */
export function fakeApi({ token, router }: { token: string; router: FakeRouter }) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    provideCurrentToken(async () => token);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    Object.values(router).forEach((fn) => fn.mockReset());
    vi.unstubAllGlobals();
    provideCurrentToken(null);
  });
  return {
    fetchMock,
    /** Queues the next answer: `body` as JSON with `status`. */
    answer: (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
    /** The JSON body of the `call`th request, parsed. */
    sentBody: (call = 0) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body)),
  };
}
