import { createEmulatorUser, emulatorIdToken, makeEmulatorStaff } from "../e2e/emulator";
import { uniqueEmail } from "./support";

// Shared by the back office's attack files (admin.test.ts, admin-discounts.test.ts): the server's
// limits that would get in the way of one client making every request, and accounts on the Auth
// emulator.

/** Per-client limits off: every request comes from this one process. The discount-code guessing limit stays on. */
export const ADMIN_ATTACK_ENV = { CART_SYNC_RATE_LIMIT: "0", PLACE_ORDER_RATE_LIMIT_IP: "0", PLACE_ORDER_RATE_LIMIT_SHOPPER: "0", ADMIN_API_RATE_LIMIT_IP: "0" };

const PASSWORD = "Attack2026drinks";

export async function signedIn(tag: string): Promise<{ uid: string; idToken: string; email: string }> {
  const email = uniqueEmail(tag);
  await createEmulatorUser(email, PASSWORD);
  return { ...(await emulatorIdToken(email, PASSWORD)), email };
}

/** A staff member, and a token that carries the claim (signed in after it was set). */
export async function signedInStaff(): Promise<{ token: string; email: string }> {
  const staff = await signedIn("staff");
  await makeEmulatorStaff(staff.uid);
  return { token: (await emulatorIdToken(staff.email, PASSWORD)).idToken, email: staff.email };
}
