// @vitest-environment jsdom
// The "Add a discount code" field (components/cart/DiscountCodeField.tsx) with the real cart store
// and a fake sync answer built the way the server builds it: closed, open, busy while the server
// judges, a refused code's sentence tied to the input, an applied code's chip, and Remove.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { chipParts } from "@/components/cart/DiscountChips";
import { DiscountCodeField } from "@/components/cart/DiscountCodeField";
import { cartAmounts } from "@/lib/cart/amounts";
import { syncCart, toDraft, type SyncCartArgs, type SyncResult } from "@/lib/cart/client";
import type { LineInput } from "@/lib/cart/lines";
import { cartValidity } from "@/lib/cart/validity";
import type { DiscountRule } from "@/lib/discounts/contract";
import { appliedOf, judgeCodes, withAmounts } from "@/lib/discounts/rules";
import { loadCartClient, useCartStore } from "@/stores/cart";
import { pendingDiscount } from "@/stores/cart-discounts";
import { useUserStore } from "@/stores/user";

vi.mock("@/lib/cart/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cart/client")>();
  return { ...actual, syncCart: vi.fn() };
});
const mockSync = vi.mocked(syncCart);
beforeAll(() => loadCartClient());

const base = { id: 1, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, combinable: false, status: "active", uses: 0 } as const;
const RULES = new Map<string, DiscountRule>([
  ["WELCOME10", { ...base, code: "WELCOME10", kind: "percentage", value: 10, minimumProductsPence: 4000 }],
  ["SPRING15", { ...base, id: 2, code: "SPRING15", kind: "percentage", value: 15, minimumProductsPence: 6000 }],
]);

function serverAnswer({ cart, version }: SyncCartArgs): SyncResult {
  const draft = toDraft(cart, version);
  const productsGross = cart.items.reduce((total, item) => total + item.linePrice.gross, 0);
  const judged = judgeCodes(draft.discountCodes ?? [], RULES, { now: new Date(), productsGross, shippingMethod: cart.shippingMethod, customerUses: null });
  const discounts = withAmounts(judged, productsGross, cart.shippingMethod);
  const saved = { ...structuredClone(cart), id: cart.id ?? "7d3b3c1e-1111-4111-8111-111111111111", discounts };
  return { cart: { ...saved, amounts: cartAmounts(saved.items, saved.shippingMethod, appliedOf(discounts)) }, version: version + 1, cartValidity: cartValidity(saved.items), alertStatus: null };
}

const lager: LineInput = { productSKU: "LAGER-330", productName: "Hazy Lager", sizeMl: 330, unitGrossPence: 199, isVatable: true, multipackSKU: null, multipackQuantity: 1, quantity: 24 };
const NONE: never[] = [];

/** The mini cart's use: the basket's own codes. */
function BasketField() {
  const cart = useCartStore((state) => state.cart);
  return <DiscountCodeField discounts={cart?.discounts ?? NONE} />;
}

const initialCart = useCartStore.getState();
const initialUser = useUserStore.getState();

beforeEach(() => {
  useCartStore.setState(initialCart, true);
  useUserStore.setState({ ...initialUser, userId: "u1", token: "tok-1", guestId: null, userStatus: "loggedIn" }, true);
  mockSync.mockReset();
  mockSync.mockImplementation(async (args) => serverAnswer(args));
  localStorage.clear();
  useCartStore.getState().addItem(lager); // £47.76
});

afterEach(() => {
  cleanup();
  useCartStore.getState().cancelSave();
});

const toggle = () => screen.getByRole("button", { name: "Add a discount code" });
const input = () => screen.getByRole("textbox", { name: "Discount code" });
const applyButton = () => screen.getByRole("button", { name: /^Apply/ });

async function typeAndApply(code: string) {
  fireEvent.change(input(), { target: { value: code } });
  await act(async () => {
    fireEvent.click(applyButton());
  });
}

