import Link from "next/link";
import { AmountList } from "@/components/orders/AmountList";
import { ADMIN_ORDERS_PATH, adminOrderSlipPath, type AdminOrderDetail } from "@/lib/admin/contract";
import { PAYMENT_METHOD_LABELS } from "@/lib/checkout/contract";
import { AdminPageHeader } from "./AdminPageHeader";
import { NoteForm } from "./NoteForm";
import { OrderActions } from "./OrderActions";
import { CustomerPanel, FulfilmentPanel } from "./OrderFacts";
import { OrderLines } from "./OrderLines";
import { Panel } from "./Panel";
import { RefundList } from "./RefundList";
import { PaymentPill, StatusPill } from "./StatusPill";
import { Timeline } from "./Timeline";
import { shortDateTime } from "@/lib/admin/format";
import styles from "./OrderWorkspace.styles";
import buttons from "./Actions.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

/**
 * /admin/orders/<reference>: what to do next (actions) and who it is for on the right; the lines,
 * boxes, amounts, refunds, payment and delivery and the timeline on the left. On a tablet the
 * actions come first.
 */
export function OrderWorkspace({ order, now = new Date() }: { order: AdminOrderDetail; now?: Date }) {
  const boxes = Object.values(order.boxes).reduce((total, count) => total + count, 0);
  return (
    <>
      <AdminPageHeader
        back={{ href: ADMIN_ORDERS_PATH, label: "Orders" }}
        title={<span data-testid="admin-order-reference">{order.reference}</span>}
        badges={
          <>
            <StatusPill status={order.status} />
            {/* The payment's state, unless the status already says it (refunded; cancelled before any payment). */}
            {order.status !== "refunded" && !(order.status === "cancelled" && !order.paid) && (
              <PaymentPill paid={order.paid} refundedPence={order.fulfilment.refundedPence} totalPence={order.amounts.totalPrice.gross} />
            )}
          </>
        }
        subtitle={`Placed ${shortDateTime(order.createdAt)} · ${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${poundsTextGrouped(order.amounts.totalPrice.gross)} · ${boxes} box${boxes === 1 ? "" : "es"}`}
        actions={
          <Link href={adminOrderSlipPath(order.reference)} className={buttons.secondary} data-testid="order-slip-link">
            Packing slip
          </Link>
        }
      />
      <div className={styles.grid}>
        <div className={styles.actions}>
          <Panel id="actions" title="Next steps">
            <OrderActions order={order} />
          </Panel>
        </div>
        <div className={styles.main}>
          <Panel id="lines" title="Lines and boxes" aside={`${order.items.length} line${order.items.length === 1 ? "" : "s"}`} flush>
            <OrderLines order={order} />
          </Panel>
          <div className={styles.pair}>
            <Panel id="amounts" title="Amounts">
              <AmountList amounts={order.amounts} shippingMethod={order.shippingMethod} discounts={order.discounts} />
              <RefundList order={order} />
            </Panel>
            <FulfilmentPanel order={order} />
          </div>
          <Panel id="timeline" title="Timeline" aside="Newest first, UK time">
            <NoteForm reference={order.reference} />
            <Timeline order={order} now={now} />
          </Panel>
        </div>
        <div className={styles.side}>
          <CustomerPanel order={order} />
        </div>
      </div>
    </>
  );
}
