import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/page/NotFoundPanel";
import { PageLayout } from "@/components/page/PageLayout";

export const metadata: Metadata = {
  title: "Page not found",
  description: "Sorry, we couldn't find that page.",
};

export default function NotFound() {
  return (
    <PageLayout variant="narrow">
      <NotFoundPanel />
    </PageLayout>
  );
}