describe("DiscountCodeField", () => {
  it("starts closed: a disclosure button and no field", () => {
    render(<BasketField />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("list", { name: "Discount codes" })).toBeNull();
  });

  it("opens to a labelled input that neither corrects nor remembers what is typed", () => {
    render(<BasketField />);
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(input()).toHaveAttribute("autocapitalize", "characters");
    expect(input()).toHaveAttribute("autocomplete", "off");
    expect(input()).toHaveAttribute("spellcheck", "false");
    expect(input()).not.toHaveAttribute("aria-invalid");
    expect(applyButton()).toHaveTextContent("Apply");
    expect(document.getElementById(toggle().getAttribute("aria-controls")!)).toContainElement(input());
  });

  it("is busy while the server judges the code, then lists it as an applied chip", async () => {
    let answer!: () => void;
    mockSync.mockImplementationOnce((args) => new Promise<SyncResult>((resolve) => (answer = () => resolve(serverAnswer(args)))));
    render(<BasketField />);
    fireEvent.click(toggle());
    fireEvent.change(input(), { target: { value: "welcome10" } });
    fireEvent.click(applyButton());
    expect(applyButton()).toHaveTextContent("Applying…");
    expect(applyButton()).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByTestId("discount-code-field")).toHaveAttribute("aria-busy", "true");
    // The chip shows at once, while the code is checked.
    expect(screen.getByTestId("discount-chip")).toHaveTextContent("WELCOME10 · Checking…");
    fireEvent.click(applyButton()); // a second press while busy sends nothing more
    await act(async () => answer());

    expect(mockSync).toHaveBeenCalledTimes(1);
    expect(applyButton()).toHaveTextContent("Apply");
    expect(input()).toHaveValue("");
    expect(input()).not.toHaveAttribute("aria-invalid");
    expect(screen.getByTestId("discount-code-message")).toHaveTextContent("10% off products with WELCOME10");
    const chips = within(screen.getByRole("list", { name: "Discount codes" })).getAllByRole("listitem");
    expect(chips).toHaveLength(1);
    expect(chips[0]).toHaveTextContent("WELCOME10 · 10% off products −£4.78");
  });

  it("shows a refused code's sentence under the field, tied to the input and marked invalid", async () => {
    render(<BasketField />);
    fireEvent.click(toggle());
    await typeAndApply("SPRING15");
    const message = screen.getByTestId("discount-code-message");
    expect(message).toHaveTextContent("Spend £12.24 more on products to use SPRING15");
    expect(message).toHaveAttribute("aria-live", "polite");
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveAccessibleDescription("Spend £12.24 more on products to use SPRING15");
    expect(input()).toHaveValue("SPRING15");
    // A known code stays in the basket with its sentence, to apply once the basket is big enough.
    expect(screen.getByTestId("discount-chip")).toHaveTextContent(/^Spend £12\.24 more on products to use SPRING15Remove SPRING15$/);
    // Typing again clears the message and the invalid state.
    fireEvent.change(input(), { target: { value: "WELCOME1" } });
    expect(input()).not.toHaveAttribute("aria-invalid");
    expect(message).toBeEmptyDOMElement();
  });

  it("an unknown code gets its sentence once and no chip", async () => {
    render(<BasketField />);
    fireEvent.click(toggle());
    await typeAndApply("NOPE123");
    expect(screen.getByTestId("discount-code-message")).toHaveTextContent("We don't recognise the code NOPE123. Check the spelling and try again.");
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("discount-chip")).toBeNull();
  });

  it("Enter applies the code without submitting a surrounding form", async () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <BasketField />
      </form>,
    );
    fireEvent.click(toggle());
    fireEvent.change(input(), { target: { value: "WELCOME10" } });
    await act(async () => {
      fireEvent.keyDown(input(), { key: "Enter" });
    });
    expect(mockSync).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByTestId("discount-chip")).toHaveTextContent("WELCOME10 · 10% off products");
  });

  it("Remove takes the code out, keeps focus in the field and says so", async () => {
    render(<BasketField />);
    fireEvent.click(toggle());
    await typeAndApply("WELCOME10");
    const remove = screen.getByRole("button", { name: "Remove WELCOME10" });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(screen.queryByTestId("discount-chip")).toBeNull();
    expect(toggle()).toHaveFocus();
    expect(screen.getByText("WELCOME10 removed from your basket.")).toHaveAttribute("aria-live", "polite");
    expect(toDraft(mockSync.mock.calls[1][0].cart, 0).discountCodes).toBeUndefined();
    expect(useCartStore.getState().cart?.amounts.discountPrice.gross).toBe(0);
  });

  it("checkout's chips come from its props (the judgement for the chosen delivery)", () => {
    render(<DiscountCodeField discounts={[{ code: "SHIPFREE", state: "standardDeliveryOnly", message: "SHIPFREE gives free standard delivery: choose standard delivery to use it.", kind: "freeDelivery", value: 0, amountPence: 0 }]} />);
    expect(screen.getByTestId("discount-chip")).toHaveTextContent(/^SHIPFREE gives free standard delivery: choose standard delivery to use it\.Remove SHIPFREE$/);
    expect(screen.getByRole("button", { name: "Remove SHIPFREE" })).toBeInTheDocument();
  });
});

describe("chipParts", () => {
  it("says what an applied code gives and how much, or why not, or that it is being checked", () => {
    expect(chipParts({ code: "FIVER", state: "applied", message: "", kind: "fixed", value: 500, amountPence: 500 })).toEqual({ text: "£5.00 off products", amount: "−£5.00" });
    expect(chipParts({ code: "SHIPFREE", state: "applied", message: "", kind: "freeDelivery", value: 0, amountPence: 599 })).toEqual({ text: "Free standard delivery", amount: null });
    expect(chipParts({ code: "OLD", state: "ended", message: "OLD has ended.", kind: "percentage", value: 5, amountPence: 0 })).toEqual({ text: "OLD has ended.", amount: null });
    expect(chipParts(pendingDiscount("NEW10"))).toEqual({ text: "Checking…", amount: null });
  });
});
