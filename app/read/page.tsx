import type { Metadata } from "next";
import { PageLayout } from "@/components/page/PageLayout";
import { ReadFrontPage } from "@/components/read/ReadFrontPage";

export const metadata: Metadata = {
  title: "Read",
  description: "News, opinion and featured finds on alcohol-free drinks, health, lifestyle, sobriety and travel.",
  alternates: { canonical: "/read" },
};

export default function ReadFrontPageRoute() {
  return (
    <PageLayout variant="wide">
      <ReadFrontPage />
    </PageLayout>
  );
}
