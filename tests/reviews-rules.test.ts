// The pure rules of verified-buyer reviews (lib/reviews/rules.ts, issue 28.1).
import { describe, expect, it } from "vitest";
import { REVIEW_LIMITS } from "@/lib/reviews/contract";
import {
  averageText,
  cleanBody,
  cleanTitle,
  compareReviews,
  distributionPercent,
  reviewAuthorName,
  reviewCountText,
  reviewInputProblems,
  sortReviews,
  summariseRatings,
  summaryFromCounts,
  verifiedPurchaseLabel,
} from "@/lib/reviews/rules";

const good = { rating: 4, title: "Crisp and clean", body: "Tastes like a proper lager, with a bitter finish that lasts." };

describe("reviewInputProblems", () => {
  it("accepts a whole rating of 1 to 5, a title of 3–120 and a body of 20–5,000 characters", () => {
    expect(reviewInputProblems(good)).toEqual({});
    expect(reviewInputProblems({ ...good, rating: 1, title: "Meh", body: "x".repeat(REVIEW_LIMITS.bodyMin) })).toEqual({});
    expect(reviewInputProblems({ ...good, rating: 5, title: "t".repeat(120), body: "x".repeat(5_000) })).toEqual({});
  });

  it("names each field that is wrong", () => {
    for (const rating of [0, 6, 3.5, Number.NaN]) expect(Object.keys(reviewInputProblems({ ...good, rating }))).toEqual(["rating"]);
    expect(reviewInputProblems({ ...good, title: "  ok  " }).title).toMatch(/3 to 120/);
    expect(reviewInputProblems({ ...good, title: "t".repeat(121) }).title).toBeDefined();
    expect(reviewInputProblems({ ...good, body: "Too short." }).body).toBe("Write at least 20 characters (10 so far).");
    expect(reviewInputProblems({ ...good, body: "x".repeat(5_001) }).body).toMatch(/5,000 characters \(5,001 now\)/);
    // Whitespace does not count towards the minimum.
    expect(reviewInputProblems({ ...good, body: `${"x".repeat(19)}${" ".repeat(40)}` }).body).toBeDefined();
  });

  it("counts an emoji as one character", () => {
    expect(reviewInputProblems({ ...good, body: "🍺".repeat(20) })).toEqual({});
  });

  it("cleans titles to one line and bodies of Windows line endings", () => {
    expect(cleanTitle("  Crisp \n and   clean ")).toBe("Crisp and clean");
    expect(cleanBody(" Line one\r\n\r\n- a list\r\n ")).toBe("Line one\n\n- a list");
  });
});

describe("summariseRatings", () => {
  it("gives no average and zero counts with no reviews", () => {
    const summary = summariseRatings([]);
    expect(summary).toEqual({ count: 0, average: null, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) });
    expect(averageText(summary)).toBe("No ratings yet");
  });

  it("averages to one decimal place, halves up, and counts each star, five first", () => {
    const summary = summariseRatings([5, 4, 4, 4]); // 4.25
    expect(summary.average).toBe(4.3);
    expect(summary.count).toBe(4);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 3 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(averageText(summary)).toBe("4.3 out of 5");
    expect(summariseRatings([5, 5, 4]).average).toBe(4.7);
    expect(summariseRatings([1, 2]).average).toBe(1.5);
    expect(summariseRatings([3]).average).toBe(3);
    expect(averageText(summariseRatings([3]))).toBe("3.0 out of 5");
  });

  it("ignores ratings that are not whole stars from 1 to 5", () => {
    expect(summariseRatings([5, 0, 6, 2.5, Number.NaN]).count).toBe(1);
  });

  it("makes the same summary from the database's per-star counts", () => {
    expect(summaryFromCounts({ 5: 1, 4: 3 })).toEqual(summariseRatings([5, 4, 4, 4]));
    expect(summaryFromCounts({})).toEqual(summariseRatings([]));
  });

  it("words counts and shares", () => {
    expect(reviewCountText(1)).toBe("1 review");
    expect(reviewCountText(1_200)).toBe("1,200 reviews");
    expect(distributionPercent(1, 3)).toBe(33);
    expect(distributionPercent(0, 0)).toBe(0);
  });
});

describe("verifiedPurchaseLabel", () => {
  it("names the month the order was placed, in UK time", () => {
    expect(verifiedPurchaseLabel("2026-03-14T10:00:00.000Z")).toBe("Verified purchase, March 2026");
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
    expect(verifiedPurchaseLabel("2026-05-31T23:30:00.000Z")).toBe("Verified purchase, June 2026");
  });
});

describe("reviewAuthorName", () => {
  it("shows the first name and last initial, never an email", () => {
    expect(reviewAuthorName("Ada Lovelace")).toBe("Ada L.");
    expect(reviewAuthorName("  Mary  Ann  evans ")).toBe("Mary E.");
    expect(reviewAuthorName("Cher")).toBe("Cher");
    expect(reviewAuthorName("ada@example.com")).toBe("Verified buyer");
    expect(reviewAuthorName("Ada ada@example.com")).toBe("Verified buyer");
    expect(reviewAuthorName("")).toBe("Verified buyer");
    expect(reviewAuthorName(null)).toBe("Verified buyer");
    expect(reviewAuthorName("Zoë Ødegaard")).toBe("Zoë Ø.");
  });
});

describe("sortReviews", () => {
  const reviews = [
    { id: "a", rating: 3, createdAt: "2026-01-01T00:00:00.000Z" },
    { id: "b", rating: 5, createdAt: "2026-02-01T00:00:00.000Z" },
    { id: "c", rating: 1, createdAt: "2026-03-01T00:00:00.000Z" },
    { id: "d", rating: 5, createdAt: "2026-04-01T00:00:00.000Z" },
    { id: "e", rating: 1, createdAt: "2026-04-01T00:00:00.000Z" },
  ];
  const ids = (sorted: { id: string }[]) => sorted.map((review) => review.id).join("");

  it("orders newest first, highest and lowest by rating then newest, the id breaking ties", () => {
    expect(ids(sortReviews(reviews, "newest"))).toBe("edcba");
    expect(ids(sortReviews(reviews, "highest"))).toBe("dbaec");
    expect(ids(sortReviews(reviews, "lowest"))).toBe("ecadb");
  });

  it("leaves its input alone", () => {
    sortReviews(reviews, "lowest");
    expect(ids(reviews)).toBe("abcde");
    expect(compareReviews("newest")(reviews[0], reviews[0])).toBe(0);
  });
});
