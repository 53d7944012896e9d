// @vitest-environment jsdom
// The frame's links fetch a prerendered page ahead only when a visitor shows intent (pointer,
// touch, focus), and never a page rendered per request (components/shell/ShellLink.tsx).
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/" }));

const { ShellLink } = await import("@/components/shell/ShellLink");

describe("ShellLink", () => {
  beforeEach(() => router.prefetch.mockClear());
  afterEach(cleanup);

  it("fetches nothing ahead while it is merely on screen", () => {
    render(<ShellLink href="/read">READ</ShellLink>);
    expect(screen.getByRole("link", { name: "READ" })).toHaveAttribute("href", "/read");
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ["pointer", fireEvent.mouseEnter],
    ["touch", fireEvent.touchStart],
    ["focus", fireEvent.focus],
  ])("fetches a prerendered page ahead on %s", (_intent, signal) => {
    render(<ShellLink href="/shop/all-alcohol-free-wines">WINES</ShellLink>);
    signal(screen.getByRole("link", { name: "WINES" }));
    expect(router.prefetch).toHaveBeenCalledWith("/shop/all-alcohol-free-wines");
  });

  it("keeps the caller's own handler", () => {
    const onMouseEnter = vi.fn();
    render(
      <ShellLink href="/listen/" onMouseEnter={onMouseEnter}>
        LISTEN
      </ShellLink>,
    );
    fireEvent.mouseEnter(screen.getByRole("link", { name: "LISTEN" }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });

  it.each(["/talk/", "/shop/search", "/account/shop/orders", "/shop/all-alcohol-free-beers?page=2"])(
    "never fetches %s ahead, a page rendered per request",
    (href) => {
      render(<ShellLink href={href}>Go</ShellLink>);
      const link = screen.getByRole("link", { name: "Go" });
      fireEvent.mouseEnter(link);
      fireEvent.touchStart(link);
      fireEvent.focus(link);
      expect(router.prefetch).not.toHaveBeenCalled();
    },
  );
});
