import { handleSubscribeStockAlert } from "@/api-routes/stock-alerts";

export const POST = (request: Request) => handleSubscribeStockAlert(request);
