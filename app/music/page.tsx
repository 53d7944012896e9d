import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ThemeList } from "@/components/page/ThemeList";
import { listenLink } from "@/components/page/copy/listen";
import { canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Music",
  description: "Playlists for alcohol-free evenings: cooking, unwinding, getting ready and dancing.",
};

const PLAYLISTS = [
  { title: "Kitchen disco", text: "Upbeat tracks for cooking dinner with a spritz in hand." },
  { title: "Sunday slow down", text: "Gentle, warm songs for a lazy morning and a long brunch." },
  { title: "Getting ready", text: "The pre-party playlist, no pre-drinks required." },
  { title: "Wind down", text: "Calm instrumentals for the last hour before sleep." },
] as const;

export default function MusicPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="listen"
        eyebrow="Listen"
        title="Music"
        standfirst="Playlists made for alcohol-free evenings, whether you're hosting friends, cooking for one or finally getting an early night."
      />
      <ComingSoon
        title="Playlists are being curated"
        illustration="listen"
        actions={
          <Link href={canonicalHref(listenLink("PODCASTS").href)} className="btn btn-outline">
            Listen to podcasts
          </Link>
        }
      >
        <p>
          Each playlist will come with a note on the mood it&rsquo;s made for and a drink to pour
          alongside it.
        </p>
      </ComingSoon>
      <PageSection id="music-playlists" title="Coming up">
        <ThemeList items={PLAYLISTS} headingLevel={3} />
      </PageSection>
    </PageLayout>
  );
}
