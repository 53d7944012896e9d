import { handleHealth } from "@/api-routes/health";

export const runtime = "nodejs";
export const GET = () => handleHealth();
