import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CourseView } from "@/components/learn/CourseView";
import { PageLayout } from "@/components/page/PageLayout";
import { courseJsonLd } from "@/lib/content/json-ld";
import { coursePath } from "@/lib/learn/types";
import { courseBySlug, courseParams, courses, courseSummary } from "@/lib/server/learn/courses";

// Exactly the seven courses of the site map (lib/navigation.ts); any other slug is a 404.
export const dynamicParams = false;

export const generateStaticParams = courseParams;

type Props = { params: Promise<{ course: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = courseBySlug((await params).course);
  if (!course) return {};
  return { title: `${course.title} course`, description: course.summary, alternates: { canonical: coursePath(course.slug) } };
}

export default async function CoursePage({ params }: Props) {
  const course = courseBySlug((await params).course);
  if (!course) notFound();
  const summary = await courseSummary(course);
  const others = courses()
    .filter((other) => other.slug !== course.slug)
    .map((other) => ({ label: other.title, href: coursePath(other.slug) }));
  return (
    <PageLayout variant="wide">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: courseJsonLd(course, summary.lessons) }} />
      <CourseView course={course} summary={summary} others={others} />
    </PageLayout>
  );
}
