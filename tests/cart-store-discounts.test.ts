// @vitest-environment jsdom
// Discount codes in the cart store (issue 24) with the real store and a fake server: the answer is
// built the way the server builds it (lib/discounts/rules.ts judgeCodes + withAmounts, the real
// cartAmounts), from the draft the real client would send (lib/cart/client.ts toDraft).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cartAmounts } from "@/lib/cart/amounts";
import { CartSyncError, syncCart, toDraft, type SyncCartArgs, type SyncResult } from "@/lib/cart/client";
import type { LineInput } from "@/lib/cart/lines";
import type { Cart } from "@/lib/cart/types";
import { cartValidity } from "@/lib/cart/validity";
import type { DiscountRule } from "@/lib/discounts/contract";
import { appliedOf, judgeCodes, withAmounts } from "@/lib/discounts/rules";
import { loadCartClient, useCartStore } from "@/stores/cart";
import { DISCOUNT_MESSAGES } from "@/stores/cart-discounts";
import { useUserStore } from "@/stores/user";

vi.mock("@/lib/cart/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cart/client")>();
  return { ...actual, syncCart: vi.fn() };
});

const mockSync = vi.mocked(syncCart);
beforeAll(() => loadCartClient());

const SERVER_ID = "7d3b3c1e-1111-4111-8111-111111111111";
const GUEST_ID = "5f0c8a2e-2222-4222-8222-222222222222";
const DAY = 86_400_000;

function rule(overrides: Partial<DiscountRule> & Pick<DiscountRule, "code" | "kind" | "value">): DiscountRule {
  return { id: 1, minimumProductsPence: 0, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, combinable: false, status: "active", uses: 0, ...overrides };
}

/** The codes the fake server knows. */
const RULES = new Map(
  [
    rule({ code: "WELCOME10", kind: "percentage", value: 10, minimumProductsPence: 4000 }),
    rule({ code: "SHIPFREE", kind: "freeDelivery", value: 0, combinable: true }),
    rule({ code: "FIVEOFF", kind: "fixed", value: 500, combinable: true }),
    rule({ code: "TENOFF", kind: "fixed", value: 1000, combinable: true }),
    rule({ code: "OLDCODE", kind: "percentage", value: 20, endsAt: new Date(Date.now() - 30 * DAY) }),
  ].map((r) => [r.code, r]),
);

/** The server's answer: the sent cart with an id, its codes judged and its amounts recomputed from them. */
function serverAnswer({ cart, version }: SyncCartArgs): SyncResult {
  const draft = toDraft(cart, version);
  const saved = structuredClone(cart);
  const productsGross = saved.items.reduce((total, item) => total + item.linePrice.gross, 0);
  const judged = judgeCodes(draft.discountCodes ?? [], RULES, { now: new Date(), productsGross, shippingMethod: saved.shippingMethod, customerUses: null });
  const discounts = withAmounts(judged, productsGross, saved.shippingMethod);
  return {
    cart: { ...saved, id: saved.id ?? SERVER_ID, discounts, amounts: cartAmounts(saved.items, saved.shippingMethod, appliedOf(discounts)) },
    version: version + 1,
    cartValidity: cartValidity(saved.items),
    alertStatus: null,
  };
}

const lager: LineInput = { productSKU: "LAGER-330", productName: "Hazy Lager", sizeMl: 330, unitGrossPence: 199, isVatable: true, multipackSKU: null, multipackQuantity: 1, quantity: 24 };
const cartState = () => useCartStore.getState();
type CartStateApi = ReturnType<typeof useCartStore.getState>;
/** The draft of the n-th sync, as the client puts it on the wire. */
const sentDraft = (call: number) => toDraft(mockSync.mock.calls[call][0].cart, mockSync.mock.calls[call][0].version);
const codesOf = (cart: Cart | null) => cart?.discounts.map((discount) => `${discount.code}:${discount.state}`);

