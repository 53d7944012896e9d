import { handlePrivacyExport } from "@/api-routes/privacy";

export const GET = (request: Request) => handlePrivacyExport(request);
