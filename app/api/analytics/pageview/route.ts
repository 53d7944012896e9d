import { handlePageView } from "@/api-routes/analytics";

export const runtime = "nodejs";
export const POST = (request: Request) => handlePageView(request);
