// @vitest-environment jsdom
// A basket error reaches the shopper in its own words: the real cart store, the real forwarding
// (stores/cart-alerts.ts) and the real toaster, nothing mocked between them. Each error code must
// read its own sentence, never the general apology (it did when the toaster translated the
// already-translated sentence a second time).
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AlertToaster } from "@/components/shell/AlertToaster";
import { ERROR_TEXTS, cartErrorText } from "@/lib/cart/messages";
import { useAlertStore } from "@/stores/alert";
import { useCartStore } from "@/stores/cart";

const GENERAL_APOLOGY = cartErrorText("no such code");

afterEach(() => {
  cleanup();
  act(() => useAlertStore.getState().clear());
});

describe("basket errors in the toaster", () => {
  it.each(Object.keys(ERROR_TEXTS))("%s reads its own sentence", (code) => {
    render(<AlertToaster />);
    act(() => useCartStore.setState({ error: code, triggerError: true }));
    const toast = screen.getByTestId("toast");
    expect(toast).toHaveTextContent(ERROR_TEXTS[code]);
    expect(toast).not.toHaveTextContent(GENERAL_APOLOGY);
    // Forwarded, then cleared in the cart store.
    expect(useCartStore.getState()).toMatchObject({ error: null, triggerError: false });
  });

  it("an unknown code gets the general apology", () => {
    render(<AlertToaster />);
    act(() => useCartStore.setState({ error: "somethingNew", triggerError: true }));
    expect(screen.getByTestId("toast")).toHaveTextContent(GENERAL_APOLOGY);
  });
});
