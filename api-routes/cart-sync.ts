import { MAX_SYNC_BODY_BYTES, SYNC_ERROR_CODES, type SyncErrorCode } from "@/lib/cart/sync-contract";
import { syncGuestBodySchema, syncUserBodySchema } from "@/lib/cart/sync-schemas";
import { loadStoredCarts, syncGuestCart, syncUserCart, unjudgedCodes, type RefusedCodes, type SyncOutcome } from "@/lib/server/cart/cart-sync";
import { takeRate } from "@/lib/server/platform/rate-limiter";
import { requireUser } from "./auth";
import { json, jsonError, readJsonBody, withDatabase } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// POST /api/shop/cart/sync_guest and /api/shop/cart/sync (docs/decisions/shop-api-contract.md):
// rate limit, identity, body, then the sync itself (lib/server/cart/cart-sync.ts). Every
// answer is JSON; errors are `{ code, message }` with the status SYNC_ERROR_CODES gives.

/** Cart syncs a client may make per minute (env CART_SYNC_RATE_LIMIT; "0" turns the limit off). */
export const DEFAULT_CART_SYNC_RATE_LIMIT = 600;

function syncError(code: SyncErrorCode, message: string): Response {
  return jsonError(SYNC_ERROR_CODES[code], code, message);
}

const rateLimit = () => limitFromEnv("CART_SYNC_RATE_LIMIT", DEFAULT_CART_SYNC_RATE_LIMIT);

function tooManyRequests(request: Request): Promise<Response | null> {
  return overLimit(clientKey(request), { name: "cart-sync", limit: rateLimit(), message: "Too many cart syncs. Please wait a moment and try again." });
}

/** New discount codes a client may try per 15 minutes (env DISCOUNT_CODE_RATE_LIMIT; "0" turns it off). */
export const DEFAULT_DISCOUNT_CODE_RATE_LIMIT = 10;
const CODE_WINDOW_SECONDS = 15 * 60;

/**
 * Guessing codes is limited per client: each code the server has not judged for the carts this sync
 * writes counts once, known or not (counting only unknown codes would tell a guesser which ones
 * exist), and is refused past the limit. Decided here, before the sync, from what the server stored.
 */
async function refusedCodes(request: Request, unjudged: string[]): Promise<RefusedCodes> {
  const limit = limitFromEnv("DISCOUNT_CODE_RATE_LIMIT", DEFAULT_DISCOUNT_CODE_RATE_LIMIT);
  const refused = new Set<string>();
  for (const code of unjudged) {
    if (!(await takeRate("discount-code", clientKey(request), limit, CODE_WINDOW_SECONDS)).allowed) refused.add(code);
  }
  return refused;
}

/** The sync's outcome as a response, run in the database's turn; a database failure or a full queue becomes 503. */
function respond(sync: () => Promise<SyncOutcome>): Promise<Response> {
  return withDatabase(async () => {
    const outcome = await sync();
    if (outcome.ok) return json({ data: outcome.data });
    const { code, message, data } = outcome;
    return json(data ? { code, message, data } : { code, message }, SYNC_ERROR_CODES[code]);
  });
}

/** POST /api/shop/cart/sync_guest: body `{ cart, shouldReturnCart }`, cart.guestId required. */
export async function handleSyncGuest(request: Request): Promise<Response> {
  const limited = await tooManyRequests(request);
  if (limited) return limited;
  const body = await readJsonBody(request, MAX_SYNC_BODY_BYTES, syncGuestBodySchema);
  if (!body.ok) return body.response;
  const { cart } = body.data;
  const guestId = cart.guestId;
  if (!guestId) return syncError("invalidBody", "cart.guestId: a guest cart needs the browser's guest id.");
  // The cart is always returned (shouldReturnCart is accepted for compatibility): the client needs its id and version.
  return respond(async () => {
    // The stored carts are read once: the guessing limit judges from them and the sync starts from them.
    const stored = await loadStoredCarts(cart, null);
    return syncGuestCart({ ...cart, guestId }, stored, await refusedCodes(request, unjudgedCodes(cart, stored)));
  });
}

/** POST /api/shop/cart/sync: body `{ cart, userId, shouldReturnCart }`, `Authorization: Bearer <Firebase ID token>`. */
export async function handleSyncUser(request: Request): Promise<Response> {
  const limited = await tooManyRequests(request);
  if (limited) return limited;
  // Identity before the body: an unauthenticated caller gets nothing read or parsed.
  // A bearer token only; checkRevoked also refuses tokens of deleted or disabled users and revoked sessions.
  const auth = await requireUser(request, { bearerOnly: true });
  if ("response" in auth) return auth.response;
  const { uid } = auth;
  const body = await readJsonBody(request, MAX_SYNC_BODY_BYTES, syncUserBodySchema);
  if (!body.ok) return body.response;
  if (body.data.userId !== uid) return syncError("forbidden", "The userId does not match the signed-in user.");
  const { cart } = body.data;
  return respond(async () => {
    const stored = await loadStoredCarts(cart, uid);
    return syncUserCart(cart, uid, stored, await refusedCodes(request, unjudgedCodes(cart, stored)));
  });
}
