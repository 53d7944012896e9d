import type { Metadata } from "next";
import { FavouritesList } from "@/components/account/FavouritesList";
import { AccountFrame } from "@/components/page/AccountFrame";

export const metadata: Metadata = {
  title: "Favourites",
  description: "The drinks you've saved with the heart, with their prices and stock.",
  robots: { index: false },
};

/** Open to guests too: they see how many favourites this device keeps and how to keep them. */
export default function FavouritesPage() {
  return (
    <AccountFrame current="/account/favourites" title="Favourites" standfirst="The drinks you've saved with the heart, with today's prices and stock.">
      <FavouritesList />
    </AccountFrame>
  );
}
