"use client";
// The browser's side of /api/talk, sent with the member's current Firebase token. Answers the
// server's words on refusal, so forms can show them beside what the member wrote.

export class TalkError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function talkRequest<T = unknown>(path: string, method: "POST" | "PATCH" | "DELETE", body?: unknown): Promise<T> {
  const { currentToken } = await import("@/lib/auth/current-token");
  const token = await currentToken();
  let response: Response;
  try {
    response = await fetch(`/api/talk${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new TalkError("We couldn't reach the server. Please check your connection and try again.", 0);
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!response.ok) throw new TalkError(answer.message ?? "Something went wrong. Please try again.", response.status);
  return answer.data as T;
}
