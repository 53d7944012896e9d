// The shape of "Download my data" (issue 28.4, UK GDPR art. 15): one JSON document for one verified
// customer, built on the server (lib/server/privacy/export.ts). Every date is ISO 8601; money is in
// pence. The same document is what staff download for a customer who asks by post.
import type { PostalAddress } from "../cart/types";
import { EXPORT_FORMAT_VERSION } from "./contract";

/** The kinds of data the document holds, in order: the tests check every one is present. */
export const EXPORT_SECTIONS = [
  "profile",
  "addresses",
  "orders",
  "returns",
  "damageReports",
  "conversations",
  "carts",
  "reviews",
  "favourites",
  "stockAlerts",
  "podcasts",
  "courses",
  "talk",
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

export interface ExportProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  createdAt: string | null;
  lastSignInAt: string | null;
  /** How the account signs in ("password", "google.com", …). */
  providers: string[];
}

export interface ExportOrderLine {
  product: string;
  sku: string;
  quantity: number;
  packSize: number;
  linePence: number;
}

export interface ExportOrder {
  reference: string;
  placedAt: string;
  status: string;
  email: string;
  paymentMethod: string;
  shippingMethod: string;
  deliveryAddress: PostalAddress;
  billingAddress: PostalAddress;
  lines: ExportOrderLine[];
  totalPence: number;
  vatPence: number;
  discountCodes: string[];
  dispatchedAt: string | null;
  deliveredAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  refundedPence: number;
}

export interface ExportDocument {
  format: "alcohol-free-co-customer-data";
  version: typeof EXPORT_FORMAT_VERSION;
  generatedAt: string;
  /** Who the data is about, from Firebase Authentication. */
  profile: ExportProfile;
  addresses: (PostalAddress & { isDefaultDelivery: boolean; isDefaultBilling: boolean; createdAt: string })[];
  orders: ExportOrder[];
  /** Returns asked for on those orders (issue 38.2). */
  returns: { reference: string; order: string; status: string; reason: string; note: string | null; lines: { product: string; quantity: number }[]; requestedAt: string; closedAt: string | null; refusalReason: string | null }[];
  /** Damaged or missing items reported on those orders (issue 38.3); the photos are counted, not included. */
  damageReports: {
    reference: string;
    order: string;
    status: string;
    kind: string;
    product: string;
    quantity: number;
    note: string | null;
    photos: number;
    reportedAt: string;
    closedAt: string | null;
    refusalReason: string | null;
  }[];
  /** Conversations opened through the contact form while signed in (issue 38.4), both sides. */
  conversations: { reference: string; topic: string; status: string; name: string; email: string; order: string | null; openedAt: string; messages: { from: "customer" | "staff"; body: string; sentAt: string }[] }[];
  carts: { status: string; updatedAt: string; lines: { product: string; quantity: number }[]; deliveryAddress: PostalAddress | null; billingAddress: PostalAddress | null }[];
  reviews: { product: string; rating: number; title: string; body: string; status: string; createdAt: string; editedAt: string | null; previousVersions: { rating: number; title: string; body: string; replacedAt: string }[] }[];
  favourites: { product: string; addedAt: string }[];
  stockAlerts: { product: string; email: string; createdAt: string }[];
  podcasts: {
    follows: { show: string; since: string }[];
    saved: { show: string; episode: string; savedAt: string }[];
    positions: { show: string; episode: string; positionSeconds: number; played: boolean; updatedAt: string }[];
  };
  courses: {
    completedLessons: { course: string; lesson: string; completedAt: string }[];
    quizResults: { course: string; lesson: string; correct: number; total: number; attempts: number; answeredAt: string }[];
    lastOpened: { course: string; lesson: string; openedAt: string }[];
  };
  talk: {
    displayName: string | null;
    posts: { thread: string; number: number; body: string; createdAt: string; editedAt: string | null; deleted: boolean; previousVersions: { body: string; editedAt: string }[] }[];
    threadsStarted: { title: string; createdAt: string }[];
    notifications: { kind: string; thread: string; createdAt: string; readAt: string | null }[];
    likes: { thread: string; postNumber: number; likedAt: string }[];
  };
}

export const EXPORT_FORMAT = "alcohol-free-co-customer-data" as const;

/** The sections a document holds (what the tests and the page's summary count). */
export function sectionsOf(document: ExportDocument): ExportSection[] {
  return EXPORT_SECTIONS.filter((section) => section in document);
}
