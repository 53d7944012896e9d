import { handlePaymentCancelled } from "@/api-routes/payment-cancelled";

export const dynamic = "force-dynamic";

export const GET = (request: Request) => handlePaymentCancelled(request);
