import "server-only";
// A GET for untrusted remote files (podcast feeds, transcripts, chapters): a time limit, a size
// cap enforced while streaming (a 50 MB body is cut off at the cap, not buffered), and
// conditional GET so an unchanged feed costs a 304.

export class FetchLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FetchLimitError";
  }
}

export interface LimitedFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  etag?: string | null;
  lastModified?: string | null;
}

export type LimitedFetchResult =
  | { notModified: true }
  | { notModified: false; body: string; etag: string | null; lastModified: string | null };

export async function fetchLimited(url: string, options: LimitedFetchOptions): Promise<LimitedFetchResult> {
  const headers: Record<string, string> = { "user-agent": "AlcoholFreeCo-PodcastFetcher/1.0", accept: "application/rss+xml, application/xml, text/xml, */*" };
  if (options.etag) headers["if-none-match"] = options.etag;
  if (options.lastModified) headers["if-modified-since"] = options.lastModified;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal, redirect: "follow" });
  } catch (error) {
    throw new FetchLimitError(signal.aborted ? `timed out after ${options.timeoutMs} ms` : `could not be fetched (${(error as Error).message})`);
  }
  if (response.status === 304) return { notModified: true };
  if (!response.ok) {
    await response.body?.cancel();
    throw new FetchLimitError(`answered ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length"));
  if (declared > options.maxBytes) {
    await response.body?.cancel();
    throw new FetchLimitError(`is ${declared} bytes, over the ${options.maxBytes}-byte cap`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel();
        throw new FetchLimitError(`is over the ${options.maxBytes}-byte cap`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FetchLimitError) throw error;
    throw new FetchLimitError(signal.aborted ? `timed out after ${options.timeoutMs} ms` : `broke off (${(error as Error).message})`);
  }
  return {
    notModified: false,
    body: Buffer.concat(chunks).toString("utf8"),
    etag: response.headers.get("etag"),
    lastModified: response.headers.get("last-modified"),
  };
}
