import type { Metadata } from "next";
import Link from "next/link";
import { ButtonRow } from "@/components/page/ButtonRow";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { SectionIntro } from "@/components/page/SectionIntro";
import { listenLink } from "@/components/page/copy/listen";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "My Podcasts",
  description: "The podcasts you've saved, in one place once you're signed in.",
  robots: { index: false },
};

export default function MyPodcastsPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="listen"
        current={listenLink("My Podcasts").href}
        eyebrow="Listen"
        title="My Podcasts"
        standfirst="Your own shelf of shows: every podcast you save, ready to pick up wherever you left off."
      />
      <Prose>
        <p>
          My Podcasts lists the podcasts you&rsquo;ve saved once you&rsquo;re signed in. Save a show
          from its page and it appears here on any device where you sign in to your account.
        </p>
        <p>
          If you&rsquo;re signed in and the list is empty, you haven&rsquo;t saved anything yet:
          browse the shows and save the ones you&rsquo;d like to follow.
        </p>
      </Prose>
      <ButtonRow>
        <Link href={canonicalHref(ACCOUNT_LINKS.signIn.href)} className="btn btn-cyan">
          Sign in
        </Link>
        <Link href={canonicalHref(listenLink("BROWSE").href)} className="btn btn-outline">
          Browse podcasts
        </Link>
      </ButtonRow>
    </PageLayout>
  );
}
