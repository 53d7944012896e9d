import { handleAssistant } from "@/api-routes/assistant";

export const POST = (request: Request) => handleAssistant(request);
