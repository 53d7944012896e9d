import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { MediaLibrary } from "@/components/admin/content/media/MediaLibrary";
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { MEDIA_LIBRARY_PATH } from "@/lib/media/library-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { mediaLibrary } from "@/lib/server/media/library";

export const metadata: Metadata = { title: "Media library" };

export const dynamic = "force-dynamic";

export default async function MediaLibraryPage() {
  await requireEditorPage(MEDIA_LIBRARY_PATH);
  const images = await mediaLibrary();
  return (
    <>
      <AdminPageHeader
        title="Media library"
        back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }}
        subtitle="Pictures for stories, hero images and author portraits: upload once, then use a picture anywhere by its address."
      />
      <MediaLibrary images={images} />
    </>
  );
}
