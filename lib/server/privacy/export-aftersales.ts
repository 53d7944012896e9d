import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { formatOrderNumber } from "@/lib/checkout/contract";
import { damageReference } from "@/lib/damage/rules";
import type { ExportDocument } from "@/lib/privacy/export-document";
import { returnReference } from "@/lib/returns/rules";
import { supportReference } from "@/lib/support/rules";
import type { Db } from "../platform/db";
import { damageReportPhotos, damageReports, orderReturns, orders, supportMessages, supportThreads } from "../schema";
import { iso, isoNow } from "./export-shop";

// The after-sales sections of "Download my data" (./export.ts): the customer's returns and damage
// reports on their own orders (by uid, as the orders section), and their conversations with us
// (opened while signed in). Staff's words to the customer are theirs to have; who on the staff
// wrote them is not (a reply is "staff").

/** The returns and damage reports of the customer's orders, oldest first. */
export async function afterSalesOf(db: Db, uid: string): Promise<Pick<ExportDocument, "returns" | "damageReports">> {
  const own = await db.select({ id: orders.id, number: orders.number, items: orders.items }).from(orders).where(eq(orders.customer, uid));
  if (own.length === 0) return { returns: [], damageReports: [] };
  const byId = new Map(own.map((order) => [order.id, order]));
  const ids = [...byId.keys()];
  const productOf = (orderId: string, lineId: string) => byId.get(orderId)?.items.find((item) => item.id === lineId)?.productName ?? "";
  const [returns, reports, photos] = await Promise.all([
    db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids)).orderBy(asc(orderReturns.createdAt)),
    db.select().from(damageReports).where(inArray(damageReports.orderId, ids)).orderBy(asc(damageReports.createdAt)),
    db.select({ reportId: damageReportPhotos.reportId }).from(damageReportPhotos).innerJoin(damageReports, eq(damageReports.id, damageReportPhotos.reportId)).where(inArray(damageReports.orderId, ids)),
  ]);
  return {
    returns: returns.map((row) => ({
      reference: returnReference(byId.get(row.orderId)!.number, row.sequence),
      order: formatOrderNumber(byId.get(row.orderId)!.number),
      status: row.status,
      reason: row.reason,
      note: row.note,
      lines: row.lines.map((line) => ({ product: productOf(row.orderId, line.lineId), quantity: line.quantity })),
      requestedAt: isoNow(row.createdAt),
      closedAt: iso(row.closedAt),
      refusalReason: row.refusalReason,
    })),
    damageReports: reports.map((row) => ({
      reference: damageReference(byId.get(row.orderId)!.number, row.sequence),
      order: formatOrderNumber(byId.get(row.orderId)!.number),
      status: row.status,
      kind: row.kind,
      product: productOf(row.orderId, row.lineId),
      quantity: row.quantity,
      note: row.note,
      photos: photos.filter((photo) => photo.reportId === row.id).length,
      reportedAt: isoNow(row.createdAt),
      closedAt: iso(row.closedAt),
      refusalReason: row.refusalReason,
    })),
  };
}

/** The conversations the customer opened while signed in, each with both sides, oldest first. */
export async function conversationsOf(db: Db, uid: string): Promise<ExportDocument["conversations"]> {
  const threads = await db.select().from(supportThreads).where(eq(supportThreads.customer, uid)).orderBy(asc(supportThreads.createdAt));
  if (threads.length === 0) return [];
  const messages = await db
    .select()
    .from(supportMessages)
    .where(inArray(supportMessages.threadId, threads.map((thread) => thread.id)))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return threads.map((thread) => ({
    reference: supportReference(thread.number),
    topic: thread.topic,
    status: thread.status,
    name: thread.name,
    email: thread.email,
    order: thread.orderReference,
    openedAt: isoNow(thread.createdAt),
    messages: messages.filter((message) => message.threadId === thread.id).map((message) => ({ from: message.author, body: message.body, sentAt: isoNow(message.createdAt) })),
  }));
}
