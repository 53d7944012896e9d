// Where an order is, for its customer: an ordered list of steps (done with their dates, the current
// one marked aria-current="step", those to come), or the line ending at Cancelled / Refunded; the
// amount paid back beside it; and once dispatched, the carrier, the tracking number and a link to
// the carrier's tracking page. The link leaves the site, so the site-wide leave-site dialog
// (components/shell/ExternalLinkGuard.tsx) asks first, then opens it in a new tab.
// A server component: the states read from shape and words as well as colour.
import type { OrderView } from "@/lib/checkout/contract";
import { poundsText } from "@/lib/cart/money";
import { orderProgress, type ProgressLineStep } from "@/lib/orders/progress";
import { orderDate } from "@/lib/orders/format";
import styles from "./OrderProgress.module.css";

const MARKS: Record<string, string> = { cancelled: "✕", refunded: "↺" };

function Step({ step }: { step: ProgressLineStep }) {
  const reached = step.state !== "upcoming";
  const ending = step.id === "cancelled" || step.id === "refunded";
  return (
    <li
      className={`${styles.step} ${styles[step.state]} ${ending ? styles.ending : ""}`}
      aria-current={step.state === "current" ? "step" : undefined}
      data-step={step.id}
      data-state={step.state}
    >
      <span className={styles.marker} aria-hidden="true">
        {reached ? (MARKS[step.id] ?? "✓") : ""}
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{step.label}</span>
        {step.at ? (
          <time className={styles.date} dateTime={step.at}>
            {orderDate(step.at)}
          </time>
        ) : (
          !reached && <span className={styles.date}>Not yet</span>
        )}
        {step.note && <span className={styles.note}>{step.note}</span>}
      </span>
    </li>
  );
}

interface OrderProgressProps {
  order: Pick<OrderView, "reference" | "status" | "paymentMethod" | "createdAt" | "paidAt" | "fulfilment">;
  /** Level of the section's heading. */
  headingLevel?: 2 | 3;
  /** Prefix for element ids (unique per order on the page). */
  idPrefix: string;
}

export function OrderProgressLine({ order, headingLevel = 2, idPrefix }: OrderProgressProps) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const progress = orderProgress(order);
  const { tracking } = progress;
  const partlyRefunded = progress.outcome === "active" && progress.refundedPence > 0;
  return (
    <section className={styles.progress} aria-labelledby={`${idPrefix}-progress`} data-testid="order-progress">
      <div className={styles.head}>
        <H id={`${idPrefix}-progress`} className={styles.heading}>
          Progress
        </H>
        {partlyRefunded && (
          <p className={styles.refunded} data-testid="order-refunded">
            {poundsText(progress.refundedPence)} refunded
          </p>
        )}
      </div>
      <ol className={styles.steps} aria-label={`Progress of order ${order.reference}`}>
        {progress.steps.map((step) => (
          <Step key={step.id} step={step} />
        ))}
      </ol>
      {tracking && (
        <p className={styles.tracking} data-testid="order-tracking">
          <span>
            Sent with {tracking.carrier ? <strong>{tracking.carrier}</strong> : "our carrier"}
            {tracking.trackingNumber && (
              <>
                , tracking number <strong className={styles.number}>{tracking.trackingNumber}</strong>
              </>
            )}
            .
          </span>
          {tracking.trackingUrl && (
            <a className={`btn btn-outline ${styles.trackLink}`} href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer" data-testid="order-tracking-link">
              Track your parcel
              <span className="visually-hidden">
                {" "}
                on the {tracking.carrier ?? "carrier's"} website (opens in a new tab)
              </span>
              <span aria-hidden="true"> ↗</span>
            </a>
          )}
        </p>
      )}
    </section>
  );
}