const initialCart = useCartStore.getState();
const initialUser = useUserStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  useCartStore.setState(initialCart, true);
  useUserStore.setState({ ...initialUser, userId: "u1", token: "tok-1", guestId: null, userStatus: "loggedIn" }, true);
  mockSync.mockReset();
  mockSync.mockImplementation(async (args) => serverAnswer(args));
  localStorage.clear();
});

afterEach(async () => {
  cartState().cancelSave();
  await vi.runOnlyPendingTimersAsync();
  cartState().cancelSave();
  vi.useRealTimers();
});

describe("applying a code", () => {
  it("syncs at once with the code in the draft and resolves with the server's judgement", async () => {
    cartState().addItem(lager); // 24 × £1.99 = £47.76
    const result = await cartState().applyDiscountCode(" welcome 10 ");
    expect(mockSync).toHaveBeenCalledTimes(1); // no 10-second wait
    expect(sentDraft(0).discountCodes).toEqual(["WELCOME10"]);
    expect(result).toEqual({ code: "WELCOME10", message: "10% off products with WELCOME10", discount: expect.objectContaining({ state: "applied", amountPence: 478 }) });
    const { cart } = cartState();
    expect(cart?.amounts.discountPrice.gross).toBe(478);
    expect(cart?.amounts.totalPrice.gross).toBe(4776 - 478 + 599);
    // The line added before the code was in the same sync: no second save is pending.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("returns the sentence of a refused code, and the basket keeps it for the server to judge again", async () => {
    cartState().addItem({ ...lager, quantity: 2 }); // £3.98, under the £40 minimum
    const result = await cartState().applyDiscountCode("WELCOME10");
    expect(result.discount?.state).toBe("belowMinimum");
    expect(result.message).toBe("Spend £36.02 more on products to use WELCOME10");
    expect(cartState().cart?.amounts.discountPrice.gross).toBe(0);
    // Filling the box brings the basket over the minimum: the next save sends the code again.
    cartState().changeQuantity(cartState().cart!.items[0].id, 24);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentDraft(1).discountCodes).toEqual(["WELCOME10"]);
    expect(codesOf(cartState().cart)).toEqual(["WELCOME10:applied"]);
  });

  it("says why an expired code is refused", async () => {
    cartState().addItem(lager);
    const result = await cartState().applyDiscountCode("oldcode");
    expect(result.discount?.state).toBe("expired");
    expect(result.message).toMatch(/^OLDCODE expired on \d{1,2} \w+ 2026 at \d\d:\d\d\.$/);
  });

  it("drops an unknown code from the next draft after its sentence was shown once", async () => {
    cartState().addItem(lager);
    await cartState().applyDiscountCode("FIVEOFF");
    const result = await cartState().applyDiscountCode("NOSUCHCODE");
    expect(result).toMatchObject({ code: "NOSUCHCODE", discount: { state: "unknown" }, message: "We don't recognise the code NOSUCHCODE. Check the spelling and try again." });
    expect(sentDraft(1).discountCodes).toEqual(["FIVEOFF", "NOSUCHCODE"]);
    cartState().changeQuantity(cartState().cart!.items[0].id, 48);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentDraft(2).discountCodes).toEqual(["FIVEOFF"]);
    expect(codesOf(cartState().cart)).toEqual(["FIVEOFF:applied"]);
  });

  it("drops a code refused for too many tries the same way", async () => {
    cartState().addItem(lager);
    mockSync.mockImplementationOnce(async (args) => {
      const answer = serverAnswer(args);
      answer.cart.discounts = [{ code: "WELCOME10", state: "tooManyAttempts", message: "Too many codes tried. Please wait a few minutes before trying WELCOME10.", kind: null, value: 0, amountPence: 0 }];
      return answer;
    });
    const result = await cartState().applyDiscountCode("WELCOME10");
    expect(result.message).toBe("Too many codes tried. Please wait a few minutes before trying WELCOME10.");
    expect(toDraft(cartState().cart!, cartState().version).discountCodes).toBeUndefined();
    // A later try is sent again (and judged again).
    const again = await cartState().applyDiscountCode("WELCOME10");
    expect(again.discount?.state).toBe("applied");
  });

  it("refuses a code already in the basket, and a fourth code, without asking the server", async () => {
    cartState().addItem(lager);
    await cartState().applyDiscountCode("SHIPFREE");
    expect(await cartState().applyDiscountCode("shipfree")).toEqual({ code: "SHIPFREE", discount: null, message: DISCOUNT_MESSAGES.alreadyIn("SHIPFREE") });
    await cartState().applyDiscountCode("FIVEOFF");
    await cartState().applyDiscountCode("TENOFF");
    expect(codesOf(cartState().cart)).toEqual(["SHIPFREE:applied", "FIVEOFF:applied", "TENOFF:applied"]);
    expect(await cartState().applyDiscountCode("WELCOME10")).toEqual({ code: "WELCOME10", discount: null, message: DISCOUNT_MESSAGES.tooMany });
    expect(await cartState().applyDiscountCode("  ")).toMatchObject({ message: DISCOUNT_MESSAGES.empty });
    expect(await cartState().applyDiscountCode("WELCOME-10")).toMatchObject({ message: DISCOUNT_MESSAGES.malformed("WELCOME-10") });
    expect(mockSync).toHaveBeenCalledTimes(3);
  });

  it("says so when the server cannot be reached, and does not keep the code", async () => {
    cartState().addItem(lager);
    mockSync.mockRejectedValueOnce(new CartSyncError("No response received from server", { status: null, code: "noResponse" }));
    const result = await cartState().applyDiscountCode("WELCOME10");
    expect(result).toEqual({ code: "WELCOME10", discount: null, message: DISCOUNT_MESSAGES.noAnswer("WELCOME10") });
    expect(cartState().cart?.discounts).toEqual([]);
    // The automatic retry saves the basket without it.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sentDraft(1).discountCodes).toBeUndefined();
  });

  it("a guest hears the server's judgement of a code at once; the basket still waits for its 3-second check", async () => {
    useUserStore.setState({ userId: null, token: "", guestId: GUEST_ID, userStatus: "loggedOut" });
    cartState().addItem(lager);
    let result: Awaited<ReturnType<CartStateApi["applyDiscountCode"]>> | null = null;
    void cartState()
      .applyDiscountCode("WELCOME10")
      .then((answer) => (result = answer));
    await vi.advanceTimersByTimeAsync(50);
    expect(result).toMatchObject({ code: "WELCOME10", discount: { state: "applied", amountPence: Math.round(24 * 199 * 0.1) } });
    expect(cartState().cartStateStatus).toBe("saving");
    expect(cartState().version).toBe(0);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(cartState().cartStateStatus).toBe("idle");
    expect(cartState().version).toBe(1);
  });

  it("a guest gets the judgement even when the basket changed during the 3-second check", async () => {
    useUserStore.setState({ userId: null, token: "", guestId: GUEST_ID, userStatus: "loggedOut" });
    cartState().addItem(lager);
    const applying = cartState().applyDiscountCode("WELCOME10");
    await vi.advanceTimersByTimeAsync(1_000);
    cartState().changeQuantity(cartState().cart!.items[0].id, 48);
    await vi.advanceTimersByTimeAsync(2_000);
    const result = await applying;
    expect(result.discount?.state).toBe("applied");
    // The local basket (48 cans) keeps its lines and shows the code's plausible figure at once.
    const { cart } = cartState();
    expect(cart?.items[0].quantity).toBe(48);
    expect(cart?.amounts.discountPrice.gross).toBe(Math.round(48 * 199 * 0.1));
  });
});

