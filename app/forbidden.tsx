import type { Metadata } from "next";
import { StaffOnlyPanel } from "@/components/page/StaffOnlyPanel";
import { PageLayout } from "@/components/page/PageLayout";

// The 403 page of forbidden() (next.config.ts experimental.authInterrupts): today only the back
// office calls it, for a signed-in user without the role a page needs (lib/server/admin/staff.ts).
export const metadata: Metadata = {
  title: "Staff only",
  robots: { index: false, follow: false },
};

export default function Forbidden() {
  return (
    <PageLayout variant="narrow">
      <StaffOnlyPanel />
    </PageLayout>
  );
}
