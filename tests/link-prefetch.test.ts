// Which links Next may prefetch (lib/navigation.ts prefetchFor): never a page rendered per request,
// whatever its query or trailing slash; prerendered pages keep Next's default (undefined).
import { describe, expect, it } from "vitest";
import { prefetchFor } from "@/lib/navigation";

describe("prefetchFor", () => {
  it.each(["/talk", "/talk/", "/shop/search", "/shop/search?q=lager", "/shop/all-alcohol-free-spirits?page=2", "/account", "/account/shop/orders", "/listen/podcasts/search#results", "/admin"])(
    "does not prefetch %s, rendered per request",
    (href) => expect(prefetchFor(href)).toBe(false),
  );
  it.each(["/", "/read", "/shop/all-alcohol-free-wines", "/shop/products/some-drink", "/account/signin", "/learn/"])(
    "leaves %s to Next's default",
    (href) => expect(prefetchFor(href)).toBeUndefined(),
  );
});
