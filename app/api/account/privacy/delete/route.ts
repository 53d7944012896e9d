import { handlePrivacyDelete } from "@/api-routes/privacy";

export const POST = (request: Request) => handlePrivacyDelete(request);
