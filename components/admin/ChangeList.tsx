import { ORDER_STATUS_LABELS, type OrderStatus } from "@/lib/checkout/contract";
import { CARRIER_DETAILS, isCarrierId } from "@/lib/orders/carriers";
import styles from "./ActivityLog.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

/** "trackingNumber" → "Tracking number". */
const keyText = (key: string) => {
  const words = key.replace(/Pence$/, "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (key === "status" && typeof value === "string" && Object.hasOwn(ORDER_STATUS_LABELS, value)) return ORDER_STATUS_LABELS[value as OrderStatus];
  if (key === "carrier" && typeof value === "string" && isCarrierId(value)) return CARRIER_DETAILS[value].name;
  if (/Pence$/.test(key) && typeof value === "number") return poundsTextGrouped(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  // A description can run to 4,000 characters: the log shows its start, the product page the rest.
  return clipped(typeof value === "string" ? value : JSON.stringify(value));
}

const MAX_VALUE_CHARACTERS = 120;
const clipped = (text: string) => (text.length > MAX_VALUE_CHARACTERS ? `${text.slice(0, MAX_VALUE_CHARACTERS - 3)}…` : text);

/** What an action changed: each field whose value differs, before → after (everything, when one side is missing). */
export function ChangeList({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = keys.filter((key) => !before || !after || JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.changes}>
      {changed.map((key) => (
        <li key={key}>
          <span className={styles.key}>{keyText(key)}:</span>{" "}
          {before && key in before ? (
            <>
              <span className={styles.before}>{valueText(key, before[key])}</span>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> to </span>
            </>
          ) : null}
          <span className={styles.after}>{after && key in after ? valueText(key, after[key]) : "—"}</span>
        </li>
      ))}
    </ul>
  );
}
