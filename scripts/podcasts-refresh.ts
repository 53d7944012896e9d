// npm run podcasts:refresh: ingests the shipped feeds and every PODCAST_FEEDS URL now, by hand,
// into the same database the site uses (stop a running PGlite site first: PGlite has no lock).
import { closeDb, getDb } from "@/lib/server/platform/db";
import { refreshAllFeeds } from "@/lib/server/podcasts/ingest";

const started = Date.now();
const reports = await refreshAllFeeds(await getDb());
for (const report of reports) console.log(`${report.status.padEnd(11)} ${report.feedUrl}${report.error ? ` (${report.error})` : ` · ${report.episodes} episodes`}`);
console.log(`${reports.length} feeds in ${Date.now() - started} ms`);
await closeDb();
process.exit(reports.some((report) => report.status === "failed") ? 1 : 0);
