import type { AdminInboxFilter, AdminThreadRow } from "@/lib/support/contract";
import { AdminPageHeader } from "../AdminPageHeader";
import { InboxList } from "./InboxList";
import { INBOX_FILTER_LABELS, InboxTabs } from "./InboxTabs";
import styles from "./InboxWorkspace.styles";

interface InboxWorkspaceProps {
  /** The open tab. */
  filter: AdminInboxFilter;
  /** The tab's conversations, the most recent message first (as the server lists them). */
  rows: AdminThreadRow[];
  /** How many conversations each tab holds. */
  counts: Record<AdminInboxFilter, number>;
}

const EMPTY: Record<AdminInboxFilter, string> = {
  open: "Nothing is waiting for a reply. New messages from the contact form appear here.",
  answered: "No conversations are waiting on the customer.",
  closed: "No conversations have been closed yet.",
  all: "No customer has written to us yet.",
};

/** What the tab's conversations are, in a sentence's words. */
const NAMES: Record<AdminInboxFilter, [one: string, many: string]> = {
  open: ["conversation waiting for us", "conversations waiting for us"],
  answered: ["answered conversation", "answered conversations"],
  closed: ["closed conversation", "closed conversations"],
  all: ["conversation", "conversations"],
};

/** "3 conversations waiting for us." (and how many are shown when the list stops short). */
function countText(filter: AdminInboxFilter, count: number, shown: number): string {
  const [one, many] = NAMES[filter];
  if (count === 0) return `No ${many}.`;
  const sentence = `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;
  return shown < count ? `${sentence}; showing the ${shown.toLocaleString("en-GB")} most recent.` : `${sentence}.`;
}

/**
 * /admin/inbox: the tabs with counts, then the tab's conversations, each a link to the whole
 * conversation, where staff reply, close or reopen it.
 */
export function InboxWorkspace({ filter, rows, counts }: InboxWorkspaceProps) {
  const count = Math.max(counts[filter], rows.length);
  return (
    <>
      <AdminPageHeader
        title="Inbox"
        subtitle="Conversations customers open from the help centre's contact form, the latest message first. Replies are emailed to the customer. Dates in UK time."
      />
      <div className={styles.card}>
        <InboxTabs filter={filter} counts={counts} />
        <p className={rows.length === 0 ? "visually-hidden" : styles.status} data-testid="admin-inbox-count">
          {countText(filter, count, rows.length)}
        </p>
        <InboxList rows={rows} label={`Conversations: ${INBOX_FILTER_LABELS[filter]}`} empty={EMPTY[filter]} />
      </div>
    </>
  );
}
