// @vitest-environment jsdom
// Subscribe on a show's page: a keyboard-operable disclosure (aria-expanded, Escape closes and
// gives focus back), the feed as an absolute URL to copy with a confirmation, and app links.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubscribeMenu } from "@/components/listen/SubscribeMenu";

afterEach(cleanup);

describe("SubscribeMenu", () => {
  it("opens and closes as a disclosure, by click and by Escape, and returns focus", () => {
    render(<SubscribeMenu feedHref="/listen/podcasts/show/dry-run/feed.xml" showTitle="Dry Run" own />);
    const button = screen.getByRole("button", { name: /subscribe/i });
    const panel = screen.getByTestId("subscribe-panel");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", panel.id);
    expect(panel).not.toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    const field = screen.getByLabelText("The show's podcast feed");
    expect(field).toHaveValue(`${window.location.origin}/listen/podcasts/show/dry-run/feed.xml`);

    // Arrow keys move through the panel; Escape closes it and focus goes back to the button.
    fireEvent.keyDown(button, { key: "ArrowDown" });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("copies the absolute feed URL and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<SubscribeMenu feedHref="/listen/podcasts/show/dry-run/feed.xml" showTitle="Dry Run" own />);
    fireEvent.click(screen.getByRole("button", { name: /subscribe/i }));
    await act(async () => fireEvent.click(screen.getByTestId("copy-feed")));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/listen/podcasts/show/dry-run/feed.xml`);
    expect(screen.getByRole("status")).toHaveTextContent("Feed link copied");
  });

  it("links the apps to the feed, and a PODCAST_FEEDS show to its original feed", () => {
    render(<SubscribeMenu feedHref="https://feeds.example.org/show.xml" showTitle="Elsewhere" own={false} />);
    fireEvent.click(screen.getByRole("button", { name: /subscribe/i }));
    expect(screen.getByLabelText("Elsewhere's own feed")).toHaveValue("https://feeds.example.org/show.xml");
    expect(screen.getByRole("link", { name: "Pocket Casts" })).toHaveAttribute("href", "pktc://subscribehttps/feeds.example.org/show.xml");
    expect(screen.getByRole("link", { name: "AntennaPod" })).toHaveAttribute("href", "https://antennapod.org/deeplink/subscribe?url=https%3A%2F%2Ffeeds.example.org%2Fshow.xml");
    expect(screen.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "https://feeds.example.org/show.xml");
  });
});
