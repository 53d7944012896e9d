import { handleUnsubscribeStockAlert } from "@/api-routes/stock-alerts";

export const POST = (request: Request) => handleUnsubscribeStockAlert(request);
