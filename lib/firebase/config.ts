// The browser's Firebase settings, shared by the SDK loader (lib/firebase/client.ts) and the
// Content-Security-Policy (lib/security/csp.ts), which must allow the same hosts. NEXT_PUBLIC_*
// variables must be read literally to be inlined by Next.

const apiKey = process.env.NEXT_PUBLIC_FIREBASE_API_KEY;

export const firebaseConfig = {
  apiKey: apiKey || "demo-api-key",
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || "demo-alcohol-free",
};

/** Without a real project configured, the browser talks to the local emulator (firebase.json's port). */
export const firebaseAuthEmulatorHost: string | undefined =
  process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || (apiKey ? undefined : "127.0.0.1:9099");
