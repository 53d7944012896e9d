import { handleReviewQueue } from "@/api-routes/admin/reviews";

export const GET = (request: Request) => handleReviewQueue(request);
