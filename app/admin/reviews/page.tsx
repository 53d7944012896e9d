import type { Metadata } from "next";
import { ReviewQueueView } from "@/components/admin/reviews/ReviewQueueView";
import { reviewsHref } from "@/lib/admin/review-hrefs";
import { firstValues } from "@/lib/admin/schemas";
import { adminReviewQuerySchema } from "@/lib/reviews/schemas";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { reviewQueue } from "@/lib/server/reviews/staff";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: "Reviews" };

export const dynamic = "force-dynamic";

export default async function AdminReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = adminReviewQuerySchema.parse(firstValues(await searchParams));
  await requireStaffPage(reviewsHref(query.status, query.page));
  return <ReviewQueueView queue={await reviewQueue(query.status, query.page)} />;
}