describe("conflicts", () => {
  it("a 409 keeps the code just typed beside the codes saved from another device", async () => {
    cartState().addItem(lager);
    await cartState().saveCart();
    // Another device added FIVEOFF meanwhile: the server's cart is a version ahead.
    const elsewhere = serverAnswer({ cart: { ...structuredClone(cartState().cart!), discounts: [{ code: "FIVEOFF", state: "applied", message: "", kind: null, value: 0, amountPence: 0 }] }, version: 3, userId: "u1", token: "tok-1" });
    mockSync.mockRejectedValueOnce(new CartSyncError("staleCart", { status: 409, code: "staleCart", data: elsewhere }));
    const result = await cartState().applyDiscountCode("TENOFF");
    expect(sentDraft(1).discountCodes).toEqual(["TENOFF"]);
    expect(sentDraft(2)).toMatchObject({ version: 4, discountCodes: ["FIVEOFF", "TENOFF"] });
    expect(result.discount).toMatchObject({ state: "applied", amountPence: 1000 });
    expect(cartState().cart?.amounts.discountPrice.gross).toBe(1500);
  });
});

describe("local figures and removing", () => {
  it("a local edit recomputes the discount from the applied codes until the server answers", async () => {
    cartState().addItem(lager);
    await cartState().applyDiscountCode("WELCOME10");
    await cartState().applyDiscountCode("SHIPFREE"); // not combinable with WELCOME10
    expect(codesOf(cartState().cart)).toEqual(["WELCOME10:applied", "SHIPFREE:notCombinable"]);
    cartState().changeQuantity(cartState().cart!.items[0].id, 48);
    const { cart } = cartState();
    expect(cart?.amounts).toEqual(cartAmounts(cart!.items, "standard", [{ kind: "percentage", value: 10 }]));
    expect(cart?.amounts.discountPrice.gross).toBe(955);
  });

  it("removing a code syncs at once without it", async () => {
    cartState().addItem(lager);
    await cartState().applyDiscountCode("WELCOME10");
    await cartState().removeDiscountCode("welcome10");
    expect(mockSync).toHaveBeenCalledTimes(2);
    expect(sentDraft(1).discountCodes).toBeUndefined();
    expect(cartState().cart).toMatchObject({ discounts: [], amounts: { discountPrice: { gross: 0 }, totalPrice: { gross: 4776 + 599 } } });
    await cartState().removeDiscountCode("WELCOME10"); // not there: nothing to send
    expect(mockSync).toHaveBeenCalledTimes(2);
  });

  it("free delivery zeroes standard delivery", async () => {
    cartState().addItem(lager);
    const result = await cartState().applyDiscountCode("SHIPFREE");
    expect(result.discount).toMatchObject({ state: "applied", amountPence: 599 });
    expect(cartState().cart?.amounts.shippingPrice.gross).toBe(0);
  });
});

describe("persistence", () => {
  it("keeps the basket's codes across a reload", async () => {
    cartState().addItem(lager);
    await cartState().applyDiscountCode("WELCOME10");
    const saved = localStorage.getItem("root")!;
    expect(JSON.parse(saved).cart.state.cart.discounts).toEqual([expect.objectContaining({ code: "WELCOME10", state: "applied", kind: "percentage", value: 10 })]);
    // Setting the state writes storage too: put the saved copy back before rehydrating.
    useCartStore.setState({ cart: null });
    localStorage.setItem("root", saved);
    await useCartStore.persist.rehydrate();
    expect(codesOf(cartState().cart)).toEqual(["WELCOME10:applied"]);
    expect(cartState().cart?.amounts.discountPrice.gross).toBe(478);
  });

  it("a basket saved before codes existed comes back with none", async () => {
    cartState().addItem(lager);
    const saved = JSON.parse(localStorage.getItem("root")!);
    delete saved.cart.state.cart.discounts;
    useCartStore.setState({ cart: null });
    localStorage.setItem("root", JSON.stringify(saved));
    await useCartStore.persist.rehydrate();
    expect(cartState().cart?.discounts).toEqual([]);
    expect(cartState().cart?.items).toHaveLength(1);
  });
});
