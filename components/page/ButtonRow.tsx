import type { ReactNode } from "react";
import styles from "./ButtonRow.module.css";

/** A row of buttons or links that wraps on narrow screens. */
export function ButtonRow({ children, align = "start" }: { children: ReactNode; align?: "start" | "center" }) {
  return <div className={`${styles.row} ${align === "center" ? styles.center : ""}`}>{children}</div>;
}
