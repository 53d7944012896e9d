import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CourseComingSoon } from "@/components/learn/CourseComingSoon";
import { CourseView } from "@/components/learn/CourseView";
import { PageLayout } from "@/components/page/PageLayout";
import { courseJsonLd } from "@/lib/content/json-ld";
import { coursePath } from "@/lib/learn/types";
import { courseHeading, courseParams, courses, courseSummary, courseWithIntro } from "@/lib/server/learn/courses";

// Exactly the seven courses of the site map (lib/navigation.ts); any other slug is a 404. Built
// ahead from the database (the newsroom's course editor writes it; a save re-renders the page at
// once through LEARN's cache tags); a course not yet written says so under its site-map name.
export const dynamicParams = false;

export const generateStaticParams = courseParams;

type Props = { params: Promise<{ course: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).course;
  const [course, heading] = await Promise.all([courseWithIntro(slug), courseHeading(slug)]);
  if (!heading) return {};
  return { title: `${heading.title} course`, description: course?.summary, alternates: { canonical: coursePath(heading.slug) } };
}

export default async function CoursePage({ params }: Props) {
  const slug = (await params).course;
  const heading = await courseHeading(slug);
  if (!heading) notFound();
  const [course, summary, written] = await Promise.all([courseWithIntro(slug), courseSummary(heading), courses()]);
  const others = written.filter((other) => other.slug !== slug).map((other) => ({ label: other.title, href: coursePath(other.slug) }));
  return (
    <PageLayout variant="wide">
      {course ? (
        <>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: courseJsonLd(course, summary.lessons) }} />
          <CourseView course={course} summary={summary} others={others} />
        </>
      ) : (
        <CourseComingSoon title={heading.title} others={others} />
      )}
    </PageLayout>
  );
}
