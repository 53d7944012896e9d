import type { Metadata } from "next";
import { CardGrid } from "@/components/page/CardGrid";
import { Illustration } from "@/components/page/Illustration";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { Prose } from "@/components/page/Prose";
import { SectionIntro } from "@/components/page/SectionIntro";
import { COURSES } from "@/components/page/copy/learn";

export const metadata: Metadata = {
  title: "Learn",
  description:
    "Seven short courses on drinking less or not at all: from your first alcohol-free month to mixing drinks at home.",
};

export default function LearnPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="learn"
        eyebrow="Courses"
        standfirst="Seven short, practical courses to take at your own pace, whether you're trying your first alcohol-free month, cutting down or learning to mix a brilliant drink."
      />
      <PageSection id="learn-courses" title="Choose a course">
        <CardGrid
          headingLevel={3}
          items={COURSES.map((course) => ({
            eyebrow: course.audience,
            title: course.label,
            href: course.href,
            description: course.summary,
            art: <Illustration name={course.illustration} />,
            tone: course.tone,
            cta: "View course",
          }))}
        />
      </PageSection>
      <PageSection id="learn-safety" title="Looking after yourself">
        <Prose>
          <p>
            Our courses are for information and encouragement, not medical advice. If you drink
            heavily every day, stopping suddenly can be dangerous: speak to your GP before you
            stop, and they can help you cut down safely. If you&rsquo;re worried about your own
            drinking or someone else&rsquo;s, your GP or a local alcohol support service is a good
            place to start.
          </p>
        </Prose>
      </PageSection>
    </PageLayout>
  );
}
