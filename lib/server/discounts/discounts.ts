import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { CartDiscount, DiscountRule } from "@/lib/discounts/contract";
import { codeMessage, judgeCodes, withAmounts } from "@/lib/discounts/rules";
import type { Executor } from "../cart/carts";
import { discountCodes, discountRedemptions } from "../schema";

// Discount codes in baskets and orders (issue 24): the rules are read from the database on every
// judgement (a paused or used-up code stops at once, on every instance); lib/discounts/rules.ts
// decides. At checkout the codes' rows are locked so their limits hold under concurrent orders.

export type DiscountRow = typeof discountCodes.$inferSelect;

export const ruleOf = (row: DiscountRow): DiscountRule => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minimumProductsPence: row.minimumProductsPence,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  combinable: row.combinable,
  status: row.status,
  uses: row.uses,
});

/** The rules of these codes, by code; `forUpdate` locks their rows until the transaction ends (checkout). */
export async function rulesFor(db: Executor, codes: readonly string[], forUpdate = false): Promise<Map<string, DiscountRule>> {
  if (!codes.length) return new Map();
  // Locked in code order, so two checkouts never wait on each other's codes crosswise.
  const query = db.select().from(discountCodes).where(inArray(discountCodes.code, [...codes])).orderBy(discountCodes.code);
  const rows = forUpdate ? await query.for("update") : await query;
  return new Map(rows.map((row) => [row.code, ruleOf(row)]));
}

/** Orders a customer (signed-in id, or the email at checkout) has placed with each of these codes. */
export async function customerUses(
  db: Executor,
  rules: ReadonlyMap<string, DiscountRule>,
  who: { customer: string | null; email: string | null },
): Promise<Map<string, number> | null> {
  const limited = [...rules.values()].filter((rule) => rule.maxUsesPerCustomer !== null);
  if (!who.customer && !who.email) return null;
  const uses = new Map<string, number>();
  if (!limited.length) return uses;
  const matchesWho = or(
    who.customer ? eq(discountRedemptions.customer, who.customer) : undefined,
    who.email ? eq(discountRedemptions.email, who.email.toLowerCase()) : undefined,
  );
  const rows = await db
    .select({ codeId: discountRedemptions.codeId, count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(and(inArray(discountRedemptions.codeId, limited.map((rule) => rule.id)), matchesWho))
    .groupBy(discountRedemptions.codeId);
  for (const rule of limited) uses.set(rule.code, rows.find((row) => row.codeId === rule.id)?.count ?? 0);
  return uses;
}

export interface BasketToJudge {
  codes: readonly string[];
  productsGross: number;
  shippingMethod: string;
  customer: string | null;
  email?: string | null;
  now?: Date;
  /** Codes past the client's guessing limit: answered "tooManyAttempts" without being looked up. */
  refused?: ReadonlySet<string>;
  forUpdate?: boolean;
}

/** Every code in a basket, judged against its rules now, with the amount each applied code gives. */
export async function judgeBasket(db: Executor, basket: BasketToJudge): Promise<CartDiscount[]> {
  return (await judgeBasketWithRules(db, basket)).discounts;
}

/** judgeBasket, with the rules it read (to count the applied codes' uses at checkout). */
export async function judgeBasketWithRules(
  db: Executor,
  basket: BasketToJudge,
): Promise<{ discounts: CartDiscount[]; rules: Map<string, DiscountRule> }> {
  if (!basket.codes.length) return { discounts: [], rules: new Map() };
  const refused = basket.refused ?? new Set<string>();
  const lookedUp = basket.codes.filter((code) => !refused.has(code));
  const rules = await rulesFor(db, lookedUp, basket.forUpdate);
  const context = {
    now: basket.now ?? new Date(),
    productsGross: basket.productsGross,
    shippingMethod: basket.shippingMethod,
    customerUses: await customerUses(db, rules, { customer: basket.customer, email: basket.email ?? null }),
  };
  const judged = judgeCodes(lookedUp, rules, context);
  const answers = basket.codes.map(
    (code): CartDiscount =>
      refused.has(code)
        ? { code, state: "tooManyAttempts", message: codeMessage(code, "tooManyAttempts"), kind: null, value: 0, amountPence: 0 }
        : judged[lookedUp.indexOf(code)],
  );
  return { discounts: withAmounts(answers, basket.productsGross, basket.shippingMethod), rules };
}

/**
 * Counts an order's applied codes: one redemption each, and the code's uses and discount given.
 * Runs in the order's transaction after judgeBasket(…, forUpdate) locked the codes' rows, so the
 * limits it checked still hold.
 */
export async function redeemCodes(
  tx: Executor,
  orderId: string,
  discounts: readonly CartDiscount[],
  rules: ReadonlyMap<string, DiscountRule>,
  who: { customer: string | null; email: string },
): Promise<void> {
  for (const discount of discounts) {
    const rule = rules.get(discount.code);
    if (discount.state !== "applied" || !rule) continue;
    await tx.insert(discountRedemptions).values({
      codeId: rule.id,
      orderId,
      customer: who.customer,
      email: who.email.toLowerCase(),
      amountPence: discount.amountPence,
    });
    await tx
      .update(discountCodes)
      .set({
        uses: sql`${discountCodes.uses} + 1`,
        discountGivenPence: sql`${discountCodes.discountGivenPence} + ${discount.amountPence}`,
        updatedAt: sql`now()`,
      })
      .where(eq(discountCodes.id, rule.id));
  }
}

/**
 * A cancelled order gives its codes' uses back (a card payment abandoned, or staff cancelling
 * before dispatch): the redemptions go, and each code's uses and discount given drop, so a
 * one-use code or a customer's single use is not lost to an order that never happened. Refunds
 * keep the use: the customer had the discount.
 */
export async function releaseCodes(tx: Executor, orderId: string): Promise<void> {
  const released = await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, orderId)).returning();
  for (const redemption of released) {
    await tx
      .update(discountCodes)
      .set({
        uses: sql`greatest(${discountCodes.uses} - 1, 0)`,
        discountGivenPence: sql`greatest(${discountCodes.discountGivenPence} - ${redemption.amountPence}, 0)`,
        updatedAt: sql`now()`,
      })
      .where(eq(discountCodes.id, redemption.codeId));
  }
}
