// The fingerprint of the lines checkout showed (server and tests; never the browser, which gets it
// from the checkout page's data).
import { createHash } from "node:crypto";
import type { CartItem } from "@/lib/cart/types";

/**
 * What identifies the lines checkout showed: product, pack and quantity of each, in a stable
 * order. Prices are not part of it (the expected total covers them), nor timestamps, so a save
 * that changed nothing (a refresh on return from idle) does not refuse the order.
 */
export function cartFingerprint(items: readonly CartItem[]): string {
  const lines = items.map((item) => `${item.metadata.productSKU}|${item.metadata.multipackSKU ?? ""}|${item.quantity}`).sort();
  return createHash("sha256").update(lines.join("\n")).digest("base64url");
}
