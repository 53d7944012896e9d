import "server-only";
import { CATALOGUE_EXPIRE_TAG } from "../catalogue/cached-catalogue";
import { refreshCatalogue } from "../catalogue/catalogue-refresh";
import { persistTagInvalidation } from "../platform/shared-cache";

/**
 * After a photo change is committed: the shop's cached pages and reads expire at once, here and
 * (through the shared cache) on every other instance, before staff get their answer, so the
 * product's page and its listings show the new photos at their next request. As
 * lib/server/admin/product-actions.ts does for prices and stock.
 */
export async function refreshShopPhotos(): Promise<void> {
  refreshCatalogue({ now: true });
  await persistTagInvalidation([CATALOGUE_EXPIRE_TAG]);
}
