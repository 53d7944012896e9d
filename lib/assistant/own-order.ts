// What the assistant adds to a returns or cancelling question for a signed-in customer (issue
// 38.5): the newest of their orders that can still be cancelled or returned, with the rule's own
// words and a link to it. Pure: the orders (newest first) and the moment come from the caller.
import { formatOrderNumber, type OrderView } from "@/lib/checkout/contract";
import { RETURN_WINDOW_DAYS } from "@/lib/constants";
import { customerCancellation } from "@/lib/orders/customer-cancel";
import { returnDateText, returnWindow } from "@/lib/returns/rules";

export interface OwnOrderNote {
  text: string;
  link: { label: string; href: string };
}

const orderLink = (order: OrderView) => {
  const reference = formatOrderNumber(order.number);
  return { label: `View ${reference}`, href: `/account/shop/orders/${reference}` };
};

/** The note for the newest order a customer can act on now, or null when there is none. */
export function ownOrderNote(orders: readonly OrderView[], now: Date): OwnOrderNote | null {
  for (const order of orders) {
    const reference = formatOrderNumber(order.number);
    if (customerCancellation(order.status).allowed) {
      return { text: `Your order ${reference} has not been packed yet, so you can still cancel it: open it and choose “Cancel order”.`, link: orderLink(order) };
    }
    const deliveredAt = order.fulfilment.deliveredAt ? new Date(order.fulfilment.deliveredAt) : null;
    const window = returnWindow({ status: order.status, deliveredAt }, now);
    if (!window.open) continue;
    const text = window.endsAt
      ? `You can return unopened drinks from ${reference} until ${returnDateText(window.endsAt)}: open it and choose “Return items”.`
      : `${reference} is on its way. Once it arrives you can return unopened drinks from its page within ${RETURN_WINDOW_DAYS} days.`;
    return { text, link: orderLink(order) };
  }
  return null;
}
