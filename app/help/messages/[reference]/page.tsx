import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerThread } from "@/components/help/CustomerThread";
import { customerThread } from "@/lib/server/support/threads";

// The customer's conversation (issue 38.4), opened from the link in our emails:
// /help/messages/HELP-1001?key=<secret>. Read per request (it changes with every reply); a wrong
// reference or key is a plain 404, so the page says nothing about which conversations exist. Not
// indexed, and the secret in the address is not sent on as a referrer.
export const metadata: Metadata = {
  title: "Your conversation",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CustomerThreadPage({ params, searchParams }: Props) {
  const [{ reference }, query] = await Promise.all([params, searchParams]);
  const key = typeof query.key === "string" ? query.key : null;
  const thread = await customerThread(reference, key);
  if (!thread || !key) notFound();
  return <CustomerThread thread={thread} threadKey={key} />;
}
