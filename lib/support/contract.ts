// Contact and the back office's inbox (issue 38.4): what the help centre's contact form, the
// customer's conversation page, the back office and the API agree on. A message from the form opens
// a conversation (reference HELP-<number>); staff reply from /admin/inbox and the customer gets the
// reply by email, with a link to the conversation where they can read both sides and write back.

export const SUPPORT_TOPICS = ["order", "delivery", "returns", "product", "account", "other"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  order: "An order",
  delivery: "Delivery",
  returns: "Returns, damage or a refund",
  product: "A drink or the shop",
  account: "My account or my data",
  other: "Something else",
};

/** open: waiting for staff; answered: staff replied last; closed: done (a customer's new message opens it again). */
export const THREAD_STATUSES = ["open", "answered", "closed"] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

export const THREAD_STATUS_LABELS: Record<ThreadStatus, string> = {
  open: "Waiting for us",
  answered: "Answered",
  closed: "Closed",
};

export const MAX_SUPPORT_NAME_LENGTH = 100;
export const MIN_SUPPORT_MESSAGE_LENGTH = 10;
export const MAX_SUPPORT_MESSAGE_LENGTH = 3000;

/** POST: the contact form. */
export const CONTACT_PATH = "/api/help/contact";

/** The contact form's body. `website` is a field people never see: a form that fills it is a robot's. */
export interface ContactRequestBody {
  name: string;
  email: string;
  topic: SupportTopic;
  /** "AFC-100001", optional. */
  orderReference?: string;
  message: string;
  website?: string;
}

/** 201 from CONTACT_PATH. Errors are `{ code, message }` (400 with the field's sentence, 429). */
export interface ContactSuccess {
  data: { reference: string };
}

/** One message of a conversation. Staff are named as the shop to the customer; the back office sees who. */
export interface SupportMessageView {
  id: number;
  author: "customer" | "staff";
  body: string;
  /** ISO. */
  at: string;
}

/** A conversation as its customer sees it (through the link in our emails). */
export interface CustomerThreadView {
  reference: string;
  topic: SupportTopic;
  status: ThreadStatus;
  orderReference: string | null;
  name: string;
  createdAt: string;
  messages: SupportMessageView[];
}

/** The customer's conversation page: /help/messages/<reference>?key=<secret>. */
export const customerThreadHref = (reference: string, key: string) => `/help/messages/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;
/** POST `{ key, message }`: the customer writes back. 201 `{ data: { thread: CustomerThreadView } }`; 404 for a wrong key. */
export const customerThreadPath = (reference: string) => `/api/help/messages/${encodeURIComponent(reference)}`;

export interface CustomerMessageBody {
  key: string;
  message: string;
}

export interface CustomerThreadSuccess {
  data: { thread: CustomerThreadView };
}

/** A conversation in the back office's list. */
export interface AdminThreadRow {
  reference: string;
  topic: SupportTopic;
  status: ThreadStatus;
  name: string;
  email: string;
  orderReference: string | null;
  createdAt: string;
  lastMessageAt: string;
  /** Who wrote last, and the first words of it. */
  lastAuthor: "customer" | "staff";
  preview: string;
  messageCount: number;
}

/** One conversation in the back office: every message, with the member of staff who wrote each reply. */
export interface AdminThreadDetail extends AdminThreadRow {
  /** The signed-in customer's account (uid), when they wrote while signed in. */
  customerUid: string | null;
  messages: (SupportMessageView & { staffEmail: string | null })[];
}

export const ADMIN_INBOX_PATH = "/admin/inbox";
export const adminThreadHref = (reference: string) => `${ADMIN_INBOX_PATH}/${encodeURIComponent(reference)}`;
/** POST an AdminThreadAction. 200 `{ data: { thread: AdminThreadDetail } }`; errors `{ code, message }` (400, 401, 403, 404, 409). */
export const adminThreadPath = (reference: string) => `/api/admin/inbox/${encodeURIComponent(reference)}`;

export type AdminThreadAction = { action: "reply"; body: string } | { action: "close" } | { action: "reopen" };

export interface AdminThreadSuccess {
  data: { thread: AdminThreadDetail };
}

/** The inbox's tabs. */
export const ADMIN_INBOX_FILTERS = ["open", "answered", "closed", "all"] as const;
export type AdminInboxFilter = (typeof ADMIN_INBOX_FILTERS)[number];
