// @vitest-environment jsdom
// "Empty basket" in the mini cart (components/cart/EmptyBasket.tsx) with the real cart store: it
// asks first, Cancel keeps everything, and "Yes, empty it" saves the emptied cart as "cartEmptied"
// (its lastAction) before a new one starts. Only the HTTP client is replaced.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EmptyBasket } from "@/components/cart/EmptyBasket";
import { syncCart, type SyncCartArgs } from "@/lib/cart/client";
import { cartValidity } from "@/lib/cart/validity";
import { cartUnitCount, loadCartClient, useCartStore } from "@/stores/cart";
import { useUserStore } from "@/stores/user";

vi.mock("@/lib/cart/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cart/client")>();
  return { ...actual, syncCart: vi.fn() };
});
const mockSync = vi.mocked(syncCart);
beforeAll(() => loadCartClient());

const SERVER_ID = "7d3b3c1e-1111-4111-8111-111111111111";
const lager = { productSKU: "LAGER-330", productName: "Hazy Lager", sizeMl: 330, unitGrossPence: 199, isVatable: true, multipackSKU: null, multipackQuantity: 1, quantity: 3 };

beforeEach(async () => {
  useUserStore.setState({ userId: null, token: "", guestId: "5f0c8a2e-2222-4222-8222-222222222222", userStatus: "loggedOut" });
  mockSync.mockReset();
  mockSync.mockImplementation(async ({ cart }: SyncCartArgs) => ({
    cart: { ...structuredClone(cart), id: cart.id ?? SERVER_ID },
    version: 1,
    cartValidity: cartValidity(cart.items),
    alertStatus: null,
  }));
  await act(async () => {
    useCartStore.getState().addItem(lager);
    await useCartStore.getState().flushSave();
  });
});
afterEach(() => {
  cleanup();
  useCartStore.getState().cancelSave();
});

const units = () => cartUnitCount(useCartStore.getState().cart);

describe("Empty basket", () => {
  it("asks first, and Cancel keeps every item", () => {
    render(<EmptyBasket units={units()} />);
    fireEvent.click(screen.getByRole("button", { name: "Empty basket" }));
    expect(screen.getByRole("group", { name: "Remove all 3 items from your basket?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yes, empty it" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Empty basket" })).toHaveFocus();
    expect(units()).toBe(3);
  });

  it("confirmed, saves the emptied cart as cartEmptied and starts a new, empty one", async () => {
    render(<EmptyBasket units={units()} />);
    fireEvent.click(screen.getByRole("button", { name: "Empty basket" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, empty it" }));
    await waitFor(() => expect(mockSync.mock.calls.some(([args]) => args.cart.lastAction === "cartEmptied")).toBe(true));
    const emptied = mockSync.mock.calls.find(([args]) => args.cart.lastAction === "cartEmptied")![0].cart;
    expect(emptied.items).toEqual([]);
    await waitFor(() => expect(useCartStore.getState().cart?.items).toEqual([]));
    expect(units()).toBe(0);
  });
});
