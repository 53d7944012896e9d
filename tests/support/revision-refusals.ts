// What every slug-addressed revision route must refuse (videos, playlists, authors:
// api-routes/admin/revision-routes.ts), and change nothing: malformed revision ids (to compare → 400
// invalidRevision; to restore → 404 revisionNotFound), another thing's revisions and an unknown thing.
import { expect } from "vitest";
import type { Json } from "./handlers";

type Answer = { status: number; body: Json };

export interface RevisionRoutes {
  /** GET …/revisions with this query string. */
  list: (query?: string) => Promise<Answer>;
  /** POST …/revisions/<revision>/restore. */
  restore: (revision: number | string) => Promise<Answer>;
}

/** `latestId`: a real revision, so `&to=` is the only bad part of its query; `state`: what must not change. */
export async function expectMalformedRevisionIdsRefused(routes: RevisionRoutes, latestId: number, state: () => Promise<unknown>): Promise<void> {
  const before = await state();
  for (const query of ["?from=1e3", "?from=0", "?from=%2012", "?from=", `?from=${latestId}&to=12.0`]) {
    const answer = await routes.list(query);
    expect([query, answer.status, answer.body.code]).toEqual([query, 400, "invalidRevision"]);
  }
  const restored = await routes.restore("12abc");
  expect([restored.status, restored.body.code]).toEqual([404, "revisionNotFound"]);
  expect(await state()).toEqual(before);
}

export interface ForeignRevisionCase {
  /** The routes of the thing under test, of a slug that is no such thing, and of one that cannot be a slug. */
  routes: { own: RevisionRoutes; unknown: RevisionRoutes; notASlug: RevisionRoutes };
  /** One of its own revisions, and one of another thing's. */
  ownId: number;
  otherId: number;
  /** The code an unknown thing answers with ("videoNotFound"). */
  notFoundCode: string;
  /** What must not change: both things, their revisions and the log. */
  state: () => Promise<unknown>;
}

/** A revision of another thing is not this one's to compare or restore; an unknown thing has none: 404 each, nothing changed. */
export async function expectForeignRevisionsRefused({ routes, ownId, otherId, notFoundCode, state }: ForeignRevisionCase): Promise<void> {
  const before = await state();
  const answers = [
    await routes.own.restore(otherId),
    await routes.own.list(`?from=${otherId}`),
    await routes.own.list(`?from=${ownId}&to=${otherId}`),
    await routes.unknown.restore(otherId),
    await routes.unknown.list(),
  ];
  expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
    [404, "revisionNotFound"],
    [404, "revisionNotFound"],
    [404, "revisionNotFound"],
    [404, notFoundCode],
    [404, notFoundCode],
  ]);
  expect((await routes.notASlug.restore(ownId)).status).toBe(404);
  expect(await state()).toEqual(before);
}
