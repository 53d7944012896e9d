// After sign-in, the customer's names and default addresses: the display name is known
// at once; the address book is read from /api/account/addresses with the fresh token. A failure
// leaves the addresses empty (checkout reads the address book itself); it never blocks sign-in.
import { fetchAddressBook } from "@/lib/address/client";
import { profileFrom } from "@/lib/auth/profile";
import { useUserStore } from "./user";

export async function loadSignInProfile(userId: string, displayName: string | null, token: string): Promise<void> {
  // Names now; the addresses the store already has for this user stay until the address book answers.
  const { firstName, lastName } = profileFrom(displayName, []);
  if (firstName) useUserStore.getState().setProfile(userId, { firstName, lastName });
  if (!token) return;
  // Offline, the API unavailable or refused: names from the profile only.
  const addresses = await fetchAddressBook(token);
  if (addresses) useUserStore.getState().setProfile(userId, profileFrom(displayName, addresses));
}
