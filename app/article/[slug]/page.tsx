import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageLayout } from "@/components/page/PageLayout";
import { ArticleView } from "@/components/read/ArticleView";
import { articleJsonLd } from "@/lib/content/json-ld";
import { productsBySlugs } from "@/lib/server/catalogue/cached-catalogue";
import { articleBySlug, articles, authorOf, relatedArticles } from "@/lib/server/content/content";

// Every story is prerendered; its "Shop the story" cards refresh with the catalogue (hourly or on
// revalidateTag). Slugs without a file are 404s.
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return articles().map(({ slug }) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = articleBySlug((await params).slug);
  if (!article) return {};
  const author = authorOf(article);
  const url = `/article/${article.slug}`;
  return {
    title: article.title,
    description: article.standfirst,
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
  };
}

export default async function ArticleRoute({ params }: Props) {
  const article = articleBySlug((await params).slug);
  if (!article) notFound();
  const author = authorOf(article);
  const products = await productsBySlugs(article.products);
  return (
    <PageLayout variant="wide">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd(article, author) }} />
      <ArticleView article={article} author={author} products={products} related={relatedArticles(article)} />
    </PageLayout>
  );
}
