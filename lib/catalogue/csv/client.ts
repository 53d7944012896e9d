"use client";
// The browser's side of the catalogue CSV import: the chosen file sent as it is (text/csv, its raw
// bytes, so the server can tell a file that is not UTF-8), with the member's token as a Bearer
// header, for a dry run or, with apply, the real import. Answers the plan; throws the server's
// sentence when there is none.
import { CSV_LIMITS } from "./columns";
import { APPLY_QUERY, CATALOGUE_CSV_IMPORT_PATH } from "./paths";
import type { ImportAnswer } from "./plan";

const FALLBACK: Record<number, string> = {
  401: "Your sign-in has expired. Sign in again, then import the file again.",
  403: "Your account is not allowed to import the catalogue.",
  429: "Too many requests in a short time. Wait a moment, then try again.",
};

export async function sendCatalogueCsv(file: Blob, apply: boolean): Promise<ImportAnswer> {
  if (file.size > CSV_LIMITS.maxBytes) throw new Error(`The file is larger than ${CSV_LIMITS.maxBytes / 1024 / 1024} MB: split it into smaller files.`);
  const { currentToken } = await import("@/lib/auth/current-token");
  const token = await currentToken().catch(() => "");
  let response: Response;
  try {
    response = await fetch(`${CATALOGUE_CSV_IMPORT_PATH}${apply ? `?${APPLY_QUERY}` : ""}`, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { "content-type": "text/csv", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: file,
    });
  } catch {
    throw new Error("We couldn't reach the server. Check the connection and try again; nothing was imported.");
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: ImportAnswer; message?: string };
  if (answer.data) return answer.data;
  throw new Error(answer.message ?? FALLBACK[response.status] ?? "Something went wrong. Nothing was imported; try again.");
}
