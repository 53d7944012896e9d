// @vitest-environment jsdom
// The product page's reviews (components/reviews, issue 28.1): the summary, each review marked
// "Verified purchase" with its month, Markdown through the safe renderer, the shop's reply, the
// sort, and nothing invented when there are no reviews.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReviewsSection } from "@/components/reviews/ReviewsSection";
import type { PublicReview } from "@/lib/reviews/contract";
import { summariseRatings } from "@/lib/reviews/rules";

afterEach(cleanup);

const review = (id: string, rating: number, createdAt: string, extra: Partial<PublicReview> = {}): PublicReview => ({
  id,
  rating,
  title: `Review ${id}`,
  body: `Body of ${id}, long enough to count.`,
  authorName: "Ada L.",
  purchasedAt: "2026-03-14T10:00:00.000Z",
  createdAt,
  editedAt: null,
  reply: null,
  ...extra,
});

describe("ReviewsSection", () => {
  it("says there are no reviews yet, with no rating, when there are none", () => {
    render(<ReviewsSection data={{ summary: summariseRatings([]), reviews: [] }} productName="Test Lager" />);
    expect(screen.getByTestId("reviews-empty")).toHaveTextContent("No reviews of Test Lager yet.");
    expect(screen.queryByTestId("rating-summary")).toBeNull();
    expect(screen.queryAllByTestId("review")).toHaveLength(0);
  });

  it("shows the average, the count, the distribution and each review with its verified purchase month", () => {
    const reviews = [
      review("a", 5, "2026-04-01T00:00:00.000Z", { body: "**Bold** and <img src=x onerror=alert(1)> [link](javascript:alert(1))" }),
      review("b", 2, "2026-05-01T00:00:00.000Z", { reply: { body: "Sorry about that: *we've* replaced it.", at: "2026-05-02T00:00:00.000Z" } }),
      review("c", 4, "2026-03-20T00:00:00.000Z"),
    ];
    const { container } = render(<ReviewsSection data={{ summary: summariseRatings([5, 2, 4]), reviews }} productName="Test Lager" />);
    expect(screen.getByTestId("rating-average")).toHaveTextContent("3.7 out of 5, from 3 reviews");
    expect(screen.getByTestId("rating-5")).toHaveTextContent("1 review (33%)");
    expect(screen.getByTestId("rating-3")).toHaveTextContent("0 reviews (0%)");
    const cards = screen.getAllByTestId("review");
    expect(cards.map((card) => card.getAttribute("data-review-id"))).toEqual(["b", "a", "c"]);
    for (const card of cards) expect(within(card).getByTestId("review-verified")).toHaveTextContent("Verified purchase, March 2026");
    // Markdown through the safe renderer: bold kept, raw HTML shown as text, a javascript: link dropped.
    const a = cards[1];
    expect(a.querySelector("strong")?.textContent).toBe("Bold");
    expect(a.querySelector("img")).toBeNull();
    expect(a).toHaveTextContent("<img src=x onerror=alert(1)>");
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(within(cards[0]).getByTestId("review-reply")).toHaveTextContent("Reply from Alcohol Free Co");
    expect(within(cards[0]).getByTestId("review-reply").querySelector("em")?.textContent).toBe("we've");
    expect(within(cards[0]).getByText("2 out of 5 stars")).toBeInTheDocument();

    fireEvent.change(screen.getByTestId("review-sort"), { target: { value: "highest" } });
    expect(screen.getAllByTestId("review").map((card) => card.getAttribute("data-review-id"))).toEqual(["a", "c", "b"]);
    fireEvent.change(screen.getByTestId("review-sort"), { target: { value: "lowest" } });
    expect(screen.getAllByTestId("review").map((card) => card.getAttribute("data-review-id"))).toEqual(["b", "c", "a"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 3 of 3 reviews, lowest rated first");
  });

  it("shows ten at a time", () => {
    const many = Array.from({ length: 13 }, (_, i) => review(`r${String(i).padStart(2, "0")}`, 1 + (i % 5), new Date(Date.UTC(2026, 3, 1 + i)).toISOString()));
    render(<ReviewsSection data={{ summary: summariseRatings(many.map((r) => r.rating)), reviews: many }} productName="Test Lager" />);
    expect(screen.getAllByTestId("review")).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
    expect(screen.getAllByTestId("review")).toHaveLength(13);
    expect(screen.queryByRole("button", { name: "Show more reviews" })).toBeNull();
  });
});
