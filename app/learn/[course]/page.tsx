import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ChipNav } from "@/components/page/ChipNav";
import { CourseOutline } from "@/components/page/CourseOutline";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { COURSES, courseBySlug } from "@/components/page/copy/learn";
import { canonicalHref } from "@/lib/navigation";

// Exactly the seven courses of LEARN_COURSES; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return COURSES.map((course) => ({ course: course.slug }));
}

type Props = { params: Promise<{ course: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { course: slug } = await params;
  const course = courseBySlug(slug);
  if (!course) return {};
  return { title: `${course.label} course`, description: course.summary };
}

export default async function CoursePage({ params }: Props) {
  const { course: slug } = await params;
  const course = courseBySlug(slug);
  if (!course) notFound();

  return (
    <PageLayout variant="wide">
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Learn", href: "/learn" },
          { label: course.label },
        ]}
        eyebrow={course.audience}
        title={course.label}
        standfirst={course.summary}
      />
      {course.topics.length > 0 ? (
        <PageSection id="course-topics" title="What the course covers">
          <CourseOutline topics={course.topics} />
        </PageSection>
      ) : null}
      <ComingSoon
        title="Lessons arriving soon"
        illustration={course.illustration}
        actions={
          <Link href={canonicalHref("/learn")} className="btn btn-outline">
            All courses
          </Link>
        }
      >
        <p>
          The lessons for {course.label} are on their way. Once you&rsquo;re signed in, your
          progress through the course will be saved, so you can pick up where you left off.
        </p>
      </ComingSoon>
      <ChipNav
        label="Other courses"
        showLabel
        links={COURSES.filter((other) => other.slug !== course.slug)}
      />
    </PageLayout>
  );
}
