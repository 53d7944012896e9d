// Review structured data (lib/reviews/json-ld.ts, issue 28.1): only from published reviews, none without.
import { describe, expect, it } from "vitest";
import { productJsonLd } from "@/lib/catalogue/json-ld";
import type { ProductDetail } from "@/lib/catalogue/types";
import type { ProductReviews, PublicReview } from "@/lib/reviews/contract";
import { reviewJsonLdFields, withReviewJsonLd } from "@/lib/reviews/json-ld";
import { summariseRatings } from "@/lib/reviews/rules";

const product = {
  slug: "test-lager",
  name: "Test Lager",
  sku: "TL-1",
  brand: "Brewer",
  description: "A lager.",
  imageUrl: "/images/test-lager.svg",
  categoryName: "Beer",
  pricePence: 199,
  stock: 10,
} as ProductDetail;

const review = (id: string, rating: number, createdAt: string, extra: Partial<PublicReview> = {}): PublicReview => ({
  id,
  rating,
  title: `Title ${id}`,
  body: `Body of review ${id}, long enough.`,
  authorName: "Ada L.",
  purchasedAt: "2026-01-10T10:00:00.000Z",
  createdAt,
  editedAt: null,
  reply: null,
  ...extra,
});

const none: ProductReviews = { summary: summariseRatings([]), reviews: [] };

describe("review JSON-LD", () => {
  it("adds nothing when the product has no published review", () => {
    expect(reviewJsonLdFields(none)).toBeNull();
    const base = productJsonLd(product);
    expect(withReviewJsonLd(base, none)).toBe(base);
    expect(withReviewJsonLd(base, none)).not.toContain("aggregateRating");
  });

  it("adds AggregateRating and the newest reviews when there are some", () => {
    const reviews = [review("a", 5, "2026-02-01T00:00:00.000Z"), review("b", 4, "2026-03-01T00:00:00.000Z"), review("c", 4, "2026-01-05T00:00:00.000Z")];
    const data: ProductReviews = { summary: summariseRatings([5, 4, 4]), reviews };
    const json = JSON.parse(withReviewJsonLd(productJsonLd(product), data));
    expect(json["@type"]).toBe("Product");
    expect(json.name).toBe("Test Lager");
    expect(json.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "4.3", reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(json.review.map((r: { name: string }) => r.name)).toEqual(["Title b", "Title a", "Title c"]);
    expect(json.review[0]).toEqual({
      "@type": "Review",
      name: "Title b",
      reviewBody: "Body of review b, long enough.",
      datePublished: "2026-03-01",
      author: { "@type": "Person", name: "Ada L." },
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it("keeps review text from closing the script element", () => {
    const data: ProductReviews = { summary: summariseRatings([1]), reviews: [review("x", 1, "2026-02-01T00:00:00.000Z", { title: "</script><script>alert(1)</script>" })] };
    const out = withReviewJsonLd(productJsonLd(product), data);
    expect(out).not.toContain("<");
    expect(JSON.parse(out).review[0].name).toBe("</script><script>alert(1)</script>");
  });
});
