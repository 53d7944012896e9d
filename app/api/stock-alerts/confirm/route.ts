import { handleConfirmStockAlert } from "@/api-routes/stock-alerts";

export const POST = (request: Request) => handleConfirmStockAlert(request);
