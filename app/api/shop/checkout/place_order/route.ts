import { handlePlaceOrder } from "@/api-routes/place-order";

export const POST = (request: Request) => handlePlaceOrder(request);
