import "server-only";
import type { StoryRevisionSummary } from "@/lib/admin/content-contract";

// What the newsroom's append-only revision tables share (lessons, videos, playlists): a stored
// revision as the editor's list shows it, the two a comparison names, and a restore's refusal
// (a rule it now breaks, or a field the save's schema refuses).

type StoredRevision = { id: number; createdAt: Date; actorUid: string; actorEmail: string | null };

/** A stored revision as the editor's list and the comparison show it: its id, when, and who. */
export const revisionSummaryOf = (revision: StoredRevision): StoryRevisionSummary => ({
  id: revision.id,
  at: revision.createdAt.toISOString(),
  actor: { uid: revision.actorUid, email: revision.actorEmail },
});

/** The revision ids a comparison reads: the older one, and the newer one unless it is "as it is now" (null). */
export const comparedRevisionIds = (olderId: number, newerId: number | null): number[] => (newerId === null ? [olderId] : [olderId, newerId]);

/** The older and newer revision among those read (newer null: "as it is now"), or null when either is missing. */
export function comparedRevisions<R extends { id: number }>(found: R[], olderId: number, newerId: number | null): { older: R; newer: R | null } | null {
  const older = found.find((revision) => revision.id === olderId);
  const newer = newerId === null ? null : found.find((revision) => revision.id === newerId);
  return older && newer !== undefined ? { older, newer } : null;
}

/**
 * Two stored revisions compared (the newer null: with the piece as it is now, `current`), or null
 * when either is not among those read: who saved each and when, and the diff of their fields.
 */
export function revisionComparison<R extends StoredRevision & { fields: Record<string, unknown> }, Fields, Changes>(
  found: R[],
  ids: { olderId: number; newerId: number | null },
  current: Fields,
  fieldsOf: (stored: Record<string, unknown>) => Fields,
  diff: (older: Fields, newer: Fields) => Changes,
): { older: StoryRevisionSummary; newer: StoryRevisionSummary | null; changes: Changes } | null {
  const pair = comparedRevisions(found, ids.olderId, ids.newerId);
  if (!pair) return null;
  const { older, newer } = pair;
  return {
    older: revisionSummaryOf(older),
    newer: newer ? revisionSummaryOf(newer) : null,
    changes: diff(fieldsOf(older.fields), newer ? fieldsOf(newer.fields) : current),
  };
}

/** A version today's rules refuse to restore: 409, saying why ("This version cannot be restored: it …"). */
export const restoreRefusal = (reason: string) => ({
  ok: false as const,
  status: 409 as const,
  code: "revisionInvalid",
  message: `This version cannot be restored: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
});

/** A version whose fields the save's schema refuses today: 409 naming the first field refused and why. */
export function checksRefusal(noun: string, fieldErrors: Record<string, string>) {
  const [path, message] = Object.entries(fieldErrors)[0];
  return restoreRefusal(`it no longer passes the ${noun}'s checks (${path}: ${message.replace(/\.$/, "")}).`);
}
