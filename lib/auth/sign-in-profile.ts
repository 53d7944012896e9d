// After sign-in, the customer's names and default addresses: the display name is known
// at once; the address book is read from /api/account/addresses with the fresh token. A failure
// leaves the addresses empty (checkout reads the address book itself); it never blocks sign-in.
import type { SavedAddress } from "@/lib/address/schema";
import { profileFrom } from "@/lib/auth/profile";
import { useUserStore } from "@/stores/user";

const ADDRESSES_API = "/api/account/addresses";

export async function loadSignInProfile(userId: string, displayName: string | null, token: string): Promise<void> {
  // Names now; the addresses the store already has for this user stay until the address book answers.
  const { firstName, lastName } = profileFrom(displayName, []);
  if (firstName) useUserStore.getState().setProfile(userId, { firstName, lastName });
  if (!token) return;
  try {
    const response = await fetch(ADDRESSES_API, { headers: { authorization: `Bearer ${token}` }, cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return;
    const body = (await response.json()) as { data?: { addresses?: SavedAddress[] } };
    useUserStore.getState().setProfile(userId, profileFrom(displayName, body.data?.addresses ?? []));
  } catch {
    // Offline or the API unavailable: names from the profile only.
  }
}
