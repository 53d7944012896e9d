import { handleSyncGuest } from "@/api-routes/cart-sync";

export const POST = (request: Request) => handleSyncGuest(request);
