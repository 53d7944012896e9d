"use client";
// The browser's requests to /api/account/privacy, each with a token the caller has just read:
// the export (saved as a file) and the account's deletion. A refusal throws the server's sentence.
import { DELETE_CONFIRMATION, PRIVACY_DELETE_PATH, PRIVACY_EXPORT_PATH } from "@/lib/privacy/contract";
import { saveExportResponse } from "@/lib/privacy/save-download";

export class PrivacyRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

const UNREACHABLE = "We couldn't reach the server. Check your connection and try again.";
const FALLBACK = "Something went wrong on our side. Nothing has changed; please try again.";

async function refusal(response: Response): Promise<PrivacyRequestError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  return new PrivacyRequestError(body.message ?? FALLBACK, body.code ?? null);
}

/** Fetches the export with the token and hands it to the browser as a download. */
export async function fetchExport(token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(PRIVACY_EXPORT_PATH, { headers: { authorization: `Bearer ${token}` }, cache: "no-store", credentials: "same-origin" });
  } catch {
    throw new PrivacyRequestError(UNREACHABLE, null);
  }
  if (!response.ok) throw await refusal(response);
  return saveExportResponse(response);
}

/** Asks the server to delete the account (the token must be fresh); answers whether the confirmation email went out. */
export async function requestAccountDeletion(token: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(PRIVACY_DELETE_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ confirm: DELETE_CONFIRMATION }),
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch {
    throw new PrivacyRequestError(UNREACHABLE, null);
  }
  if (!response.ok) throw await refusal(response);
  const answer = (await response.json().catch(() => null)) as { emailed?: unknown } | null;
  return answer?.emailed === true;
}
