// Calling an API route handler directly, the way Next would, and reading its JSON answer.
import { expect } from "vitest";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads JSON answers field by field; the assertions check the shapes

/** POSTs `body` (an object is sent as JSON, a string as is) to the handler. */
export async function postJson(handler: (request: Request) => Promise<Response>, path: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await handler(request);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

/** A new Firebase Auth emulator user (FIREBASE_AUTH_EMULATOR_HOST): its uid, a fresh ID token and its email. */
export async function signUpEmulatorUser(prefix = "shopper"): Promise<{ uid: string; token: string; email: string }> {
  const email = `${prefix}-${crypto.randomUUID()}@example.com`;
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse battery", returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, token: idToken, email };
}

/** A fresh ID token for an emulator user made by signUpEmulatorUser (it carries any custom claims set since). */
export async function signInEmulatorUser(email: string): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse battery", returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { idToken: string }).idToken;
}
