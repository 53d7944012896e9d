import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { SectionIntro } from "@/components/page/SectionIntro";
import { readLink } from "@/components/page/copy/read";
import { FEATURED_FINDS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Opinion",
  description: "Columns and guest essays on sobriety, moderation, drinking culture and alcohol-free living.",
};

export default function ReadOpinionPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="read"
        current={readLink("OPINION").href}
        eyebrow="Read"
        title="Opinion"
        standfirst="Personal, sometimes provocative and always honest: writers on why they drink less, what they've learned and what still needs to change."
      />
      <ComingSoon
        title="The first columns are on their way"
        illustration="talk"
        actions={
          <>
            <Link href={canonicalHref(readLink("NEWS").href)} className="btn btn-cyan">
              Read the news
            </Link>
            <Link href={canonicalHref(FEATURED_FINDS.link.href)} className="btn btn-outline">
              Browse {FEATURED_FINDS.link.label}
            </Link>
          </>
        }
      >
        <p>
          Our columnists and guest writers include people who have quit for good, people who are
          cutting down, and people who simply love a great drink without the alcohol. Their views
          are their own, and we welcome yours in TALK.
        </p>
      </ComingSoon>
    </PageLayout>
  );
}
