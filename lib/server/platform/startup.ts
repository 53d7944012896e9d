import "server-only";
import { assertSafeAuthConfig } from "./startup-guard";
import { PODCAST_REFRESH_INTERVAL_MS } from "@/lib/constants";
import { randomBytes } from "node:crypto";
import { getDb } from "./db";
import { setStoryJobKey, STORY_JOB_INTERVAL_MS, STORY_JOB_KEY_HEADER, STORY_JOB_PATH, storyJobKey } from "../content/story-job";
import { configuredFeedUrls, refreshRemoteFeed } from "../podcasts/ingest";

/** Node.js start-up work, called from instrumentation.ts before the server takes requests. */
export async function startServer(): Promise<void> {
  try {
    assertSafeAuthConfig(process.env);
  } catch (error) {
    // Next 16 only logs an error thrown from register() and goes on serving (checked with
    // `next start`), so an unsafe configuration has to end the process itself.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  // Apply migrations before the first request. A database that is down must not keep the site
  // from starting: /api/health reports 503 and getDb() retries on the next request.
  try {
    await getDb();
  } catch (error) {
    console.error("[db] not ready at start-up:", error);
  }

  schedulePodcastRefresh();
  scheduleStoryPublishing();
  warmAssistant();
}

/**
 * Asks this instance, every STORY_JOB_INTERVAL_MS, to publish the scheduled stories that are due
 * (lib/server/content/story-schedule.ts says why through a request). The first run is soon after
 * start, so a story that fell due during a restart goes out then.
 */
function scheduleStoryPublishing(): void {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  setStoryJobKey(randomBytes(32).toString("hex"));
  let running = false;
  const run = async () => {
    const port = process.env.PORT;
    const key = storyJobKey();
    if (running || !port || !key) return;
    running = true;
    try {
      const response = await fetch(`http://127.0.0.1:${port}${STORY_JOB_PATH}`, { method: "POST", headers: { [STORY_JOB_KEY_HEADER]: key } });
      if (!response.ok) console.error(`[stories] publishing job answered ${response.status}`);
    } catch (error) {
      console.error("[stories] publishing job failed:", error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  setTimeout(run, 3_000).unref();
  setInterval(run, STORY_JOB_INTERVAL_MS).unref();
}

/**
 * The assistant's classifier trains (about 0.2 s) and its synonym table compiles on first use:
 * done shortly after start, so the first shopper's question does not wait for it.
 */
function warmAssistant(): void {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  setTimeout(() => {
    import("@/lib/assistant/reading").then(({ readQuestion }) => readQuestion("warm up")).catch((error) => console.error("[assistant] warm-up failed:", error));
  }, 1_000).unref();
}

/** Feeds named in PODCAST_FEEDS: fetched shortly after start, then every 30 minutes, one at a time. */
function schedulePodcastRefresh(): void {
  const urls = configuredFeedUrls();
  if (!urls.length || process.env.NEXT_PHASE === "phase-production-build") return;
  let running = false;
  const refresh = async () => {
    if (running) return;
    running = true;
    try {
      const db = await getDb();
      for (const url of urls) await refreshRemoteFeed(db, url); // reports and logs failures itself
    } catch (error) {
      console.error("[podcasts] refresh skipped:", error);
    } finally {
      running = false;
    }
  };
  setTimeout(refresh, 5_000).unref();
  setInterval(refresh, PODCAST_REFRESH_INTERVAL_MS).unref();
}
