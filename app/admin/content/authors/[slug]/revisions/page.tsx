import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { AuthorRevisionDiff } from "@/components/admin/content/AuthorRevisionDiff";
import { authorEditorPath, authorRevisionsPath } from "@/lib/admin/content-contract";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { compareAuthorRevisions } from "@/lib/server/content/author-revisions";
import { newsroomAuthor } from "@/lib/server/content/newsroom-authors";

type Params = Promise<{ slug: string }>;
type Search = Promise<{ from?: string; to?: string }>;

export const metadata: Metadata = { title: "Compare revisions" };

export const dynamic = "force-dynamic";

/** An author's revision beside a later one, or beside the author as they are now (no `to`), as a video's. */
export default async function AuthorRevisionsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { slug } = await params;
  const query = await searchParams;
  const from = revisionIdOf(query.from);
  await requireEditorPage(authorRevisionsPath(slug, from ?? undefined));
  const author = await newsroomAuthor(slug);
  const comparison = author && from ? await compareAuthorRevisions(slug, from, revisionIdOf(query.to)) : null;
  if (!author || !comparison) notFound();
  return (
    <>
      <AdminPageHeader title="Compare revisions" subtitle={author.name} back={{ href: authorEditorPath(slug), label: "Back to the author" }} />
      <AuthorRevisionDiff slug={slug} comparison={comparison} />
    </>
  );
}
