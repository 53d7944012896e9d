import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { PageLayout } from "@/components/page/PageLayout";
import { ThreadView } from "@/components/talk/ThreadView";
import { openingPost, threadById, threadPage } from "@/lib/server/talk/queries";
import { talkViewer } from "@/lib/server/talk/viewer";
import { threadJsonLd } from "@/lib/talk/json-ld";
import { pageNumber, routeId, threadPath } from "@/lib/talk/rules";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string; slug: string }>; searchParams: Promise<{ page?: string }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = routeId((await params).id);
  const thread = id === null ? null : await threadById(id);
  if (!thread) return {};
  const page = pageNumber((await searchParams).page);
  const description = (await openingPost(thread.id)).replace(/\s+/g, " ").slice(0, 160);
  return {
    title: `${thread.title}${page > 1 ? ` (page ${page})` : ""} · ${thread.category.name}`,
    description: description || `A thread in ${thread.category.name} on Talk.`,
    alternates: { canonical: threadPath(thread.id, thread.slug, page) },
  };
}

export default async function ThreadPageRoute({ params, searchParams }: Props) {
  const { id: rawId, slug } = await params;
  const id = routeId(rawId);
  if (id === null) notFound();
  const page = pageNumber((await searchParams).page);
  const viewer = await talkViewer();
  const view = await threadPage(id, page, viewer);
  if (!view || page > view.pages) notFound();
  // An old or mistyped slug goes to the thread's own address.
  if (slug !== view.thread.slug) permanentRedirect(threadPath(id, view.thread.slug, page));
  const opening = view.posts.find((post) => post.number === 1);
  return (
    <PageLayout variant="wide">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: threadJsonLd({ title: view.thread.title, url: threadPath(id, view.thread.slug, page), replyCount: view.thread.replyCount }, opening, view.posts.filter((post) => post.number > 1)) }}
      />
      <ThreadView page={view} viewer={viewer} />
    </PageLayout>
  );
}
