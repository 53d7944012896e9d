// RefundForm's table: per refundable line, how many packs are left, a field for the packs to
// refund, and what those packs come to.
import type { AdminOrderDetail } from "@/lib/admin/contract";
import { poundsTextGrouped } from "@/lib/cart/money";
import { linePack } from "@/lib/orders/format";
import type { RefundOutcome } from "@/lib/orders/refunds";
import styles from "./Actions.styles";
import refundStyles from "./RefundForm.styles";
import { packsOf } from "./use-refund-form";

interface RefundLinesTableProps {
  /** The form's useId, so the fields' ids stay what they were. */
  id: string;
  order: AdminOrderDetail;
  lines: AdminOrderDetail["items"];
  plan: RefundOutcome;
  quantities: Record<string, string>;
  onQuantityChange: (lineId: string, text: string) => void;
}

export function RefundLinesTable({ id, order, lines, plan, quantities, onQuantityChange }: RefundLinesTableProps) {
  return (
    <table className={refundStyles.refundTable}>
      <caption className="visually-hidden">Packs to refund per line</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col" className={refundStyles.num}>
            Refund
          </th>
          <th scope="col" className={refundStyles.num}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((item) => {
          const max = order.refundable[item.id];
          const planned = plan.ok ? plan.lines.find((line) => line.lineId === item.id) : undefined;
          return (
            <tr key={item.id}>
              <th scope="row">
                <span className={refundStyles.lineName}>{item.productName}</span>
                <span className={styles.hint}>
                  {linePack(item)} · {max} of {item.quantity} left
                </span>
              </th>
              <td className={refundStyles.num}>
                <label htmlFor={`${id}-${item.id}`} className="visually-hidden">
                  Packs of {item.productName} to refund, up to {max}
                </label>
                <input
                  id={`${id}-${item.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  step={1}
                  value={quantities[item.id] ?? ""}
                  placeholder="0"
                  onChange={(event) => onQuantityChange(item.id, event.target.value)}
                  className={refundStyles.qty}
                  aria-invalid={packsOf(quantities[item.id]) > max ? true : undefined}
                />
              </td>
              <td className={refundStyles.num}>{planned ? poundsTextGrouped(planned.amount.gross) : "—"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
