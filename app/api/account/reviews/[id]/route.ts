import { handleEditReview } from "@/api-routes/reviews";

export const PUT = (request: Request, context: { params: Promise<{ id: string }> }) => handleEditReview(request, context);
