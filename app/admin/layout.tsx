import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/AdminShell";
import { SITE_NAME } from "@/lib/constants";
import { viewerBackOfficeRoles } from "@/lib/server/admin/staff";

// The back office (issue 23): staff pages under /admin, never indexed and never in the sitemap.
// force-dynamic: each renders per request (requireStaffPage or requireEditorPage reads the sign-in cookie, sending guests
// to sign in and others to the 403 "Staff only" page) and is never cached, which the nonce CSP
// needs: proxy.ts gives every /admin response a fresh nonce, Next stamps it on this render's
// scripts, and script-src has no 'unsafe-inline', so a script injected into a staff page cannot
// run and read the token (lib/security/csp.ts, tests/csp-routes.test.ts).
export const metadata: Metadata = {
  title: { default: `Back office | ${SITE_NAME}`, template: `%s · Back office | ${SITE_NAME}` },
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

// The nav shows the sections the viewer's roles open; each page still checks its own role.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell roles={await viewerBackOfficeRoles()}>{children}</AdminShell>;
}
