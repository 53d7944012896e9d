import { handleAccountReviews, handleCreateReview } from "@/api-routes/reviews";

export const GET = (request: Request) => handleAccountReviews(request);
export const POST = (request: Request) => handleCreateReview(request);
