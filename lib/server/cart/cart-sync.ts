import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { cartValidity } from "@/lib/cart";
import { MAX_CART_CODES } from "@/lib/discounts/contract";
import type { AlertStatus, ParsedDraftCart, SyncErrorCode, SyncSuccess } from "@/lib/cart/sync-contract";
import {
  asDraftItems,
  canonicalCart,
  cartFromRow,
  combineAlerts,
  contentOf,
  findCart,
  findOpenCartOf,
  insertCart,
  lockCustomer,
  updateCartIfVersion,
  type CartOwner,
  type CartRow,
  type Executor,
} from "./carts";
import { getDb, type Db } from "../platform/db";
import { carts } from "../schema";

// The two cart syncs (docs/decisions/shop-api-contract.md): who may read and write which cart, the
// version check, and a guest cart joining the user's saved cart on sign-in. HTTP lives in
// api-routes/cart-sync.ts; this module only answers with outcomes.
//
// Concurrency: every write is `UPDATE … SET …, version = version + 1 WHERE id = $1 AND version = $2`.
// A sync whose draft is older than the stored cart (or that loses the race to the UPDATE) writes
// nothing and gets 409 staleCart carrying the current canonical cart and its version: the client
// adds its unsaved lines to that cart and syncs again, so no one's line is lost.

export type SyncData = SyncSuccess["data"];
export type SyncOutcome =
  | { ok: true; data: SyncData }
  | { ok: false; code: Extract<SyncErrorCode, "forbidden" | "cartNotFound" | "staleCart">; message: string; data?: SyncData };

const CARTS_MERGED: AlertStatus = { code: "cartsMerged", message: "Your basket has been combined with the one saved to your account." };

const notFound = (): SyncOutcome => ({ ok: false, code: "cartNotFound", message: "There is no cart with this id." });
const forbidden = (): SyncOutcome => ({ ok: false, code: "forbidden", message: "This cart belongs to someone else or is closed." });

/** A stored cart as the sync endpoints answer it: canonical cart, version and validity. */
export function syncDataOf(row: CartRow, alertStatus: AlertStatus | null): SyncData {
  const cart = cartFromRow(row);
  return { cart, version: row.version, cartValidity: cartValidity(cart.items), alertStatus };
}

const success = (row: CartRow, alertStatus: AlertStatus | null): SyncOutcome => ({ ok: true, data: syncDataOf(row, alertStatus) });

const stale = (row: CartRow): SyncOutcome => ({
  ok: false,
  code: "staleCart",
  message: "The cart changed since this copy was loaded: merge with the cart returned and sync again.",
  data: syncDataOf(row, null),
});

/** Whoever may write a stored cart: null if allowed, else the refusal. */
type Access = (row: CartRow | undefined) => SyncOutcome | null;

const guestAccess =
  (guestId: string): Access =>
  (row) => {
    if (!row) return notFound();
    // A cart a user owns (merged or adopted) is no longer the guest's, whatever its guest id.
    return row.status === "new" && row.customer === null && row.guestId === guestId ? null : forbidden();
  };

const userAccess =
  (uid: string): Access =>
  (row) => {
    if (!row) return notFound();
    return row.status === "new" && row.customer === uid ? null : forbidden();
  };

/** Codes past the client's guessing limit: judged "tooManyAttempts" without being looked up. */
export type RefusedCodes = ReadonlySet<string>;

/**
 * The carts a sync may write, as stored before it runs: the draft's cart (if it has an id) and, for a
 * signed-in user, their open cart. Read once by the handler: the guessing limit judges from them and
 * the sync starts from `draftCart` rather than reading it again. (The sync reads the open cart again,
 * locked, inside its transaction.)
 */
export interface StoredCarts {
  draftCart: CartRow | undefined;
  openCart: CartRow | undefined;
}

export async function loadStoredCarts(draft: ParsedDraftCart, uid: string | null): Promise<StoredCarts> {
  const db = await getDb();
  return { draftCart: draft.id ? await findCart(db, draft.id) : undefined, openCart: uid ? await findOpenCartOf(db, uid) : undefined };
}

/**
 * The guessing limit's rule, in one place: the codes this sync would judge that the server has not
 * already judged for the carts it may write (`stored`, loaded for this draft). Each counts as a
 * guess, whoever sends it. A code stored as "tooManyAttempts" was never judged, so it counts again on
 * every sync until it is admitted: a refused code never reveals more on a later sync than it did when
 * typed. The handler admits or refuses these before the sync runs.
 */
export function unjudgedCodes(draft: ParsedDraftCart, { draftCart, openCart }: StoredCarts): string[] {
  const stored = [draftCart, openCart].flatMap((row) => row?.discounts ?? []);
  const judged = new Set(stored.filter((discount) => discount.state !== "tooManyAttempts").map((discount) => discount.code));
  // A merge also judges the saved cart's codes, so its unjudged ones are candidates too.
  const candidates = new Set([...(draft.discountCodes ?? []), ...stored.map((discount) => discount.code)]);
  return [...candidates].filter((code) => !judged.has(code));
}

/** Writes the draft over a cart the caller may write, if the draft is based on its current version. */
async function writeDraft(
  db: Executor,
  stored: CartRow,
  draft: ParsedDraftCart,
  owner: CartOwner,
  access: Access,
  refused: RefusedCodes,
): Promise<SyncOutcome> {
  if (draft.version !== stored.version) return stale(stored);
  const { cart, alertStatus } = await canonicalCart(draft, owner, db, refused);
  const row = await updateCartIfVersion(db, stored.id, stored.version, { ...contentOf(cart), customer: owner.customer, guestId: owner.guestId });
  if (row) return success(row, alertStatus);
  // Lost the race: someone else's write landed first. Say so only to someone still allowed to see it.
  const current = await findCart(db, stored.id);
  return access(current) ?? stale(current!);
}

