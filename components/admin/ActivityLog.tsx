import Link from "next/link";
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  ADMIN_ACTIVITY_PATH,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
} from "@/lib/admin/contract";
import { activitySubjectHref } from "@/lib/admin/activity-links";
import { AdminPageHeader } from "./AdminPageHeader";
import { AdminPagination } from "./AdminPagination";
import { ChangeList } from "./ChangeList";
import { FilterButtons, SelectField } from "./FilterParts";
import { fullDateTime, queryString, whenText } from "@/lib/admin/format";
import filterStyles from "./Filters.styles";
import styles from "./ActivityLog.styles";

export const activityHref = (query: Partial<ActivityQuery>) =>
  `${ADMIN_ACTIVITY_PATH}${queryString({ member: query.member, action: query.action, page: query.page })}`;

function Filters({ query, members }: { query: ActivityQuery; members: ActivityPage["members"] }) {
  return (
    <form method="get" action={ADMIN_ACTIVITY_PATH} className={filterStyles.form} aria-label="Filter the activity log">
      <SelectField
        id="activity-member"
        name="member"
        label="Member"
        defaultValue={query.member ?? ""}
        anyLabel="Everyone"
        options={members.map((member) => ({ value: member.uid, label: member.email ?? member.uid }))}
      />
      <SelectField
        id="activity-action"
        name="action"
        label="Action"
        defaultValue={query.action ?? ""}
        anyLabel="Every action"
        options={ACTIVITY_ACTIONS.map((action) => ({ value: action, label: ACTIVITY_ACTION_LABELS[action] }))}
      />
      <FilterButtons submitLabel="Filter" clearHref={query.member || query.action ? ADMIN_ACTIVITY_PATH : null} />
    </form>
  );
}

/** Where an entry's subject lives: an order's reference, a product's slug or a discount code. */
function Subject({ entry }: { entry: ActivityEntry }) {
  if (!entry.subject) return "—";
  const href = activitySubjectHref(entry.action, entry.subject);
  return href ? <Link href={href}>{entry.subject}</Link> : entry.subject;
}

function Row({ entry, now }: { entry: ActivityEntry; now: Date }) {
  return (
    <tr data-testid="activity-row" data-action={entry.action}>
      <td className={styles.when}>
        <time dateTime={entry.at} title={fullDateTime(entry.at)}>
          {whenText(entry.at, now)}
        </time>
      </td>
      <td className={styles.who}>{entry.actor.email ?? entry.actor.uid}</td>
      <th scope="row" className={styles.what}>
        {ACTIVITY_ACTION_LABELS[entry.action]}
      </th>
      <td className={styles.order}>
        <Subject entry={entry} />
      </td>
      <td className={styles.change}>
        <ChangeList before={entry.before} after={entry.after} />
      </td>
    </tr>
  );
}

/** /admin/activity: every staff action, newest first, filtered by member and action. */
export function ActivityLog({ page, now = new Date() }: { page: ActivityPage; now?: Date }) {
  const { query, entries, members, pageCount } = page;
  return (
    <>
      <AdminPageHeader title="Activity" subtitle="Every change made in the back office, newest first. The log cannot be edited." />
      <div className={styles.card}>
        <Filters query={query} members={members} />
        {entries.length === 0 ? (
          <p className={styles.empty}>{query.member || query.action ? "Nothing matches these filters." : "No staff action has been logged yet."}</p>
        ) : (
          <div className={styles.scroller} role="region" aria-label="Activity log" tabIndex={0}>
            <table className={styles.table} data-testid="activity-table">
              <caption className="visually-hidden">Staff actions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">On</th>
                  <th scope="col">Before → after</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <Row key={entry.id} entry={entry} now={now} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <AdminPagination page={query.page} pageCount={pageCount} hrefFor={(p) => activityHref({ ...query, page: p })} summary={`Page ${query.page} of ${Math.max(1, pageCount)}`} />
      </div>
    </>
  );
}
