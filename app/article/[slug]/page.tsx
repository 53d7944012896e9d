import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { PageLayout } from "@/components/page/PageLayout";
import { ArticleView } from "@/components/read/ArticleView";
import { articleJsonLd } from "@/lib/content/json-ld";
import { productsBySlugs } from "@/lib/server/catalogue/cached-catalogue";
import { articleBySlug, articles, authorOf, relatedArticles, videoBySlug, type ArticleWithBody } from "@/lib/server/content/content";
import { renamedStorySlug } from "@/lib/server/content/cached-stories";
import { previewArticle, type PreviewArticle } from "@/lib/server/content/stories";
import { viewerBackOfficeRoles } from "@/lib/server/admin/staff";
import { draftMode } from "next/headers";
import { cache } from "react";
import { PreviewBanner } from "@/components/read/PreviewBanner";

// Every published story is prerendered; one published later renders on first request. The page
// refreshes when the newsroom changes a story (the stories' cache tags) and its "Shop the story"
// cards with the catalogue (hourly or on revalidateTag). A story's earlier slug is sent on to its
// page with a permanent redirect (308: Next's permanent redirect, which search engines treat as a
// 301); other slugs, drafts and unpublished stories are 404s.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await articles()).map(({ slug }) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

/**
 * The story at `slug`: the published one, or in an editor's preview (Next's draft mode, turned on
 * by /api/admin/content/stories/<id>/preview) the story in whatever state it is. Draft mode makes
 * the page render per request, uncached; the editor's claim is checked again here, so a draft-mode
 * cookie on its own shows nothing.
 */
// cache(): the metadata and the page share one read (and, in a preview, one Markdown render).
const storyFor = cache(async (slug: string): Promise<{ article: ArticleWithBody | null; preview: PreviewArticle | null }> => {
  if ((await draftMode()).isEnabled && (await viewerBackOfficeRoles()).includes("editor")) {
    const preview = await previewArticle(slug);
    return { article: preview, preview };
  }
  return { article: await articleBySlug(slug), preview: null };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { article, preview } = await storyFor((await params).slug);
  if (!article) return {};
  const author = await authorOf(article);
  const url = `/article/${article.slug}`;
  return {
    // An editor may write a search title and description of their own.
    title: article.seoTitle || article.title,
    description: article.seoDescription || article.standfirst,
    authors: [{ name: author.name, url: `/read/authors/${author.slug}` }],
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title: article.title,
      description: article.standfirst,
      publishedTime: article.date,
      authors: [author.name],
      images: [{ url: article.hero.image, width: 1200, height: 675, alt: article.hero.alt }],
    },
    twitter: { card: "summary_large_image", title: article.title, description: article.standfirst, images: [article.hero.image] },
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}

export default async function ArticleRoute({ params }: Props) {
  const { slug } = await params;
  const { article, preview } = await storyFor(slug);
  if (!article) {
    const renamed = await renamedStorySlug(slug);
    if (renamed) permanentRedirect(`/article/${renamed}`);
    notFound();
  }
  const [author, products, related] = await Promise.all([authorOf(article), productsBySlugs(article.products), relatedArticles(article)]);
  return (
    <PageLayout variant="wide">
      {preview && <PreviewBanner storyId={preview.id} status={preview.status} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd(article, author) }} />
      <ArticleView article={article} author={author} products={products} related={related} video={article.video ? await videoBySlug(article.video) : null} />
    </PageLayout>
  );
}
