import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageLayout } from "@/components/page/PageLayout";
import { VideoView } from "@/components/watch/VideoView";
import { videoJsonLd } from "@/lib/content/json-ld";
import { videoTypeOf } from "@/lib/watch/video-file-paths";
import { productsBySlugs } from "@/lib/server/catalogue/cached-catalogue";
import { relatedVideos, videoBySlug, videos } from "@/lib/server/content/content";

// Every video is prerendered from the newsroom's videos (the database, through the data cache); an
// editor's save re-renders its page at once (lib/server/watch/cached-videos.ts tags), and the
// product cards refresh with the catalogue. A slug that is no video is a 404.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await videos()).map(({ slug }) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const video = await videoBySlug((await params).slug);
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
      videos: [{ url: video.video, type: videoTypeOf(video.video), width: 640, height: 360 }],
    },
    twitter: { card: "summary_large_image", title: video.title, description: video.description, images: [video.poster.image] },
  };
}

export default async function VideoRoute({ params }: Props) {
  const video = await videoBySlug((await params).slug);
  if (!video) notFound();
  const [products, related] = await Promise.all([productsBySlugs(video.products), relatedVideos(video, 4)]);
  return (
    <PageLayout variant="wide">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: videoJsonLd(video) }} />
      <VideoView video={video} products={products} related={related} />
    </PageLayout>
  );
}
