// The customer's conversation (/help/messages/<reference>?key=…, issue 38.4): what it is about and
// where it stands, then every message in order, each labelled by who wrote it: "You", or the shop
// (never which member of staff), with its date and time in UK time; then the box to write back.
// A server component: the page gives it the conversation as the customer may see it.
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { SITE_NAME } from "@/lib/constants";
import { HELP_LINK } from "@/lib/navigation";
import { SUPPORT_TOPIC_LABELS, THREAD_STATUS_LABELS, type CustomerThreadView, type SupportMessageView } from "@/lib/support/contract";
import styles from "./CustomerThread.module.css";
import { ThreadReply } from "./ThreadReply";

const AUTHOR_LABELS: Record<SupportMessageView["author"], string> = { customer: "You", staff: SITE_NAME };

const UK_DATE_TIME = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/London" });

/** "30 November 2026 at 12:00", in UK time whatever the server's zone. */
export const ukDateTime = (iso: string) => UK_DATE_TIME.format(new Date(iso));

/** One message. Only the fields the customer may see are read, so nothing else can leak into the page. */
function Message({ message }: { message: SupportMessageView }) {
  const ours = message.author === "staff";
  return (
    <li className={`${styles.message} ${ours ? styles.ours : styles.yours}`} data-testid="thread-message">
      <article aria-labelledby={`message-${message.id}`}>
        <header className={styles.meta}>
          <h3 id={`message-${message.id}`} className={styles.author}>
            {AUTHOR_LABELS[message.author]}
          </h3>
          <time dateTime={message.at} className={styles.time}>
            {ukDateTime(message.at)}
          </time>
        </header>
        {/* Plain text with its line breaks kept by CSS (pre-wrap): never parsed as HTML. */}
        <p className={styles.body}>{message.body}</p>
      </article>
    </li>
  );
}

export function CustomerThread({ thread, threadKey }: { thread: CustomerThreadView; threadKey: string }) {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: HELP_LINK.label, href: HELP_LINK.href }, { label: "Your message" }]}
        eyebrow={HELP_LINK.label}
        title={`Your message ${thread.reference}`}
        standfirst="Our replies come to you by email, and are kept here with yours. Keep the link to this page to yourself: anyone with it can read this conversation."
      />
      <dl className={styles.facts} data-testid="thread-facts">
        <div>
          <dt>About</dt>
          <dd>{SUPPORT_TOPIC_LABELS[thread.topic]}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{THREAD_STATUS_LABELS[thread.status]}</dd>
        </div>
        {thread.orderReference && (
          <div>
            <dt>Order</dt>
            <dd>{thread.orderReference}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="thread-messages" className={styles.conversation}>
        <h2 id="thread-messages" className={styles.sectionTitle}>
          Messages
        </h2>
        <ol className={styles.messages}>
          {thread.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      </section>
      <ThreadReply reference={thread.reference} threadKey={threadKey} closed={thread.status === "closed"} />
    </PageLayout>
  );
}
