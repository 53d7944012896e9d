// One order's packing slip (issue 23, item 5): what the packer needs at the bench and nothing
// else: the shop, the reference as text and as a Code 128 barcode (so a scanner can type it into
// the back office's search), where it goes and how, then the contents box by box with a tick
// column, and the totals. A server component: the slip pages render it on the server, and
// PackingSlip.css prints each slip on its own A4 page.
import type { ReactNode } from "react";
import { addressLines, orderDateTime, shippingMethodName } from "@/lib/orders/format";
import { code128SvgPath, code128TotalModules, encodeCode128B } from "@/lib/barcode/code128";
import { BOX_TYPES, PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import { PAYMENT_METHOD_LABELS, type OrderView } from "@/lib/checkout/contract";
import { SITE_NAME } from "@/lib/constants";
import { boxHeading, boxText, packOrder, packingTotals, type PackedBox } from "@/lib/orders/packing";
import styles from "./PackingSlip.styles";

/** The parts of an order a slip shows (an AdminOrderDetail is one). */
export type SlipOrder = Pick<
  OrderView,
  "number" | "reference" | "createdAt" | "shippingMethod" | "paymentMethod" | "deliveryAddress" | "items" | "boxes"
>;

// 0.33 mm modules and 15 mm bars: inside the symbology's usual X-dimension range, wide enough for
// an office laser printer and a hand scanner, and the whole code (about 55 mm) fits beside the title.
const MODULE_MM = 0.33;
const BAR_HEIGHT_MM = 15;
const BAR_HEIGHT_MODULES = Math.round(BAR_HEIGHT_MM / MODULE_MM);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function Barcode({ text }: { text: string }) {
  const code = encodeCode128B(text);
  const width = code128TotalModules(code);
  return (
    <div className={styles.barcode}>
      <svg
        role="img"
        aria-label={`Barcode ${text}`}
        viewBox={`0 0 ${width} ${BAR_HEIGHT_MODULES}`}
        width={`${(width * MODULE_MM).toFixed(2)}mm`}
        height={`${BAR_HEIGHT_MM}mm`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        data-testid="slip-barcode"
      >
        {/* The quiet zones must be white even on a tinted screen background. */}
        <rect width={width} height={BAR_HEIGHT_MODULES} fill="#fff" />
        <path d={code128SvgPath(code, BAR_HEIGHT_MODULES)} fill="#000" />
      </svg>
      {/* The human-readable line printed under every barcode; the heading already says it to screen readers. */}
      <span className={styles.barcodeText} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

/** "2 × Wine & Spirits Box, 1 × Wine & Spirits Box (half)": the empty boxes to fetch before packing. */
function boxesToMakeUp(boxes: readonly PackedBox[]): string {
  const counts = new Map<string, number>();
  for (const box of boxes) {
    const name = box.half ? `${box.displayName} (half)` : box.displayName;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => `${count} × ${name}`).join(", ");
}

/** True when the lines fill a different number of boxes than the order recorded (old or odd orders). */
function boxesDiffer(order: SlipOrder, boxes: readonly PackedBox[]): boolean {
  return BOX_TYPES.some((type) => (order.boxes[type] ?? 0) !== boxes.filter((box) => box.type === type).length);
}

// A group, not a section: every order on the batch page has a "Small Drinks Box 1 of 1", and
// landmarks must have unique names (axe landmark-unique).
function BoxSection({ box, id }: { box: PackedBox; id: string }) {
  return (
    <div role="group" className={styles.box} aria-labelledby={id} data-testid="slip-box" data-box-text={boxText(box)}>
      <div className={styles.boxHead}>
        {/* The box's picture helps the packer fetch the right carton; an <img>, not a background, so it prints. */}
        <h3 id={id} className={styles.boxName}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG needs no optimiser */}
          <img src={PACKAGING_BOX_TYPES[box.type].imageUrl} alt="" width={32} height={32} className={styles.boxImage} />
          {boxHeading(box)}
        </h3>
        <span className={styles.boxSize}>
          {box.half ? `Half box, ${box.capacity}` : `Full box, ${box.capacity}`} · {plural(box.units, "unit", "units")}
        </span>
      </div>
      {box.short > 0 && (
        <p className={styles.short} role="note">
          Short by {box.short}: this box cannot be filled from the order. Ask before sealing it.
        </p>
      )}
      <table className={styles.table}>
        <caption className="visually-hidden">Contents of {boxHeading(box)}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.units}>
              Units
            </th>
            <th scope="col" className={styles.check}>
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {box.contents.map((content) => (
            <tr key={content.sku}>
              <th scope="row">
                {content.productName} <span className={styles.sku}>{content.sku}</span>
              </th>
              <td className={styles.units}>{content.units}</td>
              <td className={styles.check}>
                <span className={styles.tick} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PackingSlip({ order }: { order: SlipOrder }) {
  const boxes = packOrder(order.items);
  const totals = packingTotals(boxes);
  const mismatch = boxesDiffer(order, boxes);
  const id = `slip-${order.number}`;
  const address = order.deliveryAddress;
  return (
    <article className={styles.slip} aria-labelledby={`${id}-title`} data-testid="packing-slip" data-reference={order.reference}>
      <header className={styles.head}>
        <div>
          <p className={styles.shop}>{SITE_NAME} · Packing slip</p>
          <h2 id={`${id}-title`} className={styles.reference}>
            Order {order.reference}
          </h2>
        </div>
        <Barcode text={order.reference} />
      </header>

      <div className={styles.details}>
        <div>
          <p className={styles.label}>Deliver to</p>
          <address className={styles.address} data-testid="slip-address">
            {addressLines(address).map((line, index) => (
              <span key={index}>{line}</span>
            ))}
            {address.phone && <span>{address.phone}</span>}
          </address>
        </div>
        <dl className={styles.facts}>
          <dt>Placed</dt>
          <dd>{orderDateTime(order.createdAt)}</dd>
          <dt>Delivery</dt>
          <dd>{shippingMethodName(order.shippingMethod)}</dd>
          <dt>Payment</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          <dt>Boxes</dt>
          <dd>{boxes.length > 0 ? boxesToMakeUp(boxes) : "None"}</dd>
        </dl>
      </div>

      {mismatch && (
        <p className={styles.short} role="note">
          These lines do not fill the boxes this order was placed with: check the order before packing it.
        </p>
      )}
      {boxes.length === 0 ? (
        <p>This order has no items to pack.</p>
      ) : (
        <div className={styles.boxes}>
          {boxes.map((box) => (
            <BoxSection key={`${box.type}-${box.index}`} box={box} id={`${id}-${box.type}-${box.index}`} />
          ))}
        </div>
      )}

      <footer className={styles.foot}>
        <p className={styles.total} data-testid="slip-total">
          {plural(totals.units, "unit", "units")} in {plural(totals.boxes, "box", "boxes")}
        </p>
        <p className={styles.signatures}>
          <span>
            Packed by <span className={styles.signature} aria-hidden="true" />
          </span>
          <span>
            Checked by <span className={styles.signature} aria-hidden="true" />
          </span>
        </p>
      </footer>
    </article>
  );
}

/** The slips in print order: each one its own A4 page when printed. */
export function PackingSlips({ orders }: { orders: readonly SlipOrder[] }) {
  return (
    <div className={styles.slips}>
      {orders.map((order) => (
        <PackingSlip key={order.reference} order={order} />
      ))}
    </div>
  );
}

/** Shown instead of the slips when To pack is empty (the page's heading says "Nothing to pack"). */
export function NothingToPack({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="nothing-to-pack">
      <p>Every paid card order and every pay-on-delivery order has been packed. New ones show here as they come in.</p>
      {children}
    </div>
  );
}
