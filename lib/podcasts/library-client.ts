"use client";
// The browser's side of /api/listen/library: a signed-in listener's follows, saves and positions,
// sent with the current Firebase token (loaded on demand so pages without these buttons stay light).
import type { LibraryChange } from "@/lib/podcasts/library-schema";
import type { Library } from "@/lib/podcasts/types";

export type { Library, LibraryChange };

const PATH = "/api/listen/library";

async function authorised(init: RequestInit = {}): Promise<Response> {
  const { currentToken } = await import("@/lib/auth/current-token");
  const token = await currentToken();
  return fetch(PATH, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}`, "content-type": "application/json" } });
}

export async function fetchLibrary(): Promise<Library> {
  const response = await authorised();
  if (!response.ok) throw new Error(`library ${response.status}`);
  return ((await response.json()) as { data: Library }).data;
}

export async function changeLibrary(change: LibraryChange, options: { keepalive?: boolean } = {}): Promise<Library> {
  const response = await authorised({ method: "POST", body: JSON.stringify(change), keepalive: options.keepalive });
  if (!response.ok) throw new Error(`library ${response.status}`);
  return ((await response.json()) as { data: Library }).data;
}
