import type { Metadata } from "next";
import { AddressBook } from "@/components/account/AddressBook";
import { AccountFrame } from "@/components/page/AccountFrame";
import type { SavedAddress } from "@/lib/address/schema";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { listAddresses } from "@/lib/server/address/addresses";
import { requireAccountUser } from "@/lib/server/auth/session";

export const metadata: Metadata = {
  title: "Your addresses",
  description: "The delivery addresses saved to your account.",
  robots: { index: false },
};

// Reads the sign-in cookie on every request.
export const dynamic = "force-dynamic";

export default async function AccountAddressesPage() {
  const user = await requireAccountUser(ACCOUNT_LINKS.addresses.href);
  let initial: SavedAddress[] | null = null;
  try {
    initial = await listAddresses(user.uid);
  } catch (error) {
    // The browser asks the API instead, which says plainly if the database is still unavailable.
    console.error("Could not read the address book on the server", error);
  }
  return (
    <AccountFrame
      current={ACCOUNT_LINKS.addresses.href}
      title={ACCOUNT_LINKS.addresses.label}
      standfirst="Save the places you'd like your drinks delivered, and choose one in a tap at checkout."
    >
      <AddressBook initialAddresses={initial} />
    </AccountFrame>
  );
}
