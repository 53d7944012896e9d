import { handleGetShowFeed } from "@/api-routes/podcast-feed";

// A show's own podcast feed for podcast apps, built per request from the ingested shows
// (absolute URLs need the site's origin); answers are publicly cacheable with an ETag.
export const dynamic = "force-dynamic";
export const GET = handleGetShowFeed;
