import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ThreadWorkspace } from "@/components/admin/inbox/ThreadWorkspace";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { adminThread } from "@/lib/server/support/threads";
import { adminThreadHref } from "@/lib/support/contract";
import { parseSupportReference, supportReference } from "@/lib/support/rules";

type Params = Promise<{ reference: string }>;

/** The reference as typed in the URL, tidied for the title (never read from the database here). */
function referenceText(reference: string): string {
  const number = parseSupportReference(reference);
  return number === null ? "Conversation" : supportReference(number);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `${referenceText((await params).reference)} · Inbox` };
}

export const dynamic = "force-dynamic";

export default async function AdminThreadPage({ params }: { params: Params }) {
  const { reference } = await params;
  await requireStaffPage(adminThreadHref(reference));
  const thread = await adminThread(reference);
  if (!thread) notFound();
  return <ThreadWorkspace thread={thread} />;
}
