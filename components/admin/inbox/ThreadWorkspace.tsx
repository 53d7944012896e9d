import Link from "next/link";
import { adminOrderPath } from "@/lib/admin/contract";
import { shortDateTime } from "@/lib/admin/format";
import { ADMIN_INBOX_PATH, SUPPORT_TOPIC_LABELS, type AdminThreadDetail } from "@/lib/support/contract";
import { AdminPageHeader } from "../AdminPageHeader";
import { Panel } from "../Panel";
import { ThreadStatusPill, When } from "./InboxList";
import { ThreadReplyForm } from "./ThreadReplyForm";
import { ThreadStatusActions } from "./ThreadStatusActions";
import facts from "../OrderFacts.styles";
import styles from "./ThreadWorkspace.styles";

type Message = AdminThreadDetail["messages"][number];

/** Who wrote to whom: the customer by name; staff by the member's email (the customer only ever sees "the shop"). */
function MessageItem({ message, name }: { message: Message; name: string }) {
  const staff = message.author === "staff";
  return (
    <li className={`${styles.message} ${staff ? styles.staff : styles.customer}`} data-testid="thread-message" data-author={message.author}>
      <p className={styles.from}>
        <span className={styles.side}>{staff ? "Staff reply" : "Customer"}</span>
        <span className={styles.who} data-testid="thread-message-author">
          {staff ? (message.staffEmail ?? "A member of staff") : name}
        </span>
        <span className={styles.at}>
          <When iso={message.at} />
        </span>
      </p>
      {/* Plain text as written: line breaks kept by CSS, never parsed as HTML. */}
      <p className={styles.body} data-testid="thread-message-body">
        {message.body}
      </p>
    </li>
  );
}

/** Who wrote and about what: name, email (mailto), topic, order, account, when it was opened. */
function ThreadFacts({ thread }: { thread: AdminThreadDetail }) {
  return (
    <Panel id="customer" title="Customer">
      <dl className={facts.facts} data-testid="thread-facts">
        <div>
          <dt>Name</dt>
          <dd>{thread.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${thread.email}`} className={facts.email} data-testid="thread-email">
              {thread.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>Topic</dt>
          <dd>{SUPPORT_TOPIC_LABELS[thread.topic]}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>
            {thread.orderReference ? (
              <Link href={adminOrderPath(thread.orderReference)} className={styles.order} data-testid="thread-order-link">
                {thread.orderReference}
              </Link>
            ) : (
              <span className={facts.muted}>None given</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>{thread.customerUid ? <code className={styles.uid}>{thread.customerUid}</code> : <span className={facts.muted}>Not signed in</span>}</dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>
            <When iso={thread.createdAt} />
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

/**
 * /admin/inbox/<reference>: every message of the conversation in order, then staff's reply; who
 * wrote and whether it is done (Close / Reopen) on the right. On a tablet the facts come first.
 */
export function ThreadWorkspace({ thread }: { thread: AdminThreadDetail }) {
  const count = thread.messages.length;
  return (
    <>
      <AdminPageHeader
        back={{ href: ADMIN_INBOX_PATH, label: "All conversations" }}
        title={<span data-testid="thread-reference">{thread.reference}</span>}
        badges={<ThreadStatusPill status={thread.status} />}
        subtitle={`${SUPPORT_TOPIC_LABELS[thread.topic]} · Opened ${shortDateTime(thread.createdAt)} · ${count} message${count === 1 ? "" : "s"}`}
      />
      <div className={styles.grid}>
        <div className={styles.main}>
          <Panel id="messages" title="Messages" aside="Oldest first, UK time">
            <ol className={styles.messages} data-testid="thread-messages">
              {thread.messages.map((message) => (
                <MessageItem key={message.id} message={message} name={thread.name} />
              ))}
            </ol>
          </Panel>
          <Panel id="reply" title="Reply">
            <ThreadReplyForm reference={thread.reference} name={thread.name} email={thread.email} closed={thread.status === "closed"} />
          </Panel>
        </div>
        <div className={styles.aside}>
          <ThreadFacts thread={thread} />
          <Panel id="status" title="Status">
            <ThreadStatusActions reference={thread.reference} status={thread.status} />
          </Panel>
        </div>
      </div>
    </>
  );
}
