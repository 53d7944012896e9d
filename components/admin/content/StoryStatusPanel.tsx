"use client";
// Where a story stands and what can happen to it next: publish now, schedule (UK time), cancel a
// schedule, unpublish; always a preview. Changes the editor has typed are saved first, so what
// goes out is what is on the screen. The server's refusal is read out as a sentence.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { storyPreviewApiPath, type StoryEditorData } from "@/lib/admin/content-contract";
import { AdminActionError } from "@/lib/admin/client";
import { changeStoryStatus } from "@/lib/admin/content-client";
import { articleHref, formatDate } from "@/lib/content/read-format";
import { formatUkDateTime, utcToUkLocalInput } from "@/lib/content/uk-time";
import type { StoryActionBody } from "@/lib/content/workflow";
import { Panel } from "../Panel";
import { ConfirmAction } from "./ConfirmAction";
import { StoryStatusPill } from "./StoryStatusPill";
import styles from "./StoryStatusPanel.styles";

export interface StoryStatusPanelProps {
  story: StoryEditorData;
  /** Saves the form's pending changes; false when they were refused (the form shows why). */
  ensureSaved: () => Promise<boolean>;
  /** The story as the server answered after a status change. */
  onChanged: (story: StoryEditorData) => void;
}

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** An hour from now, rounded up to five minutes, as the UK clock shows it. */
export function defaultScheduleTime(now: number): string {
  return utcToUkLocalInput(new Date(Math.ceil((now + 60 * 60 * 1000) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS));
}

function StoryDates({ story }: { story: StoryEditorData }) {
  const when = (iso: string) => formatUkDateTime(new Date(iso));
  return (
    <dl className={styles.facts}>
      {story.status === "scheduled" && story.publishAt && (
        <div>
          <dt>Goes out</dt>
          <dd>{when(story.publishAt)}</dd>
        </div>
      )}
      {story.date && (
        <div>
          <dt>{story.status === "unpublished" ? "Was published" : "Published"}</dt>
          <dd>{formatDate(story.date)}</dd>
        </div>
      )}
      {!story.date && story.status !== "scheduled" && (
        <div>
          <dt>Published</dt>
          <dd>Not yet</dd>
        </div>
      )}
      <div>
        <dt>Last saved</dt>
        <dd>{when(story.updatedAt)}</dd>
      </div>
    </dl>
  );
}

type Outcome = { kind: "idle" } | { kind: "error"; message: string; schedule: boolean } | { kind: "done"; message: string };

export function StoryStatusPanel({ story, ensureSaved, onChanged }: StoryStatusPanelProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [at, setAt] = useState(() => defaultScheduleTime(Date.now()));

  async function run(body: StoryActionBody, done: string) {
    setBusy(true);
    setOutcome({ kind: "idle" });
    try {
      if (!(await ensureSaved())) {
        setOutcome({ kind: "error", message: "Nothing was changed: the story's edits could not be saved first. See the form.", schedule: false });
        return;
      }
      const next = await changeStoryStatus(story.id, body);
      onChanged(next);
      setOutcome({ kind: "done", message: done });
      router.refresh();
    } catch (caught) {
      const message = caught instanceof AdminActionError ? caught.message : "Something went wrong. Nothing was changed; try again.";
      setOutcome({ kind: "error", message, schedule: body.action === "schedule" });
    } finally {
      setBusy(false);
    }
  }

  // The preview shows what is saved: typed changes are saved first (a plain click only; a click
  // that opens a new tab goes as it is).
  async function previewSaved(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    if (await ensureSaved()) window.location.assign(href);
    else setOutcome({ kind: "error", message: "The story's edits could not be saved, so the preview would not show them. See the form.", schedule: false });
  }

  const scheduleError = outcome.kind === "error" && outcome.schedule;
  const canSchedule = story.status !== "published";
  const live = story.status === "published";
  return (
    <Panel id="story-status" title="Status" aside={<StoryStatusPill status={story.status} />}>
      <div className={styles.stack}>
        <StoryDates story={story} />
        {live ? (
          <ConfirmAction key="unpublish" busy={busy} label="Unpublish" confirmLabel="Yes, unpublish" variant="danger" question="Take this story off the site? Its address will stop working until it is published again." onConfirm={() => run({ action: "unpublish" }, "Unpublished. Readers can no longer see this story.")} />
        ) : (
          <ConfirmAction key="publish" busy={busy} label="Publish now" confirmLabel="Yes, publish now" question={`Publish this story now? Readers will see it at ${articleHref(story.fields.slug)}.`} onConfirm={() => run({ action: "publish" }, "Published. Readers can see the story now.")} />
        )}
        {canSchedule && (
          <form
            className={styles.schedule}
            onSubmit={(event) => {
              event.preventDefault();
              void run({ action: "schedule", at }, `Scheduled for ${at.replace("T", " at ")} (UK time).`);
            }}
          >
            <label htmlFor="story-publish-at">Publish at (UK time)</label>
            <input id="story-publish-at" type="datetime-local" className={styles.input} value={at} required aria-invalid={scheduleError ? true : undefined} aria-describedby={scheduleError ? "story-status-error" : undefined} onChange={(event) => setAt(event.target.value)} />
            <button type="submit" className={styles.secondary} disabled={busy || !at}>
              {story.status === "scheduled" ? "Change time" : "Schedule"}
            </button>
          </form>
        )}
        {story.status === "scheduled" && (
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => void run({ action: "unschedule" }, "Schedule cancelled. The story is a draft again.")}>
            Cancel schedule
          </button>
        )}
        {outcome.kind === "error" && (
          <p className={styles.error} role="alert" id="story-status-error">
            {outcome.message}
          </p>
        )}
        <p className={outcome.kind === "done" ? styles.done : "visually-hidden"} role="status">
          {outcome.kind === "done" ? outcome.message : ""}
        </p>
        <div className={styles.links}>
          <a href={storyPreviewApiPath(story.id)} className={styles.link} onClick={(event) => void previewSaved(event)}>
            Preview
          </a>
          {live && (
            <Link href={articleHref(story.fields.slug)} className={styles.link}>
              View on site
            </Link>
          )}
        </div>
      </div>
    </Panel>
  );
}
