import { handleQuiz } from "@/api-routes/learn";

export const POST = (request: Request) => handleQuiz(request);
