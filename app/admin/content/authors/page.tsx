import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { Panel } from "@/components/admin/Panel";
import { AuthorForm } from "@/components/admin/content/AuthorForm";
import { AuthorList } from "@/components/admin/content/AuthorList";
import { AUTHORS_PATH, NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { avatarChoices, newsroomAuthors } from "@/lib/server/content/newsroom-authors";

export const metadata: Metadata = { title: "Authors" };

export const dynamic = "force-dynamic";

export default async function AuthorsPage() {
  await requireEditorPage(AUTHORS_PATH);
  const authors = await newsroomAuthors();
  return (
    <>
      <AdminPageHeader title="Authors" back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} subtitle="Who writes for READ: the byline, the author box under each story and the author's page." />
      <AuthorList authors={authors}>
        <Panel id="new-author" title="Add an author">
          <AuthorForm author={null} avatars={await avatarChoices(authors)} />
        </Panel>
      </AuthorList>
    </>
  );
}
