import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LessonView } from "@/components/learn/LessonView";
import { PageLayout } from "@/components/page/PageLayout";
import { lessonPath } from "@/lib/learn/types";
import { productsBySlugs } from "@/lib/server/catalogue/cached-catalogue";
import { allLessonRefs, courseHeading, courseSummary, lessonBySlugs, lessonWithText, publicQuiz } from "@/lib/server/learn/courses";

// Every lesson is built ahead from the database (the newsroom's lesson editor writes it); an editor's
// save re-renders the lesson's pages at once (./cached-lessons.ts tags), and hourly otherwise. A path
// that is no lesson is a 404. The learner's progress joins in the browser.
export const revalidate = 3600;

export function generateStaticParams() {
  return allLessonRefs();
}

type Props = { params: Promise<{ course: string; lesson: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { course: courseSlug, lesson: slug } = await params;
  const [course, lesson] = await Promise.all([courseHeading(courseSlug), lessonBySlugs(courseSlug, slug)]);
  if (!course || !lesson) return {};
  return { title: `${lesson.title} · ${course.title}`, description: lesson.summary, alternates: { canonical: lessonPath(course.slug, lesson.slug) } };
}

export default async function LessonPage({ params }: Props) {
  const { course: courseSlug, lesson: slug } = await params;
  const [course, lesson] = await Promise.all([courseHeading(courseSlug), lessonWithText(courseSlug, slug)]);
  if (!course || !lesson) notFound();
  const [products, summary] = await Promise.all([productsBySlugs(lesson.products), courseSummary(course)]);
  return (
    <PageLayout variant="wide">
      <LessonView course={course} summary={summary} lesson={lesson} quiz={publicQuiz(lesson)} products={products} />
    </PageLayout>
  );
}
