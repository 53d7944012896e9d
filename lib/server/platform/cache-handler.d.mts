// Types for cache-handler.mjs (plain JavaScript, because next.config.ts loads it by path).
export default class RedisCacheHandler {
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
