import type { Metadata } from "next";
import { InboxWorkspace } from "@/components/admin/inbox/InboxWorkspace";
import { inboxHref } from "@/components/admin/inbox/InboxTabs";
import { firstValues } from "@/lib/admin/schemas";
import { ADMIN_INBOX_FILTERS, type AdminInboxFilter } from "@/lib/support/contract";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { listThreads } from "@/lib/server/support/threads";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: "Inbox" };

export const dynamic = "force-dynamic";

/** `?status=`: one of the tabs, else "open" (the conversations waiting for us). */
const filterOf = (status: string | undefined): AdminInboxFilter => ADMIN_INBOX_FILTERS.find((filter) => filter === status) ?? "open";

export default async function AdminInboxPage({ searchParams }: { searchParams: SearchParams }) {
  const filter = filterOf(firstValues(await searchParams).status);
  await requireStaffPage(inboxHref(filter));
  const { rows, counts } = await listThreads(filter);
  return <InboxWorkspace filter={filter} rows={rows} counts={counts} />;
}
