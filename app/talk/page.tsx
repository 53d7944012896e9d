import type { Metadata } from "next";
import Link from "next/link";
import { ButtonRow } from "@/components/page/ButtonRow";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ThemeList } from "@/components/page/ThemeList";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Talk",
  description: "A friendly community for alcohol-free living: swap tips, recommend drinks and support each other.",
};

const GUIDELINES = [
  {
    title: "Be kind",
    text: "Everyone's here for their own reasons and at their own pace. Encourage, don't judge.",
  },
  {
    title: "Share what helps",
    text: "Tips, recipes and drinks you love are always welcome. Say what worked for you, not what others must do.",
  },
  {
    title: "Keep it safe",
    text: "No medical advice beyond your own experience, and never share anyone's personal details.",
  },
  {
    title: "Ask for help",
    text: "If you're struggling, please reach out to your GP or a support service as well as the community.",
  },
] as const;

export default function TalkPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="talk"
        eyebrow="Community"
        standfirst="A friendly place to swap tips, recommend drinks, celebrate milestones and ask the questions you can't ask at the bar."
      />
      <ComingSoon
        title="The community opens soon"
        illustration="talk"
        actions={
          <ButtonRow>
            <Link href={canonicalHref(ACCOUNT_LINKS.signUp.href)} className="btn btn-pink">
              Create an account
            </Link>
            <Link href={canonicalHref(ACCOUNT_LINKS.signIn.href)} className="btn btn-outline">
              Sign in
            </Link>
          </ButtonRow>
        }
      >
        <p>
          Anyone can read the conversations; to post, you&rsquo;ll need to be signed in. Create an
          account now and you&rsquo;ll be ready to join in from day one.
        </p>
      </ComingSoon>
      <PageSection
        id="talk-guidelines"
        title="Community guidelines"
        intro="A few simple principles keep TALK a good place to be."
      >
        <ThemeList items={GUIDELINES} headingLevel={3} />
      </PageSection>
    </PageLayout>
  );
}
