import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageLayout } from "@/components/page/PageLayout";
import { AuthorPage } from "@/components/read/AuthorPage";
import { authorBySlug, authors } from "@/lib/server/content/content";

// Authors are written in the newsroom: one added after the build renders on first request.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await authors()).map(({ slug }) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const author = await authorBySlug((await params).slug);
  if (!author) return {};
  return {
    title: `${author.name}, ${author.role}`,
    description: author.bioText,
    alternates: { canonical: `/read/authors/${author.slug}` },
    openGraph: { type: "profile", title: author.name, description: author.bioText, images: [author.avatar] },
  };
}

export default async function AuthorRoute({ params }: Props) {
  const author = await authorBySlug((await params).slug);
  if (!author) notFound();
  return (
    <PageLayout variant="wide">
      <AuthorPage author={author} />
    </PageLayout>
  );
}
