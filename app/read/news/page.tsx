import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { SectionIntro } from "@/components/page/SectionIntro";
import { readLink } from "@/components/page/copy/read";
import { FEATURED_FINDS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "News",
  description: "The latest news on alcohol-free drinks, research on alcohol and health, and the drinks industry.",
};

export default function ReadNewsPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="read"
        current={readLink("NEWS").href}
        eyebrow="Read"
        title="News"
        standfirst="What's happening in the world of alcohol-free: new drinks, new research and the changes that affect how we drink."
      />
      <ComingSoon
        title="The newsroom opens soon"
        illustration="read"
        actions={
          <>
            <Link href={canonicalHref(FEATURED_FINDS.link.href)} className="btn btn-cyan">
              Browse {FEATURED_FINDS.link.label}
            </Link>
            <Link href={canonicalHref(readLink("OPINION").href)} className="btn btn-outline">
              Read opinion
            </Link>
          </>
        }
      >
        <p>
          We&rsquo;ll report on launches from breweries, wineries and distillers, new studies on
          alcohol and health explained in plain English, and changes in the law and on the high
          street. Every story links to its sources, so you can read further.
        </p>
      </ComingSoon>
    </PageLayout>
  );
}
