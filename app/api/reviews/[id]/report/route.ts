import { handleReportReview } from "@/api-routes/reviews";

export const POST = (request: Request, context: { params: Promise<{ id: string }> }) => handleReportReview(request, context);
