// schema.org AggregateRating and Review for a product page (issue 28.1): only from real, published
// reviews, and nothing at all without one (no invented or zero ratings for search engines).
import { REVIEWS_IN_JSON_LD, type ProductReviews } from "./contract";
import { sortReviews } from "./rules";

/** The fields to add to the page's Product JSON-LD, or null when the product has no published review. */
export function reviewJsonLdFields(data: ProductReviews): Record<string, unknown> | null {
  const { summary } = data;
  if (summary.count === 0 || summary.average === null || data.reviews.length === 0) return null;
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average.toFixed(1),
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: sortReviews(data.reviews, "newest")
      .slice(0, REVIEWS_IN_JSON_LD)
      .map((review) => ({
        "@type": "Review",
        name: review.title,
        reviewBody: review.body,
        datePublished: review.createdAt.slice(0, 10),
        author: { "@type": "Person", name: review.authorName },
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
  };
}

/**
 * The product's JSON-LD (as lib/catalogue/json-ld.ts makes it: a JSON string) with the reviews'
 * fields added; the string unchanged when there are none. "<" stays escaped, so no review text can
 * close the script element.
 */
export function withReviewJsonLd(productJson: string, data: ProductReviews): string {
  const fields = reviewJsonLdFields(data);
  if (!fields) return productJson;
  const product = JSON.parse(productJson) as Record<string, unknown>;
  return JSON.stringify({ ...product, ...fields }).replace(/</g, "\\u003c");
}
