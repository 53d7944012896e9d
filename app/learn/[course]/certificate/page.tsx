import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Certificate } from "@/components/learn/Certificate";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { coursePath } from "@/lib/learn/types";
import { courseHeading, courseParams, courseSummary } from "@/lib/server/learn/courses";

// The completion page: one per course, built ahead; the certificate fills in from the learner's progress.
export const dynamicParams = false;

export const generateStaticParams = courseParams;

type Props = { params: Promise<{ course: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await courseHeading((await params).course);
  if (!course) return {};
  return { title: `Your certificate · ${course.title}`, robots: { index: false } };
}

export default async function CertificatePage({ params }: Props) {
  const course = await courseHeading((await params).course);
  if (!course) notFound();
  return (
    <PageLayout variant="wide">
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Learn", href: "/learn" },
          { label: course.title, href: coursePath(course.slug) },
        ]}
        eyebrow="Course complete"
        title={`Well done on finishing ${course.title}`}
        standfirst="Here is your certificate. Print it, or save it as a PDF from the print dialogue."
      />
      <Certificate course={await courseSummary(course)} />
    </PageLayout>
  );
}
