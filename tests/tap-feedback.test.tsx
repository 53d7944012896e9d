// @vitest-environment jsdom
// Add to basket and an episode's Play answer the tap first and update their store after the next
// paint (issue 39.3, lib/after-next-paint.ts): the line still arrives once, with the pack and
// quantity chosen at the tap, and the quantity field is back to 1 at once; the episode loads with
// its Up next, and Pause stays immediate.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EpisodeButtons } from "@/components/listen/EpisodeButtons";
import { AddToCart } from "@/components/shop/AddToCart";
import { AFTER_PAINT_FALLBACK_MS } from "@/lib/after-next-paint";
import type { AddToCartProduct } from "@/lib/catalogue/cart-product";
import type { Episode } from "@/lib/podcasts/types";
import { useCartStore } from "@/stores/cart";
import { usePlayerStore } from "@/stores/player";

const LAGER: AddToCartProduct = {
  sku: "AF-BER-LAG-001",
  name: "Crisp Lager",
  sizeMl: 330,
  container: "can",
  isVatable: true,
  stock: 40,
  abv: 0.5,
  packs: [
    { kind: "single", multipackSku: null, quantity: 1, pricePence: 199 },
    { kind: "multipack", multipackSku: "AF-BER-LAG-001-4", quantity: 4, pricePence: 699 },
  ],
};

const lines = () => useCartStore.getState().cart?.items ?? [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "requestAnimationFrame", "cancelAnimationFrame"] });
  useCartStore.setState({ cart: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("AddToCart", () => {
  it("adds the chosen pack and quantity once, after the frame the tap painted", () => {
    render(<AddToCart product={LAGER} />);
    fireEvent.click(screen.getByRole("radio", { name: /4-pack/ }));
    fireEvent.click(screen.getByRole("button", { name: "One more" }));
    fireEvent.click(screen.getByRole("button", { name: "One more" }));
    fireEvent.click(screen.getByRole("button", { name: "Add to basket" }));

    expect(screen.getByRole("spinbutton", { name: "Quantity" })).toHaveValue(1);
    expect(lines()).toHaveLength(0);
    act(() => vi.advanceTimersToNextFrame());
    expect(lines()).toHaveLength(0);
    // The task queued after the frame (fake timers run a 0 ms timeout a millisecond on).
    act(() => vi.advanceTimersByTime(1));
    expect(lines()).toMatchObject([{ metadata: { productSKU: "AF-BER-LAG-001", multipackSKU: "AF-BER-LAG-001-4" }, quantity: 3 }]);
    act(() => vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS));
    expect(lines()).toHaveLength(1);
    expect(lines()[0].quantity).toBe(3);
  });

  it("still adds when no frame is drawn (a hidden tab), after the fallback", () => {
    const frame = vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    render(<AddToCart product={LAGER} compact />);
    fireEvent.click(screen.getByRole("button", { name: "Add Crisp Lager to basket" }));
    act(() => vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1));
    expect(lines()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(lines()).toMatchObject([{ metadata: { productSKU: "AF-BER-LAG-001", multipackSKU: null }, quantity: 1 }]);
    frame.mockRestore();
  });
});

describe("an episode's Play", () => {
  const episode = (slug: string): Episode => ({
    imageUrl: "/images/listen/show.svg",
    audioUrl: `/media/podcasts/${slug}.mp3`,
    episodeTitle: `Episode ${slug}`,
    podcastTitle: "A show",
    author: "A host",
    summary: "What the episode is about.",
    pubDate: "2026-11-01",
    slug,
    show_slug: "a-show",
    kind: "podcast",
  });

  beforeEach(() => usePlayerStore.setState({ slug: "", show_slug: "", isPlaying: false, queue: [] }));

  it("loads the episode and its Up next after the frame the tap painted, and pauses at once", () => {
    render(<EpisodeButtons episode={episode("one")} queue={[episode("two")]} />);
    fireEvent.click(screen.getByRole("button", { name: "Play Episode one" }));
    expect(usePlayerStore.getState().slug).toBe("");
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(1));
    expect(usePlayerStore.getState()).toMatchObject({ slug: "one", isPlaying: true, queue: [{ slug: "two" }] });

    fireEvent.click(screen.getByRole("button", { name: "Pause Episode one" }));
    expect(usePlayerStore.getState().isPlaying).toBe(false);
  });
});
