import "server-only";
import { EXPORT_FORMAT_VERSION } from "@/lib/privacy/contract";
import { EXPORT_FORMAT, type ExportDocument, type ExportProfile } from "@/lib/privacy/export-document";
import { getDb } from "../platform/db";
import { getAdminAuth } from "../auth/firebase-admin";
import { afterSalesOf, conversationsOf } from "./export-aftersales";
import { coursesOf, podcastsOf, talkOf } from "./export-community";
import { addressesOf, cartsOf, favouritesOf, iso, isoNow, ordersOf, reviewsOf, stockAlertsOf } from "./export-shop";

// "Download my data" (issue 28.4, UK GDPR art. 15): one document (lib/privacy/export-document.ts)
// with everything the shop holds about ONE customer, found by their uid only (the route takes it
// from the verified token; staff from the customer page). Back-in-stock subscriptions are found by
// the uid, and by the account's email once Firebase says it is verified (a guest subscription with
// that address is theirs too; an unverified address may be someone else's).
// Guest orders placed with the same email are not included: an account's email is not proof of
// owning the address, so those are given by staff after checking (docs/privacy.md).
// One function per section: the shop's in ./export-shop.ts, returns, damage and conversations in
// ./export-aftersales.ts, listening, learning and TALK in
// ./export-community.ts; they run one after another, in the document's order.

async function profileOf(uid: string): Promise<ExportProfile & { emailVerified: boolean }> {
  try {
    const user = await getAdminAuth().getUser(uid);
    const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
    const lastSignIn = user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime) : null;
    return {
      uid,
      email: user.email ?? null,
      displayName: user.displayName ?? null,
      createdAt: iso(created),
      lastSignInAt: iso(lastSignIn),
      providers: user.providerData.map((provider) => provider.providerId),
      emailVerified: user.emailVerified,
    };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== "auth/user-not-found") throw error;
    return { uid, email: null, displayName: null, createdAt: null, lastSignInAt: null, providers: [], emailVerified: false };
  }
}

/** The whole document for `uid`. */
export async function buildExport(uid: string, at = new Date()): Promise<ExportDocument> {
  const { emailVerified, ...profile } = await profileOf(uid);
  const db = await getDb();
  const email = emailVerified ? (profile.email?.toLowerCase() ?? null) : null;
  const sections = {
    addresses: await addressesOf(db, uid),
    orders: await ordersOf(db, uid),
    ...(await afterSalesOf(db, uid)),
    conversations: await conversationsOf(db, uid),
    carts: await cartsOf(db, uid),
    reviews: await reviewsOf(db, uid),
    favourites: await favouritesOf(db, uid),
    stockAlerts: await stockAlertsOf(db, uid, email),
    podcasts: await podcastsOf(db, uid),
    courses: await coursesOf(db, uid),
    talk: await talkOf(db, uid),
  };
  return { format: EXPORT_FORMAT, version: EXPORT_FORMAT_VERSION, generatedAt: isoNow(at), profile, ...sections };
}
