// Conversations with customers (issue 38.4; lib/support/contract.ts). Re-exported by lib/server/schema.ts.
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SupportTopic, ThreadStatus } from "../../support/contract";

/** One conversation, opened by the contact form; its reference is HELP-<number>. */
export const supportThreads = pgTable(
  "support_threads",
  {
    id: uuid("id").primaryKey(),
    number: integer("number").notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    /** The secret in the customer's link to the conversation (random, 256 bits). */
    accessKey: text("access_key").notNull(),
    topic: text("topic").$type<SupportTopic>().notNull(),
    status: text("status").$type<ThreadStatus>().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The signed-in customer (Firebase uid) who wrote, if any: never taken from the form. */
    customer: text("customer"),
    orderReference: text("order_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("support_threads_number_idx").on(table.number),
    // The inbox's tabs: one status read newest first.
    index("support_threads_status_last_idx").on(table.status, table.lastMessageAt),
    index("support_threads_customer_idx").on(table.customer),
  ],
);

/** Every message of a conversation, the customer's and staff's, in order. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => supportThreads.id, { onDelete: "cascade" }),
    author: text("author").$type<"customer" | "staff">().notNull(),
    /** The member of staff who replied (from their verified token); null for the customer. */
    staffUid: text("staff_uid"),
    staffEmail: text("staff_email"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("support_messages_thread_idx").on(table.threadId, table.id)],
);
