import type { Auth } from "firebase/auth";
import { firebaseAuthEmulatorHost as emulatorHost, firebaseConfig as config } from "./config";

// Browser-side Firebase Authentication. The SDK is imported on first use only, so it never sits
// in the first-load bundle.

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
