import "server-only";
import { refreshCatalogue } from "../catalogue/catalogue-refresh";

/**
 * After a photo change is committed: the shop's cached pages and reads expire at once, here and
 * (through the shared cache) on every other instance, before staff get their answer, so the
 * product's page and its listings show the new photos at their next request. As
 * lib/server/admin/product-actions.ts does for prices and stock.
 */
export async function refreshShopPhotos(): Promise<void> {
  await refreshCatalogue({ now: true });
}
