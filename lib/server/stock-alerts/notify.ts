import "server-only";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { SITE_URL } from "@/lib/constants";
import { backInStockMessage } from "@/lib/stock-alerts/message";
import { getDb, type Db } from "../platform/db";
import { logServerError } from "../platform/log";
import { sendOrderMail } from "../mail/mailer";
import { products, stockAlerts } from "../schema";
import { lapsedUnconfirmed, productDisplayName } from "./subscriptions";

// Sending back-in-stock emails (issue 28.3), after a stock change has committed. The rule is not
// "this change took the stock from 0 to more" but "every active product now in stock that has
// subscribers waiting": it needs no before/after bookkeeping, cannot miss a return that raced
// another change, and picks up what an earlier run left (a failed send, a crashed instance).
//
// Per product, subscribers are CLAIMED in batches (UPDATE … SET sending_at = now() … RETURNING, over
// rows picked FOR UPDATE SKIP LOCKED), so two instances never take the same row; each claimed row
// gets one email (BACK_IN_STOCK_CONCURRENCY at a time) and is DELETED once it is sent: the
// subscription ends. A row whose send failed is released (sending_at back to null) for the next run;
// a claim older than STALE_CLAIM_SECONDS (its instance died mid-send) counts as waiting again.
// Only CONFIRMED rows are ever sent (double opt-in, issue 34.8); each run first removes unconfirmed
// rows whose confirmation link has lapsed.
// The caller never waits: scheduleBackInStockEmails() starts a run in the background, logs any
// error, and folds calls made during a run into one more run after it.

/** How many emails are in flight at once (outbox writes or SMTP sends). */
export const BACK_IN_STOCK_CONCURRENCY = 12;
/** Subscribers claimed per statement. */
export const BACK_IN_STOCK_BATCH = 100;
/** A claim this old belongs to an instance that stopped mid-send: the row is sent again. */
export const STALE_CLAIM_SECONDS = 10 * 60;

export interface BackInStockRun {
  sent: number;
  failed: number;
  products: number;
}

/** A confirmed row nobody is sending now: never claimed, released after a failure, or claimed too long ago. */
const waiting = () =>
  and(isNotNull(stockAlerts.confirmedAt), or(isNull(stockAlerts.sendingAt), lt(stockAlerts.sendingAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`)));

const siteOrigin = (origin?: string) => (origin || process.env.NEXT_PUBLIC_SITE_URL || SITE_URL).replace(/\/+$/, "");

/** Runs `work` over `items`, at most `limit` at a time; the results in the items' order. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Emails every waiting subscriber of every active product now in stock; answers what it did. */
export async function sendBackInStockEmails(options: { origin?: string } = {}): Promise<BackInStockRun> {
  const db = await getDb();
  const origin = siteOrigin(options.origin);
  await db.delete(stockAlerts).where(lapsedUnconfirmed());
  const due = await db
    .selectDistinct({ id: products.id, slug: products.slug, name: products.name, brand: products.brand })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(gt(products.stock, 0), eq(products.active, true), waiting()));
  const run: BackInStockRun = { sent: 0, failed: 0, products: due.length };
  for (const product of due) {
    const productName = productDisplayName(product);
    for (;;) {
      const claimed = await claimBatch(db, product.id);
      if (!claimed.length) break;
      const outcomes = await mapBounded(claimed, BACK_IN_STOCK_CONCURRENCY, (row) =>
        sendOrderMail("backInStock", { reference: `${product.slug}-${row.id.slice(0, 8)}`, email: row.email }, () =>
          backInStockMessage({ productName, slug: product.slug, unsubscribeToken: row.unsubscribeToken, origin }),
        ),
      );
      const sent = claimed.filter((_, index) => outcomes[index]).map((row) => row.id);
      const failed = claimed.filter((_, index) => !outcomes[index]).map((row) => row.id);
      if (sent.length) await db.delete(stockAlerts).where(inArray(stockAlerts.id, sent));
      if (failed.length) await db.update(stockAlerts).set({ sendingAt: null }).where(inArray(stockAlerts.id, failed));
      run.sent += sent.length;
      run.failed += failed.length;
      // A failure is the mail service's, not the row's: stop here and leave the rest for the next run.
      if (failed.length || claimed.length < BACK_IN_STOCK_BATCH) break;
    }
  }
  return run;
}

/** Claims up to BACK_IN_STOCK_BATCH waiting subscribers of the product, oldest first, while it is active and in stock. */
async function claimBatch(db: Db, productId: number) {
  const stillInStock = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), gt(products.stock, 0), eq(products.active, true)));
  const pick = db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), inArray(stockAlerts.productId, stillInStock), waiting()))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
    .limit(BACK_IN_STOCK_BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(stockAlerts)
    .set({ sendingAt: sql`now()` })
    .where(inArray(stockAlerts.id, pick))
    .returning({ id: stockAlerts.id, email: stockAlerts.email, unsubscribeToken: stockAlerts.unsubscribeToken });
}

// --- After-commit trigger -----------------------------------------------------------------------

const STATE_KEY = Symbol.for("afc.server.backInStock");
type State = { running: Promise<void> | null; again: boolean; origin?: string };
const holder = globalThis as typeof globalThis & { [STATE_KEY]?: State };
const state = (): State => (holder[STATE_KEY] ??= { running: null, again: false });

/**
 * Call after a transaction that may have put stock back has COMMITTED: starts sending in the
 * background and returns at once. Never throws; errors are logged. `origin` is the site's public
 * origin for the links (else NEXT_PUBLIC_SITE_URL).
 */
export function scheduleBackInStockEmails(origin?: string): void {
  const current = state();
  if (origin) current.origin = origin;
  if (current.running) {
    current.again = true;
    return;
  }
  current.running = (async () => {
    do {
      current.again = false;
      try {
        const run = await sendBackInStockEmails({ origin: current.origin });
        if (run.sent || run.failed) console.info(`[stock-alerts] back-in-stock emails: ${run.sent} sent, ${run.failed} failed, ${run.products} product(s)`);
      } catch (error) {
        logServerError("back-in-stock emails", error);
      }
    } while (current.again);
  })().finally(() => {
    current.running = null;
    if (current.again) scheduleBackInStockEmails(); // a call between the loop's last check and here
  });
}

/** Resolves when no background run is going (for tests and scripts). */
export async function backInStockSettled(): Promise<void> {
  while (state().running) await state().running;
}
