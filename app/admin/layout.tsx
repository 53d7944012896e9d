import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/AdminShell";
import { SITE_NAME } from "@/lib/constants";

// The back office (issue 23): staff pages under /admin, each rendered per request (they read the
// sign-in cookie; requireStaffPage in every page sends guests to sign in and others to the 403
// "Staff only" page), with the nonce CSP (proxy.ts), never indexed and never in the sitemap.
export const metadata: Metadata = {
  title: { default: `Back office | ${SITE_NAME}`, template: `%s · Back office | ${SITE_NAME}` },
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
