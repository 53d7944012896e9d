import { SectionListing, sectionMetadata } from "@/components/read/SectionListing";
import type { SearchParams } from "@/lib/content/listing";

export const metadata = sectionMetadata("news");

export default function ReadNewsPage({ searchParams }: { searchParams: SearchParams }) {
  return <SectionListing section="news" searchParams={searchParams} />;
}
