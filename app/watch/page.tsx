import type { Metadata } from "next";
import { PageLayout } from "@/components/page/PageLayout";
import { WatchIndex } from "@/components/watch/WatchIndex";

export const metadata: Metadata = {
  title: "Watch",
  description: "Videos on alcohol-free living: recipes to mix, honest taste tests, real stories and expert answers.",
  alternates: { canonical: "/watch" },
};

export default function WatchPage() {
  return (
    <PageLayout variant="wide">
      <WatchIndex />
    </PageLayout>
  );
}
