// The app router's context, given directly: a client component that calls useRouter() renders as
// Next would render it, with a router whose calls a test can read (no module mock of next/navigation).
import type { ReactNode } from "react";
import { vi } from "vitest";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";

export function fakeRouter() {
  return { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
}

export type FakeRouter = ReturnType<typeof fakeRouter>;

export function WithRouter({ router, children }: { router: FakeRouter; children: ReactNode }) {
  return <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>{children}</AppRouterContext.Provider>;
}
