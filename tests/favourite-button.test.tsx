// @vitest-environment jsdom
// The heart (components/shop/FavouriteButton.tsx): its pressed state and label follow the
// favourite, and a polite live region says what the press did.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FavouriteButton } from "@/components/shop/FavouriteButton";
import { useFavouritesStore } from "@/stores/favourites";
import { useUserStore } from "@/stores/user";

beforeEach(() => {
  useUserStore.setState({ userStatus: "loggedOut", userId: null, token: "" });
  useFavouritesStore.getState().clearForSignOut();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("FavouriteButton", () => {
  it("flips aria-pressed and its label, and announces the change", async () => {
    render(<FavouriteButton slug="ginger-fizz" name="Test Ginger Fizz" />);
    const button = await screen.findByRole("button", { name: "Save Test Ginger Fizz to favourites" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("");

    await act(async () => fireEvent.click(button));
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(button).toHaveAccessibleName("Remove Test Ginger Fizz from favourites");
    expect(status).toHaveTextContent("Saved to favourites");
    expect(useFavouritesStore.getState().slugs).toEqual(["ginger-fizz"]);

    await act(async () => fireEvent.click(button));
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAccessibleName("Save Test Ginger Fizz to favourites");
    expect(status).toHaveTextContent("Removed from favourites");
  });

  it("shows a saved favourite as pressed once the store is read", async () => {
    useFavouritesStore.setState({ slugs: ["pale-ale"] });
    render(<FavouriteButton slug="pale-ale" name="Test Pale Ale" />);
    expect(await screen.findByRole("button", { name: "Remove Test Pale Ale from favourites" })).toHaveAttribute("aria-pressed", "true");
  });

  it("renders unpressed on the server whatever this device keeps, so hydration matches", () => {
    useFavouritesStore.setState({ slugs: ["pale-ale"], hydrated: true });
    const html = renderToString(<FavouriteButton slug="pale-ale" name="Test Pale Ale" />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Save Test Pale Ale to favourites"');
  });
});
