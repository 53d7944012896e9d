// Who saved a story's revision, in words; shared by the editor's list (a client component) and the
// comparison page (rendered on the server), so it lives outside both.
import type { StoryRevisionSummary } from "@/lib/admin/content-contract";

/** Their email, or the import and the publishing job by name. */
export function revisionAuthor(actor: StoryRevisionSummary["actor"]): string {
  if (actor.uid === "import") return "Imported";
  if (actor.uid === "scheduler") return "Scheduler";
  return actor.email ?? "An editor";
}

/** The same, as it reads after "saved … by": "the import", "the schedule", or their email. */
export function revisionSavedBy(actor: StoryRevisionSummary["actor"]): string {
  if (actor.uid === "import") return "the import";
  if (actor.uid === "scheduler") return "the schedule";
  return revisionAuthor(actor);
}
