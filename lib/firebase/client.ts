import type { Auth } from "firebase/auth";

// Browser-side Firebase Authentication. The SDK is imported on first use only, so it never sits
// in the first-load bundle. NEXT_PUBLIC_* variables must be read literally to be inlined by Next.

const apiKey = process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
const config = {
  apiKey: apiKey || "demo-api-key",
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || "demo-alcohol-free",
};
/** Without a real project configured, talk to the local emulator (firebase.json's port). */
const emulatorHost = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || (apiKey ? undefined : "127.0.0.1:9099");

let authPromise: Promise<Auth> | undefined;

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= loadAuth().catch((error: unknown) => {
    authPromise = undefined; // e.g. a chunk failed to load: let the next call retry
    throw error;
  });
  return authPromise;
}

async function loadAuth(): Promise<Auth> {
  const [{ getApp, getApps, initializeApp }, { connectAuthEmulator, getAuth }] = await Promise.all([
    import("firebase/app"),
    import("firebase/auth"),
  ]);
  const app = getApps().length ? getApp() : initializeApp(config);
  const auth = getAuth(app);
  // connectAuthEmulator throws if called after the first auth call; the cached promise runs this once.
  if (emulatorHost && !auth.emulatorConfig) {
    connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  }
  return auth;
}
