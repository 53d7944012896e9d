import type { Metadata } from "next";
import { PageLayout } from "@/components/page/PageLayout";
import { WatchIndex } from "@/components/watch/WatchIndex";
import { videos } from "@/lib/server/content/content";

// Built ahead from the newsroom's videos (the database, through the data cache); an editor's save
// re-renders it at once (lib/server/watch/cached-videos.ts tags).
export const metadata: Metadata = {
  title: "Watch",
  description: "Videos on alcohol-free living: recipes to mix, honest taste tests, real stories and expert answers.",
  alternates: { canonical: "/watch" },
};

export default async function WatchPage() {
  return (
    <PageLayout variant="wide">
      <WatchIndex videos={await videos()} />
    </PageLayout>
  );
}
