import { CardGrid } from "@/components/page/CardGrid";
import { ACCOUNT_LINKS } from "@/lib/navigation";

/** The account overview's way into its orders, addresses and favourites. */
export function AccountCards() {
  return (
    <CardGrid
      headingLevel={2}
      size="large"
      items={[
        {
          title: ACCOUNT_LINKS.orders.label,
          href: ACCOUNT_LINKS.orders.href,
          description: "Every order you've placed, with its boxes, total and delivery details.",
          cta: "View orders",
        },
        {
          title: ACCOUNT_LINKS.addresses.label,
          href: ACCOUNT_LINKS.addresses.href,
          description: "The delivery addresses you've saved, ready to choose at checkout.",
          cta: "Manage addresses",
        },
        {
          title: ACCOUNT_LINKS.favourites.label,
          href: ACCOUNT_LINKS.favourites.href,
          description: "The drinks you've saved with the heart, with their prices and stock.",
          cta: "View favourites",
        },
      ]}
    />
  );
}
