import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { AuthorWorkspace } from "@/components/admin/content/AuthorWorkspace";
import { AUTHORS_PATH, authorEditorPath } from "@/lib/admin/content-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { authorRevisions } from "@/lib/server/content/author-revisions";
import { avatarChoices, newsroomAuthors } from "@/lib/server/content/newsroom-authors";

export const metadata: Metadata = { title: "Author" };

export const dynamic = "force-dynamic";

/** An author's details beside their saved versions, laid out as the video editor is. */
export default async function AuthorPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  await requireEditorPage(authorEditorPath(slug));
  const [authors, revisions] = await Promise.all([newsroomAuthors(), authorRevisions(slug)]);
  const author = authors.find((candidate) => candidate.slug === slug);
  if (!author) notFound();
  const { stories, ...fields } = author;
  return (
    <>
      <AdminPageHeader title={author.name} back={{ href: AUTHORS_PATH, label: "Authors" }} subtitle={`${author.role} · ${stories === 1 ? "1 story" : `${stories} stories`}`} />
      <AuthorWorkspace author={fields} avatars={await avatarChoices(authors)} revisions={revisions ?? []} />
    </>
  );
}
