import type { Metadata } from "next";
import { CardGrid } from "@/components/page/CardGrid";
import { Illustration } from "@/components/page/Illustration";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { ComingSoon } from "@/components/page/ComingSoon";
import { Prose } from "@/components/page/Prose";
import { SectionIntro } from "@/components/page/SectionIntro";
import { CourseFacts } from "@/components/learn/CourseFacts";
import { CardProgress } from "@/components/learn/CourseProgress";
import { coursePath } from "@/lib/learn/types";
import { courses, courseSummary } from "@/lib/server/learn/courses";

export const metadata: Metadata = {
  title: "Learn",
  description:
    "Short, free courses on drinking less or not at all: from your first alcohol-free month to mixing drinks at home.",
};

export default async function LearnPage() {
  // Only courses the newsroom has written: a start without the demo data lists none yet.
  const written = await courses();
  const summaries = await Promise.all(written.map(courseSummary));
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="learn"
        eyebrow="Courses"
        standfirst="Short, practical courses to take at your own pace, whether you're trying your first alcohol-free month, cutting down or learning to mix a brilliant drink. Free, and your progress is saved as you go."
      />
      <PageSection id="learn-courses" title="Choose a course">
        {written.length === 0 ? (
          <ComingSoon title="Our first courses are on their way" illustration="learn" headingLevel={3}>
            <p>From your first alcohol-free month to mixing drinks at home: free courses to take at your own pace.</p>
          </ComingSoon>
        ) : (
          <CardGrid
            headingLevel={3}
            items={written.map((course, index) => ({
              eyebrow: course.audience,
              title: course.title,
              href: coursePath(course.slug),
              description: course.summary,
              art: <Illustration name={course.illustration} />,
              tone: course.tone,
              extra: (
                <>
                  <CourseFacts level={course.level} lessons={summaries[index].lessons} />
                  <CardProgress course={summaries[index]} />
                </>
              ),
              cta: "View course",
            }))}
          />
        )}
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
