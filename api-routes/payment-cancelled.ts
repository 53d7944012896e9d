import { NextResponse } from "next/server";
import { CHECKOUT_PATH } from "@/lib/checkout/contract";
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, COOKIE_PATH } from "@/lib/constants";
import { abandonCardPayment } from "@/lib/server/orders/order-placed";
import { logServerError } from "@/lib/server/platform/log";

// GET /shop/checkout/payment-cancelled?order=<id>&key=<key>: Stripe's cancel URL. Releases the
// unpaid order (lib/server/orders/order-placed.ts abandonCardPayment) and goes back to checkout, where
// the reopened basket is waiting; a guest's browser gets its cart cookie back, since it dropped it
// when the order was placed. Anything else (a wrong key, an order already paid) just goes back.

export async function handlePaymentCancelled(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const back = NextResponse.redirect(new URL(`${CHECKOUT_PATH}?payment=cancelled`, url), 303);
  back.headers.set("Cache-Control", "no-store");
  let released: Awaited<ReturnType<typeof abandonCardPayment>> = null;
  try {
    released = await abandonCardPayment(url.searchParams.get("order") ?? "", url.searchParams.get("key"));
  } catch (error) {
    logServerError("payment cancelled", error);
  }
  if (released?.guest) {
    const https = url.protocol === "https:";
    back.cookies.set(COOKIE_NAMES.cartId, released.cartId, {
      path: COOKIE_PATH,
      maxAge: COOKIE_MAX_AGE_SECONDS.cartId,
      secure: https,
      sameSite: https ? "none" : "lax",
    });
  }
  return back;
}
