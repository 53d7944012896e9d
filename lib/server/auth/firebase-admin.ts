import "server-only";
import { applicationDefault, cert, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";

// The server's view of Firebase Authentication. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
// itself talks to the emulator and needs no credentials (startup-guard.ts keeps that out of production).

const APP_NAME = "afc-server";
const DEFAULT_PROJECT_ID = "demo-alcohol-free";

const CACHE_KEY = Symbol.for("afc.server.firebaseAdminAuth");
const cache = globalThis as typeof globalThis & { [CACHE_KEY]?: Auth };

export function firebaseProjectId(): string {
  return process.env.FIREBASE_PROJECT_ID || process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
}

/** The Admin Auth client, created on first use and shared by the whole process. */
export function getAdminAuth(): Auth {
  return (cache[CACHE_KEY] ??= getAuth(getOrCreateApp()));
}

function getOrCreateApp(): App {
  const existing = getApps().find((app) => app.name === APP_NAME);
  if (existing) return existing;
  const projectId = firebaseProjectId();
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return initializeApp({ projectId }, APP_NAME);
  const serviceAccount = process.env.FIREBASE_SERVICE_ACCOUNT_JSON;
  const credential = serviceAccount ? cert(JSON.parse(serviceAccount)) : applicationDefault();
  return initializeApp({ projectId, credential }, APP_NAME);
}
