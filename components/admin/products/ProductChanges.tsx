import Link from "next/link";
import { ACTIVITY_ACTION_LABELS, ADMIN_ACTIVITY_PATH, type ActivityEntry } from "@/lib/admin/contract";
import { ChangeList } from "../ChangeList";
import { fullDateTime, whenText } from "@/lib/admin/format";
import log from "../ActivityLog.styles";
import styles from "./ProductWorkspace.styles";

/** The activity log's other changes of this product (details, prices, publishing, archiving, threshold), newest first. */
export function ProductChanges({ changes, now = new Date() }: { changes: ActivityEntry[]; now?: Date }) {
  if (changes.length === 0) {
    return (
      <p className={styles.empty}>
        No changes to its details, prices, publishing or threshold yet. Every change by staff is also in the <Link href={ADMIN_ACTIVITY_PATH}>activity log</Link>.
      </p>
    );
  }
  return (
    <div className={log.scroller} role="region" aria-label="Other changes table" tabIndex={0}>
      <table className={log.table} data-testid="product-changes">
        <caption className="visually-hidden">Changes to details, prices, publishing, archiving and threshold, newest first (UK time)</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((entry) => (
            <tr key={entry.id} data-testid="product-change-row" data-action={entry.action}>
              <td className={log.when}>
                <time dateTime={entry.at} title={fullDateTime(entry.at)}>
                  {whenText(entry.at, now)}
                </time>
              </td>
              <td className={log.who}>{entry.actor.email ?? `Staff member ${entry.actor.uid}`}</td>
              <th scope="row" className={log.what}>
                {ACTIVITY_ACTION_LABELS[entry.action]}
              </th>
              <td className={log.change}>
                <ChangeList before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
