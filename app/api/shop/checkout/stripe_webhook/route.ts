import { handleStripeWebhook } from "@/api-routes/stripe-webhook";

export const runtime = "nodejs";
export const POST = (request: Request) => handleStripeWebhook(request);
