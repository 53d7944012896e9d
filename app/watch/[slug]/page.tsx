import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageLayout } from "@/components/page/PageLayout";
import { VideoView } from "@/components/watch/VideoView";
import { videoJsonLd } from "@/lib/content/json-ld";
import { productsBySlugs } from "@/lib/server/catalogue/cached-catalogue";
import { relatedVideos, videoBySlug, videos } from "@/lib/server/content/content";

// Prerendered like stories: the product cards refresh with the catalogue.
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return videos().map(({ slug }) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const video = videoBySlug((await params).slug);
  if (!video) return {};
  const url = `/watch/${video.slug}`;
  return {
    title: video.title,
    description: video.description,
    alternates: { canonical: url },
    openGraph: {
      type: "video.other",
      url,
      title: video.title,
      description: video.description,
      images: [{ url: video.poster.image, alt: video.poster.alt }],
      videos: [{ url: video.video, type: "video/webm", width: 640, height: 360 }],
    },
    twitter: { card: "summary_large_image", title: video.title, description: video.description, images: [video.poster.image] },
  };
}

export default async function VideoRoute({ params }: Props) {
  const video = videoBySlug((await params).slug);
  if (!video) notFound();
  const products = await productsBySlugs(video.products);
  return (
    <PageLayout variant="wide">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: videoJsonLd(video) }} />
      <VideoView video={video} products={products} related={relatedVideos(video, 4)} />
    </PageLayout>
  );
}
