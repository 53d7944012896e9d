// Token retrieval (lib/auth/token.ts): pure logic with the user, clock and wait injected.
import { describe, expect, it, vi } from "vitest";
import {
  getFreshToken,
  isNoUserError,
  tokenNeedsRefresh,
  tokenOrEmpty,
  type TokenUser,
} from "@/lib/auth/token";

const NOW = Date.parse("2026-01-01T12:00:00.000Z");
const expiresIn = (ms: number) => new Date(NOW + ms).toUTCString();

function fakeUser(expirationTime: string, getIdToken: TokenUser["getIdToken"] = async (force) => (force ? "fresh" : "cached")) {
  return {
    getIdToken: vi.fn(getIdToken),
    getIdTokenResult: vi.fn(async () => ({ expirationTime })),
  };
}

describe("tokenNeedsRefresh", () => {
  it("refreshes only when under 5 minutes (300000 ms) remain", () => {
    expect(tokenNeedsRefresh(NOW + 300_000, NOW)).toBe(false);
    expect(tokenNeedsRefresh(NOW + 299_999, NOW)).toBe(true);
    expect(tokenNeedsRefresh(NOW + 3_600_000, NOW)).toBe(false);
    expect(tokenNeedsRefresh(NOW - 1, NOW)).toBe(true);
  });

  it("treats an unreadable expiry as needing a refresh", () => {
    expect(tokenNeedsRefresh(Number.NaN, NOW)).toBe(true);
  });
});

describe("getFreshToken", () => {
  const now = () => NOW;

  it("rejects with the exact message when no user is signed in", async () => {
    await expect(getFreshToken({ currentUser: null, now })).rejects.toThrow(new Error("No user is currently logged in"));
    const error = await getFreshToken({ currentUser: null }).catch((e: unknown) => e);
    expect(isNoUserError(error)).toBe(true);
  });

  it("returns the cached token without forcing a refresh while 5 minutes or more remain", async () => {
    const user = fakeUser(expiresIn(300_000));
    await expect(getFreshToken({ currentUser: user, now })).resolves.toBe("cached");
    expect(user.getIdToken).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("forces a refresh when under 5 minutes remain", async () => {
    const user = fakeUser(expiresIn(299_000));
    await expect(getFreshToken({ currentUser: user, now })).resolves.toBe("fresh");
    expect(user.getIdToken).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("tries again one second later and succeeds on the third attempt", async () => {
    let calls = 0;
    const user = fakeUser(expiresIn(3_600_000), async () => {
      calls += 1;
      if (calls < 3) throw new Error("network");
      return "third-time";
    });
    const sleep = vi.fn(async (_ms: number) => undefined);
    await expect(getFreshToken({ currentUser: user, now, sleep })).resolves.toBe("third-time");
    expect(user.getIdToken).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it("gives up after 3 attempts one second apart with the exact message", async () => {
    const user = fakeUser(expiresIn(3_600_000), async () => {
      throw new Error("network");
    });
    const sleep = vi.fn(async (_ms: number) => undefined);
    const error = await getFreshToken({ currentUser: user, now, sleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("Failed to get token from Firebase after several attempts.");
    expect((error as Error).cause).toEqual(new Error("network"));
    expect(user.getIdToken).toHaveBeenCalledTimes(3);
    // Waits only between attempts: two of them, 1000 ms each.
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it("waits with real timers by default (1 s apart)", async () => {
    vi.useFakeTimers();
    try {
      const user = fakeUser(expiresIn(3_600_000), async () => {
        throw new Error("network");
      });
      const outcome = getFreshToken({ currentUser: user, now }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(0);
      expect(user.getIdToken).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(user.getIdToken).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(user.getIdToken).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(user.getIdToken).toHaveBeenCalledTimes(3);
      expect(((await outcome) as Error).message).toBe("Failed to get token from Firebase after several attempts.");
    } finally {
      vi.useRealTimers();
    }
  });

  it("fails with the plain message when the token's expiry cannot be read", async () => {
    const user = fakeUser(expiresIn(3_600_000));
    user.getIdTokenResult.mockRejectedValueOnce(new Error("boom"));
    const sleep = vi.fn(async (_ms: number) => undefined);
    const error = await getFreshToken({ currentUser: user, now, sleep }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("Failed to get token from Firebase");
    expect(user.getIdToken).not.toHaveBeenCalled();
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe("tokenOrEmpty", () => {
  it("uses an empty token when there is no user", async () => {
    await expect(tokenOrEmpty({ currentUser: null })).resolves.toBe("");
  });

  it("returns the user's token otherwise and passes failures on", async () => {
    await expect(tokenOrEmpty({ currentUser: fakeUser(expiresIn(3_600_000)), now: () => NOW })).resolves.toBe("cached");
    const failing = fakeUser(expiresIn(3_600_000), async () => {
      throw new Error("network");
    });
    await expect(tokenOrEmpty({ currentUser: failing, now: () => NOW, sleep: async () => undefined })).rejects.toThrow(
      "Failed to get token from Firebase after several attempts.",
    );
  });
});