/**
 * POST sync_guest: a guest's cart, identified by the cart id and the browser's guest id together.
 * `loaded`: loadStoredCarts for this draft.
 */
export async function syncGuestCart(draft: ParsedDraftCart & { guestId: string }, loaded: StoredCarts, refused: RefusedCodes): Promise<SyncOutcome> {
  const db = await getDb();
  const owner: CartOwner = { customer: null, guestId: draft.guestId };
  if (!draft.id) {
    const { cart, alertStatus } = await canonicalCart(draft, owner, db, refused);
    const row = await insertCart(db, owner, contentOf(cart));
    return success(row!, alertStatus);
  }
  const access = guestAccess(draft.guestId);
  const stored = loaded.draftCart;
  return access(stored) ?? writeDraft(db, stored!, draft, owner, access, refused);
}

/** POST sync: a signed-in user's cart (uid already verified from the token). `loaded`: loadStoredCarts for this draft and uid. */
export async function syncUserCart(draft: ParsedDraftCart, uid: string, loaded: StoredCarts, refused: RefusedCodes): Promise<SyncOutcome> {
  const db = await getDb();
  const owner: CartOwner = { customer: uid, guestId: null };
  if (!draft.id) return intoOpenCart(db, draft, uid, refused);

  const stored = loaded.draftCart;
  if (!stored) return notFound();
  if (stored.customer === uid && stored.status === "new") return writeDraft(db, stored, draft, owner, userAccess(uid), refused);
  // Otherwise only an open guest cart may be claimed (the cart id, and the guest id when sent, prove it is theirs).
  const claimable = stored.status === "new" && stored.customer === null && (!draft.guestId || draft.guestId === stored.guestId);
  if (!claimable) return forbidden();
  if (draft.version !== stored.version) return stale(stored);
  return claimGuestCart(db, stored, draft, uid, refused);
}

/** Thrown inside a transaction to roll it back when an optimistic write misses. */
class LostRace extends Error {}

/**
 * A guest cart on sign-in: it becomes the user's cart, unless the user already has an open cart;
 * then its lines join that saved cart and the guest cart is closed (status merged).
 */
async function claimGuestCart(db: Db, guest: CartRow, draft: ParsedDraftCart, uid: string, refused: RefusedCodes): Promise<SyncOutcome> {
  const owner: CartOwner = { customer: uid, guestId: null };
  try {
    return await db.transaction(async (tx) => {
      await lockCustomer(tx, uid);
      const saved = await findOpenCartOf(tx, uid, true);
      if (!saved) {
        const { cart, alertStatus } = await canonicalCart(draft, owner, tx, refused);
        const row = await updateCartIfVersion(tx, guest.id, draft.version, { ...contentOf(cart), customer: uid, guestId: null });
        if (!row) throw new LostRace();
        return success(row, alertStatus);
      }
      // Closing the guest cart is the optimistic write against the draft's version.
      const closed = await tx
        .update(carts)
        .set({ status: "merged", customer: uid, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(carts.id, guest.id), eq(carts.version, draft.version), eq(carts.status, "new"), isNull(carts.customer)))
        .returning({ id: carts.id });
      if (!closed.length) throw new LostRace();
      return mergeInto(tx, saved, draft, refused);
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const current = await findCart(db, guest.id);
    const stillClaimable = current && current.status === "new" && current.customer === null && current.guestId === guest.guestId;
    return stillClaimable ? stale(current) : forbidden();
  }
}

/** A draft with no stored id from a signed-in user: the same open cart on every device. */
async function intoOpenCart(db: Db, draft: ParsedDraftCart, uid: string, refused: RefusedCodes): Promise<SyncOutcome> {
  const owner: CartOwner = { customer: uid, guestId: null };
  return db.transaction(async (tx) => {
    await lockCustomer(tx, uid);
    const saved = await findOpenCartOf(tx, uid, true);
    if (saved) return draft.items.length ? mergeInto(tx, saved, draft, refused) : success(saved, null);
    const { cart, alertStatus } = await canonicalCart(draft, owner, tx, refused);
    const row = await insertCart(tx, owner, contentOf(cart));
    return success(row!, alertStatus);
  });
}

/** Adds the draft's lines to the saved cart (same product and pack: quantities added). `saved` is locked. */
async function mergeInto(tx: Executor, saved: CartRow, draft: ParsedDraftCart, refused: RefusedCodes): Promise<SyncOutcome> {
  const owner: CartOwner = { customer: saved.customer, guestId: null };
  const combined: ParsedDraftCart = {
    ...draft,
    id: saved.id,
    items: [...asDraftItems(saved.items), ...draft.items],
    shippingMethod: saved.shippingMethod,
    lastAction: "itemAdded",
    // The saved basket's codes first, then the draft's, as many as a basket holds.
    discountCodes: [...new Set([...saved.discounts.map((discount) => discount.code), ...(draft.discountCodes ?? [])])].slice(0, MAX_CART_CODES),
  };
  const { cart, alertStatus } = await canonicalCart(combined, owner, tx, refused);
  const row = await updateCartIfVersion(tx, saved.id, saved.version, contentOf(cart));
  if (!row) throw new LostRace(); // cannot happen while the row is locked; rolls back if it does
  return success(row, combineAlerts(CARTS_MERGED, alertStatus));
}
