import { SectionListing, sectionMetadata } from "@/components/read/SectionListing";
import type { SearchParams } from "@/lib/content/listing";

export const metadata = sectionMetadata("opinion");

export default function ReadOpinionPage({ searchParams }: { searchParams: SearchParams }) {
  return <SectionListing section="opinion" searchParams={searchParams} />;
}
