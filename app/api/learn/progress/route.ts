import { handleChangeProgress, handleGetProgress } from "@/api-routes/learn";

export const GET = (request: Request) => handleGetProgress(request);
export const POST = (request: Request) => handleChangeProgress(request);
