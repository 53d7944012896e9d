import { handleReviewAction } from "@/api-routes/admin/reviews";

export const POST = (request: Request, context: { params: Promise<{ id: string }> }) => handleReviewAction(request, context);
