// Next's data cache (next/cache), faithfully enough for tests that read through it: entries kept
// by key until one of their tags is revalidated. Use as
//   vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());

export function fakeNextCache() {
  const entries = new Map<string, { value: unknown; tags: string[] }>();
  return {
    unstable_cache:
      <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[] = [], options: { tags?: string[] } = {}) =>
      async (...args: A): Promise<R> => {
        const key = JSON.stringify([keyParts, args]);
        const hit = entries.get(key);
        if (hit) return hit.value as R;
        const value = await fn(...args);
        entries.set(key, { value, tags: options.tags ?? [] });
        return value;
      },
    revalidateTag: (tag: string) => {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
    revalidatePath: () => undefined,
  };
}
