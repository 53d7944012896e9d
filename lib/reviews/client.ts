"use client";
// The browser's side of the reviews API: one JSON request with the customer's current token
// (refreshed first, which also rewrites the afcfbtoken cookie). Answers the JSON of a success, or
// throws ReviewRequestError with the server's sentence.

const FALLBACK: Record<number, string> = {
  401: "Your sign-in has expired. Sign in again, then try once more.",
  413: "That is too long to send.",
  429: "Too many requests in a short time. Wait a moment, then try again.",
  503: "We're busy right now. Nothing was saved; try again in a moment.",
};

export class ReviewRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export async function reviewRequest<T>(path: string, method: "POST" | "PUT", body: unknown): Promise<T> {
  const { currentToken } = await import("@/lib/auth/current-token");
  const token = await currentToken().catch(() => "");
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ReviewRequestError("We couldn't reach the server. Check your connection and try again.", 0, null);
  }
  const answer = (await response.json().catch(() => ({}))) as T & { code?: string; message?: string };
  if (!response.ok) {
    throw new ReviewRequestError(answer.message ?? FALLBACK[response.status] ?? "Something went wrong. Nothing was saved; try again.", response.status, answer.code ?? null);
  }
  return answer;
}
