// The My Podcasts API (api-routes/podcast-library.ts) against a real database and real Firebase
// Auth emulator tokens: identity only from a verified token, never from the body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleChangeLibrary, handleGetLibrary } from "@/api-routes/podcast-library";
import { signUpEmulatorUser } from "../support/handlers";
import { dropFreshDatabase, engineName, openFreshDatabase } from "./test-db";

beforeAll(openFreshDatabase);
afterAll(dropFreshDatabase);

const URL = "http://localhost/api/listen/library";
const get = (token?: string) => handleGetLibrary(new Request(URL, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } }));
const post = (token: string | undefined, body: unknown) =>
  handleChangeLibrary(
    new Request(URL, { method: "POST", headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }, body: typeof body === "string" ? body : JSON.stringify(body) }),
  );

describe(`My Podcasts API (${engineName()})`, () => {
  it("refuses a missing or garbage token with 401", async () => {
    expect((await get()).status).toBe(401);
    expect((await get("not-a-token")).status).toBe(401);
    expect((await post(undefined, { action: "follow", show: "dry-run" })).status).toBe(401);
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with emulator users", () => {
    /** An unsigned token claiming a uid that does not exist: the emulator's admin SDK checks the user. */
    function forgedToken(token: string): string {
      const [header, payload] = token.split(".");
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
      return `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: "someone-else", user_id: "someone-else" })).toString("base64url")}.`;
    }

    it("keeps follows, saves and positions per verified user; a uid in the body is refused", async () => {
      const ada = await signUpEmulatorUser("listener");
      const bob = await signUpEmulatorUser("listener");
      expect((await post(ada.token, { action: "follow", show: "dry-run" })).status).toBe(200);
      expect((await post(ada.token, { action: "save", show: "dry-run", slug: "cycling-the-coast" })).status).toBe(200);
      const saved = await post(ada.token, { action: "progress", show: "dry-run", slug: "cycling-the-coast", position: 21.5 });
      const { data } = (await saved.json()) as { data: { follows: string[]; saves: string[]; progress: Record<string, { position: number }> } };
      expect(data.follows).toEqual(["dry-run"]);
      expect(data.saves).toEqual(["dry-run/cycling-the-coast"]);
      expect(data.progress["dry-run/cycling-the-coast"].position).toBe(21.5);

      // Bob's token sees Bob's library only, whatever the body says.
      expect((await post(bob.token, { action: "follow", show: "dry-run", userId: ada.uid })).status).toBe(400);
      expect(((await (await get(bob.token)).json()) as { data: { follows: string[] } }).data.follows).toEqual([]);
      // A forged token for another uid is refused.
      expect((await get(forgedToken(ada.token))).status).toBe(401);
    });

    it("answers 404 for an unknown show and 400 for a bad body", async () => {
      const user = await signUpEmulatorUser("listener");
      expect((await post(user.token, { action: "follow", show: "no-such-show" })).status).toBe(404);
      expect((await post(user.token, { action: "progress", show: "dry-run", slug: "cycling-the-coast", position: -1 })).status).toBe(400);
      expect((await post(user.token, "not json")).status).toBe(400);
    });
  });
});
