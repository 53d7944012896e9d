import { handleSyncUser } from "@/api-routes/cart-sync";

export const POST = (request: Request) => handleSyncUser(request);
