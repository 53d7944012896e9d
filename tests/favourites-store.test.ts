// @vitest-environment jsdom
// Favourites in the browser (stores/favourites.ts, issue 28.2): a guest's hearts stay in local
// storage; signed in, each heart is saved to the account (and undone, with an alert, if that
// fails); the device's guest favourites are merged into an account once; sign-out empties the list.
// The network edge (fetch) is stubbed; everything else is the real store.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FavouriteItem } from "@/lib/favourites/contract";
import type { ProductSummary } from "@/lib/catalogue/types";
import { useAlertStore } from "@/stores/alert";
import { FAVOURITE_MESSAGES, FAVOURITES_STORAGE_KEY, useFavouritesStore } from "@/stores/favourites";
import { useUserStore } from "@/stores/user";

const item = (slug: string): FavouriteItem => ({ product: { slug, name: slug, brand: "Test" } as ProductSummary, addedAt: "2026-11-24T12:00:00.000Z" });
const answer = (slugs: string[], status = 200) =>
  new Response(JSON.stringify(status === 200 ? { favourites: slugs.map(item) } : { code: "serverError", message: "Down" }), {
    status,
    headers: { "content-type": "application/json" },
  });

const fetchMock = vi.fn<typeof fetch>();

function signIn(uid: string) {
  useUserStore.setState({ userStatus: "loggedIn", userId: uid, token: `token-${uid}` });
}

function saved(): { slugs: string[]; mergedUids: string[] } {
  return JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? "{}").state;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useFavouritesStore.getState().clearForSignOut();
  useFavouritesStore.setState({ mergedUids: [] });
  useUserStore.setState({ userStatus: "loggedOut", userId: null, token: "" });
  useAlertStore.getState().clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("favourites store", () => {
  it("keeps a guest's hearts on the device only, newest first", async () => {
    await useFavouritesStore.getState().toggle("ginger-fizz");
    await useFavouritesStore.getState().toggle("pale-ale");
    expect(useFavouritesStore.getState().slugs).toEqual(["pale-ale", "ginger-fizz"]);
    expect(useFavouritesStore.getState().isFavourite("ginger-fizz")).toBe(true);
    expect(saved().slugs).toEqual(["pale-ale", "ginger-fizz"]);
    await useFavouritesStore.getState().toggle("ginger-fizz");
    expect(saved().slugs).toEqual(["pale-ale"]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("merges the guest's favourites (oldest first) once per account, then reads the account's list", async () => {
    await useFavouritesStore.getState().toggle("ginger-fizz");
    await useFavouritesStore.getState().toggle("pale-ale");
    signIn("u1");
    fetchMock.mockResolvedValueOnce(answer(["pale-ale", "ginger-fizz", "dry-cider"]));
    await useFavouritesStore.getState().syncForUser("u1");

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/account/favourites/merge");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ slugs: ["ginger-fizz", "pale-ale"] });
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-u1");
    expect(useFavouritesStore.getState().slugs).toEqual(["pale-ale", "ginger-fizz", "dry-cider"]);
    expect(saved().mergedUids).toEqual(["u1"]);

    // A second sign-in of the same account reads its list instead of merging again.
    fetchMock.mockResolvedValueOnce(answer(["dry-cider"]));
    await useFavouritesStore.getState().syncForUser("u1");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/account/favourites");
    expect(fetchMock.mock.calls[1]![1]?.method).toBe("GET");
    expect(useFavouritesStore.getState().slugs).toEqual(["dry-cider"]);
  });

  it("undoes a heart the server did not save and tells the shopper", async () => {
    signIn("u1");
    fetchMock.mockResolvedValueOnce(answer([]));
    await useFavouritesStore.getState().syncForUser("u1");
    let refuse!: () => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (refuse = () => resolve(answer([], 500)))));

    const pending = useFavouritesStore.getState().toggle("ginger-fizz");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(useFavouritesStore.getState().slugs).toEqual(["ginger-fizz"]); // optimistic
    refuse();
    await pending;

    expect(fetchMock.mock.calls[1]![0]).toBe("/api/account/favourites/ginger-fizz");
    expect(fetchMock.mock.calls[1]![1]?.method).toBe("PUT");
    expect(useFavouritesStore.getState().slugs).toEqual([]);
    expect(useAlertStore.getState().error).toBe(FAVOURITE_MESSAGES.saveFailed);
  });

  it("takes the account's list after a saved heart", async () => {
    signIn("u1");
    fetchMock.mockResolvedValueOnce(answer(["pale-ale"]));
    await useFavouritesStore.getState().syncForUser("u1");
    fetchMock.mockResolvedValueOnce(answer(["ginger-fizz", "pale-ale"]));
    await useFavouritesStore.getState().toggle("ginger-fizz");
    expect(useFavouritesStore.getState().slugs).toEqual(["ginger-fizz", "pale-ale"]);
    expect(useAlertStore.getState().error).toBeNull();
  });

  it("empties the list at sign-out, on the device too", async () => {
    signIn("u1");
    fetchMock.mockResolvedValueOnce(answer(["pale-ale", "ginger-fizz"]));
    await useFavouritesStore.getState().syncForUser("u1");
    expect(saved().slugs).toEqual(["pale-ale", "ginger-fizz"]);

    useFavouritesStore.getState().clearForSignOut();
    expect(useFavouritesStore.getState().slugs).toEqual([]);
    expect(saved().slugs).toEqual([]);
    expect(saved().mergedUids).toEqual(["u1"]);
  });
});
