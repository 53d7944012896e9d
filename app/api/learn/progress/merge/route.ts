import { handleMergeProgress } from "@/api-routes/learn";

export const POST = (request: Request) => handleMergeProgress(request);
